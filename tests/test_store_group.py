"""Group commit on SQLite: the actions that arrive while the database thread is busy are
written in one transaction, each in its own savepoint. Every action lands, or fails
alone when it is its own fault; a transaction that fails fails every action in it, and
then none of them is applied nor kept; closing the store writes what was asked first."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.store import (
    Commit,
    GameClosed,
    GameNotFound,
    LogEntry,
    PlaceBusy,
    SQLiteStore,
    StaleVersion,
    open_store,
)
from tests.store_helpers import card, where

ANN = 1


def _entry(n: int) -> LogEntry:
    return LogEntry(ANN, 0, {"type": "roll", "value": n % 6 + 1}, n % 6 + 1, [])


async def _games(store: SQLiteStore, count: int) -> list[int]:
    return [(await store.create_game(where(1, 100 + n), ANN, {"n": 0})).id for n in range(count)]


class Transactions:
    """The statements the store's connection runs, read as transactions: how many
    writes (savepoints, or one plan alone) each ``BEGIN IMMEDIATE`` ... ``COMMIT`` held,
    and which statements it ran."""

    def __init__(self) -> None:
        self.statements: list[str] = []

    def __call__(self, sql: str) -> None:  # on the database thread
        self.statements.append(sql)

    def groups(self) -> list[list[str]]:
        out: list[list[str]] = []
        for sql in self.statements:
            if sql == "BEGIN IMMEDIATE":
                out.append([])
            elif out:
                out[-1].append(sql)
        return out

    def sizes(self) -> list[int]:
        return [max(1, g.count("SAVEPOINT plan")) for g in self.groups()]


async def _traced(store: SQLiteStore) -> Transactions:
    seen = Transactions()
    await store.connection.set_trace_callback(seen)
    return seen


async def test_many_concurrent_actions_all_land_in_bounded_groups(tmp_path: Path) -> None:
    async with await open_store(tmp_path / "db", group_size=16) as store:
        ids = await _games(store, 120)
        seen = await _traced(store)
        for step in range(3):
            versions = await asyncio.gather(
                *(
                    store.commit_action(Commit(gid, step, {"n": step + 1}, [_entry(gid)]))
                    for gid in ids
                )
            )
            assert versions == [step + 1] * len(ids)
        sizes = seen.sizes()
        assert sum(sizes) == 3 * len(ids)  # every action, each once
        assert len(sizes) < 3 * len(ids)  # in groups, not a transaction each
        assert max(sizes) == 16  # and none larger than the bound
        assert all(g[-1] == "COMMIT" for g in seen.groups())
        other = await open_store(tmp_path / "db", keep_rows=0)
        try:
            for gid in ids:
                row = await other.get_game(gid)
                assert (row.version, row.state) == (3, {"n": 3})
                assert [e.seq for e in await other.log_entries(gid)] == [1, 2, 3]
                assert store.last_known(gid) == row
        finally:
            await other.close()


async def test_a_conflicting_action_fails_alone_the_others_of_its_group_commit(
    tmp_path: Path,
) -> None:
    async with await open_store(tmp_path / "db") as store:
        ids = await _games(store, 8)
        closed, gone = ids[6], 10**9
        await store.commit_action(Commit(closed, 0, {"n": 9}, status="cancelled"))
        seen = await _traced(store)
        # The first action goes alone; the others wait for it and go together.
        stale = ids[3]
        calls = [store.commit_action(Commit(gid, 0, {"n": 1}, [_entry(gid)])) for gid in ids[:6]]
        calls.insert(4, store.commit_action(Commit(stale, 5, {"n": 7}, [_entry(stale)])))
        calls.append(store.commit_action(Commit(closed, 1, {"n": 7})))
        calls.append(store.commit_action(Commit(gone, 0, {"n": 7})))
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        assert outcomes[:4] == [1, 1, 1, 1] and outcomes[5:7] == [1, 1]
        assert isinstance(outcomes[4], StaleVersion) and outcomes[4].actual == 1
        assert isinstance(outcomes[7], GameClosed) and outcomes[7].status == "cancelled"
        assert isinstance(outcomes[8], GameNotFound)
        assert seen.sizes() == [1, 8]
        assert seen.groups()[1].count("ROLLBACK TO plan") == 3
        for gid in ids[:6]:
            row = await store.get_game(gid)
            assert (row.version, row.state) == (1, {"n": 1}) and row == store.last_known(gid)
        assert (await store.get_game(closed)).state == {"n": 9}
        assert store.last_known(ids[7]) is not None  # untouched


async def test_racing_to_open_games_in_a_group_one_per_channel(tmp_path: Path) -> None:
    async with await open_store(tmp_path / "db") as store:
        outcomes = await asyncio.gather(
            *(store.create_game(where(1, 500 + n % 3), ANN, {"n": n}) for n in range(12)),
            return_exceptions=True,
        )
        made = [o for o in outcomes if not isinstance(o, BaseException)]
        assert sorted(r.where.key for r in made) == ["500", "501", "502"]
        by_channel = {int(r.where.key): r.id for r in made}
        for n, outcome in enumerate(outcomes):
            if isinstance(outcome, BaseException):
                assert isinstance(outcome, PlaceBusy)
                assert outcome.game_id == by_channel[500 + n % 3]


class Failing(Transactions):
    """Interrupts the next statement that starts with ``word`` (with a progress handler
    that answers 1 for it: SQLite says ``interrupted``, as it would an I/O error; the
    statement fails, the transaction is left to be rolled back)."""

    def __init__(self, word: str) -> None:
        super().__init__()
        self.word = word
        self.armed = False

    def __call__(self, sql: str) -> None:
        super().__call__(sql)
        self.armed = sql.startswith(self.word)

    def progress(self) -> int:
        return 1 if self.armed else 0


@pytest.mark.parametrize("word", ["COMMIT", "RELEASE plan"])
async def test_a_failing_transaction_fails_every_action_of_its_group(
    tmp_path: Path, word: str
) -> None:
    """The COMMIT fails (or a savepoint's release: the transaction is in doubt): every
    action of the group gets the error, none is applied, none is kept; the next
    actions go on."""
    async with await open_store(tmp_path / "db") as store:
        ids = await _games(store, 6)
        for gid in ids:
            await store.commit_action(Commit(gid, 0, {"n": 1}))
        first, rest = ids[0], ids[1:]
        lone = store.commit_action(Commit(first, 1, {"n": 2}))  # alone: it goes first
        task = asyncio.ensure_future(lone)
        await asyncio.sleep(0)  # the lone one is on the database thread
        failing = Failing(word)
        # Queued on the same thread, after the lone one and before the group.
        arm = asyncio.ensure_future(store.connection.set_trace_callback(failing))
        handler = asyncio.ensure_future(store.connection.set_progress_handler(failing.progress, 1))
        outcomes = await asyncio.gather(
            *(store.commit_action(Commit(gid, 1, {"n": 2}, [_entry(gid)])) for gid in rest),
            return_exceptions=True,
        )
        await asyncio.gather(task, arm, handler)
        failing.word = "no statement"  # disarmed
        assert all(isinstance(o, sqlite3.OperationalError) for o in outcomes), outcomes
        (group,) = failing.groups()  # one transaction held them all, and was rolled back
        assert group.count("SAVEPOINT plan") == len(rest) if word == "COMMIT" else 1
        assert group[-2:] == [word, "ROLLBACK"]
        for gid in rest:
            assert store.last_known(gid) is None
            row = await store.get_game(gid)
            assert (row.version, row.state) == (1, {"n": 1})
            assert await store.log_entries(gid) == []
        # Nothing is stuck: the same actions go through now.
        assert await asyncio.gather(
            *(store.commit_action(Commit(g, 1, {"n": 3})) for g in rest)
        ) == [2] * len(rest)
        assert (await store.get_game(first)).version == 2


async def test_close_writes_every_action_asked_for_first(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db", group_size=8)
    ids = await _games(store, 40)
    tasks = [
        asyncio.ensure_future(store.commit_action(Commit(g, 0, {"n": 1}, [_entry(g)]))) for g in ids
    ]
    await asyncio.sleep(0)  # asked for; none written yet but the first
    await store.close()
    assert [t.result() for t in tasks] == [1] * len(ids)
    async with await open_store(tmp_path / "db") as again:
        for gid in ids:
            assert (await again.get_game(gid)).version == 1


async def test_an_action_given_up_before_its_group_is_not_written(tmp_path: Path) -> None:
    async with await open_store(tmp_path / "db") as store:
        ids = await _games(store, 4)
        tasks = [asyncio.ensure_future(store.commit_action(Commit(g, 0, {"n": 1}))) for g in ids]
        await asyncio.sleep(0)  # the first is on the database thread, the others wait
        tasks[2].cancel()
        done: list[Any] = await asyncio.gather(*tasks, return_exceptions=True)
        assert isinstance(done[2], asyncio.CancelledError)
        assert [done[0], done[1], done[3]] == [1, 1, 1]
        assert store.last_known(ids[2]) is None  # its caller does not know: read again
        assert (await store.get_game(ids[2])).version == 0


async def test_a_group_of_one_is_one_transaction_per_action(tmp_path: Path) -> None:
    async with await open_store(tmp_path / "db", group_size=1) as store:
        ids = await _games(store, 10)
        seen = await _traced(store)
        await asyncio.gather(*(store.commit_action(Commit(g, 0, {"n": 1})) for g in ids))
        assert seen.sizes() == [1] * 10 and "SAVEPOINT plan" not in seen.statements
    with pytest.raises(ValueError):
        await open_store(tmp_path / "db2", group_size=0)


async def test_random_writes_of_every_kind_at_once_the_row_kept_is_the_row_stored(
    tmp_path: Path,
) -> None:
    """Games written at once (commits, stale commits, live boards, claimed deadlines,
    finished games) share transactions; after each round every row kept is the row
    another connection reads."""
    rng = random.Random(11)
    async with await open_store(tmp_path / "db", group_size=8) as store:
        other = await open_store(tmp_path / "db", keep_rows=0)
        try:
            ids = await _games(store, 30)
            for gid in ids:
                await store.commit_action(Commit(gid, 0, {"n": 0}, status="active"))
            versions = dict.fromkeys(ids, 1)
            seen = await _traced(store)

            async def step(gid: int) -> None:
                version = versions[gid]
                kind = rng.choice(("commit", "commit", "stale", "shown", "claim", "finish"))
                if kind == "stale":
                    with pytest.raises(StaleVersion):
                        await store.commit_action(Commit(gid, version + 1, {"n": -1}))
                elif kind == "shown":
                    await store.save_shown({gid: card(rng.randint(1, 99), version, None)})
                elif kind == "claim":
                    kept = store.last_known(gid)
                    deadline = kept.deadline if kept is not None else None
                    await store.claim_due(gid, version, deadline, rng.random() * 1000)
                else:
                    status = "finished" if kind == "finish" else None
                    deadline = rng.choice((None, rng.random() * 1000))
                    versions[gid] = await store.commit_action(
                        Commit(
                            gid,
                            version,
                            {"n": version + 1},
                            [_entry(gid)],
                            status,
                            deadline=deadline,
                        )
                    )

            for _ in range(12):
                open_ids = [g for g in ids if (await other.get_game(g)).status == "active"]
                await asyncio.gather(*(step(g) for g in open_ids))
                for gid in ids:
                    kept = store.last_known(gid)
                    assert kept is None or kept == await other.get_game(gid)
            assert max(seen.sizes()) > 1  # writes shared transactions
            assert any(sql.startswith("UPDATE games SET deadline") for sql in seen.statements)
        finally:
            await other.close()
