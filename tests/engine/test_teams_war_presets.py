"""Teams, war, play to the end, the five presets, and refused combinations."""

from __future__ import annotations

import json

import pytest

from bot.engine import OUT, PRESETS, YARD, Game, IllegalAction, RuleError, Ruleset, piece_code

from .conftest import Y, kinds, make, moves, play


def test_partner_is_landed_on_only_when_nothing_else_is_possible() -> None:
    """EN 004:14 "In Team play, if a player’s only option is to land on a space occupied by
    a fellow team member’s marble, that team member’s marble must be sent back to their
    Starting Base." """
    g = make("marbles", players=4, teams="partners")
    # red's partner is blue (colour 2, start 20): blue progress 34 is square 14
    g.setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(1, 24)}
    g.setup({0: [10, 40, 41, 42], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    m = g.find_move(0, 14)
    assert m.partner and m.captures == (piece_code(2, 0),)
    g.play(m)
    assert g.pieces[2][0] == YARD


def test_a_team_wins_together() -> None:
    """RULES.md §2 teams: a team wins when all its pieces are home."""
    g = make("madn", players=4, teams="partners", home_jump=True)
    g.setup({0: [39, 40, 41, 42], 2: [40, 41, 42, 43], 1: [Y] * 4, 3: [Y] * 4}, turn=0)
    g.roll(4)
    events = play(g, 0)
    assert "won" in kinds(events)
    assert sorted(g.winners) == [0, 2]


def test_teams_off_partners_are_opponents() -> None:
    """RULES.md §2 teams off: everyone plays for themselves."""
    g = make("marbles", players=4).setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert (0, 14) in moves(g)


def test_war_captured_pieces_leave_and_the_last_side_wins() -> None:
    """EN 004:20 "In the war version of the game, ... When you land on another player's
    marble, it is removed from the board." """
    g = make("marbles", war=True)
    g.setup({0: [10, Y, Y, Y], 2: [34, OUT, OUT, OUT]}, turn=0)
    g.roll(4)
    events = play(g, 0)
    assert "won" in kinds(events) and g.pieces[2][0] == OUT and g.winners == [0]


def test_war_pieces_never_enter_the_home() -> None:
    """RULES.md §2 war (reading): pieces never enter the home; they keep circling."""
    g = make("marbles", war=True).setup({0: [38, Y, Y, Y]}, turn=0)
    g.roll(5)
    assert moves(g) == {(0, 3)}


def test_war_round_limit_ranks_by_pieces() -> None:
    """RULES.md §5: at the round limit sides rank by pieces not out; a tie shares the win."""
    g = make("marbles", players=3, war=True, war_rounds=10)
    g.setup({0: [5, OUT, OUT, OUT], 1: [15, 16, OUT, OUT], 2: [25, 26, OUT, OUT]}, turn=0)
    g.round = 10
    for _ in range(3):
        g.roll(2) if g.phase == "roll" else None
        if g.phase == "move":
            g.play(g.legal_moves()[0])
    assert g.is_over
    assert g.places[0] == [1, 2] and g.places[1] == [0]


def test_play_to_end() -> None:
    """ES 001:1 "Los demás jugadores suelen continuar la partida para determinar el segundo,
    tercer y cuarto puesto." """
    g = make("ludo", players=3).setup({0: [55, 56, 56, 56]}, turn=0)
    g.roll(1)
    events = play(g, 0)
    assert "placed" in kinds(events) and not g.is_over and g.places == [[0]]
    g = make("ludo", players=3, play_to_end=False).setup({0: [55, 56, 56, 56]}, turn=0)
    g.roll(1)
    play(g, 0)
    assert g.is_over and g.winners == [0]


EXPECTED = {
    "madn": {},
    "mejn": {"own_landing": "capture", "start_pieces": 1, "three_tries": False,
             "overshoot": "bounce", "home_jump": True},
    "ludo": {"board": "cross4", "forced_entry": "never", "clear_start": False,
             "three_tries": False, "own_landing": "stack", "max_sixes": 3, "home_jump": True,
             "play_to_end": True, "turn_order": "seating"},
    "fia": {"board": "cross4", "forced_entry": "never", "clear_start": False,
            "own_landing": "block", "block_passing": "opponents_cannot", "safe_start": True,
            "capture_at_turn_end": True, "home_jump": True, "turn_order": "fixed_colours"},
    "marbles": {"entry_rolls": frozenset({1, 6}), "forced_entry": "when_no_piece_in_play",
                "clear_start": False, "three_tries": False, "six_again_without_move": True,
                "home_jump": True, "turn_order": "seating"},
}  # fmt: skip


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_presets_differ_from_the_defaults_exactly_as_listed(preset: str) -> None:
    """RULES.md §3, the presets table."""
    rules = Ruleset.preset(preset, players=4)
    default = Ruleset()
    differs = {
        name: getattr(rules, name)
        for name in default.to_dict()
        if name != "preset_name" and getattr(rules, name) != getattr(default, name)
    }
    assert differs == EXPECTED[preset]
    assert rules.differences() == {}  # nothing overridden by a user


def test_six_colour_board_for_five_or_six() -> None:
    """NL 002:3 "een speelbord, dat aan de ene zijde (in 4 kleuren) voor ten hoogste 4 spelers
    en aan de andere zijde (in 6 kleuren) voor ten hoogste 6 spelers is bestemd." """
    for preset in ("mejn", "marbles"):
        assert Ruleset.preset(preset, players=5).board == "classic6"
        assert Ruleset.preset(preset, players=6).board == "classic6"
        assert Ruleset.preset(preset, players=4).board == "classic4"


@pytest.mark.parametrize(
    ("players", "overrides", "option"),
    [
        (3, {"teams": "partners"}, "teams"),
        (4, {"war": "yes", "play_to_end": "yes"}, "war"),
        (7, {}, "players"),
        (5, {}, "board"),
        (4, {"capture_extra_lap": "yes"}, "capture_extra_lap"),
        (4, {"home_moves": "no", "home_jump": "no"}, "home_moves"),
        (4, {"max_sixes": "2"}, "max_sixes"),
        (4, {"entry_rolls": "{2,6}"}, "entry_rolls"),
        (4, {"six_again": "maybe"}, "six_again"),
        (4, {"colour": "red"}, "colour"),
        (4, {"three_tries": "no", "three_tries_bonus": "yes"}, "three_tries_bonus"),
    ],
)
def test_refused_combinations_name_the_option(
    players: int, overrides: dict[str, str], option: str
) -> None:
    """RULES.md §3 "Combinations that make no sense are refused with a message that names
    them"."""
    with pytest.raises(RuleError) as err:
        Ruleset.preset("madn", players=players, overrides=overrides)
    assert err.value.option == option and option in str(err.value)


def test_bounce_is_allowed_on_a_lane() -> None:
    """RULES.md §3 "overshoot bounce on a lane + goal home is allowed"."""
    assert Ruleset.preset("ludo", overrides={"overshoot": "bounce"}).overshoot == "bounce"


def test_illegal_actions_change_nothing() -> None:
    """An illegal action raises IllegalAction and leaves the state exactly as it was."""
    g = make().setup({0: [10, Y, Y, Y]}, turn=0)
    before = g.to_dict()
    for bad in ({"type": "move", "piece": 0, "to": 11}, {"type": "huff", "seat": 1, "piece": 0}):
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.to_dict() == before
    g.roll(3)
    before = g.to_dict()
    with pytest.raises(IllegalAction):
        g.roll(4)
    with pytest.raises(IllegalAction):
        g.play(5)
    assert g.to_dict() == before


def test_state_round_trips_through_json() -> None:
    """A game is a value: its JSON loads back equal; unknown formats are refused."""
    g = make("fia", players=4)
    g.roll(6)
    data = json.loads(json.dumps(g.to_dict()))
    assert Game.from_dict(data) == g and data["format"] == 1
    with pytest.raises(ValueError, match="format"):
        Game.from_dict({**data, "format": 99})
    with pytest.raises(ValueError):
        Game.from_dict({**data, "pieces": [[99, 0, 0, 0]]})
