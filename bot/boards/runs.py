"""A run of the bot's own steps shown as one draw: while computers play in a row, a
game's surface is drawn when a person is next to act (or the game ends), and in between
at most once every :data:`PROGRESS_EVERY` seconds, so a long run still shows progress.

Each computer step is a commit of its own, a pause apart (:data:`bot.core.deadlines.
COMPUTER_PAUSE`); drawing every one of them is a channel edit each, inside Discord's
global limit, the most of what a game with computers asks of it. The move log on the
surface tells what the computers did meanwhile; the live web page, fed by the commit
feed, still follows every step.

Nothing is kept that the store does not know: the surface's record says which version it
shows, so a process that stops mid-run leaves it behind, and the next start draws it
(:meth:`~bot.boards.live.LiveSurfaces.catch_up_all`). A step that carries a notice or a
private message for someone, or a person's turn, is drawn at once.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from ..core import Answer, BoardView
from .live import logged

PROGRESS_EVERY = 5.0
"""Seconds between two draws of a run of computer steps (the first comes this long after
the run's first step); 0 draws every step."""

Draw = Callable[[Answer], Awaitable[object]]


def merges(out: Answer) -> bool:
    """A step after which a computer acts again: its draw may wait for the run's end."""
    view = out.view
    return (
        isinstance(view, BoardView)
        and view.step in ("thinking", "away")
        and out.notice is None
        and out.dm is None
    )


class StepRuns:
    """Shows the bot's own steps through ``draw``, merging each game's runs of computer
    steps. Holds, per game in a run, its newest step and the timer of its next progress
    draw: as many as games in a run, each gone when its run is drawn."""

    def __init__(self, draw: Draw, every: float = PROGRESS_EVERY) -> None:
        self._draw = draw
        self.every = every
        """Seconds between two draws of a run (0: every step is drawn)."""
        self._newest: dict[int, Answer] = {}
        self._timers: dict[int, asyncio.Task[None]] = {}

    def waiting(self) -> int:
        """Games whose newest step waits for its run's next draw."""
        return len(self._newest)

    async def show(self, out: Answer) -> None:
        """Draw ``out`` now, or with its run's next draw."""
        game_id = out.game_id
        newest = self._newest.get(game_id)
        if self.every <= 0 or not merges(out):
            if newest is None or newest.version <= out.version:  # the run ends here
                self._newest.pop(game_id, None)
                timer = self._timers.pop(game_id, None)
                if timer is not None:  # still waiting (one drawing is no longer listed)
                    timer.cancel()
            await self._draw(out)
            return
        if newest is None or newest.version < out.version:
            self._newest[game_id] = out
        if game_id not in self._timers:
            self._timers[game_id] = asyncio.get_running_loop().create_task(
                self._progress(game_id), name=f"ludobot-run-{game_id}"
            )

    async def _progress(self, game_id: int) -> None:
        """A run still under way ``every`` seconds on: its newest step is drawn. The
        timer is unlisted before it draws, so the run's end never cancels a draw half
        made (both go one at a time through the game's lock, the newest last)."""
        try:
            await asyncio.sleep(self.every)
        finally:
            if self._timers.get(game_id) is asyncio.current_task():
                del self._timers[game_id]
        out = self._newest.pop(game_id, None)
        if out is not None:
            with logged(game_id):
                await self._draw(out)

    async def close(self) -> None:
        """Stop the timers: the steps waiting are behind on their surfaces, which the
        next start draws."""
        timers = list(self._timers.values())
        self._timers.clear()
        self._newest.clear()
        for timer in timers:
            timer.cancel()
        for timer in timers:
            with contextlib.suppress(asyncio.CancelledError):
                await timer
