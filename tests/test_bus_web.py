"""The live board across two cores on one PostgreSQL database (each its own pool, bus and
half of the games, as two shard processes): a page connected to the process that does
not serve its game sees the other's commits, and its press is run by the serving
process, shown on its edges, and pushed back to the page; with that process gone, the
page is told ``no_owner`` and nothing changes."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.core import Actor, Answer, GameService, Partition
from bot.core.commands import RollDie
from bot.engine import SeededDice
from bot.store import PostgresStore, bus_of, open_postgres
from tests import pg_server
from tests.core_helpers import board, lobby, new_lobby
from tests.test_core_ports import HeldDeadlines
from tests.web_helpers import Page, page, token_of, web_config
from web.server import WebServer

ANN, BOB = 1, 2


async def _shared(url: str, index: int) -> tuple[GameService, PostgresStore]:
    store = await open_postgres(url, pool_size=3)
    core = GameService(
        store,
        lambda: SeededDice(5),
        wall=lambda: 100.0,
        scheduler=HeldDeadlines(),
        partition=Partition(2, (index,)),
    )
    bus = bus_of(store)
    assert bus is not None
    await core.share(bus)
    return core, store


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with pg_server.fresh_database() as made:
        yield made


async def test_a_page_on_the_other_process_follows_and_plays(url: str) -> None:
    owner, owner_store = await _shared(url, 0)
    other, other_store = await _shared(url, 1)
    server = WebServer(other, web_config())
    await server.start()
    try:
        # A game of a server on shard 0: the owner's.
        game = (await new_lobby(owner, 1, 100, ANN, "Ann")).game_id
        await lobby(owner, game, BOB, "Bob", "join")
        view = board(await lobby(owner, game, ANN, "Ann", "start"))
        shown: list[Answer] = []
        ran = asyncio.Event()

        async def show(out: Answer) -> None:
            shown.append(out)
            ran.set()

        owner.listen(show)
        async with page(server, game) as watcher:
            version = (await watcher.kind("hello"))["version"]
            # A commit made by the owner reaches the page served by the other process.
            assert view.seat is not None
            first = view.seats[view.seat].user_id
            assert first is not None
            out = await owner.execute(game, Actor(first, ""), RollDie(view.position.ply))
            assert out is not None
            pushed = await _commit(watcher, out.version)
            assert pushed["version"] > version
            # The person to act presses on that page: the owner runs it, once.
            view = board(out)
            assert view.seat is not None
            who = view.seats[view.seat].user_id
            assert who is not None
            async with page(server, game, token_of(server.personal_link(game, who))) as mine:
                hello = await mine.kind("hello")
                assert hello["you"]["acts"]
                await _press(mine, hello)
                await asyncio.wait_for(ran.wait(), 15)  # run by the owner, and shown there
                stored = await owner_store.get_game(game)
                assert [s.version for s in shown] == [stored.version]  # the card follows
                after = await _commit(mine, stored.version)
                await _commit(watcher, stored.version)
                assert not mine.refusals
        # The owner gone: a press on the page is refused by code; nothing changes.
        await owner.close()
        await owner_store.close()
        seat = after["view"]["seat"]
        acting = int(after["view"]["seats"][seat]["user"])
        async with page(server, game, token_of(server.personal_link(game, acting))) as late:
            hello = await late.kind("hello")
            assert hello["version"] == stored.version and hello["you"]["acts"]
            await _press(late, hello)
            assert (await late.kind("refused"))["code"] == "no_owner"
        assert (await other_store.get_game(game)).version == stored.version
    finally:
        await server.close()
        await other.close()
        await other_store.close()
        await owner.close()
        await owner_store.close()


async def _commit(on: Page, version: int) -> dict[str, Any]:
    """The commit message of ``version`` (a page may get one before it, never after)."""
    got = await on.wait(lambda m: m["type"] == "commit" and m["version"] >= version)
    assert got["version"] == version
    return got


async def _press(on: Page, hello: dict[str, Any]) -> None:
    """The press the page offers: the first move, or the roll."""
    if hello["view"]["choices"]:
        await on.send(type="move", choice="m0", version=hello["version"])
    else:
        await on.send(type="roll", version=hello["version"])
