"""Where every square of every board sits, in board units and then in pixels.

The classic boards are built from one rule for any number of arms: each colour owns ten
track squares, five running in along one side of its arm and five running out along the
next arm (the last being that arm's middle end square, where the next colour turns home).
For four arms this gives exactly the familiar 11 × 11 cross. The Ludo cross is the 15 × 15
grid of the real board.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import BOARDS, Board

Point = tuple[float, float]

BANNER = 0.16
"""The banner's height as a share of the board's width."""


@dataclass(frozen=True, slots=True)
class Layout:
    """Pixel centres for one board at one size."""

    board: Board
    width: int
    height: int
    top: int
    cell: float
    track: tuple[Point, ...]
    yard: tuple[tuple[Point, ...], ...]
    home: tuple[tuple[Point, ...], ...]
    goal: tuple[Point, ...]
    """Per colour, where its pieces in the shared goal stand (cross4 only)."""
    centre: Point
    arm_dir: tuple[Point, ...]
    """Per colour, the unit vector of its arm (towards its yard side)."""


def _classic_units(n: int) -> tuple[list[Point], list[list[Point]], list[list[Point]], list[Point]]:
    d = 1.0
    half = math.pi / n
    corner_r = d / math.tan(half)  # where two neighbouring arms' lanes meet
    radius = corner_r + 4 * d
    angle = [math.pi + k * 2 * math.pi / n for k in range(n)]
    u = [(math.cos(a), math.sin(a)) for a in angle]
    v = [(math.cos(a + math.pi / 2), math.sin(a + math.pi / 2)) for a in angle]
    track: list[Point] = []
    homes: list[list[Point]] = []
    yards: list[list[Point]] = []
    dirs: list[Point] = []
    for k in range(n):
        k1 = (k + 1) % n
        a = (u[k][0] * radius + v[k][0] * d, u[k][1] * radius + v[k][1] * d)
        corner_dir = (u[k][0] + u[k1][0], u[k][1] + u[k1][1])
        norm = math.hypot(*corner_dir)
        corner_dist = d / math.sin(half)
        c = (corner_dir[0] / norm * corner_dist, corner_dir[1] / norm * corner_dist)
        b = (u[k1][0] * radius - v[k1][0] * d, u[k1][1] * radius - v[k1][1] * d)
        for i in range(5):
            track.append((a[0] + (c[0] - a[0]) * i / 4, a[1] + (c[1] - a[1]) * i / 4))
        for j in range(1, 5):
            track.append((c[0] + (b[0] - c[0]) * j / 4, c[1] + (b[1] - c[1]) * j / 4))
        track.append((u[k1][0] * radius, u[k1][1] * radius))
        homes.append([(u[k][0] * (radius - i), u[k][1] * (radius - i)) for i in range(1, 5)])
        # The yard sits in the gap between this arm and the next, beside the start square.
        gap = (corner_dir[0] / norm, corner_dir[1] / norm)
        yr = radius * (0.92 if n == 4 else 1.12)
        yc = (gap[0] * yr, gap[1] * yr)
        side = (-gap[1], gap[0])
        s = 0.62 if n == 4 else 0.5
        yards.append(
            [
                (yc[0] + (gx * gap[0] + gy * side[0]) * s, yc[1] + (gx * gap[1] + gy * side[1]) * s)
                for gx, gy in ((-1, -1), (-1, 1), (1, -1), (1, 1))
            ]
        )
        dirs.append(gap)
    return track, homes, yards, dirs


def _rotate15(p: Point, times: int) -> Point:
    x, y = p
    for _ in range(times):
        x, y = 14 - y, x
    return (x, y)


def _cross_units() -> tuple[
    list[Point], list[list[Point]], list[list[Point]], list[Point], list[Point]
]:
    arm = [(1, 6), (2, 6), (3, 6), (4, 6), (5, 6)]
    arm += [(6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0), (7, 0), (8, 0)]
    track: list[Point] = []
    homes: list[list[Point]] = []
    yards: list[list[Point]] = []
    goals: list[Point] = []
    dirs: list[Point] = []
    for k in range(4):
        track += [_rotate15((float(x), float(y)), k) for x, y in arm]
        homes.append([_rotate15((float(i), 7.0), k) for i in range(1, 6)])
        yards.append(
            [_rotate15((x, y), k) for x, y in ((1.7, 1.7), (3.3, 1.7), (1.7, 3.3), (3.3, 3.3))]
        )
        goals.append(_rotate15((6.15, 7.0), k))
        dx, dy = _rotate15((2.5, 2.5), k)
        dirs.append((dx - 7, dy - 7))
    shift = [(x - 7, y - 7) for x, y in track]
    return (
        shift,
        [[(x - 7, y - 7) for x, y in h] for h in homes],
        [[(x - 7, y - 7) for x, y in y_] for y_ in yards],
        [(x - 7, y - 7) for x, y in goals],
        dirs,
    )


@lru_cache(maxsize=32)
def layout(board_name: str, size: int) -> Layout:
    """The layout of ``board_name`` for a picture ``size`` pixels wide."""
    board = BOARDS[board_name]
    if board.goal:
        track, homes, yards, goals, dirs = _cross_units()
        extent = 7.5
    else:
        track, homes, yards, dirs = _classic_units(board.n_colours)
        goals = [(0.0, 0.0)] * board.n_colours
        margin = 0.75 if board.n_colours == 4 else 1.3
        extent = max(max(abs(x), abs(y)) for pts in (track, *yards) for x, y in pts) + margin
    top = round(size * BANNER)
    cell = size / (2 * extent)
    cx, cy = size / 2, top + size / 2

    def px(p: Point) -> Point:
        return (cx + p[0] * cell, cy + p[1] * cell)

    norm = [(x / (math.hypot(x, y) or 1), y / (math.hypot(x, y) or 1)) for x, y in dirs]
    return Layout(
        board=board,
        width=size,
        height=top + size,
        top=top,
        cell=cell,
        track=tuple(px(p) for p in track),
        yard=tuple(tuple(px(p) for p in y) for y in yards),
        home=tuple(tuple(px(p) for p in h) for h in homes),
        goal=tuple(px(p) for p in goals),
        centre=(cx, cy),
        arm_dir=tuple(norm),
    )
