"""The compile of the engine's kernels (:mod:`bot.build_kernels`), timed: what ``make``,
CI and the Docker image's build stage pay once per source of the engine.

Only ``--full`` runs it (it takes a minute or more). It compiles into a temporary folder
(the environment's build is left as it is) and prints the wall-clock and CPU time of
mypyc and the C compiler, beside the CPU time of ``mypy --strict`` on the same kernels in
the same run (mypyc type-checks them first, as mypy does, then writes C and compiles it).
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bot.build_kernels import BuildFailed, build
from bot.engine import native


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def compile_time() -> None:
    """Print the time of one compile of the kernels, beside mypy's check of them."""
    sources = [str(native.module_file(native.ENGINE.parents[1], m)) for m in native.COMPILED]
    with tempfile.TemporaryDirectory() as tmp:
        cpu, start = children_cpu(), time.perf_counter()
        try:
            build(Path(tmp))
        except BuildFailed as exc:
            print(f"compiling the kernels: failed ({exc})")
            return
        wall, cpu = time.perf_counter() - start, children_cpu() - cpu
        checked = children_cpu()
        subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *sources],
            capture_output=True,
            check=False,
        )
        checked = children_cpu() - checked
    print(
        f"compiling the kernels (mypyc, then the C compiler): {wall:5.1f} s, {cpu:5.1f} s CPU "
        f"(once per engine source)   mypy --strict on them alone: {checked:5.1f} s CPU"
    )
