"""Where each game is shown: the surfaces its edges report, kept by the core and stored
without a write of their own.

A surface reported after a command is stored with the game's next commit; a game that
stays quiet has its surfaces stored a moment later, with every other quiet game's in one
transaction. Until then the store says a surface may be behind (``shown_version`` older
than ``version``): a restart meanwhile draws it once more, which is harmless.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from ..store import GameRecord, GameStore, Shown
from .answer import Surface

log = logging.getLogger("ludobot.core")

Surfaces = tuple[Surface, ...]

KEEP_CLOSED = 1024
"""Games over whose surfaces stay known after it is stored (the latest closed): an answer
of a step made before the end, shown late, must not draw over the final card."""
STORE_AFTER = 1.0
"""Seconds a reported surface waits for the game's next commit before it is stored on its
own (with every other record waiting then)."""


class BoardBook:
    """The surfaces of every game shown since this process started."""

    def __init__(
        self,
        store: GameStore,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        store_after: float = STORE_AFTER,
    ) -> None:
        self._store = store
        self._sleep = sleep
        self._after = store_after
        self._known: dict[int, Surfaces] = {}
        self._waiting: dict[int, Surfaces] = {}
        """Reported, not stored yet."""
        self._closed: set[int] = set()
        """Games over: their surfaces move to :attr:`_ended` once they are stored."""
        self._ended: OrderedDict[int, Surfaces] = OrderedDict()
        """The last :data:`KEEP_CLOSED` games over, oldest first."""
        self._task: asyncio.Task[None] | None = None

    def of(self, record: GameRecord) -> Surfaces:
        """The game's surfaces: as last reported here, else as stored."""
        known = self.get(record.id)
        if known is not None:
            return known
        return tuple(Surface.from_json(s) for s in record.surfaces or () if isinstance(s, dict))

    def get(self, game_id: int) -> Surfaces | None:
        known = self._known.get(game_id)
        return known if known is not None else self._ended.get(game_id)

    def shown(
        self, game_id: int, surface: Surface, closed: bool = False, stored: Surfaces = ()
    ) -> None:
        """The edge showed ``surface`` (``closed``: the game takes no more commands);
        ``stored``: the game's surfaces as the edge had them, when none is known here."""
        surfaces = _with(self._known.get(game_id, stored), surface)
        self._known[game_id] = surfaces
        if surface.version is None:
            return
        self._waiting[game_id] = surfaces
        if closed:
            self._closed.add(game_id)
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(
                self._store_soon(), name="ludobot-boards"
            )

    async def unsure(self, game_id: int, surface: Surface) -> None:
        """``surface`` may show what is not stored (a menu shows its choice before the
        command is saved): stored at once as showing no version (-1), so that a restart
        before the command's own draw draws it again."""
        unsure = Surface(surface.kind, surface.key, -1, surface.data)
        known = self._known.get(game_id)
        surfaces = _with(known or (), unsure)
        if known is not None:  # (a press naming no game of ours leaves nothing here)
            self._waiting.pop(game_id, None)
            self._known[game_id] = surfaces
        await self._store.save_shown({game_id: _stored(surfaces)})

    def take(self, game_id: int) -> Shown | None:
        """The surfaces waiting to be stored with this game's commit (taken out: give
        them back with :meth:`give_back` when the commit fails)."""
        surfaces = self._waiting.pop(game_id, None)
        return None if surfaces is None else _stored(surfaces)

    def give_back(self, game_id: int, shown: Shown | None) -> None:
        if shown is not None and game_id not in self._waiting:
            surfaces = self._known.get(game_id)
            if surfaces is not None:
                self._waiting[game_id] = surfaces

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
            log.exception("storing where %d games are shown failed", len(waiting))
            for game_id, surfaces in waiting.items():
                self._waiting.setdefault(game_id, surfaces)
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


def _with(surfaces: Surfaces, surface: Surface) -> Surfaces:
    """``surfaces`` with ``surface`` in the place of the one of its kind and key."""
    others = tuple(s for s in surfaces if (s.kind, s.key) != (surface.kind, surface.key))
    return (*others, surface)


def _stored(surfaces: Surfaces) -> Shown:
    """As the store keeps them: the surfaces' JSON and the oldest version they show
    (a surface of no known version counts as showing none)."""
    oldest = min((-1 if s.version is None else s.version for s in surfaces), default=-1)
    return Shown([s.to_json() for s in surfaces], oldest)
