"""Every script a name or a language brings is drawn with a glyph: no box, no `?`.

A board in Hindi with a Hindi name, a Turkish one with "ğış", a Portuguese "ção" and an
Arabic name, shaped by raqm and without it; and every word any catalogue puts on a
picture (the banner, the colours' marks, places, the dice chart's label).
"""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageOps

from bot import i18n
from bot.engine import Game, Roll, Ruleset, position_of
from rendering import banner, fonts, render_png
from rendering.fonts import missing

NAMES = ["राहुल शर्मा", "Doğuş Işık", "Conceição", "محمد علي"]
PICTURE_WORDS = ("picture_", "letter_", "colour_", "dice_server_label", "ordinal")


@pytest.mark.parametrize("raqm", [True, False])
@pytest.mark.parametrize("code", ["hi", "tr", "pt-BR", "fr", "id", "en"])
def test_a_board_of_four_scripts_draws_every_letter(
    code: str, raqm: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    draw_text = fonts.draw_text

    def recording(img: Image.Image, xy: Any, text: str, *args: Any, **kw: Any) -> int:
        drawn.append(text)
        return draw_text(img, xy, text, *args, **kw)

    monkeypatch.setattr(banner, "draw_text", recording)
    before = fonts.use_raqm(raqm)
    try:
        game = Game.new(Ruleset.preset("ludo", players=4), players=4)
        game.apply(Roll(6))
        png = render_png(position_of(game), NAMES, words=i18n.Words(code))
    finally:
        fonts.use_raqm(before)
    assert any("राहुल" in t for t in drawn) and any("Doğuş" in t for t in drawn)
    assert [(t, missing(t)) for t in drawn if missing(t)] == []
    # The banner has ink where its words are.
    img = Image.open(io.BytesIO(png)).convert("L")
    assert ImageOps.invert(img.crop((0, 0, img.width // 2, 40))).getbbox() is not None


@pytest.mark.parametrize("code", i18n.available())
def test_every_word_on_the_pictures_has_its_glyphs(code: str) -> None:
    own = i18n.catalogue(code)
    words = [
        i18n.say(mid, code, who="Ann", letter="R", number=1, place="1", count=2, n=3)
        for mid in own.entries
        if mid.startswith(PICTURE_WORDS)
    ]
    assert words and [(w, missing(w)) for w in words if missing(w)] == []
