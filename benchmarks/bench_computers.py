"""How long a computer player's decision takes: median, 99th percentile and worst, in ms;
and, with ``--table``, how strong each level is (:mod:`benchmarks.computers_table`).

``python -m benchmarks.bench_computers [--full]``. Each level plays seat 0 against random
players in every other seat, at every table of the match table (``--full``: each preset
at 4 players, at 6 where it has the six-colour board, marbles with partners); every
decision with a real choice (two or more legal moves) is timed on its own, ``normal``'s
beside ``hard``'s in the same run as the reference. The issue's goal for ``hard``: at
most 20 ms median and 100 ms worst on this machine. Printed, never asserted.

``python -m benchmarks.bench_computers --table [--games N] [--duel N] [--seeds ...] [--jobs J]``
prints the match table of docs/computers.md.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bot.engine import MOVE, OVER, Game, SeededDice
from bot.engine.computers import LEVELS, Computer, computer, take_huff

from .computers_table import DUEL, GAMES, SEEDS, TABLES, Table, table


def decision_times(level: str, where: Table, games: int) -> list[float]:
    """Seconds per decision of ``level`` (seat 0) with two or more moves to choose from."""
    rules = where.rules
    n = where.players
    times: list[float] = []
    for i in range(games):
        game = Game.new(rules, players=n)
        seats = [level] + ["random"] * (n - 1)
        players: list[Computer] = [computer(level, i).facing(seats)] + [
            computer("random", i * n + s) for s in range(1, n)
        ]
        dice = SeededDice(i)
        while game.phase != OVER:
            if take_huff(game, players):
                continue
            if game.phase != MOVE:
                game.roll_die(dice.roll())
                continue
            seat = game.colour_seat[game.turn]
            moves = game.legal_moves()
            if seat == 0 and len(moves) > 1:
                start = time.perf_counter()
                m = players[0].choose(game, moves)
                times.append(time.perf_counter() - start)
            else:
                m = players[seat].choose(game, moves)
            game.play(m)
    return times


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (
        f"median {statistics.median(ms):6.3f} ms  p99 {p99:6.3f} ms  "
        f"worst {ms[-1]:6.3f} ms  ({len(ms)} decisions)"
    )


def main(full: bool = False) -> None:
    games = 50 if full else 10
    tables = TABLES if full else TABLES[:1]
    for where in tables:
        for level in LEVELS[1:] if full else ("normal", "hard"):
            print(f"{level:6} {where.name:24} {summary(decision_times(level, where, games))}")


def cli(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_computers")
    parser.add_argument("--full", action="store_true", help="every table, more games")
    parser.add_argument("--table", action="store_true", help="the match table (Markdown)")
    parser.add_argument("--games", type=int, default=GAMES, help="games per match-up")
    parser.add_argument("--duel", type=int, default=DUEL, help="games of hard vs normal")
    parser.add_argument("--seeds", default=",".join(map(str, SEEDS)), help="seeds pooled")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--resume", default="", help="stderr of an earlier --table run")
    args = parser.parse_args(argv)
    if args.table:
        seeds = [int(s) for s in args.seeds.split(",")]
        print(
            table(
                games=args.games, duel=args.duel, seeds=seeds, jobs=args.jobs, resume=args.resume
            ),
            flush=True,
        )
    else:
        main(args.full)


if __name__ == "__main__":
    cli()
