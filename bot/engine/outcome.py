"""How a game ended: its termination and its places.

>>> o = Outcome(Termination.ALL_HOME, ((2,), (0,), (1,)))
>>> o.winners, o.place_of(1)
((2,), 3)
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .moves import Seat


class Termination(enum.Enum):
    """Why the game ended."""

    ALL_HOME = "all_home"
    """A side brought every piece home (or, playing to the end, every place is decided)."""
    LAST_SIDE_STANDING = "last_side_standing"
    """War: every other side has lost all its pieces."""
    ROUND_LIMIT = "round_limit"
    """War: the round limit came; the sides rank by pieces left."""


class Outcome(NamedTuple):
    """The result of a finished game: why it ended and the seats per place, best first
    (a place holds several seats for a team or a shared win)."""

    termination: Termination
    places: tuple[tuple[Seat, ...], ...]

    @property
    def winners(self) -> tuple[Seat, ...]:
        return self.places[0] if self.places else ()

    def place_of(self, seat: Seat) -> int | None:
        """The place (1 = first) of ``seat``, or None if it has none."""
        for i, group in enumerate(self.places, 1):
            if seat in group:
                return i
        return None
