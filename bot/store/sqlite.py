"""The SQLite backend on aiosqlite: one file, WAL, one transaction per action.

Each write is a *plan*: a generator that yields ``(sql, parameters)`` and receives each
statement's result. A plan runs inside ``BEGIN IMMEDIATE`` ... ``COMMIT`` (rolled back if
anything raises). By default the whole transaction runs as one call on aiosqlite's
connection thread, so it costs one thread hop instead of one per statement; where that
is not available (``one_hop=False``) the same plan runs statement by statement.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import Awaitable, Callable, Generator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

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
    SchemaTooNew,
    StaleVersion,
    Validator,
)
from .migrations import MIGRATIONS, SCHEMA_VERSION

T = TypeVar("T")

BUSY_TIMEOUT_MS = 5000
_GAME_COLUMNS = (
    "id, guild_id, channel_id, host_id, message_id, status, state, initial_state, "
    "version, created_at, updated_at, broken_reason, shown_version, deadline, ping_id"
)
MAX_ID = 2**63 - 1
"""SQLite's INTEGER: a larger id (typed or forged) names no game."""
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


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _decode(raw: bytes) -> str:
    """Text columns; bytes that are not UTF-8 (a damaged row) must not stop a query."""
    try:
        return raw.decode()
    except UnicodeDecodeError:
        return raw.decode(errors="replace")


def _record(row: Sequence[Any], strict: bool = False) -> GameRecord:
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


def _rating(row: Sequence[Any]) -> Rating:
    return Rating(str(row[0]), float(row[1]), float(row[2]), int(row[3]), tuple(json.loads(row[4])))


def _run_plan_sync(conn: sqlite3.Connection, plan: Plan[T]) -> T:
    """Run a plan in one transaction on ``conn`` (on the connection's own thread)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        try:
            statement = next(plan)
            while True:
                cur = conn.execute(*statement)
                result = Result(cur.rowcount, cur.lastrowid, cur.fetchall())
                statement = plan.send(result)
        except StopIteration as stop:
            value: T = stop.value
        conn.execute("COMMIT")
        return value
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


async def _run_plan_async(db: aiosqlite.Connection, plan: Plan[T]) -> T:
    """Run a plan in one transaction, one aiosqlite call per statement."""
    await db.execute("BEGIN IMMEDIATE")
    try:
        try:
            statement = next(plan)
            while True:
                cur = await db.execute(*statement)
                # Only queries have rows; sparing the call keeps writes to one hop each.
                rows = list(await cur.fetchall()) if cur.description else []
                statement = plan.send(Result(cur.rowcount, cur.lastrowid, rows))
        except StopIteration as stop:
            value: T = stop.value
        await db.execute("COMMIT")
        return value
    except BaseException:
        if db.in_transaction:
            await db.execute("ROLLBACK")
        raise


def _refuse_newer(found: int) -> None:
    if found > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"the database has schema version {found}, but this ludobot knows only up to "
            f"{SCHEMA_VERSION}: upgrade ludobot (or use a backup made by this version)"
        )


def _migration_plan(target: int) -> Plan[int]:
    # The version is read again inside the write transaction: another process may have
    # migrated the file since we looked (two bots started at once on a fresh file).
    res = yield "PRAGMA user_version", ()
    found = int(res.rows[0][0]) if res.rows else 0
    _refuse_newer(found)
    for version in range(found + 1, target + 1):
        for statement in MIGRATIONS[version - 1]:
            yield statement, ()
    if found < target:
        # PRAGMA takes no parameters; target is our own int. It is part of the transaction.
        yield f"PRAGMA user_version = {int(target)}", ()
    return found


async def migrate(db: aiosqlite.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the migrations up to ``target`` in one transaction; returns the version
    found. Raises :class:`SchemaTooNew` for a database newer than this code. Safe when
    several processes start on the same file at once: each migration runs once."""
    rows = list(await db.execute_fetchall("PRAGMA user_version"))
    found = int(rows[0][0]) if rows else 0
    _refuse_newer(found)
    if found < target:  # only then take the write lock, and look again under it
        found = await _run_plan_async(db, _migration_plan(target))
    return found


async def _set_wal(db: aiosqlite.Connection) -> None:
    """``PRAGMA journal_mode = WAL``. Switching a fresh file needs an exclusive lock and
    SQLite answers "locked" at once, without the busy handler, while another connection
    is switching it too: retry until the busy timeout."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            await db.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = getattr(exc, "sqlite_errorcode", sqlite3.SQLITE_BUSY) & 0xFF
            if busy != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.01)


async def open_store(
    path: str | Path, *, schema: int = SCHEMA_VERSION, one_hop: bool | None = None
) -> SQLiteStore:
    """Open (creating folder and file) and migrate the database at ``path``.

    WAL journal, ``synchronous=NORMAL`` (a commit survives a killed process; only a
    power cut may lose the last few), foreign keys on, a busy timeout for other
    processes. ``schema`` stops the migrations early (tests build older databases with
    it); ``one_hop`` forces (or forbids) one-call transactions. Raises
    :class:`SchemaTooNew` if the file comes from a newer ludobot.
    """
    path = Path(path)
    if str(path) != ":memory:":
        path.parent.mkdir(parents=True, exist_ok=True)
    db = await aiosqlite.connect(str(path), isolation_level=None)
    try:
        db.text_factory = _decode
        await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        await _set_wal(db)
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        await migrate(db, schema)
    except BaseException:
        await db.close()
        raise
    return SQLiteStore(db, one_hop=one_hop)


def _thread_runner(
    db: aiosqlite.Connection,
) -> Callable[[Callable[[sqlite3.Connection], Any]], Awaitable[Any]] | None:
    """aiosqlite's queue onto its connection thread, if this version has it (private
    API: ``Connection._execute`` and ``Connection._conn``, present since 0.17)."""
    execute = getattr(db, "_execute", None)
    if execute is None or not hasattr(type(db), "_conn"):
        return None

    def run(fn: Callable[[sqlite3.Connection], Any]) -> Awaitable[Any]:
        def call() -> Any:
            conn: sqlite3.Connection = db._conn
            return fn(conn)

        result: Awaitable[Any] = execute(call)
        return result

    return run


class SQLiteStore(GameStore):
    """:class:`~bot.store.base.GameStore` on one aiosqlite connection.

    Several stores (or processes) may open the same file; the version check and
    ``BEGIN IMMEDIATE`` keep their writes apart.
    """

    def __init__(self, db: aiosqlite.Connection, one_hop: bool | None = None) -> None:
        self._db = db
        runner = _thread_runner(db)
        if one_hop and runner is None:
            raise RuntimeError("this aiosqlite cannot run a transaction in one call")
        self._runner = runner if one_hop is not False else None
        # Statements of a transaction run by several calls must not interleave with other
        # tasks' statements on this connection: one at a time, reads included.
        self._lock = asyncio.Lock()

    @property
    def connection(self) -> aiosqlite.Connection:
        """The aiosqlite connection (tests and benchmarks)."""
        return self._db

    async def close(self) -> None:
        await self._db.close()

    async def __aenter__(self) -> SQLiteStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _run(self, plan: Plan[T]) -> T:
        async with self._lock:
            if self._runner is not None:
                value: T = await self._runner(lambda conn: _run_plan_sync(conn, plan))
                return value
            return await _run_plan_async(self._db, plan)

    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, parameters))

    # -- games ------------------------------------------------------------------------

    async def create_game(
        self, guild_id: int | None, channel_id: int, host_id: int | None, state: dict[str, Any]
    ) -> GameRecord:
        now = time.time()
        text = _dumps(state)

        def plan() -> Plan[int]:
            res = yield (
                "INSERT INTO games (guild_id, channel_id, host_id, status, state, version, "
                "created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, 0, ?, ?)",
                (guild_id, channel_id, host_id, text, now, now),
            )
            assert res.lastrowid is not None
            return res.lastrowid

        for _ in range(3):
            try:
                game_id = await self._run(plan())
            except sqlite3.IntegrityError:
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
        rows = await self._fetch(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return _record(rows[0])

    async def active_game_in_channel(self, channel_id: int) -> GameRecord | None:
        rows = await self._fetch(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {_OPEN}",
            (channel_id,),
        )
        return _record(rows[0]) if rows else None

    async def commit_action(
        self,
        game_id: int,
        expected_version: int,
        state: dict[str, Any],
        log: LogEntry | None = None,
        status: str | None = None,
        initial_state: dict[str, Any] | None = None,
        results: Sequence[PlayerResult] = (),
        deadline: float | None = None,
        ratings: tuple[Sequence[str], Rater] | None = None,
    ) -> int:
        if not 0 <= game_id <= MAX_ID:
            raise GameNotFound(game_id)
        if status is not None and status not in STATUSES:
            raise ValueError(f"unknown game status {status!r}")
        now = time.time()
        new_version = expected_version + 1
        update = (
            _dumps(state),
            new_version,
            now,
            status,
            _dumps(initial_state) if initial_state is not None else None,
            deadline,
            game_id,
            expected_version,
        )
        insert = (
            None
            if log is None
            else (
                game_id,
                new_version,
                log.actor_id,
                log.seat,
                _dumps(log.action),
                log.dice,
                _dumps(log.events),
                now,
            )
        )

        def plan() -> Plan[int]:
            res = yield (
                "UPDATE games SET state = ?, version = ?, updated_at = ?, "
                "status = COALESCE(?, status), initial_state = COALESCE(?, initial_state), "
                "deadline = ? "
                f"WHERE id = ? AND version = ? AND status IN {_OPEN}",
                update,
            )
            if res.rowcount != 1:
                res = yield "SELECT version, status FROM games WHERE id = ?", (game_id,)
                if not res.rows:
                    raise GameNotFound(game_id)
                version, current = int(res.rows[0][0]), str(res.rows[0][1])
                if version != expected_version:
                    raise StaleVersion(game_id, expected_version, version)
                raise GameClosed(game_id, version, current)
            if insert is not None:
                yield (
                    "INSERT INTO moves (game_id, seq, actor_id, seat, action, dice, events, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    insert,
                )
            if results or ratings:
                res = yield "SELECT guild_id FROM games WHERE id = ?", (game_id,)
                guild_id = res.rows[0][0]
                if guild_id is not None:
                    yield from _add_results(guild_id, results)
                    if ratings is not None:
                        yield from _rate(guild_id, *ratings)
            return new_version

        return await self._run(plan())

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        def plan() -> Plan[None]:
            yield (
                "UPDATE games SET message_id = ?, shown_version = NULL WHERE id = ?",
                (message_id, game_id),
            )

        await self._run(plan())

    async def mark_shown(self, game_id: int, message_id: int, version: int) -> None:
        def plan() -> Plan[None]:
            yield (
                "UPDATE games SET message_id = ?, shown_version = ? WHERE id = ?",
                (message_id, version, game_id),
            )

        await self._run(plan())

    async def set_ping(self, game_id: int, ping_id: int | None) -> None:
        def plan() -> Plan[None]:
            yield "UPDATE games SET ping_id = ? WHERE id = ?", (ping_id, game_id)

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
        self, validate: Validator | None = None
    ) -> tuple[list[GameRecord], list[BrokenGame]]:
        loaded: list[GameRecord] = []
        broken: list[BrokenGame] = []
        rows = await self._fetch(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN {_OPEN} ORDER BY id"
        )
        for row in rows:
            try:
                record = _record(row, strict=True)
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

    async def games_behind(self, closed_since: float) -> list[GameRecord]:
        rows = await self._fetch(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE message_id IS NOT NULL "
            "AND (shown_version IS NULL OR shown_version < version) "
            f"AND (status IN {_OPEN} OR (status <> 'broken' AND updated_at > ?)) ORDER BY id",
            (closed_since,),
        )
        return [_record(r) for r in rows]

    async def ratings(self, guild_id: int, limit: int = 10) -> list[Rating]:
        rows = await self._fetch(
            "SELECT player, mu, sigma, games, history FROM ratings WHERE guild_id = ? "
            "ORDER BY mu - 3 * sigma DESC, games DESC LIMIT ?",
            (guild_id, limit),
        )
        return [_rating(r) for r in rows]

    async def rating(self, guild_id: int, player: str) -> Rating | None:
        rows = await self._fetch(
            "SELECT player, mu, sigma, games, history FROM ratings "
            "WHERE guild_id = ? AND player = ?",
            (guild_id, player),
        )
        return _rating(rows[0]) if rows else None

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
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild_id = ? AND status = 'finished' "
            "ORDER BY updated_at DESC LIMIT ?",
            (guild_id, limit),
        )
        return [_record(r) for r in rows]

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
            _dumps(settings.overrides),
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
        await self._run(_add_results(guild_id, results))

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


__all__ = ["SQLiteStore", "migrate", "open_store"]
