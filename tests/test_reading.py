"""The reader (bot/reading): whatever text comes, a typed value or a refusal with a code,
never another exception; digits of any script are numbers; and one rule reads every word
(the same value whatever its case, width or invisible characters)."""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.core import Refused
from bot.core.commands import COLOURS, Colour, SetHouseRule, SetSetting
from bot.core.settings import BY_NAME, PACES, SETTINGS, Known, Pace
from bot.engine import OPTIONS, PRESETS
from bot.engine.computers import LEVELS, Level
from bot.reading import (
    normal,
    number,
    read_colour,
    read_declared,
    read_level,
    read_option,
    read_pace,
    read_points,
    read_preset,
    read_rules,
    read_seat,
    read_setting,
    read_value,
    whole,
)

KNOWN = Known(("en", "de", "pt-BR"))
ZEROS = [chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Nd"]
ZEROS = [z for z in ZEROS if unicodedata.decimal(z) == 0]
"""The zero of every script's digits (its nine follow it)."""

READERS: dict[str, Callable[[str], object]] = {
    "colour": read_colour,
    "level": read_level,
    "pace": read_pace,
    "preset": read_preset,
    "option": read_option,
    "seat": read_seat,
    "points": lambda text: read_points(text, 4),
    "rules": lambda text: read_rules(text, "madn"),
    "rules_alone": lambda text: read_rules(text),
    "value": lambda text: read_value("entry_rolls", text),
    "setting": lambda text: read_setting("turn_timer", text, KNOWN),
    "named": lambda text: read_setting(text, "yes", KNOWN),
    "language": lambda text: read_declared(SETTINGS["language"], text, KNOWN),
}
CODES = {
    "bad_colour",
    "bad_level",
    "bad_pace",
    "unknown_preset",
    "unknown_option",
    "setting_not_rule",
    "bad_input",
    "bad_rules",
    "rules_clash_preset",
    "rule_format",
    "rule_token",
    "repeated_option",
    "repeated_preset",
    "repeated_value",
    "bad_setting",
    "points_bad",
    "points_negative",
    "points_too_large",
    "points_count",
    "points_not_descending",
}
"""What the reader refuses with: codes the catalogues word."""

# Text people could send: any characters, or words the bot takes mixed with the rules'
# punctuation and the characters the rule drops.
WORDS = [*COLOURS, *LEVELS, *PACES, *PRESETS, *OPTIONS, "any", "yes", "no", "off", "{1,6}"]
TEXT = st.one_of(
    st.text(),
    st.lists(
        st.one_of(st.sampled_from(WORDS), st.sampled_from([" ", "=", ",", "{", "}", "\u200b"])),
        max_size=12,
    ).map("".join),
)


@pytest.mark.parametrize("reader", READERS)
@given(text=TEXT)
def test_any_text_is_a_typed_value_or_a_refusal(reader: str, text: str) -> None:
    try:
        READERS[reader](text)
    except Refused as refused:
        assert refused.code in CODES, refused.code


def _in(zero: str, n: int) -> str:
    return "".join(chr(ord(zero) + int(d)) for d in str(n))


@given(zero=st.sampled_from(ZEROS), n=st.integers(0, 10**9))
def test_digits_of_any_script_are_numbers(zero: str, n: int) -> None:
    assert number(_in(zero, n)) == n
    assert whole(_in(zero, n), "n", 0, None) == n


@given(
    zero=st.sampled_from(ZEROS),
    seconds=st.integers(30, 86400),
    faces=st.sets(st.integers(1, 6), min_size=1),
)
def test_settings_and_rules_read_any_scripts_digits(
    zero: str, seconds: int, faces: set[int]
) -> None:
    assert read_setting("turn_timer", _in(zero, seconds)) == SetSetting("turn_timer", seconds)
    typed = "{" + ",".join(_in(zero, f) for f in sorted(faces)) + "}"
    assert read_setting("entry_rolls", typed) == SetHouseRule("entry_rolls", frozenset(faces))
    assert read_seat(_in(zero, 3)) == 2


def _variants(word: str) -> list[str]:
    """``word`` as people may type it: upper case, full width, invisible characters
    around and inside, spaces, a tab."""
    wide = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in word)
    return [
        word.upper(),
        word.title(),
        wide,
        f"\u200b{word}\u200e",
        f"  {word}\t",
        word[:1] + "\u2060" + word[1:],
    ]


@pytest.mark.parametrize(
    ("words", "reader"),
    [
        (COLOURS, read_colour),
        (LEVELS, read_level),
        (tuple(PACES), read_pace),
        (tuple(PRESETS), read_preset),
        (tuple(OPTIONS), read_option),
    ],
)
def test_one_rule_reads_every_word(words: tuple[str, ...], reader: Callable[[str], object]) -> None:
    for word in words:
        value = reader(word)
        for typed in _variants(word):
            assert reader(typed) == value, typed


def test_every_setting_reads_its_words_by_the_same_rule() -> None:
    for setting in BY_NAME:
        for word in setting.kind.choices(KNOWN):
            value = read_declared(setting, word, KNOWN)
            assert all(read_declared(setting, v, KNOWN) == value for v in _variants(word))
    assert read_declared(SETTINGS["language"], "PT-br", KNOWN) == "pt-BR"


@given(text=st.text())
def test_the_rule_is_one_and_idempotent(text: str) -> None:
    read = normal(text)
    assert normal(read) == read
    assert read == read.strip() and read == read.lower()
    assert not any(unicodedata.category(c) in ("Cf", "Cc") for c in read)


def test_the_values_are_typed() -> None:
    assert read_colour("Red") == Colour("red") and read_colour("ANY") is None
    assert read_level("HARD") is Level.HARD and read_pace("72H") is Pace.THREE_DAYS
    assert read_rules("fia own_landing=Capture entry_rolls=1,6") == (
        "fia",
        {"own_landing": "capture", "entry_rolls": frozenset({1, 6})},
    )
    with pytest.raises(Refused) as refused:
        read_level("grandmaster")
    assert refused.value.note.params == {"level": "grandmaster", "levels": ", ".join(LEVELS)}
    with pytest.raises(ValueError):
        Colour("mauve")  # a command cannot carry what the reader would refuse


@pytest.mark.parametrize(
    ("text", "size", "read"),
    [
        ("6,4,2,0", 4, (6, 4, 2, 0)),
        (" 10 / 8 / 6 / 4 / 2 / 0 ", 6, (10, 8, 6, 4, 2, 0)),
        ("\uff15\uff0c\uff13\uff0c\uff11", 3, (5, 3, 1)),
        ("\u0663\u060c\u0660", 2, (3, 0)),
        ("3;3;0", 3, (3, 3, 0)),
        ("100 0", 2, (100, 0)),
    ],
)
def test_points_by_place_are_read(text: str, size: int, read: tuple[int, ...]) -> None:
    assert read_points(text, size) == read


@pytest.mark.parametrize(
    ("text", "size", "code", "params"),
    [
        ("6,4,2", 4, "points_count", {"count": 3, "seats": 4}),
        ("6,4,2,0,0", 4, "points_count", {"count": 5, "seats": 4}),
        ("", 2, "points_count", {"count": 0, "seats": 2}),
        ("6,-4", 2, "points_negative", {"value": "-4"}),
        ("6,four", 2, "points_bad", {"value": "four"}),
        ("6.5,0", 2, "points_bad", {"value": "6.5"}),
        ("101,0", 2, "points_too_large", {"value": 101, "most": 100}),
        ("9" * 5000 + ",0", 2, "points_too_large", {"value": "9" * 20, "most": 100}),
        ("0,2,4", 3, "points_not_descending", {"points": "0 · 2 · 4"}),
        ("6,2,4,0", 4, "points_not_descending", {"points": "6 · 2 · 4 · 0"}),
        ("2,2", 2, "points_not_descending", {"points": "2 · 2"}),
    ],
)
def test_points_by_place_refused_by_code(
    text: str, size: int, code: str, params: dict[str, object]
) -> None:
    with pytest.raises(Refused) as refused:
        read_points(text, size)
    assert (refused.value.note.code, refused.value.note.params) == (code, params)
