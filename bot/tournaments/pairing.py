"""The pairings: a Swiss round, a knockout round; pure functions of what was played.

Both are deterministic: the same entrants and results give the same round, whatever order
they are given in (entrants are ranked, ties broken by rating and id).

>>> from bot.tournaments.model import Entrant, TableResult
>>> people = [Entrant(i, rating=1500 - i) for i in range(1, 9)]
>>> first = pair_swiss(people, [], table_size=4, round_no=1)
>>> [t.seats for t in first.tables]
[(1, 4, 5, 8), (2, 3, 6, 7)]
>>> ko = pair_knockout(people, [], table_size=4, round_no=1, advance=2)
>>> [t.seats for t in ko.tables], ko.byes
([(1, 4, 5, 8), (2, 3, 6, 7)], ())
>>> results = [TableResult(1, 1, (5, 1, 8, 4), (1, 4, 5, 8)),
...            TableResult(1, 2, (2, 7, 3, 6), (2, 3, 6, 7))]
>>> advancing(ko, results, advance=2)
(5, 1, 2, 7)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from .grouping import Met, group, meetings
from .model import POINTS, Bye, Entrant, Points, Round, Table, TableResult
from .seating import Lateness, lateness, seat_order, table_sizes
from .standings import points_of, standings


def _check(entrants: Sequence[Entrant], round_no: int) -> None:
    if round_no < 1:
        raise ValueError("rounds are numbered from 1")
    if len({e.id for e in entrants}) != len(entrants):
        raise ValueError("an entrant is given twice")


def seeding(ranked: Sequence[int], score: Mapping[int, int], sizes: Sequence[int]) -> list[int]:
    """``ranked`` (best first) reordered so that consecutive runs of ``sizes`` are the
    tables: inside each score group the group's entrants are dealt over the tables it
    spans in a snake (the group's best to its first table, the next to the next table,
    back again at the turn), as a Swiss pairs the top half of a score group with its
    bottom half; score groups stay in order.

    >>> seeding([1, 2, 3, 4, 5, 6, 7, 8], {}, (4, 4))
    [1, 4, 5, 8, 2, 3, 6, 7]
    >>> seeding([1, 2, 3, 4, 5, 6], {1: 3, 2: 3}, (3, 3))
    [1, 2, 3, 4, 5, 6]
    >>> seeding([1, 2, 3, 4, 5, 6, 7, 8, 9], {1: 2}, (3, 3, 3))
    [1, 2, 7, 3, 6, 8, 4, 5, 9]
    """
    table_of = [t for t, size in enumerate(sizes) for _ in range(size)]
    placed: list[int] = [0] * len(table_of)
    start = 0
    while start < len(ranked):
        end = start
        while end < len(ranked) and score.get(ranked[end], 0) == score.get(ranked[start], 0):
            end += 1
        free: dict[int, list[int]] = {}
        for position in range(start, end):
            free.setdefault(table_of[position], []).append(position)
        members, forward = iter(ranked[start:end]), True
        while free:
            for t in sorted(free) if forward else sorted(free, reverse=True):
                placed[free[t].pop(0)] = next(members)
                if not free[t]:
                    del free[t]
            forward = not forward
        start = end
    return placed


def _cut(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    tables, start = [], 0
    for size in sizes:
        tables.append(list(order[start : start + size]))
        start += size
    return tables


def _bye(ranked: Sequence[int], had: Mapping[int, int]) -> int:
    """The lowest ranked of those with the fewest byes (none, unless all had one)."""
    fewest = min(had.get(e, 0) for e in ranked)
    return next(e for e in reversed(ranked) if had.get(e, 0) == fewest)


class Plan(NamedTuple):
    """What a Swiss round is paired from: the entrants to seat in standings order
    (``ranked``, the bye taken out), their points, the table sizes, the bye, the seeding
    order whose consecutive runs are the layout's tables, who met whom, who moved late."""

    ranked: list[int]
    score: dict[int, int]
    sizes: tuple[int, ...]
    bye: tuple[int, ...]
    order: list[int]
    met: Met
    late: Lateness


def swiss_plan(
    entrants: Sequence[Entrant],
    results: Sequence[TableResult],
    table_size: int,
    *,
    byes: Sequence[Bye] = (),
    points: Points = POINTS,
) -> Plan:
    """The :class:`Plan` of the next Swiss round (see :func:`pair_swiss`)."""
    ranked = [s.entrant for s in standings(entrants, results, byes=byes, points=points)]
    score = points_of(results, byes, points)
    sizes = table_sizes(len(ranked), table_size)
    out: tuple[int, ...] = ()
    if sum(sizes) < len(ranked):
        had: dict[int, int] = {}
        for b in byes:
            had[b.entrant] = had.get(b.entrant, 0) + 1
        out = (_bye(ranked, had),)
        ranked = [e for e in ranked if e not in out]
    order = seeding(ranked, score, sizes)
    return Plan(
        ranked, score, sizes, out, order, meetings(r.places for r in results), lateness(results)
    )


def pair_swiss(
    entrants: Sequence[Entrant],
    results: Sequence[TableResult],
    table_size: int,
    round_no: int,
    *,
    byes: Sequence[Bye] = (),
    points: Points = POINTS,
) -> Round:
    """Round ``round_no`` of a Swiss for ``entrants`` (those still playing), given every
    table played so far and every bye had: score groups kept together, repeat meetings
    avoided where a swap can (:mod:`.grouping`), tables of ``table_size`` and
    ``table_size - 1`` (:func:`.seating.table_sizes`), a bye only at tables of two with an
    odd count (or a lone entrant), to the lowest ranked who has had none, and seats in an
    order that turns who moves last (:func:`.seating.seat_order`)."""
    _check(entrants, round_no)
    plan = swiss_plan(entrants, results, table_size, byes=byes, points=points)
    tables = group(plan.order, plan.sizes, plan.score, plan.met)
    return Round(round_no, _seated(tables, plan.late, round_no), plan.bye)


def _seated(tables: Sequence[Sequence[int]], late: Lateness, round_no: int) -> tuple[Table, ...]:
    return tuple(
        Table(n, tuple(seat_order(seats, late, round_no))) for n, seats in enumerate(tables, 1)
    )


def knockout_sizes(count: int, table_size: int, advance: int) -> tuple[int, tuple[int, ...]]:
    """The fewest byes (to the top seeds) and the tables that leave, so that every table
    holds more than the ``advance`` who go on from it.

    >>> knockout_sizes(5, 4, 2), knockout_sizes(5, 4, 1), knockout_sizes(3, 2, 1)
    ((1, (4,)), (0, (3, 2)), (1, (2,)))
    """
    if table_size <= advance:
        raise ValueError("a knockout table seats more than those who go on from it")
    if count <= advance:
        raise ValueError("the knockout is decided: no table is left to play")
    for bye_count in range(count):
        seated = count - bye_count
        sizes = table_sizes(seated, table_size)
        if sizes and sum(sizes) == seated and min(sizes) > advance:
            return bye_count, sizes
    # Not reached: with no more than table_size seated, one table of advance + 1 fits.
    raise AssertionError(count, table_size, advance)


def knockout_seeds(entrants: Sequence[Entrant]) -> list[int]:
    """Entrants by seed: best rated first, then by id."""
    return [e.id for e in sorted(entrants, key=lambda e: (-e.rating, e.id))]


def pair_knockout(
    entrants: Sequence[Entrant],
    results: Sequence[TableResult],
    table_size: int,
    round_no: int,
    *,
    advance: int = 1,
) -> Round:
    """Round ``round_no`` of a knockout for ``entrants`` (those still in: everyone in the
    first round, then :func:`advancing` of the last), seeded by rating (then id): byes,
    when the count leaves a table too small to play for ``advance`` places, go to the
    top seeds; the others are dealt over the tables in a snake (the top seeds at
    different tables, each table's seeds as even as can be); ``results`` (all rounds so
    far) only turn the seat order. When everyone fits at one table, it is the final."""
    _check(entrants, round_no)
    if advance not in (1, 2):
        raise ValueError("a knockout sends on the first one or two of a table")
    seeded = knockout_seeds(entrants)
    bye_count, sizes = knockout_sizes(len(seeded), table_size, advance)
    out, playing = tuple(seeded[:bye_count]), seeded[bye_count:]
    tables = _cut(seeding(playing, {}, sizes), sizes)
    return Round(round_no, _seated(tables, lateness(results), round_no), out)


def advancing(done: Round, results: Sequence[TableResult], advance: int) -> tuple[int, ...]:
    """Who goes on from a knockout round: the first ``advance`` of each table, top table
    first, then the byes. Every table of the round must have its result."""
    mine = {r.table: r for r in results if r.round == done.number}
    missing = [t.number for t in done.tables if t.number not in mine]
    if missing:
        raise ValueError(f"tables {missing} of round {done.number} have no result")
    going = [e for t in done.tables for e in mine[t.number].places[:advance]]
    return (*going, *done.byes)


def is_final(done: Round) -> bool:
    """True for a knockout round that decides it: one table, nobody waiting on a bye."""
    return len(done.tables) == 1 and not done.byes


def knockout_order(
    entrants: Sequence[Entrant], rounds: Sequence[Round], results: Sequence[TableResult]
) -> tuple[int, ...]:
    """Everyone of a knockout, best first: whoever reached a later round first; among
    those out in the same round, the better place at their table; then the better seed.
    After the final its places lead (the podium is the first three).

    >>> people = [Entrant(i, rating=10 - i) for i in range(1, 5)]
    >>> final = Round(1, (Table(1, (1, 2, 3, 4)),))
    >>> knockout_order(people, [final], [TableResult(1, 1, (3, 1, 4, 2), (1, 2, 3, 4))])
    (3, 1, 4, 2)
    """
    seed = {e: i for i, e in enumerate(knockout_seeds(entrants))}
    place = {(r.round, e): i for r in results for i, e in enumerate(r.places, 1)}
    reached: dict[int, int] = {}
    for done in rounds:
        for e in done.seated():
            reached[e] = max(reached.get(e, 0), done.number)

    def key(e: int) -> tuple[int, int, int]:
        last = reached.get(e, 0)
        return (-last, place.get((last, e), 0), seed[e])

    return tuple(sorted(seed, key=key))
