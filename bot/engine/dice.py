"""Dice are injected: the engine never touches global random state.

>>> d = SeededDice(7)
>>> [d.roll() for _ in range(8)]
[4, 3, 5, 3, 3, 3, 1, 5]
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import chain
from typing import Final, Protocol


class Dice(Protocol):
    def roll(self) -> int:
        """One throw of a six-sided die: 1 to 6."""
        ...


class SeededDice:
    """Reproducible dice for tests and simulations: the rolls of :func:`seeded_rolls`."""

    __slots__ = ("roll",)

    def __init__(self, seed: int | str | None = None) -> None:
        self.roll = seeded_rolls(seed).__next__


class SystemDice:
    """Dice from the operating system's entropy, for real games."""

    __slots__ = ("_rng",)

    def __init__(self) -> None:
        self._rng = random.SystemRandom()

    def roll(self) -> int:
        return self._rng.randint(1, 6)


# Each roll is three random bits, drawn 512 at a time (one getrandbits call serves many
# rolls); format(bits, "o") turns them into octal digits at C speed, the digits 0-5 are the
# rolls 1-6 (6 and 7 are dropped), most significant first.
_ROLLS: Final = bytes.maketrans(b"012345", bytes(range(1, 7)))


def seeded_rolls(seed: int | str | None) -> Iterator[int]:
    """The rolls of ``SeededDice(seed)``, as an iterator (its ``__next__`` rolls at C
    speed: ``ludobot simulate`` and the match tables roll so)."""
    getrandbits = random.Random(seed).getrandbits

    def chunks() -> Iterator[bytes]:
        while True:
            yield format(getrandbits(3 * 512), "0512o").encode().translate(_ROLLS, b"67")

    return chain.from_iterable(chunks())
