"""What the live page is given to draw and to say: the PNG's geometry, colours and shapes
(web/geometry.py), and its words in every language (web/words.py)."""

from __future__ import annotations

import json
import re

import pytest

from bot.engine.board import BOARDS, OUT, YARD
from bot.i18n import available, catalogue
from rendering.draw import DEFAULT_SIZE
from rendering.layout import layout
from rendering.palette import COLOURS, LETTERS, SHAPES, readable_on, shade, tint
from rendering.shapes import polygon
from web.geometry import SIZE, board_geometry, geometry_json, hex_of
from web.words import CARD, PAGE, page_words, words_json


def test_the_page_is_given_the_pictures_size() -> None:
    assert SIZE == DEFAULT_SIZE


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_every_place_is_the_pngs(name: str) -> None:
    g = json.loads(geometry_json())[name]
    L = layout(name, DEFAULT_SIZE)
    assert (g["width"], g["height"], g["top"]) == (L.width, L.height, L.top)
    pairs = [
        (g["track"], L.track),
        (g["start"], L.start),
        (g["entry"], L.entry),
        (g["yard_centre"], L.yard_centre),
        (g["goal_spots"], L.goal),
        ([g["centre"]], [L.centre]),
        *zip(g["yard"], L.yard, strict=True),
        *zip(g["home"], L.home, strict=True),
    ]
    for given, drawn in pairs:
        assert len(given) == len(drawn)
        for (x, y), (px, py) in zip(given, drawn, strict=True):
            assert abs(x - px) < 0.01 and abs(y - py) < 0.01
    board = BOARDS[name]
    assert g["starts"] == [board.start_square(c) for c in range(board.n_colours)]
    assert (g["yard_progress"], g["out_progress"]) == (YARD, OUT)
    assert (g["track_len"], g["lap"], g["home_len"], g["goal"], g["last"]) == (
        board.track_len,
        board.lap,
        board.home_len,
        board.goal,
        board.last,
    )


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_colours_and_shapes_are_the_palettes(name: str) -> None:
    g = board_geometry(name)
    for colour in BOARDS[name].colours:
        rgb = COLOURS[colour]
        tones = g["tones"][colour]
        assert tones["base"] == hex_of(rgb)
        assert tones["home"] == hex_of(tint(rgb, 0.55))
        assert tones["dark"] == hex_of(shade(rgb, 0.3))
        assert tones["on"] == hex_of(readable_on(rgb))
        corners = polygon(SHAPES[colour], 0.0, 0.0, 1.0)
        if corners is None:
            assert g["shapes"][colour] is None
        else:
            assert len(g["shapes"][colour]) == len(corners)
            for (x, y), (px, py) in zip(g["shapes"][colour], corners, strict=True):
                assert abs(x - px) < 1e-4 and abs(y - py) < 1e-4
    # Colours are told apart by shape too: no two colours of a board share one.
    shapes = [json.dumps(g["shapes"][c]) for c in BOARDS[name].colours]
    assert len(set(shapes)) == len(shapes)


@pytest.mark.parametrize("code", available())
def test_the_page_has_every_word_in_every_language(code: str) -> None:
    words = json.loads(words_json(code))
    assert words["lang"] == code
    own = catalogue(code)
    for mid in (*PAGE, *CARD):
        assert mid in own.entries, f"{code} lacks {mid}"
        assert words["text"][mid]
    # A template keeps each placeholder as {name}, and nothing else in braces.
    english = catalogue("en")
    for mid, text in words["text"].items():
        wanted = {f"{{{p}}}" for p in english.entries[mid].placeholders if p != "kind"}
        assert set(re.findall(r"\{[a-z_]+\}", text)) <= wanted, (mid, text)
    assert set(words["letters"]) == set(LETTERS)
    assert len(set(words["letters"].values())) == len(LETTERS)
    assert all(len(o) == 6 for o in words["ordinals"].values())


def test_an_unknown_locale_gets_english_and_a_regional_one_its_language() -> None:
    assert page_words("ja")["lang"] == "en"
    assert page_words("pt-BR")["lang"] == "pt-BR"
    assert page_words("de-AT")["lang"] == "de"
    assert page_words(None)["lang"] == "en"


async def test_the_page_gets_its_data_in_the_viewers_language_and_only_its_font() -> None:
    from aiohttp import web
    from aiohttp.test_utils import TestClient, TestServer

    from web.page import routes

    app = web.Application()
    app.router.add_routes(routes())
    async with TestClient(TestServer(app)) as client:
        answer = await client.get("/live/12/data", headers={"Accept-Language": "nb-NO,en;q=0.5"})
        assert answer.status == 200
        data = await answer.json()
        assert data["words"]["lang"] == "nb"
        assert set(data["geometry"]) == set(BOARDS)
        asked = await (await client.get("/live/12/data?lang=hi")).json()
        assert asked["words"]["lang"] == "hi"
        font = await client.get("/fonts/NotoSansDevanagari-Bold-subset.ttf")
        assert font.status == 200 and (await font.read())[:4] == b"\x00\x01\x00\x00"
        for path in ("/fonts/LICENSE-DejaVu.txt", "/fonts/..%2Fdraw.py", "/live/x/data"):
            assert (await client.get(path)).status == 404, path
