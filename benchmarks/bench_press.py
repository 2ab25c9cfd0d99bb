"""The cost of one press, beside bare discord.py through the same stand-in Discord.

``python -m benchmarks.bench_press [--full]``: the CPU per press (one Roll, the new board
drawn and the message edited), and the latency of presses in a burst of 50 games
pressing at once; with ``--full`` also 200 games pressing every 2-6 s, like people, and a
burst of 200 games in one process beside the same burst split over two processes (as two
shard processes on one machine would take it). Each ludobot figure has two references
measured in the same run: a bare discord.py bot whose button defers and edits its
message, and the same bot drawing a plain Pillow picture in a thread for each press.

The stand-in Discord serves from a thread and event loop of its own (:class:`StandIn`),
so that its CPU (answering the requests, parsing their bodies: a ludobot press uploads its
picture as a multipart form, which aiohttp's reader parses slowly; the test's clicks) is
measured apart: the bot's CPU is the process's less the stand-in thread's. The CPU is
measured in rounds, each kind once a round in a fresh process of its own (fresh caches,
as a new game meets them), and compared within each round: the machine's other work
moves every kind of a round alike.
"""

from __future__ import annotations

import asyncio
import io
import json
import math
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

import discord

from bot.app import discord_bot
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord, Message

T = TypeVar("T")

Press = Callable[[], Awaitable[float]]
"""One press and its answer: returns the latency in seconds (-1: nothing to press)."""


class StandIn:
    """An event loop in a thread of its own, for the stand-in Discord: what it does is
    measured apart from the bot (:meth:`cpu`), as Discord's servers are not the bot's
    cost. ``with StandIn() as side``; ``await side.call(coro)`` runs ``coro`` there."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="stand-in")

    def __enter__(self) -> StandIn:
        self.thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join()
        self.loop.close()

    async def call(self, coro: Coroutine[Any, Any, T]) -> T:
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self.loop))

    def cpu(self) -> float:
        """The CPU seconds the stand-in's thread has used."""
        assert self.thread.ident is not None
        return time.clock_gettime(time.pthread_getcpuclockid(self.thread.ident))


class PlainPicture:
    """A plain Pillow palette picture per press: 1024 px, a flat board of 56 squares and
    16 numbered pieces, saved as PNG with Pillow's defaults (issue 27's reference)."""

    def __init__(self) -> None:
        from PIL import Image, ImageDraw, ImageFont

        size, self.cell = 1024, 1024 / 12
        self.board = Image.new("P", (size, size), 0)
        colours = [(246, 239, 222), (236, 224, 196), (255, 253, 247), (118, 112, 98)]
        colours += [(200, 30, 45), (250, 212, 30), (15, 100, 210), (40, 165, 105)]
        colours += [(40, 36, 32), (255, 255, 255)]
        self.board.putpalette([v for rgb in colours for v in rgb])
        draw = ImageDraw.Draw(self.board)
        draw.rounded_rectangle(
            (16, 16, size - 16, size - 16), radius=40, fill=1, outline=3, width=4
        )
        grid = [(x, y) for x in range(11) for y in range(11) if min(abs(x - 5), abs(y - 5)) <= 1]
        cell = self.cell
        self.spots = [((x + 1) * cell, (y + 1) * cell) for x, y in grid if (x, y) != (5, 5)]
        for x, y in self.spots:
            r = cell * 0.4
            draw.ellipse((x - r, y - r, x + r, y + r), fill=2, outline=3, width=3)
        self.font = ImageFont.load_default(size=int(cell * 0.4))
        self.rng = random.Random(1)

    def png(self) -> bytes:
        from PIL import ImageDraw

        img = self.board.copy()
        draw = ImageDraw.Draw(img)
        for i, (x, y) in enumerate(self.rng.sample(self.spots, 16)):
            r = self.cell * 0.3
            draw.ellipse((x - r, y - r, x + r, y + r), fill=4 + i // 4, outline=8, width=3)
            draw.text((x, y), str(i % 4 + 1), fill=9, font=self.font, anchor="mm")
        out = io.BytesIO()
        img.save(out, format="PNG")
        return out.getvalue()


class BareRoll(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"bare:(?P<game>\d+):(?P<ply>\d+)"
):
    """The bare bot's one button: defer, then edit the message with the next button (and
    a picture, when the bot draws one)."""

    def __init__(self, game: int, ply: int) -> None:
        self.game, self.ply = game, ply
        super().__init__(discord.ui.Button(label="Roll", custom_id=f"bare:{game}:{ply}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: Any, match: re.Match[str], /
    ) -> BareRoll:
        return cls(int(match["game"]), int(match["ply"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        view = discord.ui.View(timeout=None)
        view.add_item(BareRoll(self.game, self.ply + 1))
        picture: PlainPicture | None = interaction.client.picture
        if picture is None:
            await interaction.edit_original_response(view=view)
            return
        png = await asyncio.to_thread(picture.png)
        board = discord.File(io.BytesIO(png), filename="board.png")
        await interaction.edit_original_response(view=view, attachments=[board])


class BareBot(discord.Client):
    def __init__(self, picture: PlainPicture | None) -> None:
        super().__init__(intents=discord.Intents.none())
        self.picture = picture

    async def setup_hook(self) -> None:
        self.add_dynamic_items(BareRoll)


async def _bare_games(fd: FakeDiscord, side: StandIn, bot: BareBot, games: int) -> list[Press]:
    user = fd.add_user(1, "P1")
    presses: list[Press] = []
    for g in range(games):
        view = discord.ui.View(timeout=None)
        view.add_item(BareRoll(g, 0))
        channel = bot.get_partial_messageable(fd.channel_ids[g])
        message = fd.messages[(await channel.send(view=view)).id]

        async def press(message: Message = message) -> float:
            inter = await fd.click(message, message.custom_ids[0], user)
            await fd.answered(inter, timeout=120)
            return inter.latency

        presses.append(_there(side, press))
    return presses


def _there(side: StandIn, press: Press) -> Press:
    """``press`` run on the stand-in's loop, where the test's clicks belong."""

    async def there() -> float:
        return await press()

    return lambda: side.call(there())


async def _ludo_games(fd: FakeDiscord, side: StandIn, games: int) -> list[Press]:
    """``games`` games of two, each started; their presses."""
    return [_there(side, press) for press in await side.call(_started(fd, games))]


async def _started(fd: FakeDiscord, games: int) -> list[Press]:
    users = {i: fd.add_user(i, f"P{i}") for i in range(1, 2 * games + 1)}
    boards: dict[int, Message] = {}

    async def open_game(g: int) -> None:
        a, b = users[2 * g + 1], users[2 * g + 2]
        await fd.answered(await fd.slash("ludo new", a, channel_id=fd.channel_ids[g]))
        board = fd.latest_message(fd.channel_ids[g])
        await fd.answered(await fd.click(board, board.button("Join"), b))
        await fd.answered(await fd.click(board, board.button("Start"), a))
        boards[g] = board

    presses: list[Press] = []
    for g in range(games):
        await open_game(g)

        async def press(g: int = g) -> float:
            board = boards[g]
            mention = re.search(r"<@(\d+)>", board.text())
            ids = [c for c in board.custom_ids if re.fullmatch(r"ludo:\d+:(roll|m\d+):\d+", c)]
            if not mention or not ids:  # the game is over: the next press is a new game's
                await open_game(g)
                return -1.0
            inter = await fd.click(board, ids[0], users[int(mention.group(1))])
            await fd.answered(inter, timeout=120)
            return inter.latency

        presses.append(press)
    return presses


Kind = str
"""``bare``, ``bare+picture`` or ``ludobot``."""


Work = Callable[[list[Press], StandIn], Awaitable[Any]]


async def _run(kind: Kind, games: int, work: Work) -> Any:
    """Start the bot of ``kind`` against a fresh stand-in (on its own thread) with
    ``games`` games, and run ``work`` on their presses."""
    with tempfile.TemporaryDirectory() as tmp, StandIn() as side:
        fd = FakeDiscord(channels=games)
        await side.call(fd.start())
        try:
            bot: discord.Client
            if kind == "ludobot":
                bot = await discord_bot(
                    Path(tmp) / "bench.sqlite3", dice_factory=lambda: SeededDice(1)
                )
            else:
                bot = BareBot(PlainPicture() if kind == "bare+picture" else None)
            async with fd.running(bot):
                if isinstance(bot, BareBot):
                    presses = await _bare_games(fd, side, bot, games)
                else:
                    presses = await _ludo_games(fd, side, games)
                for press in presses:  # warm: the first press of each game pays for imports
                    await press()
                got = await work(presses, side)
        finally:
            await side.call(fd.stop())
        fd.check_invalid()
        return got


async def _cpu_per_press(presses: list[Press], side: StandIn, count: int) -> list[float]:
    """The process's CPU (every thread) per press, in ms, presses one after another (a
    new game's set-up, when one ends, is not counted), and of it the stand-in's and the
    bot's event loop's (this thread's; the bot's other threads draw its pictures and run
    its database)."""
    done, cpu, stand_in, loop = 0, 0.0, 0.0, 0.0
    while done < count:
        start, theirs, ours = time.process_time(), side.cpu(), time.thread_time()
        if await presses[0]() >= 0:
            cpu += time.process_time() - start
            stand_in += side.cpu() - theirs
            loop += time.thread_time() - ours
            done += 1
    return [cpu * 1000 / count, stand_in * 1000 / count, loop * 1000 / count]


async def _burst(presses: list[Press], rounds: int) -> list[float]:
    """Every game presses at the same moment, ``rounds`` times: the latencies."""
    out: list[float] = []
    for _ in range(rounds):
        got = await asyncio.gather(*(p() for p in presses))
        out.extend(x for x in got if x >= 0)
    return out


async def _burst_on_cue(presses: list[Press], rounds: int) -> list[float]:
    """A burst in a child process: say "ready" once the games are set up, then burst when
    the parent says "go" (so that every process bursts at the same moment)."""
    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    return await _burst(presses, rounds)


def _split_burst(kind: Kind, games: int, processes: int, rounds: int) -> list[float]:
    """A burst of ``games`` games split over ``processes`` bot processes, each with its
    own stand-in Discord and database (shard processes share only PostgreSQL, which
    SQLite stands in for here), bursting together: every latency."""
    command = [sys.executable, "-m", "benchmarks.bench_press", "--child", kind]
    command += [str(games // processes), str(rounds)]
    children = [
        subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for _ in range(processes)
    ]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    for child in children:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    out: list[float] = []
    for child in children:
        stdout, _ = child.communicate(timeout=1800)
        out.extend(json.loads(stdout.strip().splitlines()[-1]))
    return out


def _child(kind: Kind, games: int, rounds: int) -> None:
    got = asyncio.run(_run(kind, games, lambda p, _: _burst_on_cue(p, rounds)))
    print(json.dumps(got), flush=True)


def _cpu_child(kind: Kind, count: int) -> None:
    got = asyncio.run(_run(kind, 1, lambda p, side: _cpu_per_press(p, side, count)))
    print(json.dumps(got), flush=True)


def _cpu_round(kind: Kind, count: int) -> tuple[float, float, float]:
    """One round's CPU per press of ``kind``, in a fresh process: the process's, the
    stand-in's and the bot's event loop's, in ms."""
    command = [sys.executable, "-m", "benchmarks.bench_press", "--cpu", kind, str(count)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=1800, check=True)
    process, stand_in, loop = json.loads(done.stdout.strip().splitlines()[-1])
    return process, stand_in, loop


async def _paced(presses: list[Press], each: int) -> list[float]:
    """Each game presses 2-6 s after its last answer, ``each`` times: the latencies."""

    async def one(press: Press, seed: int) -> list[float]:
        rng, got = random.Random(seed), []
        for _ in range(each):
            await asyncio.sleep(rng.uniform(2, 6))
            latency = await press()
            if latency >= 0:
                got.append(latency)
        return got

    runs = await asyncio.gather(*(one(p, i) for i, p in enumerate(presses)))
    return [x for run in runs for x in run]


def _p(values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return f"p50 {statistics.median(ms):6.1f} / p99 {p99:6.1f} ms ({len(ms)} presses)"


KINDS: tuple[Kind, ...] = ("bare", "bare+picture", "ludobot")


def median_interval(values: list[float]) -> tuple[float, float, float]:
    """A distribution-free interval of the median (order statistics): the narrowest
    symmetric one that covers it with 95% confidence, else (few values) the whole range;
    and its confidence."""
    ordered, n = sorted(values), len(values)

    def confidence(k: int) -> float:  # of the k-th smallest to the k-th largest
        return 1 - 2 * sum(math.comb(n, i) for i in range(k)) / (1 << n)

    k = max([k for k in range(1, n // 2 + 1) if confidence(k) >= 0.95], default=1)
    return ordered[k - 1], ordered[n - k], confidence(k)


def _m(values: list[float], unit: str = " ms") -> str:
    low, high, _ = median_interval(values)
    return f"{statistics.median(values):5.2f}{unit} [{low:.2f}-{high:.2f}]"


def cpu_rows(rounds: int, count: int) -> None:
    """The CPU per press of each kind, a fresh process each per round, and the ratios of
    ludobot's to bare's within each round (issue 39's goal: at most 3x)."""
    got: dict[Kind, list[tuple[float, float, float]]] = {kind: [] for kind in KINDS}
    for _ in range(rounds):
        for kind in KINDS:
            got[kind].append(_cpu_round(kind, count))
    confidence = median_interval(list(range(rounds)))[2]
    print(
        f"CPU per press, over {count} presses, median of {rounds} rounds [its "
        f"{confidence:.0%} interval]: the process's = the stand-in Discord's + the bot's; "
        "the bot's = its event loop's + its other threads' (pictures, database)",
        flush=True,
    )
    bot = {kind: [p - s for p, s, _ in rows] for kind, rows in got.items()}
    for kind, rows in got.items():
        process, stand_in = [p for p, _, _ in rows], [s for _, s, _ in rows]
        loop, others = [m for _, _, m in rows], [p - s - m for p, s, m in rows]
        print(
            f"  {kind:12}: {_m(process)} = {_m(stand_in)} + {_m(bot[kind])}; "
            f"{_m(loop)} + {_m(others)}",
            flush=True,
        )
    ludo, bare = got["ludobot"], got["bare"]
    whole = [lp / bp for (lp, _, _), (bp, _, _) in zip(ludo, bare, strict=True)]
    alone = [lb / bb for lb, bb in zip(bot["ludobot"], bot["bare"], strict=True)]
    print(
        f"  ludobot / bare, same round: the process's {_m(whole, 'x')}; "
        f"the bot's alone {_m(alone, 'x')} (goal: at most 3x)",
        flush=True,
    )


def main(full: bool = False) -> None:
    cpu_rows(9 if full else 5, 200 if full else 60)
    for kind in ("bare", "ludobot"):
        got = asyncio.run(_run(kind, 50, lambda p, _: _burst(p, 4 if full else 2)))
        print(f"burst of 50 games, {kind:12}: {_p(got)}", flush=True)
    if full:
        for kind in ("bare+picture", "ludobot"):
            got = asyncio.run(_run(kind, 200, lambda p, _: _paced(p, 8)))
            print(f"200 games every 2-6 s, {kind:12}: {_p(got)}", flush=True)
        for kind in ("bare", "ludobot"):
            for processes in (1, 2):
                got = _split_burst(kind, 200, processes, 2)
                print(
                    f"burst of 200 games in {processes} process(es), {kind:12}: {_p(got)}",
                    flush=True,
                )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif sys.argv[1:2] == ["--cpu"]:
        _cpu_child(sys.argv[2], int(sys.argv[3]))
    else:
        main("--full" in sys.argv[1:])
