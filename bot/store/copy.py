"""``ludobot migrate-to-postgres``: every row of an SQLite database copied into an empty
PostgreSQL one, in one PostgreSQL transaction, with the counts checked before it commits.

The SQLite file is never changed and nothing is written beside it (:func:`snapshot`): it
is copied into a temporary folder (``TMPDIR``, about the file's size), and that copy is
migrated to this ludobot's schema, as is PostgreSQL, so their tables and columns are the
same; the copy reads them from SQLite (every table, so a table added by a later
migration is copied too), games first for the move log's foreign key. Game ids are kept
(old buttons carry them) and PostgreSQL's id sequence continues after the highest.
"""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .base import StoreError
from .postgres import PostgresStore, open_postgres
from .sqlite import SQLiteStore, open_store

BATCH = 5000
"""Rows read from SQLite and sent with PostgreSQL's COPY at a time."""


class TargetNotEmpty(StoreError):
    """The PostgreSQL database already holds rows: the copy would mix two histories."""


class CountMismatch(StoreError):
    """A table's count differs after the copy (nothing was committed)."""


@dataclass(frozen=True, slots=True)
class Copied:
    table: str
    rows: int


_PARENTS = ("games", "tournaments")


async def _tables(source: SQLiteStore) -> list[tuple[str, list[str]]]:
    names = [
        str(r[0])
        for r in await source.connection.execute_fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    # The tables others refer to first: games (moves), tournaments (their entrants,
    # tables and log).
    names.sort(key=lambda n: (n not in _PARENTS, _PARENTS.index(n) if n in _PARENTS else 0, n))
    found = []
    for name in names:
        info = await source.connection.execute_fetchall(f'PRAGMA table_info("{name}")')
        found.append((name, [str(r[1]) for r in info]))
    return found


async def copy_into(
    source: SQLiteStore, target: PostgresStore, progress: Callable[[Copied], None] | None = None
) -> list[Copied]:
    """Copy every table of ``source`` into ``target`` (whose tables must be empty); returns
    the rows per table. Raises :class:`TargetNotEmpty` or :class:`CountMismatch`, in
    which case PostgreSQL is left as it was."""
    tables = await _tables(source)
    copied: list[Copied] = []
    async with target.pool.acquire() as conn, conn.transaction():
        for table, _ in tables:
            if await conn.fetchval(f'SELECT COUNT(*) FROM "{table}"'):
                raise TargetNotEmpty(f"the PostgreSQL database already has rows in {table}")
        for table, columns in tables:
            quoted = ", ".join(f'"{c}"' for c in columns)
            cursor = await source.connection.execute(f'SELECT {quoted} FROM "{table}"')
            rows = 0
            while batch := list(await cursor.fetchmany(BATCH)):
                records: list[tuple[Any, ...]] = [tuple(r) for r in batch]
                await conn.copy_records_to_table(table, records=records, columns=columns)
                rows += len(records)
            await cursor.close()
            (expected,) = next(
                iter(await source.connection.execute_fetchall(f'SELECT COUNT(*) FROM "{table}"'))
            )
            stored = await conn.fetchval(f'SELECT COUNT(*) FROM "{table}"')
            if not expected == rows == stored:
                raise CountMismatch(
                    f"{table}: {expected} rows in SQLite, {rows} read, {stored} in PostgreSQL"
                )
            done = Copied(table, rows)
            copied.append(done)
            if progress is not None:
                progress(done)
        # New games (tournaments, log lines) are numbered after the copied ones.
        for numbered in ("games", "tournaments", "tournament_log"):
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{numbered}', 'id'), "
                f"COALESCE((SELECT MAX(id) FROM {numbered}), 0) + 1, false)"
            )
    return copied


def snapshot(sqlite_file: Path, copy: Path) -> None:
    """Copy the database at ``sqlite_file`` to ``copy``, leaving the file and its folder
    as they were: nothing is written beside it, and a read-only mount will do. Raises
    :class:`sqlite3.DatabaseError` for a file that is not an SQLite database.

    A database whose write-ahead log is empty or gone (the bot closed it) is read in
    place as immutable: no lock, no ``-shm`` or ``-wal`` file is made. One whose log
    still holds commits (the bot is running, or was killed) is read from a copy of the
    file and its log in ``copy``'s folder, where SQLite applies the log: reading it in
    place would need the ``-shm`` file made beside it, and a write to its folder.
    """
    wal = sqlite_file.with_name(sqlite_file.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        raw = copy.with_name(copy.name + ".raw")
        shutil.copyfile(sqlite_file, raw)
        shutil.copyfile(wal, raw.with_name(raw.name + "-wal"))
        source = sqlite3.connect(raw)
    else:
        source = sqlite3.connect(f"{sqlite_file.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        source.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        target = sqlite3.connect(copy)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()


async def migrate_to_postgres(
    sqlite_file: Path, url: str, progress: Callable[[Copied], None] | None = None
) -> list[Copied]:
    """Copy the SQLite database (read-only) into PostgreSQL, both at this ludobot's
    schema."""
    with tempfile.TemporaryDirectory(prefix="ludobot-migrate-") as folder:
        copy = Path(folder) / "source.sqlite3"
        await asyncio.to_thread(snapshot, sqlite_file, copy)
        source = await open_store(copy)
        try:
            target = await open_postgres(url, pool_size=1)
            try:
                return await copy_into(source, target, progress)
            finally:
                await target.close()
        finally:
            await source.close()


__all__ = [
    "Copied",
    "CountMismatch",
    "TargetNotEmpty",
    "copy_into",
    "migrate_to_postgres",
    "snapshot",
]
