"""Standings: points by place, the tie-breaks in their order, shared ranks, the podium."""

from __future__ import annotations

import pytest

from bot.tournaments import POINTS, Bye, Entrant, Points, TableResult, podium, standings


def people(count: int) -> list[Entrant]:
    return [Entrant(i, rating=1000.0) for i in range(1, count + 1)]


def test_points_by_place_and_table_size() -> None:
    results = [
        TableResult(1, 1, places=(1, 2, 3, 4), seats=(1, 2, 3, 4)),
        TableResult(1, 2, places=(5, 6, 7), seats=(5, 6, 7)),
        TableResult(1, 3, places=(9, 8), seats=(8, 9)),
    ]
    lines = {s.entrant: s for s in standings(people(10), results, byes=[Bye(1, 10)])}
    assert [lines[e].points for e in range(1, 11)] == [6, 4, 2, 0, 5, 3, 1, 0, 3, POINTS.bye]
    assert lines[10].byes == 1 and lines[10].games == 0
    assert lines[1].places == (1, 0, 0, 0) and lines[7].places == (0, 0, 1, 0)


def test_opponents_points_break_a_tie_of_points() -> None:
    # 1 and 3 both won a table of two; then 1's opponent (2) won, 3's (4) lost.
    results = [
        TableResult(1, 1, (1, 2), (1, 2)),
        TableResult(1, 2, (3, 4), (3, 4)),
        TableResult(2, 1, (2, 5), (2, 5)),
        TableResult(2, 2, (6, 4), (4, 6)),
    ]
    lines = {s.entrant: s for s in standings(people(6), results)}
    assert lines[1].points == lines[3].points == 3
    assert lines[1].opponents_points == 3 and lines[3].opponents_points == 0
    assert lines[1].rank < lines[3].rank


def test_places_then_head_to_head_then_a_shared_rank() -> None:
    two_tables = Points(by_size=((3, (2, 1, 1)),), bye=0)
    # 1 and 2 end level on points (3) and opponents' points; 1 has a first, 2 none.
    results = [TableResult(1, 1, (1, 3, 2), (1, 2, 3)), TableResult(2, 1, (2, 3, 1), (1, 2, 3))]
    lines = standings(people(3), results, points=two_tables)
    assert [s.entrant for s in lines][:2] in ([1, 2], [2, 1])
    by = {s.entrant: s for s in lines}
    assert by[1].places == by[2].places == (1, 0, 1)
    # Level on points, opponents' points and places: head to head is 0 each (1 ahead
    # once, behind once), so they share a rank, ordered by rating then id.
    assert by[1].head_to_head == by[2].head_to_head == 0
    assert by[1].rank == by[2].rank == 1 and by[3].rank == 3
    assert [s.entrant for s in podium(lines)] == [1, 2, 3]


def test_head_to_head_decides_between_the_level() -> None:
    flat = Points(by_size=((2, (1, 1)),), bye=0)
    # 1 and 2: a first and a second each, opponents' points 3 each; 2 finished ahead of
    # 1 at their shared table, so 2 ranks first although 1's id is lower.
    results = [
        TableResult(1, 1, (2, 1), (1, 2)),
        TableResult(2, 1, (1, 3), (1, 3)),
        TableResult(2, 2, (4, 2), (2, 4)),
    ]
    lines = standings(people(4), results, points=flat)
    assert [s.entrant for s in lines] == [2, 1, 4, 3]
    assert [s.head_to_head for s in lines[:2]] == [1, -1]
    assert lines[0].opponents_points == lines[1].opponents_points == 3
    assert [s.rank for s in lines] == [1, 2, 3, 4]


def test_points_must_name_every_place_best_first() -> None:
    with pytest.raises(ValueError):
        Points(by_size=((3, (1, 3, 5)),))
    with pytest.raises(ValueError):
        Points(by_size=((4, (6, 4, 2)),))
    with pytest.raises(ValueError):
        TableResult(1, 1, places=(1, 2), seats=(1, 3))
