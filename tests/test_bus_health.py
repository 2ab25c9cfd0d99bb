"""``ludobot health`` on the bus between processes (:mod:`bot.health_bus`), through two real
buses on one PostgreSQL database: a connected bus says so in the heartbeat, with the
commits it heard and the presses it forwarded, answered, was refused or served; a cut
listening connection is written at once as reconnecting (and fails the check once down
longer than ``--max-bus-down``), then as connected again with one more reconnection.
SQLite's one process (no bus) is checked where the bot starts (tests/test_startup.py)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot import exit_codes
from bot.config import Config
from bot.health import Health, Heartbeat, check, health_main, heartbeat_path
from bot.health_bus import MAX_DOWN, bus_lines
from bot.store import Partition, PostgresStore, open_postgres
from bot.store.bus import BusRefused
from bot.store.bus_figures import Press, State
from bot.store.pg_bus import PostgresBus
from tests import pg_server
from tests.test_pg_bus import ConnectGate, Ear, _cut_listener

WAIT = 10.0


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with pg_server.fresh_database() as made:
        yield made


@pytest.fixture
async def stores(url: str) -> AsyncIterator[list[PostgresStore]]:
    made = [await open_postgres(url, pool_size=2) for _ in range(3)]
    try:
        yield made
    finally:
        for store in made:
            await store.close()


def _read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


async def _started(
    store: PostgresStore, index: int, ear: Ear, database: Path, **kw: Any
) -> tuple[PostgresBus, Heartbeat]:
    """A bus serving ``index`` of 2, and the heartbeat beside ``database`` as the bot
    writes it (at once when the bus is cut or listens again)."""
    assert store.url is not None
    bus = PostgresBus(store.pool, store.url, store.claimant, **kw)
    await bus.start(Partition(2, (index,)), ear)
    beat = Heartbeat(heartbeat_path(database), bus=bus.figures.snapshot)
    bus.figures.on_change = beat.changed
    return bus, beat


async def test_a_connected_bus_counts_commits_and_presses(
    stores: list[PostgresStore], url: str, tmp_path: Path
) -> None:
    a, b = Ear("a"), Ear("b")
    database = tmp_path / "b"
    bus_a, _ = await _started(stores[0], 0, a, tmp_path / "a")
    bus_b, beat = await _started(stores[1], 1, b, database)
    try:
        bus_a.announce(7, 3)
        assert await asyncio.wait_for(b.commits.get(), WAIT) == (7, 3)
        assert await bus_b.forward(2, 0, {"press": 1}, timeout=WAIT) == {"by": "a", "press": 1}
        with pytest.raises(BusRefused):
            await bus_b.forward(3, 2, {"press": 2}, timeout=WAIT)  # nobody serves it
        a.hold = asyncio.Event()
        with pytest.raises(BusRefused):
            await bus_b.forward(2, 0, {"press": 3}, timeout=0.2)  # a does not answer in time
        served = bus_a.figures.snapshot()["presses"]
        a.hold.set()
        beat.connected = True  # written
        now = time.time()
        bus = _read(beat.path)["bus"]
        assert bus["state"] == State.CONNECTED and bus["reconnects"] == 0
        assert bus["serving"] == bus["configured"] == [1]
        assert bus["commits_heard"] == 1 and now - WAIT < bus["last_heard"] <= now
        assert bus["presses"] == {
            Press.FORWARDED: 3,
            Press.ANSWERED: 1,
            Press.NO_OWNER: 1,
            Press.OWNER_SILENT: 1,
            Press.OWNER_UNREACHABLE: 0,
            Press.SERVED: 0,
        }
        assert served[Press.SERVED] == 1 and served[Press.FORWARDED] == 0
        state, _ = await asyncio.to_thread(check, database, 90, now, url)
        assert state is Health.OK
        # The health output's lines: the state, then every count by its code.
        link, presses = bus_lines(_read(beat.path), now)
        assert State.CONNECTED in link
        assert all(f"{kind} {n}" in presses for kind, n in bus["presses"].items())
    finally:
        await bus_a.close()
        await bus_b.close()


async def test_a_cut_bus_shows_reconnecting_then_connected_again(
    stores: list[PostgresStore],
    url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # ``ludobot health`` as run beside the bot: LUDOBOT_DATABASE the URL, the heartbeat
    # in ./data.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LUDOBOT_DATABASE", url)
    config = Config.from_env(dotenv=False)
    config.database.parent.mkdir(parents=True, exist_ok=True)
    gate = ConnectGate()

    # The bus's clock, set back when it is cut: down for two minutes already, no waiting.
    behind = [0.0]
    a = Ear("a")
    bus, beat = await _started(
        stores[0],
        0,
        a,
        config.database,
        connect=gate.connect,
        clock=lambda: time.time() - behind[0],
    )
    try:
        beat.connected = True
        assert await asyncio.to_thread(health_main, None, 90, MAX_DOWN) == exit_codes.OK
        gate.open.clear()  # the next connection waits
        behind[0] = 2 * MAX_DOWN
        assert await _cut_listener(stores[2], 2, 0)
        await asyncio.wait_for(gate.held.wait(), WAIT)  # cut off, not listening again yet
        written = _read(beat.path)["bus"]  # at once, not at the next beat
        assert written["state"] == State.RECONNECTING and written["serving"] == []
        capsys.readouterr()
        assert await asyncio.to_thread(health_main, None, 90, MAX_DOWN) == exit_codes.SAID_NO
        assert f"[{Health.BUS_DOWN}]" in capsys.readouterr().err
        # A longer limit lets it be.
        limit = 4 * MAX_DOWN
        assert await asyncio.to_thread(health_main, None, 90, limit) == exit_codes.OK
        behind[0] = 0.0
        gate.open.set()
        await asyncio.wait_for(a.again.wait(), WAIT)
        written = _read(beat.path)["bus"]
        assert written["state"] == State.CONNECTED and written["reconnects"] == 1
        assert written["serving"] == [0] and time.time() - written["since"] < WAIT
        assert await asyncio.to_thread(health_main, None, 90, MAX_DOWN) == exit_codes.OK
    finally:
        gate.open.set()
        await bus.close()
