"""Store figures: committed actions/s on one connection, state and log sizes, start-up load.

``python -m benchmarks.bench_store``.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.engine import Game, Ruleset
from bot.store import GameRecord, LogEntry, open_store
from tests.store_helpers import random_action


async def actions_per_second(path: Path, actions: int = 3000) -> float:
    store = await open_store(path)
    rng = random.Random(1)
    game = Game.new(Ruleset.preset("madn"), players=4)
    rec = await store.create_game(1, 1, 1, {})
    version = await store.commit(rec.id, 0, game.to_dict(), status="active")
    start = time.perf_counter()
    for _ in range(actions):
        if game.is_over:
            game = Game.new(Ruleset.preset("madn"), players=4)
        action = random_action(game, rng)
        events = game.apply(action)
        entry = LogEntry(1, 0, action, action.get("value"), [e.to_dict() for e in events])
        version = await store.commit(rec.id, version, game.to_dict(), entry)
    rate = actions / (time.perf_counter() - start)
    await store.close()
    return rate


async def sizes(path: Path) -> tuple[int, int]:
    store = await open_store(path)
    rng = random.Random(2)
    game = Game.new(Ruleset.preset("madn"), players=4)
    rec = await store.create_game(1, 2, 1, {})
    version = await store.commit(rec.id, 0, game.to_dict(), status="active")
    while not game.is_over:
        action = random_action(game, rng)
        events = game.apply(action)
        entry = LogEntry(1, 0, action, action.get("value"), [e.to_dict() for e in events])
        version = await store.commit(rec.id, version, game.to_dict(), entry)
    state_bytes = len(json.dumps(game.to_dict(), separators=(",", ":")))
    async with store.connection.execute(
        "SELECT SUM(LENGTH(action) + LENGTH(events) + 40) FROM moves WHERE game_id = ?",
        (rec.id,),
    ) as cur:
        row = await cur.fetchone()
    await store.close()
    return state_bytes, int(row[0]) if row else 0


def _validate(record: GameRecord) -> None:
    Game.from_dict(record.state)


async def load_time(path: Path, games: int = 10_000) -> float:
    store = await open_store(path)
    state = json.dumps(Game.new(Ruleset.preset("madn"), players=4).to_dict())
    await store.connection.execute("BEGIN")
    await store.connection.executemany(
        "INSERT INTO games (guild_id, channel_id, status, state, version, created_at, "
        "updated_at) VALUES (1, ?, 'active', ?, 1, 0, 0)",
        [(10_000 + i, state) for i in range(games)],
    )
    await store.connection.commit()
    await store.close()
    times = []
    for _ in range(3):
        start = time.perf_counter()
        store = await open_store(path)
        loaded, _ = await store.load_open_games(_validate)
        times.append(time.perf_counter() - start)
        assert len(loaded) == games
        await store.close()
    return statistics.median(times)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        rates = [asyncio.run(actions_per_second(folder / f"a{i}.sqlite3")) for i in range(3)]
        print(f"committed actions/s, one connection: {statistics.median(rates):7.0f} (median of 3)")
        state_bytes, log_bytes = asyncio.run(sizes(folder / "s.sqlite3"))
        print(
            f"state row: {state_bytes} bytes; whole finished 4-player game log: {log_bytes} bytes"
        )
        seconds = asyncio.run(load_time(folder / "l.sqlite3"))
        print(f"load 10,000 active games (parse + validate): {seconds:.2f} s")


if __name__ == "__main__":
    main()
