"""Colours, marks and the fixed palette every picture is encoded with.

Each colour has a letter and a shape of its own, so no piece or start square is told
apart by colour alone.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from PIL import Image

RGB = tuple[int, int, int]

# Six colours kept apart under the common colour-vision deficiencies: simulated for
# protanopia, deuteranopia and tritanopia (Machado et al. 2009), every pair stays at
# least 24 CIELAB ΔE apart (the classic red/green/blue/purple sets fall to 5), while
# each still looks like the colour it is named after.
COLOURS: Final[dict[str, RGB]] = {
    "red": (200, 30, 45),
    "yellow": (250, 212, 30),
    "blue": (15, 100, 210),
    "green": (40, 165, 105),
    "orange": (230, 125, 20),
    "purple": (140, 60, 140),
}
LETTERS: Final[dict[str, str]] = {
    "red": "R",
    "yellow": "Y",
    "blue": "B",
    "green": "G",
    "orange": "O",
    "purple": "P",
}
SHAPES: Final[dict[str, str]] = {
    "red": "circle",
    "yellow": "square",
    "blue": "diamond",
    "green": "hexagon",
    "orange": "pentagon",
    "purple": "octagon",
}

WHITE: Final = (255, 255, 255)
INK: Final = (40, 36, 32)
BACKGROUND: Final = (246, 239, 222)
BOARD: Final = (236, 224, 196)
TRACK: Final = (255, 253, 247)
NEUTRAL: Final = (170, 166, 158)
ARROW: Final = (60, 55, 50)
CAPTURE: Final = (190, 20, 20)
RING: Final = (255, 255, 255)
# The static board's own colours (see static.py).
FRAME: Final = (160, 152, 133)
LINE: Final = (118, 112, 98)
SHADOW: Final = (198, 188, 165)
PATH: Final = (184, 175, 153)
GRID: Final = (120, 112, 100)
GOLD: Final = (222, 176, 60)


def tint(rgb: RGB, amount: float) -> RGB:
    """``rgb`` mixed with white: 0 is the colour, 1 is white."""
    r, g, b = rgb
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def shade(rgb: RGB, amount: float) -> RGB:
    r, g, b = rgb
    return (round(r * (1 - amount)), round(g * (1 - amount)), round(b * (1 - amount)))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a share ``t`` of the way to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def colour_rgb(name: str, in_play: bool = True) -> RGB:
    return COLOURS[name] if in_play else NEUTRAL


def _luminance(rgb: RGB) -> float:
    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])


def contrast(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(rgb: RGB) -> RGB:
    """White or ink, whichever reads better on ``rgb``."""
    return WHITE if contrast(WHITE, rgb) >= contrast(INK, rgb) else INK


def text_on(name: str, in_play: bool = True) -> RGB:
    """The colour of a letter or number drawn on ``name``'s colour."""
    return readable_on(colour_rgb(name, in_play))


@lru_cache(maxsize=1)
def _entries() -> tuple[RGB, ...]:
    """The fixed palette's colours: every colour with its tints and shades, greys and
    the board's own colours, so anti-aliased edges find a close neighbour."""
    entries: list[RGB] = [BACKGROUND, BOARD, TRACK, WHITE, INK, NEUTRAL, ARROW, CAPTURE]
    entries += [FRAME, LINE, SHADOW, PATH, GRID, GOLD, shade(BACKGROUND, 0.35)]
    for rgb in [*COLOURS.values(), NEUTRAL]:
        # The tints and shades static.py paints with, and steps between them.
        for t in (0.0, 0.15, 0.3, 0.4, 0.45, 0.55, 0.6, 0.72, 0.78, 0.85):
            entries.append(tint(rgb, t))
        for s in (0.15, 0.3, 0.35, 0.5):
            entries.append(shade(rgb, s))
        for t in (0.25, 0.5, 0.75):  # edges against the board colour
            entries.append(mix(rgb, BOARD, t))
    for v in range(0, 256, 9):
        entries.append((v, v, v))
    for t in (0.25, 0.5, 0.75):
        entries.append(mix(INK, BOARD, t))
        entries.append(mix(TRACK, BOARD, t))
    seen: list[RGB] = []
    for e in entries:
        if e not in seen:
            seen.append(e)
    return tuple(seen[:256])


def palette_bytes() -> bytes:
    """The palette's colours as RGB bytes (a PNG's PLTE chunk)."""
    return bytes(c for rgb in _entries() for c in rgb)


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    """The fixed 256-entry palette (:func:`_entries`, the rest black) as a picture to
    quantize with."""
    flat = list(palette_bytes())
    flat += [0] * (768 - len(flat))
    img = Image.new("P", (1, 1))
    img.putpalette(flat)
    return img


@lru_cache(maxsize=1024)
def index_of(rgb: RGB) -> int:
    """The palette index a pixel of ``rgb`` becomes in :func:`quantized`. Drawing with
    it straight on a palette picture gives the pixels quantizing an RGB drawing would:
    Pillow's lookup is approximate (the board's background maps to a neighbour one
    level off), so the obvious entry would not."""
    return quantized(Image.new("RGB", (1, 1), rgb)).tobytes()[0]


def _quantized(img: Image.Image) -> Image.Image:
    return img.quantize(palette=palette_image(), dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def _settled() -> tuple[int, ...]:
    """For each index, the one its colour comes back as when quantized again (followed
    until it stays): Pillow's approximate lookup sends a few entries' own colours to a
    neighbour. Pictures use only indices that stay, so a picture converted to RGB and
    quantized again (a GIF frame, :func:`rendering.compose`) is the same picture."""
    every = Image.new("P", (256, 1))
    every.frombytes(bytes(range(256)))
    every.putpalette(palette_image().getpalette() or [])
    again = _quantized(every.convert("RGB")).tobytes()
    out = []
    for i in range(256):
        seen = [i]
        while again[seen[-1]] not in seen:
            seen.append(again[seen[-1]])
        out.append(again[seen[-1]])
    return tuple(out)


def quantized(img: Image.Image) -> Image.Image:
    """``img`` as a palette picture in the fixed palette, each pixel its nearest entry
    (no dithering: flat colours stay flat), with indices that stay (:func:`_settled`)."""
    return _quantized(img.convert("RGB") if img.mode != "RGB" else img).point(list(_settled()))
