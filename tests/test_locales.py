"""The catalogues: every file parses, every message of the English source is in every
catalogue with the same placeholders (and no more), plurals and ordinals follow each
language's CLDR rules. Parametrised over the files there are, so a new language is
checked as soon as its file exists."""

from __future__ import annotations

import pytest

from bot.i18n import SOURCE, available, catalogue, say

OTHERS = [code for code in available() if code != SOURCE]


@pytest.mark.parametrize("code", available())
def test_every_catalogue_parses(code: str) -> None:
    assert catalogue(code).errors == []


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_is_in_every_catalogue_with_the_same_placeholders(code: str) -> None:
    source = catalogue(SOURCE).entries
    other = catalogue(code).entries
    missing = sorted(set(source) - set(other))
    extra = sorted(set(other) - set(source))
    differ = {
        mid: (sorted(source[mid].placeholders), sorted(other[mid].placeholders))
        for mid in sorted(set(source) & set(other))
        if source[mid].placeholders != other[mid].placeholders
    }
    assert (missing, extra, differ) == ([], [], {})


def test_a_missing_message_or_placeholder_is_found(tmp_path: object) -> None:
    """The parity check itself: a catalogue without a message, or with another
    placeholder, is told apart."""
    from bot.i18n import Catalogue

    source = Catalogue("en", "a = { $x } b\nb = c\n")
    other = Catalogue("de", "a = { $y } b\n")
    assert set(source.entries) - set(other.entries) == {"b"}
    assert source.entries["a"].placeholders != other.entries["a"].placeholders


@pytest.mark.parametrize("code", available())
def test_a_message_reads_back_to_its_id_and_values(code: str) -> None:
    text = say("not_your_turn", code, name="Zoë")
    assert catalogue(code).read(text) == ("not_your_turn", {"name": "Zoë"})


def test_english_ordinals() -> None:
    assert [say("ordinal", "en", n=n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
        "101st",
    ]


def test_a_message_a_catalogue_lacks_comes_in_english() -> None:
    assert say("no_such_message", "en", a=1) == "no_such_message a=1"
