"""The one deadline loop with many games: deadlines served in order, each once, and a
changed or cleared deadline never served."""

from __future__ import annotations

import asyncio
import random

from bot.core.scheduler import DeadlineLoop
from tests.fakediscord.models import FakeClock


async def test_many_deadlines_changed_and_served_once_in_order() -> None:
    clock = FakeClock()
    loop = DeadlineLoop(clock.time, clock.sleep)
    served: list[tuple[int, int]] = []
    done = asyncio.Event()
    rng = random.Random(2)
    start = clock.time()

    async def run(game_id: int, version: int) -> None:
        served.append((game_id, version))
        if len(served) == 500:
            done.set()

    loop.serve(run)
    try:
        # 5,000 games scheduled over an hour, then each changed twice: only the last
        # version of each counts; a tenth are cleared.
        latest: dict[int, float] = {}
        for version in range(3):
            for game in range(5000):
                latest[game] = start + 60 + rng.uniform(0, 3600)
                loop.due(game, latest[game], version)
        for game in range(0, 5000, 10):
            loop.due(game, None, 0)
            del latest[game]
        due = sorted(latest.items(), key=lambda kv: kv[1])[:500]
        clock.advance(due[-1][1] - clock.time())
        await asyncio.wait_for(done.wait(), 60)
        assert served[:500] == [(game, 2) for game, _ in due]
        assert all(game % 10 for game, _ in served)
    finally:
        await loop.close()
