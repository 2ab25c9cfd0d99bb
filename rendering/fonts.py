"""Text in any script with the fonts shipped in ``rendering/fonts/``.

Each character is drawn with the first font of the chain whose character map has it;
emoji come from a bitmap colour font that only exists at 109 px and are scaled.

>>> covered("Zoë Дмитрий 王小明 محمد 😀")
True
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from PIL import Image, ImageDraw, ImageFont, features

FONT_DIR = Path(__file__).with_name("fonts")
LATIN = "DejaVuSans-Bold.ttf"
CHAIN = (LATIN, "NotoSansArabic-Bold.ttf", "NotoSansCJK-Bold-subset.otf")
EMOJI = "NotoColorEmoji-subset.ttf"
EMOJI_SIZE = 109
# Joiners, variation selectors and skin tones modify their neighbour; drawn plain.
INVISIBLE = {0x200D, 0xFE0E, 0xFE0F, *range(0x1F3FB, 0x1F400)}
RTL_FONT = "NotoSansArabic-Bold.ttf"
RAQM = features.check("raqm")

RGB = tuple[int, int, int]


@cache
def _cmap(name: str) -> frozenset[int]:
    font = TTFont(FONT_DIR / name, lazy=True, fontNumber=0)
    try:
        return frozenset(font.getBestCmap() or {})
    finally:
        font.close()


@lru_cache(maxsize=64)
def font(size: int, name: str = LATIN) -> ImageFont.FreeTypeFont:
    engine = ImageFont.Layout.RAQM if RAQM and name == RTL_FONT else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(FONT_DIR / name), size, layout_engine=engine)


def font_for(ch: str) -> str | None:
    """The font that draws ``ch``, or None when no shipped font has it."""
    cp = ord(ch)
    if cp in INVISIBLE:
        return ""
    if (0x0590 <= cp <= 0x08FF or 0xFB1D <= cp <= 0xFEFF) and cp in _cmap(RTL_FONT):
        return RTL_FONT  # DejaVu has Arabic letters too, but unshaped
    for name in CHAIN:
        if cp in _cmap(name):
            if name == LATIN and cp >= 0x2190 and cp in _cmap(EMOJI) and cp > 0x2600:
                break  # prefer the colour emoji over DejaVu's line symbols
            return name
    if cp in _cmap(EMOJI):
        return EMOJI
    return None


def covered(text: str) -> bool:
    """True when every character of ``text`` has a glyph in the shipped fonts."""
    return all(font_for(ch) is not None for ch in text)


def _runs(text: str) -> list[tuple[str, str]]:
    runs: list[tuple[str, str]] = []
    for ch in text:
        name = font_for(ch)
        if name == "":
            if runs:
                runs[-1] = (runs[-1][0], runs[-1][1] + ch)
            continue
        if name is None:
            ch, name = "?", LATIN
        if runs and runs[-1][0] == name:
            runs[-1] = (name, runs[-1][1] + ch)
        else:
            runs.append((name, ch))
    return runs


@lru_cache(maxsize=512)
def _emoji(ch: str, size: int) -> Image.Image:
    big = font(EMOJI_SIZE, EMOJI)
    box = big.getbbox(ch)
    img = Image.new("RGBA", (max(1, int(box[2])), max(1, int(box[3]))), (0, 0, 0, 0))
    ImageDraw.Draw(img).text((0, 0), ch, font=big, embedded_color=True)
    scale = size / EMOJI_SIZE
    return img.resize(
        (max(1, round(img.width * scale)), max(1, round(img.height * scale))),
        Image.Resampling.LANCZOS,
    )


def text_width(text: str, size: int) -> int:
    width = 0
    for name, run in _runs(text):
        if name == EMOJI:
            width += sum(_emoji(ch, size).width for ch in run if ord(ch) not in INVISIBLE)
        else:
            width += round(font(size, name).getlength(run))
    return width


def shorten(text: str, size: int, max_width: int) -> str:
    """``text``, cut with an ellipsis so that it fits ``max_width`` pixels."""
    text = " ".join(text.split())
    if text_width(text, size) <= max_width:
        return text
    while text and text_width(text + "…", size) > max_width:
        text = text[:-1]
    return text.rstrip() + "…"


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "lm",
) -> int:
    """Draw ``text`` with font fallback; ``anchor`` as Pillow's, horizontal l/m/r and
    vertical m only. Returns the width drawn."""
    draw = ImageDraw.Draw(img)
    width = text_width(text, size)
    x = xy[0] - (width / 2 if anchor[0] == "m" else width if anchor[0] == "r" else 0)
    y = xy[1]
    for name, run in _runs(text):
        if name == EMOJI:
            for ch in run:
                if ord(ch) in INVISIBLE:
                    continue
                glyph = _emoji(ch, size)
                img.paste(glyph, (round(x), round(y - glyph.height * 0.55)), glyph)
                x += glyph.width
            continue
        f = font(size, name)
        draw.text((x, y), run, font=f, fill=fill, anchor="lm")
        x += f.getlength(run)
    return width
