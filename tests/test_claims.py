"""A step claimed by a process that died before doing it is due again as soon as a new
process starts (not when the claim's lease would run out): on SQLite every claim but
the process's own, on PostgreSQL the claims of processes that have no session left; a
live process's claim stays its own."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import GameService
from bot.core.tables import Table
from bot.store import GameStore, open_store
from bot.store.postgres import open_postgres
from tests import pg_server
from tests.pg_child import next_press
from tests.test_core_ports import HeldDeadlines
from tests.test_postgres import _lobby

LEASE_END = 160.0


async def _claimed(store: GameStore) -> tuple[int, int]:
    """A game whose computer's step is due and claimed by ``store``'s process, which then
    dies (its core closes without doing the step): (game, version)."""
    first = GameService(store, wall=lambda: 100.0, scheduler=HeldDeadlines())
    gid = await _lobby(first, computers=2)
    while (press := next_press(Table.from_json((await store.get_game(gid)).state))) and (
        press[0].user_id is not None
    ):
        await first.execute(gid, *press)
    record = await store.get_game(gid)
    assert await store.claim_due(gid, record.version, record.deadline, LEASE_END)
    await first.close()
    return gid, record.version


async def _served_at(store: GameStore, gid: int) -> tuple[float, int]:
    held = HeldDeadlines()
    restart = GameService(store, wall=lambda: 101.0, scheduler=held)
    try:
        await restart.load()
        due = held.due_at[gid]
        if due[0] == 101.0:  # served at once: the step is done, exactly once
            await held.fire(gid)
            assert (await store.get_game(gid)).version > due[1]
        return due
    finally:
        await restart.close()


async def test_sqlite_takes_back_a_dead_process_claim(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    store = await open_store(db)
    try:
        gid, version = await _claimed(store)
    finally:
        await store.close()
    again = await open_store(db)
    try:
        assert await _served_at(again, gid) == (101.0, version)
    finally:
        await again.close()


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with pg_server.fresh_database() as made:
        yield made


async def test_postgres_takes_back_only_the_claims_of_processes_gone(url: str) -> None:
    alive = await open_postgres(url)
    other = await open_postgres(url)
    try:
        gid, version = await _claimed(alive)
        # The claimant still has its sessions: its claim stands until the lease ends.
        assert await _served_at(other, gid) == (LEASE_END, version)
        await alive.close()  # the process is gone
        assert await _served_at(other, gid) == (101.0, version)
    finally:
        await alive.close()
        await other.close()
