"""What both fast kernels share: the dice stream, who begins, finishing and the result."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain

from ..board import YARD
from ..outcome import Termination
from .tables import Tables

Watch = Callable[[int, int, list[tuple[int, int, int]], int, list[list[int]]], None]
"""Called at every choice, for tests: (colour, roll, moves as (piece, frm, to) in the
engine's order with a pass as (-1, 0, 0), the index chosen, the pieces per colour in play
before the move as progress)."""

# format(bits, "o") turns three bits into one octal digit at C speed; SeededDice keeps the
# digits 0-5 as rolls 1-6 and pops them most significant first, which is string order.
_ROLLS = bytes.maketrans(b"012345", bytes(range(1, 7)))


def seeded_rolls(seed: int | str | None) -> Iterator[int]:
    """The rolls of ``SeededDice(seed)``, in the same order, as an iterator.

    >>> from bot.engine import SeededDice
    >>> d, it = SeededDice(3), seeded_rolls(3)
    >>> [d.roll() for _ in range(2000)] == [next(it) for _ in range(2000)]
    True
    """
    getrandbits = random.Random(seed).getrandbits

    def chunks() -> Iterator[bytes]:
        while True:
            yield format(getrandbits(3 * 512), "0512o").encode().translate(_ROLLS, b"67")

    return chain.from_iterable(chunks())


def first_colour(t: Tables, roll: Callable[[], int]) -> int:
    """The colour that begins (``turn_order``), rolling for ``highest_roll`` as the
    engine's order phase does: every contender rolls in seat order, ties roll again."""
    order = t.rules.turn_order
    if order == "seating":
        return t.colours[0]
    if order == "fixed_colours":
        return min(t.colours)
    contenders = list(range(len(t.colours)))
    while True:
        rolls = [roll() for _ in contenders]
        best = max(rolls)
        top = [s for s, r in zip(contenders, rolls, strict=True) if r == best]
        if len(top) == 1:
            return t.colours[top[0]]
        contenders = top


@dataclass(frozen=True, slots=True)
class Position:
    """A game at the start of a roll, as the kernels take it: every piece (progress per
    board colour, none for a colour not in play), whose turn, the turn's counters, the
    captures waiting for the turn's end (as (colour, piece, square)), and the results so
    far."""

    pieces: tuple[tuple[int, ...], ...]
    turn: int
    starter: int
    sixes: int = 0
    tries: int = 0
    moved: bool = False
    bonus: bool = False
    turns: int = 0
    pending: tuple[tuple[int, int, int], ...] = ()
    finished: tuple[int, ...] = ()
    places: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def start(cls, t: Tables, roll: Callable[[], int]) -> Position:
        """A new game (rolling for who begins where ``turn_order`` asks)."""
        first = 0 if t.rules.start_pieces else YARD
        pieces = tuple(
            (first, YARD, YARD, YARD) if t.seat_of[c] >= 0 else () for c in range(t.n_colours)
        )
        turn = first_colour(t, roll)
        return cls(pieces, turn, turn)


@dataclass(frozen=True, slots=True)
class FastResult:
    """How a fast game ended: as the engine's ``places``, ``turns`` and ``termination``,
    and the final pieces (progress per colour in play, seat order)."""

    places: tuple[tuple[int, ...], ...]
    turns: int
    termination: Termination | None
    """None when the game was stopped unfinished (a safety net, as the engine's max_ply)."""
    pieces: tuple[tuple[int, ...], ...]

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats in first place (none when the game was stopped unfinished)."""
        return self.places[0] if self.places and self.termination is not None else ()


class Finish:
    """Places as colours finish (``turns.colour_finished``): a side is placed when all
    its colours are home; the game ends at the first place, or with ``play_to_end`` when at
    most one side is left."""

    __slots__ = ("finished", "places", "t")

    def __init__(self, t: Tables, start: Position) -> None:
        self.t = t
        self.finished: list[int] = list(start.finished)
        self.places: list[list[int]] = [list(p) for p in start.places]

    def side_seats(self, side: int) -> list[int]:
        t = self.t
        return sorted({t.seat_of[c] for c in t.colours if t.side_of[c] == side})

    def colour_done(self, c: int) -> bool:
        """Record ``c`` as finished; True when that ends the game."""
        t = self.t
        self.finished.append(c)
        side = t.side_of[c]
        if not all(k in self.finished for k in t.colours if t.side_of[k] == side):
            return False
        self.places.append(self.side_seats(side))
        if len(self.places) == 1 and not t.rules.play_to_end:
            return True
        left = sorted({t.side_of[k] for k in t.colours if k not in self.finished})
        if len(left) <= 1:
            self.places.extend(self.side_seats(s) for s in left)
            return True
        return False

    def result(
        self, turns: int, termination: Termination | None, pieces: Sequence[Sequence[int]]
    ) -> FastResult:
        return FastResult(
            tuple(tuple(p) for p in self.places),
            turns,
            termination,
            tuple(tuple(p) for p in pieces),
        )
