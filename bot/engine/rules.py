"""The rule catalogue (RULES.md §2) as data: every option, its values, the five presets.

A :class:`Ruleset` is a preset plus overrides, checked as a whole when it is built:

>>> r = Ruleset.preset("fia", players=4)
>>> r.board, r.own_landing, r.safe_start
('cross4', 'block', True)
>>> Ruleset.preset("mejn", players=6).board
'classic6'
>>> Ruleset.preset("madn", players=4, overrides={"war": True, "play_to_end": True})
Traceback (most recent call last):
...
bot.engine.rules.RuleError: war: cannot be combined with play_to_end (nobody finishes in war)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any, Final, NoReturn, TypeVar

from .board import BOARDS

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 6

T = TypeVar("T")


class RuleError(ValueError):
    """An option value or a combination of options that the engine refuses.

    ``code`` and ``params`` say why, for the edge to put into words (the bot's
    ``cogs/ludo/texts.py``); ``why`` is the same for developers and the command line.
    """

    def __init__(self, option: str, why: str, code: str = "invalid", **params: Any) -> None:
        super().__init__(f"{option}: {why}")
        self.option = option
        self.why = why
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class Option:
    """One option of the catalogue: its name and allowed values (its meaning in words is
    the edge's: ``option_<name>`` in the catalogues of :mod:`bot.i18n`)."""

    name: str
    kind: str  # "choice", "bool", "int" or "set"
    choices: tuple[Any, ...]


def _option(default: T, kind: str, choices: tuple[Any, ...]) -> T:
    """A field of :class:`Ruleset` that is an option of the catalogue (:data:`OPTIONS` is
    made of them): its default (the ``madn`` preset's), kind and allowed values."""
    return field(default=default, metadata={"kind": kind, "choices": choices})


def _yes_no(default: bool) -> bool:
    return _option(default, "bool", (False, True))


def _choice(default: str, *choices: str) -> str:
    return _option(default, "choice", choices)


# Overrides of the defaults per preset (RULES.md §3). The board for 5-6 players is
# chosen in Ruleset.preset.
PRESETS: Final[dict[str, dict[str, Any]]] = {
    "madn": {},
    "mejn": {
        "own_landing": "capture",
        "start_pieces": 1,
        "three_tries": False,
        "overshoot": "bounce",
        "home_jump": True,
    },
    "ludo": {
        "board": "cross4",
        "forced_entry": "never",
        "clear_start": False,
        "three_tries": False,
        "own_landing": "stack",
        "max_sixes": 3,
        "home_jump": True,
        "play_to_end": True,
        "turn_order": "seating",
    },
    "fia": {
        "board": "cross4",
        "forced_entry": "never",
        "clear_start": False,
        "own_landing": "block",
        "block_passing": "opponents_cannot",
        "safe_start": True,
        "capture_at_turn_end": True,
        "home_jump": True,
        "turn_order": "fixed_colours",
    },
    "marbles": {
        "entry_rolls": frozenset({1, 6}),
        "forced_entry": "when_no_piece_in_play",
        "clear_start": False,
        "three_tries": False,
        "six_again_without_move": True,
        "home_jump": True,
        "turn_order": "seating",
    },
}

# Presets that move to the six-colour board for 5-6 players.
SIX_PLAYER_BOARD: Final = {"mejn": "classic6", "marbles": "classic6"}


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A complete, validated set of options. Defaults are the ``madn`` preset. Each
    option is declared here once, with its kind and allowed values (:data:`OPTIONS`)."""

    board: str = _choice("classic4", "classic4", "classic6", "cross4")
    entry_rolls: frozenset[int] = _option(
        frozenset({6}), "set", (frozenset({6}), frozenset({1, 6}))
    )
    forced_entry: str = _choice("always", "never", "always", "when_no_piece_in_play")
    clear_start: bool = _yes_no(True)
    start_pieces: int = _option(0, "int", (0, 1))
    three_tries: bool = _yes_no(True)
    three_tries_bonus: bool = _yes_no(False)
    six_again: bool = _yes_no(True)
    six_again_without_move: bool = _yes_no(False)
    max_sixes: int = _option(0, "int", (0, 3))
    own_landing: str = _choice("forbidden", "forbidden", "capture", "stack", "block")
    own_start_entry: str = _choice("enter", "enter", "move_on")
    block_passing: str = _choice("nobody", "nobody", "opponents_cannot")
    capture: bool = _yes_no(True)
    safe_start: bool = _yes_no(False)
    capture_at_turn_end: bool = _yes_no(False)
    forced_capture: str = _choice("off", "off", "strict", "huff")
    capture_extra_lap: bool = _yes_no(False)
    exact_home: bool = _yes_no(True)
    overshoot: str = _choice("forbidden", "forbidden", "bounce")
    home_jump: bool = _yes_no(False)
    home_moves: bool = _yes_no(True)
    must_move: bool = _yes_no(True)
    turn_order: str = _choice("highest_roll", "highest_roll", "fixed_colours", "seating")
    play_to_end: bool = _yes_no(False)
    teams: str = _choice("off", "off", "partners")
    war: bool = _yes_no(False)
    war_rounds: int = _option(200, "int", tuple(range(10, 1001)))
    preset_name: str = "madn"

    def __post_init__(self) -> None:
        for opt in OPTIONS.values():
            value = getattr(self, opt.name)
            if opt.kind == "bool" and not isinstance(value, bool):
                raise RuleError(
                    opt.name, f"must be yes or no, not {value!r}", "not_yes_no", value=repr(value)
                )
            if value not in opt.choices or (opt.kind == "int" and isinstance(value, bool)):
                _not_a_choice(opt, describe(value))
        if self.preset_name not in PRESETS:
            _unknown("preset", self.preset_name, PRESETS)
        if self.war and self.play_to_end:
            raise RuleError(
                "war",
                "cannot be combined with play_to_end (nobody finishes in war)",
                "war_play_to_end",
            )
        if self.capture_extra_lap and self.forced_capture == "off":
            raise RuleError(
                "capture_extra_lap", "needs forced_capture strict or huff", "extra_lap_forced"
            )
        if self.three_tries_bonus and not self.three_tries:
            raise RuleError("three_tries_bonus", "needs three_tries", "bonus_three_tries")
        if not self.home_moves and not self.home_jump and not BOARDS[self.board].goal:
            raise RuleError(
                "home_moves",
                "'no' together with home_jump 'no' on a slots home would wall the deeper "
                "slots off for good",
                "home_walled",
            )

    # -- construction ---------------------------------------------------------------

    @classmethod
    def preset(
        cls, name: str, players: int | None = None, overrides: Mapping[str, Any] | None = None
    ) -> Ruleset:
        """The preset ``name`` for ``players`` players, with ``overrides`` applied.

        Override values may be given as Python values or as the strings users type
        (``"yes"``, ``"3"``, ``"{1,6}"``); they are parsed with :func:`parse_value`.
        """
        if name not in PRESETS:
            _unknown("preset", name, PRESETS)
        values: dict[str, Any] = dict(PRESETS[name])
        if players is not None and players > 4 and name in SIX_PLAYER_BOARD:
            values["board"] = SIX_PLAYER_BOARD[name]
        for key, raw in (overrides or {}).items():
            values[key] = parse_value(key, raw)
        rules = cls(preset_name=name, **values)
        if players is not None:
            rules.check_players(players)
        return rules

    def with_options(self, **overrides: Any) -> Ruleset:
        """A copy with ``overrides`` (parsed like user input) applied and validated."""
        return replace(self, **{key: parse_value(key, raw) for key, raw in overrides.items()})

    def check_players(self, players: int, colours: int | None = None) -> None:
        """Refuse a player count (and total colour count) this ruleset cannot seat."""
        board = BOARDS[self.board]
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RuleError(
                "players",
                f"{players} players: the game takes 2 to 6",
                "players_range",
                players=players,
            )
        used = colours if colours is not None else players
        if used > board.n_colours:
            raise RuleError(
                "board",
                f"{self.board} has {board.n_colours} colours, too few for {used}"
                + (" colours" if colours is not None else " players")
                + ("; use classic6" if used <= 6 else ""),
                "board_too_small" if used <= 6 else "board_too_small_any",
                board=self.board,
                colours=board.n_colours,
                used=used,
            )
        if self.teams == "partners" and used % 2:
            raise RuleError(
                "teams",
                f"partners need an even number of seats, not {used}",
                "partners_odd",
                used=used,
            )
        if self.teams == "partners" and used < 4:
            raise RuleError(
                "teams", "partners need two teams: at least four colours in play", "partners_four"
            )
        if self.teams == "partners" and used != players:
            raise RuleError(
                "teams", "partners need one colour per player, not two", "partners_one_colour"
            )

    # -- serialization ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        # Every field is a plain value (the entry rolls a frozenset, listed): no deep
        # copy is needed, and this is written with every move (dataclasses.asdict
        # walked each field recursively, the most of this function's cost in a press).
        d = {name: getattr(self, name) for name in _FIELD_NAMES}
        d["entry_rolls"] = sorted(self.entry_rolls)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Ruleset:
        values = dict(d)
        if "entry_rolls" in values:
            values["entry_rolls"] = frozenset(values["entry_rolls"])
        unknown = sorted(set(values).difference(_FIELD_NAMES))
        if unknown:
            _unknown("option", unknown[0], OPTIONS)
        return cls(**values)

    def differences(self) -> dict[str, Any]:
        """The options that differ from this ruleset's preset (what a user overrode)."""
        base = Ruleset.preset(self.preset_name)
        out: dict[str, Any] = {}
        for name in OPTIONS:
            if name == "board" and self.board == SIX_PLAYER_BOARD.get(self.preset_name):
                continue
            if getattr(self, name) != getattr(base, name):
                out[name] = getattr(self, name)
        return out


_FIELD_NAMES: Final = tuple(f.name for f in fields(Ruleset))
OPTIONS: Final[dict[str, Option]] = {
    f.name: Option(f.name, f.metadata["kind"], f.metadata["choices"])
    for f in fields(Ruleset)
    if f.metadata
}
"""Every option of the catalogue, in :class:`Ruleset`'s order: its fields declare them."""


def describe(value: Any) -> str:
    """An option value the way users write it.

    >>> describe(True), describe(frozenset({1, 6})), describe("bounce")
    ('yes', '{1,6}', 'bounce')
    """
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, frozenset | set):
        return "{" + ",".join(str(v) for v in sorted(value)) + "}"
    return str(value)


def _unknown(what: str, name: str, known: Mapping[str, Any]) -> NoReturn:
    """Refuse an unknown preset or option ``name`` (``what``), naming the ``known``."""
    names = ", ".join(known)
    if what == "preset":
        raise RuleError(
            what,
            f"unknown preset {name!r}; choose one of {names}",
            "unknown_preset",
            preset=name,
            presets=names,
        )
    raise RuleError(name, f"unknown option; options are {names}", "unknown_option", options=names)


def _not_a_choice(opt: Option, value: str) -> NoReturn:
    """Refuse a value an option does not take: a range (``low`` to ``high``,
    for the edge to word) for a long run of numbers, else the list of its choices."""
    value = value[:60]
    if opt.kind == "int" and len(opt.choices) > 20:
        low, high = min(opt.choices), max(opt.choices)
        raise RuleError(
            opt.name,
            f"{value} is not between {low} and {high}",
            "not_in_range",
            value=value,
            low=low,
            high=high,
        )
    choices = ", ".join(describe(c) for c in opt.choices)
    raise RuleError(
        opt.name, f"{value} is not one of {choices}", "not_a_choice", value=value, choices=choices
    )


def parse_value(name: str, raw: Any) -> Any:
    """Turn a user's value for option ``name`` into the Python value.

    >>> parse_value("six_again", "no"), parse_value("max_sixes", "3")
    (False, 3)
    >>> sorted(parse_value("entry_rolls", "1,6"))
    [1, 6]
    >>> parse_value("capture", "maybe")
    Traceback (most recent call last):
    ...
    bot.engine.rules.RuleError: capture: maybe is not one of no, yes
    """
    opt = OPTIONS.get(name)
    if opt is None:
        _unknown("option", name, OPTIONS)
    if not isinstance(raw, str):
        if opt.kind == "set" and isinstance(raw, list | tuple | set | frozenset):
            return frozenset(raw)
        return raw
    text = raw.strip().lower()
    if opt.kind == "bool":
        if text in ("yes", "true", "on", "1", "y"):
            return True
        if text in ("no", "false", "off", "0", "n"):
            return False
    elif opt.kind == "int":
        try:
            return int(text)
        except ValueError:
            pass
    elif opt.kind == "set":
        parts = text.strip("{}[]() ").replace(" ", ",").split(",")
        try:
            return frozenset(int(p) for p in parts if p)
        except ValueError:
            pass
    else:
        return text
    _not_a_choice(opt, str(raw))
