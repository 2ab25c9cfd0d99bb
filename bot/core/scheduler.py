"""The deadlines of every game (turn timers, computer steps), served by one loop.

The deadline of a state is stored with it (``games.deadline``); the loop keeps a copy of
each game's next one and, when it comes, asks the core to run what is due. A deadline
belongs to the version it was set for: a game that moved on meanwhile has set its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from .ports import Clock

log = logging.getLogger("ludobot.core")

Run = Callable[[int, int], Awaitable[None]]
"""What the loop calls when a deadline comes: ``run(game_id, version)``."""


class Scheduler(Protocol):
    def due(self, game_id: int, at: float | None, version: int) -> None:
        """Set (or with ``at`` None, clear) the deadline of ``game_id``'s ``version``."""

    def serve(self, run: Run) -> None:
        """Serve from now on: ``run`` is called for every deadline that comes."""

    async def close(self) -> None: ...


COMPACT = 1024
"""Stale heap entries tolerated beyond the live ones before the heap is rebuilt."""


class DeadlineLoop:
    """One asyncio task sleeps until the earliest deadline of all games. The deadlines
    are a dict (the truth: each game's one deadline) and a heap of them, whose entries a
    later change made stale are dropped when they reach the top, so finding the next
    deadline stays cheap with 100,000 slow games (see ``benchmarks/bench_pace.py``)."""

    def __init__(
        self, wall: Clock, sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep
    ) -> None:
        self._wall = wall
        self._sleep = sleep
        self._due: dict[int, tuple[float, int]] = {}
        self._heap: list[tuple[float, int, int]] = []
        """(at, game, version), including stale entries (not in ``_due`` any more)."""
        self._changed = asyncio.Event()
        self._run: Run | None = None
        self._loop: asyncio.Task[None] | None = None
        self._running: set[asyncio.Task[None]] = set()

    def due(self, game_id: int, at: float | None, version: int) -> None:
        if at is None:
            self._due.pop(game_id, None)
        else:
            self._due[game_id] = (at, version)
            heapq.heappush(self._heap, (at, game_id, version))
            if len(self._heap) > 2 * len(self._due) + COMPACT:
                self._heap = [(a, g, v) for g, (a, v) in self._due.items()]
                heapq.heapify(self._heap)
            self._wake()
        self._changed.set()

    def _next(self) -> tuple[float, int, int] | None:
        """The earliest deadline (stale entries on top are dropped)."""
        heap = self._heap
        while heap:
            at, game_id, version = heap[0]
            if self._due.get(game_id) == (at, version):
                return heap[0]
            heapq.heappop(heap)
        return None

    def serve(self, run: Run) -> None:
        self._run = run
        self._wake()

    def _wake(self) -> None:
        """The loop starts with the first deadline (once there is an event loop)."""
        if self._loop is not None or self._run is None or not self._due:
            return
        self._loop = asyncio.get_running_loop().create_task(self._serve(), name="ludobot-deadlines")

    async def _serve(self) -> None:
        while True:
            self._changed.clear()
            first = self._next()
            if first is None:
                await self._changed.wait()
                continue
            at, game_id, version = first
            wait = at - self._wall()
            if wait > 0 and not await self._slept(wait):
                continue  # a deadline changed meanwhile: look again
            if self._due.get(game_id) == (at, version):
                del self._due[game_id]
                self._start(game_id, version)

    async def _slept(self, seconds: float) -> bool:
        """Sleep ``seconds``; False when a deadline changed first."""
        sleeper = asyncio.ensure_future(self._sleep(seconds))
        changed = asyncio.ensure_future(self._changed.wait())
        try:
            done, _ = await asyncio.wait({sleeper, changed}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (sleeper, changed):
                task.cancel()
        return sleeper in done

    def _start(self, game_id: int, version: int) -> None:
        # Each due step runs beside the loop: a slow message edit of one game must not
        # hold back the deadlines of the others.
        assert self._run is not None
        task = asyncio.get_running_loop().create_task(
            self._guarded(game_id, version), name=f"ludobot-due-{game_id}"
        )
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def _guarded(self, game_id: int, version: int) -> None:
        assert self._run is not None
        try:
            await self._run(game_id, version)
        except Exception:
            log.exception("the step due in game %s failed", game_id)

    async def close(self) -> None:
        tasks = [t for t in (self._loop, *self._running) if t is not None]
        self._loop = None
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
