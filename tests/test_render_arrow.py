"""The arrow of the last move follows the path around corners instead of cutting across."""

from __future__ import annotations

import itertools
import math

import pytest

from bot.engine import Event, Game, GreedyMover, Ruleset, SeededDice, position_of, record_game
from rendering import compose, piece_spots
from rendering.draw import move_path
from rendering.layout import Point, layout
from rendering.palette import ARROW

SIZE = 720


def distance_to_path(p: Point, path: list[Point]) -> float:
    """The distance from ``p`` to the polyline ``path``."""
    best = math.inf
    for a, b in itertools.pairwise(path):
        ab = (b[0] - a[0], b[1] - a[1])
        t = ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / max(1e-9, ab[0] ** 2 + ab[1] ** 2)
        t = min(1.0, max(0.0, t))
        best = min(best, math.dist(p, (a[0] + t * ab[0], a[1] + t * ab[1])))
    return best


def corner_move(preset: str, players: int) -> tuple[Game, list[Event], Event]:
    """The first move in a recorded game whose straight line would leave the path by
    most of a cell (it turns a corner; a straight arrow would cut across)."""
    game = Game.new(Ruleset.preset(preset, players=players), players=players)
    start = game.to_dict()
    actions = record_game(game, SeededDice(5), GreedyMover())
    game = Game.from_dict(start)
    L = layout(game.board.name, SIZE)
    for action in actions:
        events = game.apply(action)
        for e in events:
            if e.kind != "moved":
                continue
            path = move_path(position_of(game), L, e)
            mid = ((path[0][0] + path[-1][0]) / 2, (path[0][1] + path[-1][1]) / 2)
            if distance_to_path(mid, path) > L.cell * 0.9:
                return game, events, e
    raise AssertionError("no move turned a corner")


@pytest.mark.parametrize(("preset", "players"), [("madn", 4), ("ludo", 4), ("mejn", 6)])
def test_the_arrow_turns_corners_with_the_path(preset: str, players: int) -> None:
    game, events, e = corner_move(preset, players)
    L = layout(game.board.name, SIZE)
    path = move_path(position_of(game), L, e)
    assert len(path) == abs(e.to - e.frm) + 1  # one point per square passed
    img = compose(
        position_of(game), ["A", "B", "C", "D", "E", "F"][:players], events, SIZE
    ).convert("RGB")
    spots = piece_spots(position_of(game), L)

    def free(p: Point) -> bool:
        return all(math.dist(p, s.centre) > s.radius * 1.5 for s in spots)

    # Along the path (between squares, away from pieces) the arrow is drawn...
    between = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in itertools.pairwise(path[:-1])]
    probes = [p for p in between if free(p)]
    assert probes
    for p in probes:
        assert img.getpixel((round(p[0]), round(p[1]))) == ARROW
    # ...and not across the corner, where the straight line would run.
    mid = ((path[0][0] + path[-1][0]) / 2, (path[0][1] + path[-1][1]) / 2)
    assert img.getpixel((round(mid[0]), round(mid[1]))) != ARROW
