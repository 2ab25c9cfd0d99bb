"""The store's bus on PostgreSQL (:mod:`bot.store.pg_bus`), two stores on one database as
two processes have: commits told to the other one only, presses to the one process that
serves their index and answered, refused by code when nobody serves it or it is silent,
and a cut listening connection made again (the hearer told to catch up)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import asyncpg
import pytest

from bot.store import Partition, PostgresStore, open_postgres
from bot.store.bus import Body, BusRefused, bus_of
from bot.store.bus_figures import Press
from bot.store.pg_bus import OWNERS, PostgresBus, commit_payloads, read_commits
from tests import pg_server


class Ear:
    """A hearer that keeps what it heard; a press is answered with its body and ``by``."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.commits: asyncio.Queue[tuple[int, int]] = asyncio.Queue()
        self.presses: list[Body] = []
        self.again = asyncio.Event()
        self.hold: asyncio.Event | None = None

    def committed(self, game_id: int, version: int) -> None:
        self.commits.put_nowait((game_id, version))

    async def pressed(self, body: Body) -> Body:
        self.presses.append(body)
        if self.hold is not None:
            await self.hold.wait()
        return {"by": self.name, **body}

    def reconnected(self) -> None:
        self.again.set()


@pytest.fixture
async def stores() -> AsyncIterator[list[PostgresStore]]:
    async with pg_server.fresh_database() as url:
        made = [await open_postgres(url, pool_size=2) for _ in range(3)]
        try:
            yield made
        finally:
            for store in made:
                await store.close()


async def _bus(store: PostgresStore, partition: Partition | None, ear: Ear) -> PostgresBus:
    bus = bus_of(store)
    assert isinstance(bus, PostgresBus)
    await bus.start(partition, ear)
    return bus


async def test_commits_reach_the_other_process_only(stores: list[PostgresStore]) -> None:
    a, b = Ear("a"), Ear("b")
    bus_a = await _bus(stores[0], Partition(2, (0,)), a)
    bus_b = await _bus(stores[1], Partition(2, (1,)), b)
    try:
        for version in (1, 2, 3):
            bus_a.announce(7, version)
        bus_a.announce(9, 1)
        heard = [await asyncio.wait_for(b.commits.get(), 10)]
        while heard[-1] != (9, 1):
            heard.append(await asyncio.wait_for(b.commits.get(), 10))
        # In order per game; a batch tells a game's latest version only.
        sevens = [v for g, v in heard if g == 7]
        assert sevens == sorted(sevens) and sevens[-1] == 3
        bus_b.announce(9, 2)
        assert await asyncio.wait_for(a.commits.get(), 10) == (9, 2)
        assert a.commits.empty()  # a never hears its own
    finally:
        await bus_a.close()
        await bus_b.close()


async def test_a_press_reaches_the_one_owner_and_comes_back(stores: list[PostgresStore]) -> None:
    a, b, c = Ear("a"), Ear("b"), Ear("c")
    bus_a = await _bus(stores[0], Partition(2, (0,)), a)
    bus_b = await _bus(stores[1], Partition(2, (1,)), b)
    # A third process configured for index 0 too: it gets no lock and hears no press.
    bus_c = await _bus(stores[2], Partition(2, (0,)), c)
    try:
        assert bus_a.serving == {0} and bus_c.serving == frozenset()
        answer = await bus_b.forward(2, 0, {"press": 1}, timeout=10)
        assert answer == {"by": "a", "press": 1}
        assert a.presses == [{"press": 1}] and c.presses == [] and b.presses == []
        # Nobody serves index 2 of 3: refused at once.
        with pytest.raises(BusRefused) as nobody:
            await bus_b.forward(3, 2, {"press": 2}, timeout=10)
        assert nobody.value.code == "no_owner"
        # The owner does not answer in time.
        a.hold = asyncio.Event()
        with pytest.raises(BusRefused) as silent:
            await bus_b.forward(2, 0, {"press": 3}, timeout=0.2)
        assert silent.value.code == "owner_silent"
        a.hold.set()
        # The owner gone: its lock is free, the press refused (the third process, which
        # checks every few seconds, may take the index over later).
        await bus_a.close()
        with pytest.raises(BusRefused) as gone:
            await bus_b.forward(2, 0, {"press": 4}, timeout=10)
        assert gone.value.code == "no_owner"
        assert [p["press"] for p in a.presses] == [1, 3]
    finally:
        await bus_a.close()
        await bus_b.close()
        await bus_c.close()


async def test_a_press_the_database_fails_to_send_is_refused_and_counted(
    stores: list[PostgresStore],
) -> None:
    a, b = Ear("a"), Ear("b")
    bus_a = await _bus(stores[0], Partition(2, (0,)), a)
    bus_b = await _bus(stores[1], Partition(2, (1,)), b)
    try:
        # b still listens on its own connection; its pool, which sends, is gone.
        await stores[1].pool.close()
        with pytest.raises(BusRefused) as failed:
            await bus_b.forward(2, 0, {"press": 1}, timeout=10)
        assert failed.value.code == "bus_down" and a.presses == []
        counted = bus_b.figures.snapshot()["presses"]
        assert counted[Press.FORWARDED] == 1 and counted[Press.OWNER_UNREACHABLE] == 1
        assert counted[Press.ANSWERED] == 0
    finally:
        await bus_a.close()
        await bus_b.close()


async def test_a_cut_connection_is_made_again(stores: list[PostgresStore]) -> None:
    a, b = Ear("a"), Ear("b")
    bus_a = await _bus(stores[0], Partition(2, (0,)), a)
    bus_b = await _bus(stores[1], Partition(2, (1,)), b)
    try:
        assert await _cut_listener(stores[2], 2, 0)
        await asyncio.wait_for(a.again.wait(), 10)
        assert bus_a.listening and bus_a.serving == {0}
        bus_b.announce(5, 4)
        assert await asyncio.wait_for(a.commits.get(), 10) == (5, 4)
        assert await bus_b.forward(2, 0, {"press": 5}, timeout=10) == {"by": "a", "press": 5}
    finally:
        await bus_a.close()
        await bus_b.close()


class ConnectGate:
    """A bus's ``connect`` that waits while the gate is shut, and says when one did: a
    test cuts the listener, shuts the gate, and does something while the bus is down."""

    def __init__(self) -> None:
        self.open, self.held = asyncio.Event(), asyncio.Event()
        self.open.set()

    async def connect(self, *args: Any, **kwargs: Any) -> asyncpg.Connection[Any]:
        if not self.open.is_set():
            self.held.set()
        await self.open.wait()
        conn: asyncpg.Connection[Any] = await asyncpg.connect(*args, **kwargs)
        return conn


async def _cut_listener(store: PostgresStore, count: int, index: int) -> bool:
    """End the session of the process serving ``index`` of ``count`` (its listening
    connection, which holds the index's lock), as a restarted server or network would."""
    return bool(
        await store.pool.fetchval(
            "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' "
            "AND classid = $1::bigint::oid AND objid = $2::bigint::oid AND objsubid = 2",
            OWNERS + count,
            index,
        )
    )


def test_payloads_split_and_read_back() -> None:
    versions: dict[int, Any] = {n: n * 3 for n in range(2000)}
    payloads = commit_payloads("proc", versions)
    assert len(payloads) > 1 and all(len(p) <= 7900 for p in payloads)
    read = [pair for p in payloads for pair in read_commits(p)[1]]
    assert dict(read) == versions
    with pytest.raises(ValueError):
        read_commits("proc 1:x")
