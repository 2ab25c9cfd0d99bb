"""Crash-test child: plays random games on a store and reports each commit, until killed.

Usage: python -m tests.crash_child DB SEED
"""

from __future__ import annotations

import asyncio
import random
import sys

from bot.store import open_store
from tests.store_helpers import play_steps, start_random_game


async def main(path: str, seed: int) -> None:
    rng = random.Random(seed)
    store = await open_store(path)
    channel = seed * 1000
    while True:
        channel += 1
        game_id = await start_random_game(store, channel, rng)
        print(f"committed {game_id} 1", flush=True)
        while True:
            done = await play_steps(store, game_id, rng, 1)
            if not done:
                break
            gid, version = done[0]
            print(f"committed {gid} {version}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
