"""The store: transactions, the one-game-per-channel rule, migrations, replay, crashes.

Tests that take the ``store`` or ``connect`` fixture run on every backend: SQLite (one
call per transaction, and one per statement) and PostgreSQL (a server of its own, see
:mod:`tests.pg_server`; skipped with how to install it when the binaries are missing);
the rest look at SQLite itself (tests/test_postgres.py at PostgreSQL itself).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from functools import partial
from pathlib import Path

import aiosqlite
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Game
from bot.store import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    SCHEMA_VERSION,
    BrokenGame,
    Commit,
    GameClosed,
    GameNotFound,
    GameRecord,
    GameStore,
    LogEntry,
    Partition,
    PlaceBusy,
    PlayerResult,
    SchemaTooNew,
    SQLiteStore,
    StaleVersion,
    migrations,
    open_store,
)
from bot.store.migrations import statements
from bot.store.postgres import open_postgres
from tests import pg_server
from tests.store_helpers import (
    card,
    card_ids,
    check_old_version,
    fill_old_version,
    load_active_games,
    play_steps,
    raw_execute,
    raw_fetch,
    replay,
    start_random_game,
    where,
)

ROOT = Path(__file__).resolve().parent.parent
BACKENDS = ("sqlite", "sqlite-multi-hop", "postgres")
Connect = Callable[[], Awaitable[GameStore]]


@pytest.fixture(params=BACKENDS)
async def connect(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Connect]:
    """Opens connections to one fresh database (several, for races); all closed after.
    On PostgreSQL each is a pool of its own, as another process would have."""
    opened: list[GameStore] = []
    url = None
    if request.param == "postgres":
        server = pg_server.server_or_skip()
        url = await server.create_database()

    async def open_one() -> GameStore:
        store: GameStore
        if url is not None:
            store = await open_postgres(url)
        else:
            store = await open_store(tmp_path / "store.sqlite3", one_hop=request.param == "sqlite")
        opened.append(store)
        return store

    yield open_one
    for store in opened:
        await store.close()
    if url is not None:
        await server.drop_database(url)


@pytest.fixture
async def store(connect: Connect) -> GameStore:
    return await connect()


def entry(n: int = 0) -> LogEntry:
    return LogEntry(5, 0, {"type": "roll", "value": 3, "n": n}, 3, [{"kind": "rolled"}])


fetch = raw_fetch


# -- the file ---------------------------------------------------------------------------


async def test_database_and_folder_are_created(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "ludobot.sqlite3"
    async with await open_store(path) as store:
        assert await fetch(store, "PRAGMA journal_mode") == [("wal",)]
        assert await fetch(store, "PRAGMA foreign_keys") == [(1,)]
        assert await fetch(store, "PRAGMA synchronous") == [(1,)]  # NORMAL
        assert await fetch(store, "PRAGMA busy_timeout") == [(5000,)]
        assert await fetch(store, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    assert path.exists()


# -- games ------------------------------------------------------------------------------


async def test_one_open_game_per_channel_is_enforced_by_the_database(store: GameStore) -> None:
    first = await store.create_game(where(1, 10), 5, {"x": 1})
    assert (first.status, first.version) == ("lobby", 0)
    with pytest.raises(PlaceBusy) as busy:
        await store.create_game(where(1, 10), 6, {"x": 2})
    assert busy.value.game_id == first.id
    other = await store.create_game(where(1, 11), 6, {"x": 2})  # another channel is free
    version = await store.commit_action(
        Commit(first.id, 0, {"game": 1}, status=ACTIVE, initial_state={"game": 1})
    )
    with pytest.raises(PlaceBusy):  # a running game holds the channel too
        await store.create_game(where(1, 10), 6, {"x": 2})
    await store.commit_action(Commit(first.id, version, {"game": 2}, [entry()], status=FINISHED))
    second = await store.create_game(where(1, 10), 6, {"x": 3})
    assert second.id not in (first.id, other.id)
    assert (await store.open_game_at("discord", "10")) == await store.get_game(second.id)


async def test_the_index_not_only_the_code_refuses_a_second_open_game(tmp_path: Path) -> None:
    async with await open_store(tmp_path / "db") as store:
        await store.create_game(where(1, 10), 5, {})
        for status in ("lobby", "active"):
            with pytest.raises(sqlite3.IntegrityError):
                await store.connection.execute(
                    "INSERT INTO games (place_kind, place_key, status, state, created_at, "
                    "updated_at) VALUES ('discord', '10', ?, '{}', 0, 0)",
                    (status,),
                )
        # Another kind of place with the same key is another place; a closed game holds none.
        await store.connection.execute(
            "INSERT INTO games (place_kind, place_key, status, state, created_at, updated_at) "
            "VALUES ('web', '10', 'lobby', '{}', 0, 0)"
        )
        await store.connection.execute(
            "INSERT INTO games (place_kind, place_key, status, state, created_at, updated_at) "
            "VALUES ('discord', '10', 'finished', '{}', 0, 0)"
        )


async def test_racing_to_open_a_game_in_one_channel(connect: Connect) -> None:
    stores = [await connect(), await connect()]
    for channel in range(20):
        results = await asyncio.gather(
            *(s.create_game(where(1, channel), 5, {}) for s in stores * 2), return_exceptions=True
        )
        won = [r for r in results if isinstance(r, GameRecord)]
        busy = [r for r in results if isinstance(r, PlaceBusy)]
        assert len(won) == 1 and len(busy) == 3, results
        assert {b.game_id for b in busy} == {won[0].id}


async def test_commit_is_versioned_and_logged(store: GameStore) -> None:
    rec = await store.create_game(where(1, 10), 5, {"lobby": 0})
    assert await store.commit_action(Commit(rec.id, 0, {"lobby": 1})) == 1
    assert (
        await store.commit_action(
            Commit(rec.id, 1, {"n": 0}, status=ACTIVE, initial_state={"n": 0})
        )
        == 2
    )
    started = await store.get_game(rec.id)
    assert (started.status, started.initial_state, started.state) == ("active", {"n": 0}, {"n": 0})
    assert await store.commit_action(Commit(rec.id, 2, {"n": 1}, [entry(1)])) == 3
    with pytest.raises(StaleVersion) as stale:
        await store.commit_action(Commit(rec.id, 2, {"n": 99}, [entry(99)]))
    assert stale.value.game_id == rec.id
    assert (stale.value.expected, stale.value.actual) == (2, 3)
    assert await store.commit_action(Commit(rec.id, 3, {"n": 2}, [entry(2)])) == 4
    again = await store.get_game(rec.id)
    assert again.state == {"n": 2} and again.version == 4 and again.initial_state == {"n": 0}
    log = await store.log_entries(rec.id)
    assert [(e.seq, e.action["n"], e.dice, e.actor_id, e.seat) for e in log] == [
        (3, 1, 3, 5, 0),
        (4, 2, 3, 5, 0),
    ]
    assert all(e.events == [{"kind": "rolled"}] and e.at > 0 for e in log)


async def test_lifecycle_and_closed_games(store: GameStore) -> None:
    lobby = await store.create_game(where(7, 1), 5, {})
    assert await store.commit_action(Commit(lobby.id, 0, {}, status=CANCELLED)) == 1
    assert (await store.get_game(lobby.id)).status == "cancelled"
    with pytest.raises(GameClosed) as closed:
        await store.commit_action(Commit(lobby.id, 1, {"late": True}))
    assert (closed.value.game_id, closed.value.status) == (lobby.id, "cancelled")

    rec = await store.create_game(where(7, 1), 5, {})
    await store.save_shown({rec.id: card(123456789012345678, 0, None)})
    version = await store.commit_action(
        Commit(rec.id, 0, {"n": 0}, status=ACTIVE, initial_state={"n": -1})
    )
    version = await store.commit_action(
        Commit(rec.id, version, {"n": 1}, [entry()], status=FINISHED)
    )
    done = await store.get_game(rec.id)
    assert (done.status, card_ids(done)[0], done.initial_state) == (
        "finished",
        123456789012345678,
        {"n": -1},
    )
    with pytest.raises(GameClosed) as closed:  # the current version, but it is over
        await store.commit_action(Commit(rec.id, version, {"n": 2}, [entry()]))
    assert isinstance(closed.value, StaleVersion) and closed.value.status == "finished"
    assert [g.id for g in await store.ended_games(7)] == [rec.id]
    assert await store.ended_games(8) == []
    assert await store.open_game_at("discord", "1") is None
    with pytest.raises(GameNotFound):
        await store.get_game(999)
    with pytest.raises(GameNotFound):
        await store.commit_action(Commit(999, 0, {}))
    with pytest.raises(ValueError, match="unknown game status"):
        await store.commit_action(Commit(rec.id, version, {}, status="paused"))


async def test_a_failing_log_row_rolls_back_the_whole_action(tmp_path: Path) -> None:
    for one_hop in (True, False):
        async with await open_store(tmp_path / f"{one_hop}.db", one_hop=one_hop) as store:
            rec = await store.create_game(where(1, 1), 5, {})
            await store.commit_action(
                Commit(rec.id, 0, {"n": 0}, status=ACTIVE, initial_state={"n": 0})
            )
            # A stray row where the next log row goes makes the INSERT fail.
            await store.connection.execute(
                "INSERT INTO moves (game_id, seq, action, events, at) VALUES (?, 2, '{}', '[]', 0)",
                (rec.id,),
            )
            with pytest.raises(sqlite3.IntegrityError):
                await store.commit_action(Commit(rec.id, 1, {"n": 1}, [entry()]))
            kept = await store.get_game(rec.id)
            assert (kept.version, kept.state) == (1, {"n": 0})
            assert not store.connection.in_transaction
            # The connection is usable afterwards.
            await store.connection.execute("DELETE FROM moves")
            assert await store.commit_action(Commit(rec.id, 1, {"n": 1}, [entry()])) == 2


async def test_racing_the_same_action_exactly_one_wins(connect: Connect) -> None:
    """Two connections, two tasks on each: every version is won exactly once."""
    stores = [await connect(), await connect()]
    rec = await stores[0].create_game(where(1, 10), 5, {"n": 0})
    for version in range(30):
        results = await asyncio.gather(
            *(
                s.commit_action(Commit(rec.id, version, {"n": version + 1, "by": i}, [entry(i)]))
                for i, s in enumerate(stores * 2)
            ),
            return_exceptions=True,
        )
        wins = [r for r in results if isinstance(r, int)]
        losses = [r for r in results if isinstance(r, StaleVersion)]
        assert wins == [version + 1] and len(losses) == 3, results
        winner = results.index(version + 1)
        assert (await stores[1].get_game(rec.id)).state == {"n": version + 1, "by": winner}
    log = await stores[1].log_entries(rec.id)
    assert [e.seq for e in log] == list(range(1, 31))


def test_racing_processes_apply_each_action_once(tmp_path: Path) -> None:
    path = tmp_path / "race.sqlite3"

    async def setup() -> int:
        async with await open_store(path) as store:
            return (await store.create_game(where(1, 1), 1, {"n": 0})).id

    game_id = asyncio.run(setup())
    versions = 150
    children = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.crash_child",
                "race",
                str(path),
                str(game_id),
                str(versions),
                name,
            ],
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            stdout=subprocess.PIPE,
            text=True,
        )
        for name in ("a", "b")
    ]
    for child in children:  # every racer has its store open and waits for the go
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
    Path(f"{path}.go").touch()
    outputs = [c.communicate(timeout=60)[0].split("\n") for c in children]
    assert [c.returncode for c in children] == [0, 0]
    won = [int(line.split()[1]) for out in outputs for line in out if line.startswith("won")]
    assert sorted(won) == list(range(1, versions + 1))  # each version won exactly once

    async def check() -> None:
        async with await open_store(path) as store:
            record = await store.get_game(game_id)
            log = await store.log_entries(game_id)
            assert record.version == versions
            assert [e.seq for e in log] == list(range(1, versions + 1))
            assert record.state["by"] == log[-1].action["by"]

    asyncio.run(check())


# -- replay -----------------------------------------------------------------------------


async def test_replaying_the_log_gives_the_stored_state(store: GameStore) -> None:
    """Many random games, every preset and player count, some to the end."""
    rng = random.Random(7)
    finished = 0
    for channel in range(50):
        game_id = await start_random_game(store, channel, rng)
        steps = 10**6 if channel % 10 == 0 else rng.randint(0, 250)
        await play_steps(store, game_id, rng, steps)
        record = await store.get_game(game_id)
        finished += record.status == "finished"
        assert await replay(store, game_id) == Game.from_dict(record.state)
        seqs = [e.seq for e in await store.log_entries(game_id)]
        assert seqs == list(range(record.version - len(seqs) + 1, record.version + 1))
    assert finished >= 5


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 300))
def test_replay_property(seed: int, steps: int) -> None:
    async def run() -> None:
        async with await open_store(":memory:") as store:
            rng = random.Random(seed)
            game_id = await start_random_game(store, 1, rng)
            await play_steps(store, game_id, rng, steps)
            record = await store.get_game(game_id)
            assert await replay(store, game_id) == Game.from_dict(record.state)

    asyncio.run(run())


# -- start-up ---------------------------------------------------------------------------


def _engine_or_lobby(record: GameRecord) -> None:
    if record.status == "active":
        Game.from_dict(record.state)


async def test_broken_rows_are_reported_and_the_rest_load(store: GameStore) -> None:
    rng = random.Random(3)
    good = await start_random_game(store, 1, rng)
    lobby = (await store.create_game(where(1, 9), 5, {"lobby": True})).id
    bad = {name: await start_random_game(store, ch, rng) for ch, name in enumerate("jubfk", 2)}
    await raw_execute(store, "UPDATE games SET state = '{not json' WHERE id = ?", bad["j"])
    if isinstance(store, SQLiteStore):
        await raw_execute(
            store, "UPDATE games SET state = CAST(X'7b22ff223a317d' AS TEXT) WHERE id = ?", bad["u"]
        )
    else:  # PostgreSQL refuses text that is not UTF-8: a JSON value of the wrong kind
        await raw_execute(store, "UPDATE games SET state = 'null' WHERE id = ?", bad["u"])
    await raw_execute(store, "UPDATE games SET state = '[1, 2]' WHERE id = ?", bad["b"])
    state = (await store.get_game(bad["f"])).state
    state["format"] = 999
    await raw_execute(store, "UPDATE games SET state = ? WHERE id = ?", json.dumps(state), bad["f"])
    state = (await store.get_game(bad["k"])).state
    del state["rules"]
    await raw_execute(store, "UPDATE games SET state = ? WHERE id = ?", json.dumps(state), bad["k"])
    before = {
        g: (await fetch(store, "SELECT version FROM games WHERE id = ?", g))[0][0]
        for g in bad.values()
    }

    loaded, broken = await load_active_games(store, _engine_or_lobby)
    assert sorted(r.id for r in loaded) == sorted([good, lobby])
    assert sorted(b.id for b in broken) == sorted(bad.values())
    reasons = {b.id: b.reason for b in broken}
    assert "format" in reasons[bad["f"]] and "rules" in reasons[bad["k"]]
    assert {(await store.get_game(b.id)).where.key for b in broken} == {"2", "3", "4", "5", "6"}
    for name, game_id in bad.items():
        row = await fetch(
            store, "SELECT status, broken_reason, version FROM games WHERE id = ?", game_id
        )
        assert row[0][:2] == ("broken", reasons[game_id]), name
        assert row[0][2] == before[game_id] + 1  # whoever still holds it gets StaleVersion
    # The channel of a broken game is free again; the good one is untouched.
    assert await store.open_game_at("discord", "2") is None
    await store.create_game(where(1, 2), 5, {})
    good_record = await store.get_game(good)
    await play_steps(store, good, rng, 5)
    loaded, broken = await load_active_games(store, _engine_or_lobby)
    assert len(loaded) == 3 and broken == []
    assert (await store.get_game(good)).version > good_record.version


async def test_start_up_lists_open_games_by_their_small_columns(store: GameStore) -> None:
    """Who sits in a game is kept with each state the core writes (None: not given),
    listed with the id, status, version and deadline of every open game; rows read by
    id; people learnt from a state kept only where still unknown at that version; rows
    set aside as broken free their channel."""
    lobby = await store.create_game(where(1, 10), 5, {"lobby": 1}, people=[5, 6])
    unknown = await store.create_game(where(1, 11), 5, {"lobby": 2})
    running = await store.create_game(where(None, 12), 7, {"lobby": 3}, people=[7])
    v = await store.commit_action(Commit(running.id, 0, {"game": 1}, status=ACTIVE, deadline=123.5))
    v = await store.commit_action(Commit(running.id, v, {"game": 2}, deadline=124.5, people=[7, 8]))
    over = await store.create_game(where(1, 13), 5, {"lobby": 4}, people=[5])
    await store.commit_action(Commit(over.id, 0, {"end": 1}, status=FINISHED, people=[5]))

    listed = await store.list_open_games()
    assert [(g.id, g.status, g.version, g.deadline, g.people) for g in listed] == [
        (lobby.id, "lobby", 0, None, (5, 6)),
        (unknown.id, "lobby", 0, None, None),
        (running.id, ACTIVE, v, 124.5, (7, 8)),
    ]
    assert [g.id for g in await store.list_open_games(Partition(2, (1,)))] == []
    # A state written without its people makes them unknown again.
    v = await store.commit_action(Commit(running.id, v, {"game": 3}, deadline=125.0))
    assert [g.people for g in await store.list_open_games()][2] is None

    rows = await store.games_by_id([running.id, 2**70, lobby.id, 987654, lobby.id])
    assert [(r.id, r.state) for r in rows] == [(lobby.id, {"lobby": 1}), (running.id, {"game": 3})]
    assert await store.games_by_id([]) == []

    await store.note_people({unknown.id: (0, [9]), running.id: (v - 1, [1]), lobby.id: (0, [2])})
    people = {g.id: g.people for g in await store.list_open_games()}
    # Learnt for the unknown row; not for a version gone by, nor over people known.
    assert people == {lobby.id: (5, 6), unknown.id: (9,), running.id: None}

    await raw_execute(store, "UPDATE games SET people = 'x 1' WHERE id = ?", lobby.id)
    assert (await store.list_open_games())[0].people is None  # unreadable: read the state

    await store.set_aside([BrokenGame(unknown.id, "ValueError: why"), BrokenGame(over.id, "no")])
    assert [g.id for g in await store.list_open_games()] == [lobby.id, running.id]
    row = await fetch(
        store, "SELECT status, broken_reason, version FROM games WHERE id = ?", unknown.id
    )
    assert row == [("broken", "ValueError: why", 1)]
    row = await fetch(store, "SELECT status, version FROM games WHERE id = ?", over.id)
    assert row == [(FINISHED, 1)]  # no longer open: left alone
    await store.create_game(where(1, 11), 5, {})  # the channel is free again


async def test_a_persons_open_games_in_every_shard(store: GameStore) -> None:
    """``/ludo mygames`` asks the store: the open games whose people name the person, in
    every shard (so every process lists them all), by id; none closed, none whose people
    are not known, and an id never found inside a longer one (12 in 112, 120, 312)."""
    other_shard = 1 << 22  # routed to 1 (of 2: shard 1); guild 1's route is 0
    here = await store.create_game(where(1, 20), 12, {"here": 1}, people=[12, 34])
    there = await store.create_game(where(other_shard, 21), 34, {"there": 1}, people=[34])
    v = await store.commit_action(Commit(there.id, 0, {"there": 2}, status=ACTIVE, people=[34, 12]))
    await store.create_game(where(None, 22), 112, {"dm": 1}, people=[112, 120, 312])
    over = await store.create_game(where(1, 23), 12, {"over": 1}, people=[12])
    await store.commit_action(Commit(over.id, 0, {"over": 2}, status=FINISHED, people=[12]))
    await store.create_game(where(1, 24), 12, {"unknown": 1})

    found = await store.open_games_of(12)
    assert [(r.id, r.status, r.state, r.where.community) for r in found] == [
        (here.id, "lobby", {"here": 1}, 1),
        (there.id, ACTIVE, {"there": 2}, other_shard),
    ]
    assert [r.id for r in await store.open_games_of(34)] == [here.id, there.id]
    assert [r.id for r in await store.open_games_of(120)] == [here.id + 2]
    assert await store.open_games_of(1) == [] and await store.open_games_of(2) == []
    # Who sits there follows each state written; a closed game is no one's any more.
    await store.commit_action(Commit(there.id, v, {"there": 3}, people=[34]))
    assert [r.id for r in await store.open_games_of(12)] == [here.id]
    await store.commit_action(Commit(here.id, 0, {"here": 2}, status=CANCELLED, people=[12, 34]))
    assert await store.open_games_of(12) == []


# -- migrations -------------------------------------------------------------------------


async def _schema(db: aiosqlite.Connection) -> dict[str, object]:
    tables = await db.execute_fetchall(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
    )
    out: dict[str, object] = {}
    for kind, name in tables:
        if kind == "table":
            out[name] = [tuple(r) for r in await db.execute_fetchall(f"PRAGMA table_xinfo({name})")]
        else:
            out[name] = [tuple(r) for r in await db.execute_fetchall(f"PRAGMA index_xinfo({name})")]
    return out


async def test_migrations_from_an_empty_file_and_every_earlier_version(tmp_path: Path) -> None:
    """Each earlier version with the rows it had (a game and its log; settings and
    statistics from 2; a rating from 5) migrates to the same schema as a fresh file."""
    async with await open_store(tmp_path / "fresh.sqlite3") as fresh:
        expected = await _schema(fresh.connection)
    for start in range(SCHEMA_VERSION):
        path = tmp_path / f"v{start}.sqlite3"
        old = await open_store(path, schema=start)
        assert await fetch(old, "PRAGMA user_version") == [(start,)]
        if start >= 1:
            rows = await fill_old_version(partial(raw_execute, old), start)
        await old.close()
        async with await open_store(path) as store:
            assert await fetch(store, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
            assert await _schema(store.connection) == expected
            if start >= 1:
                await check_old_version(store, start, rows)
            await store.set_guild_settings(1, {"preset": "fia"})
            assert await store.get_guild_settings(1) == {"preset": "fia"}


async def test_several_bots_starting_at_once_on_a_fresh_file(tmp_path: Path) -> None:
    """Each connection switches the file to WAL and migrates it; each migration runs once."""
    for attempt in range(15):
        path = tmp_path / f"{attempt}" / "ludobot.sqlite3"
        stores = await asyncio.gather(*(open_store(path) for _ in range(4)))
        try:
            for s in stores:
                assert await fetch(s, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
                assert await fetch(s, "PRAGMA journal_mode") == [("wal",)]
            await stores[0].create_game(where(1, 1), 1, {})
            assert await stores[3].open_game_at("discord", "1") is not None
        finally:
            for s in stores:
                await s.close()


async def test_migrating_after_another_process_migrated_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The version read before waiting for the write lock is read again under it."""
    import bot.store.sqlite as sqlite_backend
    from bot.store.sql_plans import Plan

    # Told when the opening store has read the old version and asks for the write lock.
    asking = asyncio.Event()
    run_plan = sqlite_backend._run_plan_async

    def told(db: aiosqlite.Connection, plan: Plan[int]) -> Awaitable[int]:
        asking.set()
        return run_plan(db, plan)

    monkeypatch.setattr(sqlite_backend, "_run_plan_async", told)
    path = tmp_path / "db"
    await (await open_store(path, schema=0)).close()
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process, halfway through migrating
        for version in range(1, SCHEMA_VERSION + 1):
            for statement in statements(version, "sqlite"):
                other.execute(statement)
        other.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        opening = asyncio.create_task(open_store(path))
        await asyncio.wait_for(asking.wait(), 10)  # it read version 0, waits for the lock
        assert not opening.done()
        other.execute("COMMIT")
        async with await opening as store:
            assert await fetch(store, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
            await store.create_game(where(1, 1), 1, {})
    finally:
        other.close()


async def test_a_failed_migration_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "db"
    old = await open_store(path, schema=1)
    await old.close()
    broken = (*migrations.MIGRATIONS[:1], ("CREATE TABLE half_done (a INTEGER)", "NOT SQL AT ALL"))
    monkeypatch.setattr(migrations, "MIGRATIONS", broken)
    with pytest.raises(sqlite3.OperationalError):
        await open_store(path)
    monkeypatch.undo()
    async with aiosqlite.connect(path) as db:
        assert list(await db.execute_fetchall("PRAGMA user_version")) == [(1,)]
        names = [r[0] for r in await db.execute_fetchall("SELECT name FROM sqlite_master")]
        assert "half_done" not in names and "guild_settings" not in names


async def test_a_newer_database_refuses_to_start(tmp_path: Path) -> None:
    path = tmp_path / "db"
    async with aiosqlite.connect(path) as db:
        await db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        await db.commit()
    with pytest.raises(SchemaTooNew, match=f"version {SCHEMA_VERSION + 1}.*upgrade ludobot"):
        await open_store(path)


# -- settings and statistics ------------------------------------------------------------


async def test_settings_and_statistics(store: GameStore) -> None:
    """The store keeps a server's settings as the JSON object it was given, whole."""
    assert await store.get_guild_settings(9) == {}
    values = {"preset": "ludo", "overrides": {"capture": "no"}, "turn_timer": 60, "x": [1]}
    await store.set_guild_settings(9, values)
    assert await store.get_guild_settings(9) == values
    assert await store.get_guild_settings(8) == {}
    await store.set_guild_settings(9, {"turn_timer": None, "language": "nb"})
    assert await store.get_guild_settings(9) == {"turn_timer": None, "language": "nb"}
    await store.reset_guild_settings(9)
    assert await store.get_guild_settings(9) == {}
    await store.reset_guild_settings(9)  # twice is fine
    # A damaged row reads as a server that set nothing.
    for damaged in ("{oops", "[1, 2]"):
        await store.set_guild_settings(7, {})
        await raw_execute(
            store, "UPDATE guild_settings SET settings = ? WHERE guild_id = 7", damaged
        )
        assert await store.get_guild_settings(7) == {}

    games = [
        (9, [PlayerResult(1, 1, 3, True), PlayerResult(2, 2, 0, False)]),
        (9, [PlayerResult(2, 1, 1, True), PlayerResult(1, 2, 2, False)]),
        (9, [PlayerResult(2, 1, 0, True), PlayerResult(3, 2, 0, False)]),
        (8, [PlayerResult(1, 1, 0, True)]),
    ]
    for channel, (guild, results) in enumerate(games):
        rec = await store.create_game(where(guild, channel), 1, {})
        await store.commit_action(Commit(rec.id, 0, {}, [entry()], FINISHED, results=results))
    one = await store.player_stats(9, 1)
    assert (one.games, one.wins, one.places_sum, one.captures) == (2, 1, 3, 5)
    assert one.mean_place == 1.5
    two = await store.player_stats(9, 2)
    assert (two.games, two.wins, two.places_sum, two.captures) == (3, 2, 4, 1)
    assert (await store.player_stats(8, 1)).games == 1
    assert (await store.player_stats(7, 1)).games == 0
    assert (await store.player_stats(7, 1)).mean_place is None


# -- crashes ----------------------------------------------------------------------------


@pytest.mark.slow
def test_crash_kills_lose_nothing_that_was_committed(tmp_path: Path) -> None:
    """SIGKILL a child at random moments, 50 times; after each kill the file is sound,
    every game equals the replay of its log, and no reported commit is missing."""
    path = tmp_path / "crash.sqlite3"
    rng = random.Random(11)
    reported: dict[int, int] = {}
    checked: dict[int, int] = {}
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    kills = commits = 0
    while kills < 50:
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.crash_child", "play", str(path), str(kills + 1)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None and child.stderr is not None
        lines: list[str] = []
        reader = threading.Thread(target=lines.extend, args=(child.stdout,), daemon=True)
        reader.start()
        # Kill after a random number of commits (or at a random moment of start-up),
        # plus a random sliver of time so kills land anywhere in a transaction.
        wanted = rng.choice((0, rng.randint(1, 10), rng.randint(10, 80)))
        deadline = time.monotonic() + (rng.uniform(0.05, 0.4) if wanted == 0 else 10)
        while len(lines) < wanted and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.002)
        time.sleep(rng.uniform(0, 0.01))
        assert child.poll() is None, child.stderr.read()
        child.send_signal(signal.SIGKILL)
        child.wait()
        reader.join()
        kills += 1
        for line in lines:
            word, game_id, version = line.split()
            assert word == "committed"
            reported[int(game_id)] = max(reported.get(int(game_id), -1), int(version))
            commits += 1
        asyncio.run(_check_after_crash(path, reported, checked))
    assert kills == 50 and commits > 500


async def _check_after_crash(path: Path, reported: dict[int, int], checked: dict[int, int]) -> None:
    async with aiosqlite.connect(path) as db:
        assert list(await db.execute_fetchall("PRAGMA integrity_check")) == [("ok",)]
    async with await open_store(path) as store:
        assert await fetch(store, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
        versions = dict(await fetch(store, "SELECT id, version FROM games"))
        for game_id, version in reported.items():
            assert versions.get(game_id, -1) >= version, f"game {game_id} lost commits"
        _, broken = await load_active_games(store, _engine_or_lobby)
        assert broken == []
        for game_id, version in versions.items():
            if checked.get(game_id) == version:
                continue
            record = await store.get_game(game_id)
            if record.initial_state is None:
                assert record.status == "lobby"
                continue
            seqs = [e.seq for e in await store.log_entries(game_id)]
            assert seqs == list(range(version - len(seqs) + 1, version + 1))
            assert await replay(store, game_id) == Game.from_dict(record.state)
            checked[game_id] = version


async def test_reading_a_damaged_row_does_not_fail(store: GameStore) -> None:
    rec = await store.create_game(where(1, 1), 5, {})
    version = await store.commit_action(
        Commit(rec.id, 0, {"n": 0}, status=ACTIVE, initial_state={"n": 0})
    )
    await raw_execute(store, "UPDATE games SET state = '{oops' WHERE id = ?", rec.id)
    damaged = await store.get_game(rec.id)
    assert damaged.state == {} and damaged.broken_reason and "JSON" in damaged.broken_reason
    assert (await store.open_game_at("discord", "1")) == damaged
    # An admin can still end it: the state is replaced, the game closed.
    assert await store.commit_action(Commit(rec.id, version, {}, status=CANCELLED)) == version + 1
    assert (await store.get_game(rec.id)).status == "cancelled"


async def test_results_count_once_with_the_finishing_action(connect: Connect) -> None:
    stores = [await connect(), await connect()]
    rec = await stores[0].create_game(where(4, 1), 5, {})
    version = await stores[0].commit_action(
        Commit(rec.id, 0, {"n": 0}, status=ACTIVE, initial_state={"n": 0})
    )
    results = [PlayerResult(5, 1, 2, True), PlayerResult(6, 2, 0, False)]
    outcome = await asyncio.gather(
        *(
            s.commit_action(Commit(rec.id, version, {"n": 1}, [entry()], FINISHED, results=results))
            for s in stores * 2
        ),
        return_exceptions=True,
    )
    assert outcome.count(version + 1) == 1
    five = await stores[1].player_stats(4, 5)
    assert (five.games, five.wins, five.places_sum, five.captures) == (1, 1, 1, 2)
    six = await stores[1].player_stats(4, 6)
    assert (six.games, six.wins, six.places_sum, six.captures) == (1, 0, 2, 0)
    # A game outside a server (guild None) records nothing.
    dm = await stores[0].create_game(where(None, 2), 5, {})
    version = await stores[0].commit_action(Commit(dm.id, 0, {}, status=ACTIVE, initial_state={}))
    await stores[0].commit_action(Commit(dm.id, version, {}, [entry()], FINISHED, results=results))
    assert (await stores[0].player_stats(4, 5)).games == 1


async def test_the_live_message_its_version_and_the_deadline(store: GameStore) -> None:
    rec = await store.create_game(where(1, 5), 7, {"n": 0})
    assert rec.behind and await store.games_behind(0) == []  # no message yet
    await store.save_shown({rec.id: card(1234, 0, None)})
    assert not (await store.get_game(rec.id)).behind
    version = await store.commit_action(Commit(rec.id, 0, {"n": 1}, deadline=1e9))
    got = await store.get_game(rec.id)
    assert got.behind and got.deadline == 1e9 and got.shown_version == 0
    assert [r.id for r in await store.games_behind(0)] == [rec.id]
    await store.save_shown({rec.id: card(1235, version, None)})
    got = await store.get_game(rec.id)
    assert not got.behind and card_ids(got)[0] == 1235
    assert await store.games_behind(0) == []
    # The next commit replaces the deadline; none given clears it.
    version = await store.commit_action(Commit(rec.id, version, {"n": 2}))
    assert (await store.get_game(rec.id)).deadline is None
    # A closed game is redrawn only if it changed recently.
    await store.commit_action(Commit(rec.id, version, {"n": 2}, status=CANCELLED))
    assert [r.id for r in await store.games_behind(0)] == [rec.id]
    assert await store.games_behind(time.time() + 60) == []


def _shown(record: GameRecord) -> tuple[int | None, int | None, int | None]:
    message, ping = card_ids(record)
    return message, record.shown_version, ping


async def test_a_commit_writes_the_shown_board_with_the_state(store: GameStore) -> None:
    """With ``shown`` the commit's own UPDATE records the live board (with and without a
    log row: PostgreSQL's one-statement commit too); without it the record stays."""
    rec = await store.create_game(where(1, 5), 7, {"n": 0})
    version = await store.commit_action(Commit(rec.id, 0, {"n": 1}, shown=card(11, 1, 21)))
    got = await store.get_game(rec.id)
    assert (got.version, got.state, _shown(got)) == (1, {"n": 1}, (11, 1, 21))
    assert not got.behind
    version = await store.commit_action(Commit(rec.id, version, {"n": 2}, [entry(2)]))
    got = await store.get_game(rec.id)
    assert (got.version, _shown(got)) == (2, (11, 1, 21)) and got.behind
    shown = card(12, 3, None)
    version = await store.commit_action(Commit(rec.id, version, {"n": 3}, [entry(3)], shown=shown))
    got = await store.get_game(rec.id)
    assert (got.version, got.state, _shown(got)) == (3, {"n": 3}, (12, 3, None))
    assert [e.seq for e in await store.log_entries(rec.id)] == [2, 3]
    # A refused commit writes no board either.
    with pytest.raises(StaleVersion):
        await store.commit_action(Commit(rec.id, 1, {"n": 9}, [entry(9)], shown=card(99, 99, 99)))
    with pytest.raises(StaleVersion):
        await store.commit_action(Commit(rec.id, 1, {"n": 9}, shown=card(99, 99, 99)))
    assert _shown(await store.get_game(rec.id)) == (12, 3, None)
    # A commit that records results runs as a plan of several statements: the same.
    won = [PlayerResult(5, 1, 0, True)]
    shown = card(13, 4, None)
    await store.commit_action(
        Commit(rec.id, version, {"n": 4}, [entry(4)], FINISHED, results=won, shown=shown)
    )
    got = await store.get_game(rec.id)
    assert (got.status, _shown(got)) == (FINISHED, (13, 4, None))
    assert (await store.player_stats(1, 5)).wins == 1


async def test_boards_shown_are_saved_together(store: GameStore) -> None:
    """``save_shown`` writes several games' boards, bumps no version, touches no other
    game, skips games that are not (or names no game) and writes closed games' too."""
    one = await store.create_game(where(1, 1), 7, {})
    two = await store.create_game(where(1, 2), 7, {})
    three = await store.create_game(where(1, 3), 7, {})
    closed = await store.create_game(where(1, 4), 7, {})
    await store.commit_action(Commit(closed.id, 0, {}, status=FINISHED))
    await store.save_shown({})
    assert [_shown(await store.get_game(g.id)) for g in (one, two)] == [(None, None, None)] * 2
    await store.save_shown(
        {
            one.id: card(101, 0, 201),
            two.id: card(102, -1, None),
            closed.id: card(104, 1, None),
            10**9: card(1, 1, 1),
            2**70: card(1, 1, 1),
        }
    )
    got = [await store.get_game(g.id) for g in (one, two, three, closed)]
    assert [_shown(g) for g in got] == [
        (101, 0, 201),
        (102, -1, None),
        (None, None, None),
        (104, 1, None),
    ]
    assert [g.version for g in got] == [0, 0, 0, 1]
    assert [g.behind for g in got] == [False, True, True, False]
    # A ping removed: the record is written whole.
    await store.save_shown({one.id: card(101, 0, None)})
    assert _shown(await store.get_game(one.id)) == (101, 0, None)
    with pytest.raises(GameNotFound):
        await store.get_game(10**9)


async def test_ids_beyond_sqlite_name_no_game(store: GameStore) -> None:
    for huge in (2**63, 10**40, -1):
        with pytest.raises(GameNotFound):
            await store.get_game(huge)
        with pytest.raises(GameNotFound):
            await store.commit_action(Commit(huge, 0, {}))


async def test_roll_counts_per_seat_and_per_server(store: GameStore) -> None:
    """The dice statistics are counted by the database from the move log: per seat in a
    game, and over a server's latest finished games (running games and other servers'
    games do not count)."""
    rng = random.Random(17)
    expected_server = [0] * 6
    ids = []
    for channel in range(3):
        gid = await start_random_game(store, 70 + channel, rng, guild_id=5)
        await play_steps(store, gid, rng, 100_000 if channel < 2 else 40)
        ids.append(gid)
    other = await start_random_game(store, 80, rng, guild_id=6)
    await play_steps(store, other, rng, 100_000)
    for gid in ids:
        per_seat: dict[int, list[int]] = {}
        for e in await store.log_entries(gid):
            if e.action["type"] == "roll":
                assert e.seat is not None
                per_seat.setdefault(e.seat, [0] * 6)[e.action["value"] - 1] += 1
        assert await store.roll_counts(gid) == per_seat
        if (await store.get_game(gid)).status == "finished":
            for face in range(6):
                expected_server[face] += sum(c[face] for c in per_seat.values())
    assert sum(expected_server) > 100
    assert await store.server_roll_counts(5) == expected_server
    assert await store.server_roll_counts(5, games=0) == [0] * 6
    assert await store.roll_counts(10**9) == {}


async def test_ratings_change_in_the_transaction_that_records_the_result(store: GameStore) -> None:
    """Issue 13: the rating update runs inside the result's transaction: a commit that
    fails (already done) changes no rating, and a finished game counts exactly once."""
    seen: list[dict[str, tuple[float, float] | None]] = []

    def rate(current: dict[str, tuple[float, float] | None]) -> dict[str, tuple[float, float]]:
        seen.append(dict(current))
        return {p: (25.0 + (2.0 if p == "user:1" else -2.0), 8.0) for p in current}

    rec = await store.create_game(where(7, 60), 1, {"x": 1})
    version = await store.commit_action(
        Commit(rec.id, 0, {"x": 2}, status=ACTIVE, initial_state={"x": 2})
    )
    players = ["user:1", "computer:hard"]
    done = await store.commit_action(
        Commit(rec.id, version, {"x": 3}, [entry()], status="finished", ratings=(players, rate))
    )
    assert seen == [{"user:1": None, "computer:hard": None}]
    with pytest.raises((StaleVersion, GameClosed)):
        await store.commit_action(
            Commit(rec.id, version, {"x": 4}, [entry(1)], ratings=(players, rate))
        )
    assert len(seen) == 1 and done == version + 1
    top = await store.ratings(7)
    assert [(r.player, r.games) for r in top] == [("user:1", 1), ("computer:hard", 1)]
    assert top[0].ordinal == pytest.approx(27.0 - 24.0) and top[0].history == (3.0,)
    assert await store.rating(7, "user:1") == top[0]
    assert await store.rating(8, "user:1") is None and await store.ratings(8) == []


async def test_the_favourite_colour_is_the_one_played_most(store: GameStore) -> None:
    for n, colour in enumerate(("blue", "red", "blue")):
        rec = await store.create_game(where(3, 90 + n), 1, {"x": 1})
        version = await store.commit_action(
            Commit(rec.id, 0, {"x": 2}, status=ACTIVE, initial_state={"x": 2})
        )
        result = PlayerResult(1, 1, 0, True, colour)
        await store.commit_action(
            Commit(rec.id, version, {"x": 3}, [entry()], status="finished", results=[result])
        )
    stats = await store.player_stats(3, 1)
    assert (stats.games, stats.wins) == (3, 3)
    assert stats.colours == (("blue", 2), ("red", 1)) and stats.favourite_colour == "blue"
    assert (await store.player_stats(3, 2)).favourite_colour is None
