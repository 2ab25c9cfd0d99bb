"""Each custom_id form is declared once (cogs/ludo/custom_ids.py): the ids on messages any
earlier version posted are still read by their form, written back the same, and every
word a form allows stands for a press."""

from __future__ import annotations

import re

import pytest

from bot.core import commands as c
from cogs.ludo.buttons import LOBBY_PRESSES, board_action, board_press
from cogs.ludo.custom_ids import (
    BOARD,
    DM,
    END,
    LOBBY,
    LOBBY_MENU,
    RULES_FORM,
    TAKEOVER,
    CustomId,
)

OLD = [
    ("ludo:17:roll:3", BOARD),
    ("ludo:17:m2:40", BOARD),
    ("ludo:17:rematch:91", BOARD),
    ("dm:17:m0:7", DM),
    ("lobby:17:join", LOBBY),
    ("lobby:17:colour", LOBBY_MENU),
    ("takeover:17:2:11", TAKEOVER),
    ("end:17", END),
    ("rules-form:17", RULES_FORM),
]
FORMS = (BOARD, DM, LOBBY, LOBBY_MENU, TAKEOVER, END, RULES_FORM)


@pytest.mark.parametrize(("custom_id", "form"), OLD)
def test_old_ids_are_read_by_their_form_alone(custom_id: str, form: CustomId) -> None:
    fields = form.read(custom_id)
    assert fields is not None and form(**fields) == custom_id
    assert re.fullmatch(form.template, custom_id)
    assert [f for f in FORMS if f.read(custom_id) is not None] == [form]


def test_every_word_a_form_allows_stands_for_a_press() -> None:
    assert LOBBY.choices("action") == tuple(LOBBY_PRESSES)
    for action in BOARD.choices("action"):
        word = "m3" if action == r"m\d+" else action
        press = board_press(word, 5)
        assert board_action(press) == word
    assert board_press("m3", 5) == c.PlayMove(5, 3)
    assert LOBBY_MENU.choices("what") == ("colour", "level", "pace")
