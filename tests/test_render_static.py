"""The empty boards, their geometry, the palette and the shipped fonts."""

from __future__ import annotations

import itertools
import math

import pytest
from PIL import Image, ImageOps

from bot.engine.board import BOARDS, Board
from rendering import fonts
from rendering.fonts import CHAIN, FONT_DIR, covered, draw_text, font_for, missing, runs, shorten
from rendering.fonts import text_width as width_of
from rendering.layout import Layout, layout
from rendering.palette import COLOURS, LETTERS, NEUTRAL, TRACK, readable_on, shade, tint
from rendering.static import static_board

RGB = tuple[int, int, int]
SIZE = 720
NAMES = ["Zoë", "Дмитрий", "王小明", "محمد", "😀 Bob"]
MORE_NAMES = [
    *("Ελένη", "한국어", "ひらがな カタカナ", "Nguyễn Văn Đức", "שלום", "สมชาย", "❤️ 🎲🏆"),
    *("राहुल शर्मा", "Çağrı Yılmaz", "Conceição"),
]


def probe(img: Image.Image, p: tuple[float, float]) -> RGB:
    px = img.getpixel((round(p[0]), round(p[1])))
    assert isinstance(px, tuple)
    return (px[0], px[1], px[2])


def close(a: RGB, b: RGB, tol: int = 12) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def seatings(board: Board) -> list[tuple[int, ...]]:
    """For every player count, the colours in play spread round the board, and one
    bunched set."""
    n = board.n_colours
    out = [tuple(sorted({round(i * n / p) % n for i in range(p)})) for p in range(2, n + 1)]
    return [*out, tuple(range(2)), (1, 2)]


def cases() -> list[tuple[str, tuple[int, ...]]]:
    return [(name, s) for name, b in BOARDS.items() for s in seatings(b)]


def colour(board: Board, c: int, in_play: tuple[int, ...]) -> RGB:
    return COLOURS[board.colours[c]] if c in in_play else NEUTRAL


# -- the static board -------------------------------------------------------------------


@pytest.mark.parametrize(("name", "in_play"), cases())
def test_start_squares_yards_and_homes_carry_their_colour(
    name: str, in_play: tuple[int, ...]
) -> None:
    board = BOARDS[name]
    img = static_board(board, in_play, SIZE)
    L = layout(board, SIZE)
    assert img.size == (L.width, L.height) and img.mode == "RGB"
    for c in range(board.n_colours):
        rgb = colour(board, c, in_play)
        sx, sy = L.start[c]
        # Left of the letter, inside the square.
        assert close(probe(img, (sx - L.cell * 0.3, sy)), rgb), (name, c)
        spot = tint(rgb, 0.4 if board.goal else 0.45)
        for p in L.yard[c]:
            assert close(probe(img, p), spot), (name, c, p)
        home = rgb if board.goal else tint(rgb, 0.55)
        for p in L.home[c]:
            assert close(probe(img, p), home), (name, c, p)


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_track_squares_are_plain(name: str) -> None:
    board = BOARDS[name]
    L = layout(name, SIZE)
    img = static_board(name, range(board.n_colours), SIZE)
    marked = set(L.start) | (set(L.entry) if board.goal else set())
    for i, p in enumerate(L.track):
        if p not in marked:
            assert close(probe(img, p), TRACK), (name, i)


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_each_colour_has_its_letter_on_its_start_square_and_yard(name: str) -> None:
    board = BOARDS[name]
    L = layout(name, SIZE)
    img = static_board(name, range(board.n_colours), SIZE)
    letters = [LETTERS[c] for c in board.colours]
    assert len(set(letters)) == len(letters)

    def ink_near(p: tuple[float, float], rgb: RGB, reach: float) -> int:
        r = round(reach)
        return sum(
            close(probe(img, (p[0] + dx, p[1] + dy)), rgb, 30)
            for dx in range(-r, r + 1)
            for dy in range(-r, r + 1)
        )

    for c, cname in enumerate(board.colours):
        rgb = COLOURS[cname]
        # The letter's strokes: at least a few dozen pixels of the letter's colour.
        assert ink_near(L.start[c], readable_on(rgb), L.cell * 0.25) > 20, (name, cname)
        letter_rgb = shade(rgb, 0.3 if board.goal else 0.35)
        assert ink_near(L.yard_centre[c], letter_rgb, L.cell * 0.25) > 20, (name, cname)


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_every_player_count_renders(name: str) -> None:
    board = BOARDS[name]
    for players in range(2, board.n_colours + 1):
        for in_play in itertools.combinations(range(board.n_colours), players):
            img = static_board(board, in_play, 360)
            assert img.size == (360, layout(board, 360).height)


def test_the_board_is_drawn_once_and_cached() -> None:
    a = static_board("classic4", (2, 0), 400)
    assert static_board(BOARDS["classic4"], [0, 2], 400) is a
    assert static_board("classic4", (0, 1), 400) is not a


# -- geometry ---------------------------------------------------------------------------


def places(L: Layout) -> list[tuple[float, float]]:
    return [*L.track, *(p for h in L.home for p in h), *(p for y in L.yard for p in y)]


@pytest.mark.parametrize("name", sorted(BOARDS))
@pytest.mark.parametrize("size", [360, 720, 1000])
def test_layout_has_every_place_inside_the_picture_and_apart(name: str, size: int) -> None:
    board = BOARDS[name]
    L = layout(board, size)
    assert layout(name, size) is L
    assert len(L.track) == board.track_len
    assert all(len(h) == board.home_len for h in L.home)
    assert all(len(y) == 4 for y in L.yard) and len(L.goal) == board.n_colours
    pts = places(L)
    r = L.square_radius
    for x, y in pts:
        assert r <= x <= L.width - r and L.top + r <= y <= L.height - r
    nearest = min(math.dist(a, b) for a, b in itertools.combinations(pts, 2))
    assert nearest >= 1.8 * r * 0.95
    # One step along the track is one cell (the Ludo cross turns its corners diagonally).
    for i, p in enumerate(L.track):
        step = math.dist(p, L.track[(i + 1) % board.track_len]) / L.cell
        assert 0.99 <= step <= (1.42 if board.goal else 1.01), (name, i, step)
    for c in range(board.n_colours):
        assert L.start[c] == L.track[board.start_square(c)]
        # The home row starts one step in from the square where the colour turns.
        assert math.dist(L.entry[c], L.home[c][0]) == pytest.approx(L.cell)


def grid(L: Layout, p: tuple[float, float]) -> tuple[float, float]:
    return ((p[0] - L.centre[0]) / L.cell, (p[1] - L.centre[1]) / L.cell)


def test_classic4_is_the_eleven_by_eleven_cross() -> None:
    L = layout("classic4", SIZE)
    cells = {(round(x), round(y)) for x, y in (grid(L, p) for p in [*L.track, *sum(L.home, ())])}
    for x, y in (grid(L, p) for p in [*L.track, *sum(L.home, ())]):
        assert abs(x - round(x)) < 1e-6 and abs(y - round(y)) < 1e-6
    assert len(cells) == 40 + 16
    assert all(max(abs(x), abs(y)) <= 5 and min(abs(x), abs(y)) <= 1 for x, y in cells)
    for c in range(4):
        # Yards in the corners; homes point to the centre, ending next to it.
        assert all(abs(x) > 2.5 and abs(y) > 2.5 for x, y in (grid(L, p) for p in L.yard[c]))
        assert math.dist(grid(L, L.home[c][-1]), (0, 0)) == pytest.approx(1)
    # Clockwise: red starts on the left arm and heads right, then up the top arm.
    assert grid(L, L.track[0]) == pytest.approx((-5, -1))
    assert grid(L, L.track[5]) == pytest.approx((-1, -2))


def test_cross4_is_the_ludo_grid() -> None:
    board = BOARDS["cross4"]
    L = layout(board, SIZE)
    for c in range(4):
        arm = grid(L, L.home[c][0])
        arm = (arm[0] / 6, arm[1] / 6)  # the unit vector of c's arm
        end = grid(L, L.track[board.track_square(c, 50)])
        assert end == pytest.approx((arm[0] * 7, arm[1] * 7))  # middle of the arm's end
        corner = grid(L, L.track[board.track_square(c, 51)])
        start = grid(L, L.track[board.track_square(c, 0)])
        assert math.dist(corner, end) == pytest.approx(1)
        assert math.dist(corner, start) == pytest.approx(1)
        assert max(abs(corner[0]), abs(corner[1])) == pytest.approx(7)  # on the edge
        assert max(abs(start[0]), abs(start[1])) == pytest.approx(6)  # one in
        lane = [grid(L, p) for p in L.home[c]]
        for k, p in zip(range(6, 1, -1), lane, strict=True):
            assert p == pytest.approx((arm[0] * k, arm[1] * k))
        # The goal spot lies in the centre's 3 × 3, on the colour's side.
        gx, gy = grid(L, L.goal[c])
        assert max(abs(gx), abs(gy)) < 1.5 and gx * arm[0] + gy * arm[1] > 0.5


def test_classic6_has_six_arms() -> None:
    L = layout("classic6", SIZE)
    angles = sorted(round(math.degrees(math.atan2(*reversed(grid(L, h[0]))))) % 360 for h in L.home)
    assert angles == [0, 60, 120, 180, 240, 300]


# -- the palette ------------------------------------------------------------------------

# Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB.
CVD = {
    "protanopia": ((0.1523, 1.0526, -0.2049), (0.1145, 0.7863, 0.0992), (-0.0039, -0.0481, 1.052)),
    "deuteranopia": ((0.3673, 0.8606, -0.228), (0.2801, 0.6725, 0.0474), (-0.0118, 0.0429, 0.9689)),
    "tritanopia": ((1.2555, -0.0767, -0.1788), (-0.0784, 0.9308, 0.1476), (0.0047, 0.6914, 0.3039)),
}


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def _linear(rgb: RGB) -> tuple[float, float, float]:
    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return (lin(rgb[0]), lin(rgb[1]), lin(rgb[2]))


def seen(rgb: RGB, kind: str) -> tuple[float, float, float]:
    lin = _linear(rgb)
    if kind == "normal":
        return _lab(lin)
    m = CVD[kind]
    out = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return _lab((out[0], out[1], out[2]))


@pytest.mark.parametrize("kind", ["normal", *CVD])
def test_the_six_colours_stay_apart_under_colour_blindness(kind: str) -> None:
    for a, b in itertools.combinations(COLOURS, 2):
        d = math.dist(seen(COLOURS[a], kind), seen(COLOURS[b], kind))
        assert d >= 20, (kind, a, b, round(d, 1))
        assert math.dist(seen(COLOURS[a], kind), seen(NEUTRAL, kind)) >= 15, (kind, a)


# -- fonts ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES + MORE_NAMES)
def test_names_in_any_script_have_a_glyph_for_every_character(name: str) -> None:
    assert covered(name) and missing(name) == []
    for ch in name:
        assert font_for(ch) in (*CHAIN, ""), (name, ch)


def test_the_fallback_picks_the_right_font() -> None:
    assert font_for("ë") == fonts.LATIN and font_for("Д") == fonts.LATIN
    assert font_for("王") == fonts.CJK and font_for("한") == fonts.CJK
    assert font_for("م") == fonts.ARABIC and font_for("😀") == fonts.EMOJI
    assert font_for("❤") == fonts.LATIN and font_for("❤", emoji_style=True) == fonts.EMOJI
    assert font_for("\u200d") == "" and font_for("\U0001f3fd") == ""  # joiner, skin tone
    assert font_for("क") == fonts.DEVANAGARI and font_for("ि") == fonts.DEVANAGARI
    assert missing("ሀ") == ["ሀ"]  # Ethiopic: not shipped


def test_fonts_are_shipped_with_their_licences_and_small() -> None:
    files = [FONT_DIR / name for name in CHAIN]
    assert all(f.is_file() for f in files)
    assert sum(f.stat().st_size for f in files) < 5_000_000
    licences = {p.name for p in FONT_DIR.glob("LICENSE-*.txt")}
    assert {"LICENSE-DejaVu.txt", "LICENSE-NotoSansArabic.txt"} <= licences
    assert {"LICENSE-NotoSansCJK.txt", "LICENSE-NotoColorEmoji.txt"} <= licences
    assert "LICENSE-NotoSansDevanagari.txt" in licences


@pytest.mark.parametrize("raqm", [True, False])
def test_every_name_draws_ink(raqm: bool) -> None:
    before = fonts.use_raqm(raqm)
    try:
        for name in NAMES + MORE_NAMES:
            img = Image.new("RGB", (400, 60), (255, 255, 255))
            w = draw_text(img, (10, 30), name, 28, (0, 0, 0))
            bbox = ImageOps.invert(img.convert("L")).getbbox()
            assert bbox is not None, name
            # What was drawn spans about the width that was measured.
            assert abs((bbox[2] - bbox[0]) - w) <= 0.15 * w + 6, (name, bbox, w)
    finally:
        fonts.use_raqm(before)


def test_emoji_are_in_colour() -> None:
    img = Image.new("RGB", (120, 60), (255, 255, 255))
    draw_text(img, (10, 30), "😀", 40, (0, 0, 0))
    yellow = 0
    for x in range(img.width):
        for y in range(img.height):
            r, _, b = probe(img, (x, y))
            yellow += r - b > 80
    assert yellow > 100  # a yellow face, not a grey one


def test_right_to_left_names_are_in_display_order() -> None:
    first = runs("محمد Bob")[0]
    assert first.font == fonts.ARABIC
    assert runs("Bob محمد")[0].font == fonts.LATIN
    # Two Arabic words: the first one written stands on the right.
    shaped = [r for r in runs("محمد علي") if r.font == fonts.ARABIC]
    assert len(shaped) == 2
    last = shaped[-1]
    assert (last.text if last.rtl else last.text[::-1]) in ("محمد", "ﻣﺤﻤﺪ")


def test_arabic_is_about_as_wide_with_either_shaper() -> None:
    widths = []
    for raqm in (True, False):
        before = fonts.use_raqm(raqm)
        try:
            widths.append(width_of("محمد علي", 30))
        finally:
            fonts.use_raqm(before)
    assert widths[1] == pytest.approx(widths[0], rel=0.15)


def test_long_names_are_shortened_with_an_ellipsis() -> None:
    assert shorten("Zoë", 24, 300) == "Zoë"
    assert shorten("  Zoë \n Smith ", 24, 300) == "Zoë Smith"
    for name in [
        "Bartholomew the Magnificent",
        "王小明王小明王小明王小明",
        "محمد علي محمد علي محمد",
    ]:
        short = shorten(name, 24, 150)
        assert short.endswith("…") and width_of(short, 24) <= 150, short
        assert len(short) > 2
    assert shorten("👨\u200d👩\u200d👧 family", 24, 40).count("\u200d") in (0, 2)


def test_the_modules_examples() -> None:
    import doctest
    import importlib

    for name in ("rendering.fonts", "rendering.layout"):
        module = importlib.import_module(name)
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, name
