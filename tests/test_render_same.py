"""The pictures look as they did: three moments (one per board) drawn again and compared
with the pictures the renderer drew before it was made cheaper (``tests/pictures/``).

The board is now drawn on whole pixels and averaged down instead of Lanczos-filtered, and
pieces stand on whole pixels: an edge may move by up to one pixel and an edge pixel blend
its two sides in other proportions. So each pixel must lie within the range of the other
picture's pixels around it (its 3 × 3 neighbourhood) give or take 32 levels a channel (an
edge blend's step), both ways (nothing new drawn, nothing lost), for all but 0.1 % of the
pixels (the corners of polygons rasterised half a pixel apart); and no more than 5 % of
the pixels may differ by more than 32 levels at all (about the share of edge pixels).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.engine import (
    Event,
    Game,
    GreedyMover,
    Ruleset,
    SeededDice,
    action_from_dict,
    position_of,
    record_game,
)
from rendering import compose, piece_spots, render_png
from rendering.layout import layout
from rendering.palette import TRACK

PICTURES = Path(__file__).with_name("pictures")
NAMES = ["Ada", "Bruno", "Chloé", "Dmitri", "Emi", "Farah"]
TOLERANCE = 32
OUTSIDE = 0.001
CHANGED = 0.05
MOMENTS = [("madn", 4, "classic4", 1, 140), ("ludo", 4, "cross4", 2, 160)]
MOMENTS += [("mejn", 6, "classic6", 1, 200)]


def moment(preset: str, players: int, seed: int, plies: int) -> tuple[Game, list[Event]]:
    game = Game.new(Ruleset.preset(preset, players=players), players=players)
    start = game.copy()
    actions = [action_from_dict(a) for a in record_game(game, SeededDice(seed), GreedyMover())]
    events: list[Event] = []
    for action in actions[:plies]:
        events = start.apply(action)
    return start, events


def outside(a: Image.Image, b: Image.Image) -> float:
    """The share of ``a``'s pixels out of the range of ``b``'s 3 × 3 neighbourhood by
    more than :data:`TOLERANCE` in some channel."""
    low, high = b.filter(ImageFilter.MinFilter(3)), b.filter(ImageFilter.MaxFilter(3))
    beyond = ImageChops.lighter(ImageChops.subtract(low, a), ImageChops.subtract(a, high))
    worst = ImageChops.lighter(ImageChops.lighter(*beyond.split()[:2]), beyond.split()[2])
    return sum(worst.histogram()[TOLERANCE + 1 :]) / (a.width * a.height)


def changed(a: Image.Image, b: Image.Image) -> float:
    d = ImageChops.difference(a, b).split()
    worst = ImageChops.lighter(ImageChops.lighter(d[0], d[1]), d[2])
    return sum(worst.histogram()[TOLERANCE + 1 :]) / (a.width * a.height)


@pytest.mark.parametrize(("preset", "players", "board", "seed", "plies"), MOMENTS)
def test_a_move_looks_as_it_did(
    preset: str, players: int, board: str, seed: int, plies: int
) -> None:
    game, events = moment(preset, players, seed, plies)
    assert game.board.name == board
    png = render_png(position_of(game), NAMES[:players], events)
    now = Image.open(io.BytesIO(png)).convert("RGB")
    with Image.open(PICTURES / f"{board}.webp") as before_file:
        before = before_file.convert("RGB")
    assert now.size == before.size
    assert now.tobytes() == compose(position_of(game), NAMES[:players], events).tobytes()
    assert outside(now, before) <= OUTSIDE, board
    assert outside(before, now) <= OUTSIDE, board
    assert changed(now, before) <= CHANGED, board


def test_the_comparison_sees_a_missing_piece() -> None:
    """The comparison is not blind: the picture with one piece painted over fails it."""
    game, events = moment("madn", 4, 1, 140)
    now = compose(position_of(game), NAMES[:4], events)
    spot = piece_spots(position_of(game), layout("classic4", now.width))[0]
    (x, y), r = spot.centre, spot.radius
    ImageDraw.Draw(now).ellipse((x - r, y - r, x + r, y + r), fill=TRACK)
    with Image.open(PICTURES / "classic4.webp") as before_file:
        before = before_file.convert("RGB")
    assert outside(before, now) > OUTSIDE
