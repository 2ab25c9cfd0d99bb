"""The games and their move logs, on portable SQL (see :mod:`.sql_plans`): a game's
life from its lobby to its end, where it is shown and its deadline.

The few places where SQLite and PostgreSQL differ are the class attributes of
:class:`GameTables` (the new id, the unique-index error, a commit in one statement, row
locks) and the hooks of :class:`~.sql_plans.PlanRunner`.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any, ClassVar

from .base import (
    ACTIVE,
    BROKEN,
    CANCELLED,
    FINISHED,
    LOBBY,
    OPEN_STATUSES,
    STATUSES,
    BrokenGame,
    Commit,
    GameClosed,
    GameNotFound,
    GameRecord,
    LogEntry,
    Partition,
    PlaceBusy,
    Shown,
    StaleVersion,
    StoreError,
    Where,
)
from .kept import KeptRows, commit_columns
from .sql_open import OPEN, open_games, people_text
from .sql_plans import MAX_ID, Plan, PlanRunner, dumps
from .sql_stats import add_results, rate

GAME_COLUMNS = (
    "id, place_kind, place_key, circle, community, route, host_id, status, state, "
    "initial_state, version, created_at, updated_at, broken_reason, shown_version, "
    "deadline, surfaces"
)
ENDED_IN_CIRCLE = "WHERE circle = ? AND (status = ? OR (status = ? AND initial_state IS NOT NULL))"
"""A circle's games that are over (finished, or ended after they started); parameters:
the circle, then the finished and the cancelled status."""
assert OPEN_STATUSES == (LOBBY, ACTIVE) and {FINISHED, CANCELLED, BROKEN} <= set(STATUSES)


def record_from_row(row: Sequence[Any]) -> GameRecord:
    """A ``games`` row (:data:`GAME_COLUMNS`). If its JSON is damaged, the record comes
    back with ``state`` ``{}`` and the damage in ``broken_reason``."""
    broken_reason: str | None = row[13]
    try:
        state = json.loads(row[8])
        initial = json.loads(row[9]) if row[9] is not None else None
        if not isinstance(state, dict) or not (initial is None or isinstance(initial, dict)):
            raise ValueError("the stored state is not a JSON object")
    except (ValueError, TypeError) as exc:
        state, initial = {}, None
        broken_reason = broken_reason or f"{type(exc).__name__}: {exc}"[:500]
    return GameRecord(
        id=row[0],
        where=Where(row[1], row[2], row[3], row[4], row[5]),
        host_id=row[6],
        status=row[7],
        state=state,
        initial_state=initial,
        version=row[10],
        created_at=row[11],
        updated_at=row[12],
        broken_reason=broken_reason,
        shown_version=row[14],
        deadline=row[15],
        surfaces=_surfaces(row[16]),
    )


def _surfaces(text: str | None) -> list[dict[str, Any]] | None:
    """The ``surfaces`` column (None: none known, or not readable: drawn again)."""
    if text is None:
        return None
    try:
        found = json.loads(text)
    except ValueError:
        return None
    return found if isinstance(found, list) else None


_WHY_NOT = "SELECT version, status FROM games WHERE id = ?"
_SHOWN = "surfaces = ?, shown_version = ?"
"""Where a game is shown, as :class:`Shown` holds it."""


def commit_update(shown: bool) -> str:
    """A commit's UPDATE. Its parameters: the state, the new version, the time, the
    status, the initial state, the deadline, the people, (with ``shown``) the live
    board's three columns, then the game's id and the version it replaces."""
    return (
        "UPDATE games SET state = ?, version = ?, updated_at = ?, "
        "status = COALESCE(?, status), initial_state = COALESCE(?, initial_state), "
        f"deadline = ?, claimed_by = NULL, people = ?{', ' + _SHOWN if shown else ''} "
        f"WHERE id = ? AND version = ? AND status IN {OPEN}"
    )


_UPDATES = {False: commit_update(False), True: commit_update(True)}


def _refusal(game_id: int, expected: int, rows: Sequence[Any]) -> StoreError:
    """Why a commit of ``expected`` matched no row: the game moved on, closed, or is not."""
    if not rows:
        return GameNotFound(game_id)
    version, current = int(rows[0][0]), str(rows[0][1])
    if version != expected:
        return StaleVersion(game_id, expected, version)
    return GameClosed(game_id, version, current)


def _commit_rows(
    commit: Commit, now: float, new_version: int
) -> tuple[tuple[Any, ...], list[tuple[Any, ...]]]:
    """A commit's UPDATE parameters (:func:`commit_update`) and its log rows: each action
    is its own row, numbered by the version after it."""
    shown = commit.shown
    update = (
        dumps(commit.state),
        new_version,
        now,
        commit.status,
        dumps(commit.initial_state) if commit.initial_state is not None else None,
        commit.deadline,
        people_text(commit.people),
        *(() if shown is None else (dumps(shown.surfaces), shown.version)),
        commit.game_id,
        commit.expected_version,
    )
    inserts = [
        (
            commit.game_id,
            commit.expected_version + 1 + i,
            entry.actor_id,
            entry.seat,
            dumps(entry.action),
            entry.dice,
            dumps(entry.events),
            now,
        )
        for i, entry in enumerate(commit.log)
    ]
    return update, inserts


class GameTables(PlanRunner):
    """The games' methods of :class:`~bot.store.base.GameStore`."""

    returning_id: ClassVar[str] = ""
    """Appended to the ``INSERT`` of a new game when the backend has no ``lastrowid``."""
    unique_violation: ClassVar[tuple[type[BaseException], ...]] = ()
    """What the backend raises when the one-open-game-per-place index refuses a row."""
    commit_alone: ClassVar[tuple[str, str] | None] = None
    """A commit without statistics as one statement (without and with its log row) around
    the commit's UPDATE (``{update}``, see :func:`commit_update`), for a backend that can
    (PostgreSQL's data-modifying WITH): it returns a row if it applied. Its parameters:
    the UPDATE's, then the log row's seq, actor, seat, action, dice, events and time."""
    claim_select: ClassVar[str] = "SELECT id FROM games {where}"
    """The ``SELECT`` that finds a deadline to claim; PostgreSQL's adds ``FOR UPDATE SKIP
    LOCKED``: a row another transaction holds is passed over, not waited for."""
    claims_gone: ClassVar[str] = "AND claimed_by <> ?"
    """The claims whose process is gone (its parameter: this process's name). One process
    owns an SQLite file, so every claim but its own; PostgreSQL's: those of processes
    without a session (their name is their connections' ``application_name``)."""
    claimant: str = "ludobot"
    """This process's name on its claims (each store sets its own)."""
    _kept: KeptRows | None = None
    """The rows this process last wrote or read (:meth:`last_known`), where a backend
    keeps them: where one process owns the database (SQLite)."""

    def last_known(self, game_id: int) -> GameRecord | None:
        return self._kept.get(game_id) if self._kept is not None else None

    @asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        yield

    async def create_game(
        self,
        where: Where,
        host_id: int | None,
        state: dict[str, Any],
        people: Sequence[int] | None = None,
    ) -> GameRecord:
        now = time.time()
        text = dumps(state)

        def plan() -> Plan[int]:
            res = yield (
                "INSERT INTO games (place_kind, place_key, circle, community, route, host_id, "
                "status, state, version, created_at, updated_at, people) "
                "VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, 0, ?, ?, ?)" + self.returning_id,
                (
                    where.kind,
                    where.key,
                    where.circle,
                    where.community,
                    where.route,
                    host_id,
                    text,
                    now,
                    now,
                    people_text(people),
                ),
            )
            if self.returning_id:
                return int(res.rows[0][0])
            assert res.lastrowid is not None
            return res.lastrowid

        for _ in range(3):
            try:
                game_id = await self._run(plan())
            except self.unique_violation:
                existing = await self.open_game_at(where.kind, where.key)
                if existing is not None:
                    raise PlaceBusy(existing.id) from None
                continue  # the other game closed meanwhile: try again
            record = GameRecord(game_id, where, host_id, LOBBY, state, None, 0, now, now)
            if self._kept is not None:
                self._kept.read(record)
            return record
        raise PlaceBusy(0)

    async def get_game(self, game_id: int) -> GameRecord:
        if not 0 <= game_id <= MAX_ID:
            raise GameNotFound(game_id)
        rows = await self._fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        record = record_from_row(rows[0])
        if self._kept is not None:
            self._kept.read(record)
        return record

    async def open_game_at(self, kind: str, key: str) -> GameRecord | None:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games "
            f"WHERE place_kind = ? AND place_key = ? AND status IN {OPEN}",
            (kind, key),
        )
        return record_from_row(rows[0]) if rows else None

    async def commit_action(self, commit: Commit) -> int:
        game_id, expected = commit.game_id, commit.expected_version
        if not 0 <= game_id <= MAX_ID:
            raise GameNotFound(game_id)
        if commit.status is not None and commit.status not in STATUSES:
            raise ValueError(f"unknown game status {commit.status!r}")
        now = time.time()
        new_version = expected + max(1, len(commit.log))
        update, inserts = _commit_rows(commit, now, new_version)
        update_sql = _UPDATES[commit.shown is not None]
        stats = bool(commit.results) or commit.ratings is not None
        try:
            if self.commit_alone and not stats and len(inserts) <= 1:
                # One statement, committed on its own: one round trip instead of four.
                template = self.commit_alone[bool(inserts)]
                extra = inserts[0][1:] if inserts else ()
                if not await self._fetch(template.format(update=update_sql), update + extra):
                    rows = await self._fetch(_WHY_NOT, (game_id,))
                    raise _refusal(game_id, expected, rows)
            else:
                await self._run(self._commit_plan(commit, update_sql, update, inserts))
        except BaseException:
            if self._kept is not None:
                self._kept.forget(game_id)
            raise
        if self._kept is not None:
            self._kept.committed(game_id, expected, new_version, commit_columns(commit, now))
        return new_version

    def _commit_plan(
        self,
        commit: Commit,
        update_sql: str,
        update: tuple[Any, ...],
        inserts: Sequence[tuple[Any, ...]],
    ) -> Plan[None]:
        res = yield update_sql, update
        if res.rowcount != 1:
            res = yield _WHY_NOT, (commit.game_id,)
            raise _refusal(commit.game_id, commit.expected_version, res.rows)
        for row in inserts:
            yield (
                "INSERT INTO moves (game_id, seq, actor_id, seat, action, dice, events, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )
        if commit.results or commit.ratings:
            # Counted in the game's circle: its server, else its chat (a DM or a
            # group DM: the people who play there).
            res = yield "SELECT circle FROM games WHERE id = ?", (commit.game_id,)
            scope = int(res.rows[0][0])
            yield from self._lock_results(scope)
            yield from add_results(scope, commit.results)
            if commit.ratings is not None:
                yield from rate(scope, *commit.ratings)

    async def save_shown(self, shown: Mapping[int, Shown]) -> None:
        # An id beyond 64 bits names no game (PostgreSQL would refuse the parameter).
        rows = [(dumps(s.surfaces), s.version, gid) for gid, s in shown.items()]
        rows = [r for r in rows if 0 <= r[2] <= MAX_ID]
        if not rows:
            return

        def plan() -> Plan[None]:
            for row in rows:
                yield f"UPDATE games SET {_SHOWN} WHERE id = ?", row

        try:
            await self._run(plan())
        except BaseException:
            if self._kept is not None:
                self._kept.clear()  # which of them applied is not known
            raise
        if self._kept is not None:
            self._kept.shown((gid, s) for gid, s in shown.items() if 0 <= gid <= MAX_ID)

    async def log_entries(self, game_id: int) -> list[LogEntry]:
        rows = await self._fetch(
            "SELECT seq, actor_id, seat, action, dice, events, at FROM moves "
            "WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [
            LogEntry(
                actor_id=r[1],
                seat=r[2],
                action=json.loads(r[3]),
                dice=r[4],
                events=json.loads(r[5]),
                seq=r[0],
                at=r[6],
            )
            for r in rows
        ]

    async def set_aside(self, broken: Sequence[BrokenGame]) -> None:
        if not broken:
            return
        now = time.time()

        def plan() -> Plan[None]:
            for b in broken:
                yield (
                    "UPDATE games SET status = 'broken', broken_reason = ?, "
                    f"version = version + 1, updated_at = ? WHERE id = ? AND status IN {OPEN}",
                    (b.reason, now, b.id),
                )

        if self._kept is not None:
            self._kept.clear()  # (at start only)
        await self._run(plan())

    async def claim_due(
        self, game_id: int, version: int, deadline: float | None, until: float
    ) -> bool:
        if not 0 <= game_id <= MAX_ID:
            return False
        if deadline is None:
            where = "WHERE id = ? AND version = ? AND status = 'active' AND deadline IS NULL"
        else:
            where = "WHERE id = ? AND version = ? AND status = 'active' AND deadline = ?"
        params = (until, game_id, version) + (() if deadline is None else (deadline,))
        select = self.claim_select.format(where=where)

        def plan() -> Plan[bool]:
            res = yield (
                f"UPDATE games SET deadline = ?, claimed_by = ? WHERE id = ({select})",
                (params[0], self.claimant, *params[1:]),
            )
            return res.rowcount == 1

        claimed = False
        try:
            claimed = await self._run(plan())
            return claimed
        finally:
            if self._kept is not None:
                self._kept.claimed(game_id, until, claimed)

    async def take_back_claims(self, partition: Partition | None, now: float) -> int:
        where, params = open_games(partition)

        def plan() -> Plan[int]:
            res = yield (
                f"UPDATE games SET deadline = ?, claimed_by = NULL {where} "
                f"AND status = 'active' AND claimed_by IS NOT NULL {self.claims_gone}",
                (now, *params, self.claimant),
            )
            return int(res.rowcount)

        if self._kept is not None:
            self._kept.clear()  # (at start only)
        return await self._run(plan())

    async def games_behind(self, closed_since: float) -> list[GameRecord]:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE surfaces IS NOT NULL "
            "AND (shown_version IS NULL OR shown_version < version) "
            f"AND (status IN {OPEN} OR (status <> 'broken' AND updated_at > ?)) ORDER BY id",
            (closed_since,),
        )
        return [record_from_row(r) for r in rows]

    async def ended_games(self, scope: int, limit: int = 10) -> list[GameRecord]:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games {ENDED_IN_CIRCLE} "
            "ORDER BY updated_at DESC, id DESC LIMIT ?",
            (scope, FINISHED, CANCELLED, limit),
        )
        return [record_from_row(r) for r in rows]
