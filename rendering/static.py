"""The empty board: drawn once per (board, colours in play, size) and cached.

Everything that never moves is here: the board, the track, the yards, start squares,
homes and goal in the players' colours (grey for colours nobody plays), the arrows where
pieces come in and where they turn home, and each colour's letter on its yard and start
square, so that no place is told apart by colour alone.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Final

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.engine.board import Board

from .bands import Backdrop
from .fonts import draw_text, font
from .layout import YARD_HALF_4, YARD_RADIUS_6, Layout, Point, layout
from .palette import (
    BACKGROUND,
    BOARD,
    FRAME,
    GOLD,
    GRID,
    LETTERS,
    LINE,
    PATH,
    RGB,
    SHADOW,
    TRACK,
    colour_rgb,
    mix,
    quantized,
    readable_on,
    shade,
    tint,
)

SUPERSAMPLE: Final = 2
"""Drawn this many times larger, then shrunk by :func:`_shrink` (each pixel from its
2 × 2 block): smooth edges without Pillow's AA, in few steps rather than ringing through
many shades as a Lanczos filter does, which leaves the palette picture smaller to encode
and looks the same."""


def static_board(
    board: Board | str,
    in_play: Iterable[int],
    size: int,
    letters: Mapping[str, str] | None = None,
) -> Image.Image:
    """The empty board for the colours ``in_play`` (indices into ``board.colours``), as an
    RGB picture ``size`` wide with the banner's room left empty at the top; each
    colour's mark from ``letters`` (the language's, see
    :func:`rendering.words.colour_letter`; English's by default).

    Cached: the same image object comes back for the same arguments, so ``copy()`` it
    before drawing on it. Its colours are the palette's: what every picture shows.
    """
    return _static_rgb(*_key(board, in_play, size, letters))


def backdrop(
    board: Board | str,
    in_play: Iterable[int],
    size: int,
    letters: Mapping[str, str] | None = None,
) -> Backdrop:
    """:func:`static_board` as a palette picture in the fixed palette (what a move's
    picture is drawn on), with its PNG encoding's parts; cached the same way."""
    return _static_frame(*_key(board, in_play, size, letters))


def _key(
    board: Board | str, in_play: Iterable[int], size: int, letters: Mapping[str, str] | None
) -> tuple[str, tuple[int, ...], int, tuple[str, ...]]:
    name = board if isinstance(board, str) else board.name
    marks = tuple((letters or LETTERS).get(c, mark) for c, mark in LETTERS.items())
    return name, tuple(sorted(set(in_play))), size, marks


@lru_cache(maxsize=4)
def _static_rgb(
    board_name: str, in_play: tuple[int, ...], size: int, marks: tuple[str, ...]
) -> Image.Image:
    return _static_frame(board_name, in_play, size, marks).image.convert("RGB")


@lru_cache(maxsize=48)
def _static_frame(
    board_name: str, in_play: tuple[int, ...], size: int, marks: tuple[str, ...]
) -> Backdrop:
    small = layout(board_name, size)
    big = _on_whole_pixels(small.scaled(SUPERSAMPLE), SUPERSAMPLE)
    img = Image.new("RGB", (big.width, big.height), BACKGROUND)
    _panel(img, big)
    draw = ImageDraw.Draw(img)
    letters = dict(zip(LETTERS, marks, strict=True))
    if big.board.goal:
        _cross(img, draw, big, in_play, letters)
    else:
        _classic(img, draw, big, in_play, letters)
    return Backdrop(quantized(_shrink(img)))


def _shrink(img: Image.Image) -> Image.Image:
    """``img`` half as wide and high, each pixel the mean of its 2 × 2 block, unless
    three or four of the block are one colour: then that colour. An edge then blends
    its two sides in three steps (none, half, all) rather than five, which the eye does
    not tell apart at this size, and the board takes a seventh fewer bytes as PNG."""
    w, h = img.width // 2, img.height // 2
    a, b, c, d = (
        img.transform((w, h), Image.Transform.AFFINE, (2, 0, x - 0.5, 0, 2, y - 0.5))
        for y in (0, 1)
        for x in (0, 1)
    )

    def same(p: Image.Image, q: Image.Image) -> Image.Image:
        r, g, b = ImageChops.difference(p, q).split()
        return ImageChops.lighter(ImageChops.lighter(r, g), b).point(lambda v: 0 if v else 255, "1")

    ab, ac, ad = same(a, b), same(a, c), same(a, d)
    both = ImageChops.logical_and
    a_most = ImageChops.logical_or(both(ab, ac), both(ad, ImageChops.logical_or(ab, ac)))
    out = img.reduce(2)
    out.paste(b, (0, 0), both(same(b, c), same(b, d)))
    out.paste(a, (0, 0), a_most)
    return out


def _on_whole_pixels(L: Layout, k: int) -> Layout:
    """``L`` (drawn ``k`` times larger) with every place moved to the nearest whole pixel
    of the picture: each square is then drawn alike, pixel for pixel, which the PNG's
    compression finds again (a third fewer bytes on classic6). A move of at most half a
    pixel; the pieces are drawn on whole pixels too (:mod:`rendering.stamps`)."""

    def on(p: Point) -> Point:
        return (float(round(p[0] / k) * k), float(round(p[1] / k) * k))

    def all_on(ps: tuple[Point, ...]) -> tuple[Point, ...]:
        return tuple(on(p) for p in ps)

    return dataclasses.replace(
        L,
        track=all_on(L.track),
        start=all_on(L.start),
        entry=all_on(L.entry),
        yard=tuple(all_on(y) for y in L.yard),
        yard_centre=all_on(L.yard_centre),
        home=tuple(all_on(h) for h in L.home),
        goal=all_on(L.goal),
        centre=on(L.centre),
    )


# -- pieces of drawing ------------------------------------------------------------------


def _panel(img: Image.Image, L: Layout) -> None:
    """The board itself: a rounded panel with a soft shadow and a double frame."""
    cell = L.cell
    pad = cell * 0.22
    box = (pad, L.top + pad, L.width - pad, L.height - pad)
    radius = cell * 0.7
    shadow = Image.new("L", img.size, 0)
    sd = ImageDraw.Draw(shadow)
    off = cell * 0.08
    sd.rounded_rectangle(
        (box[0] + off, box[1] + off * 1.5, box[2] + off, box[3] + off * 1.5),
        radius=radius,
        fill=110,
    )
    shadow = shadow.filter(ImageFilter.GaussianBlur(cell * 0.12))
    img.paste(Image.new("RGB", img.size, shade(BACKGROUND, 0.35)), (0, 0), shadow)
    draw = ImageDraw.Draw(img)
    draw.rounded_rectangle(box, radius=radius, fill=BOARD, outline=FRAME, width=_w(cell, 0.06))
    inset = cell * 0.16
    draw.rounded_rectangle(
        (box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset),
        radius=radius - inset,
        outline=mix(FRAME, BOARD, 0.55),
        width=_w(cell, 0.025),
    )


def _w(cell: float, share: float) -> int:
    return max(1, round(cell * share))


def _disc(
    draw: ImageDraw.ImageDraw,
    p: Point,
    r: float,
    fill: RGB,
    outline: RGB,
    width: int,
    shadow: RGB | None = None,
) -> None:
    if shadow is not None:
        d = r * 0.12
        draw.ellipse((p[0] - r, p[1] - r + d, p[0] + r, p[1] + r + d), fill=shadow)
    draw.ellipse((p[0] - r, p[1] - r, p[0] + r, p[1] + r), fill=fill, outline=outline, width=width)


def _letter(img: Image.Image, p: Point, letter: str, px: float, fill: RGB) -> None:
    """A colour's mark centred on its ink, not on the line's ascender and descender; a
    mark of two letters smaller, to stay on its square."""
    size = max(1, round(px * (1 if len(letter) < 2 else 0.72)))
    left, top, right, bottom = font(size).getbbox(letter, anchor="ls")
    x = p[0] - (left + right) / 2
    y = p[1] - (top + bottom) / 2
    draw_text(img, (x, y), letter, size, fill, anchor="ls")


def _arrow(
    draw: ImageDraw.ImageDraw,
    tail: Point,
    tip: Point,
    width: float,
    fill: RGB,
    outline: RGB | None = None,
) -> None:
    """A solid arrow from ``tail`` to ``tip``, its head ``width`` × 2.4 wide."""
    length = math.dist(tail, tip)
    if length < 1:
        return
    ux, uy = (tip[0] - tail[0]) / length, (tip[1] - tail[1]) / length
    vx, vy = -uy, ux
    head = min(length * 0.6, width * 2.2)
    hw, sw = width * 1.2, width / 2
    bx, by = tip[0] - ux * head, tip[1] - uy * head
    poly = [
        (tail[0] + vx * sw, tail[1] + vy * sw),
        (bx + vx * sw, by + vy * sw),
        (bx + vx * hw, by + vy * hw),
        tip,
        (bx - vx * hw, by - vy * hw),
        (bx - vx * sw, by - vy * sw),
        (tail[0] - vx * sw, tail[1] - vy * sw),
    ]
    draw.polygon(poly, fill=fill, outline=outline, width=max(1, round(width * 0.18)))


def _towards(a: Point, b: Point, dist: float) -> Point:
    """The point ``dist`` from ``a`` on the way to ``b``."""
    length = math.dist(a, b) or 1.0
    return (a[0] + (b[0] - a[0]) * dist / length, a[1] + (b[1] - a[1]) * dist / length)


# -- the classic boards -----------------------------------------------------------------


def _classic(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    L: Layout,
    in_play: tuple[int, ...],
    letters: Mapping[str, str],
) -> None:
    cell = L.cell
    board = L.board
    r = L.square_radius
    line = _w(cell, 0.055)
    n = board.n_colours

    # The centre: a rosette of the colours, each wedge pointing down its home row.
    cx, cy = L.centre
    rr = cell * 0.46
    _disc(draw, L.centre, rr, TRACK, LINE, line, SHADOW)
    for c, name in enumerate(board.colours):
        ang = math.degrees(math.atan2(L.home[c][0][1] - cy, L.home[c][0][0] - cx))
        fill = colour_rgb(name, c in in_play)
        box = (cx - rr * 0.8, cy - rr * 0.8, cx + rr * 0.8, cy + rr * 0.8)
        draw.pieslice(box, ang - 180 / n + 4, ang + 180 / n - 4, fill=fill)
    _disc(draw, L.centre, rr * 0.28, TRACK, LINE, line)

    # The way round: a path under the squares.
    draw.line([*L.track, L.track[0], L.track[1]], fill=PATH, width=_w(cell, 0.12), joint="curve")
    for c, name in enumerate(board.colours):
        rgb = colour_rgb(name, c in in_play)
        draw.line([L.entry[c], *L.home[c]], fill=tint(rgb, 0.35), width=_w(cell, 0.16))

    for p in L.track:
        _disc(draw, p, r, TRACK, LINE, line, SHADOW)

    for c, name in enumerate(board.colours):
        playing = c in in_play
        rgb = colour_rgb(name, playing)
        dark = shade(rgb, 0.3)
        letter = letters[name]
        # Home row.
        for p in L.home[c]:
            _disc(draw, p, r, tint(rgb, 0.55), dark, line, SHADOW)
        # The turn into the home row: an arrowhead between the entry square and the row.
        a = _towards(L.entry[c], L.home[c][0], r * 0.7)
        b = _towards(L.entry[c], L.home[c][0], cell - r * 0.55)
        _arrow(draw, a, b, cell * 0.12, rgb, dark)
        # Yard.
        ys = L.yard[c]
        yc = L.yard_centre[c]
        if n == 4:
            half = cell * YARD_HALF_4
            draw.rounded_rectangle(
                (yc[0] - half + cell * 0.05, yc[1] - half + cell * 0.1, yc[0] + half, yc[1] + half),
                radius=cell * 0.5,
                fill=SHADOW,
            )
            draw.rounded_rectangle(
                (yc[0] - half, yc[1] - half, yc[0] + half, yc[1] + half),
                radius=cell * 0.5,
                fill=tint(rgb, 0.78),
                outline=tint(rgb, 0.15),
                width=line,
            )
        else:
            _disc(draw, yc, cell * YARD_RADIUS_6, tint(rgb, 0.78), tint(rgb, 0.15), line, SHADOW)
        for p in ys:
            _disc(draw, p, r * 0.9, tint(rgb, 0.45), dark, line)
        _letter(img, yc, letter, cell * 0.42, shade(rgb, 0.35))
        # Coming in: an arrow from the yard to the start square.
        start = L.start[c]
        edge = cell * (YARD_HALF_4 if n == 4 else YARD_RADIUS_6) * 1.02
        tail = _towards(yc, start, edge)
        tip = _towards(start, yc, r * 1.08)
        if math.dist(tail, tip) > cell * 0.25:
            _arrow(draw, tail, tip, cell * 0.1, rgb, dark)
        _disc(draw, start, r * 1.06, rgb, dark, line, SHADOW)
        _letter(img, start, letter, cell * 0.46, readable_on(rgb))


# -- the Ludo cross ---------------------------------------------------------------------


def _cross(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    L: Layout,
    in_play: tuple[int, ...],
    letters: Mapping[str, str],
) -> None:
    cell = L.cell
    board = L.board
    half = cell / 2
    line = _w(cell, 0.035)
    cx, cy = L.centre

    def square(p: Point, fill: RGB) -> None:
        draw.rectangle(
            (p[0] - half, p[1] - half, p[0] + half, p[1] + half),
            fill=fill,
            outline=GRID,
            width=line,
        )

    # The grid's outline with a shadow, then the squares.
    x0, y0 = cx - 7.5 * cell, cy - 7.5 * cell
    x1, y1 = cx + 7.5 * cell, cy + 7.5 * cell
    draw.rectangle((x0 + cell * 0.06, y0 + cell * 0.1, x1 + cell * 0.06, y1 + cell * 0.1), SHADOW)
    draw.rectangle((x0, y0, x1, y1), fill=TRACK, outline=GRID, width=line)
    for p in L.track:
        square(p, TRACK)
    for c, name in enumerate(board.colours):
        playing = c in in_play
        rgb = colour_rgb(name, playing)
        dark = shade(rgb, 0.3)
        letter = letters[name]
        for p in L.home[c]:
            square(p, rgb)
        square(L.start[c], rgb)
        _letter(img, L.start[c], letter, cell * 0.5, readable_on(rgb))
        # The turn into the lane: an arrow on the arm's end square, in the colour.
        entry, lane = L.entry[c], L.home[c][0]
        _arrow(
            draw,
            _towards(entry, lane, -cell * 0.36),
            _towards(entry, lane, cell * 0.38),
            cell * 0.17,
            rgb,
            dark,
        )
        # The yard: a 6 × 6 corner in the colour with a light court and four spots.
        ycx, ycy = L.yard_centre[c]
        draw.rectangle(
            (ycx - 3 * cell, ycy - 3 * cell, ycx + 3 * cell, ycy + 3 * cell),
            fill=rgb,
            outline=GRID,
            width=line,
        )
        court = 2.05 * cell
        draw.rounded_rectangle(
            (ycx - court + cell * 0.06, ycy - court + cell * 0.1, ycx + court, ycy + court),
            radius=cell * 0.45,
            fill=shade(rgb, 0.25),
        )
        draw.rounded_rectangle(
            (ycx - court, ycy - court, ycx + court, ycy + court),
            radius=cell * 0.45,
            fill=tint(rgb, 0.85),
        )
        for p in L.yard[c]:
            _disc(draw, p, cell * 0.5, tint(rgb, 0.4), dark, line, tint(rgb, 0.6))
        _letter(img, (ycx, ycy), letter, cell * 0.62, shade(rgb, 0.3))
        # The goal: a triangle of the colour pointing from its lane to the centre.
        end = L.home[c][-1]
        dist = math.dist(end, (cx, cy))
        ux, uy = (end[0] - cx) / dist, (end[1] - cy) / dist
        vx, vy = -uy, ux
        tri = [
            (cx + (ux + vx) * 1.5 * cell, cy + (uy + vy) * 1.5 * cell),
            (cx + (ux - vx) * 1.5 * cell, cy + (uy - vy) * 1.5 * cell),
            (cx, cy),
        ]
        draw.polygon(tri, fill=rgb, outline=GRID, width=line)
    # A star where the four triangles meet: the goal.
    _disc(draw, L.centre, cell * 0.42, TRACK, GRID, line)
    star = [
        (
            cx + cell * (0.32 if i % 2 == 0 else 0.13) * math.sin(i * math.pi / 5),
            cy - cell * (0.32 if i % 2 == 0 else 0.13) * math.cos(i * math.pi / 5),
        )
        for i in range(10)
    ]
    draw.polygon(star, fill=GOLD, outline=shade(GOLD, 0.3), width=line)


__all__ = ["SUPERSAMPLE", "backdrop", "static_board"]
