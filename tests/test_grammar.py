"""The values a message is given only so that a language can agree with them
(``bot.i18n.GRAMMAR``): the number of items of a list. Asserted on the values given to
Fluent and on message ids."""

from __future__ import annotations

from typing import Any

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


@pytest.mark.parametrize("code", available())
def test_only_the_list_messages_select_on_a_lists_count(code: str) -> None:
    """``items`` is given to the list messages only (:func:`bot.i18n.join`): a message
    that used it elsewhere would never get it, and fall back to English."""
    uses = {mid for mid, e in catalogue(code).entries.items() if e.placeholders & GRAMMAR}
    assert uses <= {"list_and", "list_or", "list_more"}
