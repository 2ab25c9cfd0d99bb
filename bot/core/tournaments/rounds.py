"""The stored rows as the pure tournament functions take them (:mod:`bot.tournaments`):
the entrants, the tables played (a computer filling a seat gets an id of its own, below
zero, so that places and points count every seat), the byes; and back: a round's
tables with the computers' seats, who goes on, the standings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ...store.tournament_rows import EntrantRow, TableRow
from ...tournaments import (
    Bye,
    Entrant,
    Format,
    Reason,
    Round,
    Standing,
    Table,
    TableResult,
    explain,
    pair_knockout,
    pair_swiss,
    standings,
)
from .config import TournamentConfig
from .views import StandingView

COMPUTER = 0
"""A table row's seat that a computer fills."""


def _filler(row: TableRow, seat: int) -> int:
    """A computer's seat as an entrant id of its own (below zero, one per seat)."""
    return -(row.round * 100_000 + row.number * 10 + seat + 1)


def result_of(row: TableRow) -> TableResult | None:
    """A finished table as the pure functions take it (None: not finished)."""
    if row.places is None:
        return None
    ids = [s if s != COMPUTER else _filler(row, i) for i, s in enumerate(row.seats)]
    order = [ids[seat] for place in row.places for seat in place if seat < len(ids)]
    if sorted(order) != sorted(ids):  # a damaged row: every seat shares the last place
        order = ids
    return TableResult(row.round, row.number, tuple(order), tuple(ids))


def results_of(rows: Sequence[TableRow]) -> list[TableResult]:
    return [r for r in (result_of(row) for row in rows) if r is not None]


def byes_of(state: Mapping[str, object]) -> list[Bye]:
    """The byes had, as the tournament's state keeps them (``{round: [ids]}``)."""
    kept = state.get("byes")
    if not isinstance(kept, dict):
        return []
    return [
        Bye(int(r), int(e))
        for r, ids in kept.items()
        if str(r).isdigit() and isinstance(ids, list)
        for e in ids
        if isinstance(e, int)
    ]


def entrants_of(rows: Sequence[EntrantRow], playing: Sequence[int] | None = None) -> list[Entrant]:
    """Those still in (of ``playing`` when given), as the pairings take them."""
    wanted = None if playing is None else set(playing)
    return [
        Entrant(e.user_id, e.rating)
        for e in rows
        if e.status == "in" and (wanted is None or e.user_id in wanted)
    ]


def advancing(
    config: TournamentConfig,
    entrants: Sequence[EntrantRow],
    rows: Sequence[TableRow],
    byes: Sequence[Bye],
    last: int,
) -> list[int]:
    """Who plays the next round: in a Swiss everyone still in; in a knockout the first
    ``advance`` people of each table of round ``last`` (a computer filling a seat never
    goes on) and that round's byes, still in."""
    still = [e.user_id for e in entrants if e.status == "in"]
    if config.format == "swiss" or last == 0:
        return still
    going: list[int] = []
    for row in rows:
        if row.round != last:
            continue
        result = result_of(row)
        people = [e for e in (result.places if result else row.seats) if e > 0]
        going += people[: config.advance]
    going += [b.entrant for b in byes if b.round == last]
    return [e for e in going if e in still]


def pair_round(
    config: TournamentConfig,
    entrants: Sequence[EntrantRow],
    rows: Sequence[TableRow],
    byes: Sequence[Bye],
    playing: Sequence[int],
    round_no: int,
) -> tuple[list[tuple[int, tuple[int, ...]]], tuple[int, ...]]:
    """Round ``round_no``'s tables (their number and seats, a computer's seat
    :data:`COMPUTER` where computers fill a table up to its size) and its byes."""
    people = entrants_of(entrants, playing)
    results = results_of(rows)
    if config.format == "swiss":
        paired = pair_swiss(people, results, config.table_size, round_no, byes=byes)
    else:
        paired = pair_knockout(people, results, config.table_size, round_no, advance=config.advance)
    tables = []
    for table in paired.tables:
        seats = table.seats
        if config.computers:
            seats += (COMPUTER,) * (config.table_size - len(seats))
        tables.append((table.number, seats))
    return tables, paired.byes


def standings_of(
    config: TournamentConfig,
    entrants: Sequence[EntrantRow],
    rows: Sequence[TableRow],
    byes: Sequence[Bye],
    playing: Sequence[int] | None = None,
) -> tuple[tuple[StandingView, ...], tuple[Standing, ...]]:
    """Everyone who played or plays, best first (as views, and as the pure functions'
    lines); ``playing``: who is still in (the rest are marked out)."""
    names = {e.user_id: e.name for e in entrants}
    field = [Entrant(e.user_id, e.rating) for e in entrants if e.status != "left"]
    lines = list(standings(field, results_of(rows), byes=byes))
    if config.format == "knockout":
        # A knockout ranks by how far each got, then by the place at their last table;
        # the points only order those alike in both.
        went = _how_far(rows, byes)
        lines.sort(key=lambda s: (*went.get(s.entrant, (0, 0)), s.rank))
        ranked: list[Standing] = []
        for i, s in enumerate(lines):
            same = bool(ranked) and _alike(ranked[-1], s, went)
            ranked.append(replace(s, rank=ranked[-1].rank if same else i + 1))
        lines = ranked
    still = None if playing is None else set(playing)
    status = {e.user_id: e.status for e in entrants}
    views = tuple(
        StandingView(
            s.rank,
            s.entrant,
            names.get(s.entrant, ""),
            s.points,
            float(s.opponents_points),
            s.games,
            status.get(s.entrant) == "dropped" or (still is not None and s.entrant not in still),
        )
        for s in lines
    )
    return views, tuple(lines)


def _how_far(rows: Sequence[TableRow], byes: Sequence[Bye]) -> dict[int, tuple[int, int]]:
    """Each entrant's knockout key: minus the last round they played (or had a bye in),
    then their place at that round's table (0 for a bye or a table not finished)."""
    went: dict[int, tuple[int, int]] = {}
    for row in sorted(rows, key=lambda r: r.round):
        result = result_of(row)
        for e in row.seats:
            if e > 0:
                place = result.place_of(e) if result is not None else 0
                went[e] = (-row.round, place)
    for b in byes:
        if went.get(b.entrant, (0, 0))[0] > -b.round:
            went[b.entrant] = (-b.round, 0)
    return went


def _alike(a: Standing, b: Standing, went: Mapping[int, tuple[int, int]]) -> bool:
    return went.get(a.entrant) == went.get(b.entrant) and a.level_key() == b.level_key()


def explained(
    config: TournamentConfig,
    entrants: Sequence[EntrantRow],
    rows: Sequence[TableRow],
    byes: Sequence[Bye],
    round_no: int,
) -> tuple[Reason, ...]:
    """Why round ``round_no`` is paired as it is (:func:`bot.tournaments.explain`), from
    what it was paired from: who played it, the tables and byes before it."""
    if round_no < 1:
        return ()
    before = [r for r in rows if r.round < round_no]
    had = [b for b in byes if b.round < round_no]
    seats = [(r.number, tuple(s for s in r.seats if s > 0)) for r in rows if r.round == round_no]
    mine = tuple(b.entrant for b in byes if b.round == round_no)
    playing = {s for _, people in seats for s in people} | set(mine)
    field = [Entrant(e.user_id, e.rating) for e in entrants if e.user_id in playing]
    done = Round(round_no, tuple(Table(n, people) for n, people in seats), mine)
    fmt = (
        Format.swiss(config.rounds) if config.format == "swiss" else Format.knockout(config.advance)
    )
    return explain(done, field, results_of(before), fmt, config.table_size, byes=had)
