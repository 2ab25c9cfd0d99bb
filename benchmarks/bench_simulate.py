"""Random 4-player games per CPU second of ``ludobot simulate`` (the engine's turn loop)
beside the bare 40-line loop, per preset, and the start-up of ``ludobot simulate``.

``python -m benchmarks.bench_simulate [--full]``. First every preset's ``simulate``
beside the bare loop (:func:`benchmarks.bench_engine.bare_loop`), run in turn (issue 40's
aim: at least 2.3 times the bare loop's games/s on every preset compiled, at least once
as Python), once with the engine's hot modules as Python and once compiled by mypyc (the
build ``make`` keeps in the environment), each in a child process of its own
(``LUDOBOT_KERNELS``); with ``--full`` the time one compile takes
(:mod:`benchmarks.compiled`); then the start-up of ``ludobot simulate`` beside Python's
own (issue 27: at most 0.1 s of imports). Rates are games per CPU second of this process
(``time.process_time``): on a machine other work shares, wall-clock rates swing with that
work, CPU time much less; printed are the medians of the runs and of the per-run ratios,
never asserted.
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
from functools import partial
from pathlib import Path

from bot.engine import KERNELS, PRESETS, native
from bot.simulate import simulate

from .bench_engine import bare_loop

AIM = {"compiled": 2.3, "python": 1.0}
"""Issue 40: ``simulate``'s games/s over the bare loop's, on every preset."""


def cpu_rate(play: Callable[[int], object], games: int) -> float:
    """Games per CPU second of ``play(games)``."""
    start = time.process_time()
    play(games)
    return games / (time.process_time() - start)


def against_bare(preset: str, games: int, runs: int) -> tuple[float, float, float]:
    """Medians of the bare loop's and ``simulate``'s games/s, run in turn, and of their
    per-run ratio."""
    bare: list[float] = []
    fast: list[float] = []
    for run in range(runs):
        bare.append(cpu_rate(bare_loop, games))
        fast.append(cpu_rate(partial(simulate, preset, 4, seed=run), games * 4))
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


def bare_rows(runs: int, games: int) -> None:
    """Every preset's ``simulate`` beside the bare loop, on the engine this process
    loaded."""
    kinds = KERNELS[0]
    for preset in PRESETS:
        bare, ours, ratio = against_bare(preset, games, runs)
        print(
            f"{preset:8} {kinds:8} bare loop {bare:6.0f}   simulate {ours:6.0f}   "
            f"simulate/bare {ratio:5.2f}   {'met' if ratio >= AIM[kinds] else 'short'}",
            flush=True,
        )


BARE_ROWS = (
    "import sys; from benchmarks.bench_simulate import bare_rows; "
    "bare_rows(*map(int, sys.argv[1:]))"
)


def main(full: bool = False) -> None:
    runs, games = (7, 200) if full else (3, 40)
    print(
        f"ludobot simulate (the engine's turn loop) beside the bare 40-line loop, random "
        f"4-player games per CPU second, median of {runs} runs (bare {games} games a run; "
        f"aimed at: {AIM['compiled']}x compiled, {AIM['python']}x as Python)",
        flush=True,
    )
    for kinds in ("python", "compiled"):
        env = {**os.environ, native.CHOICE: kinds}
        done = subprocess.run(
            [sys.executable, "-c", BARE_ROWS, str(runs), str(games)], env=env, check=False
        )
        if done.returncode != 0:
            print(f"{kinds}: not measured (no build for this source: make builds it)")
    if full:
        from .compiled import compile_time

        compile_time()
    print(f"(the start-up on the {KERNELS[0]} engine)")
    startup(7 if full else 5)


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
