"""Random 4-player games per second, engine and fast path side by side, per preset.

``python -m benchmarks.bench_fastpath [--full]``. Each run plays ``ludobot simulate``'s
games (:func:`bot.simulate.simulate`) once on the engine and once on the fast path, in
turn, so each ratio compares figures measured moments apart; printed are the medians of
both rates and the median of the per-run ratios. Rates are games per CPU second of this
process (``time.process_time``): on a machine other work shares, wall-clock rates swing
with that work, CPU time much less. The issue's aim: at least 2,000 random 4-player
games/s for ``simulate --preset madn`` on this machine. Printed, never asserted.
"""

from __future__ import annotations

import statistics
import time

from bot.engine import MOVE, OVER, Game, RandomMover, Ruleset, SeededDice, play_out
from bot.engine.fastpath import playouts
from bot.engine.matches import run_match
from bot.simulate import simulate

PRESETS = ("madn", "mejn", "ludo", "fia", "marbles")


def rate(preset: str, games: int, fast: bool, seed: int) -> float:
    """Games per CPU second of ``simulate`` on one path."""
    start = time.process_time()
    summary = simulate(preset, 4, games, seed, fast=fast)
    seconds = time.process_time() - start
    assert summary.path == ("fast" if fast else "engine")
    return summary.games / seconds


def side_by_side(preset: str, games: int, runs: int) -> tuple[float, float, float]:
    """Medians of the engine's and the fast path's games/s and of their per-run ratio."""
    slow: list[float] = []
    fast: list[float] = []
    for run in range(runs):
        slow.append(rate(preset, games, False, run))
        # More games on the fast path, so both runs last about as long.
        fast.append(rate(preset, games * 5, True, run))
    ratio = statistics.median(f / s for f, s in zip(fast, slow, strict=True))
    return statistics.median(slow), statistics.median(fast), ratio


def midgame(preset: str, actions: int = 150) -> Game:
    """A 4-player game after ``actions`` random actions, at a roll."""
    game = Game.new(Ruleset.preset(preset, players=4), players=4)
    dice, mover = SeededDice(1), RandomMover(1)
    while game.phase != OVER and (game.ply < actions or game.phase == MOVE):
        if game.phase == MOVE:
            game.play(mover.choose(game, game.legal_moves()))
        else:
            game.roll_die(dice.roll())
    return game


def playout_rates(preset: str, count: int, runs: int) -> tuple[float, float, float]:
    """Random playouts to the end from one mid-game position per CPU second: the engine
    (a copy, then ``play_out``) and :func:`bot.engine.fastpath.playouts`, side by side."""
    start = midgame(preset)
    fast_playout = playouts(start)
    slow: list[float] = []
    fast: list[float] = []
    for _ in range(runs):
        began = time.process_time()
        for seed in range(count):
            play_out(start.copy(), SeededDice(seed), RandomMover(seed))
        slow.append(count / (time.process_time() - began))
        began = time.process_time()
        for seed in range(count * 5):
            fast_playout(seed)
        fast.append(count * 5 / (time.process_time() - began))
    ratio = statistics.median(f / s for f, s in zip(fast, slow, strict=True))
    return statistics.median(slow), statistics.median(fast), ratio


def match_rates(preset: str, games: int, runs: int) -> tuple[float, float, float]:
    """Games per CPU second of a ``normal,random,random,random`` match on both paths."""
    rules = Ruleset.preset(preset, players=4)
    seats = ["normal", "random", "random", "random"]
    slow: list[float] = []
    fast: list[float] = []
    for run in range(runs):
        for out, on_fast, count in ((slow, False, games), (fast, True, games * 5)):
            began = time.process_time()
            run_match(rules, seats, count, seed=run, fast=on_fast)
            out.append(count / (time.process_time() - began))
    ratio = statistics.median(f / s for f, s in zip(fast, slow, strict=True))
    return statistics.median(slow), statistics.median(fast), ratio


def main(full: bool = False) -> None:
    runs, games = (7, 200) if full else (3, 40)
    presets = PRESETS if full else ("madn", "ludo")
    print(
        f"random 4-player games per CPU second, median of {runs} runs (engine {games} games a run)"
    )
    for preset in presets:
        slow, fast, ratio = side_by_side(preset, games, runs)
        print(f"{preset:8} engine {slow:7.0f}   fast path {fast:7.0f}   fast/engine {ratio:5.2f}")
    print("matches normal,random,random,random, games per CPU second")
    for preset in [p for p in presets if p != "fia"]:
        slow, fast, ratio = match_rates(preset, games, runs)
        print(f"{preset:8} engine {slow:7.0f}   fast path {fast:7.0f}   fast/engine {ratio:5.2f}")
    print("random playouts from a position after 150 actions, per CPU second")
    for preset in presets:
        slow, fast, ratio = playout_rates(preset, games, runs)
        print(f"{preset:8} engine {slow:7.0f}   fast path {fast:7.0f}   fast/engine {ratio:5.2f}")


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
