"""Refused values and combinations: one error type, RuleError, whose message names the
option and says why (RULES.md §3 "refused with a message that names them, never silently
ignored")."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import OPTIONS, YARD, Game, RuleError, Ruleset

# One invalid value per option, as a user would type it and as a Python value.
BAD_VALUES: list[tuple[str, Any]] = [
    ("board", "hex8"),
    ("entry_rolls", "{2,6}"),
    ("entry_rolls", frozenset({5})),
    ("forced_entry", "sometimes"),
    ("clear_start", "maybe"),
    ("start_pieces", "2"),
    ("three_tries", "perhaps"),
    ("three_tries_bonus", 3),
    ("six_again", "maybe"),
    ("six_again_without_move", "x"),
    ("max_sixes", "2"),
    ("max_sixes", True),
    ("own_landing", "bounce"),
    ("own_start_entry", "stay"),
    ("block_passing", "everybody"),
    ("capture", "sometimes"),
    ("safe_start", 1),
    ("capture_at_turn_end", "later"),
    ("forced_capture", "always"),
    ("capture_extra_lap", "twice"),
    ("exact_home", "nearly"),
    ("overshoot", "wrap"),
    ("home_jump", "hop"),
    ("home_moves", "shuffle"),
    ("must_move", "should"),
    ("turn_order", "random"),
    ("play_to_end", "forever"),
    ("teams", "trios"),
    ("war", "peace"),
    ("war_rounds", "5"),
    ("war_rounds", 1001),
    ("war_rounds", "many"),
]


def test_every_option_has_a_bad_value_here() -> None:
    """Coverage of this file: every option of RULES.md §2 is checked below."""
    assert {name for name, _ in BAD_VALUES} == set(OPTIONS)


@pytest.mark.parametrize(("option", "value"), BAD_VALUES)
def test_invalid_value_names_the_option(option: str, value: Any) -> None:
    """RULES.md §2: each option has its listed values and no others."""
    with pytest.raises(RuleError) as err:
        Ruleset.preset("madn", players=4, overrides={option: value})
    assert err.value.option == option
    assert str(err.value).startswith(f"{option}: ") and err.value.why


def test_invalid_value_in_the_constructor() -> None:
    """RULES.md §2 bool options are yes/no, not numbers: Ruleset itself checks."""
    with pytest.raises(RuleError) as err:
        Ruleset(six_again=1)  # type: ignore[arg-type]
    assert err.value.option == "six_again"


def test_unknown_option_and_preset() -> None:
    """RULES.md §2/§3: only the catalogue's options and presets exist."""
    with pytest.raises(RuleError) as err:
        Ruleset.preset("madn", overrides={"colour": "red"})
    assert err.value.option == "colour" and "unknown option" in str(err.value)
    with pytest.raises(RuleError) as err:
        Ruleset.preset("mensch")
    assert err.value.option == "preset" and "mensch" in str(err.value)
    with pytest.raises(RuleError):
        Ruleset().with_options(nonsense="yes")


@pytest.mark.parametrize(
    ("preset", "players", "overrides", "option", "why"),
    [
        ("madn", 3, {"teams": "partners"}, "teams", "even"),
        ("mejn", 5, {"teams": "partners"}, "teams", "even"),
        ("madn", 4, {"war": "yes", "play_to_end": "yes"}, "war", "play_to_end"),
        ("ludo", 4, {"war": "yes"}, "war", "play_to_end"),
        ("madn", 7, {}, "players", "2 to 6"),
        ("mejn", 7, {}, "players", "2 to 6"),
        ("madn", 1, {}, "players", "2 to 6"),
        ("madn", 5, {}, "board", "colours"),
        ("madn", 6, {"board": "cross4"}, "board", "colours"),
        ("marbles", 5, {"board": "classic4"}, "board", "colours"),
        ("madn", 4, {"capture_extra_lap": "yes"}, "capture_extra_lap", "forced_capture"),
        ("madn", 4, {"home_moves": "no", "home_jump": "no"}, "home_moves", "wall"),
        ("mejn", 6, {"home_moves": "no", "home_jump": "no"}, "home_moves", "wall"),
        ("madn", 4, {"three_tries": "no", "three_tries_bonus": "yes"}, "three_tries_bonus", ""),
    ],
)
def test_refused_combinations(
    preset: str, players: int, overrides: dict[str, str], option: str, why: str
) -> None:
    """RULES.md §3 "war with play_to_end; teams without an even number of seats on opposite
    sides; capture_extra_lap without forced_capture; more players than the board has
    colours; home_moves no with home_jump no on a slots home" — and the catalogue's 2 to 6
    players (NL 002_beca621f69ff352d.txt:3 "kunnen 2-6 personen deelnemen")."""
    with pytest.raises(RuleError) as err:
        Ruleset.preset(preset, players=players, overrides=overrides)
    assert err.value.option == option
    assert str(err.value).startswith(f"{option}: ") and why in err.value.why


def test_allowed_combinations() -> None:
    """RULES.md §3 "overshoot bounce on a lane + goal home is allowed"; home_moves no with
    home_jump no is refused only on a slots home; classic6 seats 5 and 6."""
    assert Ruleset.preset("ludo", players=4, overrides={"overshoot": "bounce"}).overshoot
    Ruleset.preset("ludo", players=4, overrides={"home_moves": "no", "home_jump": "no"})
    Ruleset.preset("madn", players=4, overrides={"home_moves": "no", "home_jump": "yes"})
    Ruleset.preset("madn", players=6, overrides={"board": "classic6"})
    Ruleset.preset("madn", players=6, overrides={"board": "classic6", "teams": "partners"})
    Ruleset.preset("fia", players=4, overrides={"forced_capture": "huff"})
    extra_lap = {"forced_capture": "strict", "capture_extra_lap": "yes"}
    Ruleset.preset("madn", players=4, overrides=extra_lap)


def test_game_refuses_more_players_than_colours() -> None:
    """RULES.md §3 "more players than the board has colours" — also when the rules were made
    without a player count; ES 001_268fa762d22a4b42.txt:1 "Pueden jugar dos, tres o cuatro
    jugadores"."""
    rules = Ruleset.preset("madn")
    with pytest.raises(RuleError) as err:
        Game.new(rules, players=5)
    assert err.value.option == "board"
    with pytest.raises(RuleError) as err:
        Game.new(rules, seating=[(0, 1), (2, 3), (4,)])
    assert err.value.option in ("board", "seating")


def test_game_refuses_teams_not_opposite() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "In Team play" with RULES.md §2 "partners sit
    opposite"."""
    rules = Ruleset.preset("marbles", overrides={"teams": "partners"})
    with pytest.raises(RuleError) as err:
        Game.new(rules, seating=[(0,), (1,)])
    assert err.value.option == "teams" and "opposite" in err.value.why
    with pytest.raises(RuleError) as err:
        Game.new(rules, players=3)
    assert err.value.option == "teams"
    Game.new(rules, players=4)


def test_partners_with_two_colours_per_player_are_refused() -> None:
    """RULES.md §3 "teams partners with two colours per player" is refused: EN
    004_923ef5c61110e5ef.txt:14 "In Team play, if a player’s only option is to land on a space
    occupied by a fellow team member’s marble" — a team is two players, each with a colour;
    with NL 002_beca621f69ff352d.txt:7 "nemen één of meer spelers 2 kleuren voor hun rekening"
    one player would be both partners."""
    rules = Ruleset.preset("marbles", overrides={"teams": "partners"})
    for seating in ([(0, 2), (1, 3)], [(0, 1), (2, 3)], [(0,), (2,), (1, 3)]):
        with pytest.raises(RuleError) as err:
            Game.new(rules, seating=seating)
        assert err.value.option == "teams"
    six = Ruleset.preset("marbles", players=6, overrides={"teams": "partners"})
    with pytest.raises(RuleError) as err:
        Game.new(six, seating=[(0, 3), (1, 4)])
    assert err.value.option == "teams"
    Game.new(six, players=6)
    Game.new(rules, seating=[(0,), (1,), (2,), (3,)])


def test_game_refuses_bad_seating() -> None:
    """NL 002_beca621f69ff352d.txt:7 "nemen één of meer spelers 2 kleuren voor hun rekening" —
    but each colour belongs to one seat."""
    rules = Ruleset.preset("madn")
    for seating in ([(0,), (0,)], [(0,), (9,)], [(0,), ()]):
        with pytest.raises(RuleError) as err:
            Game.new(rules, seating=seating)
        assert err.value.option == "seating"
    with pytest.raises(RuleError) as err:
        Game.new(rules, players=3, seating=[(0,), (2,)])
    assert err.value.option == "players"


def test_setup_refuses_colours_not_in_play() -> None:
    """RULES.md §1 "Every player has 4 pieces" — setup places exactly 4 per colour in play."""
    g = Game.new(Ruleset.preset("madn", overrides={"turn_order": "seating"}), players=2)
    with pytest.raises(RuleError) as err:
        g.setup({1: [YARD] * 4})
    assert err.value.option == "setup"
    with pytest.raises(RuleError):
        g.setup({0: [YARD] * 3})


def test_rule_error_is_one_type() -> None:
    """The issue: "raises one specific error type (RuleError)" — a ValueError subclass."""
    assert issubclass(RuleError, ValueError)
    err = RuleError("war", "cannot be combined with play_to_end")
    assert (err.option, err.why, str(err)) == (
        "war",
        "cannot be combined with play_to_end",
        "war: cannot be combined with play_to_end",
    )
