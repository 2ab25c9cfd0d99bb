"""The five presets: their values (RULES.md §3) and one characteristic scenario each."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import OPTIONS, PRESETS, YARD, Game, PieceRef, RuleError, Ruleset

from .conftest import Y, kinds, make, moves, play

# RULES.md §2, the "default (madn)" column.
DEFAULTS: dict[str, Any] = {
    "board": "classic4",
    "entry_rolls": frozenset({6}),
    "forced_entry": "always",
    "clear_start": True,
    "start_pieces": 0,
    "three_tries": True,
    "three_tries_bonus": False,
    "six_again": True,
    "six_again_without_move": False,
    "max_sixes": 0,
    "own_landing": "forbidden",
    "own_start_entry": "enter",
    "block_passing": "nobody",
    "capture": True,
    "safe_start": False,
    "capture_at_turn_end": False,
    "forced_capture": "off",
    "capture_extra_lap": False,
    "exact_home": True,
    "overshoot": "forbidden",
    "home_jump": False,
    "home_moves": True,
    "must_move": True,
    "turn_order": "highest_roll",
    "play_to_end": False,
    "teams": "off",
    "war": False,
    "war_rounds": 200,
}

# RULES.md §3, the "differs from the defaults" column (4 players).
DIFFERS: dict[str, dict[str, Any]] = {
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


def test_catalogue_has_exactly_the_options_of_rules_md() -> None:
    """RULES.md §2: the option table (war_rounds from §5)."""
    assert set(OPTIONS) == set(DEFAULTS)
    assert {k: getattr(Ruleset(), k) for k in DEFAULTS} == DEFAULTS


@pytest.mark.parametrize("name", ["madn", "mejn", "ludo", "fia", "marbles"])
def test_preset_values(name: str) -> None:
    """RULES.md §3 "Every option a preset does not name keeps its default"."""
    rules = Ruleset.preset(name, players=4)
    assert {k: getattr(rules, k) for k in DEFAULTS} == {**DEFAULTS, **DIFFERS[name]}
    assert rules.preset_name == name and rules.differences() == {}


def test_presets_are_the_five() -> None:
    """RULES.md §3 (their names are the edge's words: tests/test_locales.py)."""
    assert set(PRESETS) == set(DIFFERS)


@pytest.mark.parametrize("name", ["mejn", "marbles"])
@pytest.mark.parametrize("players", [5, 6])
def test_six_colour_board_for_five_or_six(name: str, players: int) -> None:
    """NL 002_beca621f69ff352d.txt:3 "aan de andere zijde (in 6 kleuren) voor ten hoogste 6
    spelers"; RULES.md §3 "board classic6 for 5–6 players" (mejn, marbles)."""
    rules = Ruleset.preset(name, players=players)
    assert rules.board == "classic6"
    assert {k: getattr(rules, k) for k in DEFAULTS} == {
        **DEFAULTS,
        **DIFFERS[name],
        "board": "classic6",
    }
    assert rules.differences() == {}
    g = make(name, players=players)
    assert len(g.colours) == players and g.board.track_len == 60
    for small in (2, 3, 4):
        assert Ruleset.preset(name, players=small).board == "classic4"


@pytest.mark.parametrize("name", ["madn", "ludo", "fia"])
def test_four_colour_presets_refuse_five(name: str) -> None:
    """ES 001_268fa762d22a4b42.txt:1 "Pueden jugar dos, tres o cuatro jugadores." — RULES.md
    §3 refuses "more players than the board has colours"."""
    with pytest.raises(RuleError) as err:
        Ruleset.preset(name, players=5)
    assert err.value.option == "board"


def test_marbles_variants_teams_and_war() -> None:
    """RULES.md §3 marbles: "teams partners and war yes as the tradition's own variants"
    (EN 004_923ef5c61110e5ef.txt:14 "In Team play", :19 "WAR")."""
    assert Ruleset.preset("marbles", players=4, overrides={"teams": "partners"}).teams
    assert Ruleset.preset("marbles", players=4, overrides={"war": "yes"}).war


# -- one characteristic scenario each ----------------------------------------------------


def test_madn_scenario() -> None:
    """DE 000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur aus
    der Startposition heraus auf sein Startfeld stellen, wenn dort keine eigene Figur steht;
    danach darf er erneut würfeln"; :4 "Das Startfeld muss so bald wie möglich wieder
    freigemacht werden."; :5 "gilt die gegnerische Figur als geschlagen"; :6 "Eigene Figuren
    können nicht geschlagen werden"; :12 "so hat er in jeder Runde drei Versuche"."""
    g = make("madn", players=4, turn_order="highest_roll")
    assert g.phase == "order"  # the German classic: highest roll begins
    g = make("madn").setup({0: [5, Y, Y, Y], 2: [23, Y, Y, Y]}, turn=0)  # blue 23 = square 3
    g.roll(6)
    assert moves(g) == {(1, 0)}
    assert kinds(play(g, 1)) == ["entered", "bonus"]
    g.roll(5)  # the start piece must move, but 0 -> 5 is an own piece: piece 0 may go
    assert moves(g) == {(0, 10)}
    g.play(g.legal_moves()[0])
    assert g.turn == 2
    g = make("madn").setup({0: [0, 12, Y, Y], 2: [23, Y, Y, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 3)}
    events = play(g, 0)
    assert "captured" in kinds(events) and g.pieces[2][0] == YARD
    g = make("madn")
    assert kinds(g.roll(1)) == ["rolled", "retry"]


def test_mejn_scenario() -> None:
    """NL 002_beca621f69ff352d.txt:9 "Hij plaatst nu één van zijn pionnen in het cirkeltje A,
    gooit nogmaals de dobbelsteen"; :11 "zelfs al zou hij hierdoor één van zijn eigen pionnen
    er uitslaan"; :13 "een eigen pion dan wel één van een der andere spelers, dan moet deze
    pion worden geslagen"; :17 "zelfs niet na eventueel terugtellen via cirkeltje d"."""
    g = make("mejn", players=2)
    assert g.pieces[0] == [0, Y, Y, Y]
    g.roll(6)  # a new piece enters on A and knocks out the own piece there
    [m] = g.legal_moves()
    assert (m.piece, m.to, m.captures) == (1, 0, (PieceRef(0, 0),))
    g.play(m)
    assert g.pieces[0] == [Y, 0, Y, Y]
    g.roll(4)  # "met deze pion verder te spelen": the piece on A moves on
    assert moves(g) == {(1, 4)}
    play(g, 1)
    g.setup({0: [6, 2, Y, Y]}, turn=0)
    g.roll(4)  # a piece that lands on its own piece knocks it out
    m = g.find_move(1, 6)
    assert m.captures == (PieceRef(0, 0),)
    g.play(m)
    assert g.pieces[0] == [Y, 6, Y, Y]
    g = make("mejn").setup({0: [38, 40, 10, 20]}, turn=0)
    g.roll(6)  # 38 + 6: 39, a (taken: jumped), b, c, d, back to c
    assert (0, 42) in moves(g)


def test_ludo_scenario() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "puede optar por avanzar una ficha que ya esté en juego o,
    alternativamente, puede poner otra de sus fichas en juego activo" and "Si la tercera
    tirada también es un 6, el jugador no puede mover ninguna ficha"; :1 "para llegar a la
    casilla de meta se requiere una tirada precisa"."""
    g = make("ludo", players=4)
    assert g.phase == "roll" and g.turn == 0 and g.board.name == "cross4"
    g.setup({0: [10, Y, Y, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 16), (1, 0)}
    play(g, 1)
    g.roll(6)
    assert moves(g) == {(0, 16), (1, 6), (2, 0)}
    play(g, 1)
    assert kinds(g.roll(6)) == ["rolled", "third_six", "next"]
    assert g.turn == 1
    g = make("ludo").setup({0: [53, 56, 56, 10]}, turn=0)
    g.roll(4)  # 53 + 4 is past the goal
    assert moves(g) == {(3, 14)}


def test_fia_scenario() -> None:
    """NO 003_55e0c9ce5411b445.txt:4 "Den som har de røde brikkene begynner"; :10 "Dette
    gjelder ikke hvis motspillerens brikke står på sitt frifelt"; :11 "danner disse brikkene
    en sperre for motspilleres brikker slik at de ikke kan passere"."""
    rules = Ruleset.preset("fia", players=4)
    g = Game.new(rules, seating=[(2,), (3,), (1,), (0,)])
    assert g.turn == 0 and g.phase == "roll" and g.seat_to_act == 3
    # cross4: blue starts on square 26; blue 36 stands on square 10
    g = make("fia", players=2).setup({0: [22, 10, 6, Y], 2: [0, 36, Y, Y]}, turn=0)
    g.roll(4)  # red 22 -> 26 = blue's start: blue stays (safe); red 10 -> 14; red 6 -> 10
    assert moves(g) == {(0, 26), (1, 14), (2, 10)}
    m = g.find_move(2, 10)
    assert m.deferred  # blue 36 (square 10) goes at the end of the turn
    play(g, 0, 26)
    assert g.pieces[2] == [0, 36, Y, Y]
    g = make("fia", players=2).setup({0: [10, 14, 56, 56], 2: [38, 56, 56, 56]}, turn=0)
    g.roll(4)
    assert g.find_move(0, 14).forms_block
    play(g, 0)
    assert kinds(g.roll(2)) == ["rolled", "passed", "next"]  # blue 38 (square 12) is walled


def test_marbles_scenario() -> None:
    """EN 004_923ef5c61110e5ef.txt:3 'A roll of a "1" or "6" ... can also be used to move a
    marble from their Starting Base'; :16 "If I have no marbles on the path, and I roll a 1 or
    a 6, do I have to bring out a marble even if I don’t wish to? Yes."; :17 "(unless you
    rolled a 6, in which case you are allowed an additional roll)"."""
    g = make("marbles", players=2)
    g.roll(1)
    assert moves(g) == {(0, 0)}
    assert kinds(play(g, 0)) == ["entered", "next"]
    g.setup({0: [0, Y, Y, Y]}, turn=0)
    g.roll(1)
    assert moves(g) == {(0, 1)}  # the start square is taken by an own marble
    g.setup({0: [3, Y, Y, Y]}, turn=0)
    g.roll(1)
    assert moves(g) == {(0, 4), (1, 0)}  # a marble on the path: entering is a choice
    g.setup({0: [38, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]
