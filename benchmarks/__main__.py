"""Run every benchmark module that is present: ``python -m benchmarks [name ...]``."""

from __future__ import annotations

import importlib
import sys

MODULES = ("bench_engine", "bench_render", "bench_store", "bench_bot")


def main(argv: list[str]) -> int:
    names = argv or list(MODULES)
    for name in names:
        module = f"benchmarks.{name}"
        try:
            bench = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name == module:
                print(f"== {name}: not present")
                continue
            raise
        print(f"== {name}")
        bench.main()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
