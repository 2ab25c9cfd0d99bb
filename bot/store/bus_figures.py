"""What the bus between processes says of itself, for ``ludobot health``: whether it
listens (and since when), how often it listened again after a cut, when it last heard
another process's commit, and how the presses it carried ended.

The bus keeps them (:class:`~.pg_bus.PostgresBus`), the running bot writes them into its
heartbeat (:mod:`bot.health`) and ``ludobot health`` reads them back
(:mod:`bot.health_bus`). A fixed set of counts and times: nothing grows with what the
processes tell each other (a refusal's code from another process is counted in one of
three kinds, never by what it says).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import StrEnum
from typing import Any


class State(StrEnum):
    CONNECTING = "connecting"
    """Not listening yet (before the first connection)."""
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    """The listening connection was cut; it is being made again."""
    CLOSED = "closed"
    """Stopped with the process."""


DOWN = frozenset({State.CONNECTING, State.RECONNECTING})
"""The states in which the process hears nothing from the others."""


class Press(StrEnum):
    """How the presses the bus carried ended, counted."""

    FORWARDED = "forwarded"
    """Sent to the process that serves the game (each then counted in one below, once it
    ended)."""
    ANSWERED = "answered"
    """The serving process answered: run, or refused by the game's own checks."""
    NO_OWNER = "no_owner"
    """No process serves the game's part now."""
    OWNER_SILENT = "owner_silent"
    """No answer in time (the press may still be applied, once)."""
    OWNER_UNREACHABLE = "owner_unreachable"
    """Any other way it failed (the serving process failed or was busy, the press was
    too big, this process's bus was down)."""
    SERVED = "served"
    """Forwarded here by another process, run here and answered."""


def told_as(code: str) -> Press:
    """The kind a refusal of the bus (:class:`~.bus.BusRefused`'s code) is told to the
    presser and counted as: ``no_owner`` and ``owner_silent`` by their own code, any
    other as ``owner_unreachable``.

    >>> told_as("no_owner"), told_as("owner_busy")
    (<Press.NO_OWNER: 'no_owner'>, <Press.OWNER_UNREACHABLE: 'owner_unreachable'>)
    """
    if code in (Press.NO_OWNER, Press.OWNER_SILENT):
        return Press(code)
    return Press.OWNER_UNREACHABLE


class BusFigures:
    """The bus's figures, kept as it goes; ``clock``: the wall clock (epoch seconds, as
    the heartbeat's); ``serving``: the partition's indices the process serves now, and
    those it was given (None: it serves every game)."""

    def __init__(
        self,
        clock: Callable[[], float] = time.time,
        serving: Callable[[], tuple[list[int], list[int]] | None] = lambda: None,
    ) -> None:
        self._clock = clock
        self._serving = serving
        self.state = State.CONNECTING
        self.since = clock()
        """When the state began."""
        self.reconnects = 0
        """Times it listened again after a cut."""
        self.commits_heard = 0
        self.last_heard: float | None = None
        """When another process's commit was last heard (None: not yet)."""
        self.presses: dict[Press, int] = dict.fromkeys(Press, 0)
        self.on_change: Callable[[], None] | None = None
        """Told when it connects or is cut (the heartbeat is written at once)."""

    def up(self) -> None:
        """Listening (again, after a cut: counted)."""
        if self.state is State.RECONNECTING:
            self.reconnects += 1
        self._become(State.CONNECTED)

    def cut(self) -> None:
        self._become(State.RECONNECTING)

    def closed(self) -> None:
        """Stopped with the process: not told (the heartbeat says the process stopped)."""
        self.state, self.since = State.CLOSED, self._clock()

    def heard(self, commits: int) -> None:
        """Another process's commits, in one notification."""
        self.commits_heard += commits
        self.last_heard = self._clock()

    def count(self, kind: Press) -> None:
        self.presses[kind] += 1

    def _become(self, state: State) -> None:
        if state is self.state:
            return
        self.state, self.since = state, self._clock()
        if self.on_change is not None:
            self.on_change()

    def snapshot(self) -> dict[str, Any]:
        """As the heartbeat carries it (JSON)."""
        serving = self._serving()
        return {
            "state": self.state.value,
            "since": self.since,
            "reconnects": self.reconnects,
            "commits_heard": self.commits_heard,
            "last_heard": self.last_heard,
            "serving": None if serving is None else serving[0],
            "configured": None if serving is None else serving[1],
            "presses": {kind.value: n for kind, n in self.presses.items()},
        }


__all__ = ["DOWN", "BusFigures", "Press", "State", "told_as"]
