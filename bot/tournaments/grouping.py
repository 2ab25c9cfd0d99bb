"""Entrants into tables: score groups first, then as few repeat meetings as can be found.

Tables of three to six are a grouping problem no library of the field solves as such
(pairwise Swiss is a weighted matching, networkx's blossom; tables of four are a kind of
social golfer problem, solved exactly only by search), so this is a local search of its
own, run the same way for every table size:

1. The *layout*: the entrants in seeding order, cut into consecutive tables (the top
   table takes the top of the standings).
2. Swaps of two entrants between tables, each taken only when it lowers the cost,
   compared in this order: repeat meetings (each pair at a table counts the times it met
   before), then *score disorder* (the sum of points times table number: least when
   higher scores sit at higher tables), then *seed disorder* (the same with seed
   positions: least for the layout itself).

Only swaps that move an entrant in a repeat or one already off its layout table can
lower the cost (two others sit in layout order, and neither is in a repeat), so the
search looks at those alone, and stops at a layout no swap improves. So nobody sits below
someone with fewer points unless swapping the two would bring a repeat back.

>>> tables = group([1, 2, 3, 4, 5, 6], (3, 3), {}, {})
>>> tables
[[1, 2, 3], [4, 5, 6]]
>>> met = meetings([(1, 2), (3, 4)])
>>> tables = group([1, 2, 3, 4, 5, 6], (3, 3), {}, met)
>>> tables, repeats(tables, met)
([[1, 3, 5], [2, 4, 6]], 0)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

Met = Mapping[int, Mapping[int, int]]
"""For each entrant, how many times they sat at a table with each other entrant."""


def meetings(tables: Iterable[Sequence[int]]) -> dict[int, dict[int, int]]:
    """:data:`Met` from the tables played so far."""
    met: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    for seats in tables:
        for a in seats:
            for b in seats:
                if a != b:
                    met[a][b] += 1
    return {a: dict(others) for a, others in met.items()}


def repeats(tables: Iterable[Sequence[int]], met: Met) -> int:
    """Pairs seated together who met before, each counted as often as they met."""
    total = 0
    for seats in tables:
        for i, a in enumerate(seats):
            seen = met.get(a, {})
            total += sum(seen.get(b, 0) for b in seats[i + 1 :])
    return total


class _Search:
    """The layout and the swaps on it (module-private: :func:`group` is the API)."""

    def __init__(
        self, order: Sequence[int], sizes: Sequence[int], score: Mapping[int, int], met: Met
    ) -> None:
        self.tables: list[list[int]] = []
        start = 0
        for size in sizes:
            self.tables.append(list(order[start : start + size]))
            start += size
        self.home = {e: t for t, seats in enumerate(self.tables) for e in seats}
        self.at = dict(self.home)
        self.weight = {e: len(order) - i for i, e in enumerate(order)}
        self.score = score
        self.met = met
        self.none: Mapping[int, int] = {}

    def _seen(self, a: int, seats: Sequence[int], without: int) -> int:
        seen = self.met.get(a, self.none)
        return sum(seen.get(z, 0) for z in seats if z != without)

    def delta(self, x: int, y: int) -> tuple[int, int, int]:
        """The change of (repeats, score disorder, seed disorder) if x and y swap."""
        i, j = self.at[x], self.at[y]
        ti, tj = self.tables[i], self.tables[j]
        d_rep = (
            self._seen(y, ti, x)
            - self._seen(x, ti, x)
            + self._seen(x, tj, y)
            - self._seen(y, tj, y)
        )
        d_score = (self.score.get(x, 0) - self.score.get(y, 0)) * (j - i)
        d_seed = (self.weight[x] - self.weight[y]) * (j - i)
        return d_rep, d_score, d_seed

    def swap(self, x: int, y: int) -> None:
        i, j = self.at[x], self.at[y]
        self.tables[i][self.tables[i].index(x)] = y
        self.tables[j][self.tables[j].index(y)] = x
        self.at[x], self.at[y] = j, i

    def movable(self) -> list[int]:
        """Entrants in a repeat or off their layout table, in seeding order."""
        found: set[int] = set()
        for seats in self.tables:
            for a in seats:
                seen = self.met.get(a, self.none)
                if any(seen.get(b, 0) for b in seats if b != a):
                    found.add(a)
        found.update(e for e, t in self.at.items() if t != self.home[e])
        return sorted(found, key=lambda e: -self.weight[e])

    def improve(self, x: int) -> bool:
        """Make the first swap of ``x`` that lowers the cost, nearest tables first."""
        i = self.at[x]
        count = len(self.tables)
        for distance in range(1, count):
            for j in (i - distance, i + distance):
                if not 0 <= j < count:
                    continue
                for y in self.tables[j]:
                    if self.delta(x, y) < (0, 0, 0):
                        self.swap(x, y)
                        return True
        return False

    def descend(self) -> None:
        improved = True
        while improved:
            improved = False
            for x in self.movable():
                improved = self.improve(x) or improved

    def in_repeats(self) -> list[int]:
        found = []
        for seats in self.tables:
            for a in seats:
                seen = self.met.get(a, self.none)
                if any(seen.get(b, 0) for b in seats if b != a):
                    found.append(a)
        return sorted(found, key=lambda e: -self.weight[e])

    def escape(self, steps: int) -> None:
        """Tabu search from a layout descent left with repeats: each step makes the best
        swap of an entrant in a repeat, even a worse one, but not of one swapped in the
        last few steps (unless it brings the fewest repeats yet); the best layout seen
        is kept."""
        now = repeats(self.tables, self.met)
        best, kept = now, [list(t) for t in self.tables]
        until: dict[int, int] = {}
        tenure = 3 + len(self.tables) // 4
        for step in range(steps):
            if best == 0:
                break
            choice: tuple[tuple[int, int, int], int, int] | None = None
            for x in self.in_repeats():
                for y in self.at:
                    if self.at[y] == self.at[x]:
                        continue
                    d = self.delta(x, y)
                    free = until.get(x, -1) < step and until.get(y, -1) < step
                    if (free or now + d[0] < best) and (choice is None or d < choice[0]):
                        choice = (d, x, y)
            if choice is None:
                break
            d, x, y = choice
            self.swap(x, y)
            until[x] = until[y] = step + tenure
            now += d[0]
            if now < best:
                best, kept = now, [list(t) for t in self.tables]
        self.tables = kept
        self.at = {e: t for t, seats in enumerate(kept) for e in seats}

    def run(self) -> list[list[int]]:
        self.descend()
        if repeats(self.tables, self.met):
            self.escape(steps=min(400, 20 * len(self.tables)))
            self.descend()
        return self.tables


def group(
    order: Sequence[int], sizes: Sequence[int], score: Mapping[int, int], met: Met
) -> list[list[int]]:
    """``order`` (seeding order, best first) seated at tables of ``sizes`` (top table
    first; they sum to ``len(order)``), each table's entrants in seeding order."""
    if sum(sizes) != len(order):
        raise ValueError("the tables seat exactly the entrants")
    tables = _Search(order, sizes, score, met).run()
    position = {e: i for i, e in enumerate(order)}
    return [sorted(seats, key=position.__getitem__) for seats in tables]
