"""Why a round is paired as it is: reasons as codes and values, for the edge to word
(``/ludo tournament pairings``), never sentences.

Each :class:`Reason` has a ``code``, the table it is about (0: the round as a whole),
the entrants it names and its values by name:

- ``tables`` (0): ``count`` entrants at ``tables`` tables of ``largest`` to ``smallest``
  seats, for a chosen size of ``size``.
- ``bye`` (0, the entrant): Swiss, ``rank`` in the standings and ``points`` of the
  lowest ranked with the fewest byes (``byes_before``); knockout, ``seed`` of a top seed.
- ``points`` (a table, its entrants): a Swiss table's score group, from ``high`` to
  ``low`` points.
- ``moved`` (a table, the entrant): a Swiss entrant seated away from the table their
  place in the standings gave (``from_table``), so that fewer met again.
- ``repeat`` (a table, two entrants): they meet again, ``times`` met before; no seating
  the search found avoids it.
- ``seed`` (a table, the entrant): a knockout entrant's ``seed`` (1 = the best rated).
- ``seat`` (a table, the entrant): moves ``seat`` of the table, having moved last
  ``times_last`` times before.

>>> from bot.tournaments.model import Entrant, Format
>>> from bot.tournaments.pairing import pair_swiss
>>> people = [Entrant(i, rating=1500 - i) for i in range(1, 6)]
>>> done = pair_swiss(people, [], 4, 1)
>>> reasons = explain(done, people, [], Format.swiss(3), 4)
>>> reasons[0].code, reasons[0].values
('tables', (('count', 5), ('tables', 2), ('size', 4), ('largest', 3), ('smallest', 2)))
>>> [r.code for r in reasons if r.table == 1]
['points', 'seat', 'seat', 'seat']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .grouping import Met
from .model import POINTS, Bye, Entrant, Format, Kind, Points, Round, TableResult
from .pairing import knockout_seeds, swiss_plan
from .seating import Lateness, lateness
from .standings import standings


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason: a code, the table (0: the round), the entrants, the values by name."""

    code: str
    table: int
    entrants: tuple[int, ...]
    values: tuple[tuple[str, int], ...] = ()

    def value(self, name: str) -> int:
        return dict(self.values)[name]


def _sizes(done: Round, size: int) -> Reason:
    counts = [len(t.seats) for t in done.tables]
    return Reason(
        "tables",
        0,
        (),
        (
            ("count", len(done.seated())),
            ("tables", len(counts)),
            ("size", size),
            ("largest", max(counts, default=0)),
            ("smallest", min(counts, default=0)),
        ),
    )


def _seats(done: Round, late: Lateness) -> list[Reason]:
    return [
        Reason("seat", t.number, (e,), (("seat", i), ("times_last", late.get(e, (0, 0))[0])))
        for t in done.tables
        for i, e in enumerate(t.seats, 1)
    ]


def _repeats(done: Round, met: Met) -> list[Reason]:
    found = []
    for t in done.tables:
        seats = sorted(t.seats)
        for i, a in enumerate(seats):
            for b in seats[i + 1 :]:
                times = met.get(a, {}).get(b, 0)
                if times:
                    found.append(Reason("repeat", t.number, (a, b), (("times", times),)))
    return found


def _swiss(
    done: Round,
    entrants: Sequence[Entrant],
    results: Sequence[TableResult],
    table_size: int,
    byes: Sequence[Bye],
    points: Points,
) -> list[Reason]:
    plan = swiss_plan(entrants, results, table_size, byes=byes, points=points)
    reasons = [_sizes(done, table_size)]
    ranks = {s.entrant: s.rank for s in standings(entrants, results, byes=byes, points=points)}
    for e in done.byes:
        before = sum(1 for b in byes if b.entrant == e)
        values = (("rank", ranks[e]), ("points", plan.score.get(e, 0)), ("byes_before", before))
        reasons.append(Reason("bye", 0, (e,), values))
    layout: dict[int, int] = {}
    start = 0
    for number, size in enumerate(plan.sizes, 1):
        layout.update(dict.fromkeys(plan.order[start : start + size], number))
        start += size
    for t in done.tables:
        have = [plan.score.get(e, 0) for e in t.seats]
        reasons.append(
            Reason("points", t.number, t.seats, (("high", max(have)), ("low", min(have))))
        )
        reasons += [
            Reason("moved", t.number, (e,), (("from_table", layout[e]),))
            for e in t.seats
            if layout.get(e, t.number) != t.number
        ]
    return reasons + _repeats(done, plan.met) + _seats(done, plan.late)


def _knockout(done: Round, entrants: Sequence[Entrant], table_size: int) -> list[Reason]:
    seed = {e: i for i, e in enumerate(knockout_seeds(entrants), 1)}
    reasons = [_sizes(done, table_size)]
    reasons += [Reason("bye", 0, (e,), (("seed", seed[e]),)) for e in done.byes]
    reasons += [
        Reason("seed", t.number, (e,), (("seed", seed[e]),)) for t in done.tables for e in t.seats
    ]
    return reasons


def explain(
    done: Round,
    entrants: Sequence[Entrant],
    results: Sequence[TableResult],
    fmt: Format,
    table_size: int,
    *,
    byes: Sequence[Bye] = (),
    points: Points = POINTS,
) -> tuple[Reason, ...]:
    """The reasons for ``done``, given what it was paired from (the arguments of
    :func:`~.pairing.pair_swiss` or :func:`~.pairing.pair_knockout`), round first, then
    table by table."""
    if fmt.kind is Kind.SWISS:
        reasons = _swiss(done, entrants, results, table_size, byes, points)
    else:
        reasons = _knockout(done, entrants, table_size) + _seats(done, lateness(results))
    return tuple(sorted(reasons, key=lambda r: r.table))
