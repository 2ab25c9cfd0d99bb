"""The board as the page draws it: every place, colour, shape and letter, as JSON.

The live page draws the board in the browser (SVG), and it must draw what the card's PNG
draws: the same squares in the same places, the same colours (colour-blind safe), each
colour's own shape and letter. So nothing of that is written again in JavaScript: this
module reads :mod:`rendering.layout`, :mod:`rendering.palette` and
:mod:`rendering.shapes` and hands the page their values, at the size the card's picture
is drawn (:data:`SIZE`; the page scales its SVG's view box, so a square's centre on the
page is the PNG's, scaled). What only the page does (how far an animation runs, the
spread of pieces sharing a square, the same proportions as :mod:`rendering.draw`) lives
in ``web/static/board.js``; the browser tests compare its pieces with the PNG's.

>>> g = board_geometry("classic4")
>>> len(g["track"]), g["track"][0], g["colours"], g["lap"]
(40, [57.48, 414.5], ['red', 'yellow', 'blue', 'green'], 40)
>>> g["tones"]["red"]["base"], g["shapes"]["red"], len(g["shapes"]["yellow"])
('#c81e2d', None, 4)
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from typing import Any, Final

from bot.engine.board import BOARDS, OUT, YARD
from rendering.layout import BANNER, YARD_HALF_4, YARD_RADIUS_6, Point, layout
from rendering.palette import (
    ARROW,
    BACKGROUND,
    BOARD,
    CAPTURE,
    COLOURS,
    FRAME,
    GOLD,
    GRID,
    INK,
    LINE,
    NEUTRAL,
    PATH,
    RGB,
    RING,
    SHADOW,
    SHAPES,
    TRACK,
    WHITE,
    mix,
    readable_on,
    shade,
    tint,
)
from rendering.shapes import polygon

SIZE: Final = 720
"""The width the geometry is given at: the card's picture's (``rendering.draw.
DEFAULT_SIZE``, checked by the tests), so the page's coordinates are the PNG's."""


def hex_of(rgb: RGB) -> str:
    """A colour as CSS writes it.

    >>> hex_of((200, 30, 45))
    '#c81e2d'
    """
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def _tones(rgb: RGB) -> dict[str, str]:
    """One colour's tints and shades, as :mod:`rendering.static` and the pieces use them
    (named for what they paint)."""
    return {
        "base": hex_of(rgb),
        "dark": hex_of(shade(rgb, 0.3)),
        "lane": hex_of(tint(rgb, 0.35)),
        "home": hex_of(tint(rgb, 0.55)),
        "yard": hex_of(tint(rgb, 0.78)),
        "yard_edge": hex_of(tint(rgb, 0.15)),
        "spot": hex_of(tint(rgb, 0.45)),
        "mark": hex_of(shade(rgb, 0.35)),
        "on": hex_of(readable_on(rgb)),
        "court": hex_of(tint(rgb, 0.85)),
        "court_shadow": hex_of(shade(rgb, 0.25)),
        "court_spot": hex_of(tint(rgb, 0.4)),
        "court_spot_shadow": hex_of(tint(rgb, 0.6)),
        "court_mark": hex_of(shade(rgb, 0.3)),
        "piece_edge": hex_of(shade(rgb, 0.45)),
    }


def _points(ps: Iterable[Point]) -> list[list[float]]:
    return [[round(x, 2), round(y, 2)] for x, y in ps]


def _unit_shape(shape: str) -> list[list[float]] | None:
    """A shape's corners for a radius of 1 about the origin (None: a circle)."""
    corners = polygon(shape, 0.0, 0.0, 1.0)
    return None if corners is None else [[round(x, 5), round(y, 5)] for x, y in corners]


@functools.cache
def board_geometry(name: str) -> dict[str, Any]:
    """Everything the page needs to draw board ``name`` as the PNG does (see the module's
    doc): its rules of place (track length, lap, home, goal, the yard's and out's
    progress), every centre in the PNG's
    pixels, and the colours and shapes."""
    board = BOARDS[name]
    L = layout(name, SIZE)
    return {
        "board": name,
        "colours": list(board.colours),
        "track_len": board.track_len,
        "lap": board.lap,
        "home_len": board.home_len,
        "goal": board.goal,
        "last": board.last,
        # The progress of a piece in the yard and of one out of the game (the engine's
        # values: a move's events name where a piece went by them).
        "yard_progress": YARD,
        "out_progress": OUT,
        "starts": [board.start_square(c) for c in range(board.n_colours)],
        "size": SIZE,
        "width": L.width,
        "height": L.height,
        "top": L.top,
        "banner": BANNER,
        "cell": round(L.cell, 4),
        "square_radius": round(L.square_radius, 4),
        "yard_reach": YARD_HALF_4 if board.n_colours == 4 else YARD_RADIUS_6,
        "track": _points(L.track),
        "start": _points(L.start),
        "entry": _points(L.entry),
        "yard": [_points(y) for y in L.yard],
        "yard_centre": _points(L.yard_centre),
        "home": [_points(h) for h in L.home],
        "goal_spots": _points(L.goal),
        "centre": _points([L.centre])[0],
        "tones": {c: _tones(COLOURS[c]) for c in board.colours} | {"neutral": _tones(NEUTRAL)},
        "shapes": {c: _unit_shape(SHAPES[c]) for c in board.colours},
        "ink": {
            "background": hex_of(BACKGROUND),
            "board": hex_of(BOARD),
            "track": hex_of(TRACK),
            "neutral": hex_of(NEUTRAL),
            "arrow": hex_of(ARROW),
            "capture": hex_of(CAPTURE),
            "ring": hex_of(RING),
            "ink": hex_of(INK),
            "white": hex_of(WHITE),
            "frame": hex_of(FRAME),
            "frame_inner": hex_of(mix(FRAME, BOARD, 0.55)),
            "line": hex_of(LINE),
            "shadow": hex_of(SHADOW),
            "panel_shadow": hex_of(shade(BACKGROUND, 0.35)),
            "path": hex_of(PATH),
            "grid": hex_of(GRID),
            "gold": hex_of(GOLD),
            "gold_edge": hex_of(shade(GOLD, 0.3)),
        },
    }


@functools.cache
def geometry_json() -> str:
    """Every board's geometry as one JSON object, by board name (what the page loads)."""
    return json.dumps({name: board_geometry(name) for name in BOARDS}, separators=(",", ":"))


__all__ = ["SIZE", "board_geometry", "geometry_json", "hex_of"]
