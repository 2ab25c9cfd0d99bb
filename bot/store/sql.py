"""What the SQL backends share: every :class:`~bot.store.base.GameStore` method written
once, as *plans* over portable SQL.

A write is a plan: a generator that yields ``(sql, parameters)`` (``?`` marks a
parameter) and receives each statement's :class:`Result`; a backend runs the whole plan
in one transaction (:meth:`SQLStore._run`) and reads with :meth:`SQLStore._fetch`. The
few places where SQLite and PostgreSQL differ are class attributes and hooks of
:class:`SQLStore` (the new id, the unique-index error, row locks).
"""

from __future__ import annotations

import json
import time
from abc import abstractmethod
from collections.abc import AsyncIterator, Generator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from .base import (
    ACTIVE,
    BROKEN,
    CANCELLED,
    FINISHED,
    LOBBY,
    OPEN_STATUSES,
    STATUSES,
    BrokenGame,
    ChannelBusy,
    GameClosed,
    GameNotFound,
    GameRecord,
    GameStore,
    GuildSettings,
    LogEntry,
    PlayerResult,
    PlayerStats,
    Rater,
    Rating,
    Shards,
    ShownBoard,
    StaleVersion,
    StoreError,
    Validator,
)

T = TypeVar("T")

GAME_COLUMNS = (
    "id, guild_id, channel_id, host_id, message_id, status, state, initial_state, "
    "version, created_at, updated_at, broken_reason, shown_version, deadline, ping_id"
)
MAX_ID = 2**63 - 1
"""A 64-bit integer: a larger id (typed or forged) names no game."""
_OPEN = "('lobby', 'active')"
_CLOSED = "('finished', 'cancelled', 'broken')"
assert OPEN_STATUSES == (LOBBY, ACTIVE) and {FINISHED, CANCELLED, BROKEN} <= set(STATUSES)


@dataclass(slots=True)
class Result:
    """What a plan gets back for each statement."""

    rowcount: int
    lastrowid: int | None
    rows: list[Any]


Statement = tuple[str, Sequence[Any]]
Plan = Generator[Statement, Result, T]


def open_games(shards: Shards | None) -> tuple[str, tuple[int, ...]]:
    """The ``WHERE`` clause (and its parameters) of the open games of ``shards``, by
    Discord's formula ``(guild_id >> 22) % shard_count``; a game outside a server is
    shard 0's. Without ``shards``: every open game."""
    if shards is None:
        return f"WHERE status IN {_OPEN}", ()
    marks = ", ".join("?" for _ in shards.ids)
    return (
        f"WHERE status IN {_OPEN} AND COALESCE((guild_id >> 22) % ?, 0) IN ({marks})",
        (shards.count, *shards.ids),
    )


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def decode_text(raw: bytes) -> str:
    """Text columns; bytes that are not UTF-8 (a damaged row) must not stop a query."""
    try:
        return raw.decode()
    except UnicodeDecodeError:
        return raw.decode(errors="replace")


def record_from_row(row: Sequence[Any], strict: bool = False) -> GameRecord:
    """A ``games`` row. If its JSON is damaged, ``strict`` raises ValueError; otherwise
    the record comes back with ``state`` ``{}`` and the damage in ``broken_reason``."""
    broken_reason: str | None = row[11]
    try:
        state = json.loads(row[6])
        initial = json.loads(row[7]) if row[7] is not None else None
        if not isinstance(state, dict) or not (initial is None or isinstance(initial, dict)):
            raise ValueError("the stored state is not a JSON object")
    except (ValueError, TypeError) as exc:
        if strict:
            raise
        state, initial = {}, None
        broken_reason = broken_reason or f"{type(exc).__name__}: {exc}"[:500]
    return GameRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        host_id=row[3],
        message_id=row[4],
        status=row[5],
        state=state,
        initial_state=initial,
        version=row[8],
        created_at=row[9],
        updated_at=row[10],
        broken_reason=broken_reason,
        shown_version=row[12],
        deadline=row[13],
        ping_id=row[14],
    )


def _add_results(guild_id: int, results: Sequence[PlayerResult]) -> Plan[None]:
    for r in results:
        if r.colour is not None:
            res = yield (
                "SELECT colours FROM player_stats WHERE guild_id = ? AND user_id = ?",
                (guild_id, r.user_id),
            )
            colours = json.loads(res.rows[0][0]) if res.rows else {}
            colours[r.colour] = int(colours.get(r.colour, 0)) + 1
            yield (
                "INSERT INTO player_stats (guild_id, user_id, games, wins, places_sum, captures, "
                "colours) VALUES (?, ?, 0, 0, 0, 0, ?) ON CONFLICT (guild_id, user_id) DO UPDATE "
                "SET colours = excluded.colours",
                (guild_id, r.user_id, json.dumps(colours, sort_keys=True)),
            )
        yield (
            "INSERT INTO player_stats (guild_id, user_id, games, wins, places_sum, captures) "
            "VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET "
            "games = player_stats.games + 1, wins = player_stats.wins + excluded.wins, "
            "places_sum = player_stats.places_sum + excluded.places_sum, "
            "captures = player_stats.captures + excluded.captures",
            (guild_id, r.user_id, int(r.won), r.place, r.captures),
        )


HISTORY = 20
"""Ordinals kept per player, for the trend."""


def _rate(guild_id: int, players: Sequence[str], rate: Rater) -> Plan[None]:
    """Read the players' ratings, let ``rate`` (the core's model) compute the new ones and
    write them, inside the transaction that records the result: counted exactly once."""
    marks = ", ".join("?" for _ in players)
    res = yield (
        f"SELECT player, mu, sigma, games, history FROM ratings WHERE guild_id = ? "
        f"AND player IN ({marks})",
        (guild_id, *players),
    )
    known = {str(r[0]): r for r in res.rows}
    current: dict[str, tuple[float, float] | None] = {
        p: (float(known[p][1]), float(known[p][2])) if p in known else None for p in players
    }
    for player, (mu, sigma) in rate(current).items():
        row = known.get(player)
        games = int(row[3]) + 1 if row is not None else 1
        history = [*json.loads(row[4]), mu - 3 * sigma] if row is not None else [mu - 3 * sigma]
        yield (
            "INSERT INTO ratings (guild_id, player, mu, sigma, games, history) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, player) DO UPDATE SET "
            "mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, "
            "history = excluded.history",
            (guild_id, player, mu, sigma, games, json.dumps(history[-HISTORY:])),
        )


def rating_from_row(row: Sequence[Any]) -> Rating:
    return Rating(str(row[0]), float(row[1]), float(row[2]), int(row[3]), tuple(json.loads(row[4])))


_WHY_NOT = "SELECT version, status FROM games WHERE id = ?"
_SHOWN = "message_id = ?, shown_version = ?, ping_id = ?"
"""The live board's columns, as :class:`ShownBoard` holds them."""


def commit_update(shown: bool) -> str:
    """A commit's UPDATE. Its parameters: the state, the new version, the time, the
    status, the initial state, the deadline, (with ``shown``) the live board's three
    columns, then the game's id and the version it replaces."""
    return (
        "UPDATE games SET state = ?, version = ?, updated_at = ?, "
        "status = COALESCE(?, status), initial_state = COALESCE(?, initial_state), "
        f"deadline = ?{', ' + _SHOWN if shown else ''} "
        f"WHERE id = ? AND version = ? AND status IN {_OPEN}"
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


class SQLStore(GameStore):
    """Every method of the store on :meth:`_run` and :meth:`_fetch`."""

    returning_id: ClassVar[str] = ""
    """Appended to the ``INSERT`` of a new game when the backend has no ``lastrowid``."""
    unique_violation: ClassVar[tuple[type[BaseException], ...]] = ()
    """What the backend raises when the one-open-game-per-channel index refuses a row."""
    commit_alone: ClassVar[tuple[str, str] | None] = None
    """A commit without statistics as one statement (without and with its log row) around
    the commit's UPDATE (``{update}``, see :func:`commit_update`), for a backend that can
    (PostgreSQL's data-modifying WITH): it returns a row if it applied. Its parameters:
    the UPDATE's, then the log row's seq, actor, seat, action, dice, events and time."""
    claim_select: ClassVar[str] = "SELECT id FROM games {where}"
    """The ``SELECT`` that finds a deadline to claim; PostgreSQL's adds ``FOR UPDATE SKIP
    LOCKED``: a row another transaction holds is passed over, not waited for."""

    @abstractmethod
    async def _run(self, plan: Plan[T]) -> T:
        """Run ``plan`` in one transaction (rolled back if anything raises)."""

    @abstractmethod
    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query."""

    @asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        yield

    def _lock_results(self, guild_id: int) -> Plan[None]:
        """Keeps two transactions from updating one server's statistics and ratings at
        once (they read, then write): nothing where a write transaction already
        excludes every other one (SQLite)."""
        yield from ()

    # -- games ------------------------------------------------------------------------

    async def create_game(
        self, guild_id: int | None, channel_id: int, host_id: int | None, state: dict[str, Any]
    ) -> GameRecord:
        now = time.time()
        text = dumps(state)

        def plan() -> Plan[int]:
            res = yield (
                "INSERT INTO games (guild_id, channel_id, host_id, status, state, version, "
                "created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, 0, ?, ?)" + self.returning_id,
                (guild_id, channel_id, host_id, text, now, now),
            )
            if self.returning_id:
                return int(res.rows[0][0])
            assert res.lastrowid is not None
            return res.lastrowid

        for _ in range(3):
            try:
                game_id = await self._run(plan())
            except self.unique_violation:
                existing = await self.active_game_in_channel(channel_id)
                if existing is not None:
                    raise ChannelBusy(existing.id) from None
                continue  # the other game closed meanwhile: try again
            return GameRecord(
                game_id, guild_id, channel_id, host_id, None, LOBBY, state, None, 0, now, now
            )
        raise ChannelBusy(0)

    async def get_game(self, game_id: int) -> GameRecord:
        if not 0 <= game_id <= MAX_ID:
            raise GameNotFound(game_id)
        rows = await self._fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return record_from_row(rows[0])

    async def active_game_in_channel(self, channel_id: int) -> GameRecord | None:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {_OPEN}",
            (channel_id,),
        )
        return record_from_row(rows[0]) if rows else None

    async def commit_action(
        self,
        game_id: int,
        expected_version: int,
        state: dict[str, Any],
        log: Sequence[LogEntry] = (),
        status: str | None = None,
        initial_state: dict[str, Any] | None = None,
        results: Sequence[PlayerResult] = (),
        deadline: float | None = None,
        ratings: tuple[Sequence[str], Rater] | None = None,
        shown: ShownBoard | None = None,
    ) -> int:
        if not 0 <= game_id <= MAX_ID:
            raise GameNotFound(game_id)
        if status is not None and status not in STATUSES:
            raise ValueError(f"unknown game status {status!r}")
        now = time.time()
        new_version = expected_version + max(1, len(log))
        update = (
            dumps(state),
            new_version,
            now,
            status,
            dumps(initial_state) if initial_state is not None else None,
            deadline,
            *(() if shown is None else (shown.message_id, shown.version, shown.ping_id)),
            game_id,
            expected_version,
        )
        update_sql = _UPDATES[shown is not None]
        # Each action is its own log row, numbered by the version after it.
        inserts = [
            (
                game_id,
                expected_version + 1 + i,
                entry.actor_id,
                entry.seat,
                dumps(entry.action),
                entry.dice,
                dumps(entry.events),
                now,
            )
            for i, entry in enumerate(log)
        ]
        insert = inserts[0] if len(inserts) == 1 else None

        if self.commit_alone and not results and ratings is None and len(inserts) <= 1:
            # One statement, committed on its own: one round trip instead of four.
            template, extra = self.commit_alone[insert is not None], insert[1:] if insert else ()
            if await self._fetch(template.format(update=update_sql), update + extra):
                return new_version
            raise _refusal(game_id, expected_version, await self._fetch(_WHY_NOT, (game_id,)))

        def plan() -> Plan[int]:
            res = yield update_sql, update
            if res.rowcount != 1:
                res = yield _WHY_NOT, (game_id,)
                raise _refusal(game_id, expected_version, res.rows)
            for row in inserts:
                yield (
                    "INSERT INTO moves (game_id, seq, actor_id, seat, action, dice, events, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    row,
                )
            if results or ratings:
                res = yield "SELECT guild_id FROM games WHERE id = ?", (game_id,)
                guild_id = res.rows[0][0]
                if guild_id is not None:
                    yield from self._lock_results(guild_id)
                    yield from _add_results(guild_id, results)
                    if ratings is not None:
                        yield from _rate(guild_id, *ratings)
            return new_version

        return await self._run(plan())

    async def save_shown(self, boards: Mapping[int, ShownBoard]) -> None:
        # An id beyond 64 bits names no game (PostgreSQL would refuse the parameter).
        rows = [(b.message_id, b.version, b.ping_id, gid) for gid, b in boards.items()]
        rows = [r for r in rows if 0 <= r[3] <= MAX_ID]
        if not rows:
            return

        def plan() -> Plan[None]:
            for row in rows:
                yield f"UPDATE games SET {_SHOWN} WHERE id = ?", row

        await self._run(plan())

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

    async def load_active_games(
        self, validate: Validator | None = None, shards: Shards | None = None
    ) -> tuple[list[GameRecord], list[BrokenGame]]:
        loaded: list[GameRecord] = []
        broken: list[BrokenGame] = []
        where, params = open_games(shards)
        rows = await self._fetch(f"SELECT {GAME_COLUMNS} FROM games {where} ORDER BY id", params)
        for row in rows:
            try:
                record = record_from_row(row, strict=True)
                if validate is not None:
                    validate(record)
            except Exception as exc:  # any failure sets this one game aside
                reason = f"{type(exc).__name__}: {exc}"[:500]
                broken.append(BrokenGame(int(row[0]), int(row[2]), reason))
                continue
            loaded.append(record)
        if broken:
            now = time.time()

            def plan() -> Plan[None]:
                for b in broken:
                    yield (
                        "UPDATE games SET status = 'broken', broken_reason = ?, "
                        f"version = version + 1, updated_at = ? WHERE id = ? AND status IN {_OPEN}",
                        (b.reason, now, b.id),
                    )

            await self._run(plan())
        return loaded, broken

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
            res = yield f"UPDATE games SET deadline = ? WHERE id = ({select})", params
            return res.rowcount == 1

        return await self._run(plan())

    async def games_behind(self, closed_since: float) -> list[GameRecord]:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE message_id IS NOT NULL "
            "AND (shown_version IS NULL OR shown_version < version) "
            f"AND (status IN {_OPEN} OR (status <> 'broken' AND updated_at > ?)) ORDER BY id",
            (closed_since,),
        )
        return [record_from_row(r) for r in rows]

    async def ratings(self, guild_id: int, limit: int = 10) -> list[Rating]:
        rows = await self._fetch(
            "SELECT player, mu, sigma, games, history FROM ratings WHERE guild_id = ? "
            "ORDER BY mu - 3 * sigma DESC, games DESC LIMIT ?",
            (guild_id, limit),
        )
        return [rating_from_row(r) for r in rows]

    async def rating(self, guild_id: int, player: str) -> Rating | None:
        rows = await self._fetch(
            "SELECT player, mu, sigma, games, history FROM ratings "
            "WHERE guild_id = ? AND player = ?",
            (guild_id, player),
        )
        return rating_from_row(rows[0]) if rows else None

    async def roll_counts(self, game_id: int) -> dict[int, list[int]]:
        rows = await self._fetch(
            "SELECT seat, dice, COUNT(*) FROM moves WHERE game_id = ? AND dice IS NOT NULL "
            "GROUP BY seat, dice",
            (game_id,),
        )
        counts: dict[int, list[int]] = {}
        for seat, face, n in rows:
            if seat is not None and 1 <= face <= 6:
                counts.setdefault(int(seat), [0] * 6)[face - 1] += int(n)
        return counts

    async def server_roll_counts(self, guild_id: int, games: int = 1000) -> list[int]:
        rows = await self._fetch(
            "SELECT dice, COUNT(*) FROM moves WHERE dice IS NOT NULL AND game_id IN "
            "(SELECT id FROM games WHERE guild_id = ? AND status = 'finished' "
            "ORDER BY updated_at DESC LIMIT ?) GROUP BY dice",
            (guild_id, games),
        )
        counts = [0] * 6
        for face, n in rows:
            if 1 <= face <= 6:
                counts[face - 1] += int(n)
        return counts

    async def finished_games(self, guild_id: int, limit: int = 10) -> list[GameRecord]:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? AND status = 'finished' "
            "ORDER BY updated_at DESC LIMIT ?",
            (guild_id, limit),
        )
        return [record_from_row(r) for r in rows]

    async def prune_finished(self, older_than_days: float, guild_id: int | None = None) -> int:
        """Delete closed games (and, by the foreign key, their logs) not changed for
        ``older_than_days``; only in ``guild_id`` if given. Returns how many went."""
        cutoff = time.time() - older_than_days * 86400

        def plan() -> Plan[int]:
            # Never the newest game: SQLite would hand its id out again, and old buttons
            # carry game ids.
            sql = (
                f"DELETE FROM games WHERE status IN {_CLOSED} AND updated_at < ? "
                "AND id < (SELECT MAX(id) FROM games)"
            )
            if guild_id is None:
                res = yield sql, (cutoff,)
            else:
                res = yield sql + " AND guild_id = ?", (cutoff, guild_id)
            return res.rowcount

        return await self._run(plan())

    # -- settings and statistics ------------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        rows = await self._fetch(
            "SELECT preset, overrides, turn_timer, language, auto_move, ping, away "
            "FROM guild_settings "
            "WHERE guild_id = ?",
            (guild_id,),
        )
        if not rows:
            return GuildSettings(guild_id)
        row = rows[0]
        try:
            overrides = {str(k): str(v) for k, v in json.loads(row[1]).items()}
        except (ValueError, AttributeError):
            overrides = {}
        return GuildSettings(
            guild_id, row[0], overrides, row[2], row[3], bool(row[4]), bool(row[5]), str(row[6])
        )

    async def set_guild_settings(self, settings: GuildSettings) -> None:
        values = (
            settings.guild_id,
            settings.preset,
            dumps(settings.overrides),
            settings.turn_timer,
            settings.language,
            int(settings.auto_move),
            int(settings.ping),
            settings.away,
        )

        def plan() -> Plan[None]:
            yield (
                "INSERT INTO guild_settings (guild_id, preset, overrides, turn_timer, language, "
                "auto_move, ping, away) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) "
                "DO UPDATE "
                "SET preset = excluded.preset, overrides = excluded.overrides, "
                "turn_timer = excluded.turn_timer, language = excluded.language, "
                "auto_move = excluded.auto_move, ping = excluded.ping, away = excluded.away",
                values,
            )

        await self._run(plan())

    async def reset_guild_settings(self, guild_id: int) -> None:
        def plan() -> Plan[None]:
            yield "DELETE FROM guild_settings WHERE guild_id = ?", (guild_id,)

        await self._run(plan())

    async def record_results(self, guild_id: int, results: list[PlayerResult]) -> None:
        def plan() -> Plan[None]:
            yield from self._lock_results(guild_id)
            yield from _add_results(guild_id, results)

        await self._run(plan())

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        rows = await self._fetch(
            "SELECT games, wins, places_sum, captures, colours FROM player_stats "
            "WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        )
        if not rows:
            return PlayerStats(guild_id, user_id)
        games, wins, places_sum, captures, colours = rows[0]
        counted = tuple(sorted((str(k), int(v)) for k, v in json.loads(colours).items()))
        return PlayerStats(guild_id, user_id, games, wins, places_sum, captures, counted)

    async def leaderboard(self, guild_id: int, limit: int = 10) -> list[PlayerStats]:
        rows = await self._fetch(
            "SELECT user_id, games, wins, places_sum, captures FROM player_stats "
            "WHERE guild_id = ? ORDER BY wins DESC, games ASC, captures DESC, user_id ASC "
            "LIMIT ?",
            (guild_id, limit),
        )
        return [PlayerStats(guild_id, r[0], r[1], r[2], r[3], r[4]) for r in rows]
