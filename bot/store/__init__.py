"""Storage: games, their move logs, server settings and player statistics."""

from .base import (
    ACTIVE,
    BROKEN,
    CANCELLED,
    FINISHED,
    LOBBY,
    BrokenGame,
    ChannelBusy,
    GameNotFound,
    GameRecord,
    GameStore,
    GuildSettings,
    LogEntry,
    PlayerResult,
    PlayerStats,
    SchemaTooNew,
    StaleVersion,
    StoreError,
)
from .migrations import SCHEMA_VERSION
from .sqlite import SQLiteStore, open_store

__all__ = [
    "ACTIVE",
    "BROKEN",
    "CANCELLED",
    "FINISHED",
    "LOBBY",
    "SCHEMA_VERSION",
    "BrokenGame",
    "ChannelBusy",
    "GameNotFound",
    "GameRecord",
    "GameStore",
    "GuildSettings",
    "LogEntry",
    "PlayerResult",
    "PlayerStats",
    "SQLiteStore",
    "SchemaTooNew",
    "StaleVersion",
    "StoreError",
    "open_store",
]
