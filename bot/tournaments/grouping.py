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

3. When repeats remain, a tabu search among the tables near them (any swap, the one
   seating the fewest repeats, a worse one too, but not of an entrant swapped in the
   last few steps), keeping the layout with the fewest it met; then step 2 again.

Only swaps that move an entrant in a repeat or one already off its layout table can
lower the cost (two others sit in layout order, and neither is in a repeat), so step 2
looks at those alone, and stops at a layout no swap improves. So nobody sits below
someone with fewer points unless swapping the two would bring a repeat back. On small
fields the repeats left are as few as brute force finds (the tests check it).

>>> tables = group([1, 2, 3, 4, 5, 6], (3, 3), {}, {})
>>> tables
[[1, 2, 3], [4, 5, 6]]
>>> met = meetings([(1, 2), (3, 4)])
>>> tables = group([1, 2, 3, 4, 5, 6], (3, 3), {}, met)
>>> tables, repeats(tables, met)
([[1, 3, 5], [2, 4, 6]], 0)
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

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


WINDOW = 8
"""How many tables each way the tabu escape looks for a swap: all of them in a small
field, the neighbourhood of the repeat in a large one (a swap farther away only costs
more score disorder)."""


STEPS = 400
PATIENCE = 200
"""The tabu escape's steps at most, and without a fewer repeats found: a small field
where no seating avoids every repeat stops there."""


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
        self.score = {e: score.get(e, 0) for e in order}
        self.met = met
        self.none: Mapping[int, int] = {}
        self.hot: set[int] = set()
        self.own: dict[int, int] = {}
        """Each one's repeats at the table where they sit."""
        self.moved: set[int] = set()
        for t in range(len(self.tables)):
            self._heat(t)

    def _heat(self, t: int) -> None:
        """Count each one's repeats at table ``t`` and mark who is in one."""
        seats = self.tables[t]
        for a in seats:
            self.own[a] = self._seen(a, seats, a)
            if self.own[a]:
                self.hot.add(a)
            else:
                self.hot.discard(a)

    def _seen(self, a: int, seats: Sequence[int], without: int) -> int:
        seen = self.met.get(a, self.none)
        total = 0
        for z in seats:
            if z != without:
                total += seen.get(z, 0)
        return total

    def repeat_change(self, x: int) -> Callable[[int], int]:
        """How the repeats seated change if ``x`` swaps with a given entrant (until the
        next swap): what ``x`` brings is counted once (for each table, how often ``x``
        met those at it; for everyone, how often they met those at ``x``'s table, ``x``
        among them), so each swap weighed is then a few lookups."""
        i, at, own = self.at[x], self.at, self.own
        mine = self.met.get(x, self.none)
        at_table: dict[int, int] = {}
        for z, times in mine.items():
            t = at.get(z)
            if t is not None:
                at_table[t] = at_table.get(t, 0) + times
        here: dict[int, int] = {}
        for z in self.tables[i]:
            for o, times in self.met.get(z, self.none).items():
                here[o] = here.get(o, 0) + times
        leaving = own[x]

        def change(y: int) -> int:
            m = mine.get(y, 0)
            return here.get(y, 0) - m - leaving + at_table.get(at[y], 0) - m - own[y]

        return change

    def swap(self, x: int, y: int) -> None:
        i, j = self.at[x], self.at[y]
        self.tables[i][self.tables[i].index(x)] = y
        self.tables[j][self.tables[j].index(y)] = x
        self.at[x], self.at[y] = j, i
        for e in (x, y):
            if self.at[e] == self.home[e]:
                self.moved.discard(e)
            else:
                self.moved.add(e)
        self._heat(i)
        self._heat(j)

    def movable(self) -> list[int]:
        """Entrants in a repeat or off their layout table, in seeding order."""
        return sorted(self.hot | self.moved, key=lambda e: -self.weight[e])

    def _rivals(self, x: int) -> Iterator[int]:
        """Whom a swap with ``x`` could lower the cost with. With ``x`` in a repeat:
        anyone. Else only one in a repeat (weighed from their side, as they are movable
        too), one off their layout table, or one whose layout table is ``x``'s or lies
        between it and where ``x`` sits: two in layout order, neither in a repeat, only
        add disorder by a swap."""
        i = self.at[x]
        if x in self.hot:
            yield from (y for t, seats in enumerate(self.tables) if t != i for y in seats)
            return
        h = self.home[x]
        for t in range(min(i, h), max(i, h) + 1):
            if t != i:
                yield from (y for y in self.tables[t] if y not in self.hot)
        yield from (
            y
            for y in sorted(self.moved)
            if self.at[y] != i and not min(i, h) <= self.at[y] <= max(i, h)
        )

    def improve(self, x: int) -> bool:
        """Make the swap of ``x`` that lowers the cost (repeats, score disorder, seed
        disorder) most, if one does."""
        i, px, wx = self.at[x], self.score[x], self.weight[x]
        change = self.repeat_change(x)
        best: tuple[tuple[int, int, int], int] | None = None
        for y in self._rivals(x):
            j = self.at[y]
            d = (change(y), (px - self.score[y]) * (j - i), (wx - self.weight[y]) * (j - i))
            if d < (0, 0, 0) and (best is None or d < best[0]):
                best = (d, y)
        if best is None:
            return False
        self.swap(x, best[1])
        return True

    def descend(self) -> None:
        improved = True
        while improved:
            improved = False
            for x in self.movable():
                improved = self.improve(x) or improved

    def _near(self) -> list[int]:
        """The tables within :data:`WINDOW` of a table with a repeat."""
        return sorted(
            {
                t
                for e in self.hot
                for t in range(self.at[e] - WINDOW, self.at[e] + WINDOW + 1)
                if 0 <= t < len(self.tables)
            }
        )

    def escape(self, steps: int) -> None:
        """Tabu search from a layout descent left with repeats: each step makes a swap
        that seats the fewest repeats among the tables near one (:meth:`_near`),
        even a worse one, but not of one swapped in the last few steps (unless it brings
        the fewest repeats yet); the layout with the fewest repeats seen is kept."""
        now = repeats(self.tables, self.met)
        best, kept = now, [list(t) for t in self.tables]
        until: dict[int, int] = {}
        # How long a swapped entrant stays put: a third of those within reach, drawn
        # afresh each time (a fixed tenure lets the search run round a cycle).
        reach = min(len(self.at), (2 * WINDOW + 1) * max(map(len, self.tables)))
        # Ties are broken at random, from a seed of the field alone: the same field and
        # history give the same round.
        rng = random.Random(len(self.at))
        found = 0
        for step in range(steps):
            if best == 0 or step - found > PATIENCE:
                break
            fewest: int | None = None
            choices: list[tuple[int, int]] = []
            near = self._near()
            for a, i in enumerate(near):
                for x in self.tables[i]:
                    change = self.repeat_change(x)
                    for y in (y for j in near[a + 1 :] for y in self.tables[j]):
                        d_rep = change(y)
                        free = until.get(x, -1) < step and until.get(y, -1) < step
                        if not (free or now + d_rep < best):
                            continue
                        if fewest is None or d_rep < fewest:
                            fewest, choices = d_rep, []
                        if d_rep == fewest:
                            choices.append((x, y))
            if fewest is None:
                continue  # everyone near is staying put this step
            x, y = choices[rng.randrange(len(choices))]
            self.swap(x, y)
            until[x] = until[y] = step + rng.randint(2, 2 + reach // 3)
            now += fewest
            if now < best:
                best, kept, found = now, [list(t) for t in self.tables], step
        self.tables = kept
        self.at = {e: t for t, seats in enumerate(kept) for e in seats}
        self.moved = {e for e, t in self.at.items() if t != self.home[e]}
        self.hot.clear()
        for t in range(len(self.tables)):
            self._heat(t)

    def run(self) -> list[list[int]]:
        self.descend()
        if self.hot:
            self.escape(STEPS)
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
