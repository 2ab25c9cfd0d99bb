"""Where every square of every board sits: first in board units, then in pixels.

The classic boards follow one rule for any number of arms: each colour owns ten track
squares, five running in along one side of its arm and five running out along the next
arm, the last being that arm's middle end square, where the arm's colour turns into its
home row. For four arms this is exactly the 11 × 11 cross of *Mensch ärgere dich nicht*;
for six it is the six-armed star. The Ludo cross is the real 15 × 15 grid: 13 track
squares per arm, the coloured lane along the middle of each arm, the goal in the centre.

Track squares are numbered clockwise as in :mod:`bot.engine.board`: square 0 is the
first colour's start square; the picture is ``size`` pixels wide and ``BANNER`` taller,
the board being the ``size`` × ``size`` square under the banner.

>>> L = layout("classic4", 720)
>>> len(L.track), len(L.home[0]), len(L.yard[3]), L.start[1] == L.track[10]
(40, 4, 4, True)
>>> [round(v) for v in L.track[0]], [round(v) for v in L.home[0][3]]
([57, 414], [299, 475])
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from bot.engine.board import BOARDS, Board

Point = tuple[float, float]

BANNER: Final = 0.16
"""The banner's height as a share of the board's width (the banner is drawn above)."""
YARD_HALF_4: Final = 1.22
"""Half the side of a classic4 yard, in cells."""
YARD_RADIUS_6: Final = 1.3
"""The radius of a classic6 yard, in cells."""


@dataclass(frozen=True, slots=True)
class Layout:
    """Pixel centres of every place on one board at one size."""

    board: Board
    size: int
    """The board's side in pixels (the picture's width)."""
    width: int
    height: int
    """The picture's height: the banner plus the board."""
    top: int
    """The banner's height: where the board starts."""
    cell: float
    """The distance between two neighbouring squares' centres."""
    square_radius: float
    """Half the side (or the radius) of one drawn square."""
    track: tuple[Point, ...]
    """Per absolute track square (clockwise from colour 0's start square)."""
    start: tuple[Point, ...]
    """Per colour, its start square (``track[board.start_square(c)]``)."""
    entry: tuple[Point, ...]
    """Per colour, the last track square it walks before turning into its home."""
    yard: tuple[tuple[Point, ...], ...]
    """Per colour, the four spots of its yard."""
    yard_centre: tuple[Point, ...]
    home: tuple[tuple[Point, ...], ...]
    """Per colour, its home squares from the entrance inwards (slots or lane)."""
    goal: tuple[Point, ...]
    """Per colour, where its pieces in the shared goal stand (cross4; else the centre)."""
    centre: Point
    arm_dir: tuple[Point, ...]
    """Per colour, the unit vector from the centre towards its yard."""

    def scaled(self, k: int) -> Layout:
        """This layout ``k`` times larger (to draw supersampled, then scale down)."""

        def pts(ps: tuple[Point, ...]) -> tuple[Point, ...]:
            return tuple((x * k, y * k) for x, y in ps)

        return Layout(
            board=self.board,
            size=self.size * k,
            width=self.width * k,
            height=self.height * k,
            top=self.top * k,
            cell=self.cell * k,
            square_radius=self.square_radius * k,
            track=pts(self.track),
            start=pts(self.start),
            entry=pts(self.entry),
            yard=tuple(pts(y) for y in self.yard),
            yard_centre=pts(self.yard_centre),
            home=tuple(pts(h) for h in self.home),
            goal=pts(self.goal),
            centre=(self.centre[0] * k, self.centre[1] * k),
            arm_dir=self.arm_dir,
        )


@dataclass(frozen=True, slots=True)
class _Units:
    track: list[Point]
    home: list[list[Point]]
    yard: list[list[Point]]
    yard_centre: list[Point]
    goal: list[Point]
    extent: float
    """Half the board's side, in units of one cell."""
    radius: float
    """A square's drawn radius, in cells."""


def _classic_units(n: int) -> _Units:
    half = math.pi / n
    corner_r = 1 / math.tan(half)  # where two neighbouring arms' side lanes meet
    radius = corner_r + 4  # the arm's end, in cells from the centre
    u = [(math.cos(math.pi + k * 2 * half), math.sin(math.pi + k * 2 * half)) for k in range(n)]
    v = [(-uy, ux) for ux, uy in u]  # a quarter turn: along the arm's width
    track: list[Point] = []
    homes: list[list[Point]] = []
    yards: list[list[Point]] = []
    centres: list[Point] = []
    for k in range(n):
        k1 = (k + 1) % n
        # In along arm k's clockwise side, round the corner, out along arm k+1, ending on
        # the middle of arm k+1's end (where the next colour turns home).
        a = (u[k][0] * radius + v[k][0], u[k][1] * radius + v[k][1])
        gx, gy = u[k][0] + u[k1][0], u[k][1] + u[k1][1]
        g = math.hypot(gx, gy)
        gap = (gx / g, gy / g)
        c = (gap[0] / math.sin(half), gap[1] / math.sin(half))
        b = (u[k1][0] * radius - v[k1][0], u[k1][1] * radius - v[k1][1])
        track += [(a[0] + (c[0] - a[0]) * i / 4, a[1] + (c[1] - a[1]) * i / 4) for i in range(5)]
        track += [(c[0] + (b[0] - c[0]) * i / 4, c[1] + (b[1] - c[1]) * i / 4) for i in range(1, 5)]
        track.append((u[k1][0] * radius, u[k1][1] * radius))
        homes.append([(u[k][0] * (radius - i), u[k][1] * (radius - i)) for i in range(1, 5)])
        # The yard: in the gap between arm k and arm k+1, next to k's start square.
        if n == 4:
            yc = (gap[0] * radius * 0.96, gap[1] * radius * 0.96)
            spots = [(-0.55, -0.55), (0.55, -0.55), (-0.55, 0.55), (0.55, 0.55)]
            yard = [(yc[0] + dx, yc[1] + dy) for dx, dy in spots]
        else:
            yc = (gap[0] * (radius + 0.45), gap[1] * (radius + 0.45))
            side = (-gap[1], gap[0])
            spots = [(-0.52, -0.52), (-0.52, 0.52), (0.52, -0.52), (0.52, 0.52)]
            yard = [
                (yc[0] + gap[0] * p + side[0] * q, yc[1] + gap[1] * p + side[1] * q)
                for p, q in spots
            ]
        yards.append(yard)
        centres.append(yc)
    # Half the board: the farthest square or yard edge, and a margin for the frame.
    reach = YARD_HALF_4 if n == 4 else YARD_RADIUS_6
    extent = max(
        max(max(abs(x), abs(y)) for x, y in track) + 0.4,
        max(max(abs(x), abs(y)) for x, y in centres) + reach,
    )
    extent += 0.55 if n == 4 else 0.45
    return _Units(track, homes, yards, centres, [(0.0, 0.0)] * n, extent, 0.4)


def _rotate15(p: Point, times: int) -> Point:
    """A quarter turn clockwise about the centre of the 15 × 15 grid, ``times`` times."""
    x, y = p
    for _ in range(times):
        x, y = 14 - y, x
    return (x, y)


def _cross_units() -> _Units:
    # Colour 0's 13 squares: out along the left arm's top row from its start square, up
    # the top arm's left column, across the top end (its middle square is where colour 1
    # turns into its lane), to the top arm's right corner; the other arms are turned.
    arm = [(1, 6), (2, 6), (3, 6), (4, 6), (5, 6)]
    arm += [(6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0), (7, 0), (8, 0)]
    track: list[Point] = []
    homes: list[list[Point]] = []
    yards: list[list[Point]] = []
    centres: list[Point] = []
    goals: list[Point] = []
    for k in range(4):
        track += [_rotate15((float(x), float(y)), k) for x, y in arm]
        homes.append([_rotate15((float(i), 7.0), k) for i in range(1, 6)])
        spots = ((1.6, 1.6), (3.4, 1.6), (1.6, 3.4), (3.4, 3.4))
        yards.append([_rotate15(p, k) for p in spots])
        centres.append(_rotate15((2.5, 2.5), k))
        goals.append(_rotate15((6.05, 7.0), k))

    def shift(p: Point) -> Point:
        return (p[0] - 7, p[1] - 7)

    return _Units(
        [shift(p) for p in track],
        [[shift(p) for p in h] for h in homes],
        [[shift(p) for p in y] for y in yards],
        [shift(p) for p in centres],
        [shift(p) for p in goals],
        7.5 + 0.65,
        0.5,
    )


@lru_cache(maxsize=64)
def _layout(board_name: str, size: int) -> Layout:
    board = BOARDS[board_name]
    units = _cross_units() if board.goal else _classic_units(board.n_colours)
    top = round(size * BANNER)
    cell = size / (2 * units.extent)
    cx, cy = size / 2, top + size / 2

    def px(p: Point) -> Point:
        return (cx + p[0] * cell, cy + p[1] * cell)

    track = tuple(px(p) for p in units.track)
    dirs = []
    for x, y in units.yard_centre:
        d = math.hypot(x, y) or 1.0
        dirs.append((x / d, y / d))
    colours = range(board.n_colours)
    return Layout(
        board=board,
        size=size,
        width=size,
        height=top + size,
        top=top,
        cell=cell,
        square_radius=cell * units.radius,
        track=track,
        start=tuple(track[board.start_square(c)] for c in colours),
        entry=tuple(track[board.track_square(c, board.lap - 1)] for c in colours),
        yard=tuple(tuple(px(p) for p in y) for y in units.yard),
        yard_centre=tuple(px(p) for p in units.yard_centre),
        home=tuple(tuple(px(p) for p in h) for h in units.home),
        goal=tuple(px(p) for p in units.goal),
        centre=(cx, cy),
        arm_dir=tuple(dirs),
    )


def layout(board: Board | str, size: int) -> Layout:
    """The layout of ``board`` (a :class:`Board` or its name) for a picture ``size``
    pixels wide; cached."""
    return _layout(board if isinstance(board, str) else board.name, size)


__all__ = ["BANNER", "Layout", "Point", "layout"]
