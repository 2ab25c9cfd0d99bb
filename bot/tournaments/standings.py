"""Standings: points by place, then the tie-breaks, in one order everyone can check.

The order is points, then opponents' points (for each table played, the mean points of
the others at it now: a Buchholz that tables of three and four weigh alike), then places
(more firsts, then more seconds, ...), then head to head (among those still level, how
often each finished ahead of the others at a shared table, less how often behind), then
rating and id (so the order is total and the same on every machine). Those level on
everything but rating and id share a rank.

>>> from bot.tournaments.model import Entrant, TableResult
>>> people = [Entrant(1), Entrant(2), Entrant(3), Entrant(4)]
>>> results = [TableResult(1, 1, places=(3, 1, 4, 2), seats=(1, 2, 3, 4))]
>>> [(s.entrant, s.points, s.rank) for s in standings(people, results)]
[(3, 6, 1), (1, 4, 2), (4, 2, 3), (2, 0, 4)]
>>> [s.entrant for s in podium(standings(people, results))]
[3, 1, 4]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from .model import POINTS, Bye, Entrant, Points, TableResult


@dataclass(frozen=True, slots=True)
class Standing:
    """One entrant's line: rank (shared when level on every tie-break), points,
    opponents' points, ``places`` (how many firsts, seconds, ...), head to head among
    those level with them, games played and byes had."""

    entrant: int
    rank: int
    points: int
    opponents_points: Fraction
    places: tuple[int, ...]
    head_to_head: int
    games: int
    byes: int
    rating: float

    def level_key(self) -> tuple[object, ...]:
        """What decides a rank (rating and id only order those level on it)."""
        return (
            -self.points,
            -self.opponents_points,
            tuple(-n for n in self.places),
            -self.head_to_head,
        )


SIXTIETHS = 60
"""A whole multiple of every table's number of others (one to five)."""


def points_of(
    results: Iterable[TableResult], byes: Iterable[Bye] = (), points: Points = POINTS
) -> dict[int, int]:
    """Each entrant's points: by place at each table, and :attr:`Points.bye` a bye."""
    total: dict[int, int] = defaultdict(int)
    for r in results:
        for place, entrant in enumerate(r.places, 1):
            total[entrant] += points.for_place(len(r.places), place)
    for b in byes:
        total[b.entrant] += points.bye
    return dict(total)


def _head_to_head(
    level: Sequence[int], results: Sequence[TableResult], played: Mapping[int, Sequence[int]]
) -> dict[int, int]:
    """For each of ``level``, shared tables finished ahead of another of them, less
    behind (``played``: each entrant's tables, as indices into ``results``)."""
    among = set(level)
    score = dict.fromkeys(level, 0)
    for index in sorted({i for e in level for i in played.get(e, ())}):
        shared = [e for e in results[index].places if e in among]
        for i, e in enumerate(shared):
            score[e] += (len(shared) - 1 - i) - i
    return score


def standings(
    entrants: Sequence[Entrant],
    results: Sequence[TableResult],
    *,
    byes: Sequence[Bye] = (),
    points: Points = POINTS,
) -> tuple[Standing, ...]:
    """Every entrant's :class:`Standing`, best first."""
    total = points_of(results, byes, points)
    widest = max((len(r.places) for r in results), default=0)
    # Opponents' points in sixtieths: a mean over one to five others is a whole number of
    # them, so they add up exactly in ints (Fractions cost a third of a 1,000-player
    # round's pairing).
    opp: dict[int, int] = defaultdict(int)
    places: dict[int, list[int]] = defaultdict(lambda: [0] * widest)
    games: dict[int, int] = defaultdict(int)
    played: dict[int, list[int]] = defaultdict(list)
    for index, r in enumerate(results):
        table = sum(total.get(o, 0) for o in r.places)
        share = SIXTIETHS // max(1, len(r.places) - 1)
        for place, e in enumerate(r.places, 1):
            played[e].append(index)
            opp[e] += (table - total.get(e, 0)) * share
            places[e][place - 1] += 1
            games[e] += 1
    had: dict[int, int] = defaultdict(int)
    for b in byes:
        had[b.entrant] += 1
    groups: dict[tuple[object, ...], list[int]] = defaultdict(list)
    for who in entrants:
        level = (-total.get(who.id, 0), -opp[who.id], tuple(-n for n in places[who.id]))
        groups[level].append(who.id)
    h2h: dict[int, int] = {}
    for alike in groups.values():
        h2h.update(_head_to_head(alike, results, played) if len(alike) > 1 else {alike[0]: 0})
    lines = [
        Standing(
            entrant=e.id,
            rank=0,
            points=total.get(e.id, 0),
            opponents_points=Fraction(opp[e.id], SIXTIETHS),
            places=tuple(places[e.id]),
            head_to_head=h2h[e.id],
            games=games[e.id],
            byes=had[e.id],
            rating=e.rating,
        )
        for e in entrants
    ]
    lines.sort(key=lambda s: (*s.level_key(), -s.rating, s.entrant))
    ranked: list[Standing] = []
    for i, s in enumerate(lines):
        same = ranked and ranked[-1].level_key() == s.level_key()
        rank = ranked[-1].rank if same else i + 1
        ranked.append(replace(s, rank=rank))
    return tuple(ranked)


def podium(lines: Sequence[Standing]) -> tuple[Standing, ...]:
    """The first three places (more when a rank is shared at the third)."""
    return tuple(s for s in lines if s.rank <= 3)
