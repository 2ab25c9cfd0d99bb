"""The PNG written band by band: a valid zlib stream (its checksum checked by zlib), the
same pixels as the picture drawn, whatever changed and wherever."""

from __future__ import annotations

import io
import struct
import zlib

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageDraw

from rendering.bands import BAND, Backdrop, adler32_combine, encode
from rendering.palette import palette_image


@given(st.binary(max_size=3000), st.binary(max_size=3000))
def test_adler32_of_two_parts_is_the_adler32_of_the_whole(a: bytes, b: bytes) -> None:
    assert adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == zlib.adler32(a + b)


def idat(png: bytes) -> bytes:
    out, pos = b"", 8
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        kind, data = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]
        crc = struct.unpack(">I", png[pos + 8 + length : pos + 12 + length])[0]
        assert zlib.crc32(kind + data) == crc
        if kind == b"IDAT":
            out += data
        pos += 12 + length
    return out


def board(width: int, height: int) -> Backdrop:
    img = Image.new("P", (width, height), 1)
    img.putpalette(palette_image().getpalette() or [])
    draw = ImageDraw.Draw(img)
    for y in range(0, height, 7):
        draw.line((0, y, width, y + 40), fill=y % 50, width=2)
    return Backdrop(img)


@settings(max_examples=30, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 199), st.integers(0, 299), st.integers(1, 40), st.integers(0, 99)),
        max_size=6,
    )
)
def test_a_picture_decodes_to_the_pixels_drawn(marks: list[tuple[int, int, int, int]]) -> None:
    under = board(200, 3 * BAND + 7)
    for _ in range(2):  # the second time, bands come from those compressed lately
        img = under.image.copy()
        draw = ImageDraw.Draw(img)
        for x, y, r, colour in marks:
            draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)
        png = encode(img, under)
        raw = zlib.decompress(idat(png))  # checks the stream's Adler-32
        assert len(raw) == img.height * (img.width + 1)
        decoded = Image.open(io.BytesIO(png))
        assert decoded.mode == "P" and decoded.tobytes() == img.tobytes()
        assert decoded.convert("RGB").tobytes() == img.convert("RGB").tobytes()


def test_an_unchanged_board_is_the_boards_own_bands() -> None:
    under = board(300, 5 * BAND)
    png = encode(under.image.copy(), under)
    assert b"".join(b.deflated for b in under.bands) in idat(png)
