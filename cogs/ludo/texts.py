"""Every sentence the bot says to people, by code, in the language asked for.

The core refuses with a code and values (:class:`bot.core.Note`); the cogs add their
own codes for what only Discord knows about. The words are the Fluent catalogues of
:mod:`bot.i18n` (one file per language); :func:`say` turns engine and core values into
the words a message takes (a colour's name, a preset's name, a reason inside a refusal)
and :func:`read` does the reverse for tests, which assert on codes and values only.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from babel.numbers import format_decimal

from bot import i18n
from bot.core import Note, SeatView
from bot.core.settings import SERVER_LANGUAGE, Shows

LIMIT: Final = 2000
"""Discord's longest message; anything longer is cut (with an ellipsis)."""

NUMBERS: Final = frozenset(
    {"games", "wins", "captures", "rolls", "steps", "n", "count"}
    | {"players", "seats", "computers", "most", "used", "rounds", "rank"}
)
"""Values that choose a plural or an ordinal form: passed to the catalogue as numbers.
Other numbers (a game's number, a seed) go as they are written, without grouping."""

NAMED: Final = {
    "action": "action_",
    "level": "level_",
    "colour": "colour_",
    "pace": "pace_",
    "when": "dm_when_",
    "form": "gender_form_",
}
"""Values that are identifiers with a name of their own in each language."""

COMPOSED: Final = frozenset({"settings", "overrides", "presets"})
"""Values the bot composed of its own sentences (/ludo config show's lines, /ludo help's
presets): never cut as an echo (the whole message still is, at Discord's limit)."""

ECHO: Final = 100
"""Characters of a value a sentence repeats: a user's input echoed in a refusal is cut
to this (names on Discord are at most 32, a message link about 90)."""

LISTS: Final = {
    "colours": "colour",
    "levels": "level",
    "paces": "pace",
    "permissions": "permission",
}
"""Lists of such identifiers (a list, or as the core joined it: "easy, normal, hard"),
each item named in the language."""

PERMISSIONS: Final = "permission_"
"""A Discord permission by the name Discord's own settings give it, in the language
(``permission_attach_files``: Attach Files); one without a message is shown as code."""


TYPED: Final = frozenset({"option", "setting", "other", "options", "choices"})
"""Values that are names or values as users type them (an option, a setting, the values
an option takes, joined by commas): shown as code."""


def _typed(value: str) -> str:
    names = value.split(", ")
    if all(re.fullmatch(r"[a-z][a-z0-9_]*|\{[\d,]*\}|\d+", n) for n in names):
        return ", ".join(f"`{n}`" for n in names)
    return value


def _value(name: str, value: Any, locale: str) -> Any:
    if isinstance(value, Note):  # a reason inside a refusal: its own words
        return say(value, locale).rstrip(".")
    if isinstance(value, bool):  # as users type it (capture=no)
        return "yes" if value else "no"
    if isinstance(value, int) and name in NUMBERS:
        return value
    if name in NAMED and isinstance(value, str) and i18n.has(NAMED[name] + value, locale):
        return i18n.say(NAMED[name] + value, locale)
    if name == "permission" and isinstance(value, str):
        known = i18n.has(PERMISSIONS + value, locale)
        return i18n.say(PERMISSIONS + value, locale) if known else f"`{value}`"
    if name in TYPED and isinstance(value, str):
        return _typed(cut(value, ECHO))
    if isinstance(value, Mapping):
        return " ".join(f"{k}={v}" for k, v in value.items()) or say("no_house_rules", locale)
    if name in LISTS and isinstance(value, str):  # the core joined them already
        value = value.split(", ")
    if isinstance(value, list | tuple):
        each = LISTS.get(name, name)  # other lists are as users type them
        return ", ".join(str(_value(each, v, locale)) for v in value)
    if name in COMPOSED:
        return str(value)
    return cut(str(value), ECHO)


def setting_value(
    shows: Shows,
    value: object,
    locale: str = i18n.SOURCE,
    meant: str | None = None,
    name: str = "",
) -> str:
    """A server setting's value as /ludo config shows it, in words, the way its
    declaration says (``shows``); ``meant``: for a language, the catalogue the setting
    means (``auto`` means the server's locale's); ``name``: the setting, whose words
    (``setting_<name>_<value>``) a value of a list has."""
    if value is None:
        return say("setting_off", locale)
    if shows == "seconds":
        return say("setting_seconds", locale, seconds=value)
    if shows == "language":
        language = i18n.say("language_name", meant or str(value))
        return (
            say("language_auto", locale, language=language)
            if value == SERVER_LANGUAGE
            else language
        )
    if isinstance(value, bool):
        return say("setting_yes" if value else "setting_no", locale)
    if name in NAMED and i18n.has(f"{NAMED[name]}{value}", locale):  # a pace
        return say(f"{NAMED[name]}{value}", locale)
    if i18n.has(f"setting_{name}_{value}", locale):
        return say(f"setting_{name}_{value}", locale)
    return str(_value("", value, locale))  # house rules, a word as stored


DOTTED: Final = str.maketrans({"I": "ı", "İ": "i"})
"""Turkish (and Azerbaijani) capitals: I is the capital of dotless ı, İ of i."""


def folded(text: str, locale: str = i18n.SOURCE) -> str:
    """``text`` for matching what someone typed, case aside, as their language writes
    capitals (a Turkish "I" finds "ı").

    >>> folded("IŞIK", "tr"), folded("IŞIK", "en")
    ('ışık', 'işik')
    """
    if locale.split("-")[0] in ("tr", "az"):
        text = text.translate(DOTTED)
    return text.casefold()


def short(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters, cut after a whole word with an ellipsis
    (Discord's menus take 100).

    >>> short("a rule of many words", 12)
    'a rule of…'
    """
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    return (head.rsplit(" ", 1)[0] if " " in head else head).rstrip(" ,;:") + "…"


def option_words(option: str, locale: str, limit: int = 100) -> str:
    """An option's or setting's name in words (its ``option_<name>`` or
    ``setting_name_<name>``), at most ``limit`` characters; the typed name when it has
    none."""
    for mid in (f"setting_name_{option}", f"option_{option}"):
        if i18n.has(mid):
            return short(say(mid, locale), limit)
    return option


def decimal(value: float, locale: str, digits: int = 2, sign: bool = False) -> str:
    """A decimal as the language writes it (CLDR, through Babel): ``0.412`` in English,
    ``0,412`` in German; ``sign`` writes ``+`` before a rise.

    >>> decimal(0.4123, "en", 3), decimal(0.4123, "de", 3), decimal(1.25, "en", 1, sign=True)
    ('0.412', '0,412', '+1.2')
    """
    pattern = "0." + "0" * digits
    if sign:
        pattern = f"+{pattern};-{pattern}"
    return str(format_decimal(value, format=pattern, locale=i18n.cldr(i18n.catalogue_for(locale))))


def cut(text: str, limit: int = LIMIT) -> str:
    """Discord refuses a message over 2,000 characters: cut it, visibly."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def say(what: Note | str, locale: str = i18n.SOURCE, /, **params: Any) -> str:
    """The sentence for a note (or a code and its values) in ``locale`` (a catalogue
    code or a Discord locale)."""
    if isinstance(what, Note):
        code, values = what.code, {**what.params, **params}
    else:
        code, values = what, params
    if "preset" in values:
        named = f"preset_{values['preset']}"
        values.setdefault("preset_name", i18n.say(named, locale) if i18n.has(named) else "?")
    if code == "takes_language":
        values.setdefault("languages", ", ".join(i18n.available()))
    words = {k: _value(k, v, locale) for k, v in values.items()}
    return cut(i18n.say(code, locale, **words))


def notice(what: Note, seats: Sequence[SeatView], locale: str = i18n.SOURCE) -> str:
    """The sentence for a note that names a person (``joined``, ``back``…; its ``about``:
    their seat among ``seats``, the answer's view), given the gender that person chose
    (``/ludo gender``; ``unset`` for none) so that a language agrees with it (Hindi's
    जुड़ गईं for a woman); a note naming nobody, as :func:`say` words it."""
    if what.about is None or not 0 <= what.about < len(seats):
        return say(what, locale)
    return say(what, locale, gender=seats[what.about].gender or "unset")


def lines(locale: str, *codes: str, **values: Any) -> str:
    """Several messages, one a line (the lobby's head, /ludo help)."""
    return "\n".join(say(code, locale, **values) for code in codes)


def read(text: str, locale: str = i18n.SOURCE) -> tuple[str, dict[str, str]] | None:
    """The code (and the values as words) a sentence in ``locale`` was made from; None if
    none. Tests assert with it, in every language, instead of on the words."""
    return i18n.catalogue(i18n.catalogue_for(locale)).read(text)
