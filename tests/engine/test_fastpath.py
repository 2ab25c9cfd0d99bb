"""The fast path plays the engine's game: the same dice and the same choices through both,
compared at every choice (the player to act, the roll, the legal moves in order, every
piece) and at the end (places, turns, termination, every piece)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bot.engine import (
    MOVE,
    OPTIONS,
    OVER,
    PRESETS,
    ROLL,
    YARD,
    Game,
    RandomMover,
    Ruleset,
    SeededDice,
)
from bot.engine.computers import computer
from bot.engine.fastpath import (
    KNOWN_OPTIONS,
    Kernel,
    Tables,
    kernel_for,
    plays_levels,
    random_game,
    seated_game,
    seeded_rolls,
    supports,
    tables_for,
)
from bot.engine.fastpath.blocks import blocks_supports, play_blocks
from bot.engine.fastpath.simple import play_simple, simple_supports
from bot.engine.matches import run_match
from bot.engine.movers import play_out
from bot.engine.rules import RuleError
from bot.simulate import simulate
from tests.engine.playouts import playout, position_of
from tests.test_engine_properties import rule_combinations

MAX_TURNS = 3_000
"""Turns after which a compared game stops unfinished: random games end within about
1,000, war's round limit (at most 40 rounds here) sooner."""


def lockstep(
    rules: Ruleset,
    players: int,
    seed: int,
    kernel: Kernel,
    t: Tables | None = None,
    start: Game | None = None,
    normal: Sequence[int] = (),
    max_turns: int = MAX_TURNS,
) -> int:
    """Play one game (on from ``start``, left unchanged, if given) through ``kernel`` and
    the engine with the same dice and choices; every difference fails an assertion. The
    colours in ``normal`` choose as the ``normal`` level, checked against it at every
    choice. Returns the number of choices compared."""
    t = t or tables_for(rules, players)
    source = seeded_rolls(seed)
    dice: list[int] = []

    def rolls() -> Iterator[int]:
        for v in source:
            dice.append(v)
            yield v

    game = start.copy() if start is not None else Game.new(rules, players=players)
    used = 0
    choices = 0

    def engine_until_choice() -> None:
        """Act as ``play_out`` does until the engine has a choice to make or is over: an
        open huff is taken first (the first seat that may, the piece the rules name)."""
        nonlocal used
        while game.phase != OVER:
            huffers = game.huff_seats() if game.huff_window is not None else []
            if huffers:
                game.huff(huffers[0])
            elif game.phase == MOVE:
                return
            else:
                assert used < len(dice), "the engine needs a roll the fast path did not make"
                game.roll_die(dice[used])
                used += 1

    def watch(
        colour: int, roll: int, moves: list[tuple[int, int, int]], choice: int, pieces: Any
    ) -> None:
        nonlocal choices
        choices += 1
        engine_until_choice()
        assert game.phase == MOVE, "the engine's game ended first"
        assert (game.turn, game.current_roll) == (colour, roll)
        assert [game.pieces[c] for c in t.colours] == pieces
        legal = game.legal_moves()
        assert [(m.piece, m.frm, m.to) for m in legal] == moves
        if colour in normal:
            assert legal[choice] == computer("normal", 0).choose(game, legal)
        game.play(legal[choice])

    rand = [random.Random(seed * 8 + c).random for c in range(t.n_colours)]
    position = position_of(start) if start is not None else None
    if normal:
        # Only the simple kernel plays the normal level: a colour whose pick is None.
        assert kernel is play_simple, "only play_simple plays the normal level"
        picks = [None if c in normal else pick for c, pick in enumerate(rand)]
        result = play_simple(t, rolls(), picks, watch, max_turns, position)
    else:
        result = kernel(t, rolls(), rand, watch, max_turns, position)
    if result.termination is None:
        # Stopped by the safety net (the turn limit): the engine rolls the same dice,
        # with no choice, to the same turn.
        while game.turns < result.turns:
            assert game.phase == ROLL, "the engine has a choice the fast path did not"
            game.roll_die(dice[used])
            used += 1
        assert game.phase != OVER
    else:
        engine_until_choice()
        assert game.phase == OVER, "the engine has a choice the fast path did not"
    assert used == len(dice)
    assert result.places == tuple(tuple(p) for p in game.places)
    assert list(result.winners) == game.winners
    assert result.turns == game.turns
    assert result.termination == game.termination
    assert result.pieces == tuple(tuple(game.pieces[c]) for c in t.colours)
    return choices


@pytest.mark.parametrize("max_turns", [5, 12, 30])
def test_a_game_stopped_by_the_safety_net_stops_at_the_same_turn_on_both_paths(
    max_turns: int,
) -> None:
    """Two greedy players under these rules used to bounce their home pieces back and
    forth for ever, and the turn limit stopped them; now they finish (see
    test_computers), so the limit is set low to stop a game part way."""
    overrides = {
        "forced_entry": "never",
        "three_tries": False,
        "overshoot": "bounce",
        "must_move": False,
    }
    rules = Ruleset.preset("madn", players=2, overrides=overrides)
    lockstep(rules, 2, 2, play_simple, normal=(0, 2), max_turns=max_turns)


def preset_tables() -> list[tuple[str, int]]:
    out = []
    for preset in sorted(PRESETS):
        for players in range(2, 7):
            try:
                Ruleset.preset(preset, players=players)
            except RuleError:
                continue
            out.append((preset, players))
    return out


@pytest.mark.parametrize(("preset", "players"), preset_tables())
def test_every_preset_plays_the_engines_game(preset: str, players: int) -> None:
    rules = Ruleset.preset(preset, players=players)
    assert supports(rules)
    choices = sum(lockstep(rules, players, seed, kernel_for(rules)) for seed in range(25))
    assert choices > 25 * 40


def test_the_simple_kernel_takes_the_one_colour_a_square_presets() -> None:
    assert [p for p in sorted(PRESETS) if simple_supports(Ruleset.preset(p))] == [
        "ludo",
        "madn",
        "marbles",
        "mejn",
    ]


# What the simple kernel needs (its other options vary freely).
ONE_COLOUR_A_SQUARE: dict[str, Any] = {
    "capture": True,
    "safe_start": False,
    "capture_at_turn_end": False,
    "teams": "off",
    "war": False,
    "forced_capture": "off",
    "capture_extra_lap": False,
    "exact_home": True,
}


# What every kernel needs: the rest is the engine's alone (``supports``).
KERNELS_PLAY: dict[str, Any] = {
    "teams": "off",
    "war": False,
    "forced_capture": "off",
    "capture_extra_lap": False,
    "exact_home": True,
}


@st.composite
def fast_rules(draw: st.DrawFn, fixed: dict[str, Any] | None = None) -> tuple[Ruleset, int]:
    """A valid ruleset and table size (``test_engine_properties``'s), with what the
    kernels need and ``fixed`` options set; only rules the fast path plays."""
    rules, players = draw(rule_combinations())
    rules = rules.with_options(**{**KERNELS_PLAY, **(fixed or {})})
    assume(supports(rules))
    return rules, players


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(fast_rules(), st.integers(0, 2**32))
def test_random_rule_combinations_play_the_engines_game(
    combo: tuple[Ruleset, int], seed: int
) -> None:
    rules, players = combo
    lockstep(rules, players, seed, kernel_for(rules))


def test_the_blocks_kernel_takes_the_presets_with_blocks() -> None:
    assert [p for p in sorted(PRESETS) if blocks_supports(Ruleset.preset(p))] == ["fia"]
    assert kernel_for(Ruleset.preset("fia", players=4)) is play_blocks


# What the blocks kernel needs (its other options vary freely: safe start squares,
# captures at the turn's end or none, who may pass a block, entries, tries, homes).
BLOCKS: dict[str, Any] = {
    "own_landing": "block",
    "teams": "off",
    "war": False,
    "forced_capture": "off",
    "capture_extra_lap": False,
    "exact_home": True,
}


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(fast_rules(BLOCKS), st.integers(0, 2**32))
def test_the_blocks_kernel_plays_the_engines_game_under_rule_combinations(
    combo: tuple[Ruleset, int], seed: int
) -> None:
    rules, players = combo
    assert kernel_for(rules) is play_blocks
    lockstep(rules, players, seed, play_blocks)


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(fast_rules(BLOCKS), st.integers(0, 2**32), st.integers(1, 400))
def test_the_blocks_kernel_goes_on_from_a_position_as_on_the_engine(
    combo: tuple[Ruleset, int], seed: int, actions: int
) -> None:
    """Mid-turn too: after a 6, with a capture waiting for the turn's end."""
    rules, players = combo
    start = midgame(rules, players, seed, actions)
    assume(start.phase == ROLL)
    lockstep(rules, players, seed, play_blocks, start=start)


def test_a_wrong_table_entry_is_caught() -> None:
    """The comparison can fail: one step of red's start square moved one square on."""
    rules = Ruleset.preset("madn", players=4)
    t = tables_for(rules, 4)
    start = t.start_gid[0]
    to = [list(row) for row in t.to]
    to[1][start] += 1
    wrong = dataclasses.replace(t, to=tuple(tuple(row) for row in to))
    with pytest.raises(AssertionError):
        for seed in range(20):
            lockstep(rules, 4, seed, play_simple, wrong)
    for seed in range(3):
        lockstep(rules, 4, seed, play_simple, t)


def test_a_wrong_start_square_is_caught_in_the_blocks_kernel() -> None:
    """Fia's safe start squares: the blocks kernel reads them from ``offsets``."""
    rules = Ruleset.preset("fia", players=4)
    t = tables_for(rules, 4)
    wrong = dataclasses.replace(t, offsets=(0, 14, 26, 39))
    with pytest.raises(AssertionError):
        for seed in range(20):
            lockstep(rules, 4, seed, play_blocks, wrong)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_random_game_is_the_engines_random_game(preset: str) -> None:
    rules = Ruleset.preset(preset, players=4)
    for seed in range(5):
        game = Game.new(rules, players=4)
        play_out(game, SeededDice(seed), RandomMover(seed))
        result = random_game(rules, 4, seed)
        assert (list(result.winners), result.turns) == (game.winners, game.turns)
        assert result.pieces == tuple(tuple(game.pieces[c]) for c in range(4))


def test_seeded_rolls_are_seeded_dice() -> None:
    for seed in (0, 1, "x", 2**40):
        dice, rolls = SeededDice(seed), seeded_rolls(seed)
        assert [dice.roll() for _ in range(3000)] == [next(rolls) for _ in range(3000)]


def test_a_game_stopped_by_the_safety_net_has_no_winner() -> None:
    rules = Ruleset.preset("madn", players=4)
    t = tables_for(rules, 4)
    rand = random.Random(1).random
    result = play_simple(t, seeded_rolls(1), [rand] * 4, None, 5)
    assert (result.turns, result.termination, result.winners) == (5, None, ())


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_simulate_gives_the_same_summary_on_both_paths(preset: str) -> None:
    fast = simulate(preset, 4, 12, 3).to_json()
    slow = simulate(preset, 4, 12, 3, fast=False).to_json()
    assert (fast.pop("path"), slow.pop("path")) == ("fast", "engine")
    fast.pop("games_per_s")
    slow.pop("games_per_s")
    assert fast == slow


@pytest.mark.parametrize(
    ("preset", "players", "overrides"),
    [
        ("madn", 4, {}),
        ("ludo", 3, {}),
        ("marbles", 6, {}),
        ("fia", 4, {}),
        ("madn", 4, {"forced_capture": "huff"}),
        ("fia", 4, {"forced_capture": "huff", "teams": "partners"}),
    ],
)
def test_a_random_match_is_the_same_on_both_paths(
    preset: str, players: int, overrides: dict[str, str]
) -> None:
    rules = Ruleset.preset(preset, players=players, overrides=overrides)
    seats = ["random"] * players
    fast = run_match(rules, seats, 10, seed=2).to_json()
    slow = run_match(rules, seats, 10, seed=2, fast=False).to_json()
    fast.pop("games_per_s")
    slow.pop("games_per_s")
    assert fast == slow


def one_option_changes() -> list[tuple[str, str, Any]]:
    """Every value of every option, on a preset of each kernel, where the rules allow it."""
    out = []
    for preset in ("madn", "ludo", "fia"):
        for name, opt in OPTIONS.items():
            values = (10, 1000) if name == "war_rounds" else opt.choices
            for value in values:
                if value == getattr(Ruleset.preset(preset), name):
                    continue
                try:
                    rules = Ruleset.preset(preset, players=4, overrides={name: value})
                except RuleError:
                    continue
                if supports(rules):
                    out.append((preset, name, value))
    return out


@pytest.mark.parametrize(("preset", "name", "value"), one_option_changes())
def test_every_option_value_plays_the_engines_game(preset: str, name: str, value: Any) -> None:
    rules = Ruleset.preset(preset, players=4, overrides={name: value})
    for seed in range(3):
        lockstep(rules, 4, seed, kernel_for(rules))


def start_piece_must_move_on(game: Game) -> bool:
    """At a choice where own_start_entry move_on binds the roll and another move exists:
    an entry roll, an own piece on the start square, pieces in the yard."""
    pieces = game.pieces[game.turn]
    return (
        game.current_roll in game.rules.entry_rolls
        and 0 in pieces
        and YARD in pieces
        and any(p > 0 for p in pieces)
    )


@pytest.mark.parametrize("clear_start", [True, False])
def test_own_start_entry_move_on_plays_the_engines_game(clear_start: bool) -> None:
    """RULES.md §2 own_start_entry move_on (the piece on the start square must move on with
    an entry roll, whatever clear_start says), with games where it binds."""
    overrides = {"own_start_entry": "move_on", "clear_start": clear_start}
    for rules in (
        Ruleset.preset("mejn", players=4, overrides=overrides),
        Ruleset.preset("mejn", players=4, overrides={**overrides, "entry_rolls": "{1,6}"}),
        Ruleset.preset("marbles", players=4, overrides={**overrides, "own_landing": "capture"}),
    ):
        assert simple_supports(rules)
        bound = 0
        for seed in range(6):
            lockstep(rules, 4, seed, play_simple)
            game = Game.new(rules, players=4)
            dice, mover = SeededDice(seed), RandomMover(seed)
            while game.phase != OVER:
                if game.phase == MOVE:
                    bound += start_piece_must_move_on(game)
                    game.play(mover.choose(game, game.legal_moves()))
                else:
                    game.roll_die(dice.roll())
        assert bound > 20


def test_rules_no_kernel_plays_are_left_to_the_engine() -> None:
    """Teams, war, forced capture and ``exact_home`` off: the engine's alone (simulate and
    matches play them there, the same games by definition)."""
    madn = Ruleset.preset("madn", players=4)
    for overrides in (
        {"teams": "partners"},
        {"war": True},
        {"forced_capture": "strict"},
        {"forced_capture": "huff"},
        {"exact_home": False},
    ):
        rules = madn.with_options(**overrides)
        assert not supports(rules)
        assert not plays_levels(rules, ["random"] * 4)
        with pytest.raises(ValueError):
            kernel_for(rules)
    summary = simulate("madn", 4, 3, 1, overrides={"teams": "partners"})
    assert summary.path == "engine"


def test_every_known_option_is_an_option_of_the_engine() -> None:
    assert set(OPTIONS) == KNOWN_OPTIONS
    assert all(supports(Ruleset.preset(p)) for p in PRESETS)


def midgame(rules: Ruleset, players: int, seed: int, actions: int) -> Game:
    """An engine game played on by random moves (huffs taken) for ``actions`` actions, then
    to the next roll (mid-turn as often as not: after a 6, between three tries, with a
    capture waiting for the turn's end or a huff window open); earlier if it ends."""
    game = Game.new(rules, players=players)
    dice, mover = SeededDice(seed + 99), RandomMover(seed + 99)
    while game.phase != OVER and not (game.ply >= actions and game.phase == ROLL):
        huffers = game.huff_seats() if game.huff_window is not None else []
        if huffers:
            game.huff(huffers[0])
        elif game.phase == MOVE:
            game.play(mover.choose(game, game.legal_moves()))
        else:
            game.roll_die(dice.roll())
    return game


@pytest.mark.parametrize(("preset", "players"), preset_tables())
def test_a_game_goes_on_from_any_position_as_on_the_engine(preset: str, players: int) -> None:
    rules = Ruleset.preset(preset, players=players)
    for seed in range(4):
        start = midgame(rules, players, seed, 80 + 61 * seed)
        if start.phase == ROLL:
            before = start.to_dict()
            lockstep(rules, players, seed, kernel_for(rules), start=start)
            assert start.to_dict() == before


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(fast_rules(), st.integers(0, 2**32), st.integers(1, 400))
def test_rule_combinations_go_on_from_a_position_as_on_the_engine(
    combo: tuple[Ruleset, int], seed: int, actions: int
) -> None:
    rules, players = combo
    start = midgame(rules, players, seed, actions)
    assume(start.phase == ROLL)
    lockstep(rules, players, seed, kernel_for(rules), start=start)


def test_a_playout_is_the_engines_play_out() -> None:
    for preset in sorted(PRESETS):
        rules = Ruleset.preset(preset, players=4)
        for seed in range(6):
            start = midgame(rules, 4, seed, 100 + 7 * seed)
            game = start.copy()
            play_out(game, SeededDice(seed), RandomMover(seed))
            result = playout(start, seed)
            assert (result.places, result.turns) == (
                tuple(tuple(p) for p in game.places),
                game.turns,
            )
            assert result.pieces == tuple(tuple(game.pieces[c]) for c in range(4))


def test_a_playout_needs_a_position_at_a_roll() -> None:
    game = Game.new(Ruleset.preset("madn", players=4, overrides={"turn_order": "seating"}), 4)
    game.roll_die(6)
    with pytest.raises(ValueError):
        playout(game, 1)
    two_colours = Game.new(Ruleset.preset("madn"), seating=[(0, 2), (1, 3)])
    with pytest.raises(ValueError):
        playout(two_colours, 1)


# Positions where a counter of the turn decides what the next rolls do.
TURN_STATES: dict[str, tuple[str, Callable[[Game], bool]]] = {
    "two sixes": ("ludo", lambda g: g.sixes == 2),
    "a capture waiting": ("fia", lambda g: bool(g.pending)),
    "a try used": ("madn", lambda g: g.tries > 0),
}


@pytest.mark.parametrize("state", sorted(TURN_STATES))
def test_a_position_keeps_the_turns_counters(state: str) -> None:
    preset, wanted = TURN_STATES[state]
    rules = Ruleset.preset(preset, players=4)
    found: list[Game] = []
    for seed in range(200):
        # Every roll of one random game on the engine, the first one wanted kept.
        game = Game.new(rules, players=4)
        dice, mover = SeededDice(seed), RandomMover(seed)
        while game.phase != OVER:
            if game.huff_seats():
                game.huff(game.huff_seats()[0])
            elif game.phase == MOVE:
                game.play(mover.choose(game, game.legal_moves()))
            elif wanted(game):
                found.append(game.copy())
                break
            else:
                game.roll_die(dice.roll())
        if len(found) == 4:
            break
    assert len(found) == 4
    for start in found:
        for seed in range(8):
            lockstep(rules, 4, seed, kernel_for(rules), start=start)


def test_a_position_keeps_a_move_made_this_turn() -> None:
    """After a 6 took red's last piece outside the yard home, the bonus roll has no three
    tries (RULES.md §5: only before any move in the turn)."""
    overrides = {"turn_order": "seating", "forced_entry": "never"}
    rules = Ruleset.preset("madn", players=2, overrides=overrides)
    start = Game.new(rules, players=2).setup({0: [37, YARD, YARD, YARD]}, turn=0)
    start.roll_die(6)
    start.play(start.find_move(0, 43))
    assert (start.phase, start.moved, start.turn) == (ROLL, True, 0)
    for seed in range(8):
        lockstep(rules, 2, seed, kernel_for(rules), start=start)


@pytest.mark.parametrize("preset", ["ludo", "madn", "marbles", "mejn"])
def test_the_greedy_mover_chooses_as_the_normal_level(preset: str) -> None:
    rules = Ruleset.preset(preset, players=4)
    for seed in range(8):
        lockstep(rules, 4, seed, play_simple, normal=(0, 2) if seed % 2 else (0, 1, 2, 3))


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(fast_rules(ONE_COLOUR_A_SQUARE), st.integers(0, 2**32))
def test_the_greedy_mover_chooses_as_normal_under_rule_combinations(
    combo: tuple[Ruleset, int], seed: int
) -> None:
    rules, players = combo
    assume(simple_supports(rules))  # own_landing block is the blocks kernel's
    lockstep(rules, players, seed, play_simple, normal=tables_for(rules, players).colours[:2])


@pytest.mark.parametrize("preset", ["madn", "ludo"])
def test_a_match_with_normal_seats_is_the_same_on_both_paths(preset: str) -> None:
    rules = Ruleset.preset(preset, players=4)
    seats = ["normal", "random", "normal", "random"]
    assert plays_levels(rules, seats)
    fast = run_match(rules, seats, 12, seed=5).to_json()
    slow = run_match(rules, seats, 12, seed=5, fast=False).to_json()
    fast.pop("games_per_s")
    slow.pop("games_per_s")
    assert fast == slow


def test_levels_the_fast_path_leaves_to_the_engine() -> None:
    madn, fia = Ruleset.preset("madn", players=4), Ruleset.preset("fia", players=4)
    assert not plays_levels(madn, ["hard", "random", "random", "random"])
    assert not plays_levels(madn.with_options(forced_capture="huff"), ["normal"] * 4)
    assert not plays_levels(fia, ["normal", "random", "random", "random"])
    assert plays_levels(fia, ["random"] * 4)
    with pytest.raises(ValueError):
        seated_game(fia, ["normal"] * 4, 1, [1, 2, 3, 4])
