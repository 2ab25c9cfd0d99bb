"""One lock per game, held while a command runs, and gone when nobody holds or waits
for it: a press that names a game that does not exist leaves nothing behind."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator


class GameLocks:
    """Serialises a game's commands inside this process (no wasted work on a double
    click). Across processes the store does it: its hold (PostgreSQL's advisory lock on
    the game) for a whole command, and the version every commit names.

    >>> locks = GameLocks()
    >>> async def press() -> int:
    ...     async with locks.hold(7):
    ...         return len(locks)
    >>> asyncio.run(press()), len(locks)
    (1, 0)
    """

    def __init__(self) -> None:
        self._locks: dict[int, tuple[asyncio.Lock, int]] = {}
        """game -> its lock and how many hold or wait for it."""

    def __len__(self) -> int:
        return len(self._locks)

    @property
    def busy(self) -> bool:
        """A command is running."""
        return any(lock.locked() for lock, _ in self._locks.values())

    @contextlib.asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        lock, users = self._locks.get(game_id, (None, 0))
        if lock is None:
            lock = asyncio.Lock()
        self._locks[game_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[game_id]
            if users <= 1:
                del self._locks[game_id]
            else:
                self._locks[game_id] = (lock, users - 1)
