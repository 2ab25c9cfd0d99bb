"""Requests to Discord per table of a tournament, by kind, through the real bot and the
stand-in Discord, beside an ordinary game in the same run.

``python -m benchmarks.bench_tournament [--full]``: a Swiss at tables of four (``mejn``;
8 players in 2 rounds by default, 16 in 4 rounds with ``--full``) whose people never
press, so that the turn timer and the away rule give every seat to a computer, on a
clock that jumps to each deadline; beside it, the reference: one ordinary game of the
same preset, a host who never presses and three computers. Each line gives the requests
inside Discord's global limit, through an interaction's token, and invalid, as the bot
counted them (:mod:`bot.discord_requests`): per table (the tournament's own messages,
its threads and cards included) and per game; the difference is what a tournament adds
to each table. Wall and CPU seconds are printed with them.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections import Counter
from pathlib import Path

from bot.app import discord_bot
from bot.discord_requests import Kind
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import is_over
from tests.test_bot_tournaments import played_out, sign_up
from tests.test_tournaments_core import Warp

PRESET = "mejn"


def _line(name: str, counts: Counter[Kind], units: int, unit: str, wall: float, cpu: float) -> str:
    each = {k: counts[k] / max(1, units) for k in Kind}
    return (
        f"{name}: {unit}s {units}; a {unit}: global {each[Kind.GLOBAL]:.1f}, token "
        f"{each[Kind.TOKEN]:.1f}, invalid {each[Kind.INVALID]:.1f} "
        f"({wall:.1f} s wall, {cpu:.1f} s CPU)"
    )


async def tournament(people: int, rounds: int) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fd:
            organiser = fd.add_user(10, "Org", admin=True)
            entrants = [fd.add_user(100 + i, f"P{i:02}") for i in range(people)]
            warp = Warp()
            bot = await discord_bot(
                Path(tmp) / "bench.sqlite3",
                dice_factory=lambda: SeededDice(5),
                computer_pause=0,
                wall=warp.time,
                sleep=warp.sleep,
            )
            async with fd.running(bot):
                await sign_up(fd, organiser, entrants, rounds=rounds, size=4, preset=PRESET)
                start = Counter(bot.requests.total)
                began, cpu = time.perf_counter(), time.process_time()
                await fd.answered(await fd.slash("ludo tournament start", organiser))
                await played_out(fd, timeout=3600)
                counts = Counter(bot.requests.total)
                counts.subtract(start)
                tables = len(fd.threads_of(fd.channel_id))
                wall, cpu = time.perf_counter() - began, time.process_time() - cpu
    return _line(f"swiss of {people} in {rounds} rounds", counts, tables, "table", wall, cpu)


async def ordinary_game() -> str:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fd:
            host = fd.add_user(100, "Host")
            warp = Warp()
            bot = await discord_bot(
                Path(tmp) / "bench.sqlite3",
                dice_factory=lambda: SeededDice(5),
                computer_pause=0,
                wall=warp.time,
                sleep=warp.sleep,
            )
            async with fd.running(bot):
                warp.frozen = True
                await fd.answered(
                    await fd.slash("ludo new", host, preset=PRESET, players=4, computers=3)
                )
                board = fd.latest_message()
                start = Counter(bot.requests.total)
                began, cpu = time.perf_counter(), time.process_time()
                await fd.answered(await fd.click(board, board.button("Start"), host))
                warp.frozen = False
                await fd.wait_for(lambda: is_over(board), timeout=3600)
                counts = Counter(bot.requests.total)
                counts.subtract(start)
                wall, cpu = time.perf_counter() - began, time.process_time() - cpu
    return _line(
        "reference: an ordinary game (no-show host, 3 computers)", counts, 1, "game", wall, cpu
    )


def main(full: bool = False) -> None:
    people, rounds = (16, 4) if full else (8, 2)
    print(asyncio.run(ordinary_game()), flush=True)
    print(asyncio.run(tournament(people, rounds)), flush=True)


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
