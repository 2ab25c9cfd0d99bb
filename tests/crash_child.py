"""Child process for the store's crash and race tests.

``python -m tests.crash_child play DB SEED``: resume the open games left by earlier
(killed) children, then play random games for ever with three concurrent tasks on one
store. After each commit returns it prints ``committed <game id> <version>`` (flushed),
so the parent knows what must survive a SIGKILL.

``python -m tests.crash_child race DB GAME VERSIONS NAME``: race other processes to
commit the next action of game GAME until it reaches version VERSIONS; prints ``won V``
or ``lost V`` for each attempt, once the file ``DB.go`` exists (after ``ready``, once its
store is open).
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from bot.engine import Game
from bot.store import Commit, GameRecord, GameStore, LogEntry, StaleVersion, open_store
from tests.store_helpers import load_active_games, play_steps, start_random_game

TASKS = 3


def report(done: list[tuple[int, int]]) -> None:
    for game_id, version in done:
        print(f"committed {game_id} {version}", flush=True)


async def player(store: GameStore, rng: random.Random, channel: int, resume: list[int]) -> None:
    while True:
        if resume:
            game_id = resume.pop()
        else:
            channel += 1
            started: list[tuple[int, int]] = []
            try:
                game_id = await start_random_game(store, channel, rng, report=started)
            finally:
                report(started)
        while done := await play_steps(store, game_id, rng, rng.randint(1, 3)):
            report(done)


def _is_game(record: GameRecord) -> None:
    if record.status == "active":
        Game.from_dict(record.state)


async def play(path: str, seed: int) -> None:
    rng = random.Random(seed)
    store = await open_store(path)
    loaded, broken = await load_active_games(store, _is_game)
    assert not broken, broken
    resume = [r.id for r in loaded if r.status == "active"]
    rng.shuffle(resume)
    # Lobbies left behind stay open (their channels are never used again).
    await asyncio.gather(
        *(
            player(store, random.Random(rng.random()), seed * 1000 + task * 100, resume)
            for task in range(TASKS)
        )
    )


async def race(path: str, game_id: int, versions: int, name: str) -> None:
    store = await open_store(path)
    print("ready", flush=True)  # the parent starts every racer at once, once all are ready
    go = Path(path + ".go")
    while not go.exists():
        await asyncio.sleep(0.001)
    try:
        while True:
            record = await store.get_game(game_id)
            if record.version >= versions:
                return
            state = {"by": name, "n": record.version + 1}
            entry = LogEntry(None, None, {"type": "pass", "by": name}, None, [])
            try:
                version = await store.commit_action(Commit(game_id, record.version, state, [entry]))
            except StaleVersion:
                print(f"lost {record.version + 1}", flush=True)
            else:
                print(f"won {version}", flush=True)
    finally:
        await store.close()


if __name__ == "__main__":
    if sys.argv[1] == "play":
        asyncio.run(play(sys.argv[2], int(sys.argv[3])))
    else:
        asyncio.run(race(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]))
