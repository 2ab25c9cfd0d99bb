"""The SQLite backend on aiosqlite: one file, WAL, one transaction per action.

Each write is a *plan*: a generator that yields ``(sql, parameters)`` and receives each
statement's result. A plan runs inside ``BEGIN IMMEDIATE`` ... ``COMMIT`` (rolled back if
anything raises). By default the whole transaction runs as one call on aiosqlite's
connection thread, so it costs one thread hop instead of one per statement, and the
writes that arrive while that thread is busy share one transaction, each in its own
savepoint (group commit, :mod:`.group`); where that is not available (``one_hop=False``)
the same plan runs statement by statement, in a transaction of its own.
"""

from __future__ import annotations

import asyncio
import secrets
import sqlite3
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import aiosqlite

from .group import GROUP_SIZE, GroupCommit, run_plan
from .kept import KEEP_ROWS, KeptRows
from .migrations import SCHEMA_VERSION, refuse_newer, statements
from .sql import SQLStore
from .sql_plans import Plan, Result, decode_text

T = TypeVar("T")

BUSY_TIMEOUT_MS = 5000


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


def _migration_plan(target: int) -> Plan[int]:
    # The version is read again inside the write transaction: another process may have
    # migrated the file since we looked (two bots started at once on a fresh file).
    res = yield "PRAGMA user_version", ()
    found = int(res.rows[0][0]) if res.rows else 0
    refuse_newer(found)
    for version in range(found + 1, target + 1):
        for statement in statements(version, "sqlite"):
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
    refuse_newer(found)
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
    path: str | Path,
    *,
    schema: int = SCHEMA_VERSION,
    one_hop: bool | None = None,
    keep_rows: int = KEEP_ROWS,
    group_size: int = GROUP_SIZE,
) -> SQLiteStore:
    """Open (creating folder and file) and migrate the database at ``path``.

    WAL journal, ``synchronous=NORMAL`` (a commit survives a killed process; only a
    power cut may lose the last few), foreign keys on, a busy timeout for other
    processes. ``schema`` stops the migrations early (tests build older databases with
    it); ``one_hop`` forces (or forbids) one-call transactions; ``keep_rows``: how many
    games' rows are kept after a write or read (:meth:`SQLiteStore.last_known`);
    ``group_size``: the most writes one transaction carries (1: a transaction per
    write, no group commit; see :mod:`.group`). Raises
    :class:`SchemaTooNew` if the file comes from a newer ludobot.
    """
    path = Path(path)
    if str(path) != ":memory:":
        path.parent.mkdir(parents=True, exist_ok=True)
    db = await _connect(path)
    try:
        db.text_factory = decode_text
        await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        await _set_wal(db)
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        await migrate(db, schema)
        return SQLiteStore(db, one_hop=one_hop, keep_rows=keep_rows, group_size=group_size)
    except BaseException:
        await db.close()
        raise


async def _connect(path: Path) -> aiosqlite.Connection:
    """An aiosqlite connection to ``path``. When SQLite cannot open the file, aiosqlite
    stops its worker thread, which then answers a future of this event loop: wait for
    the thread, or it answers after ``asyncio.run`` has closed the loop and prints a
    traceback under the one line that says what failed."""
    pending = aiosqlite.connect(str(path), isolation_level=None)
    try:
        return await pending
    except BaseException:
        worker = getattr(pending, "_thread", pending)  # a Thread itself before 0.20
        if isinstance(worker, threading.Thread) and worker.is_alive():
            await asyncio.to_thread(worker.join, 5.0)
        raise


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


class SQLiteStore(SQLStore):
    """:class:`~bot.store.base.GameStore` on one aiosqlite connection.

    Several stores (or processes) may open the same file; the version check and
    ``BEGIN IMMEDIATE`` keep their writes apart. One process owns the file as a rule,
    so the rows it wrote last are kept (:class:`~.kept.KeptRows`): a game it holds
    needs no read.
    """

    unique_violation: ClassVar[tuple[type[BaseException], ...]] = (sqlite3.IntegrityError,)

    def __init__(
        self,
        db: aiosqlite.Connection,
        one_hop: bool | None = None,
        keep_rows: int = KEEP_ROWS,
        group_size: int = GROUP_SIZE,
    ) -> None:
        self.claimant = f"ludobot-{secrets.token_hex(8)}"
        self._db = db
        self._kept = KeptRows(keep_rows)
        runner = _thread_runner(db)
        if one_hop and runner is None:
            raise RuntimeError("this aiosqlite cannot run a transaction in one call")
        if group_size < 1:
            raise ValueError(f"a group holds at least one write, not {group_size}")
        self._runner = runner if one_hop is not False else None
        self._group = (
            GroupCommit(self._runner, group_size) if self._runner and group_size > 1 else None
        )
        # Statements of a transaction run by several calls must not interleave with other
        # tasks' statements on this connection: one at a time, reads included. A
        # transaction in one call needs no lock: the connection's thread runs one call
        # at a time, in order, so the calls of many tasks queue there back to back.
        self._lock: asyncio.Lock | None = None if self._runner else asyncio.Lock()

    @property
    def connection(self) -> aiosqlite.Connection:
        """The aiosqlite connection (tests and benchmarks)."""
        return self._db

    async def close(self) -> None:
        """Close the connection once every write asked for has been written (or failed)."""
        if self._group is not None:
            await self._group.drain()
        await self._db.close()

    async def __aenter__(self) -> SQLiteStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _run(self, plan: Plan[T]) -> T:
        if self._group is not None:
            return await self._group.run(plan)
        if self._runner is not None:  # a transaction per write, queued on the thread
            value: T = await self._runner(lambda conn: run_plan(conn, plan))
            return value
        assert self._lock is not None
        async with self._lock:
            return await _run_plan_async(self._db, plan)

    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        if self._lock is None:
            return list(await self._db.execute_fetchall(sql, parameters))
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, parameters))

    # -- games ------------------------------------------------------------------------


__all__ = ["SQLiteStore", "migrate", "open_store"]
