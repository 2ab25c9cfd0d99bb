"""Rules as people type them, ``"fia capture=no entry_rolls={1,6}"``: a preset and rule
options read into the engine's values, checked against the engine, and refused naming
the option the person set."""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.core import Refused, check_rules
from bot.core.commands import OptionValue
from bot.core.notes import echo, rule_note
from bot.core.settings import SETTINGS
from bot.engine import OPTIONS, PRESETS, RuleError, parse_value

from .text import normal


def read_preset(text: str) -> str:
    """A preset's key as typed (any case, any width).

    >>> read_preset("\\uff26IA")
    'fia'
    """
    preset = normal(text)
    if preset not in PRESETS:
        raise Refused("unknown_preset", preset=echo(preset), presets=list(PRESETS))
    return preset


def read_option(text: str) -> str:
    """A rule option's name as typed; a server setting's name is refused saying where
    it is set."""
    name = normal(text)
    if name in OPTIONS:
        return name
    setting = SETTINGS.get(name)
    if setting is not None and setting.by_name:
        raise Refused("setting_not_rule", option=name)
    raise Refused("unknown_option", option=echo(name), options=list(OPTIONS))


def read_value(name: str, text: str) -> OptionValue:
    """Option ``name``'s value as typed (``capture=NO`` is False, ``entry_rolls=1,6`` is
    ``{1, 6}``); refused when the option is unknown, the value is not one it takes, or
    a set names a value twice.

    >>> read_value("capture", "NO"), sorted(read_value("entry_rolls", "{1, 6}"))
    (False, [1, 6])
    """
    name, value = read_option(name), normal(text)
    if OPTIONS[name].kind == "set":
        items = [i for i in re.split(r"[\s,]+", value.strip("{}[]() ")) if i]
        twice = next((i for n, i in enumerate(items) if i in items[:n]), None)
        if twice is not None:
            raise Refused("repeated_value", option=name, value=echo(twice))
    try:
        read: OptionValue = parse_value(name, value)
    except RuleError as exc:
        raise Refused("bad_rules", option=name, why=rule_note(exc)) from None
    return read  # in range, and fitting the rest: checked with the preset (check_rules)


# NAME=VALUE with a {set} value kept whole (its commas are not separators), else any
# run of characters between spaces and commas.
_TOKEN = re.compile(r"[^\s,=]+\s*=\s*\{[^}]*\}?|[^\s,]+")


def read_rules(
    text: str,
    preset: str = "",
    overrides: Mapping[str, OptionValue] | None = None,
    *,
    preset_given: bool = False,
) -> tuple[str, dict[str, OptionValue]]:
    """``"fia capture=no entry_rolls={1,6}"``: at most one preset, and NAME=VALUE pairs
    in any order, read into the engine's values. A preset named in the text replaces
    ``preset`` and ``overrides`` (they were the old preset's) unless ``preset`` was
    ``preset_given`` (typed in its own field); a second preset, like an option given
    twice, is refused (which of the two was meant?). With a preset, the options typed
    are checked against it (the caller checks once it knows the defaults' otherwise).

    >>> read_rules("FIA capture=no", "madn")
    ('fia', {'capture': False})
    """
    preset = read_preset(preset) if preset else ""
    result = dict(overrides or {})
    typed: set[str] = set()
    named = preset if preset_given else None
    last_set: str | None = None
    for token in _TOKEN.findall(normal(text)):
        if "=" in token:
            name, _, value = token.partition("=")
            name, value = name.strip(), value.strip()
            if not name or not value:
                raise Refused("rule_format", token=echo(token))
            name = read_option(name)
            if name in typed:
                raise Refused("repeated_option", option=name)
            typed.add(name)
            result[name] = read_value(name, value)
            last_set = name if OPTIONS[name].kind == "set" else None
        elif token.isdigit() and last_set is not None:
            # entry_rolls=1,6 written without braces: the 6 belongs to the set.
            before = result[last_set]
            faces = sorted(before) if isinstance(before, frozenset) else []
            result[last_set] = read_value(last_set, ",".join([*map(str, faces), token]))
        elif token in PRESETS:
            if named is not None:
                raise Refused("repeated_preset", first=named, second=token)
            preset = named = token
            # The overrides given were the old preset's: only those typed here stay.
            result = {k: v for k, v in result.items() if k in typed}
        else:
            raise Refused("rule_token", token=echo(token), presets=list(PRESETS))
    if typed and preset:
        check_rules(preset, result, user=tuple(typed))
    return preset, result
