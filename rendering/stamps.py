"""What a picture draws again and again, drawn once and kept: the pieces (each colour,
number and size, with or without the ring of a piece that may move) and lines of text
on a flat colour (the banner's sentence and names).

Each is drawn in RGB exactly as it would be drawn on the board, quantized to the fixed
palette, and kept with a mask of the pixels it covers; pasting it on a palette picture
then gives the very pixels drawing and quantizing there would, for a fraction of the
time (text is a third of a picture's drawing, and it hardly changes from move to move).
A piece is drawn on whole pixels: its centre is rounded, as the board's squares are.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageChops, ImageDraw

from .fonts import Anchor, DrawText, draw_text, metrics, shaping, text_width
from .layout import Point
from .palette import INK, RGB, RING, SHAPES, colour_rgb, quantized, shade, text_on
from .shapes import draw_mark


class Stamp(NamedTuple):
    """A palette picture, the mask of its drawn pixels, and where its anchor sits in it."""

    image: Image.Image
    mask: Image.Image
    x: int
    y: int


def paste(frame: Image.Image, stamp: Stamp, at: tuple[int, int]) -> None:
    """``stamp`` on ``frame`` with its anchor on the whole pixel ``at``."""
    frame.paste(stamp.image, (at[0] - stamp.x, at[1] - stamp.y), stamp.mask)


def _stamp(rgba: Image.Image, x: int, y: int) -> Stamp:
    """A stamp of what is drawn on the transparent ``rgba`` (shapes are drawn without
    anti-aliasing, so every pixel is either drawn or not: the mask is exact)."""
    alpha = rgba.getchannel("A").point(lambda a: 255 if a else 0)
    return Stamp(quantized(rgba.convert("RGB")), alpha, x, y)


@lru_cache(maxsize=512)
def piece(colour: str, number: int, radius: float, ringed: bool) -> Stamp:
    """Piece ``number`` (from 0) of ``colour``: its shape, its number, and the ring of a
    piece that may move when ``ringed``."""
    reach = radius * (1.42 if ringed else 1.12) + radius * 0.2
    half = math.ceil(reach) + 2
    img = Image.new("RGBA", (2 * half + 1, 2 * half + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    c = (float(half), float(half))
    if ringed:
        for share, fill in ((1.42, INK), (1.26, RING)):
            rr = radius * share
            draw.ellipse((c[0] - rr, c[1] - rr, c[0] + rr, c[1] + rr), fill=fill)
    rgb = colour_rgb(colour)
    width = max(2, round(radius * 0.14))
    draw_mark(draw, SHAPES[colour], c, radius, rgb, shade(rgb, 0.45), width)
    draw_text(img, c, str(number + 1), round(radius * 1.15), text_on(colour), anchor="mm")
    return _stamp(img, half, half)


def paste_piece(
    frame: Image.Image, colour: str, number: int, centre: Point, radius: float, ringed: bool
) -> None:
    paste(frame, piece(colour, number, radius, ringed), (round(centre[0]), round(centre[1])))


@lru_cache(maxsize=512)
def _text(
    text: str,
    size: int,
    fill: RGB,
    ground: RGB,
    anchor: Anchor,
    fx: float,
    fy: float,
    raqm: bool,
    draw: DrawText,
) -> tuple[Stamp, int]:
    """``text`` drawn by ``draw`` on ``ground`` with its anchor at (``fx``, ``fy``) past
    a whole pixel (text is placed to a fraction of a pixel), and the width drawn."""
    del raqm  # a key only: the shaping in use when it was drawn
    width = text_width(text, size)
    ascent, descent = metrics(size)
    margin = 2 * max(size, ascent + descent)
    ax = margin + {"l": 0, "m": width // 2, "r": width}.get(anchor[0], 0)
    img = Image.new("RGB", (width + 2 * margin, 2 * margin), ground)
    drawn = draw(img, (ax + fx, margin + fy), text, size, fill, anchor=anchor)
    # The pixels the text changed: a channel that differs from the ground at all.
    diff = ImageChops.difference(img, Image.new("RGB", img.size, ground))
    r, g, b = (band.point(lambda v: 255 if v else 0) for band in diff.split())
    mask = ImageChops.lighter(ImageChops.lighter(r, g), b)
    # Kept cropped to the ink: the margins are only room to draw in.
    box = mask.getbbox() or (0, 0, 1, 1)
    ink = Stamp(quantized(img.crop(box)), mask.crop(box), ax - box[0], margin - box[1])
    return ink, drawn


def stamp_text(
    frame: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    ground: RGB,
    anchor: Anchor = "lm",
    draw: DrawText = draw_text,
) -> int:
    """``draw`` (:func:`rendering.fonts.draw_text`) on a palette ``frame`` where the
    text stands on the flat colour ``ground``; returns the width drawn. The text is
    drawn once per shaping and drawing function, then pasted."""
    x, y = math.floor(xy[0]), math.floor(xy[1])
    fx, fy = xy[0] - x, xy[1] - y
    stamp, width = _text(text, size, fill, ground, anchor, fx, fy, shaping(), draw)
    paste(frame, stamp, (x, y))
    return width


__all__ = ["Stamp", "paste", "paste_piece", "piece", "stamp_text"]
