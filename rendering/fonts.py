"""Text in any script with the fonts shipped in ``rendering/fonts/``; no system font is used.

Each character is drawn with the first font of :data:`CHAIN` whose character map has it,
so a name mixing scripts is drawn as runs of different fonts on one baseline. Emoji come
from a colour bitmap font with one 64 px strike; they are scaled to the text's size.

Right-to-left text (Arabic, Hebrew) is put in display order with the Unicode bidi
algorithm (``python-bidi``), in a left-to-right line. Arabic letters need shaping: when
Pillow has libraqm (``features.check("raqm")``) each Arabic run is shaped by it; without
it (``python:3.11-slim`` lacks libfribidi, which raqm needs) ``arabic-reshaper`` turns the
letters into their joined presentation forms first, which the Arabic font also has.
Devanagari (Hindi) is shaped by raqm too (its conjuncts, and the vowel sign ि drawn before
its consonant); without raqm its letters are still drawn, one by one in their logical
order, never as boxes, and :func:`shaping_note` says so for the log.

>>> covered("Zoë Дмитрий Ελένη 王小明 محمد राहुल 😀 Bob")
True
>>> shorten("Bartholomew the Magnificent", 20, 180)
'Bartholomew…'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Hashable
from functools import cache, lru_cache
from pathlib import Path
from typing import Final, Literal, NamedTuple, Protocol

import arabic_reshaper  # type: ignore[import-untyped]
from bidi import get_display  # type: ignore[import-untyped]
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from PIL import Image, ImageDraw, ImageFont, features

FONT_DIR: Final = Path(__file__).with_name("fonts")
LATIN: Final = "DejaVuSans-Bold-subset.ttf"
"""Latin with every accent, Greek, Cyrillic, Armenian, Georgian, Hebrew, symbols."""
ARABIC: Final = "NotoSansArabic-Bold-subset.ttf"
THAI: Final = "NotoSansThai-Bold-subset.ttf"
DEVANAGARI: Final = "NotoSansDevanagari-Bold-subset.ttf"
"""Hindi (and Marathi, Nepali) names and words; its conjuncts and vowel signs need raqm."""
CJK: Final = "NotoSansCJKsc-Bold-subset.otf"
"""Common hanzi and kanji, kana, KS X 1001 hangul (see fonts/README.md)."""
EMOJI: Final = "NotoColorEmoji-64-subset.ttf"
CHAIN: Final = (LATIN, ARABIC, THAI, DEVANAGARI, CJK, EMOJI)
"""The fallback order: a character is drawn with the first of these that has it."""
EMOJI_SIZE: Final = 64
"""The only size the bitmap emoji font loads at."""
ELLIPSIS: Final = "…"

RAQM_AVAILABLE: Final = bool(features.check("raqm"))
_state = {"raqm": RAQM_AVAILABLE}
SHAPED: Final = frozenset({ARABIC, THAI, DEVANAGARI})
"""Fonts whose runs go through raqm when Pillow has it."""

# Joiners, variation selectors, skin tones, tags and marks: they modify a neighbour and
# are not drawn on their own (the emoji font has single code points only).
INVISIBLE: Final = frozenset(
    {0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFE0E, 0xFE0F, 0x20E3}
    | set(range(0x1F3FB, 0x1F400))
    | set(range(0xE0020, 0xE0080))
    | set(range(0x202A, 0x202F))
    | set(range(0x2066, 0x206A))
)
RTL_CLASSES: Final = frozenset({"R", "AL"})
VIRAMA: Final = "\u094d"
"""Devanagari's sign that joins a consonant to the next: a name is never cut after it."""

RGB = tuple[int, int, int]
Anchor = Literal["lm", "mm", "rm", "ls", "ms", "rs", "lt", "mt", "rt", "lb", "mb", "rb"]


class DrawText(Hashable, Protocol):
    """The shape of :func:`draw_text` (a function that draws text on a picture)."""

    def __call__(
        self,
        img: Image.Image,
        xy: tuple[float, float],
        text: str,
        size: int,
        fill: RGB,
        anchor: Anchor | str = ...,
    ) -> int: ...


class Run(NamedTuple):
    """A stretch of text drawn with one font, in display order."""

    font: str
    text: str
    rtl: bool
    """Drawn right to left by raqm: ``text`` is then in logical order."""


@cache
def _cmap(name: str) -> frozenset[int]:
    font = TTFont(FONT_DIR / name, lazy=True)
    try:
        return frozenset(font.getBestCmap() or {})
    finally:
        font.close()


@lru_cache(maxsize=128)
def font(size: int, name: str = LATIN) -> ImageFont.FreeTypeFont:
    """A shipped font at ``size`` px (the emoji font only loads at :data:`EMOJI_SIZE`)."""
    if name == EMOJI:
        size = EMOJI_SIZE
    engine = ImageFont.Layout.RAQM if _state["raqm"] and name in SHAPED else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(FONT_DIR / name), max(1, size), layout_engine=engine)


def shaping_note() -> str | None:
    """A line for the log when Pillow has no raqm (its FriBiDi is missing): Arabic is
    then joined by ``arabic-reshaper``, but Devanagari and Thai are drawn unshaped."""
    if RAQM_AVAILABLE:
        return None
    return (
        "Pillow has no raqm layout (install libfribidi0): Devanagari and Thai names are "
        "drawn without shaping"
    )


def use_raqm(on: bool) -> bool:
    """Shape with raqm (when Pillow has it) or with ``arabic-reshaper``; returns the
    previous choice. For tests and comparisons: the default is raqm when available."""
    before = _state["raqm"]
    _state["raqm"] = on and RAQM_AVAILABLE
    if _state["raqm"] != before:
        for cached in (font, runs, text_width, shorten):
            cached.cache_clear()
    return before


def shaping() -> bool:
    """True while Arabic, Devanagari and Thai runs are shaped by raqm: a picture cached
    with one shaping is not the picture drawn with the other (see :mod:`rendering.stamps`)."""
    return _state["raqm"]


def _is_arabic(cp: int) -> bool:
    return 0x0600 <= cp <= 0x08FF or 0xFB50 <= cp <= 0xFDFF or 0xFE70 <= cp <= 0xFEFF


def _is_rtl_script(cp: int) -> bool:
    return 0x0590 <= cp <= 0x08FF or 0xFB1D <= cp <= 0xFDFF or 0xFE70 <= cp <= 0xFEFF


@lru_cache(maxsize=8192)
def font_for(ch: str, emoji_style: bool = False) -> str | None:
    """The font that draws ``ch``; "" for a character that is not drawn by itself (a
    joiner or modifier); None when no shipped font has it. ``emoji_style`` is true when
    the character is followed by the emoji variation selector U+FE0F."""
    cp = ord(ch)
    if cp in INVISIBLE:
        return ""
    if _is_arabic(cp) and cp in _cmap(ARABIC):
        return ARABIC  # DejaVu has some Arabic letters too, but only unjoined ones
    if (cp >= 0x1F000 or emoji_style) and cp in _cmap(EMOJI):
        return EMOJI
    for name in CHAIN:
        if cp in _cmap(name):
            return name
    if unicodedata.category(ch) in ("Cc", "Cf", "Mn", "Me"):
        return ""
    return None


def missing(text: str) -> list[str]:
    """The characters of ``text`` that no shipped font draws (drawn as ``?``)."""
    return [ch for ch in unicodedata.normalize("NFC", text) if font_for(ch) is None]


def covered(text: str) -> bool:
    """True when every character of ``text`` has a glyph in the shipped fonts."""
    return not missing(text)


def _clean(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    return "".join(" " if unicodedata.category(ch) in ("Cc", "Zl", "Zp") else ch for ch in text)


@lru_cache(maxsize=2048)
def runs(text: str) -> tuple[Run, ...]:
    """``text`` split into runs of one font each, in display (left-to-right) order."""
    text = _clean(text)
    rtl = any(unicodedata.bidirectional(ch) in RTL_CLASSES for ch in text)
    if rtl:
        if not _state["raqm"] and any(_is_rtl_script(ord(ch)) for ch in text):
            text = arabic_reshaper.reshape(text)
        text = get_display(text, base_dir="L")
    out: list[list[str]] = []  # [font, text] pairs, merged while the font stays the same
    for i, ch in enumerate(text):
        # U+FE0F asks for the emoji: it follows, or precedes once bidi reversed a run.
        styled = text[i + 1 : i + 2] == "\ufe0f" or (rtl and text[i - 1 : i] == "\ufe0f")
        name = font_for(ch, styled and not ch.isspace())
        if name == "":
            continue
        if name is None:
            ch, name = "?", LATIN
        if out and out[-1][0] == name:
            out[-1][1] += ch
        else:
            out.append([name, ch])
    result: list[Run] = []
    for name, chunk in out:
        if _state["raqm"] and rtl and name in SHAPED and _is_rtl_script(ord(chunk[0])):
            # Back to logical order: raqm shapes it and lays it out right to left.
            result.append(Run(name, chunk[::-1], True))
        else:
            result.append(Run(name, chunk, False))
    return tuple(result)


@lru_cache(maxsize=1024)
def _emoji(ch: str, size: int) -> Image.Image:
    big = font(EMOJI_SIZE, EMOJI)
    _, top, right, bottom = big.getbbox(ch)
    img = Image.new("RGBA", (max(1, int(right)), max(1, int(bottom))), (0, 0, 0, 0))
    ImageDraw.Draw(img).text((0, 0), ch, font=big, embedded_color=True)
    img = img.crop((0, max(0, int(top)), img.width, img.height))
    # An emoji stands about as tall as a capital and a descender: 1.1 em.
    scale = size * 1.1 / max(1, img.height)
    return img.resize(
        (max(1, round(img.width * scale)), max(1, round(img.height * scale))),
        Image.Resampling.LANCZOS,
    )


def _run_width(run: Run, size: int) -> float:
    if run.font == EMOJI:
        return float(sum(_emoji(ch, size).width for ch in run.text)) + size * 0.08 * len(run.text)
    f = font(size, run.font)
    return f.getlength(run.text, direction="rtl" if run.rtl else None)


@lru_cache(maxsize=4096)
def text_width(text: str, size: int) -> int:
    """The width in pixels of ``text`` drawn at ``size``."""
    return round(sum(_run_width(r, size) for r in runs(text)))


def _cut_points(text: str) -> list[int]:
    """Where ``text`` may be cut: never before a mark or joiner, nor after a joiner."""
    points = []
    for i in range(1, len(text)):
        ch, prev = text[i], text[i - 1]
        mark = unicodedata.category(ch) in ("Mn", "Mc", "Me")
        if ord(ch) in INVISIBLE or mark or prev in ("\u200d", VIRAMA):
            continue
        points.append(i)
    return points


@lru_cache(maxsize=1024)
def shorten(text: str, size: int, max_width: int) -> str:
    """``text`` with its white space tidied, cut with an ellipsis so that it fits
    ``max_width`` pixels at ``size``."""
    # White space tidied, but a no-break space (French "gagne !") is kept as it is.
    text = re.sub(r"[^\S\u00a0\u202f\u2007]+", " ", _clean(text)).strip()
    if text_width(text, size) <= max_width:
        return text
    points = _cut_points(text)
    lo, hi = 0, len(points)  # the longest prefix that fits, by bisection
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(text[: points[mid - 1]].rstrip() + ELLIPSIS, size) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return (text[: points[lo - 1]].rstrip() if lo else "") + ELLIPSIS


def metrics(size: int) -> tuple[int, int]:
    """Ascent and descent (both positive) of a line at ``size``: every run of a line
    shares the Latin font's baseline."""
    return font(size, LATIN).getmetrics()


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: Anchor | str = "lm",
    max_width: int | None = None,
    stroke: tuple[int, RGB] | None = None,
) -> int:
    """Draw ``text`` on ``img`` with font fallback and return the width drawn.

    ``anchor`` is Pillow's two letters: horizontal l/m/r, vertical t (ascender), m
    (middle), s (baseline) or b (descender). With ``max_width`` the text is first
    shortened with an ellipsis; ``stroke`` is (width, colour) of an outline.
    """
    if max_width is not None:
        text = shorten(text, size, max_width)
    width = text_width(text, size)
    ascent, descent = metrics(size)
    h, v = anchor[0], anchor[1]
    x = xy[0] - (width / 2 if h == "m" else width if h == "r" else 0)
    baseline = xy[1] + {"t": ascent, "m": (ascent - descent) / 2, "b": -descent}.get(v, 0)
    middle = baseline - (ascent - descent) / 2
    draw = ImageDraw.Draw(img)
    sw, sfill = stroke if stroke else (0, None)
    for run in runs(text):
        if run.font == EMOJI:
            for ch in run.text:
                glyph = _emoji(ch, size)
                x += size * 0.04
                img.paste(glyph, (round(x), round(middle - glyph.height / 2)), glyph)
                x += glyph.width + size * 0.04
            continue
        f = font(size, run.font)
        direction = "rtl" if run.rtl else None
        draw.text(
            (x, baseline),
            run.text,
            font=f,
            fill=fill,
            anchor="ls",
            direction=direction,
            stroke_width=sw,
            stroke_fill=sfill,
        )
        x += f.getlength(run.text, direction=direction)
    return width


__all__ = [
    "CHAIN",
    "FONT_DIR",
    "RAQM_AVAILABLE",
    "Anchor",
    "DrawText",
    "Run",
    "covered",
    "draw_text",
    "font",
    "font_for",
    "metrics",
    "missing",
    "runs",
    "shaping",
    "shaping_note",
    "shorten",
    "text_width",
    "use_raqm",
]
