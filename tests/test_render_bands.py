"""The PNG written band by band: a valid zlib stream (its checksum checked by zlib), the
same pixels as the picture drawn, whatever changed and wherever, in whatever order the
pictures come (bands are taken again from earlier pictures only where they still
inflate to the same rows)."""

from __future__ import annotations

import io
import random
import struct
import zlib

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageDraw

from bot.engine import (
    Game,
    GreedyMover,
    Ruleset,
    SeededDice,
    action_from_dict,
    position_of,
    record_game,
)
from rendering import frame, render_png
from rendering.bands import BAND, Backdrop, adler32_combine, encode, scanlines
from rendering.palette import palette_image

Mark = tuple[int, int, int, int]


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


def decodes_to(png: bytes, img: Image.Image) -> None:
    """``png`` is a valid PNG (checksums checked by zlib) of exactly ``img``'s pixels."""
    raw = zlib.decompress(idat(png))  # checks the stream's Adler-32
    assert raw == scanlines(img)
    assert len(raw) == img.height * (img.width + 1)
    decoded = Image.open(io.BytesIO(png))
    assert decoded.mode == "P" and decoded.size == img.size
    assert decoded.tobytes() == img.tobytes()
    assert decoded.convert("RGB").tobytes() == img.convert("RGB").tobytes()


def board(width: int, height: int, period: int = 7) -> Backdrop:
    """Slanted lines every ``period`` rows: each band refers back into the rows above."""
    img = Image.new("P", (width, height), 1)
    img.putpalette(palette_image().getpalette() or [])
    draw = ImageDraw.Draw(img)
    for y in range(-40, height, period):
        draw.line((0, y, width, y + 40), fill=10 + y % period, width=2)
    return Backdrop(img)


def drawn(under: Backdrop, marks: list[Mark]) -> Image.Image:
    img = under.image.copy()
    draw = ImageDraw.Draw(img)
    for x, y, r, colour in marks:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)
    return img


def test_scanlines_are_each_row_after_a_zero() -> None:
    img = Image.new("P", (3, 2))
    img.frombytes(bytes([5, 6, 7, 8, 9, 10]))
    assert scanlines(img) == bytes([0, 5, 6, 7, 0, 8, 9, 10])


ints = st.integers
mark = st.tuples(ints(0, 719), ints(0, 3 * BAND), ints(1, 40), ints(0, 99))
marks = st.lists(mark, max_size=5)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([150, 720]), st.lists(marks, min_size=1, max_size=5))
def test_pictures_one_after_another_decode_to_the_pixels_drawn(
    width: int, pictures: list[list[Mark]]
) -> None:
    """Several pictures on one board, as a game's moves come: at 150 px a band's
    dictionary reaches two bands up, at 720 px one; a mark changes rows that the bands
    under it referred to."""
    under = board(width, 3 * BAND + 7)
    for picture in [*pictures, [], pictures[0]]:  # the board itself, then the first again
        img = drawn(under, [(x * width // 720, y, r, c) for x, y, r, c in picture])
        decodes_to(encode(img, under), img)


def test_a_band_is_not_taken_again_where_the_rows_it_refers_to_changed() -> None:
    """A board of random rows repeated every half band: each band refers to the rows half
    a band up, and nothing else matches. A mark over the foot of each band in turn
    leaves the band under it the board's rows, whose board bytes no longer fit."""
    rows = random.Random(27).randbytes(720 * BAND // 2)
    img = Image.new("P", (720, 4 * BAND))
    img.frombytes(bytes(b % 60 for b in rows) * 8)
    img.putpalette(palette_image().getpalette() or [])
    under = Backdrop(img)
    for band in range(4):
        img = drawn(under, [(360, band * BAND + BAND - 8, 6 + band, 40 + band)])
        decodes_to(encode(img, under), img)


def test_alike_bands_at_other_heights_decode_right() -> None:
    """Bands of one content at several heights: one compressed lower down refers further
    back than the stream goes at the top, and must not be taken there."""
    under = board(150, 4 * BAND, period=BAND)
    spots = [(75, band * BAND + 20, 9, 60) for band in range(4)]
    line = BAND * 151
    alike = scanlines(drawn(under, spots))
    assert alike[:line] == alike[2 * line : 3 * line]
    for picture in ([spots[2]], [spots[0]], [spots[1]], spots, [spots[3]], [spots[0]]):
        img = drawn(under, picture)
        decodes_to(encode(img, under), img)


def test_an_unchanged_board_is_the_boards_own_bands() -> None:
    under = board(300, 5 * BAND)
    png = encode(under.image.copy(), under)
    assert b"".join(b.deflated for b in under.bands) in idat(png)


def test_a_games_pictures_decode_to_the_frames_drawn() -> None:
    """A whole six-player game on the real board: each move's PNG, read back by Pillow,
    is the very frame drawn."""
    game = Game.new(Ruleset.preset("mejn", players=6), players=6)
    start = game.copy()
    actions = [action_from_dict(a) for a in record_game(game, SeededDice(3), GreedyMover())]
    names = ["Ada", "Bruno", "Chloé", "Dmitri", "Emi", "Farah"]
    for action in actions[:120]:
        events = start.apply(action)
        decodes_to(
            render_png(position_of(start), names, events), frame(position_of(start), names, events)
        )
