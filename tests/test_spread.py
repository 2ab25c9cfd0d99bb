"""The core's side of the bus (:mod:`bot.core.spread`) without a database between: the
feed announces this process's commits and not the others', keeps nothing for a game once
its listeners left, a press is refused by the bus's code, a forwarded body that is not a
press is not run; and on SQLite (one process) nothing is shared: a press runs here."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.app import open_core
from bot.core import Actor, Answer, Commit, Partition, Refused
from bot.core.command_json import actor_json, command_json
from bot.core.commands import Join, RollDie
from bot.core.spread import SharedFeed, Spread
from bot.store import BusRefused
from bot.store.bus import Body, Hearer
from bot.store.bus_figures import BusFigures
from tests.core_helpers import new_lobby


class FakeBus:
    """A bus that keeps what it was told and answers a forward as told."""

    def __init__(self, answer: Body | BusRefused | None = None) -> None:
        self.announced: list[tuple[int, int]] = []
        self.sent: list[tuple[int, int, Body]] = []
        self.answer = answer
        self.hearer: Hearer | None = None
        self.figures = BusFigures()

    async def start(self, partition: Partition | None, hearer: Hearer) -> None:
        self.hearer = hearer

    def announce(self, game_id: int, version: int) -> None:
        self.announced.append((game_id, version))

    async def forward(self, count: int, index: int, body: Body, timeout: float) -> Body:
        self.sent.append((count, index, body))
        if isinstance(self.answer, BusRefused):
            raise self.answer
        assert self.answer is not None
        return self.answer

    async def versions(self, ids: Sequence[int]) -> dict[int, int]:
        return {game_id: 9 for game_id in ids}

    async def close(self) -> None:
        pass


async def _never(*args: Any) -> Any:
    raise AssertionError("not run")


async def _spread(bus: FakeBus, feed: SharedFeed | None = None) -> Spread:
    spread = Spread(feed or SharedFeed(), bus, Partition(2, (0,)), _never, _never)
    await spread.start()
    return spread


async def test_the_feed_announces_its_own_commits_and_keeps_nothing_after() -> None:
    feed, bus = SharedFeed(), FakeBus()
    spread = await _spread(bus, feed)
    got: list[Commit] = []
    caught_up = asyncio.Event()

    def hear(commit: Commit) -> None:
        got.append(commit)
        if commit.version == 9:
            caught_up.set()

    stops = [feed.subscribe(5, hear), feed.subscribe(5, got.append)]
    feed.publish(Commit(5, 2))  # this process's
    assert bus.hearer is spread
    spread.committed(5, 3)  # another process's: published here, not announced again
    assert bus.announced == [(5, 2)]
    assert [c.version for c in got] == [2, 2, 3, 3]
    spread.reconnected()  # catching up: the watched games at their stored version
    await asyncio.wait_for(caught_up.wait(), 10)
    assert got[-2:] == [Commit(5, 9), Commit(5, 9)]
    for stop in stops:
        stop()
        stop()  # twice is harmless
    assert feed.watched_games() == [] and feed.games == 0
    await spread.close()
    feed.publish(Commit(5, 4))  # the bus left: nothing announced
    assert bus.announced == [(5, 2)]


@pytest.mark.parametrize(
    ("bus_code", "code"),
    [
        ("no_owner", "no_owner"),
        ("owner_silent", "owner_silent"),
        ("owner_busy", "owner_unreachable"),
        ("owner_failed", "owner_unreachable"),
        ("too_big", "owner_unreachable"),
        ("bus_down", "owner_unreachable"),
    ],
)
async def test_a_press_the_bus_could_not_carry_is_refused_by_code(bus_code: str, code: str) -> None:
    bus = FakeBus(BusRefused(bus_code))
    spread = await _spread(bus)
    with pytest.raises(Refused) as refused:
        await spread.forward(7, 3, Actor(1, "Ann"), RollDie(4))
    assert refused.value.code == code and refused.value.note.params == {"game": 7}
    count, index, body = bus.sent[0]
    assert (count, index) == (2, 1)  # route 3 is index 1 of 2
    assert body == {
        "game": 7,
        "actor": actor_json(Actor(1, "Ann")),
        "command": command_json(RollDie(4)),
    }


@pytest.mark.parametrize(
    "answer", [{}, {"version": "3"}, {"refused": {"code": 1}}, {"refused": None}]
)
async def test_an_answer_that_is_not_one_is_refused(answer: Body) -> None:
    spread = await _spread(FakeBus(answer))
    with pytest.raises(Refused) as refused:
        await spread.forward(7, 1, Actor(1, "Ann"), Join())
    assert refused.value.code == "owner_unreachable"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"game": "7", "actor": actor_json(Actor(1)), "command": command_json(Join())},
        {"game": 7, "actor": {}, "command": command_json(Join())},
        {"game": 7, "actor": actor_json(Actor(1)), "command": {"command": "Explode"}},
    ],
)
async def test_a_forwarded_body_that_is_not_a_press_is_not_run(body: Body) -> None:
    spread = await _spread(FakeBus())
    with pytest.raises(ValueError):
        await spread.pressed(body)


async def test_on_sqlite_nothing_is_shared_and_a_press_runs_here(tmp_path: Path) -> None:
    core = await open_core(tmp_path / "db.sqlite3", partition=Partition(2, (1,)))
    try:
        game_id = (await new_lobby(core, 1, 100, 1, "Ann")).game_id  # route 0: not index 1
        got: list[Commit] = []
        core.feed.subscribe(game_id, got.append)
        out = await core.press(game_id, Actor(2, "Bob"), Join())
        assert isinstance(out, Answer) and got == [Commit(game_id, out.version)]
    finally:
        await core.close()
