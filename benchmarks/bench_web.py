"""The live board's push, beside a bare aiohttp broadcast of the same payload.

``python -m benchmarks.bench_web [--full]``: the web edge in this process (the core on
SQLite, :class:`web.server.WebServer` on 127.0.0.1), its pages in a child process (the
sockets' other ends, so that their reading is not counted here):

- 1,000 pages on one game: each commit (a press run by the core) pushed to all of them;
- 200 games with 5 pages each, every game committing at once, round after round.

For each: the push latency from the commit (the feed's publish) to the last page that
got it, p50 (with its 95% interval) and p99 over the commits, unloaded (the pages read
the last push before the next commit; the child's monotonic clock is the machine's, as
this process's); the Python heap this process holds per socket (tracemalloc, before and
after the sockets opened; the kernel's socket buffers are not in it); CPU per push (this
process's CPU from the presses to the last page sent, less the same presses with nobody
watching, per game; a first push, which makes its sentences and caches, is not
counted). The reference, in the
same run and the same child: a bare aiohttp server that sends the same text to the same
number of sockets (no view, no JSON: one ``send_str`` per socket). Last, what a move costs
on the page (the commit message's bytes) next to the card's PNG.
"""

from __future__ import annotations

import asyncio
import gc
import json
import math
import re
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
from aiohttp import web

from bot.app import open_core
from bot.core import Actor, BoardView, Commit, GameService
from bot.core import commands as c
from bot.engine import SeededDice
from tests.core_helpers import lobby, new_lobby
from tests.web_helpers import PUBLIC, web_config
from web.config import Limits
from web.server import WebServer

VERSION = re.compile(r'"version":(\d+)')


def heap() -> int:
    """The Python heap this process holds now (tracemalloc: exact, and the same for
    both servers, where the resident size depends on what the allocator kept from
    before)."""
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def median_ci(values: list[float]) -> tuple[float, float]:
    """A distribution-free 95% interval of the median (order statistics)."""
    ordered, n = sorted(values), len(values)
    half = 1.96 * math.sqrt(n) / 2
    return ordered[max(0, int(n / 2 - half))], ordered[min(n - 1, math.ceil(n / 2 + half))]


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and its 95% half-width."""
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


# -- the pages: a child process --------------------------------------------------------


async def _pages(urls: list[str]) -> None:
    """Open a socket to each URL, then note when each commit reached each (the last and
    how many per version); print them when told to stop."""
    last: dict[str, float] = {}
    got: dict[str, int] = {}
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))

    async def read(key: str, ws: aiohttp.ClientWebSocketResponse) -> None:
        async for msg in ws:
            if msg.type != aiohttp.WSMsgType.TEXT or not msg.data.startswith('{"type":"commit"'):
                continue
            found = VERSION.search(msg.data, 0, 64)
            if found:
                at = time.monotonic()
                name = f"{key}:{found.group(1)}"
                last[name] = max(last.get(name, 0.0), at)
                got[name] = got.get(name, 0) + 1

    async def connect(i: int, url: str) -> aiohttp.ClientWebSocketResponse:
        return await session.ws_connect(url, headers={"Origin": PUBLIC}, max_msg_size=0)

    sockets = []
    for start in range(0, len(urls), 100):
        batch = urls[start : start + 100]
        sockets += await asyncio.gather(*(connect(i, u) for i, u in enumerate(batch)))
    tasks = [
        asyncio.create_task(read(url.rsplit("/live/", 1)[1].split("/")[0], ws))
        for url, ws in zip(urls, sockets, strict=True)
    ]
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    print(json.dumps({"last": last, "got": got}), flush=True)
    for ws in sockets:
        await ws.close()
    for task in tasks:
        task.cancel()
    await session.close()


class Pages:
    """The child that holds the pages' sockets."""

    def __init__(self, urls: list[str]) -> None:
        self.urls = urls
        self.child: subprocess.Popen[str] | None = None

    async def __aenter__(self) -> Pages:
        self.child = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.bench_web", "--pages"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.child.stdin is not None and self.child.stdout is not None
        self.child.stdin.write(json.dumps(self.urls) + "\n")
        self.child.stdin.flush()
        line = await asyncio.to_thread(self.child.stdout.readline)
        assert line.strip() == "ready", line
        return self

    async def stop(self) -> tuple[dict[str, float], dict[str, int]]:
        assert self.child is not None and self.child.stdin and self.child.stdout
        self.child.stdin.write("stop\n")
        self.child.stdin.flush()
        line = await asyncio.to_thread(self.child.stdout.readline)
        found = json.loads(line)
        return found["last"], found["got"]

    async def __aexit__(self, *exc: object) -> None:
        if self.child is not None:
            await asyncio.to_thread(self.child.wait, 30)


# -- the bare reference ----------------------------------------------------------------


class Bare:
    """A bare aiohttp server that sends one text to every socket it holds."""

    def __init__(self) -> None:
        self.sockets: list[tuple[str, web.WebSocketResponse]] = []
        self.app = web.Application()
        self.app.router.add_get("/live/{game}/socket", self._socket)
        self.runner = web.AppRunner(self.app, access_log=None)
        self.port = 0

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(compress=False)
        await ws.prepare(request)
        self.sockets.append((request.match_info["game"], ws))
        async for _ in ws:
            pass
        return ws

    async def start(self) -> None:
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self.runner.addresses[0][1])

    async def broadcast(self, game: str, text: str) -> None:
        for held, ws in self.sockets:
            if held == game:
                await ws.send_str(text)


# -- driving the games -----------------------------------------------------------------


async def started_game(core: GameService, n: int) -> int:
    """A running game of two people in channel ``n`` of a server."""
    out = await new_lobby(core, 1, 100 + n, 1_000 + 2 * n, "Ann")
    await lobby(core, out.game_id, 1_001 + 2 * n, "Bob", "join")
    await lobby(core, out.game_id, 1_000 + 2 * n, "Ann", "start")
    return out.game_id


async def press(core: GameService, game_id: int) -> None:
    """The person to act rolls, or plays the first move."""
    out = await core.queries.latest(game_id)
    assert out is not None and isinstance(out.view, BoardView) and out.view.acting
    view = out.view
    ply = view.position.ply
    command = c.PlayMove(ply, 0) if view.choices else c.RollDie(ply)
    await core.execute(game_id, Actor(view.acting, ""), command)


async def cpu_of(step: Callable[[], Awaitable[None]], times: int) -> list[float]:
    samples = []
    for _ in range(times):
        before = time.process_time()
        await step()
        samples.append(time.process_time() - before)
    return samples


# -- the measurements ------------------------------------------------------------------


class Row:
    """One scenario's figures, ludobot's or the reference's."""

    def __init__(self) -> None:
        self.latency: list[float] = []
        self.cpu: list[float] = []
        self.memory = 0.0
        self.missed = 0

    def line(self, name: str) -> str:
        if not self.latency:
            return f"  {name:<22} nothing arrived"
        p50, (low, high) = statistics.median(self.latency), median_ci(self.latency)
        cpu, half = mean_ci(self.cpu)
        return (
            f"  {name:<22} latency p50 {p50 * 1e3:6.1f} ms [{low * 1e3:.1f}, {high * 1e3:.1f}]"
            f"  p99 {percentile(self.latency, 0.99) * 1e3:6.1f} ms"
            f"   CPU/push {cpu * 1e3:6.2f} ms ± {half * 1e3:.2f}"
            f"   memory/socket {self.memory / 1024:5.1f} KB"
            + (f"   ({self.missed} pushes missed a page)" if self.missed else "")
        )


def latencies(
    row: Row, sent: dict[str, float], last: dict[str, float], got: dict[str, int], per: int
) -> None:
    for key, at in sent.items():
        if key in last and got.get(key) == per:
            row.latency.append(last[key] - at)
        else:
            row.missed += 1


async def measure(
    core: GameService,
    server: WebServer,
    bare: Bare,
    games: list[int],
    per_game: int,
    rounds: int,
    gap: float,
) -> tuple[Row, Row, str]:
    """``rounds`` commits on every game of ``games`` (at once) with ``per_game`` pages
    on each, on ludobot and on the bare server; returns both rows and the last commit
    message sent (the payload of the reference and of the bytes' row)."""
    ours, bare_row = Row(), Row()
    sent: dict[str, float] = {}
    for game in games:

        def heard(commit: Commit) -> None:
            sent[f"{commit.game_id}:{commit.version}"] = time.monotonic()

        core.feed.subscribe(game, heard)
    # The same presses with nobody watching first: what the push adds is the rest.
    quiet = await cpu_of(lambda: _all(core, games), rounds)
    sent.clear()
    urls = [
        f"ws://127.0.0.1:{server.port}/live/{game}/socket"
        for game in games
        for _ in range(per_game)
    ]
    tracemalloc.start()
    before = heap()
    async with Pages(urls) as pages:
        ours.memory = (heap() - before) / len(urls)
        tracemalloc.stop()
        done: dict[int, asyncio.Event] = {}
        for game in games:
            room = server.rooms.rooms[game]
            done[game] = event = asyncio.Event()
            room.on_pushed = lambda _, e=event: e.set()

        async def one_round() -> None:
            for event in done.values():
                event.clear()
            await _all(core, games)
            await asyncio.gather(*(e.wait() for e in done.values()))

        async def paced() -> None:
            await asyncio.sleep(gap)  # the pages read the last one: latency unloaded

        await paced()
        await one_round()  # a first push makes its sentences and caches: not counted
        sent.clear()
        busy = []
        for _ in range(rounds):
            await paced()
            busy += await cpu_of(one_round, 1)
        text = server.rooms.rooms[games[0]].text("en")
        await asyncio.sleep(1.0)  # the last pages read
        last, got = await pages.stop()
    latencies(ours, sent, last, got, per_game)
    quiet_mean = statistics.fmean(quiet)
    ours.cpu = [(b - quiet_mean) / len(games) for b in busy]

    bare_sent: dict[str, float] = {}
    urls = [f"ws://127.0.0.1:{bare.port}/live/{g}/socket" for g in games for _ in range(per_game)]
    tracemalloc.start()
    before = heap()
    async with Pages(urls) as pages:
        bare_row.memory = (heap() - before) / len(urls)
        tracemalloc.stop()
        for n in range(rounds):
            payload = VERSION.sub(f'"version":{n}', text, count=1)
            began = time.process_time()
            for game in games:
                bare_sent[f"{game}:{n}"] = time.monotonic()
                await bare.broadcast(str(game), payload)
            bare_row.cpu.append((time.process_time() - began) / len(games))
            await asyncio.sleep(gap)
        await asyncio.sleep(1.0)
        last, got = await pages.stop()
    latencies(bare_row, bare_sent, last, got, per_game)
    for _, ws in bare.sockets:
        await ws.close()
    bare.sockets.clear()
    return ours, bare_row, text


async def _all(core: GameService, games: list[int]) -> None:
    await asyncio.gather(*(press(core, game) for game in games))


async def card_png(core: GameService, game_id: int) -> bytes:
    from bot.pictures import board_png

    out = await core.queries.latest(game_id)
    assert out is not None and isinstance(out.view, BoardView)
    view = out.view
    png = await board_png(
        view.position, view.names, out.events, "en", [s.gender for s in view.seats]
    )
    assert png is not None
    return png


async def run(full: bool) -> None:
    limits = Limits(sockets=10**6, per_address=10**6, per_game=10**6, rate=1e6, burst=10**6)
    with tempfile.TemporaryDirectory() as tmp:
        core = await open_core(
            Path(tmp) / "bench.sqlite3", dice_factory=lambda: SeededDice(1), computer_pause=0
        )
        server = WebServer(core, web_config(limits))
        bare = Bare()
        await server.start()
        await bare.start()
        try:
            rounds = 60 if full else 20
            one = [await started_game(core, 0)]
            ours, ref, text = await measure(core, server, bare, one, 1_000, rounds, 0.4)
            print(f"1,000 pages on one game, {rounds} commits:")
            print(ours.line("ludobot"))
            print(ref.line("bare aiohttp"))
            many = [await started_game(core, n) for n in range(1, 201)]
            ours, ref, _ = await measure(core, server, bare, many, 5, 10 if full else 4, 0.4)
            print(f"200 games x 5 pages, {10 if full else 4} rounds of a commit on each:")
            print(ours.line("ludobot"))
            print(ref.line("bare aiohttp"))
            png = await card_png(core, one[0])
            page = len(text.encode())
            print(
                f"a move on the page: {page:,} bytes to each page (the commit message, "
                f"uncompressed); on the card: the board's PNG alone {len(png):,} bytes "
                f"({len(png) / page:.1f} times)"
            )
        finally:
            await server.close()
            await bare.runner.cleanup()
            await core.close()


def main(full: bool = False) -> None:
    asyncio.run(run(full))


if __name__ == "__main__":
    if sys.argv[1:] == ["--pages"]:
        asyncio.run(_pages(json.loads(sys.stdin.readline())))
    else:
        main("--full" in sys.argv)
