"""Shards on PostgreSQL: how long a commit takes to reach a listener of the commit feed in
another process (what a live page connected there waits for), beside a bare asyncpg NOTIFY
to a listener in that other process, measured in turn in the same run.

``python -m benchmarks.bench_bus [--full]``: this process's core serves index 0 of 2 and
plays games move by move (people's presses and computers' steps through
``GameService.execute``); a child process (``python -m benchmarks.bench_bus child URL``),
a core serving index 1 on the same database, watches each game in its feed and writes
the time it heard each version. Before each press, the reference: a ``NOTIFY`` on a
connection of this process, heard by a bare asyncpg listener of the child. Times are
``time.perf_counter()`` (CLOCK_MONOTONIC: one clock for every process on the machine),
from the commit's return in this process (its own feed's listener) to the child's
listener; one press at a time (no queueing). A version a batch skipped (a roll and the
move it forces, announced together) has no time. p50 comes with a 95% bootstrap interval.

What the bus costs the process that commits: presses per second with 20 games played at
once through ``GameService.execute``, by a core on the bus and by one without it, in
turn (three runs of each, five with ``--full``; the mean with its 95% t interval). The
server has PostgreSQL's default, durable settings.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

import asyncpg

from bot.core import Actor, Commit, GameService, Partition
from bot.core.commands import Start
from bot.core.tables import Table
from bot.engine import SeededDice
from bot.store import PostgresStore, open_postgres
from bot.store.bus import bus_of
from tests import pg_server
from tests.core_helpers import new_lobby
from tests.pg_child import CHANNEL, next_press
from tests.test_core_ports import HeldDeadlines

ROOT = Path(__file__).resolve().parent.parent
PRESSES_QUICK, PRESSES_FULL = 150, 1000
REFERENCE = "ludobot_bench"
WAIT = 30.0


def _core(store: PostgresStore, index: int) -> GameService:
    return GameService(
        store,
        lambda: SeededDice(11),
        wall=lambda: 100.0,
        scheduler=HeldDeadlines(),
        partition=Partition(2, (index,)),
    )


async def _shared(url: str, index: int) -> tuple[GameService, PostgresStore]:
    store = await open_postgres(url, pool_size=3)
    core = _core(store, index)
    bus = bus_of(store)
    assert bus is not None
    await core.share(bus)
    return core, store


# -- the child: watches, and writes when it heard -------------------------------------------


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def _child(url: str) -> None:
    core, store = await _shared(url, 1)
    bare = await asyncpg.connect(url)
    await bare.add_listener(REFERENCE, lambda *a: _say(f"ref {a[3]} {time.perf_counter()!r}"))

    def heard(commit: Commit) -> None:
        _say(f"heard {commit.game_id} {commit.version} {time.perf_counter()!r}")

    reader = asyncio.StreamReader()
    loop = asyncio.get_running_loop()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    _say("ready")
    try:
        while line := (await reader.readline()).decode():
            game_id = int(line.split()[1])
            core.feed.subscribe(game_id, heard)
            _say(f"watching {game_id}")
    finally:
        await bare.close()
        await core.close()
        await store.close()


# -- this process: presses, and the reference between them ----------------------------------


class Lines:
    """The child's lines, read as they come: what it heard, by key."""

    def __init__(self, stream: asyncio.StreamReader) -> None:
        self.stream = stream
        self.times: dict[tuple[str, int, int], float] = {}
        self.changed = asyncio.Event()
        self.task = asyncio.create_task(self._read())

    async def _read(self) -> None:
        while raw := await self.stream.readline():
            words = raw.decode().split()
            if words[0] == "heard":
                self.times[("heard", int(words[1]), int(words[2]))] = float(words[3])
            elif words[0] == "ref":
                self.times[("ref", int(words[1]), 0)] = float(words[2])
            elif words[0] in ("watching", "ready"):
                self.times[(words[0], int(words[1]) if len(words) > 1 else 0, 0)] = 0.0
            self.changed.set()

    async def wait(self, key: tuple[str, int, int]) -> float:
        while key not in self.times:
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), WAIT)
        return self.times[key]

    async def wait_heard(self, game_id: int, version: int) -> None:
        while not any(k[0] == "heard" and k[1] == game_id and k[2] >= version for k in self.times):
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), WAIT)


async def _measure(url: str, presses: int) -> tuple[list[float], list[float]]:
    core, store = await _shared(url, 0)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "benchmarks.bench_bus", "child", url,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=ROOT, env=env,
    )  # fmt: skip
    assert child.stdin is not None and child.stdout is not None
    lines = Lines(child.stdout)
    sender = await asyncpg.connect(url)
    committed: dict[tuple[int, int], float] = {}
    bus_times: list[float] = []
    bare_times: list[float] = []
    try:
        await lines.wait(("ready", 0, 0))
        game_id = -1
        for n in range(presses):
            # The reference: a bare NOTIFY, heard by a bare listener of the child.
            start = time.perf_counter()
            await sender.execute(f"NOTIFY {REFERENCE}, '{n}'")
            bare_times.append(await lines.wait(("ref", n, 0)) - start)
            # A press: its commits, from this process's feed to the child's.
            table = Table.from_json((await store.get_game(game_id)).state) if n else None
            press = next_press(table) if table is not None else None
            if press is None:
                game_id = await _new_game(core, lines, committed, child.stdin)
                continue
            out = await core.execute(game_id, *press)
            if out is not None:
                await lines.wait_heard(game_id, out.version)
        for (gid, version), at in committed.items():
            heard = lines.times.get(("heard", gid, version))
            if heard is not None:
                bus_times.append(heard - at)
    finally:
        await sender.close()
        child.stdin.close()
        await child.wait()
        lines.task.cancel()
        await core.close()
        await store.close()
    return bus_times, bare_times


async def _new_game(
    core: GameService,
    lines: Lines,
    committed: dict[tuple[int, int], float],
    stdin: asyncio.StreamWriter,
) -> int:
    """A game of a person and three computers, watched by the child and here."""
    out = await new_lobby(core, 1, CHANNEL, 1, "Ann", computers=3)
    game_id = out.game_id
    core.feed.subscribe(game_id, lambda c: _note(committed, c))
    stdin.write(f"watch {game_id}\n".encode())
    await stdin.drain()
    await lines.wait(("watching", game_id, 0))
    await core.execute(game_id, Actor(1, "Ann"), Start())
    return game_id


def _note(committed: dict[tuple[int, int], float], commit: Commit) -> None:
    committed.setdefault((commit.game_id, commit.version), time.perf_counter())


GAMES_AT_ONCE = 20
T_95 = {2: 12.71, 3: 4.30, 4: 3.18, 5: 2.78}
"""Student's t, 97.5% quantile, by the number of runs."""


async def _rate(url: str, shared: bool, presses: int) -> float:
    """Presses per second, :data:`GAMES_AT_ONCE` games at once, on the bus or not."""
    store = await open_postgres(url)
    core = _core(store, 0)
    if shared:
        bus = bus_of(store)
        assert bus is not None
        await core.share(bus)
    done = 0

    async def play(game_id: int) -> None:
        nonlocal done
        while done < presses:
            press = next_press(Table.from_json((await store.get_game(game_id)).state))
            if press is None:
                return
            actor, command = press
            await core.execute(game_id, replace(actor, place=None), command)
            done += 1

    try:
        ids = []
        for n in range(GAMES_AT_ONCE):
            game_id = (await new_lobby(core, 1, 10_000 + n, 1, "Ann", computers=3)).game_id
            await core.execute(game_id, Actor(1, "Ann"), Start())
            ids.append(game_id)
        start = time.perf_counter()
        await asyncio.gather(*(play(game_id) for game_id in ids))
        return done / (time.perf_counter() - start)
    finally:
        await core.close()
        await store.close()


def _rates(server: pg_server.Server, runs: int, presses: int) -> dict[bool, list[float]]:
    rates: dict[bool, list[float]] = {False: [], True: []}
    for _ in range(runs):
        for shared in (False, True):
            url = asyncio.run(server.create_database())
            rates[shared].append(asyncio.run(_rate(url, shared, presses)))
            asyncio.run(server.drop_database(url))
    return rates


def _rate_row(name: str, rates: list[float]) -> str:
    mean = statistics.mean(rates)
    half = T_95[len(rates)] * statistics.stdev(rates) / len(rates) ** 0.5
    return f"{name:48} {mean:7.0f} presses/s [{mean - half:.0f}, {mean + half:.0f}]"


def _p50_interval(times: list[float], rounds: int = 1000) -> tuple[float, float]:
    rng = random.Random(1)
    medians = sorted(statistics.median(rng.choices(times, k=len(times))) for _ in range(rounds))
    return medians[int(rounds * 0.025)], medians[int(rounds * 0.975)]


def _row(name: str, times: list[float]) -> str:
    cuts = statistics.quantiles(times, n=100)
    low, high = _p50_interval(times)
    return (
        f"{name:48} p50 {cuts[49] * 1000:6.2f} ms [{low * 1000:.2f}, {high * 1000:.2f}], "
        f"p99 {cuts[98] * 1000:6.2f} ms ({len(times)})"
    )


def main(full: bool = False) -> None:
    bindir = pg_server.find_bindir()
    if bindir is None:
        print(f"bus figures skipped: {pg_server.INSTALL_HINT}")
        return
    server = pg_server.Server(bindir, fast=False)  # durable: PostgreSQL's defaults
    try:
        url = asyncio.run(server.create_database())
        bus, bare = asyncio.run(_measure(url, PRESSES_FULL if full else PRESSES_QUICK))
        print(_row("commit -> feed of another process (the bus)", bus), flush=True)
        print(_row("reference: bare NOTIFY -> another process", bare), flush=True)
        ratio = statistics.median(bus) / statistics.median(bare)
        print(f"{'p50 of the bus / p50 of the reference':48} {ratio:.2f}", flush=True)
        rates = _rates(server, 5 if full else 3, 2000 if full else 600)
        print(_rate_row(f"{GAMES_AT_ONCE} games at once, on the bus", rates[True]), flush=True)
        print(_rate_row(f"{GAMES_AT_ONCE} games at once, no bus", rates[False]), flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    if sys.argv[1:2] == ["child"]:
        asyncio.run(_child(sys.argv[2]))
    else:
        main("--full" in sys.argv[1:])
