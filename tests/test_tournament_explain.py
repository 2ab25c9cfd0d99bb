"""The reasons of a pairing: every seat, bye, repeat and move is accounted for, by code."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments import Entrant, Format, TableResult, explain, pair_knockout, pair_swiss
from bot.tournaments.grouping import meetings, repeats
from tests.test_tournament_pairing import entrants, swiss

fields = st.tuples(st.integers(2, 30), st.integers(2, 6), st.integers(1, 5), st.integers(0, 99))


@settings(max_examples=40, deadline=None)
@given(fields)
def test_swiss_reasons_account_for_the_round(field: tuple[int, int, int, int]) -> None:
    count, size, rounds, seed = field
    people = entrants(count, seed)
    for done, results, byes in swiss(people, size, rounds, seed):
        reasons = explain(done, people, results, Format.swiss(rounds), size, byes=byes)
        codes = [r.code for r in reasons]
        assert reasons[0].code == "tables" and reasons[0].value("count") == count
        assert [r.entrants[0] for r in reasons if r.code == "bye"] == list(done.byes)
        seats = {(r.table, r.entrants[0]): r.value("seat") for r in reasons if r.code == "seat"}
        assert seats == {(t.number, e): i for t in done.tables for i, e in enumerate(t.seats, 1)}
        met = meetings(r.places for r in results)
        times = sum(r.value("times") for r in reasons if r.code == "repeat")
        assert times == repeats([t.seats for t in done.tables], met)
        assert codes.count("points") == len(done.tables)
        for r in reasons:
            if r.code == "points":
                assert r.value("high") >= r.value("low")
            if r.code == "moved":
                assert r.value("from_table") != r.table


def test_a_moved_entrant_is_named_with_the_table_they_left() -> None:
    # 1 beat 2 then 3; 3 beat 4; 2 beat 4. The layout (standings order) seats 1 with 2
    # and 3 with 4, who met: the only seating without a repeat is 1-4 and 2-3, so two
    # of them left their layout table for the other.
    people = [Entrant(i, rating=1500 - i) for i in range(1, 5)]
    results = [
        TableResult(1, 1, (1, 2), (1, 2)),
        TableResult(1, 2, (3, 4), (3, 4)),
        TableResult(2, 1, (1, 3), (1, 3)),
        TableResult(2, 2, (2, 4), (2, 4)),
    ]
    done = pair_swiss(people, results, 2, 3)
    assert sorted(sorted(t.seats) for t in done.tables) == [[1, 4], [2, 3]]
    reasons = explain(done, people, results, Format.swiss(3), 2)
    assert not [r for r in reasons if r.code == "repeat"]
    moved = {r.entrants[0]: (r.value("from_table"), r.table) for r in reasons if r.code == "moved"}
    assert sorted(moved.values()) == [(1, 2), (2, 1)]


def test_knockout_reasons_give_each_seed() -> None:
    people = entrants(9)
    done = pair_knockout(people, [], 4, 1, advance=2)
    reasons = explain(done, people, [], Format.knockout(2), 4)
    seeds = {r.entrants[0]: r.value("seed") for r in reasons if r.code in ("seed", "bye")}
    assert sorted(seeds.values()) == list(range(1, 10))
    assert [r.value("seed") for r in reasons if r.code == "bye"] == list(
        range(1, len(done.byes) + 1)
    )
