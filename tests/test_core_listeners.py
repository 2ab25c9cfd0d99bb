"""The core tells every edge of the process about its own steps (a timed-out turn, a
computer's step): any number of listeners, each stopped on its own, one failing
keeping none of the others from the answer."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import Actor, Answer, GameService
from bot.core.commands import Join, Start
from bot.store import open_store
from tests.core_helpers import here, new_lobby
from tests.test_core_ports import HeldDeadlines

ANN, BOB = 1, 2


@pytest.fixture
async def held(tmp_path: Path) -> AsyncIterator[tuple[GameService, HeldDeadlines]]:
    store = await open_store(tmp_path / "db")
    deadlines = HeldDeadlines()
    core = GameService(store, wall=lambda: 100.0, scheduler=deadlines)
    yield core, deadlines
    await core.close()
    await store.close()


async def test_every_listener_hears_the_bots_steps_until_it_stops(
    held: tuple[GameService, HeldDeadlines],
) -> None:
    core, deadlines = held
    first: list[Answer] = []
    second: list[Answer] = []

    async def failing(out: Answer) -> None:
        raise RuntimeError("this edge is down")

    async def one(out: Answer) -> None:
        first.append(out)

    async def two(out: Answer) -> None:
        second.append(out)

    core.listen(failing)
    core.listen(one)
    stop_two = core.listen(two)
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    await core.execute(gid, Actor(BOB, "Bob", here(500)), Join())
    started = await core.execute(gid, Actor(ANN, "Ann", here(500)), Start())
    assert started is not None
    # The turn timer runs out: the timed-out turn reaches both (the failing one first).
    await deadlines.fire(gid)
    assert [o.game_id for o in first] == [gid] and second == first
    assert first[0].version > started.version
    # One stopped, the other hears the next step alone; stopping twice is harmless.
    stop_two()
    stop_two()
    await deadlines.fire(gid)
    assert len(first) == 2 and len(second) == 1
    assert first[1].version > first[0].version
