"""/ludo mygames with shard processes: each core serves some shards' games, yet every one
lists all of a person's open games, wherever they are and whichever process made them
(the store's ``people`` column, not a list in one process's memory); on SQLite and on
PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.core import GameService, Partition
from bot.engine import SeededDice
from bot.store import GameStore, open_postgres, open_store
from tests import pg_server
from tests.core_helpers import act, board, lobby, new_lobby
from tests.test_core_ports import HeldDeadlines

ANN, BOB, CY = 11, 12, 112
HERE, THERE = 1, 1 << 22
"""Two servers: shard 0 and shard 1 of two."""


@pytest.fixture(params=("sqlite", "postgres"))
async def cores(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[Callable[[Partition], Any]]:
    """Cores on one database, each with its own connection and its own shards, as two
    processes would be; all closed after."""
    url = None
    if request.param == "postgres":
        server = pg_server.server_or_skip()
        url = await server.create_database()
    made: list[tuple[GameService, GameStore]] = []

    async def one(partition: Partition) -> GameService:
        store: GameStore
        if url is not None:
            store = await open_postgres(url, pool_size=2)
        else:
            store = await open_store(tmp_path / "db.sqlite3")
        core = GameService(
            store,
            lambda: SeededDice(4),
            wall=lambda: 1000.0,
            scheduler=HeldDeadlines(),
            partition=partition,
        )
        made.append((core, store))
        await core.load()
        return core

    yield one
    for core, store in made:
        await core.close()
        await store.close()
    if url is not None:
        await server.drop_database(url)


async def _mine(core: GameService, user: int) -> list[tuple[int, bool]]:
    return [(g.info.id, g.mine) for g in await core.queries.my_games(user)]


async def test_every_shard_process_lists_every_game_of_a_person(cores: Any) -> None:
    first: GameService = await cores(Partition(2, (0,)))
    second: GameService = await cores(Partition(2, (1,)))
    here = (await new_lobby(first, HERE, 100, ANN, "Ann")).game_id
    there = (await new_lobby(second, THERE, 200, BOB, "Bob")).game_id
    await lobby(second, there, ANN, "Ann", "join")
    out = await lobby(second, there, BOB, "Bob", "start")
    view = board(out)
    assert view.seat is not None
    to_act = view.seats[view.seat].user_id
    dm = (await new_lobby(first, None, 300, CY, "Cy")).game_id  # 112: "11" is inside

    # Each process made one of Ann's games; both list both (the running game, which
    # has a deadline, before the lobby).
    both = [(there, to_act == ANN), (here, False)]
    assert await _mine(first, ANN) == both
    assert await _mine(second, ANN) == both
    assert await _mine(first, BOB) == await _mine(second, BOB) == [(there, to_act == BOB)]
    assert await _mine(second, CY) == [(dm, False)]

    # A game that ends, ended by the other process, leaves both lists.
    assert to_act is not None
    await act(second, there, to_act, "roll", view.position.ply)
    await lobby(first, here, ANN, "Ann", "cancel")
    assert await _mine(second, ANN) == await _mine(first, ANN)
    assert [gid for gid, _ in await _mine(first, ANN)] == [there]
    # A restart lists them as before: nothing of it was kept in memory.
    again: GameService = await cores(Partition(2, (0,)))
    assert [gid for gid, _ in await _mine(again, ANN)] == [there]
