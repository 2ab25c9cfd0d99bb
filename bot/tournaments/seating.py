"""How many tables of which size, and who moves first at each.

>>> table_sizes(10, 4), table_sizes(5, 4), table_sizes(12, 4), table_sizes(7, 2)
((4, 3, 3), (3, 2), (4, 4, 4), (2, 2, 2))
>>> seat_order([5, 6, 7], {5: (1, 2), 6: (0, 1), 7: (1, 1)}, round_no=3)
[5, 7, 6]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from .model import MAX_TABLE, MIN_TABLE, TableResult


def table_sizes(count: int, size: int) -> tuple[int, ...]:
    """Tables for ``count`` entrants at tables of at most ``size``, top table first: as
    few tables as hold them all, their sizes as even as can be (so ``size`` and
    ``size - 1`` whenever some choice of those two adds up, and otherwise the smallest
    table as large as it can be). At tables of two an odd count leaves one out: the bye.
    """
    if not MIN_TABLE <= size <= MAX_TABLE:
        raise ValueError(f"a table seats {MIN_TABLE} to {MAX_TABLE}")
    if size == 2:
        return (2,) * (count // 2)
    if count < MIN_TABLE:
        return ()
    tables = -(-count // size)
    small, larger = divmod(count, tables)
    return (small + 1,) * larger + (small,) * (tables - larger)


Lateness = Mapping[int, tuple[int, Fraction | int]]
"""For each entrant: how many times they moved last, and the sum of their seats' shares
of the way to last (0 moving first, 1 moving last)."""


def lateness(results: Iterable[TableResult]) -> dict[int, tuple[int, Fraction | int]]:
    """:data:`Lateness` from the tables played so far."""
    last: dict[int, int] = defaultdict(int)
    share: dict[int, Fraction] = defaultdict(Fraction)
    for r in results:
        final = len(r.seats) - 1
        for i, e in enumerate(r.seats):
            share[e] += Fraction(i, final) if final else Fraction(0)
            last[e] += 1 if final and i == final else 0
    return {e: (last[e], share[e]) for e in share}


def seat_order(seats: Sequence[int], late: Lateness, round_no: int) -> list[int]:
    """Who moves first at a table: whoever moved last more often sits earlier, then
    whoever sat later on the whole; among those alike, the table's seeding order turned
    by the round's number, so that the same two do not always come in the same order."""
    if not seats:
        return []
    turn = (round_no - 1) % len(seats)
    rotated = list(seats[turn:]) + list(seats[:turn])
    return sorted(
        rotated,
        key=lambda e: (-late.get(e, (0, 0))[0], -late.get(e, (0, 0))[1]),
    )
