"""Where each game is shown: the live-board records the edge reports, kept by the core
and stored without a write of their own.

A record reported after a command is stored with the game's next commit; a game that
stays quiet has its record stored a moment later, with every other quiet game's in one
transaction. Until then the store says the board may be behind (``shown_version`` older
than ``version``): a restart meanwhile draws that board once more, which is harmless.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from ..store import GameRecord, GameStore, ShownBoard
from .answer import LiveBoard

log = logging.getLogger("ludobot.core")

KEEP_CLOSED = 1024
"""Games over whose record stays known after it is stored (the latest closed): an answer
of a step made before the end, shown late, must not draw over the final card."""
STORE_AFTER = 1.0
"""Seconds a reported record waits for the game's next commit before it is stored on its
own (with every other record waiting then)."""


class BoardBook:
    """The live-board record of every game shown since this process started."""

    def __init__(
        self,
        store: GameStore,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        store_after: float = STORE_AFTER,
    ) -> None:
        self._store = store
        self._sleep = sleep
        self._after = store_after
        self._known: dict[int, LiveBoard] = {}
        self._waiting: dict[int, LiveBoard] = {}
        """Reported, not stored yet."""
        self._closed: set[int] = set()
        """Games over: their record moves to :attr:`_ended` once it is stored."""
        self._ended: OrderedDict[int, LiveBoard] = OrderedDict()
        """The last :data:`KEEP_CLOSED` games over, oldest first."""
        self._task: asyncio.Task[None] | None = None

    def of(self, record: GameRecord) -> LiveBoard:
        """The game's record: as last reported here, else as stored."""
        known = self.get(record.id)
        if known is not None:
            return known
        return LiveBoard(record.message_id, record.shown_version, record.ping_id)

    def get(self, game_id: int) -> LiveBoard | None:
        return self._known.get(game_id) or self._ended.get(game_id)

    def shown(self, game_id: int, board: LiveBoard, closed: bool = False) -> None:
        """The edge showed ``board`` (``closed``: the game takes no more commands)."""
        self._known[game_id] = board
        if board.message_id is None or board.version is None:
            return
        self._waiting[game_id] = board
        if closed:
            self._closed.add(game_id)
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(
                self._store_soon(), name="ludobot-boards"
            )

    async def unsure(self, game_id: int, message_id: int) -> None:
        """The live message may show what is not stored (a menu shows its choice before
        the command is saved): stored at once as showing no version, so that a restart
        before the command's own draw draws it again."""
        known = self._known.get(game_id)
        ping = known.ping_id if known is not None else None
        if known is not None:  # (a press naming no game of ours leaves nothing here)
            self._waiting.pop(game_id, None)
            self._known[game_id] = LiveBoard(message_id, -1, ping, known.pinged)
        await self._store.save_shown({game_id: ShownBoard(message_id, -1, ping)})

    def take(self, game_id: int) -> ShownBoard | None:
        """The record waiting to be stored with this game's commit (taken out: give it
        back with :meth:`give_back` when the commit fails)."""
        board = self._waiting.pop(game_id, None)
        return None if board is None else _stored(board)

    def give_back(self, game_id: int, shown: ShownBoard | None) -> None:
        if shown is not None and game_id not in self._waiting:
            board = self._known.get(game_id)
            if board is not None:
                self._waiting[game_id] = board

    async def _store_soon(self) -> None:
        try:
            await self._sleep(self._after)
        finally:
            self._task = None
        await self.store_waiting()

    async def store_waiting(self) -> None:
        """Store every waiting record in one transaction."""
        waiting, self._waiting = self._waiting, {}
        if not waiting:
            return
        try:
            await self._store.save_shown({g: _stored(b) for g, b in waiting.items()})
        except Exception:
            # The boards are drawn; only the record of it is lost, so a restart draws
            # them once more. Kept for the next try unless a newer one came meanwhile.
            log.exception("storing which message shows %d games failed", len(waiting))
            for game_id, board in waiting.items():
                self._waiting.setdefault(game_id, board)
            return
        for game_id in waiting:
            if game_id in self._closed and game_id not in self._waiting:
                self._closed.discard(game_id)
                self._ended[game_id] = self._known.pop(game_id)
                while len(self._ended) > KEEP_CLOSED:
                    self._ended.popitem(last=False)

    async def close(self) -> None:
        """Store what waits now (the bot stops)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self.store_waiting()


def _stored(board: LiveBoard) -> ShownBoard:
    assert board.message_id is not None and board.version is not None
    return ShownBoard(board.message_id, board.version, board.ping_id)
