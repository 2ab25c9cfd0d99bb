"""Colours, marks and the fixed palette every picture is encoded with.

Each colour has a letter and a shape of its own, so no piece or start square is told
apart by colour alone.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from PIL import Image

RGB = tuple[int, int, int]

# A palette chosen to stay distinct under the common colour-vision deficiencies
# (after Okabe and Ito), kept close to the colours the games are sold in.
COLOURS: Final[dict[str, RGB]] = {
    "red": (204, 51, 51),
    "yellow": (235, 190, 20),
    "blue": (0, 110, 180),
    "green": (0, 145, 95),
    "orange": (235, 125, 10),
    "purple": (145, 80, 165),
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
TEXT_ON: Final[dict[str, RGB]] = {"yellow": (30, 30, 30)}

WHITE: Final = (255, 255, 255)
INK: Final = (40, 36, 32)
BACKGROUND: Final = (246, 239, 222)
BOARD: Final = (236, 224, 196)
TRACK: Final = (255, 253, 247)
NEUTRAL: Final = (170, 166, 158)
ARROW: Final = (60, 55, 50)
CAPTURE: Final = (190, 20, 20)
RING: Final = (255, 255, 255)


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


def text_on(name: str, in_play: bool = True) -> RGB:
    return TEXT_ON.get(name, WHITE) if in_play else WHITE


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    """The fixed 256-entry palette: every colour with its tints and shades, greys and
    the board's own colours, so anti-aliased edges find a close neighbour."""
    entries: list[RGB] = [BACKGROUND, BOARD, TRACK, WHITE, INK, NEUTRAL, ARROW, CAPTURE]
    for rgb in [*COLOURS.values(), NEUTRAL]:
        for t in (0.0, 0.15, 0.3, 0.45, 0.6, 0.72, 0.84):
            entries.append(tint(rgb, t))
        for s in (0.15, 0.3, 0.5):
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
    seen = seen[:256]
    flat = [c for rgb in seen for c in rgb]
    flat += [0] * (768 - len(flat))
    img = Image.new("P", (1, 1))
    img.putpalette(flat)
    return img
