"""The page's words in the viewer's language, from the Fluent catalogues, as JSON.

The live page is drawn in the browser, but its words are made here, from the same
catalogues as the card's (one place for every sentence): the page's own messages
(``web-*``), the banner's sentences (``picture_*``, as the PNG's), the card's I'm back
button, the names and marks of the colours, the levels and the paces, and the places 1 to
6. The server's socket sends what changes with the game already in words (the log, the
moves' and the huff's labels, refusals).

A sentence with a name or a number in it reaches the page as a template: the message is
made with each placeholder given as ``{name}``, and the page puts the value there
(``fill`` in ``web/static/words.js``). So only messages whose placeholders are plain
values are templates: the one selector on a placeholder (``picture_wins``' count) is made
for one and for many; grammar values (:data:`bot.i18n.GRAMMAR`) take their default.

>>> w = page_words("de")
>>> w["lang"], w["text"]["web-roll"], w["text"]["picture_roll"]
('de', 'Würfeln', '{who} ({letter}) würfelt')
>>> w["letters"]["yellow"], w["ordinals"]["unset"][:3], page_words("ja-JP")["lang"]
('Ge', ['1.', '2.', '3.'], 'en')
"""

from __future__ import annotations

import functools
import json
from typing import Any, Final

from bot.core.settings import Pace
from bot.engine.board import COLOURS_6
from bot.engine.computers import Level
from bot.i18n import GRAMMAR, SOURCE, Words, catalogue, catalogue_for

PAGE: Final = (
    "web-title",
    "web-board",
    "web-roll",
    "web-moves",
    "web-log",
    "web-players",
    "web-pace",
    "web-time-left",
    "web-viewers",
    "web-watching",
    "web-you-play",
    "web-your-turn",
    "web-connecting",
    "web-reconnecting",
    "web-places",
    "web-computer",
    "web-away",
    "web-you-away",
    "web-host",
    "web-die",
    "web-piece-yard",
    "web-piece-track",
    "web-piece-home",
    "web-piece-goal",
    "web-piece-out",
    "web-piece-move",
    "web-ended",
)
"""The page's own messages (every one in every catalogue, tests/test_locales.py)."""
BANNER: Final = (
    "picture_order",
    "picture_move",
    "picture_roll",
    "picture_place",
    "picture_player",
    "picture_nobody",
    "list_and",
    "list_more",
)
"""The banner's sentences, as the PNG's banner makes them (:mod:`rendering.banner`)."""
CARD: Final = ("label_back",)
"""The card's buttons the page offers too, in the card's words (the huff's label comes
with the view: it names a seat and a piece)."""
PLACES: Final = 6
"""The most places a game has (six colours)."""
GENDERS: Final = ("unset", "feminine", "masculine")
"""What a person may choose for sentences about them (``/ludo gender``): a place's
ordinal agrees with it where a language's does (French ``1re``)."""


def _template(words: Words, message_id: str) -> str:
    """``message_id`` with each of its placeholders left as ``{name}`` for the page."""
    names = catalogue(SOURCE).entries[message_id].placeholders - GRAMMAR
    return words(message_id, **{name: "{" + name + "}" for name in names})


@functools.cache
def page_words(locale: str | None) -> dict[str, Any]:
    """Every word the page shows in the catalogue for ``locale`` (a browser's or
    Discord's locale, or a catalogue's code; English when none fits), as JSON values:
    ``lang`` (the catalogue's code, the page's ``lang`` attribute), ``text`` (templates
    by message id), ``wins`` (the banner's winner sentence for one and for several),
    ``colours``, ``letters``, ``levels``, ``paces`` and ``ordinals`` (by gender, the
    places 1 to 6)."""
    code = catalogue_for(locale)
    words = Words(code)
    text = {mid: _template(words, mid) for mid in (*PAGE, *BANNER, *CARD)}
    return {
        "lang": code,
        "text": text,
        "wins": [words("picture_wins", who="{who}", count=n) for n in (1, 2)],
        "colours": {c: words(f"colour_{c}") for c in COLOURS_6},
        "letters": {c: words(f"letter_{c}") for c in COLOURS_6},
        "levels": {str(v): words(f"level_{v}") for v in Level},
        "paces": {str(v): words(f"pace_{v}") for v in Pace},
        "ordinals": {
            g: [words("ordinal", n=n, gender=g) for n in range(1, PLACES + 1)] for g in GENDERS
        },
    }


def words_json(locale: str | None) -> str:
    """:func:`page_words` as JSON (what the page is given)."""
    return json.dumps(page_words(locale), ensure_ascii=False, separators=(",", ":"))


__all__ = ["PAGE", "page_words", "words_json"]
