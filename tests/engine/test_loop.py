"""The engine's turn loop (:meth:`bot.engine.Game.run`: ``ludobot simulate``, random
matches, ``play_out`` of a ``RandomMover``) plays the game its steps play one action at a
time (``Game.roll_die``, ``Game.play``, ``Game.huff``): the same dice and the same
choices, compared whole at the end (every piece, the turn's counters, the places, the
rounds, the ply) and as stored (``to_dict``). The loop plays the common roll on itself
(by the steps' own rule decisions) and hands the rest to the steps, so every option and
every kind of position is played here."""

from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import (
    KERNELS,
    MOVE,
    OPTIONS,
    OVER,
    PRESETS,
    Game,
    Move,
    RandomMover,
    Ruleset,
    SeededDice,
    loop,
    native,
)
from bot.engine.computers import computer, play_computers
from bot.engine.dice import seeded_rolls
from bot.engine.matches import game_seed, run_match, seat_seed
from bot.engine.movers import play_out
from bot.engine.rules import RuleError
from bot.simulate import simulate
from tests.test_engine_properties import rule_combinations

MAX_PLY = 6_000
"""Actions after which a compared game stops unfinished (both ways at the same action)."""


class Steps:
    """A random mover ``play_out`` does not hand to the loop: its game is the steps'."""

    def __init__(self, seed: int) -> None:
        self.mover = RandomMover(seed)

    def choose(self, game: Game, moves: list[Move]) -> Move:
        return self.mover.choose(game, moves)


def lockstep(
    rules: Ruleset, players: int, seed: int, start: Game | None = None, max_ply: int = MAX_PLY
) -> Game:
    """One game (on from ``start``, left unchanged) played by the loop and by the steps
    with the same dice and choices; any difference fails. Returns the loop's game."""
    loop = start.copy() if start is not None else Game.new(rules, players=players)
    steps = loop.copy()
    play_out(loop, SeededDice(seed), RandomMover(seed), max_ply)
    play_out(steps, SeededDice(seed), Steps(seed), max_ply)
    assert loop == steps
    assert loop.to_dict() == steps.to_dict()
    return loop


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
def test_every_preset_plays_the_steps_game(preset: str, players: int) -> None:
    rules = Ruleset.preset(preset, players=players)
    over = sum(lockstep(rules, players, seed).is_over for seed in range(12))
    assert over == 12


def one_option_changes() -> list[tuple[str, str, Any]]:
    """Every value of every option, around three presets, where the rules allow it."""
    out = []
    for preset in ("madn", "ludo", "fia"):
        for name, opt in OPTIONS.items():
            values = (10, 1000) if name == "war_rounds" else opt.choices
            for value in values:
                if value == getattr(Ruleset.preset(preset), name):
                    continue
                try:
                    Ruleset.preset(preset, players=4, overrides={name: value})
                except RuleError:
                    continue
                out.append((preset, name, value))
    return out


@pytest.mark.parametrize(("preset", "name", "value"), one_option_changes())
def test_every_option_value_plays_the_steps_game(preset: str, name: str, value: Any) -> None:
    rules = Ruleset.preset(preset, players=4, overrides={name: value})
    for seed in range(3):
        lockstep(rules, 4, seed)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(rule_combinations(), st.integers(0, 2**32))
def test_random_rule_combinations_play_the_steps_game(
    combo: tuple[Ruleset, int], seed: int
) -> None:
    rules, players = combo
    lockstep(rules, players, seed)


def midgame(rules: Ruleset, players: int, seed: int, actions: int) -> Game:
    """A game played on by the steps for ``actions`` actions: mid-turn as often as not
    (at a choice, after a 6, between three tries, a capture waiting for the turn's end, a
    huff window open)."""
    game = Game.new(rules, players=players)
    dice, mover = SeededDice(seed + 99), RandomMover(seed + 99)
    while game.phase != OVER and game.ply < actions:
        huffers = game.huff_seats() if game.huff_window is not None else []
        if huffers:
            game.huff(huffers[0])
        elif game.phase == MOVE:
            game.play(mover.choose(game, game.legal_moves()))
        else:
            game.roll_die(dice.roll())
    return game


def positions() -> list[tuple[str, dict[str, Any]]]:
    """Every preset, alone and with captures at the turn's end, huffs or war where it
    takes them."""
    out = []
    for preset in sorted(PRESETS):
        for overrides in ({}, {"capture_at_turn_end": True}, {"forced_capture": "huff"}):
            out.append((preset, overrides))
        if not Ruleset.preset(preset).play_to_end:
            out.append((preset, {"war": True}))
    return out


@pytest.mark.parametrize(("preset", "overrides"), positions())
def test_a_game_goes_on_from_any_position_as_by_the_steps(
    preset: str, overrides: dict[str, Any]
) -> None:
    rules = Ruleset.preset(preset, players=4, overrides=overrides)
    phases = set()
    for seed in range(6):
        start = midgame(rules, 4, seed, 40 + 37 * seed)
        before = start.to_dict()
        phases.add(start.phase)
        lockstep(rules, 4, seed, start=start)
        assert start.to_dict() == before
    assert MOVE in phases


@pytest.mark.parametrize("max_ply", [1, 5, 38, 121, 400])
@pytest.mark.parametrize("preset", ["madn", "fia", "marbles"])
def test_a_game_stopped_by_the_safety_net_stops_at_the_same_action(
    preset: str, max_ply: int
) -> None:
    rules = Ruleset.preset(preset, players=4)
    for seed in range(4):
        game = lockstep(rules, 4, seed, max_ply=max_ply)
        assert game.ply == max_ply and not game.is_over


def test_seeded_rolls_are_seeded_dice_and_never_change() -> None:
    # The digests of the rolls SeededDice drew from its own buffer before it became
    # seeded_rolls: a seed's games are the same as ever.
    digests: dict[int | str, str] = {
        0: "d9ff84bdafc0a624",
        1: "40e71a40f8c543df",
        "x": "77e700603830089c",
        2**40: "3c5bde2a8e999070",
    }
    for seed, expected in digests.items():
        dice, rolls = SeededDice(seed), seeded_rolls(seed)
        drawn = [dice.roll() for _ in range(3000)]
        assert drawn == [next(rolls) for _ in range(3000)]
        digest = hashlib.sha256(bytes(drawn)).hexdigest()[:16]
        assert digest == expected


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_simulate_sums_up_the_steps_games(preset: str) -> None:
    summary = simulate(preset, 4, 6, 2)
    rules = Ruleset.preset(preset, players=4)
    wins = [0] * 4
    game_turns = []
    for i in range(6):
        seed = 2 * 1_000_003 + i
        game = Game.new(rules, players=4)
        play_out(game, SeededDice(seed), Steps(seed))
        for s in game.winners:
            wins[s] += 1
        game_turns.append(game.turns)
    assert (summary.wins, summary.turns, summary.finished) == (wins, game_turns, 6)
    assert summary.path == KERNELS[0]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_random_match_is_the_computers_games(players: int) -> None:
    """Random seats play on the loop: the games ``play_computers`` plays with random
    computers, seat by seat their own draws."""
    rules = Ruleset.preset("marbles", players=players)
    seats = ["random"] * players
    result = run_match(rules, seats, 5, seed=4)
    wins = 0
    for i in range(5):
        seed = game_seed(4, i)
        game = Game.new(rules, players=players)
        players_ = [computer("random", seat_seed(seed, s)) for s in range(players)]
        play_computers(game, SeededDice(seed), players_)
        wins += len(game.winners)
    assert result.finished == 5 and sum(s.wins for s in result.levels) == wins == 5


def loop_with_reversed_picks_is_caught() -> None:
    """The loop offering its moves in reversed order (a patched ``PICKS``) fails the
    lockstep with the steps. On the Python loop only: a compiled module's globals are
    its own."""
    original = loop.PICKS
    loop.__dict__["PICKS"] = tuple(tuple(picks[::-1] for picks in row) for row in original)
    try:
        rules = Ruleset.preset("madn", players=4)
        with pytest.raises(AssertionError):
            for seed in range(5):
                lockstep(rules, 4, seed)
    finally:
        loop.__dict__["PICKS"] = original


def test_a_loop_that_offers_the_moves_in_another_order_is_caught() -> None:
    if KERNELS[0] != "compiled":
        loop_with_reversed_picks_is_caught()
        return
    # The compiled loop cannot be patched: the Python one is, in a process of its own.
    code = "from tests.engine.test_loop import loop_with_reversed_picks_is_caught as t; t()"
    env = {**os.environ, native.CHOICE: "python"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]


def test_the_loop_draws_once_a_choice_as_the_steps_do() -> None:
    """A random mover draws for every choice, one move or many: the loop keeps its
    draws in step with the steps' choices."""
    rules = Ruleset.preset("madn", players=2)
    loop, steps = Game.new(rules, players=2), Game.new(rules, players=2)
    draws = 0
    rng = random.Random(5)

    def draw() -> float:
        nonlocal draws
        draws += 1
        return rng.random()

    loop.run(seeded_rolls(5).__next__, [draw] * 4)
    dice, choices, mover = SeededDice(5), 0, RandomMover(5)
    while not steps.is_over:
        if steps.phase == MOVE:
            steps.play(mover.choose(steps, steps.legal_moves()))
            choices += 1
        else:
            steps.roll_die(dice.roll())
    assert loop == steps and loop.is_over
    assert draws == choices > 50
