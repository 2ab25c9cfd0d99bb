"""The live-board protocol, once for every edge: an answer is drawn on the surface that
shows its game, one draw at a time per game, and never over a newer one.

- Edits of one game are serialised (its lock here), and an answer older than the version
  the surface shows is dropped: a late answer never draws over a newer state.
- Draws that wait meanwhile are merged: a step's answer (no press to answer) is not
  drawn when a newer one of its game waits too, so a game whose draw waits (for
  Discord's global limit, :mod:`bot.discord_pace`; a 429 waited out) gets its newest
  version next, one edit however many steps it made meanwhile.
- A surface left behind (a failed draw, a restart between a commit and its draw) is drawn
  again from the stored state: :meth:`LiveSurfaces.catch_up` for one game (a press on an
  old card), :meth:`LiveSurfaces.catch_up_all` for every game behind (at start, and a
  while after a draw failed, waiting longer each time up to :data:`RETRY_MAX`).
- :meth:`LiveSurfaces.repost` shows the game afresh and makes that the live surface.

Where a game is shown is the core's record (its :class:`~bot.core.Surface`), reported
after every draw (:meth:`~bot.core.GameService.shown`); nothing per game is kept here but
the locks of the games being drawn. How a surface is drawn is the edge's
(:class:`Drawer`): Discord's cards are :mod:`cogs.ludo.live`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from typing import Generic, Protocol, TypeVar

from ..core import Answer, GameService, Refused, Surface, surface_of
from ..core.locks import GameLocks

log = logging.getLogger("ludobot.boards")

RETRY_FIRST = 5.0
"""Seconds before boards whose draw failed are drawn again (doubling up to RETRY_MAX)."""
RETRY_MAX = 600.0
RECENT_DAYS = 1.0
"""Closed games whose last picture was lost are redrawn at start if this recent."""

Press = TypeVar("Press")
Press_contra = TypeVar("Press_contra", contravariant=True)


@contextlib.contextmanager
def logged(game_id: int, stopping: Callable[[], bool] = lambda: False) -> Iterator[None]:
    """Drawing a board again is a repair: its failure is logged and never hides the
    answer the user is waiting for. While the process stops (its edge already closed) a
    failed draw is no error: the store knows what each surface shows, and the next start
    draws it again."""
    try:
        yield
    except Exception:
        if stopping():
            log.info("game %s's board is left for the next start: stopping", game_id)
        else:
            log.exception("bringing game %s's board up to date failed", game_id)


class Drawer(Protocol[Press_contra]):
    """How an edge draws on its surfaces of one kind and key. ``Press`` is the edge's
    own press (Discord's interaction), which some draws go through."""

    @property
    def kind(self) -> str: ...

    @property
    def key(self) -> str: ...

    def stopping(self) -> bool:
        """The edge is closing: a failed draw is left for the next start."""
        ...

    def heals(self, out: Answer) -> bool:
        """A failed draw of this game is tried again by itself later (False: only a
        press can draw here)."""
        ...

    async def draw(
        self, out: Answer, shown: Surface | None, press: Press_contra | None, fresh: bool
    ) -> Surface | None:
        """Show ``out`` where ``shown`` is (edit it, or show it afresh when it cannot be
        edited), through ``press`` when it was made there; ``fresh``: a new game's first
        draw, made by a press on another game. Returns the surface now (showing
        ``out.version``), None: nothing could be drawn."""
        ...

    async def repost(
        self, out: Answer, shown: Surface | None, press: Press_contra | None
    ) -> Surface:
        """Show ``out`` afresh as the live surface (raises
        :class:`~bot.core.Refused` when it cannot)."""
        ...

    async def moved(self, out: Answer, old: Surface, new: Surface) -> None:
        """The live surface moved from ``old`` to ``new``: ``old`` points at it (nothing
        when they are the same place)."""
        ...


class LiveSurfaces(Generic[Press]):
    """Shows answers on each game's surface of ``drawer``, one draw at a time per game.
    ``core``: the core whose games these are (asked when first needed)."""

    def __init__(self, core: Callable[[], GameService], drawer: Drawer[Press]) -> None:
        self._core = core
        self.drawer = drawer
        self.retry_first = RETRY_FIRST
        self._retry_wait = RETRY_FIRST
        self._retry: asyncio.Task[None] | None = None
        self._locks = GameLocks()
        self._asked: dict[int, tuple[int, int]] = {}
        """Each game with draws under way or waiting: the newest version asked for, and
        how many wait or draw (gone with the last)."""
        self._pressing = 0
        """Presses under way: stopping waits for them (see :meth:`drain`)."""

    @contextlib.contextmanager
    def pressing(self) -> Iterator[None]:
        """Count one press (or command) under way, from its first step to its answer."""
        self._pressing += 1
        try:
            yield
        finally:
            self._pressing -= 1

    async def drain(self, grace: float = 5.0) -> None:
        """Let the presses under way finish (their draws and their answers) before the
        edge stops, for up to ``grace`` seconds."""
        until = time.monotonic() + grace
        while self._pressing and time.monotonic() < until:
            await asyncio.sleep(0.02)

    def current(self, game_id: int, out: Answer | None = None) -> Surface | None:
        """The game's surface now: as last reported in this process, else as ``out``
        (made before) says."""
        drawer = self.drawer
        known = self._core().surfaces(game_id)
        found = surface_of(known or (), drawer.kind, drawer.key)
        if found is None and out is not None:
            found = surface_of(out.surfaces, drawer.kind, drawer.key)
        return found

    async def publish(
        self, out: Answer, press: Press | None = None, fresh: bool = False
    ) -> Surface | None:
        """Draw ``out`` (through ``press`` when it was made on the surface); returns
        the surface that shows the game, None when nothing could be drawn."""
        game_id = out.game_id
        newest, waiting = self._asked.get(game_id, (out.version, 0))
        self._asked[game_id] = (max(newest, out.version), waiting + 1)
        try:
            async with self._locks.hold(game_id):
                shown = self.current(game_id, out)
                if shown is not None and shown.version is not None and out.version < shown.version:
                    return shown  # a newer state is shown already
                if press is None and out.version < self._asked[game_id][0]:
                    return shown  # a newer state waits: only it is drawn
                return await self._draw(out, shown, press, fresh)
        finally:
            newest, waiting = self._asked[game_id]
            if waiting <= 1:
                del self._asked[game_id]
            else:
                self._asked[game_id] = (newest, waiting - 1)

    async def catch_up(
        self, game_id: int, press: Press | None = None, again: bool = False
    ) -> Surface | None:
        """Draw the stored state of a game whose surface is behind it; ``again``: even
        when it is not (a menu shows a choice the core refused)."""
        async with self._locks.hold(game_id):
            out = await self._core().queries.stored(game_id)
            if out is None:
                return self.current(game_id)
            shown = self.current(game_id, out)
            seen = shown.version if shown is not None else None
            if not again and seen is not None and seen >= out.version:
                return shown
            return await self._draw(out, shown, press)

    async def catch_up_all(self) -> int:
        """Every game whose surface is behind its stored state, drawn again: at start,
        and a while after a draw failed. Returns how many were drawn."""
        drawn = 0
        since = time.time() - RECENT_DAYS * 86400
        for game_id in await self._core().queries.games_behind(since):
            with logged(game_id, self.drawer.stopping):
                if await self.catch_up(game_id) is not None:
                    drawn += 1
        return drawn

    async def repost(self, game_id: int, press: Press | None = None) -> Surface:
        """Show the game afresh and make that the live surface; the old one points at
        it. Drawn from the stored state under the game's lock, so no draw in flight can
        land on the old surface afterwards, nor an older state on the new one."""
        async with self._locks.hold(game_id):
            out = await self._core().queries.stored(game_id)
            if out is None:
                raise Refused("damaged")
            shown = self.current(game_id, out)
            new = await self.drawer.repost(out, shown, press)
            self._core().shown(out, new)
            if shown is not None:
                with logged(game_id, self.drawer.stopping):
                    await self.drawer.moved(out, shown, new)
            return new

    async def _draw(
        self, out: Answer, shown: Surface | None, press: Press | None, fresh: bool = False
    ) -> Surface | None:
        """Under the game's lock: draw, and report where the game is shown now."""
        new = await self.drawer.draw(out, shown, press, fresh)
        if new is None:
            if self.drawer.heals(out):
                self._heal_later()
            return None
        self._core().shown(out, new)
        self._retry_wait = self.retry_first
        return new

    def _heal_later(self) -> None:
        if self._retry is not None and not self._retry.done():
            return
        wait = self._retry_wait
        self._retry_wait = min(RETRY_MAX, wait * 2)

        async def heal() -> None:
            await asyncio.sleep(wait)
            self._retry = None  # a board that fails again schedules the next try
            with logged(0, self.drawer.stopping):
                await self.catch_up_all()

        self._retry = asyncio.get_running_loop().create_task(heal(), name="ludobot-heal")

    async def close(self) -> None:
        if self._retry is not None:
            self._retry.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._retry
