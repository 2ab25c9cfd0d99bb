"""Rebuild the font subsets in ``rendering/fonts/`` from Debian's font packages.

Not used at run time; kept so the shipped files can be made again. On a Debian machine::

    apt-get download fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
    for f in *.deb; do dpkg-deb -x "$f" src; done
    python -m rendering.fonts_build src

Each font keeps only what names need (see ``rendering/fonts/README.md``); the colour emoji
bitmaps are scaled from their 109 px strike to a 64 px one with 32-colour PNGs, which is
a fifth of the size and still sharp at the sizes the pictures use.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from fontTools import subset  # type: ignore[import-untyped]
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from PIL import Image

OUT = Path(__file__).with_name("fonts")
EMOJI_PPEM = 64
EMOJI_COLOURS = 32


def _r(a: int, b: int) -> set[int]:
    return set(range(a, b + 1))


def _decoded(codec: str, lead: Iterable[int], trail: Iterable[int]) -> set[int]:
    """The code points of every two-byte sequence of a legacy CJK encoding."""
    out: set[int] = set()
    trail = list(trail)
    for a in lead:
        for b in trail:
            try:
                text = bytes([a, b]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                out.add(ord(text))
    return out


LATIN = (
    _r(0x20, 0x7E)
    | _r(0xA0, 0x36F)  # Latin-1 to Extended-B, IPA, spacing and combining marks
    | _r(0x370, 0x3FF)  # Greek
    | _r(0x400, 0x52F)  # Cyrillic
    | _r(0x530, 0x5FF)  # Armenian, Hebrew
    | _r(0x10A0, 0x10FF)  # Georgian
    | _r(0x1D00, 0x1DBF)
    | _r(0x1E00, 0x1FFF)  # Latin Extended Additional (Vietnamese), Greek Extended
    | _r(0x2000, 0x27BF)  # punctuation, currency, letterlike, arrows, math, shapes, symbols
    | _r(0x2C60, 0x2C7F)
    | _r(0xA720, 0xA7FF)
    | _r(0xFB00, 0xFB4F)
    | {0xFFFD}
)
ARABIC = (
    _r(0x600, 0x6FF)
    | _r(0x750, 0x77F)
    | _r(0x8A0, 0x8FF)
    | _r(0xFB50, 0xFDFF)  # presentation forms: what the shaper-less path draws
    | _r(0xFE70, 0xFEFF)
    | {0x20, 0x200C, 0x200D, 0x25CC}
)
THAI = _r(0xE00, 0xE7F) | {0x20, 0x25CC}
DEVANAGARI = (
    _r(0x900, 0x97F)  # Devanagari (Hindi, Marathi, Nepali names)
    | _r(0xA8E0, 0xA8FF)  # Devanagari Extended
    | _r(0x1CD0, 0x1CFF)  # Vedic extensions
    | {0x20, 0x200C, 0x200D, 0x25CC, 0x20B9}  # joiners, the dotted circle, the rupee sign
)


def cjk() -> set[int]:
    """GB 2312 level 1 (the 3,755 commonest hanzi), JIS X 0208 level 1 kanji, Big5's
    common hanzi, the 2,350 hangul syllables of KS X 1001, kana, CJK punctuation,
    compatibility jamo and full-width forms."""
    hi = range(0xA1, 0xFF)
    chars = _decoded("gb2312", range(0xB0, 0xD8), hi)
    chars |= _decoded("euc_jp", range(0xB0, 0xD0), hi)
    chars |= {
        c
        for c in _decoded("big5", range(0xA4, 0xC7), [*range(0x40, 0x7F), *hi])
        if 0x4E00 <= c <= 0x9FFF
    }
    chars |= _decoded("euc_kr", range(0xB0, 0xC9), hi)
    return chars | _r(0x3000, 0x30FF) | _r(0x3130, 0x318F) | _r(0x31F0, 0x31FF) | _r(0xFF00, 0xFFEF)


def _subset(src: Path, chars: set[int], out: str, *, index: int = 0, layout: bool = True) -> None:
    opts = subset.Options()
    opts.font_number = index
    opts.layout_features = ["*"] if layout else []
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.hinting = layout  # the CJK outlines' hints cost much and show little
    opts.drop_tables += ["DSIG", "FFTM", "VORG", "vhea", "vmtx", "BASE"]
    font = TTFont(src, fontNumber=index)
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=sorted(chars))
    sub.subset(font)
    font.save(OUT / out)


def _emoji(src: Path, out: str) -> None:
    font = TTFont(src)
    opts = subset.Options()
    opts.layout_features = []  # single code points only: no ZWJ or skin-tone sequences
    opts.name_IDs = ["*"]
    opts.drop_tables += ["vhea", "vmtx"]
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=sorted(font.getBestCmap()))
    sub.subset(font)
    strike: Any = font["CBLC"].strikes[0].bitmapSizeTable
    k = EMOJI_PPEM / strike.ppemY
    for glyph in font["CBDT"].strikeData[0].values():
        m = glyph.metrics
        img = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
        size = (max(1, round(img.width * k)), max(1, round(img.height * k)))
        img = img.resize(size, Image.Resampling.LANCZOS)
        pal = img.quantize(EMOJI_COLOURS, method=Image.Quantize.FASTOCTREE)
        buf = io.BytesIO()
        pal.save(buf, "PNG", optimize=True)
        glyph.imageData = buf.getvalue()
        m.width, m.height = size
        m.BearingX, m.BearingY = round(m.BearingX * k), round(m.BearingY * k)
        m.Advance = round(m.Advance * k)
    strike.ppemX = strike.ppemY = EMOJI_PPEM
    for lm in (strike.hori, strike.vert):
        for attr in ("ascender", "descender", "widthMax", "maxBeforeBL", "minAfterBL"):
            setattr(lm, attr, round(getattr(lm, attr) * k))
    font.save(OUT / out)


def main(src: str) -> None:
    root = Path(src) / "usr" / "share" / "fonts"
    _subset(root / "truetype/dejavu/DejaVuSans-Bold.ttf", LATIN, "DejaVuSans-Bold-subset.ttf")
    noto = root / "truetype" / "noto"
    _subset(noto / "NotoSansArabic-Bold.ttf", ARABIC, "NotoSansArabic-Bold-subset.ttf")
    _subset(noto / "NotoSansThai-Bold.ttf", THAI, "NotoSansThai-Bold-subset.ttf")
    _subset(noto / "NotoSansDevanagari-Bold.ttf", DEVANAGARI, "NotoSansDevanagari-Bold-subset.ttf")
    _subset(
        root / "opentype/noto/NotoSansCJK-Bold.ttc",
        cjk(),
        "NotoSansCJKsc-Bold-subset.otf",
        index=2,  # the Simplified Chinese face
        layout=False,
    )
    _emoji(noto / "NotoColorEmoji.ttf", "NotoColorEmoji-64-subset.ttf")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
