"""Many slow games: start-up and the deadline loop with 100,000 stored 24 h games.

``python -m benchmarks.bench_pace [--full]`` (without ``--full``: 20,000 games, the same
measurements; one run each: a load of 100,000 games is long). Wall and CPU time of the
process (the database's thread included): on a shared machine the CPU time is the figure
to compare. Each figure has its reference from the same run, on the same machine:

- start-up: the core's ``load`` (the open games listed, who sits where, every deadline
  scheduled; rows as the core writes them, so no state is parsed), against the store
  reading the same rows whole alone (``load_active_games``: every state parsed);
- idle: CPU time of the process per second while no deadline is due, with every game
  scheduled, against the same with no game at all;
- per due step: the wall and CPU time per timed-out turn served (claim, read, the
  engine's turn, commit, the next deadline scheduled) when 200 deadlines come at once
  among all the games, against the same 200 with no other game stored.

The deadlines run on a fake clock (as in the tests): nothing waits for real hours.
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import time
from pathlib import Path

from bot.core import GameService
from bot.core.tables import Seat, Table, TurnClock, Venue
from bot.engine import Game, Roll, Ruleset
from bot.store import open_store
from tests.engine_helpers import legal_actions
from tests.fakediscord.models import FakeClock
from tests.store_helpers import load_active_games

GAMES = 100_000
QUICK_GAMES = 20_000
DUE = 200
IDLE_SECONDS = 2.0
DAY = 24 * 3600


def _states(now: float, count: int = 50) -> list[Table]:
    """Running 4-player 24 h games at various points (a person to act in each)."""
    rng = random.Random(5)
    tables: list[Table] = []
    while len(tables) < count:
        game = Game.new(Ruleset.preset("madn", players=4), players=4)
        for _ in range(rng.randint(0, 200)):
            if game.is_over:
                break
            choice = rng.choice(legal_actions(game))
            game.apply(Roll(rng.randint(1, 6)) if isinstance(choice, Roll) else choice)
        if game.is_over or game.seat_to_act is None:
            continue
        seats = [Seat(1000 + s, f"P{s}") for s in range(4)]
        table = Table(1000, "madn", {}, seats, game=game, captures=[0] * 4)
        table.venue, table.pace = Venue(defaults_of=1), "24h"
        table.clock = TurnClock(1, game.seat_to_act, now + DAY)
        tables.append(table)
    return tables


AT = time.time() + 30 * DAY
"""When the first deadlines come (on the fake clock: each run starts just before)."""


def _clock(before: float) -> FakeClock:
    """A fake clock ``-before`` seconds before :data:`AT`."""
    clock = FakeClock()
    clock.skew = AT + before - time.time()
    return clock


async def _fill(path: Path, games: int, due: int, now: float) -> None:
    """``games`` slow games, ``due`` of them due at ``now``, the rest over 3 days after."""
    rng = random.Random(7)
    tables = _states(now - DAY)
    rows = []
    for i in range(games):
        at = now if i < due else now + rng.uniform(3600, 3 * DAY)
        table = tables[i % len(tables)]
        table.clock.ends = at
        state = json.dumps(table.to_json(), separators=(",", ":"))
        people = " ".join(map(str, table.people))  # as the core writes it
        rows.append((10_000 + i, state, state, at, people))
    async with await open_store(path) as store:
        await store.connection.execute("BEGIN")
        await store.connection.executemany(
            "INSERT INTO games (community, circle, place_key, host_id, status, state, "
            "initial_state, version, created_at, updated_at, deadline, people) "
            "VALUES (1, 1, ?, 1000, 'active', ?, ?, 1, 0, 0, ?, ?)",
            rows,
        )
        await store.connection.execute("COMMIT")


async def _read(path: Path) -> tuple[float, float]:
    """(wall s, CPU s) for the store reading every open game's row alone."""
    started, cpu = time.perf_counter(), time.process_time()
    async with await open_store(path) as store:
        await load_active_games(store)
    return time.perf_counter() - started, time.process_time() - cpu


async def _served(path: Path, due: int) -> tuple[tuple[float, float], float, float, float]:
    """Start (the core's load: wall s, CPU s), idle (CPU s per s), then let ``due``
    deadlines come (wall s and CPU s per step served)."""
    # The fake clock moves with real time too: a day before the first deadlines while
    # the games load (however long that takes), then moved to a minute before.
    clock = _clock(-DAY)
    started, cpu = time.perf_counter(), time.process_time()
    store = await open_store(path)
    core = GameService(store, wall=clock.time, sleep=clock.sleep, computer_pause=3600)
    served = 0
    done = asyncio.Event()

    async def listener(out: object) -> None:
        nonlocal served
        served += 1
        if served == due:
            done.set()

    core.listen(listener)
    try:
        await core.load()
        loaded = (time.perf_counter() - started, time.process_time() - cpu)
        clock.advance(AT - 60 - clock.time())
        await asyncio.sleep(0.2)  # the loop settles on its first deadline
        assert served == 0
        cpu = time.process_time()
        await asyncio.sleep(IDLE_SECONDS)
        idle = (time.process_time() - cpu) / IDLE_SECONDS
        wall, cpu = time.perf_counter(), time.process_time()
        clock.advance(61)
        await asyncio.wait_for(done.wait(), 900)
        per_wall = (time.perf_counter() - wall) / due
        return loaded, idle, per_wall, (time.process_time() - cpu) / due
    finally:
        await core.close()
        await store.close()


async def measure(folder: Path, games: int) -> None:
    many, few = folder / "many.sqlite3", folder / "few.sqlite3"
    await _fill(many, games, DUE, AT)
    await _fill(few, DUE, DUE, AT)
    read, read_cpu = await _read(many)
    (core, core_cpu), idle_many, wall_many, cpu_many = await _served(many, DUE)
    print(
        f"start-up with {games:,} slow games: core load {core:.2f} s wall, {core_cpu:.2f} s "
        f"CPU (reference, the store reading every row whole, as start-up did: {read:.2f} s wall, "
        f"{read_cpu:.2f} s CPU)",
        flush=True,
    )
    _, idle_few, wall_few, cpu_few = await _served(few, DUE)
    print(
        f"deadline loop idle: {idle_many * 1000:.1f} ms CPU per s with {games:,} games "
        f"scheduled (reference, {DUE} games: {idle_few * 1000:.1f} ms per s)"
    )
    print(
        f"per due step ({DUE} due at once): {wall_many * 1000:.2f} ms wall, "
        f"{cpu_many * 1000:.2f} ms CPU among {games:,} games (reference, {DUE} games "
        f"alone: {wall_few * 1000:.2f} ms wall, {cpu_few * 1000:.2f} ms CPU)"
    )


def main(full: bool = False) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(measure(Path(tmp), GAMES if full else QUICK_GAMES))


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
