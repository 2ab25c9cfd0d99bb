"""Which backend a ``LUDOBOT_DATABASE`` value names: a ``postgresql://`` URL opens
PostgreSQL (through asyncpg), anything else is the path of an SQLite file."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from .postgres import is_postgres_url, open_postgres
from .sql import SQLStore
from .sqlite import open_store


async def open_database(target: str | Path) -> SQLStore:
    """Open (and migrate) the database ``target`` names."""
    if is_postgres_url(target):
        return await open_postgres(str(target))
    return await open_store(Path(target))


def redacted(target: str) -> str:
    """A URL fit for logs: its password replaced by ``***``.

    >>> redacted("postgresql://bot:s3cret@db:5432/ludobot")
    'postgresql://bot:***@db:5432/ludobot'
    >>> redacted("./data/ludobot.sqlite3")
    './data/ludobot.sqlite3'
    """
    if not is_postgres_url(target):
        return target
    parts = urlsplit(target)
    if parts.password is None:
        return target
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


__all__ = ["is_postgres_url", "open_database", "redacted"]
