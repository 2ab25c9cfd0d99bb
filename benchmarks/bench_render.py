"""Render + encode time per move and PNG bytes for each board; the empty board drawn
cold (once per board, colours and size, then cached); the whole-game GIF.

``python -m benchmarks.bench_render``.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from bot.engine import Game, GreedyMover, Ruleset, SeededDice, record_game
from rendering import render_gif, render_png, static_board
from rendering.static import clear_cache

CASES = (("madn", 4, "classic4"), ("ludo", 4, "cross4"), ("mejn", 6, "classic6"))
NAMES = ["Ada", "Bruno", "Chloé", "Dmitri", "Emi", "Farah"]


def play(preset: str, players: int, seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    game = Game.new(Ruleset.preset(preset, players=players), players=players)
    initial = game.to_dict()
    return initial, record_game(game, SeededDice(seed), GreedyMover())


def per_move(preset: str, players: int) -> tuple[list[float], list[int]]:
    initial, actions = play(preset, players, 1)
    game = Game.from_dict(initial)
    names = NAMES[:players]
    render_png(game, names)  # the static board is drawn once and cached
    times: list[float] = []
    sizes: list[int] = []
    for action in actions:
        events = game.apply(action)
        start = time.perf_counter()
        png = render_png(game, names, events)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    return times, sizes


def static_ms(board: str, players: int, size: int = 720) -> float:
    """The cold draw of one empty board (the cache emptied first)."""
    clear_cache()
    start = time.perf_counter()
    static_board(board, range(players), size)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    for _, players, board in CASES:
        best = min(static_ms(board, players) for _ in range(3))
        print(f"{board:9} empty board drawn cold: {best:5.1f} ms (then cached)")
    for preset, players, board in CASES:
        times, sizes = per_move(preset, players)
        times.sort()
        p95 = times[int(len(times) * 0.95)]
        print(
            f"{board:9} {len(times):4d} moves: render+encode median "
            f"{statistics.median(times):5.1f} ms, "
            f"p95 {p95:5.1f} ms; PNG median {statistics.median(sizes) / 1024:4.1f} KB, "
            f"max {max(sizes) / 1024:4.1f} KB"
        )
    initial, actions = play("madn", 4, 2)
    start = time.perf_counter()
    gif = render_gif(initial, actions, NAMES[:4])
    seconds = time.perf_counter() - start
    moves = sum(1 for a in actions if a["type"] == "move")
    print(f"GIF of a 4-player madn game ({moves} moves): {seconds:.2f} s, {len(gif) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
