"""Dice are injected: the engine never touches global random state.

>>> d = SeededDice(7)
>>> rolls = [d.roll() for _ in range(5)]
>>> rolls == [SeededDice(7).roll() for _ in range(1)] + rolls[1:]
True
>>> FixedDice([6, 3]).roll()
6
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from itertools import chain
from typing import Final, Protocol


class Dice(Protocol):
    def roll(self) -> int:
        """One throw of a six-sided die: 1 to 6."""
        ...


class SeededDice:
    """Reproducible dice for tests and simulations."""

    __slots__ = ("_buffer", "_rng")

    def __init__(self, seed: int | str | None = None) -> None:
        self._rng = random.Random(seed)
        self._buffer: list[int] = []

    def roll(self) -> int:
        # Drawing in batches keeps simulations fast: one getrandbits call serves many rolls.
        if not self._buffer:
            bits = self._rng.getrandbits(3 * 512)
            buf = self._buffer
            for _ in range(512):
                v = bits & 7
                bits >>= 3
                if v < 6:
                    buf.append(v + 1)
        return self._buffer.pop()


class SystemDice:
    """Dice from the operating system's entropy, for real games."""

    __slots__ = ("_rng",)

    def __init__(self) -> None:
        self._rng = random.SystemRandom()

    def roll(self) -> int:
        return self._rng.randint(1, 6)


class FixedDice:
    """Dice that throw the given numbers in order, for scenario tests."""

    __slots__ = ("_values",)

    def __init__(self, values: Iterable[int]) -> None:
        self._values = list(values)[::-1]

    def roll(self) -> int:
        if not self._values:
            raise IndexError("FixedDice ran out of values")
        return self._values.pop()


# format(bits, "o") turns three bits into one octal digit at C speed; SeededDice keeps the
# digits 0-5 as rolls 1-6 and pops them most significant first, which is string order.
_ROLLS: Final = bytes.maketrans(b"012345", bytes(range(1, 7)))


def seeded_rolls(seed: int | str | None) -> Iterator[int]:
    """The rolls of ``SeededDice(seed)``, in the same order, as an iterator (its
    ``__next__`` rolls at C speed: ``ludobot simulate`` and the match tables roll so).

    >>> d, it = SeededDice(3), seeded_rolls(3)
    >>> [d.roll() for _ in range(2000)] == [next(it) for _ in range(2000)]
    True
    """
    getrandbits = random.Random(seed).getrandbits

    def chunks() -> Iterator[bytes]:
        while True:
            yield format(getrandbits(3 * 512), "0512o").encode().translate(_ROLLS, b"67")

    return chain.from_iterable(chunks())
