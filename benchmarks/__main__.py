"""Run the benchmarks: ``python -m benchmarks [--full] [name ...]``.

By default every module runs a short version (under a minute in all on a laptop-class
core); ``--full`` runs the long measurements and the anchors (other projects, in their own
environment; see :mod:`benchmarks.anchors`). Timings are printed, never asserted.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time

MODULES = (
    "bench_engine",
    "bench_simulate",
    "bench_computers",
    "bench_render",
    "bench_store",
    "bench_press",
    "bench_bot",
    "bench_requests",
    "bench_web",
    "bench_postgres",
    "bench_bus",
    "bench_pace",
    "bench_start",
    "bench_pairing",
    "bench_tournament",
)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--full", action="store_true", help="long runs and the anchors")
    parser.add_argument("names", nargs="*", metavar="name", help=", ".join(MODULES))
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in MODULES]
    if unknown:
        parser.error(f"unknown benchmark {unknown[0]!r}; choose from {', '.join(MODULES)}")
    began = time.perf_counter()
    for name in args.names or MODULES:
        start = time.perf_counter()
        print(f"== {name}", flush=True)
        importlib.import_module(f"benchmarks.{name}").main(full=args.full)
        print(f"   ({time.perf_counter() - start:.1f} s)", flush=True)
    print(f"== all in {time.perf_counter() - began:.1f} s{' (--full)' if args.full else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
