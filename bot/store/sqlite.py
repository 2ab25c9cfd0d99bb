"""The SQLite backend on aiosqlite: one file, WAL, one transaction per action."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from .base import (
    ACTIVE,
    BROKEN,
    FINISHED,
    OPEN_STATUSES,
    BrokenGame,
    ChannelBusy,
    GameNotFound,
    GameRecord,
    GuildSettings,
    LogEntry,
    PlayerResult,
    PlayerStats,
    SchemaTooNew,
    StaleVersion,
    Validator,
)
from .migrations import MIGRATIONS, SCHEMA_VERSION

BUSY_TIMEOUT_MS = 5000
_GAME_COLUMNS = (
    "id, guild_id, channel_id, host_id, message_id, status, state, initial_state, "
    "version, created_at, updated_at"
)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _record(row: sqlite3.Row | tuple[Any, ...]) -> GameRecord:
    return GameRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        host_id=row[3],
        message_id=row[4],
        status=row[5],
        state=json.loads(row[6]),
        initial_state=json.loads(row[7]) if row[7] else None,
        version=row[8],
        created_at=row[9],
        updated_at=row[10],
    )


async def migrate(db: aiosqlite.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the migrations up to ``target``; returns the version found at start."""
    async with db.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    found = int(row[0]) if row else 0
    if found > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"the database has schema version {found}, but this ludobot knows only up to "
            f"{SCHEMA_VERSION}: upgrade ludobot (or use a backup made by this version)"
        )
    for version in range(found + 1, target + 1):
        await db.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[version - 1]:
                await db.execute(statement)
            # PRAGMA takes no parameters; version is our own int.
            await db.execute(f"PRAGMA user_version = {version}")
            await db.commit()
        except BaseException:
            await db.rollback()
            raise
    return found


async def open_store(path: str | Path, *, schema: int = SCHEMA_VERSION) -> SQLiteStore:
    """Open (creating folder and file) and migrate the database at ``path``.

    ``schema`` stops the migrations early; tests use it to build older databases.
    """
    path = Path(path)
    if str(path) != ":memory:":
        path.parent.mkdir(parents=True, exist_ok=True)
    db = await aiosqlite.connect(str(path), isolation_level=None)
    try:
        await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        await migrate(db, schema)
    except BaseException:
        await db.close()
        raise
    return SQLiteStore(db)


class SQLiteStore:
    """:class:`~bot.store.base.GameStore` on one aiosqlite connection."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        # One connection runs one transaction at a time; tasks queue here for it.
        self._write = asyncio.Lock()

    @property
    def connection(self) -> aiosqlite.Connection:
        return self._db

    async def close(self) -> None:
        await self._db.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._write:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.rollback()
                raise
            await self._db.commit()

    # -- games ------------------------------------------------------------------------

    async def create_game(
        self, guild_id: int | None, channel_id: int, host_id: int | None, state: dict[str, Any]
    ) -> GameRecord:
        """A new game in its lobby. Raises :class:`ChannelBusy` if the channel has one."""
        now = time.time()
        try:
            async with self._transaction() as db:
                cur = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, host_id, status, state, version, "
                    "created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, 0, ?, ?)",
                    (guild_id, channel_id, host_id, _dumps(state), now, now),
                )
                game_id = cur.lastrowid
        except sqlite3.IntegrityError:
            existing = await self.open_game_in_channel(channel_id)
            raise ChannelBusy(existing.id if existing else 0) from None
        assert game_id is not None
        return GameRecord(
            game_id, guild_id, channel_id, host_id, None, "lobby", state, None, 0, now, now
        )

    async def get_game(self, game_id: int) -> GameRecord:
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            raise GameNotFound(game_id)
        return _record(row)

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? "
            "AND status IN ('lobby', 'active')",
            (channel_id,),
        ) as cur:
            row = await cur.fetchone()
        return _record(row) if row else None

    async def commit(
        self,
        game_id: int,
        expected_version: int,
        state: dict[str, Any],
        log: LogEntry | None = None,
        status: str | None = None,
        initial_state: dict[str, Any] | None = None,
    ) -> int:
        """Write the new state, its log row and the version bump in one transaction.

        Raises :class:`StaleVersion` when the stored version is not ``expected_version``
        (someone else already acted) and changes nothing. Returns the new version.
        """
        now = time.time()
        new_version = expected_version + 1
        async with self._transaction() as db:
            cur = await db.execute(
                "UPDATE games SET state = ?, version = ?, updated_at = ?, "
                "status = COALESCE(?, status), initial_state = COALESCE(?, initial_state) "
                "WHERE id = ? AND version = ?",
                (
                    _dumps(state),
                    new_version,
                    now,
                    status,
                    _dumps(initial_state) if initial_state is not None else None,
                    game_id,
                    expected_version,
                ),
            )
            if cur.rowcount != 1:
                async with db.execute("SELECT version FROM games WHERE id = ?", (game_id,)) as c:
                    row = await c.fetchone()
                if row is None:
                    raise GameNotFound(game_id)
                raise StaleVersion(game_id, expected_version, int(row[0]))
            if log is not None:
                await db.execute(
                    "INSERT INTO moves (game_id, seq, actor_id, seat, action, dice, events, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id,
                        new_version,
                        log.actor_id,
                        log.seat,
                        _dumps(log.action),
                        log.dice,
                        _dumps(log.events),
                        now,
                    ),
                )
        return new_version

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """Remember the live board's message (not an action: no version bump)."""
        async with self._transaction() as db:
            await db.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))

    async def log_entries(self, game_id: int) -> list[LogEntry]:
        async with self._db.execute(
            "SELECT seq, actor_id, seat, action, dice, events, at FROM moves "
            "WHERE game_id = ? ORDER BY seq",
            (game_id,),
        ) as cur:
            rows = await cur.fetchall()
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

    async def load_open_games(
        self, validate: Validator | None = None
    ) -> tuple[list[GameRecord], list[BrokenGame]]:
        """Every lobby and running game. A row that cannot be read (bad JSON, or
        ``validate`` raises ValueError) is marked broken and reported; the rest load."""
        loaded: list[GameRecord] = []
        broken: list[BrokenGame] = []
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN ('lobby', 'active') ORDER BY id"
        ) as cur:
            rows = await cur.fetchall()
        for row in rows:
            try:
                record = _record(row)
                if not isinstance(record.state, dict):
                    raise ValueError("state is not a JSON object")
                if validate is not None:
                    validate(record)
            except (ValueError, TypeError, KeyError) as exc:
                broken.append(BrokenGame(int(row[0]), int(row[2]), str(exc)[:500]))
                continue
            loaded.append(record)
        if broken:
            async with self._transaction() as db:
                for b in broken:
                    await db.execute(
                        "UPDATE games SET status = ?, broken_reason = ? WHERE id = ?",
                        (BROKEN, b.reason, b.id),
                    )
        return loaded, broken

    async def finished_games(self, guild_id: int, limit: int = 10) -> list[GameRecord]:
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild_id = ? AND status = ? "
            "ORDER BY updated_at DESC LIMIT ?",
            (guild_id, FINISHED, limit),
        ) as cur:
            rows = await cur.fetchall()
        return [_record(r) for r in rows]

    async def prune_finished(self, older_than_days: float) -> int:
        """Delete finished and cancelled games (and their logs) older than the cut-off."""
        cutoff = time.time() - older_than_days * 86400
        async with self._transaction() as db:
            cur = await db.execute(
                "DELETE FROM games WHERE status NOT IN ('lobby', 'active') AND updated_at < ?",
                (cutoff,),
            )
            return int(cur.rowcount)

    # -- settings and statistics ------------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        async with self._db.execute(
            "SELECT preset, overrides, turn_timer, language, auto_move FROM guild_settings "
            "WHERE guild_id = ?",
            (guild_id,),
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return GuildSettings(guild_id)
        try:
            overrides = {str(k): str(v) for k, v in json.loads(row[1]).items()}
        except (ValueError, AttributeError):
            overrides = {}
        return GuildSettings(guild_id, row[0], overrides, row[2], row[3], bool(row[4]))

    async def set_guild_settings(self, settings: GuildSettings) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, preset, overrides, turn_timer, language, "
                "auto_move) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
                "preset = excluded.preset, overrides = excluded.overrides, "
                "turn_timer = excluded.turn_timer, language = excluded.language, "
                "auto_move = excluded.auto_move",
                (
                    settings.guild_id,
                    settings.preset,
                    _dumps(settings.overrides),
                    settings.turn_timer,
                    settings.language,
                    int(settings.auto_move),
                ),
            )

    async def reset_guild_settings(self, guild_id: int) -> None:
        async with self._transaction() as db:
            await db.execute("DELETE FROM guild_settings WHERE guild_id = ?", (guild_id,))

    async def record_results(self, guild_id: int, results: list[PlayerResult]) -> None:
        async with self._transaction() as db:
            for r in results:
                await db.execute(
                    "INSERT INTO player_stats (guild_id, user_id, games, wins, places_sum, "
                    "captures) VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO "
                    "UPDATE SET games = player_stats.games + 1, "
                    "wins = player_stats.wins + excluded.wins, "
                    "places_sum = player_stats.places_sum + excluded.places_sum, "
                    "captures = player_stats.captures + excluded.captures",
                    (guild_id, r.user_id, int(r.won), r.place, r.captures),
                )

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        async with self._db.execute(
            "SELECT games, wins, places_sum, captures FROM player_stats "
            "WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return PlayerStats(guild_id, user_id)
        return PlayerStats(guild_id, user_id, *row)

    async def leaderboard(self, guild_id: int, limit: int = 10) -> list[PlayerStats]:
        async with self._db.execute(
            "SELECT user_id, games, wins, places_sum, captures FROM player_stats "
            "WHERE guild_id = ? ORDER BY wins DESC, games ASC, captures DESC LIMIT ?",
            (guild_id, limit),
        ) as cur:
            rows = await cur.fetchall()
        return [PlayerStats(guild_id, r[0], r[1], r[2], r[3], r[4]) for r in rows]


__all__ = ["ACTIVE", "OPEN_STATUSES", "SQLiteStore", "migrate", "open_store"]
