"""Board geometry: how long the track is, where each colour starts, what its home looks like.

A piece's place is one integer, its *progress* counted from its own start square, so the
rules never have to think about where on the board a colour sits:

* ``YARD`` (-2): waiting in the yard;
* ``OUT`` (-3): removed from the game (war);
* ``0 .. lap-1``: on the shared track, ``0`` being the colour's start square; ``-1`` is
  the square just before it, reached only on the cross board by a piece that passes its
  lane for another lap (``capture_extra_lap``): it walks one square more than a new piece;
* ``lap .. lap+home_len-1``: in the colour's home (slots, or the lane of the cross board);
* ``lap+home_len``: the shared goal of the cross board (only when ``goal`` is true).

>>> b = BOARDS["classic4"]
>>> b.track_square(1, 0), b.track_square(3, 39)
(10, 29)
>>> b.last
43
>>> c = BOARDS["cross4"]
>>> c.lap, c.last, c.goal
(51, 56, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

# Below every track value (-1 is a track square on a new lap of the cross board), and
# OUT below YARD, so that ``YARD < p`` means "on the board".
YARD: Final = -2
OUT: Final = -3
PIECES: Final = 4

COLOURS_4: Final = ("red", "yellow", "blue", "green")
COLOURS_6: Final = ("red", "orange", "yellow", "green", "blue", "purple")


@dataclass(frozen=True, slots=True)
class Board:
    """The geometry of one board; all boards are instances of this, named in ``BOARDS``."""

    name: str
    colours: tuple[str, ...]
    track_len: int
    """Squares in the shared loop."""
    lap: int
    """Track squares a piece walks from its start square before it turns into its home."""
    home_len: int
    """Home squares holding one piece each: 4 slots, or a lane of 5."""
    goal: bool
    """True when a shared goal square, holding any number of pieces, ends the home."""

    n_colours: int = field(init=False)
    spacing: int = field(init=False)
    """Track squares between two neighbouring colours' start squares."""
    last: int = field(init=False)
    """The deepest progress a piece can reach (last slot, or the goal)."""

    def __post_init__(self) -> None:
        # Derived once: the rules read these in their innermost loops.
        object.__setattr__(self, "n_colours", len(self.colours))
        object.__setattr__(self, "spacing", self.track_len // len(self.colours))
        object.__setattr__(self, "last", self.lap + self.home_len - (0 if self.goal else 1))

    def start_square(self, colour: int) -> int:
        """The track square (0-based, clockwise) where ``colour`` enters."""
        return colour * self.spacing

    def track_square(self, colour: int, progress: int) -> int:
        """The absolute track square of a piece of ``colour`` at ``progress`` on the track."""
        return (colour * self.spacing + progress) % self.track_len

    def opposite(self, colour: int) -> int:
        return (colour + self.n_colours // 2) % self.n_colours


BOARDS: Final[dict[str, Board]] = {
    "classic4": Board("classic4", COLOURS_4, track_len=40, lap=40, home_len=4, goal=False),
    "classic6": Board("classic6", COLOURS_6, track_len=60, lap=60, home_len=4, goal=False),
    # The Ludo cross: 13 squares per arm; a piece walks 51 of the 52 squares (it turns
    # into its lane from the square just before its own start square's neighbour).
    "cross4": Board("cross4", COLOURS_4, track_len=52, lap=51, home_len=5, goal=True),
}


def where(
    board: Board, limit: int, offsets: Sequence[int], colour: int, progress: int
) -> tuple[str, int]:
    """Where a piece of ``colour`` at ``progress`` stands: ``("yard", 0)``, ``("out",
    0)``, ``("track", square)``, ``("home", index)`` or ``("goal", 0)``; ``limit``: the
    first progress off the track (in war pieces run laps), ``offsets``: each colour's
    start square. A game's state and its immutable position both answer by it."""
    if progress == YARD:
        return ("yard", 0)
    if progress == OUT:
        return ("out", 0)
    if progress < limit:
        return ("track", (offsets[colour] + progress) % board.track_len)
    if board.goal and progress == board.last:
        return ("goal", 0)
    return ("home", progress - board.lap)
