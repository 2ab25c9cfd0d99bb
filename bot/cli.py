"""The ``ludobot`` command: ``run`` the bot, ``simulate`` games, draw a ``demo``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ludobot", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the Discord bot (token from DISCORD_TOKEN)")
    run.add_argument("--database", help="SQLite file (default: LUDOBOT_DATABASE or ./data/)")

    sim = sub.add_parser("simulate", help="play games between random movers and report")
    sim.add_argument("--preset", default="madn")
    sim.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    demo = sub.add_parser("demo", help="play a game offline and write pictures and a log")
    demo.add_argument("--preset", default="madn")
    demo.add_argument("--players", type=int, default=4)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--out", default="demo-out")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        from .simulate import simulate_main

        return simulate_main(args)
    if args.command == "demo":
        from rendering.demo import demo_main

        code: int = demo_main(args)
        return code
    from .runner import run_main

    return run_main(args)


if __name__ == "__main__":
    sys.exit(main())
