"""The computer players by level: their choices on fixed positions, every preset and
random option combinations played to the end, determinism by seed (issue 12)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import OPTIONS, PRESETS, Game, IllegalAction, Move, RuleError, Ruleset, SeededDice
from bot.engine.computers import (
    LEVELS,
    Computer,
    HardComputer,
    UnknownLevel,
    computer,
    play_computers,
    take_huff,
)
from bot.engine.evaluation import AGAINST_PLAYERS, DEFAULT, weights_for

from .conftest import Y, make, play

# classic4: red (0) progress p stands on square p, blue (2) on (20 + p) % 40, yellow (1)
# on (10 + p) % 40. With 2 players the seats are red and blue.

SMART = ("normal", "hard")


def choice(level: str, game: Game, seed: int = 1) -> Move:
    return computer(level, seed).choose(game, game.legal_moves())


@pytest.mark.parametrize("level", SMART)
def test_captures_when_it_can(level: str) -> None:
    """DE 000_26953b72867d3672.txt:5 "gilt die gegnerische Figur als geschlagen und muss
    zurück auf ihre Startposition" — piece 0 can send blue's piece (square 14) home."""
    g = make().setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    m = choice(level, g)
    assert (m.piece, m.to) == (0, 14)
    g.play(m)
    assert g.pieces[2][0] == Y


def test_hard_does_not_walk_into_an_obvious_capture() -> None:
    """DE 000_26953b72867d3672.txt:5 (captures) — red piece 0 (square 30) would stop one
    square in front of blue's piece on square 32; piece 1 (square 10) moves far from it.
    Greedy play runs the front piece; hard keeps it behind blue."""
    g = make().setup({0: [30, 10, Y, Y], 2: [12, Y, Y, Y]}, turn=0)
    g.roll(3)
    assert {(m.piece, m.to) for m in g.legal_moves()} == {(0, 33), (1, 13)}
    assert (choice("hard", g).piece, choice("hard", g).to) == (1, 13)
    assert choice("normal", g).piece == 0  # the greedy priorities do not see the danger


def test_hard_fears_a_random_mover_less() -> None:
    """DE 000_26953b72867d3672.txt:5 (captures) — red piece 1 (square 24) could run to 26,
    one square in front of blue's piece on square 25; piece 0 (square 18) moves safely.
    Facing a person, hard keeps piece 1 out of reach; facing a random mover (which takes a
    capture only by chance: with a 1, one of its two moves) it runs. Both weight sets
    (facing people, facing random movers) choose so: the opponent model decides."""
    g = make().setup({0: [18, 24, Y, Y], 2: [5, 16, Y, Y]}, turn=0)  # blue on 25 and 36
    g.roll(2)
    assert {(m.piece, m.to) for m in g.legal_moves()} == {(0, 20), (1, 26)}
    for weights in (DEFAULT, AGAINST_PLAYERS):
        people = HardComputer(1, weights).facing(["hard", None])
        randoms = HardComputer(1, weights).facing(["hard", "random"])
        assert people.choose(g, g.legal_moves()).piece == 0
        assert randoms.choose(g, g.legal_moves()).piece == 1
    assert choice("hard", g).piece == 0  # not told who plays: as facing a person


def test_hard_weighs_far_pieces_more_against_players() -> None:
    """DE 000_26953b72867d3672.txt:5 (captures) — red piece 1 (square 34) could run to 38,
    two squares in front of blue's piece on square 36; piece 0 (square 6) moves safely.
    Against people (and ``normal``, ``hard``), a piece far round is worth more
    (``AGAINST_PLAYERS``: ``bend`` 2, measured best against three ``normal``) and hard
    runs it for home; the weights it keeps for random movers (``DEFAULT``) would keep it
    back from a person."""
    g = make().setup({0: [6, 34, Y, Y], 2: [2, 16, Y, Y]}, turn=0)  # blue on 22 and 36
    g.roll(4)
    assert {(m.piece, m.to) for m in g.legal_moves()} == {(0, 10), (1, 38)}
    assert weights_for(g.rules) == AGAINST_PLAYERS
    assert weights_for(g.rules, random_field=True) == DEFAULT
    assert computer("hard", 1).facing(["hard", None]).choose(g, g.legal_moves()).piece == 1
    assert HardComputer(1, DEFAULT).facing(["hard", None]).choose(g, g.legal_moves()).piece == 0


def test_hard_takes_a_piece_out_of_reach() -> None:
    """DE 000_26953b72867d3672.txt:5 — red piece 0 stands two squares in front of blue
    (square 23, blue on 21): with a 5 it runs to 28, beyond any one roll of blue; moving
    piece 1 instead would leave it in reach."""
    g = make().setup({0: [23, 5, Y, Y], 2: [1, Y, Y, Y]}, turn=0)  # blue on square 21
    g.roll(5)
    m = choice("hard", g)
    assert (m.piece, m.to) == (0, 28)


def test_hard_counts_a_capture_waiting_for_the_end_of_its_turn() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "blir motspillerens brikke slått inn ... Dette gjelder
    ikke ... hvis brikken flyttes videre i samme omgang" — with a 6 red lands on blue
    (square 16; cross4 blue progress 42) and rolls again: the capture waits for the turn's
    end, and hard counts it rather than run piece 1 onto blue's start square."""
    g = make("fia").setup({0: [10, 20, 51, 52], 2: [42, Y, Y, Y]}, turn=0)
    g.roll(6)
    assert {(m.piece, m.to, m.deferred) for m in g.legal_moves()} == {(0, 16, True), (1, 26, False)}
    m = choice("hard", g)
    assert (m.piece, m.to) == (0, 16)


@pytest.mark.parametrize("level", LEVELS)
def test_clears_the_start_square(level: str) -> None:
    """DE 000_26953b72867d3672.txt:4 "Das Startfeld muss so bald wie möglich wieder
    freigemacht werden." — every level moves the piece off the start square."""
    g = make().setup({0: [0, 15, Y, Y]}, turn=0)
    g.roll(3)
    m = choice(level, g)
    assert (m.piece, m.frm, m.to) == (0, 0, 3)


@pytest.mark.parametrize("level", LEVELS)
def test_enters_when_it_must(level: str) -> None:
    """DE 000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur
    aus der Startposition heraus auf sein Startfeld stellen" — a 6 with the start square
    free: every level enters."""
    g = make().setup({0: [15, Y, Y, Y]}, turn=0)
    g.roll(6)
    m = choice(level, g)
    assert m.enters and m.to == 0


@pytest.mark.parametrize("level", SMART)
def test_enters_with_a_six_when_it_may_choose(level: str) -> None:
    """ludo: forced_entry never (RULES.md §3) — entering is a choice, and with nothing to
    capture or to finish the smart levels bring a new piece in."""
    g = make("ludo").setup({0: [20, Y, Y, Y]}, turn=0)
    g.roll(6)
    m = choice(level, g)
    assert m.enters


def huff_position() -> Game:
    """Red skipped the capture of blue's piece (square 14, piece 0 with a 4): the huff
    window is open for blue. Red's pieces: 0 on 10 (the culprit), 1 on 28."""
    g = make(forced_capture="huff").setup({0: [10, 24, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 1)
    return g


@pytest.mark.parametrize("level", LEVELS)
def test_huffs_when_it_can(level: str) -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner eine Figur des Spielers „pusten“" —
    every level takes the huff, on one of red's pieces on the track."""
    g = huff_position()
    assert g.huff_seats() == [1]
    players = [computer("random", 0), computer(level, 3)]
    piece = players[1].huff_piece(g, 1)
    assert piece in g.huff_targets()
    assert take_huff(g, players)
    assert g.pieces[0].count(Y) == 3 and g.huff_seats() == []


@pytest.mark.parametrize("level", SMART)
def test_smart_levels_huff_the_piece_furthest_round(level: str) -> None:
    """DE 000_26953b72867d3672.txt:15 "eine Figur des Spielers" — any piece may go; the
    one on square 28 is worth more than the culprit on 10."""
    g = huff_position()
    assert computer(level).huff_piece(g, 1) == 1
    assert computer("easy").huff_piece(g, 1) == 0  # the piece the rules name


def test_no_huff_offered_to_the_offender() -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner" — only opponents huff."""
    g = huff_position()
    assert computer("hard").huff_piece(g, 0) is None


@pytest.mark.parametrize("level", SMART)
def test_does_not_give_a_huff(level: str) -> None:
    """DE 000_26953b72867d3672.txt:15 — with forced_capture huff, skipping the capture
    hands blue a huff on red's piece far round (square 30): the smart levels capture."""
    g = make(forced_capture="huff").setup({0: [10, 30, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    m = choice(level, g)
    assert (m.piece, m.to) == (0, 14)


@pytest.mark.parametrize("level", LEVELS)
def test_never_captures_the_partner_while_another_move_exists(level: str) -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "if a player’s only option is to land on a space
    occupied by a fellow team member’s marble" — red spares blue, its partner."""
    g = make("marbles", players=4, teams="partners")
    g.setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)  # blue 34 = square 14
    g.roll(4)
    for seed in range(20):
        m = choice(level, g, seed)
        assert not m.partner and not m.captures


@pytest.mark.parametrize("level", SMART)
def test_hard_spares_the_partner_when_mejn_lets_own_pieces_be_hit(level: str) -> None:
    """NL 002_beca621f69ff352d.txt:13 (own pieces may be hit in mejn) — with teams the
    partner's piece counts as red's own: neither smart level sends it home."""
    g = make("mejn", players=4, teams="partners")
    g.setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert not choice(level, g).captures


BOUNCE_LOOP: dict[str, Any] = {
    "forced_entry": "never",
    "three_tries": False,
    "overshoot": "bounce",
    "home_jump": False,
    "must_move": False,
}
"""Options under which two greedy players once bounced the same home pieces back and forth
for ever (home_jump off: the last piece can only come in once the home is packed deep)."""


def test_moves_forward_rather_than_bounce_back_in_the_home() -> None:
    """NL 002_beca621f69ff352d.txt:17 "zelfs niet na eventueel terugtellen via cirkeltje d"
    (counting back from the last circle) — red's home holds slots 40, 41 and 43, its last
    piece waits on square 39. With a 1, piece 1 could bounce 43 -> 42 (further round than
    any other move would take a piece, so greedy play used to pick it, and the next 1 took
    it back to 43); piece 3 steps 41 -> 42 instead, packing the home."""
    g = make(**BOUNCE_LOOP).setup({0: [40, 43, 39, 41], 2: [5, Y, Y, Y]}, turn=0)
    g.roll(1)
    assert {(m.piece, m.to) for m in g.legal_moves() if not m.is_pass} == {(1, 42), (3, 42)}
    m = choice("normal", g)
    assert (m.piece, m.to) == (3, 42)
    g.play(m)
    g.roll(1)  # blue
    g.play(choice("normal", g))
    g.roll(1)  # red again: the home packs on, it does not unpack
    assert (choice("normal", g).piece, choice("normal", g).to) == (0, 41)


def test_two_normal_players_finish_where_bouncing_once_looped() -> None:
    """The same options: games of two ``normal`` players all end (15 in 200 used to run
    until the safety net)."""
    rules = Ruleset.preset("madn", players=2, overrides=BOUNCE_LOOP)
    for seed in range(60):
        g = Game.new(rules, players=2)
        play_computers(g, SeededDice(seed), [computer("normal", 1), computer("normal", 2)], 20_000)
        assert g.is_over, seed


def test_unknown_level_is_refused() -> None:
    with pytest.raises(UnknownLevel) as info:
        computer("grandmaster")
    assert info.value.level == "grandmaster"


class Checked(Computer):
    """Wraps a level and checks every choice it makes is one of the legal moves."""

    __slots__ = ("decisions", "inner")

    def __init__(self, inner: Computer) -> None:
        super().__init__(inner.seed)
        self.inner = inner
        self.decisions = 0

    def choose(self, game: Game, moves: list[Move]) -> Move:
        before = game.to_dict()
        m = self.inner.choose(game, moves)
        assert game.to_dict() == before  # judging a move never changes the game
        assert m in game.legal_moves()
        self.decisions += 1
        return m

    def huff_piece(self, game: Game, seat: int) -> int | None:
        piece = self.inner.huff_piece(game, seat)
        assert piece is None or piece in game.huff_targets()
        return piece


def finish(rules: Ruleset, players: int, seed: int) -> tuple[Game, list[Checked]]:
    game = Game.new(rules, players=players)
    seats = [Checked(computer(LEVELS[(seed + s) % len(LEVELS)], seed + s)) for s in range(players)]
    play_computers(game, SeededDice(seed), seats)
    return game, seats


# The six-colour board seats 5-6 players for the presets that have it.
TABLES = [(p, n) for p in PRESETS for n in (2, 4)] + [("mejn", 6), ("marbles", 5)]


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_every_level_finishes_every_preset(preset: str, players: int) -> None:
    for seed in range(2):
        game, seats = finish(Ruleset.preset(preset, players=players), players, seed)
        assert game.is_over and game.outcome is not None
        assert all(s.decisions > 0 for s in seats)


def random_rules(rng: random.Random) -> tuple[Ruleset, int]:
    """A ruleset from random option values, retried until the engine accepts it."""
    while True:
        preset = rng.choice(list(PRESETS))
        overrides = {
            name: rng.choice(opt.choices)
            for name, opt in OPTIONS.items()
            if name != "board" and rng.random() < 0.4
        }
        if "war_rounds" in overrides:
            overrides["war_rounds"] = rng.choice((10, 50))
        players = rng.choice((2, 3, 4))
        try:
            return Ruleset.preset(preset, players=players, overrides=overrides), players
        except RuleError:
            continue


def test_every_level_finishes_random_option_combinations() -> None:
    rng = random.Random(12)
    played = 0
    for i in range(40):
        rules, players = random_rules(rng)
        try:
            game, _ = finish(rules, players, i)
        except RuleError:
            continue  # a seating the rules refuse (teams with 3 players)
        assert game.is_over, rules
        played += 1
    assert played >= 30


@pytest.mark.parametrize("option", ["blocks", "war", "teams", "bounce", "turn_end", "tries"])
def test_every_level_plays_each_special_rule(option: str) -> None:
    overrides: dict[str, tuple[str, dict[str, Any]]] = {
        "blocks": ("fia", {}),
        "war": ("madn", {"war": True, "war_rounds": 60}),
        "teams": ("madn", {"teams": "partners"}),
        "bounce": ("mejn", {}),
        "turn_end": ("madn", {"capture_at_turn_end": True, "forced_capture": "huff"}),
        "tries": ("madn", {"three_tries": True, "three_tries_bonus": True}),
    }
    preset, extra = overrides[option]
    rules = Ruleset.preset(preset, players=4, overrides=extra)
    for seed in range(4):
        game, _ = finish(rules, 4, seed)
        assert game.is_over


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    def run(seed: int) -> dict[str, object]:
        g = Game.new(Ruleset.preset("madn", players=4), players=4)
        play_computers(g, SeededDice(9), [computer(level, seed + s) for s in range(4)])
        return g.to_dict()

    assert run(5) == run(5)
    if level in ("random", "easy"):
        assert run(5) != run(6)


def test_a_choice_is_refused_by_the_engine_if_illegal() -> None:
    """The harness plays through the engine: a level that chose a move of another roll
    would raise, so finishing games proves the levels legal."""
    g = make().setup({0: [10, 20, Y, Y]}, turn=0)
    g.roll(4)
    with pytest.raises(IllegalAction):
        g.play(Move(piece=0, frm=10, to=15))


def test_a_match_tells_hard_who_it_faces() -> None:
    """``simulate --seats`` (matches.play_game) seats ``hard`` knowing the other seats are
    random movers: its games are those of a ``hard`` told the table, and differ from
    those of a ``hard`` left blind once the model changes a choice."""
    from bot.engine.matches import play_game, seat_seed

    rules = Ruleset.preset("madn", players=4)
    levels = ["hard", "random", "random", "random"]

    def game_of(told: bool, seed: int) -> Game:
        g = Game.new(rules, players=4)
        players = [computer(lv, seat_seed(seed, s)) for s, lv in enumerate(levels)]
        if told:
            players = [p.facing(levels) for p in players]
        play_computers(g, SeededDice(seed), players)
        return g

    differ = 0
    for seed in range(12):
        played = play_game(rules, levels, seed)
        assert played.pieces == game_of(True, seed).pieces
        assert played.winners == game_of(True, seed).winners
        differ += played.pieces != game_of(False, seed).pieces
    assert differ >= 1


def test_hard_runs_a_threatened_marble_rather_than_bring_another_out() -> None:
    """EN 004_923ef5c61110e5ef.txt:16 "If I have no marbles on the path, and I roll a 1 or
    a 6, do I have to bring out a marble ... Yes." — with one on the path, red may choose:
    bring a marble out, or run the one on square 30 away from blue's on 28. ``normal``
    brings one out; ``hard`` runs (in ``marbles`` a marble on the board is worth only
    :data:`DEFAULT`'s ``entered``: valued as in ``ludo``, hard hoarded marbles on the board
    and lost to ``normal`` at six players, issue 26)."""
    g = make("marbles").setup({0: [30, Y, Y, Y], 2: [8, Y, Y, Y]}, turn=0)  # blue on 28
    g.roll(6)
    assert {(m.piece, m.to) for m in g.legal_moves()} == {(0, 36), (1, 0)}
    assert choice("normal", g).enters
    assert weights_for(g.rules).entered == DEFAULT.entered
    for seats in (["hard", None], ["hard", "random"], ["hard", "normal"]):
        m = computer("hard", 1).facing(seats).choose(g, g.legal_moves())
        assert (m.piece, m.to) == (0, 36)


@pytest.mark.parametrize(
    ("preset", "players", "teams", "bend", "entered"),
    [
        ("madn", 4, "off", 2.0, 8.0),
        ("mejn", 6, "off", 1.0, 8.0),  # bounce
        ("ludo", 4, "off", 2.0, 25.0),
        ("fia", 4, "off", 2.0, 25.0),
        ("marbles", 6, "off", 2.0, 8.0),
        ("marbles", 4, "partners", 1.0, 8.0),
    ],
)
def test_weights_per_table(
    preset: str, players: int, teams: str, bend: float, entered: float
) -> None:
    """The weights measured best against ``normal`` per preset (docs/computers.md, issue
    26): a far piece worth more (``bend`` 2) unless pieces bounce or partners wait for each
    other; a piece on the board worth more only where entering is never forced."""
    rules = Ruleset.preset(preset, players=players, overrides={"teams": teams})
    w = weights_for(rules)
    assert (w.bend, w.entered) == (bend, entered)
    assert weights_for(rules, random_field=True).bend == DEFAULT.bend
