"""Start-up through the core: a game the core wrote is seated and scheduled from the
store's listing alone (no state read); a row whose people the store does not know, or a
running game without a deadline, is read, checked and scheduled as before."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.core import GameService
from bot.core.tables import Table
from bot.engine import SeededDice
from bot.store import ACTIVE, Commit, GameStore, open_store
from tests.core_helpers import act, board, lobby, new_lobby
from tests.store_helpers import raw_execute
from tests.test_core_ports import HeldDeadlines

ANN, BOB, CY = 1, 2, 3
NOW = 1000.0
READS = ("get_game", "games_by_id", "open_game_at")


class Reads:
    """The store, with every read of a game's row recorded (the ids asked for)."""

    def __init__(self, store: GameStore) -> None:
        self._store = store
        self.rows: list[int] = []

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._store, name)
        if name not in READS:
            return found

        async def counted(*args: Any, **kw: Any) -> Any:
            got = await found(*args, **kw)
            rows = got if isinstance(got, list) else [got]
            self.rows.extend(r.id for r in rows if hasattr(r, "id"))
            return got

        return counted


@pytest.fixture
async def reopen(tmp_path: Path) -> AsyncIterator[Callable[[], Any]]:
    """Cores on one database, one after the other (each a restart); all closed after."""
    made: list[tuple[GameService, GameStore]] = []

    async def one() -> tuple[GameService, GameStore, Reads, HeldDeadlines]:
        for core, store in made:
            await core.close()
            await store.close()
        made.clear()
        store = await open_store(tmp_path / "db")
        reads, deadlines = Reads(store), HeldDeadlines()
        core = GameService(
            reads,
            dice_factory=lambda: SeededDice(4),
            wall=lambda: NOW,
            scheduler=deadlines,
        )
        made.append((core, store))
        return core, store, reads, deadlines

    yield one
    for core, store in made:
        await core.close()
        await store.close()


async def _running(core: GameService, channel: int) -> int:
    gid = (await new_lobby(core, 10, channel, ANN, "Ann")).game_id
    await lobby(core, gid, BOB, "Bob", "join")
    out = await lobby(core, gid, ANN, "Ann", "start")
    seat = board(out).seat
    assert seat is not None
    await act(core, gid, out.view.seats[seat].user_id or 0, "roll", board(out).position.ply)
    return gid


async def _mine(core: GameService, user: int) -> list[int]:
    return [g.info.id for g in await core.queries.my_games(user)]


async def test_a_restart_reads_no_state_of_a_game_the_core_wrote(reopen: Any) -> None:
    core, _, _, deadlines = await reopen()
    game = await _running(core, 500)
    waiting = (await new_lobby(core, 10, 501, CY, "Cy")).game_id
    due = dict(deadlines.due_at)
    assert set(due) == {game}

    core, _, reads, deadlines = await reopen()
    assert await core.load() == (2, [])
    assert reads.rows == []  # listed, not read
    assert deadlines.due_at == due  # served from the deadline stored
    assert await _mine(core, ANN) == [game]
    assert await _mine(core, CY) == [waiting]


async def test_rows_without_people_are_read_at_start_and_known_after(reopen: Any) -> None:
    """A row from before ``people`` was kept (or written without the core): its state is
    read and checked at start, its people kept, so the next start lists it alone."""
    core, store, _, _ = await reopen()
    game = await _running(core, 500)
    table = Table.from_json((await store.get_game(game)).state)
    table.seats[1].user_id = CY  # what the row says, whatever the column said
    waiting = (await new_lobby(core, 10, 501, ANN, "Ann")).game_id
    await raw_execute(store, "UPDATE games SET people = NULL")
    record = await store.get_game(game)
    await store.commit_action(
        Commit(game, record.version, table.to_json(), deadline=record.deadline)
    )

    core, store, reads, deadlines = await reopen()
    assert await core.load() == (2, [])
    assert sorted(reads.rows) == [game, waiting]
    assert set(deadlines.due_at) == {game}
    assert await _mine(core, CY) == [game]
    assert await _mine(core, BOB) == []
    people = {g.id: g.people for g in await store.list_open_games()}
    assert people == {game: (ANN, CY), waiting: (ANN,)}

    core, _, reads, _ = await reopen()
    assert await core.load() == (2, [])
    assert reads.rows == []


async def test_a_running_game_without_a_deadline_gets_one_at_start(reopen: Any) -> None:
    """A running game stored without a deadline (from before deadlines were kept, or
    without a timer then) is read at start and given a fresh one, as before."""
    core, store, _, _ = await reopen()
    game = await _running(core, 500)
    await raw_execute(store, "UPDATE games SET deadline = NULL")

    core, store, reads, deadlines = await reopen()
    assert await core.load() == (1, [])
    assert reads.rows == [game]
    record = await store.get_game(game)
    assert record.status == ACTIVE
    assert deadlines.due_at == {game: (NOW + 120, record.version)}


async def test_a_row_that_does_not_parse_is_set_aside_at_start(reopen: Any) -> None:
    core, store, _, _ = await reopen()
    game = await _running(core, 500)
    other = await _running(core, 501)
    record = await store.get_game(game)
    await store.commit_action(Commit(game, record.version, {"kind": "game", "seats": 1}))
    await raw_execute(store, "UPDATE games SET state = '{oops', people = NULL WHERE id = ?", other)

    core, store, _, deadlines = await reopen()
    loaded, broken = await core.load()
    assert loaded == 0 and sorted(b.id for b in broken) == sorted([game, other])
    reasons = {b.id: b.reason for b in broken}
    assert reasons[game].startswith("ValueError") and "JSONDecodeError" in reasons[other]
    assert deadlines.due_at == {} and await _mine(core, ANN) == []
    assert await store.list_open_games() == []
