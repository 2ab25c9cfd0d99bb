"""PostgreSQL beside SQLite: committed actions/s and the time per action with 1, 50 and
500 games played at once, and the start-up time with 10,000 active games.

``python -m benchmarks.bench_postgres [--full]`` (without ``--full``: 1 and 50 games,
fewer actions, 2,000 games at start-up, one run). PostgreSQL is a server of its own,
started in a temporary folder (``tests/pg_server.py``, ``initdb`` + ``pg_ctl``) with its
default settings: every commit waits for its WAL flush (``synchronous_commit=on``). A
second PostgreSQL row sets ``synchronous_commit=off`` for the database: a commit that
returns may be lost by a power cut (never by a killed process), which is what SQLite's
``synchronous=NORMAL`` in WAL mode (the bot's setting) promises. SQLite is the bot's
file (WAL, one connection); PostgreSQL an asyncpg pool of 10 connections.

One action is what the core asks of the store for a press: hold the game (PostgreSQL's
advisory lock; nothing on SQLite), read its row, commit the new state with its log row
(states precomputed: the engine's time is in bench_store/bench_engine). Each of the N
games is played by its own task; all N run at once on one event loop. Rates are the
median of three runs (one without ``--full``); p50/p99 are over every action of those
runs, waiting for the connection included.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

from benchmarks.bench_store import _script
from bot.engine import Game, Ruleset
from bot.store import (
    ACTIVE,
    Commit,
    GameRecord,
    GameStore,
    PostgresStore,
    open_postgres,
    open_store,
)
from tests import pg_server
from tests.store_helpers import load_active_games, where

CONCURRENT = (1, 50, 500)
ACTIONS_FULL = 3000
"""Actions per run (split between the games; at least 8 per game)."""
QUICK_CONCURRENT = (1, 50)
ACTIONS_QUICK = 300
GAMES_AT_START = 10_000
QUICK_GAMES_AT_START = 2000

Opener = Callable[[], Awaitable[GameStore]]


async def _play(store: GameStore, game_id: int, script: list[Any], times: list[float]) -> None:
    for state, entry in script:
        start = time.perf_counter()
        async with store.hold(game_id):
            record = await store.get_game(game_id)
            await store.commit_action(Commit(game_id, record.version, state, [entry]))
        times.append(time.perf_counter() - start)


async def _run(open_store_: Opener, games: int, actions: int) -> tuple[float, list[float]]:
    """One run: ``games`` games at once, ``actions`` in all; (actions/s, seconds each)."""
    per_game = max(8, actions // games)
    scripts = [_script(per_game, seed) for seed in range(min(games, 20))]
    store = await open_store_()
    try:
        ids = []
        for n in range(games):
            record = await store.create_game(where(1, 10_000 + n), 1, {})
            state = Game.new(Ruleset.preset("madn", players=4), players=4).to_dict()
            await store.commit_action(
                Commit(record.id, 0, state, status=ACTIVE, initial_state=state)
            )
            ids.append(record.id)
        times: list[float] = []
        start = time.perf_counter()
        await asyncio.gather(
            *(_play(store, gid, scripts[n % len(scripts)], times) for n, gid in enumerate(ids))
        )
        elapsed = time.perf_counter() - start
    finally:
        await store.close()
    return len(times) / elapsed, times


def _validate(record: GameRecord) -> None:
    Game.from_dict(record.state)


def _states() -> list[str]:
    rng = random.Random(3)
    states = []
    for _ in range(100):  # games in progress, not just fresh ones
        script = _script(rng.randint(1, 300), rng.randint(0, 10**6))
        states.append(json.dumps(script[-1][0], separators=(",", ":")))
    return states


async def _fill_sqlite(path: Path, states: list[str]) -> None:
    async with await open_store(path) as store:
        await store.connection.execute("BEGIN")
        await store.connection.executemany(
            "INSERT INTO games (community, circle, place_key, status, state, initial_state, "
            "version, created_at, updated_at) VALUES (1, 1, ?, 'active', ?, ?, 1, 0, 0)",
            [(10_000 + i, states[i % len(states)], states[0]) for i in range(GAMES_AT_START)],
        )
        await store.connection.execute("COMMIT")


async def _fill_postgres(url: str, states: list[str]) -> None:
    async with await open_postgres(url) as store, store.pool.acquire() as conn:
        await conn.copy_records_to_table(
            "games",
            records=[
                (1, 1, str(10_000 + i), "active", states[i % len(states)], states[0], 1, 0.0, 0.0)
                for i in range(GAMES_AT_START)
            ],
            columns=[
                "community",
                "circle",
                "place_key",
                "status",
                "state",
                "initial_state",
                "version",
                "created_at",
                "updated_at",
            ],
        )


async def _start_up(open_store_: Opener) -> float:
    start = time.perf_counter()
    store = await open_store_()
    try:
        loaded, broken = await load_active_games(store, _validate)
        assert len(loaded) == GAMES_AT_START and not broken
        return time.perf_counter() - start
    finally:
        await store.close()


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:6.2f}"


def _report(name: str, games: int, runs: list[tuple[float, list[float]]]) -> None:
    rate = statistics.median(r for r, _ in runs)
    times = [t for _, ts in runs for t in ts]
    cuts = statistics.quantiles(times, n=100)
    print(
        f"{name:34} {games:4} games at once: {rate:7.0f} actions/s, "
        f"p50 {_ms(cuts[49])} ms, p99 {_ms(cuts[98])} ms ({len(times)} actions)",
        flush=True,
    )


def main(full: bool = False) -> None:
    bindir = pg_server.find_bindir()
    if bindir is None:
        print(f"PostgreSQL figures skipped: {pg_server.INSTALL_HINT}")
        return
    bench = pg_server.Server(bindir, fast=False)  # durable: PostgreSQL's default settings
    global GAMES_AT_START
    actions, repeats = (ACTIONS_FULL, 3) if full else (ACTIONS_QUICK, 1)
    if not full:
        GAMES_AT_START = QUICK_GAMES_AT_START
    try:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            counter = iter(range(10**6))

            def sqlite() -> Opener:
                path = folder / f"{next(counter)}.sqlite3"
                return lambda: open_store(path)

            async def postgres(synchronous: bool) -> Opener:
                url = await bench.create_database()
                if not synchronous:
                    conn_store = await open_postgres(url, pool_size=1)
                    name = url.rsplit("/", 1)[1]
                    await conn_store.pool.execute(
                        f"ALTER DATABASE {name} SET synchronous_commit = off"
                    )
                    await conn_store.close()
                return lambda: open_postgres(url)

            kinds: list[tuple[str, Callable[[], Coroutine[Any, Any, Opener]]]] = [
                ("sqlite (WAL, synchronous=NORMAL)", lambda: _ready(sqlite())),
                ("postgres (synchronous_commit=on)", lambda: postgres(True)),
                ("postgres (synchronous_commit=off)", lambda: postgres(False)),
            ]
            for games in CONCURRENT if full else QUICK_CONCURRENT:
                for name, make in kinds:
                    runs = []
                    for _ in range(repeats):
                        opener = asyncio.run(make())
                        runs.append(asyncio.run(_run(opener, games, actions)))
                    _report(name, games, runs)
            states = _states()
            path = folder / "start.sqlite3"
            asyncio.run(_fill_sqlite(path, states))
            url = asyncio.run(bench.create_database())
            asyncio.run(_fill_postgres(url, states))
            for name, opener in (
                ("sqlite", lambda: open_store(path)),
                ("postgres", lambda: _as_store(open_postgres(url))),
            ):
                seconds = statistics.median(asyncio.run(_start_up(opener)) for _ in range(3))
                print(
                    f"start-up with {GAMES_AT_START:,} active games ({name}): open, load, "
                    f"parse and check each: {seconds:.2f} s (median of 3)"
                )
    finally:
        bench.stop()


async def _ready(opener: Opener) -> Opener:
    return opener


async def _as_store(opening: Awaitable[PostgresStore]) -> GameStore:
    return await opening


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
