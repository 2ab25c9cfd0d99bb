"""Storage: games, their move logs, server settings and player statistics.

``open_store(path)`` gives the SQLite backend; code should depend on the
:class:`GameStore` protocol only.
"""

from .base import (
    ACTIVE,
    BROKEN,
    CANCELLED,
    DEFAULT_TURN_TIMER,
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
    StoreError,
    Validator,
)
from .migrations import SCHEMA_VERSION
from .sqlite import SQLiteStore, migrate, open_store

__all__ = [
    "ACTIVE",
    "BROKEN",
    "CANCELLED",
    "DEFAULT_TURN_TIMER",
    "FINISHED",
    "LOBBY",
    "OPEN_STATUSES",
    "SCHEMA_VERSION",
    "STATUSES",
    "BrokenGame",
    "ChannelBusy",
    "GameClosed",
    "GameNotFound",
    "GameRecord",
    "GameStore",
    "GuildSettings",
    "LogEntry",
    "PlayerResult",
    "PlayerStats",
    "Rater",
    "Rating",
    "SQLiteStore",
    "SchemaTooNew",
    "StaleVersion",
    "StoreError",
    "Validator",
    "migrate",
    "open_store",
]
