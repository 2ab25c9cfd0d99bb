"""Rules as users type them: ``"fia capture=no entry_rolls={1,6}"`` read one way,
checked against the engine, and refusals naming the option the user set."""

from __future__ import annotations

import re

from ..engine import (
    BOARDS,
    OPTIONS,
    PRESETS,
    RuleError,
    Ruleset,
    describe,
    parse_value,
)
from .notes import Refused, echo, rule_note
from .settings import SETTINGS
from .tables import Table
from .typed import cleaned

MAX_SEATS = 6


def max_seats(table: Table) -> int:
    """The most players these rules can seat (six-colour presets go up to 6), or fewer
    when the host asked for fewer."""
    for n in range(table.max_players or MAX_SEATS, 1, -1):
        try:
            Ruleset.preset(table.preset, players=n, overrides=table.overrides)
        except RuleError:
            continue
        return n
    return 2


def lobby_colours(table: Table) -> tuple[str, ...]:
    """The colours of the board the lobby's seats play on when every seat is taken (a
    lobby of six seats offers six colours from the start; a colour the board of fewer
    players lacks is taken as any colour at the start)."""
    try:
        board = table.rules(max_seats(table)).board
    except RuleError:
        board = "classic4"
    return BOARDS[board].colours


def free_colours(table: Table) -> tuple[str, ...]:
    """The lobby's colours nobody has asked for yet."""
    taken = {s.colour for s in table.seats}
    return tuple(c for c in lobby_colours(table) if c not in taken)


def check_rules(
    preset: str,
    overrides: dict[str, str],
    players: int | None = None,
    user: tuple[str, ...] | None = None,
) -> Ruleset:
    """Validate a preset with overrides; a bad one is :class:`Refused` naming an option
    the user set (``user``: the options typed now; default all overrides). When the
    clash is with a value the preset set, the refusal says so and how to change it."""
    try:
        return Ruleset.preset(preset, players=players, overrides=overrides)
    except RuleError as exc:
        error = exc
    mine = set(overrides if user is None else user)
    # The preset's values the user left alone: does setting one back to the engine's
    # default make the rules work? Then that preset value is what the user's option
    # clashes with.
    base = Ruleset()
    for other, value in PRESETS.get(preset, {}).items():
        if other in overrides or other == "board":
            continue
        fix = describe(getattr(base, other))
        try:
            Ruleset.preset(preset, players=players, overrides={**overrides, other: fix})
        except RuleError:
            continue
        option = error.option if error.option in mine else next(iter(sorted(mine)), error.option)
        raise Refused(
            "rules_clash_preset",
            option=option,
            value=describe_value(option, overrides.get(option, "")),
            preset=preset,
            other=other,
            other_value=describe(value),
            fix=f"{other}={fix}",
        ) from None
    raise Refused("bad_rules", option=error.option, why=rule_note(error)) from None


def describe_value(name: str, value: str) -> str:
    try:
        return describe(parse_value(name, value))
    except RuleError:
        return value


def read_preset(text: str) -> str:
    """A preset's key as typed (any case, any width): refused when there is none."""
    preset = cleaned(text).lower()
    if preset not in PRESETS:
        raise Refused("unknown_preset", preset=echo(preset), presets=list(PRESETS))
    return preset


def read_option(text: str) -> str:
    """A rule option's name as typed; a server setting's name is refused saying where
    it is set."""
    name = cleaned(text).lower()
    if name in OPTIONS:
        return name
    setting = SETTINGS.get(name)
    if setting is not None and setting.by_name:
        raise Refused("setting_not_rule", option=name)
    raise Refused("unknown_option", option=echo(name), options=list(OPTIONS))


def normalise(name: str, value: str) -> str:
    """An option's value written the one way the bot shows it (``capture=NO`` is
    ``no``, ``entry_rolls=1,6`` is ``{1,6}``); refused when the option is unknown, the
    value is not one it takes, or a set names a value twice."""
    name, value = read_option(name), cleaned(value)
    if OPTIONS[name].kind == "set":
        items = [i for i in re.split(r"[\s,]+", value.strip("{}[]() ")) if i]
        twice = next((i for n, i in enumerate(items) if i in items[:n]), None)
        if twice is not None:
            raise Refused("repeated_value", option=name, value=echo(twice))
    try:
        return describe(parse_value(name, value))
    except RuleError as exc:
        raise Refused("bad_rules", option=name, why=rule_note(exc)) from None


# NAME=VALUE with a {set} value kept whole (its commas are not separators), else any
# run of characters between spaces and commas.
_TOKEN = re.compile(r"[^\s,=]+\s*=\s*\{[^}]*\}?|[^\s,]+")


def parse_rules_text(
    text: str, preset: str, overrides: dict[str, str], *, preset_given: bool = False
) -> tuple[str, dict[str, str]]:
    """``"fia capture=no entry_rolls={1,6}"``: at most one preset, and NAME=VALUE pairs,
    values normalised, in any order; text is read as :func:`.typed.cleaned` says. A
    preset named in the text replaces ``preset`` and ``overrides`` (they were the old
    preset's) unless ``preset`` was ``preset_given`` (typed in its own option); a second
    preset, like an option given twice, is refused (which of the two was meant?)."""
    preset = read_preset(preset) if preset else ""
    result = dict(overrides)
    typed: set[str] = set()
    named = preset if preset_given else None
    last_set: str | None = None
    for token in _TOKEN.findall(cleaned(text)):
        if "=" in token:
            name, _, value = token.partition("=")
            name, value = name.strip(), value.strip()
            if not name or not value:
                raise Refused("rule_format", token=echo(token))
            name = read_option(name)
            if name in typed:
                raise Refused("repeated_option", option=name)
            typed.add(name)
            result[name] = normalise(name, value)
            last_set = name if OPTIONS[name].kind == "set" else None
        elif token.isdigit() and last_set is not None:
            # entry_rolls=1,6 written without braces: the 6 belongs to the set.
            result[last_set] = normalise(last_set, f"{result[last_set].strip('{}')},{token}")
        elif token.lower() in PRESETS:
            if named is not None:
                raise Refused("repeated_preset", first=named, second=token.lower())
            preset = named = token.lower()
            # The overrides given were the old preset's: only those typed here stay.
            result = {k: v for k, v in result.items() if k in typed}
        else:
            raise Refused("rule_token", token=echo(token), presets=list(PRESETS))
    if typed and preset:  # no preset yet: the caller checks once it knows the server's
        check_rules(preset, result, user=tuple(typed))
    return preset, result
