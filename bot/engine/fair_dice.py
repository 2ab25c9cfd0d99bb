"""Provably fair dice: every roll of a game derived from one secret seed and its number.

At the start of a game the bot draws a seed and publishes only its SHA-256
(:func:`seed_hash`); roll number *n* is ``HMAC-SHA256(seed, n)`` turned into a face by
rejection sampling (bytes 252-255 are skipped, so each face has exactly 42 of the 252
accepted byte values: no modulo bias). When the game ends the seed is revealed, and anyone
can recompute every roll (:func:`first_mismatch`) and check that the seed matches the hash
shown at the start.

>>> seed = bytes(range(32))
>>> [derive_roll(seed, n) for n in range(8)]
[4, 5, 4, 1, 3, 6, 2, 6]
>>> dice = FairDice(seed)
>>> [dice.roll() for _ in range(8)] == [derive_roll(seed, n) for n in range(8)]
True
>>> dice.rolls_made
8
>>> seed_hash(seed)[:16]
'630dcd2966c43366'
"""

from __future__ import annotations

import hashlib
import hmac
import math
from collections.abc import Iterable
from typing import Final

SEED_BYTES: Final = 32
_ACCEPT: Final = 252  # 6 * 42: bytes below this map to faces without bias


def seed_hash(seed: bytes) -> str:
    """The SHA-256 of ``seed`` in hex: what players see before the seed is revealed."""
    return hashlib.sha256(seed).hexdigest()


def derive_roll(seed: bytes, number: int) -> int:
    """Roll number ``number`` (0 = the game's first roll) of the game with ``seed``."""
    if number < 0:
        raise ValueError("roll numbers start at 0")
    counter = 0
    while True:
        # The counter only grows in the (about 1 in 10^77) case that all 32 bytes are
        # rejected; it keeps the derivation total without changing any ordinary roll.
        message = number.to_bytes(8, "big") + (counter.to_bytes(4, "big") if counter else b"")
        for b in hmac.new(seed, message, hashlib.sha256).digest():
            if b < _ACCEPT:
                return b % 6 + 1
        counter += 1


class FairDice:
    """The dice of one game: roll ``n`` is :func:`derive_roll(seed, n) <derive_roll>`, a
    pure function, so a restart changes nothing. ``rolls_made`` is the number of the next
    roll: a game reloaded gets ``FairDice(seed, rolls_made=<rolls in its log>)`` and rolls
    on exactly as before."""

    __slots__ = ("_seed", "rolls_made")

    def __init__(self, seed: bytes, rolls_made: int = 0) -> None:
        if len(seed) != SEED_BYTES:
            raise ValueError(f"a seed is {SEED_BYTES} bytes, not {len(seed)}")
        if rolls_made < 0:
            raise ValueError("rolls_made cannot be negative")
        self._seed = seed
        self.rolls_made = rolls_made

    @property
    def seed_hash(self) -> str:
        return seed_hash(self._seed)

    def roll(self) -> int:
        value = derive_roll(self._seed, self.rolls_made)
        self.rolls_made += 1
        return value


def first_mismatch(seed: bytes, rolls: Iterable[tuple[int, int]]) -> int | None:
    """Check logged ``(roll number, value)`` pairs against ``seed``: the number of the first
    roll that the seed does not give (or a roll number out of order), or None when every
    roll holds.

    >>> seed = bytes(32)
    >>> log = [(n, derive_roll(seed, n)) for n in range(50)]
    >>> first_mismatch(seed, log) is None
    True
    >>> tampered = log[:20] + [(20, log[20][1] % 6 + 1)] + log[21:]
    >>> first_mismatch(seed, tampered)
    20
    """
    for expected, (number, value) in enumerate(rolls):
        if number != expected or derive_roll(seed, number) != value:
            return number
    return None


def chi_square_uniform(counts: Iterable[int]) -> tuple[float, float]:
    """Pearson's chi-square statistic of six face counts against a fair die, and its
    p-value (5 degrees of freedom: the survival function in closed form).

    >>> stat, p = chi_square_uniform([100, 100, 100, 100, 100, 100])
    >>> stat, round(p, 6)
    (0.0, 1.0)
    >>> round(chi_square_uniform([160, 100, 100, 100, 100, 40])[1], 6)
    0.0
    """
    faces = list(counts)
    if len(faces) != 6:
        raise ValueError("a die has six faces")
    total = sum(faces)
    if total == 0:
        return 0.0, 1.0
    expected = total / 6
    stat = sum((c - expected) ** 2 / expected for c in faces)
    return stat, _chi2_sf_5(stat)


def _chi2_sf_5(x: float) -> float:
    # For 5 degrees of freedom: Q(x) = erfc(sqrt(x/2)) + sqrt(2x/pi) e^(-x/2) (1 + x/3).
    if x <= 0:
        return 1.0
    return math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * (1 + x / 3)
