"""The values a message is given only so that a language can agree with them
(``bot.i18n.GRAMMAR``): the number of items of a list, whether a seat is a person or a
computer. Asserted on the values given to
Fluent and on message ids."""

from __future__ import annotations

from typing import Any, Final

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import i18n
from bot.i18n import GRAMMAR, available, catalogue

NAMES = st.text(alphabet=st.characters(categories=["L"]), min_size=1, max_size=12)
HOW = st.sampled_from(["and", "or"])


@given(items=st.lists(NAMES, min_size=2, max_size=6), how=HOW)
def test_every_joint_of_a_list_is_given_the_lists_count(items: list[str], how: str) -> None:
    given_values: list[tuple[str, dict[str, Any]]] = []
    real = i18n.say

    def spy(message_id: str, locale: object = i18n.SOURCE, /, **values: Any) -> str:
        given_values.append((message_id, values))
        return real(message_id, locale, **values)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "say", spy)
        i18n.join(items, "id", how)
    assert [mid for mid, _ in given_values] == ["list_more"] * (len(items) - 2) + [f"list_{how}"]
    assert [values["items"] for _, values in given_values] == [len(items)] * (len(items) - 1)


@given(items=st.lists(NAMES, min_size=2, max_size=6), how=HOW)
def test_indonesian_lists_of_three_or_more_take_the_serial_comma(
    items: list[str], how: str
) -> None:
    word = {"and": "dan", "or": "atau"}[how]
    text = i18n.join(items, "id", how)
    assert text.endswith(f"{items[-2]}, {word} {items[-1]}") == (len(items) >= 3)
    assert text.endswith(f"{items[-2]} {word} {items[-1]}") == (len(items) == 2)


GIVEN: Final = {"items": {"list_and", "list_or", "list_more"}, "kind": {"colour_taken"}}
"""The messages each grammar value is given to (by :func:`bot.i18n.join`, by the core)."""


@pytest.mark.parametrize("code", available())
def test_a_catalogue_selects_only_on_grammar_values_its_message_is_given(code: str) -> None:
    """A message that used a grammar value it is never given would fall back to English."""
    for mid, entry in catalogue(code).entries.items():
        for value in entry.placeholders & GRAMMAR:
            assert mid in GIVEN[value], (code, mid, value)


def test_hindi_agrees_with_a_computer_as_one_and_a_person_as_honoured() -> None:
    values = {"name": "Ann", "colour": "नीला"}
    person = i18n.say("colour_taken", "hi", kind="person", **values)
    computer = i18n.say("colour_taken", "hi", kind="computer", **values)
    assert person != computer
    assert catalogue("hi").read(person) == ("colour_taken", values)
    assert catalogue("hi").read(computer) == ("colour_taken", values)
