"""Store figures: committed actions/s on one connection, state and log sizes, start-up load.

``python -m benchmarks.bench_store [--full]`` (without ``--full``: fewer actions and
games, the same measurements). Every figure is on a fresh file in a temporary
folder (WAL, ``synchronous=NORMAL``); rates are the median of three runs.

- actions/s, store only: commits of precomputed states and log rows (the store's cost);
- actions/s, with the engine: a random 4-player game played and committed action by
  action, as the bot does (engine apply, ``to_dict``, JSON, commit);
- both also with one aiosqlite call per statement (the fallback path);
- the bytes of a typical state row and of a whole finished game's log rows;
- the time to open the file and load 10,000 active games (JSON parsed, each checked with
  ``Game.from_dict``);
- commits/s with 1, 50, 500 and 2,000 games played at once, beside plain sqlite3 and
  asyncio with one thread hop running the same statements, and beside ludobot's store
  with a transaction per action (no group commit) (:mod:`.store_levels`;
  8,000 actions per level and the median of three runs with ``--full``, else 2,000
  and one run).
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks import store_levels
from bot.engine import Game, Roll, Ruleset
from bot.store import ACTIVE, FINISHED, Commit, GameRecord, LogEntry, SQLiteStore, open_store
from tests.engine_helpers import legal_actions
from tests.store_helpers import load_active_games, where

ACTIONS = 4000
GAMES = 10_000
LEVEL_ACTIONS = 8000
QUICK_ACTIONS = 800
QUICK_GAMES = 2000
QUICK_LEVEL_ACTIONS = 2000


@dataclass
class Scale:
    actions: int = ACTIONS
    games: int = GAMES


SCALE = Scale()
"""How much each measurement does; ``main`` shrinks it unless ``--full``."""


def _new_game() -> Game:
    return Game.new(Ruleset.preset("madn", players=4), players=4)


def _step(game: Game, rng: random.Random) -> LogEntry:
    choice = rng.choice(legal_actions(game))
    if isinstance(choice, Roll):
        choice = Roll(rng.randint(1, 6))
    action = choice.to_dict()
    seat = game.seat_to_act
    events = game.apply(action)
    return LogEntry(1, seat, action, action.get("value"), [e.to_dict() for e in events])


def _script(actions: int, seed: int = 1) -> list[tuple[dict[str, Any], LogEntry]]:
    """States and log rows of random games, ``actions`` in all."""
    rng = random.Random(seed)
    game, out = _new_game(), []
    for _ in range(actions):
        if game.is_over:
            game = _new_game()
        entry = _step(game, rng)
        out.append((game.to_dict(), entry))
    return out


async def _started(store: SQLiteStore, channel: int) -> tuple[int, int]:
    record = await store.create_game(where(1, channel), 1, {})
    state = _new_game().to_dict()
    return record.id, await store.commit_action(
        Commit(record.id, 0, state, status=ACTIVE, initial_state=state)
    )


async def store_only(path: Path, one_hop: bool) -> float:
    script = _script(SCALE.actions)
    async with await open_store(path, one_hop=one_hop) as store:
        game_id, version = await _started(store, 1)
        start = time.perf_counter()
        for state, entry in script:
            version = await store.commit_action(Commit(game_id, version, state, [entry]))
        return len(script) / (time.perf_counter() - start)


async def with_engine(path: Path, one_hop: bool) -> float:
    rng = random.Random(1)
    async with await open_store(path, one_hop=one_hop) as store:
        game_id, version = await _started(store, 1)
        game = _new_game()
        start = time.perf_counter()
        for _ in range(SCALE.actions):
            if game.is_over:
                game = _new_game()
            entry = _step(game, rng)
            version = await store.commit_action(Commit(game_id, version, game.to_dict(), [entry]))
        return SCALE.actions / (time.perf_counter() - start)


async def sizes(path: Path, games: int = 20) -> tuple[int, int, int, int]:
    """Median state row bytes, median log bytes and actions of a finished game, and the
    file's bytes per action."""
    rng = random.Random(2)
    state_bytes: list[int] = []
    log_bytes: list[int] = []
    actions: list[int] = []
    async with await open_store(path) as store:
        for channel in range(games):
            game_id, version = await _started(store, channel)
            game = Game.from_dict((await store.get_game(game_id)).state)
            while not game.is_over:
                entry = _step(game, rng)
                state = game.to_dict()
                state_bytes.append(len(json.dumps(state, separators=(",", ":"))))
                status = FINISHED if game.is_over else None
                version = await store.commit_action(
                    Commit(game_id, version, state, [entry], status)
                )
            rows = await store.connection.execute_fetchall(
                "SELECT COUNT(*), SUM(LENGTH(action) + LENGTH(events) + 8 * 6) FROM moves "
                "WHERE game_id = ?",
                (game_id,),
            )
            count, total = next(iter(rows))
            actions.append(count)
            log_bytes.append(total)
        await store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    per_action = path.stat().st_size // sum(actions)
    return (
        int(statistics.median(state_bytes)),
        int(statistics.median(log_bytes)),
        int(statistics.median(actions)),
        per_action,
    )


def _validate(record: GameRecord) -> None:
    Game.from_dict(record.state)


async def load_time(path: Path) -> float:
    rng = random.Random(3)
    states = []
    for _ in range(100):  # games in progress, not just fresh ones
        game = _new_game()
        for _ in range(rng.randint(0, 300)):
            if game.is_over:
                break
            _step(game, rng)
        states.append(json.dumps(game.to_dict(), separators=(",", ":")))
    async with await open_store(path) as store:
        await store.connection.execute("BEGIN")
        await store.connection.executemany(
            "INSERT INTO games (community, circle, place_key, status, state, initial_state, "
            "version, created_at, updated_at) VALUES (1, 1, ?, 'active', ?, ?, 1, 0, 0)",
            [(10_000 + i, states[i % len(states)], states[0]) for i in range(SCALE.games)],
        )
        await store.connection.execute("COMMIT")
    times = []
    for _ in range(3):
        start = time.perf_counter()
        async with await open_store(path) as store:
            loaded, broken = await load_active_games(store, _validate)
            times.append(time.perf_counter() - start)
        assert len(loaded) == SCALE.games and not broken
    return statistics.median(times)


def _median_rate(
    bench: Callable[[Path, bool], Coroutine[Any, Any, float]], folder: Path, one_hop: bool
) -> float:
    return statistics.median(
        asyncio.run(bench(folder / f"{bench.__name__}{one_hop}{i}.sqlite3", one_hop))
        for i in range(3)
    )


def main(full: bool = False) -> None:
    if not full:
        SCALE.actions, SCALE.games = QUICK_ACTIONS, QUICK_GAMES
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for one_hop, how in ((True, "one call per transaction"), (False, "one per statement")):
            store_rate = _median_rate(store_only, folder, one_hop)
            full_rate = _median_rate(with_engine, folder, one_hop)
            print(
                f"committed actions/s, one connection ({how}): store only {store_rate:6.0f}, "
                f"with the engine {full_rate:6.0f}"
            )
        state, log, actions, per_action = asyncio.run(
            sizes(folder / "sizes.sqlite3", 20 if full else 5)
        )
        print(
            f"state row (4-player madn, median): {state} bytes; a finished game's log: "
            f"{log} bytes for {actions} actions (median of {20 if full else 5}); "
            f"file: {per_action} bytes per action"
        )
        seconds = asyncio.run(load_time(folder / "load.sqlite3"))
        print(f"open + load {SCALE.games:,} active games (parsed and checked): {seconds:.2f} s")
        if full:
            store_levels.measure(folder, LEVEL_ACTIONS, 3, _script)
        else:
            store_levels.measure(folder, QUICK_LEVEL_ACTIONS, 1, _script)


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
