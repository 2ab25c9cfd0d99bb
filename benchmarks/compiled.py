"""The next step for the fast path, measured: its kernels compiled by mypyc.

Pure Python plays a roll of a random game in some ten thousand machine instructions
(callgrind), however few bytecodes the kernels spend; the bare 40-line loop, doing less
per roll, is near the same floor, so the fast path cannot be many times faster than it.
The kernels are typed (mypy --strict), so mypyc (part of mypy, a development dependency)
compiles them to C unchanged. This builds that in a temporary copy of ``bot/`` (never in
the source tree: a stale extension there would shadow an edited module) and measures it
in a child process beside the bare loop, as :func:`benchmarks.bench_fastpath.against_bare`
does. Only ``--full`` runs it (compiling takes minutes); without mypyc or a C compiler it
says so and measures nothing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ("blocks", "common", "simple", "squares")
"""The fast path's modules compiled (the general kernel and the tables stay Python)."""

CHILD = """
import sys
from benchmarks.bench_fastpath import against_bare
from bot.engine import PRESETS
import bot.engine.fastpath.simple as simple
assert simple.__file__.endswith(".so"), simple.__file__
runs, games = int(sys.argv[1]), int(sys.argv[2])
for preset in PRESETS:
    bare, fast, ratio = against_bare(preset, games, runs)
    print(f"{preset:8} bare loop {bare:6.0f}   compiled {fast:6.0f}   compiled/bare {ratio:5.2f}")
"""


def compiled_rates(runs: int, games: int) -> None:
    """Every preset's compiled fast path beside the bare loop, printed."""
    mypyc = Path(sys.executable).with_name("mypyc")
    if not mypyc.exists() or shutil.which("cc") is None:
        print("compiled fast path: not measured (needs mypyc and a C compiler)")
        return
    with tempfile.TemporaryDirectory() as tmp:
        for folder in ("bot", "benchmarks"):
            shutil.copytree(ROOT / folder, Path(tmp) / folder)
        sources = [f"bot/engine/fastpath/{name}.py" for name in KERNELS]
        built = subprocess.run(
            [str(mypyc), *sources], cwd=tmp, capture_output=True, text=True, check=False
        )
        if built.returncode != 0:
            print(f"compiled fast path: mypyc failed\n{built.stdout[-2000:]}{built.stderr[-2000:]}")
            return
        env = {**os.environ, "PYTHONPATH": tmp}
        print(f"fast path compiled by mypyc ({', '.join(KERNELS)}), beside the bare loop:")
        subprocess.run(
            [sys.executable, "-c", CHILD, str(runs), str(games)], cwd=tmp, env=env, check=True
        )
