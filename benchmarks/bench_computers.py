"""How long a computer player's decision takes: median, 99th percentile and worst, in ms.

``python -m benchmarks.bench_computers [--full]``. Each level plays seat 0 of 4-player
games against three random players; every decision with a real choice (two or more
legal moves) is timed on its own. The issue's goal for ``hard``: at most 20 ms median and
100 ms worst on this machine. Printed, never asserted.
"""

from __future__ import annotations

import statistics
import time

from bot.engine import MOVE, OVER, Game, Ruleset, SeededDice
from bot.engine.computers import LEVELS, Computer, computer, take_huff


def decision_times(level: str, preset: str, games: int) -> list[float]:
    """Seconds per decision of ``level`` (seat 0) with two or more moves to choose from."""
    rules = Ruleset.preset(preset, players=4)
    times: list[float] = []
    for i in range(games):
        game = Game.new(rules, players=4)
        seats = [level, "random", "random", "random"]
        players: list[Computer] = [computer(level, i).facing(seats)] + [
            computer("random", i * 4 + s) for s in range(1, 4)
        ]
        dice = SeededDice(i)
        while game.phase != OVER:
            if take_huff(game, players):
                continue
            if game.phase != MOVE:
                game.roll_die(dice.roll())
                continue
            seat = game.colour_seat[game.turn]
            moves = game.legal_moves()
            if seat == 0 and len(moves) > 1:
                start = time.perf_counter()
                m = players[0].choose(game, moves)
                times.append(time.perf_counter() - start)
            else:
                m = players[seat].choose(game, moves)
            game.play(m)
    return times


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (
        f"median {statistics.median(ms):6.2f} ms  p99 {p99:6.2f} ms  "
        f"worst {ms[-1]:6.2f} ms  ({len(ms)} decisions)"
    )


def main(full: bool = False) -> None:
    games = 200 if full else 20
    presets = ("madn", "ludo", "fia", "mejn", "marbles") if full else ("madn", "ludo")
    for preset in presets:
        for level in LEVELS[1:] if full else ("hard",):
            print(f"{level:6} {preset:7} {summary(decision_times(level, preset, games))}")


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
