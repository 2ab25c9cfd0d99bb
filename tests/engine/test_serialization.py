"""A game is a value: it saves to JSON and loads back equal at any point — mid-turn, with a
capture pending, a huff window open or the order rolls under way — and a logged action list
replays to the same game (game.py's contract; the bot stores games this way)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.engine import (
    MOVE,
    ORDER,
    OUT,
    OVER,
    PASS,
    YARD,
    Event,
    Game,
    GreedyMover,
    IllegalAction,
    Move,
    Roll,
    RuleError,
    Ruleset,
    SeededDice,
    Termination,
    action_from_dict,
    action_of,
    play_out,
    record_game,
)
from tests.engine_helpers import legal_actions

from .conftest import Y, kinds, make, moves, play


def reload(g: Game) -> Game:
    """Through JSON text and back, as the store does."""
    return Game.from_dict(json.loads(json.dumps(g.to_dict())))


def play_logged(g: Game, seed: int, max_ply: int = 400) -> list[dict[str, Any]]:
    """Play ``g`` with random choices (huffing whenever possible), checking a JSON round trip
    after every action; return the action log."""
    rng = random.Random(seed)
    log: list[dict[str, Any]] = []
    while not g.is_over and g.ply < max_ply:
        if g.huff_seats() and rng.random() < 0.7:
            action = {"type": "huff", "seat": g.huff_seats()[0], "piece": g.huff_targets()[0]}
        elif g.phase == MOVE:
            action = action_of(rng.choice(g.legal_moves())).to_dict()
        else:
            action = {"type": "roll", "value": rng.randint(1, 6)}
        g.apply(action)
        log.append(action)
        loaded = reload(g)
        assert loaded == g
        assert loaded.legal_moves() == g.legal_moves()
        assert loaded.huff_seats() == g.huff_seats()
    return log


GAMES = [
    ("madn", 4, {}),
    ("mejn", 6, {}),
    ("ludo", 4, {}),
    ("fia", 4, {}),
    ("marbles", 4, {"teams": "partners"}),
    ("marbles", 3, {"war": True, "war_rounds": 10}),
    ("madn", 3, {"forced_capture": "huff", "must_move": False}),
    ("madn", 4, {"own_landing": "block", "capture_extra_lap": True, "forced_capture": "strict"}),
]


@pytest.mark.parametrize(("preset", "players", "overrides"), GAMES)
def test_round_trip_and_replay(preset: str, players: int, overrides: dict[str, Any]) -> None:
    """EN 004_923ef5c61110e5ef.txt:1 "Players take turn rolling a dice, and based on that roll"
    — every roll and move of a whole game is saved and loaded back equal, and the logged
    actions replay to the same game."""
    rules = Ruleset.preset(preset, players=players, overrides=overrides)
    g = Game.new(rules, players=players)
    log = play_logged(g, seed=players * 31 + len(overrides))
    replayed = Game.new(rules, players=players)
    for action in log:
        replayed.apply(action)
    assert replayed == g and replayed.to_dict() == g.to_dict()


def test_same_seed_same_game() -> None:
    """EN 004_923ef5c61110e5ef.txt:1 "Players take turn rolling a dice" — the dice are
    injected: the same seed gives the same game, move for move."""
    a, b = make(players=4), make(players=4)
    play_out(a, SeededDice(9), GreedyMover())
    play_out(b, SeededDice(9), GreedyMover())
    assert a == b and a.is_over and a.to_dict() == b.to_dict()


def test_round_trip_during_the_order_rolls() -> None:
    """NL 002_beca621f69ff352d.txt:9 "daarna werpt iedere speler één keer met de dobbelsteen.
    Wie de meeste ogen werpt, mag beginnen." — saved between the order rolls, ties included."""
    g = make(players=3, turn_order="highest_roll")
    g.roll(5)
    g.roll(2)
    loaded = reload(g)
    assert loaded == g and loaded.phase == ORDER
    assert kinds(loaded.roll(5)) == ["order_roll"]  # a tie: seats 0 and 2 roll again
    g.roll(5)
    assert loaded == g
    assert kinds(loaded.roll(6)) == kinds(g.roll(6)) == ["order_roll"]
    assert reload(g) == g


def test_round_trip_with_a_pending_capture() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "Dette gjelder ikke ... hvis brikken flyttes videre i
    samme omgang etter at det har vært kastet 6." — the capture waiting for the end of the turn
    survives a save."""
    g = make("fia").setup({0: [24, 10, 56, 56], 2: [4, Y, Y, Y]}, turn=0)
    g.roll(6)
    play(g, 0, 30)
    assert g.pending
    loaded = reload(g)
    assert loaded == g and loaded.pending == g.pending
    loaded.roll(3)
    assert kinds(play(loaded, 1)) == ["moved", "captured", "next"]
    assert loaded.pieces[2][0] == Y


def test_round_trip_with_a_huff_window_open() -> None:
    """DE 000_26953b72867d3672.txt:15 "Übersieht er das und zieht eine andere eigene Figur,
    dürfen die Gegner eine Figur des Spielers „pusten“" — the open window survives a save,
    and so does its being used."""
    g = make(forced_capture="huff").setup({0: [10, 20, 40, 41], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 1)
    loaded = reload(g)
    assert loaded == g and loaded.huff_seats() == [1]
    assert kinds(loaded.huff(1)) == ["huffed"]
    assert reload(loaded).huff_seats() == []


def test_round_trip_in_the_move_phase() -> None:
    """DE 000_26953b72867d3672.txt:8 "Hat ein Spieler mehrere Spielfiguren im Umlauf, kann er
    frei entscheiden, mit welcher er ziehen möchte." — a roll waiting for the choice is saved
    with its moves."""
    g = make(forced_capture="huff").setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    loaded = reload(g)
    assert loaded.phase == MOVE and loaded.current_roll == 4
    assert moves(loaded) == moves(g) == {(0, 14), (1, 24)}
    play(loaded, 1)
    assert loaded.huff_seats() == [1]  # skipping the capture is still an offence


def test_round_trip_when_over() -> None:
    """NO 003_55e0c9ce5411b445.txt:13 "Vinneren er den første spilleren som får alle sine
    brikker i mål." — a finished game loads back finished, with its winner."""
    g = make().setup({0: [39, 41, 42, 43]}, turn=0)
    g.roll(1)
    play(g, 0)
    loaded = reload(g)
    assert loaded == g and loaded.phase == OVER and loaded.winners == [0]


@pytest.mark.parametrize("name", ["madn", "mejn", "ludo", "fia", "marbles"])
def test_ruleset_round_trip(name: str) -> None:
    """RULES.md §3 presets with overrides: a ruleset saves as plain JSON and loads back equal
    (ES 001_268fa762d22a4b42.txt:2 "Si la tercera tirada también es un 6" — max_sixes
    stays 3 for ludo)."""
    for players in (2, 4, 6) if name in ("mejn", "marbles") else (2, 4):
        rules = Ruleset.preset(name, players=players, overrides={"entry_rolls": "{1,6}"})
        data = json.loads(json.dumps(rules.to_dict()))
        assert data["entry_rolls"] == [1, 6]
        assert Ruleset.from_dict(data) == rules
    assert Ruleset.from_dict(Ruleset.preset("ludo").to_dict()).max_sixes == 3


def test_ruleset_from_dict_refuses_bad_data() -> None:
    """RULES.md §3 "refused with a message that names them": stored rules are checked like
    new ones (ES 001_268fa762d22a4b42.txt:1 "Pueden jugar dos, tres o cuatro jugadores")."""
    data = Ruleset.preset("madn").to_dict()
    with pytest.raises(RuleError) as err:
        Ruleset.from_dict({**data, "colour": "red"})
    assert err.value.option == "colour"
    with pytest.raises(RuleError) as err:
        Ruleset.from_dict({**data, "war": True, "play_to_end": True})
    assert err.value.option == "war"


def test_game_from_dict_refuses_corrupt_state() -> None:
    """RULES.md §1 "Every player has 4 pieces": a stored game that breaks the board is
    refused with ValueError, never loaded half-way (NL 002_beca621f69ff352d.txt:9 "De
    spelers zetten hun 4 pionnen op de cirkeltjes van het met B aangegeven vakje")."""
    g = make("fia", players=4)
    g.roll(6)
    data = json.loads(json.dumps(g.to_dict()))
    assert data["format"] == 2 and Game.from_dict(data) == g
    bad: list[Any] = [
        {**data, "format": 99},
        {**data, "pieces": [[99, Y, Y, Y], *data["pieces"][1:]]},
        {**data, "pieces": [[Y, Y, Y], *data["pieces"][1:]]},
        {**data, "phase": "dancing"},
        {k: v for k, v in data.items() if k != "turn"},
        {**data, "seats": [[0], [0]]},
        {**data, "rules": {**data["rules"], "board": "hex"}},
        "not a dict",
    ]
    for d in bad:
        with pytest.raises(ValueError):
            Game.from_dict(d)


def test_moves_and_events_as_dicts() -> None:
    """DE 000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur aus
    der Startposition heraus auf sein Startfeld stellen" — the logged move names the piece
    and where it goes; events load back from their dicts."""
    g = make()
    events = g.roll(6)
    [m] = g.legal_moves()
    assert action_of(m).to_dict() == {"type": "move", "piece": 0, "to": 0}
    assert action_of(PASS).to_dict() == {"type": "pass"}
    events += g.play(m)
    for e in events:
        assert Event.from_dict(json.loads(json.dumps(e.to_dict()))) == e
    assert action_of(Move(piece=1, frm=5, to=9)).to_dict() == {"type": "move", "piece": 1, "to": 9}


def test_setup_starts_a_clean_position() -> None:
    """A set-up position keeps nothing of the game it was called on: no huff window, pending
    capture, places, eliminated sides or round count (EN 004_923ef5c61110e5ef.txt:19 "Last
    Player Standing" is played out here first, to leave all of them behind)."""
    g = Game.new(Ruleset.preset("marbles", players=4, overrides={"war": True}), players=4)
    play_out(g, SeededDice(3), GreedyMover())
    assert g.is_over and g.places and g.eliminated and g.round > 1
    g.setup({0: [10, YARD, YARD, YARD]}, turn=0)
    assert (g.phase, g.places, g.eliminated, g.pending, g.huff_window, g.round) == (
        "roll",
        [],
        [],
        [],
        None,
        1,
    )
    assert g.starter == 0 and g.winners == []
    g = Game.new(Ruleset.preset("madn", overrides={"forced_capture": "huff"}), players=2)
    g.setup({0: [10, 20, 40, 41], 2: [34, YARD, YARD, YARD]}, turn=0)
    g.roll_die(4)
    g.play(g.find_move(1))
    assert g.huff_window is not None
    g.setup({}, turn=0)
    assert g.huff_window is None and g.huff_seats() == []


def test_format_1_states_load() -> None:
    """Games saved before format 2 (yard -1, out -2, no own_start_entry) load as they were
    played: the pieces in the same places, and the DE 1960 reading of an entry onto an own
    piece (DE 000_26953b72867d3672.txt:7 "so muss er mit derselben 6 Kreise weiterziehen")."""
    g = Game.new(Ruleset.preset("mejn", players=4, overrides={"war": True}), players=4)
    g.setup({0: [0, YARD, OUT, 12], 1: [OUT, OUT, 5, YARD]}, turn=0)
    old = g.to_dict()
    old["format"] = 1
    old["pieces"] = [[{YARD: -1, OUT: -2}.get(p, p) for p in ps] for ps in old["pieces"]]
    del old["rules"]["own_start_entry"]
    loaded = Game.from_dict(json.loads(json.dumps(old)))
    assert loaded.pieces == g.pieces
    assert loaded.rules.own_start_entry == "move_on"
    loaded.roll_die(6)
    assert {(m.piece, m.to) for m in loaded.legal_moves()} == {(0, 6)}  # no entry: moves on
    assert loaded.to_dict()["format"] == 2


def test_typed_actions_are_the_logged_ones() -> None:
    """The typed actions and the move log's dicts are one thing: a game replayed from
    either ends equal (DE 000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine
    eigene Spielfigur aus der Startposition heraus auf sein Startfeld stellen" begins it)."""
    rules = Ruleset.preset("madn", players=2, overrides={"forced_capture": "huff"})
    logged = record_game(Game.new(rules, players=2), SeededDice(4), GreedyMover())
    typed = [action_from_dict(a) for a in logged]
    assert [a.to_dict() for a in typed] == logged
    a, b = Game.new(rules, players=2), Game.new(rules, players=2)
    for d, t in zip(logged, typed, strict=True):
        assert a.apply(d) == b.apply(t)
    assert a == b and a.is_over
    outcome = a.outcome
    assert outcome is not None and outcome.termination is Termination.ALL_HOME
    assert list(outcome.winners) == a.winners and outcome.place_of(a.winners[0]) == 1
    g = Game.new(rules, players=2)
    assert legal_actions(g) == [Roll(0)] and g.outcome is None
    for bad in ({"type": "move", "piece": "x", "to": 1}, {"type": "huff"}, {"kind": "roll"}):
        before = g.to_dict()
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.to_dict() == before


def test_termination_is_stored_and_derived_for_old_rows() -> None:
    """A finished game keeps why it ended across a save; rows saved before the termination
    was stored get it from the rules (EN 004_923ef5c61110e5ef.txt:19 "Last Player Standing")."""
    g = Game.new(Ruleset.preset("marbles", players=2, overrides={"war": True}), players=2)
    play_out(g, SeededDice(2), GreedyMover())
    data = json.loads(json.dumps(g.to_dict()))
    assert data["termination"] == g.termination.value == "last_side_standing"  # type: ignore[union-attr]
    assert Game.from_dict(data).outcome == g.outcome
    del data["termination"]
    assert Game.from_dict(data).outcome == g.outcome
