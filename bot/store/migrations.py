"""Numbered schema migrations. ``PRAGMA user_version`` records how many are applied.

Portable SQL only (no SQLite-only types or functions in tables and queries), so that a
PostgreSQL backend can run the same statements later.
"""

from __future__ import annotations

from typing import Final

MIGRATIONS: Final[tuple[tuple[str, ...], ...]] = (
    # 1: games and their move log.
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            guild_id BIGINT,
            channel_id BIGINT NOT NULL,
            host_id BIGINT,
            message_id BIGINT,
            status VARCHAR(16) NOT NULL,
            state TEXT NOT NULL,
            initial_state TEXT,
            version INTEGER NOT NULL DEFAULT 0,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL
        )""",
        # The database itself keeps one open game (lobby or running) per channel.
        """CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
            WHERE status IN ('lobby', 'active')""",
        "CREATE INDEX games_by_status ON games (status)",
        """CREATE TABLE moves (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            actor_id BIGINT,
            seat INTEGER,
            action TEXT NOT NULL,
            dice INTEGER,
            events TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (game_id, seq)
        )""",
    ),
    # 2: per-server settings, player statistics, and why a game was set aside.
    (
        """CREATE TABLE guild_settings (
            guild_id BIGINT PRIMARY KEY,
            preset VARCHAR(32) NOT NULL,
            overrides TEXT NOT NULL,
            turn_timer INTEGER,
            language VARCHAR(8) NOT NULL,
            auto_move INTEGER NOT NULL
        )""",
        """CREATE TABLE player_stats (
            guild_id BIGINT NOT NULL,
            user_id BIGINT NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            wins INTEGER NOT NULL DEFAULT 0,
            places_sum INTEGER NOT NULL DEFAULT 0,
            captures INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (guild_id, user_id)
        )""",
        "ALTER TABLE games ADD COLUMN broken_reason TEXT",
        "CREATE INDEX games_finished ON games (guild_id, status, updated_at)",
    ),
)

SCHEMA_VERSION: Final = len(MIGRATIONS)
