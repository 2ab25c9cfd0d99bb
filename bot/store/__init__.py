"""Storage: games, their move logs, server settings and player statistics.

``open_store(path)`` gives the SQLite backend, ``open_database(target)`` the backend a
``LUDOBOT_DATABASE`` value names (a ``postgresql://`` URL or an SQLite path); code should
depend on the :class:`GameStore` protocol only.
"""

from typing import TYPE_CHECKING, Any

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
    GameStore,
    ListedGame,
    LogEntry,
    Partition,
    PlaceBusy,
    PlayerResult,
    PlayerStats,
    Rater,
    Rating,
    SchemaTooNew,
    Shown,
    StaleVersion,
    StoreError,
    Where,
)
from .bus import Bus, BusRefused, bus_of
from .database import is_postgres_url, open_database
from .migrations import SCHEMA_VERSION
from .sqlite import SQLiteStore, migrate, open_store

if TYPE_CHECKING:
    from .postgres import PostgresStore, open_postgres


def __getattr__(name: str) -> Any:
    """The PostgreSQL backend, imported on first use (asyncpg is a tenth of the start
    of a bot that runs on SQLite)."""
    if name in ("PostgresStore", "open_postgres"):
        from . import postgres

        return getattr(postgres, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ACTIVE",
    "BROKEN",
    "CANCELLED",
    "FINISHED",
    "LOBBY",
    "OPEN_STATUSES",
    "SCHEMA_VERSION",
    "STATUSES",
    "BrokenGame",
    "Bus",
    "BusRefused",
    "Commit",
    "GameClosed",
    "GameNotFound",
    "GameRecord",
    "GameStore",
    "ListedGame",
    "LogEntry",
    "Partition",
    "PlaceBusy",
    "PlayerResult",
    "PlayerStats",
    "PostgresStore",
    "Rater",
    "Rating",
    "SQLiteStore",
    "SchemaTooNew",
    "Shown",
    "StaleVersion",
    "StoreError",
    "Where",
    "bus_of",
    "is_postgres_url",
    "migrate",
    "open_database",
    "open_postgres",
    "open_store",
]
