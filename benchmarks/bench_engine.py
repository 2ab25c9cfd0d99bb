"""Random full 4-player games per second on one core: ours, a bare loop, ludopy.

``python -m benchmarks.bench_engine [--full]``. Runs alternate (ours, then the other) so
each ratio compares figures measured side by side; the ratio printed is the median of
the per-run ratios. ludopy runs only with ``--full``, in its own environment
(:mod:`benchmarks.anchors`), never in the project's.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from bot.engine import Game, RandomMover, Ruleset, SeededDice, play_out, record_game

RUNS = 5


def ours(games: int, preset: str = "madn") -> float:
    rules = Ruleset.preset(preset, players=4)
    start = time.perf_counter()
    for i in range(games):
        play_out(Game.new(rules, players=4), SeededDice(i), RandomMover(i))
    return games / (time.perf_counter() - start)


def bare_loop(games: int) -> float:
    """A minimal 4-player loop (no rule options, no events): a floor for comparison."""
    start = time.perf_counter()
    rng = random.Random(1)
    for _ in range(games):
        pos = [[-1] * 4 for _ in range(4)]
        turn = 0
        while True:
            roll = rng.randint(1, 6)
            mine = pos[turn]
            moves = []
            for i, p in enumerate(mine):
                if p < 0:
                    if roll == 6 and 0 not in mine:
                        moves.append((i, 0))
                    continue
                t = p + roll
                if t < 44 and (t < 40 or t not in mine) and t not in mine:
                    moves.append((i, t))
            if moves:
                i, t = rng.choice(moves)
                mine[i] = t
                if t < 40:
                    sq = (turn * 10 + t) % 40
                    for k in range(4):
                        if k != turn:
                            for j, q in enumerate(pos[k]):
                                if 0 <= q < 40 and (k * 10 + q) % 40 == sq:
                                    pos[k][j] = -1
                if all(q >= 40 for q in mine):
                    break
            if roll != 6:
                turn = (turn + 1) % 4
    return games / (time.perf_counter() - start)


def press_work(preset: str, games: int = 15, runs: int = 5) -> float:
    """A press's engine work: CPU microseconds per action of replaying recorded random
    4-player games action by action (``Game.apply`` of the logged action, then
    ``legal_moves()``, as a press lists the choices), median of ``runs``."""
    rules = Ruleset.preset(preset, players=4)
    logs = [
        record_game(Game.new(rules, players=4), SeededDice(i), RandomMover(i)) for i in range(games)
    ]
    actions = sum(len(log) for log in logs)
    times = []
    for _ in range(runs):
        start = time.process_time()
        for log in logs:
            game = Game.new(rules, players=4)
            for action in log:
                game.apply(action)
                game.legal_moves()
        times.append((time.process_time() - start) / actions * 1e6)
    return statistics.median(times)


def side_by_side(
    mine: Callable[[], float], other: Callable[[], float], runs: int
) -> tuple[float, float, float]:
    """Medians of both rates and of their per-run ratio, the two run in turn."""
    a: list[float] = []
    b: list[float] = []
    for _ in range(runs):
        a.append(mine())
        b.append(other())
    ratio = statistics.median(x / y for x, y in zip(a, b, strict=True))
    return statistics.median(a), statistics.median(b), ratio


def main(full: bool = False) -> None:
    runs, games = (RUNS, 200) if full else (3, 60)
    mine, bare, ratio = side_by_side(lambda: ours(games), lambda: bare_loop(games), runs)
    print(f"ludobot madn 4 players: {mine:8.0f} games/s (median of {runs})")
    print(f"bare 40-line loop:      {bare:8.0f} games/s   ours/bare = {ratio:.2f}")
    for preset in ("madn", "fia", "marbles"):
        print(f"a press's engine work, {preset:7}: {press_work(preset):5.2f} us CPU per action")
    if not full:
        return
    for preset in ("ludo", "fia", "marbles", "mejn"):
        rate = statistics.median(ours(100, preset) for _ in range(3))
        print(f"ludobot {preset:5} 4 players: {rate:7.0f} games/s")
    from .anchors import ludopy_rate

    mine, ref, ratio = side_by_side(lambda: ours(games), lambda: ludopy_rate(30), runs)
    print(f"ludopy 1.5 (own env):   {ref:8.0f} games/s   ours/ludopy = {ratio:.1f}")


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
