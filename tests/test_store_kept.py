"""The rows an SQLite store keeps (``last_known``): always the row as stored, bounded,
and a press on a game this process holds reads nothing; another process's write is
caught by the commit's version check and the press is run again on the row read."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.core import Answer, GameService
from bot.engine import MOVE, Game, Ruleset, SeededDice, position_of
from bot.store import (
    ACTIVE,
    FINISHED,
    Commit,
    SQLiteStore,
    StaleVersion,
    open_store,
)
from tests.core_helpers import act, board, lobby, new_lobby
from tests.store_helpers import card, where
from tests.test_core_ports import HeldDeadlines

ANN, BOB = 1, 2


def _state(rng: random.Random) -> dict[str, Any]:
    return {"n": rng.randint(0, 10**6), "seats": [rng.random() for _ in range(3)]}


async def test_the_row_kept_is_always_the_row_stored(tmp_path: Path) -> None:
    """Random commits (with and without a status, an initial state, a deadline, the live
    board), live boards stored apart, deadlines claimed: after each, the row kept is the
    row another connection reads; a refused commit or a closed game leaves none."""
    rng = random.Random(7)
    store = await open_store(tmp_path / "db")
    other = await open_store(tmp_path / "db", keep_rows=0)
    try:
        for game in range(4):
            record = await store.create_game(where(1, 100 + game), ANN, _state(rng))
            gid, version = record.id, record.version
            assert store.last_known(gid) == await other.get_game(gid)
            version = await store.commit_action(
                Commit(gid, version, _state(rng), status=ACTIVE, initial_state=_state(rng))
            )
            for _ in range(25):
                step = rng.choice(("commit", "shown", "claim", "stale"))
                if step == "commit":
                    shown = card(rng.randint(1, 99), version, rng.choice((None, 5)))
                    version = await store.commit_action(
                        Commit(
                            gid,
                            version,
                            _state(rng),
                            deadline=rng.choice((None, rng.random() * 1000)),
                            shown=rng.choice((None, shown)),
                        )
                    )
                elif step == "shown":
                    await store.save_shown({gid: card(rng.randint(1, 99), version, None)})
                elif step == "claim":
                    stored = (await other.get_game(gid)).deadline
                    assert await store.claim_due(gid, version, stored, rng.random() * 1000)
                else:
                    with pytest.raises(StaleVersion):
                        await store.commit_action(Commit(gid, version - 1, _state(rng)))
                    assert store.last_known(gid) is None
                    await store.get_game(gid)  # read: kept again
                assert store.last_known(gid) == await other.get_game(gid), step
            await store.commit_action(Commit(gid, version, _state(rng), status=FINISHED))
            assert store.last_known(gid) is None
            await store.get_game(gid)
            assert store.last_known(gid) is None  # a closed game is not kept
    finally:
        await other.close()
        await store.close()


async def test_kept_rows_are_bounded_the_least_used_go_first(tmp_path: Path) -> None:
    state = Game.new(Ruleset.preset("madn", players=4), players=4).to_dict()
    async with await open_store(tmp_path / "db", keep_rows=3) as store:
        ids = []
        for n in range(5):
            record = await store.create_game(where(1, 100 + n), ANN, {})
            await store.commit_action(
                Commit(record.id, 0, state, status=ACTIVE, initial_state=state)
            )
            ids.append(record.id)
        assert [store.last_known(g) is not None for g in ids] == [False, False, True, True, True]
        await store.get_game(ids[0])  # read again: kept, and the least used one goes
        assert [store.last_known(g) is not None for g in ids] == [True, False, False, True, True]


class Counting(SQLiteStore):
    """The store, counting its reads."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        super().__init__(db)
        self.reads = 0

    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        self.reads += 1
        return await super()._fetch(sql, parameters)


def _press(out: Answer) -> tuple[int, str, int]:
    view = board(out)
    assert view.seat is not None
    user = view.seats[view.seat].user_id
    assert user is not None
    return user, ("m0" if view.position.phase == MOVE else "roll"), view.position.ply


async def test_two_processes_on_one_file_a_press_after_the_other_s_applies(
    tmp_path: Path,
) -> None:
    """Two cores on one SQLite file take turns on one game. A core's presses on a game it
    holds read nothing while it wrote the game last; when the other core wrote it
    since, the kept row is refused by the version check and the press is run again on
    the row read: it applies, exactly once, and the log replays to the stored game."""
    first = await open_store(tmp_path / "db")
    second = await open_store(tmp_path / "db")
    counting = Counting(first.connection)
    cores = [
        GameService(s, lambda: SeededDice(3), scheduler=HeldDeadlines(), computer_pause=0)
        for s in (counting, second)
    ]
    try:
        gid = (await new_lobby(cores[0], 10, 500, ANN, "Ann", preset="ludo")).game_id
        await lobby(cores[0], gid, BOB, "Bob", "join")
        out = await lobby(cores[0], gid, ANN, "Ann", "start")
        reads = counting.reads
        for _ in range(3):  # presses on the game it wrote last: no read
            out = await act(cores[0], gid, *_press(out))
        assert counting.reads == reads
        for turn in range(12):
            before = out.version
            out = await act(cores[turn % 2], gid, *_press(out))
            assert out.version > before
            assert out.version == (await second.get_game(gid)).version
        assert counting.reads > reads  # it read the game the other core wrote
        record = await second.get_game(gid)  # the log replays to the stored game
        assert record.initial_state is not None
        replayed = Game.from_dict(record.initial_state["game"])
        for entry in await second.log_entries(gid):
            replayed.apply(entry.action)
        assert replayed == Game.from_dict(record.state["game"])
        assert position_of(replayed) == board(out).position
    finally:
        for core in cores:
            await core.close()
        await second.close()
        await first.close()
