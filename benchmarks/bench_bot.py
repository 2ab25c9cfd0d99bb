"""Button press → edited board, through the real bot and the stand-in Discord.

``python -m benchmarks.bench_bot [--full]``: median and p99 for one game and for 20
games pressing at once; with ``--full``, for 200 games played at once: (a) paced like
people, each player pressing 2-6 s after the last board (about 50 presses a second in
all), and (b) a burst where all 200 press at the same
moment, again and again (a worst case no real server sees).
"""

from __future__ import annotations

import asyncio
import random
import re
import statistics
import tempfile
from pathlib import Path

from bot.app import discord_bot
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord, Message, User

PRESSES = 25
PACED_PRESSES = 8


async def _open_game(fd: FakeDiscord, channel: int, a: User, b: User) -> Message:
    await fd.answered(await fd.slash("ludo new", a, channel_id=channel))
    lobby = fd.latest_message(channel)
    await fd.answered(await fd.click(lobby, lobby.button("Join"), b))
    await fd.answered(await fd.click(lobby, lobby.button("Start"), a))
    return lobby


async def _press(fd: FakeDiscord, board: Message, users: dict[int, User]) -> float:
    mention = re.search(r"<@(\d+)>", board.text())
    if not mention:
        return -1.0
    custom_id = next(c for c in board.custom_ids if c.startswith("ludo:"))
    inter = await fd.click(board, custom_id, users[int(mention.group(1))])
    await fd.answered(inter, timeout=120)
    return inter.latency


async def _paced(fd: FakeDiscord, board: Message, users: dict[int, User], seed: int) -> list[float]:
    rng = random.Random(seed)
    out = []
    for _ in range(PACED_PRESSES):
        await asyncio.sleep(rng.uniform(2, 6))
        latency = await _press(fd, board, users)
        if latency >= 0:
            out.append(latency)
    return out


async def measure(games: int, paced: bool = False) -> list[float]:
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(channels=games) as fd:
            users = {i: fd.add_user(i, f"P{i}") for i in range(1, 2 * games + 1)}
            bot = await discord_bot(Path(tmp) / "bench.sqlite3", dice_factory=lambda: SeededDice(1))
            task = asyncio.create_task(bot.start("fake-token"))
            await fd.wait_ready()
            await bot.wait_until_ready()
            boards = [
                await _open_game(fd, fd.channel_ids[g], users[2 * g + 1], users[2 * g + 2])
                for g in range(games)
            ]
            if paced:
                runs = await asyncio.gather(
                    *(_paced(fd, b, users, i) for i, b in enumerate(boards))
                )
                latencies = [x for run in runs for x in run]
            else:
                for _ in range(PRESSES):
                    got = await asyncio.gather(*(_press(fd, b, users) for b in boards))
                    latencies.extend(x for x in got if x >= 0)
            await bot.close()
            await task
    return latencies


def summary(name: str, values: list[float]) -> None:
    values = sorted(v * 1000 for v in values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    print(
        f"{name}: {len(values)} presses, median {statistics.median(values):6.1f} ms, "
        f"p99 {p99:6.1f} ms"
    )


def main(full: bool = False) -> None:
    summary("1 game   ", asyncio.run(measure(1)))
    if not full:
        summary("20 games, burst", asyncio.run(measure(20)))
        return
    summary("200 games, paced", asyncio.run(measure(200, paced=True)))
    summary("200 games, burst", asyncio.run(measure(200)))


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
