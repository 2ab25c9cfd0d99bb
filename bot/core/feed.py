"""The commit feed: every commit of a game, for whoever shows it live.

An edge that draws a game itself (Discord's card) gets the answer of its own presses, and
the bot's own steps through :meth:`~.service.GameService.listen`; an edge that only
watches (the web's live pages) must see every commit, whichever edge or step made it.
The core publishes a :class:`Commit` (the game and its new version: nothing else
crosses) after each commit of this process; an edge subscribes per game and asks the
core for the view when it needs it. Across processes sharing a database, a relay
publishes other processes' commits into the same feed.

A listener is a plain callable that must not block (it is called inside the commit's
lock): it schedules its own work. Nothing per game is kept once its last listener
leaves.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

log = logging.getLogger("ludobot.core")


@dataclass(frozen=True, slots=True)
class Commit:
    """Game ``game_id`` was committed at ``version``."""

    game_id: int
    version: int


CommitListener = Callable[[Commit], None]


class Feed:
    """Who listens to which game's commits; one per core."""

    def __init__(self) -> None:
        self._listeners: dict[int, list[CommitListener]] = {}

    def subscribe(self, game_id: int, listener: CommitListener) -> Callable[[], None]:
        """``listener`` hears every commit of ``game_id`` from now on; returns what
        stops it (calling it twice is harmless)."""
        self._listeners.setdefault(game_id, []).append(listener)

        def unsubscribe() -> None:
            listeners = self._listeners.get(game_id)
            if listeners is None or listener not in listeners:
                return
            listeners.remove(listener)
            if not listeners:
                del self._listeners[game_id]

        return unsubscribe

    def publish(self, commit: Commit) -> None:
        """Tell the game's listeners; one failing keeps none of the others from it."""
        for listener in tuple(self._listeners.get(commit.game_id, ())):
            try:
                listener(commit)
            except Exception:
                log.exception("a listener of game %s's commits failed", commit.game_id)

    def watched(self, game_id: int) -> bool:
        """Someone listens to the game's commits."""
        return game_id in self._listeners

    @property
    def games(self) -> int:
        """How many games have listeners (nothing is kept for the others)."""
        return len(self._listeners)
