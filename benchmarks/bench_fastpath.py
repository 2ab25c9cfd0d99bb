"""Random 4-player games per second, engine and fast path side by side, per preset, and
the start-up of ``ludobot simulate``.

``python -m benchmarks.bench_fastpath [--full]``. First every preset's fast path beside
the bare 40-line loop (:func:`benchmarks.bench_engine.bare_loop`), run in turn (issue 27's
aim: at least 2.3 times the bare loop's games/s on every preset), once with the kernels
as Python and once compiled by mypyc (the build ``make`` keeps in the environment), each
in a child process of its own (``LUDOBOT_KERNELS``); with ``--full`` the time one compile
takes (:mod:`benchmarks.compiled`); then the start-up of ``ludobot simulate`` beside
Python's own (issue 27: at most 0.1 s of imports). The rest runs on the kernels this
process loaded (compiled where built).
Then the engine beside the fast path: each run plays ``ludobot simulate``'s games
(:func:`bot.simulate.simulate`) once on the engine and once on the fast path, in turn, so
each ratio compares figures measured moments apart; printed are the medians of both rates
and the median of the per-run ratios. Rates are games per CPU second of this process
(``time.process_time``): on a machine other work shares, wall-clock rates swing with that
work, CPU time much less. Printed, never asserted.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bot.engine import (
    KERNELS,
    MOVE,
    OVER,
    PRESETS,
    Game,
    RandomMover,
    Ruleset,
    SeededDice,
    native,
    play_out,
)
from bot.engine.fastpath import kernel_for
from bot.engine.matches import run_match
from bot.simulate import simulate
from tests.engine.playouts import playouts

from .bench_engine import bare_loop

AIM = 2.3
"""Issue 27: the fast path's games/s over the bare loop's, on every preset."""


def rate(preset: str, games: int, fast: bool, seed: int) -> float:
    """Games per CPU second of ``simulate`` on one path."""
    start = time.process_time()
    summary = simulate(preset, 4, games, seed, fast=fast)
    seconds = time.process_time() - start
    assert summary.path == ("fast" if fast else "engine")
    return summary.games / seconds


def cpu_rate(play: Callable[[int], object], games: int) -> float:
    """Games per CPU second of ``play(games)``."""
    start = time.process_time()
    play(games)
    return games / (time.process_time() - start)


def against_bare(preset: str, games: int, runs: int) -> tuple[float, float, float]:
    """Medians of the bare loop's and the fast path's games/s, run in turn, and of their
    per-run ratio."""
    bare: list[float] = []
    fast: list[float] = []
    for run in range(runs):
        bare.append(cpu_rate(bare_loop, games))
        fast.append(cpu_rate(lambda n, r=run: simulate(preset, 4, n, r), games * 4))
    ratio = statistics.median(f / b for f, b in zip(fast, bare, strict=True))
    return statistics.median(bare), statistics.median(fast), ratio


IMPORTS = (
    "import time; began = time.process_time(); import bot.cli, bot.simulate; "
    "print(began, time.process_time() - began)"
)
"""What ``ludobot simulate`` imports (the script imports ``bot.cli``, the command
``bot.simulate``), timed in CPU seconds in the child after Python's own start-up."""


def child_cpu(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """The wall-clock and CPU seconds (user and system) of one child process, and its
    output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, check=True, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu, done.stdout


def startup(runs: int) -> None:
    """``ludobot simulate --games 1`` beside ``python -c pass``: the imports, and the whole
    process, the fastest of ``runs`` (start-up has a floor; a busy machine only adds to
    it), in CPU time as well as wall-clock time (a shared machine's load inflates the
    latter). With bytecode caches, as an installed ludobot has them (in a folder of their
    own, written by a first run that is not counted). ``python -X importtime`` shows
    where the imports' time goes."""
    command = [str(Path(sys.executable).with_name("ludobot")), "simulate", "--games", "1"]
    with tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = cache
        child_cpu(command, env)
        child_cpu([sys.executable, "-c", IMPORTS], env)
        split = [child_cpu([sys.executable, "-c", IMPORTS], env)[2].split() for _ in range(runs)]
        python_start = min(float(s[0]) for s in split) * 1000
        imports = min(float(s[1]) for s in split) * 1000
        whole = [child_cpu(command, env)[:2] for _ in range(runs)]
        bare = [child_cpu([sys.executable, "-c", "pass"], env)[:2] for _ in range(runs)]
    print(
        f"ludobot simulate's imports {imports:5.1f} ms CPU (aim: at most 100 ms)   "
        f"python's own start-up before them {python_start:5.1f} ms CPU"
    )
    print(
        f"ludobot simulate --games 1: {min(w for w, _ in whole):5.3f} s, "
        f"{min(c for _, c in whole):5.3f} s CPU   python -c pass: "
        f"{min(w for w, _ in bare):5.3f} s, {min(c for _, c in bare):5.3f} s CPU "
        f"(fastest of {runs})"
    )


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
    (a copy, then ``play_out``) and :func:`tests.engine.playouts.playouts`, side by side."""
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


def bare_rows(runs: int, games: int) -> None:
    """Every preset's fast path beside the bare loop, on the kernels this process loaded."""
    kinds = KERNELS[0]
    for preset in PRESETS:
        bare, fast, ratio = against_bare(preset, games, runs)
        kernel = kernel_for(Ruleset.preset(preset, players=4)).__name__
        print(
            f"{preset:8} {kinds:8} bare loop {bare:6.0f}   fast path {fast:6.0f}   "
            f"fast/bare {ratio:5.2f}   {'met' if ratio >= AIM else 'short'}   ({kernel})",
            flush=True,
        )


BARE_ROWS = (
    "import sys; from benchmarks.bench_fastpath import bare_rows; "
    "bare_rows(*map(int, sys.argv[1:]))"
)


def main(full: bool = False) -> None:
    runs, games = (7, 200) if full else (3, 40)
    print(
        f"fast path (ludobot simulate) beside the bare 40-line loop, random 4-player games "
        f"per CPU second, median of {runs} runs (bare {games} games a run, {AIM}x aimed at)",
        flush=True,
    )
    for kinds in ("python", "compiled"):
        env = {**os.environ, native.CHOICE: kinds}
        done = subprocess.run(
            [sys.executable, "-c", BARE_ROWS, str(runs), str(games)], env=env, check=False
        )
        if done.returncode != 0:
            print(f"{kinds} kernels: not measured (no build for this source: make builds it)")
    if full:
        from .compiled import compile_time

        compile_time()
    print(f"(the rest on the {KERNELS[0]} kernels)")
    startup(7 if full else 5)
    presets = list(PRESETS) if full else ["madn", "ludo", "fia"]
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
