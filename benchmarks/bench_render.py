"""Render + encode time per move and PNG bytes for each board, beside the issue's
reference measured in the same run (a plain Pillow palette render per move: 1024 px, 16
pieces drawn on a palette copy of a flat board, saved as PNG); the same moves with 50
games' pictures interleaved (what the caches of recent bands and stamps see in a busy
bot); the empty board drawn cold (once per board, colours and size, then cached); GIF
replays: a 4-player game, and a 6-player marbles game whole, as highlights and as its
last 30 moves (bytes against the 8 MB budget).

``python -m benchmarks.bench_render [--full]``: by default the first 300 moves of each
game are timed; ``--full`` times every move. Times are the thread's CPU time
(``time.thread_time``), the reference's too: on a shared machine the wall clock mostly
measures the other processes.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Callable
from functools import partial

from bot.engine import (
    Action,
    Game,
    GreedyMover,
    Ruleset,
    SeededDice,
    action_from_dict,
    position_of,
    record_game,
)
from rendering import render_gif, render_png, static, static_board
from rendering.replay import MAX_GIF_BYTES, parse_cut

CASES = (("madn", 4, "classic4"), ("ludo", 4, "cross4"), ("mejn", 6, "classic6"))
NAMES = ["Ada", "Bruno", "Chloé", "Dmitri", "Emi", "Farah"]


def play(preset: str, players: int, seed: int) -> tuple[Game, list[Action]]:
    game = Game.new(Ruleset.preset(preset, players=players), players=players)
    start = game.copy()
    actions = record_game(game, SeededDice(seed), GreedyMover())
    return start, [action_from_dict(a) for a in actions]


def per_move(preset: str, players: int, limit: int | None) -> tuple[list[float], list[int]]:
    first, actions = play(preset, players, 1)
    game = first.copy()
    names = NAMES[:players]
    render_png(position_of(game), names)  # the static board is drawn once and cached
    times: list[float] = []
    sizes: list[int] = []
    for action in actions[:limit]:
        events = game.apply(action)
        start = time.thread_time()
        png = render_png(position_of(game), names, events)
        times.append((time.thread_time() - start) * 1000)
        sizes.append(len(png))
    return times, sizes


def reference(moves: int) -> tuple[list[float], list[int]]:
    """The issue's reference: a plain Pillow palette render per move, 1024 px, 16 pieces
    (:class:`benchmarks.bench_press.PlainPicture`), saved as PNG with Pillow's defaults."""
    from benchmarks.bench_press import PlainPicture

    picture = PlainPicture()
    times: list[float] = []
    sizes: list[int] = []
    for _ in range(moves):
        start = time.thread_time()
        png = picture.png()
        times.append((time.thread_time() - start) * 1000)
        sizes.append(len(png))
    return times, sizes


def interleaved(games: int, moves: int) -> tuple[list[float], list[int]]:
    """Classic4 pictures of ``games`` games taking turns, one move each in turn, from
    their 100th action on (pieces spread over the board)."""
    tables = []
    for seed in range(games):
        game, actions = play("madn", 4, seed)
        for action in actions[:100]:
            game.apply(action)
        tables.append((game, actions[100:]))
    times: list[float] = []
    sizes: list[int] = []
    for k in range(moves):
        game, actions = tables[k % games]
        events = game.apply(actions[k // games])
        start = time.thread_time()
        png = render_png(position_of(game), NAMES[:4], events)
        times.append((time.thread_time() - start) * 1000)
        sizes.append(len(png))
    return times, sizes


def _line(label: str, times: list[float], sizes: list[int], ref: float | None = None) -> str:
    """Median and p95 time, median and largest PNG; beside ``ref`` (the reference's
    median time in this run), the median's share of it."""
    times = sorted(times)
    p95 = times[int(len(times) * 0.95)]
    share = f" ({statistics.median(times) / ref:4.2f}x the reference)" if ref else ""
    return (
        f"{label}: render+encode median {statistics.median(times):5.1f} ms{share}, "
        f"p95 {p95:5.1f} ms; PNG median {statistics.median(sizes) / 1024:4.1f} KB, "
        f"max {max(sizes) / 1024:4.1f} KB"
    )


def static_ms(board: str, players: int, size: int = 720) -> float:
    """The cold draw of one empty board (the cache emptied first)."""
    # The caches are the module's own: only a benchmark of the cold draw empties them.
    static._static_frame.cache_clear()
    static._static_rgb.cache_clear()
    start = time.thread_time()
    static_board(board, range(players), size)
    return (time.thread_time() - start) * 1000


def gif(preset: str, players: int, cut: str, seed: int = 2) -> tuple[float, int, int]:
    """Seconds to draw, bytes and frames of one replay."""
    from PIL import Image

    first, actions = play(preset, players, seed)
    start = time.thread_time()
    data = render_gif(first, actions, NAMES[:players], cut=parse_cut(cut))
    seconds = time.thread_time() - start
    frames = int(getattr(Image.open(io.BytesIO(data)), "n_frames", 1))
    return seconds, len(data), frames


def main(full: bool = False) -> None:
    limit = None if full else 300
    for _, players, board in CASES:
        best = min(static_ms(board, players) for _ in range(3))
        print(f"{board:9} empty board drawn cold: {best:5.1f} ms (then cached)")
    # The reference is drawn again just before each row it stands beside (the load of a
    # shared machine drifts within a run); its line gathers all of its pictures.
    rows: list[tuple[str, Callable[[], tuple[list[float], list[int]]]]] = [
        (f"{board:9} {{n:4d}} moves", partial(per_move, preset, players, limit))
        for preset, players, board in CASES
    ]
    rows.append(("classic4 50 games interleaved", partial(interleaved, 50, 300 if limit else 2000)))
    ref_times: list[float] = []
    ref_sizes: list[int] = []
    lines = []
    for label, run in rows:
        times, sizes = reference(100)
        ref_times += times
        ref_sizes += sizes
        ref = statistics.median(times)
        times, sizes = run()
        lines.append(_line(label.format(n=len(times)), times, sizes, ref))
    print(_line("reference: plain Pillow palette render, 1024 px, 16 pieces", ref_times, ref_sizes))
    print(*lines, sep="\n")
    for preset, players, cut in (
        ("madn", 4, "all"),
        ("marbles", 6, "all"),
        ("marbles", 6, "highlights"),
        ("marbles", 6, "last-30"),
    ):
        seconds, size, frames = gif(preset, players, cut)
        print(
            f"GIF {preset} {players} players, {cut:10}: {frames:4d} frames, "
            f"{size / 1e6:5.2f} MB ({size / MAX_GIF_BYTES:4.0%} of the budget), "
            f"drawn in {seconds:4.1f} s"
        )


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
