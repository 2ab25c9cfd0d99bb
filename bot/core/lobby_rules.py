"""A lobby's rules checked against the engine (the seats they allow, the colours they
offer), refusals naming the option the user set, and house rules in their stored form.
What people type is read into rule options by ``bot.reading``, never here."""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import BOARDS, PRESETS, RuleError, Ruleset, describe, parse_value
from .commands import Options, OptionValue
from .notes import Refused, rule_note
from .tables import Table

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
    overrides: Mapping[str, OptionValue | str],
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


def describe_value(name: str, value: OptionValue | str) -> str:
    try:
        return describe(parse_value(name, value))
    except RuleError:
        return str(value)


def stored(options: Options) -> dict[str, str]:
    """House rules as a table and a server's settings keep them: each value written the
    one way the bot shows it (``capture``: ``no``, ``entry_rolls``: ``{1,6}``)."""
    return {name: describe(value) for name, value in options.items()}
