"""Random full 4-player games per second on one core: ours, a bare loop, ludopy.

``python -m benchmarks.bench_engine``. Each figure is the median of several runs; the
ratio to ludopy is taken from the same run. ludopy is installed only for benchmarks
(``pip install -e '.[bench]'``).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from bot.engine import Game, RandomMover, Ruleset, SeededDice, play_out

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


def ludopy_loop(games: int) -> float | None:
    try:
        import ludopy  # type: ignore[import-not-found,import-untyped,unused-ignore]
        import numpy as np  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    rng = np.random.default_rng(1)
    start = time.perf_counter()
    for _ in range(games):
        g = ludopy.Game()
        there_is_a_winner = False
        while not there_is_a_winner:
            (_, move_pieces, _, _, _, there_is_a_winner), _player = g.get_observation()
            piece = rng.choice(move_pieces) if len(move_pieces) else -1
            g.answer_observation(piece)
    return games / (time.perf_counter() - start)


def median_rate(fn: Callable[[int], float | None], games: int) -> float | None:
    rates = [fn(games) for _ in range(RUNS)]
    if any(r is None for r in rates):
        return None
    return statistics.median(r for r in rates if r is not None)


def main() -> None:
    mine = median_rate(ours, 200)
    bare = median_rate(bare_loop, 200)
    ref = median_rate(ludopy_loop, 30)
    assert mine is not None and bare is not None
    print(f"ludobot madn 4 players: {mine:8.0f} games/s (median of {RUNS})")
    for preset in ("ludo", "fia", "marbles", "mejn"):
        rate = statistics.median(ours(100, preset) for _ in range(3))
        print(f"ludobot {preset:5} 4 players: {rate:7.0f} games/s")
    print(f"bare 40-line loop:      {bare:8.0f} games/s   ours/bare = {mine / bare:.2f}")
    if ref is None:
        print("ludopy: not installed (pip install -e '.[bench]')")
    else:
        print(f"ludopy 1.5:             {ref:8.0f} games/s   ours/ludopy = {mine / ref:.1f}")


if __name__ == "__main__":
    main()
