"""Which backend a ``LUDOBOT_DATABASE`` value names: a ``postgresql://`` URL opens
PostgreSQL (through asyncpg), anything else is the path of an SQLite file."""

from __future__ import annotations

from pathlib import Path

from .postgres import is_postgres_url, open_postgres
from .sql import SQLStore
from .sqlite import open_store


async def open_database(target: str | Path) -> SQLStore:
    """Open (and migrate) the database ``target`` names."""
    if is_postgres_url(target):
        return await open_postgres(str(target))
    return await open_store(Path(target))


__all__ = ["is_postgres_url", "open_database"]
