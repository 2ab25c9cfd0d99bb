"""Two processes on one PostgreSQL database, each serving half of the games (shards): this
test's core serves index 0 of 2, a child process (tests/bus_child.py) index 1. A commit
made in either reaches the other's feed; a press made through the process that does not
serve the game is run once by the one that does, shown there, and its answer comes back;
with no process serving the game it is refused by code; a listening connection that was
cut catches up on what it missed."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from bot.core import Actor, Answer, GameService, Partition
from bot.core.commands import RollDie
from bot.core.feed import Commit
from bot.engine import SeededDice
from bot.store import PostgresStore, open_postgres
from bot.store.bus import bus_of
from bot.store.bus_figures import Press
from bot.store.pg_bus import PostgresBus
from tests import pg_server
from tests.core_helpers import board, lobby, new_lobby
from tests.test_core_ports import HeldDeadlines
from tests.test_pg_bus import ConnectGate, _cut_listener

ROOT = Path(__file__).resolve().parent.parent
ANN, BOB = 1, 2
HERE, THERE = 1, 1 << 22
"""Servers whose games this process serves (route 0) and the child serves (route 1)."""
WAIT = 30.0


class Child:
    """The other process, driven by lines (see tests/bus_child.py)."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    async def line(self) -> str:
        assert self.proc.stdout is not None
        raw = await asyncio.wait_for(self.proc.stdout.readline(), WAIT)
        assert raw, "the child process ended"
        return raw.decode().strip()

    async def ask(self, line: str, prefix: tuple[str, ...]) -> str:
        """Send ``line`` and return the first answer starting with one of ``prefix``
        (commit lines heard meanwhile are kept in :attr:`commits`)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{line}\n".encode())
        await self.proc.stdin.drain()
        return await self.until(prefix)

    async def until(self, prefix: tuple[str, ...]) -> str:
        while True:
            got = await self.line()
            if got.startswith(prefix):
                return got

    async def commit_of(self, game_id: int, version: int) -> None:
        """Wait until the child heard ``version`` of the game (or a later one)."""
        while True:
            words = (await self.until(("commit",))).split()
            if int(words[1]) == game_id and int(words[2]) >= version:
                assert int(words[2]) == version
                return


async def _core(store: PostgresStore, index: int) -> GameService:
    core = GameService(
        store,
        lambda: SeededDice(7),
        wall=lambda: 100.0,
        scheduler=HeldDeadlines(),
        partition=Partition(2, (index,)),
    )
    return core


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with pg_server.fresh_database() as made:
        yield made


@pytest.fixture
async def child(url: str) -> AsyncIterator[Child]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.bus_child", url, "2", "1",
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=ROOT, env=env,
    )  # fmt: skip
    made = Child(proc)
    try:
        assert await made.line() == "ready"
        yield made
    finally:
        if proc.returncode is None:
            assert proc.stdin is not None
            proc.stdin.close()
            try:
                await asyncio.wait_for(proc.wait(), WAIT)
            except TimeoutError:
                proc.kill()
                await proc.wait()


@pytest.fixture
async def here(url: str) -> AsyncIterator[GameService]:
    """This process's core, serving index 0 of 2, on the bus."""
    store = await open_postgres(url, pool_size=3)
    core = await _core(store, 0)
    bus = bus_of(store)
    assert bus is not None
    await core.share(bus)
    try:
        yield core
    finally:
        await core.close()
        await store.close()


async def _running(core: GameService, guild: int, channel: int) -> tuple[int, int, int]:
    """A running game of Ann and Bob on ``guild``'s route: (game, who acts, ply)."""
    game_id = (await new_lobby(core, guild, channel, ANN, "Ann")).game_id
    await lobby(core, game_id, BOB, "Bob", "join")
    view = board(await lobby(core, game_id, ANN, "Ann", "start"))
    assert view.seat is not None
    user = view.seats[view.seat].user_id
    assert user is not None
    return game_id, user, view.position.ply


class Heard:
    """A listener of this process's feed, as a live page's socket is."""

    def __init__(self) -> None:
        self.commits: asyncio.Queue[Commit] = asyncio.Queue()

    def __call__(self, commit: Commit) -> None:
        self.commits.put_nowait(commit)

    async def version(self, version: int) -> None:
        while (got := await asyncio.wait_for(self.commits.get(), WAIT)).version < version:
            pass
        assert got.version == version


async def test_a_commit_in_one_process_reaches_a_viewer_in_the_other(
    here: GameService, child: Child
) -> None:
    # A game this process serves, watched in the child.
    mine, user, ply = await _running(here, HERE, 100)
    assert await child.ask(f"watch {mine}", ("watching",)) == f"watching {mine}"
    out = await here.execute(mine, Actor(user, ""), RollDie(ply))
    assert out is not None
    await child.commit_of(mine, out.version)
    # A game the child serves, committed there, watched here.
    theirs, user, ply = await _running(here, THERE, 200)
    heard = Heard()
    stop = here.feed.subscribe(theirs, heard)
    answer = await child.ask(f"press {theirs} {user} roll {ply}", ("applied", "refused"))
    assert answer.startswith("applied"), answer
    await heard.version(int(answer.split()[1]))
    stop()


async def test_a_press_through_the_other_process_is_run_once_by_the_owner(
    here: GameService, child: Child
) -> None:
    mine, user, ply = await _running(here, HERE, 100)
    shown: list[Answer] = []

    async def show(out: Answer) -> None:
        shown.append(out)

    here.listen(show)
    before = len(await here.store.log_entries(mine))
    answer = await child.ask(f"press {mine} {user} roll {ply}", ("forwarded", "applied", "refused"))
    record = await here.store.get_game(mine)
    assert answer == f"forwarded {record.version}"
    # Run here, once (its log rows are this roll's), and shown on this process's edges.
    entries = await here.store.log_entries(mine)
    assert [e.action["type"] for e in entries[before:]][:1] == ["roll"]
    assert [out.version for out in shown] == [record.version]
    # The same press again (a double click) is refused by the owner, by code, and the
    # refusal comes back; nothing changed.
    again = await child.ask(f"press {mine} {user} roll {ply}", ("forwarded", "applied", "refused"))
    assert again == "refused already_done"
    assert (await here.store.get_game(mine)).version == record.version
    assert len(await here.store.log_entries(mine)) == len(entries)
    # A stranger's press: the owner's refusal, by its code.
    view = board(shown[-1])
    stranger = await child.ask(
        f"press {mine} 99 roll {view.position.ply}", ("forwarded", "applied", "refused")
    )
    assert stranger == "refused not_a_player"
    # The three presses the child forwarded were served here (the health output's count).
    figures = here.bus_figures
    assert figures is not None and figures.presses[Press.SERVED] == 3


async def test_a_press_for_a_game_nobody_serves_is_refused(url: str, child: Child) -> None:
    store = await open_postgres(url, pool_size=3)
    core = await _core(store, 0)
    bus = bus_of(store)
    assert bus is not None
    await core.share(bus)
    mine, user, ply = await _running(core, HERE, 100)
    version = (await store.get_game(mine)).version
    await core.close()  # the process serving index 0 is gone
    await store.close()
    answer = await child.ask(f"press {mine} {user} roll {ply}", ("forwarded", "applied", "refused"))
    assert answer == "refused no_owner"
    checker = await asyncpg.connect(url)
    try:
        assert await checker.fetchval("SELECT version FROM games WHERE id = $1", mine) == version
    finally:
        await checker.close()


async def test_a_cut_listener_catches_up_on_what_it_missed(url: str, child: Child) -> None:
    store = await open_postgres(url, pool_size=3)
    core = await _core(store, 0)
    gate = ConnectGate()
    assert store.url is not None
    await core.share(PostgresBus(store.pool, store.url, store.claimant, connect=gate.connect))
    try:
        theirs, user, ply = await _running(core, THERE, 200)
        heard = Heard()
        core.feed.subscribe(theirs, heard)
        gate.open.clear()  # the next connection waits until the commit below was made
        assert await _cut_listener(store, 2, 0)
        await asyncio.wait_for(gate.held.wait(), WAIT)  # cut off, and not listening again yet
        answer = await child.ask(f"press {theirs} {user} roll {ply}", ("applied", "refused"))
        assert answer.startswith("applied"), answer
        assert heard.commits.empty()  # nobody listened when it was announced
        gate.open.set()
        await heard.version(int(answer.split()[1]))
    finally:
        await core.close()
        await store.close()
