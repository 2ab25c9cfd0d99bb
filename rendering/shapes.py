"""Each colour's own shape (the second cue beside colour), for its pieces and chips."""

from __future__ import annotations

import math

from PIL import ImageDraw

from .layout import Point


def polygon(shape: str, cx: float, cy: float, r: float) -> list[Point] | None:
    """The corners of ``shape`` of radius ``r`` about (``cx``, ``cy``); None for a circle.
    The live page draws its pieces from these too (:mod:`web.geometry`)."""
    sides = {"square": 4, "diamond": 4, "hexagon": 6, "pentagon": 5, "octagon": 8}.get(shape)
    if sides is None:
        return None
    start = {"square": math.pi / 4, "diamond": 0.0, "hexagon": 0.0, "pentagon": -math.pi / 2}
    a0 = start.get(shape, math.pi / 8)
    k = {"square": 0.92, "diamond": 1.12, "pentagon": 1.08}.get(shape, 1.04)
    return [
        (
            cx + r * k * math.cos(a0 + i * 2 * math.pi / sides),
            cy + r * k * math.sin(a0 + i * 2 * math.pi / sides),
        )
        for i in range(sides)
    ]


def draw_mark(
    draw: ImageDraw.ImageDraw,
    shape: str,
    c: Point,
    r: float,
    fill: tuple[int, int, int],
    outline: tuple[int, int, int],
    width: int,
) -> None:
    """A colour's own shape: the second cue beside colour."""
    poly = polygon(shape, c[0], c[1], r)
    if poly is None:
        draw.ellipse(
            (c[0] - r, c[1] - r, c[0] + r, c[1] + r), fill=fill, outline=outline, width=width
        )
    else:
        draw.polygon(poly, fill=fill, outline=outline, width=width)


__all__ = ["draw_mark", "polygon"]
