"""Group commit for SQLite: the writes that arrive while the database thread is busy
are written together, in one ``BEGIN IMMEDIATE`` ... ``COMMIT``.

Each write is a plan (:mod:`.sql_plans`) and runs in its own ``SAVEPOINT`` inside the
group's transaction: a plan that raises (a version conflict, a unique index) rolls back
its own savepoint only, and only its caller gets the error; the others go on. Nobody is
told "done" before the ``COMMIT`` succeeded: if the ``COMMIT`` (or anything that ends
the transaction, such as a disk I/O error) fails, every write of the group fails with
that error and none of them is applied. So durability is what it is with one
transaction per write; what a group saves is the thread hops, the wake-ups of the event
loop and the ``BEGIN``/``COMMIT`` of all writes but one.

The plans of a group run in the order their callers asked, as one after the other would:
a plan sees the writes of those before it. A group holds at most ``size`` writes, so
a group's transaction stays short (its writes wait for the slowest of them); a write
whose caller gave up (cancelled) before its group started is not run.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .sql_plans import Plan, Result

T = TypeVar("T")

GROUP_SIZE = 64
"""The most writes one transaction carries: enough that a busy database thread seldom
runs a transaction per write (16, 64 and 256 were tried at 50 to 2,000 games: 64 was
as fast as any), few enough that a group's transaction takes milliseconds, not more."""

Runner = Callable[[Callable[[sqlite3.Connection], Any]], Awaitable[Any]]
"""Runs a function on the connection's own thread (see :func:`.sqlite._thread_runner`)."""


def drive(conn: sqlite3.Connection, plan: Plan[T]) -> T:
    """Run ``plan``'s statements on ``conn`` (inside a transaction the caller opened)."""
    try:
        statement = next(plan)
        while True:
            cur = conn.execute(*statement)
            statement = plan.send(Result(cur.rowcount, cur.lastrowid, cur.fetchall()))
    except StopIteration as stop:
        value: T = stop.value
        return value


def run_plan(conn: sqlite3.Connection, plan: Plan[T]) -> T:
    """Run a plan in one transaction of its own (rolled back if anything raises)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        value = drive(conn, plan)
        conn.execute("COMMIT")
        return value
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def run_group(conn: sqlite3.Connection, plans: list[Plan[Any]]) -> list[tuple[bool, Any]]:
    """Run the plans in one transaction, each in a savepoint; ``(True, value)`` for a
    plan that applied, ``(False, exception)`` for one that raised (and was rolled back
    alone). Raises (everything rolled back) if the transaction itself fails."""
    if len(plans) == 1:  # no savepoint needed: its failure is the transaction's
        try:
            return [(True, run_plan(conn, plans[0]))]
        except Exception as exc:
            return [(False, exc)]
    outcomes: list[tuple[bool, Any]] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        for plan in plans:
            conn.execute("SAVEPOINT plan")
            try:
                value = drive(conn, plan)
            except Exception as exc:
                if not conn.in_transaction:
                    raise  # SQLite rolled back the whole transaction (I/O, disk full)
                conn.execute("ROLLBACK TO plan")
                conn.execute("RELEASE plan")
                outcomes.append((False, exc))
                continue
            conn.execute("RELEASE plan")
            outcomes.append((True, value))
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return outcomes


@dataclass(slots=True)
class _Write(Generic[T]):
    plan: Plan[T]
    done: asyncio.Future[T] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )


class GroupCommit:
    """Writes plans through ``runner`` in groups of at most ``size``: a write that
    arrives while the database thread is busy with writes goes in the next group.

    A write that finds nothing under way is written at once, in a transaction of its
    own, by its caller's task; the writes that arrived meanwhile are then written in
    groups by a writer task, one group after the other until none waits.
    """

    def __init__(self, runner: Runner, size: int = GROUP_SIZE) -> None:
        if size < 1:
            raise ValueError(f"a group holds at least one write, not {size}")
        self.size = size
        self._runner = runner
        self._busy = False
        self._waiting: deque[_Write[Any]] = deque()
        self._idle: list[asyncio.Future[None]] = []
        self._writer: asyncio.Task[None] | None = None

    async def run(self, plan: Plan[T]) -> T:
        """Run ``plan`` in the next group; its value once the group's COMMIT succeeded."""
        if self._busy:
            write = _Write(plan)
            self._waiting.append(write)
            return await write.done
        self._busy = True
        try:
            value: T = await self._runner(lambda conn: run_plan(conn, plan))
            return value
        finally:
            self._next()

    async def drain(self) -> None:
        """Wait until every write asked for has been written (or has failed)."""
        while self._busy:
            idle = asyncio.get_running_loop().create_future()
            self._idle.append(idle)
            await idle

    def _next(self) -> None:
        """After a transaction: the writer writes the waiting ones, if any; else idle."""
        if self._waiting:
            if self._writer is None:
                self._writer = asyncio.get_running_loop().create_task(self._write())
            return
        self._busy = False
        for idle in self._idle:
            if not idle.done():
                idle.set_result(None)
        self._idle.clear()

    async def _write(self) -> None:
        """Groups, while writes wait."""
        group: list[_Write[Any]] = []
        try:
            while self._waiting:
                group = []
                while self._waiting and len(group) < self.size:
                    write = self._waiting.popleft()
                    if write.done.cancelled():
                        write.plan.close()
                    else:
                        group.append(write)
                if group:
                    await self._commit(group)
        except asyncio.CancelledError:  # the loop is ending: so are the callers
            for write in (*group, *self._waiting):
                write.done.cancel()
            self._waiting.clear()
            raise
        finally:
            self._writer = None
            self._next()

    async def _commit(self, group: list[_Write[Any]]) -> None:
        plans = [write.plan for write in group]
        try:
            outcomes = await self._runner(lambda conn: run_group(conn, plans))
        except asyncio.CancelledError:
            raise
        except BaseException as exc:  # the transaction failed: none of the group applied
            for write in group:
                if not write.done.done():
                    write.done.set_exception(exc)
            return
        for write, (applied, value) in zip(group, outcomes, strict=True):
            if write.done.done():
                continue  # its caller gave up meanwhile; the write stands
            if applied:
                write.done.set_result(value)
            else:
                write.done.set_exception(value)


__all__ = ["GROUP_SIZE", "GroupCommit", "run_group", "run_plan"]
