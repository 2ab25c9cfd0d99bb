"""PostgreSQL beyond the store's shared suite (tests/test_store.py runs that on both
backends): several cores and processes on one database, shards, deadlines claimed by
exactly one process, migrations from every earlier version with data. The server is
started by :mod:`tests.pg_server` (skipped, with how to install it, without binaries)."""

from __future__ import annotations

import asyncio
import itertools
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.core import Actor, Answer, Behind, GameService, Partition, Refused
from bot.core.commands import AddComputer, Join, Start
from bot.core.tables import Table
from bot.engine import Game
from bot.engine.computers import Level
from bot.store import (
    ACTIVE,
    SCHEMA_VERSION,
    Commit,
    GameStore,
    LogEntry,
    PlayerResult,
    PostgresStore,
    Rater,
    SchemaTooNew,
    open_postgres,
    open_store,
)
from bot.store.postgres import migrate_postgres
from cogs.ludo.places import route_of
from tests import pg_server
from tests.core_helpers import here, new_lobby
from tests.pg_child import next_press
from tests.store_helpers import (
    card,
    check_old_version,
    fill_old_version,
    load_active_games,
    raw_execute,
    raw_fetch,
    where,
)
from tests.test_core_ports import CountingDice, HeldDeadlines

ROOT = Path(__file__).resolve().parent.parent
ANN, BOB = 1, 2
GUILD, CHANNEL = 10, 500


@pytest.fixture
async def url() -> AsyncIterator[str]:
    """A fresh database on the session's server."""
    async with pg_server.fresh_database() as made:
        yield made


class Gate(PostgresStore):
    """A store that, once armed, holds the next action at a barrier shared with another
    core's store until both cores have it: the two clicks arrive at the same instant."""

    def __init__(self, pool: asyncpg.Pool[Any], barrier: asyncio.Barrier) -> None:
        super().__init__(pool)
        self.barrier = barrier
        self.armed = False

    @asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        if self.armed:
            self.armed = False
            await self.barrier.wait()
        async with super().hold(game_id):
            yield


async def _lobby(core: GameService, computers: int = 0) -> int:
    """A running game of Ann and Bob (and ``computers`` normal computers)."""
    ann, bob = Actor(ANN, "Ann", here(CHANNEL)), Actor(BOB, "Bob", here(CHANNEL))
    gid = (await new_lobby(core, GUILD, CHANNEL, ANN, "Ann")).game_id
    await core.execute(gid, bob, Join())
    for _ in range(computers):
        await core.execute(gid, ann, AddComputer(Level.NORMAL))
    await core.execute(gid, ann, Start())
    return gid


async def _check_log(store: GameStore, game_id: int) -> Game:
    """The stored game equals the replay of its log, and the log has no hole."""
    record = await store.get_game(game_id)
    seqs = [e.seq for e in await store.log_entries(game_id)]
    assert seqs == sorted(set(seqs)) and seqs[-1] == record.version
    state = Table.from_json(record.state).game
    assert state is not None
    assert record.initial_state is not None
    game = Table.from_json(record.initial_state).game
    assert game is not None
    for entry in await store.log_entries(game_id):
        game.apply(entry.action)
    assert game == state
    return state


# -- two cores, one database -------------------------------------------------------------


async def test_two_cores_get_the_same_click_at_once_exactly_one_applies(url: str) -> None:
    """Two GameService objects on two pools (two processes' worth): each receives the
    same click at the same instant, for 40 turns. Each time exactly one applies (with
    the move it forces, if any) and the other is refused as behind: the game's lock in
    the database made it wait, and it found its own press done by the other
    (already_done); the in-process lock could not have done it. (tests/test_store.py
    races the commits themselves, without the lock.)"""
    barrier = asyncio.Barrier(2)
    opened = [await open_postgres(url), await open_postgres(url)]
    stores = [Gate(s.pool, barrier) for s in opened]
    cores = [
        GameService(s, wall=lambda: 100.0, scheduler=HeldDeadlines(), dice=CountingDice())
        for s in stores
    ]
    plain = GameService(opened[0], wall=lambda: 100.0, scheduler=HeldDeadlines())
    gid = await _lobby(plain)
    try:
        for _ in range(40):
            record = await plain.store.get_game(gid)
            press = next_press(Table.from_json(record.state))
            if press is None:
                break
            for store in stores:
                store.armed = True
            results = await asyncio.gather(
                *(core.execute(gid, *press) for core in cores), return_exceptions=True
            )
            applied = [r for r in results if isinstance(r, Answer)]
            refused = [r for r in results if isinstance(r, Refused)]
            assert len(applied) == 1 and len(refused) == 1, results
            assert isinstance(refused[0], Behind)
            # The same person's same press, done by the other process: already done.
            assert refused[0].note.code == "already_done"
            assert applied[0].version > record.version
            assert (await plain.store.get_game(gid)).version == applied[0].version
        await _check_log(opened[0], gid)
    finally:
        for core in (*cores, plain):
            await core.close()
        for pg_store in opened:
            await pg_store.close()


async def test_a_deadline_held_by_two_cores_is_served_by_exactly_one(url: str) -> None:
    """Both cores loaded the game and hold its computer's deadline; when it comes both
    try to serve it at once: the claim (FOR UPDATE SKIP LOCKED) lets exactly one act."""
    stores = [await open_postgres(url), await open_postgres(url)]
    held = [HeldDeadlines(), HeldDeadlines()]
    cores = [
        GameService(s, wall=lambda: 100.0, scheduler=h, computer_pause=5)
        for s, h in zip(stores, held, strict=True)
    ]
    shown: list[Answer] = []

    async def show(out: Answer) -> None:
        shown.append(out)

    for core in cores:
        core.listen(show)
    gid = await _lobby(cores[0], computers=2)
    try:
        for _ in range(30):
            record = await cores[0].store.get_game(gid)
            press = next_press(Table.from_json(record.state))
            assert press is not None
            if press[0].user_id is not None:  # a person's turn: press it, on either core
                await cores[0].execute(gid, *press)
                continue
            for core, h in zip(cores, held, strict=True):
                h.due_at.clear()
                await core.load()  # each holds the stored deadline of this version
                assert h.due_at[gid][1] == record.version
            before = len(shown)
            await asyncio.gather(*(h.fire(gid) for h in held))
            assert len(shown) == before + 1  # one step, shown once
            assert (
                (await cores[0].store.get_game(gid)).version == shown[-1].version > record.version
            )
        await _check_log(stores[0], gid)
    finally:
        for core in cores:
            await core.close()
        for store in stores:
            await store.close()


async def test_a_claimed_deadline_comes_again_if_its_process_dies(url: str) -> None:
    """A process claims a computer's deadline and dies before the step commits: a
    restart (load) serves it once the claim's lease is over; nothing is lost."""
    store = await open_postgres(url)
    try:
        first = GameService(store, wall=lambda: 100.0, scheduler=HeldDeadlines())
        gid = await _lobby(first, computers=2)
        while (press := next_press(Table.from_json((await first.store.get_game(gid)).state))) and (
            press[0].user_id is not None
        ):
            await first.execute(gid, *press)
        record = await first.store.get_game(gid)
        assert await store.claim_due(gid, record.version, record.deadline, 1000.0)
        assert not await store.claim_due(gid, record.version, record.deadline, 1000.0)
        await first.close()  # "died": the step was never committed
        held = HeldDeadlines()
        restart = GameService(store, wall=lambda: 1000.0, scheduler=held)
        await restart.load()
        assert held.due_at[gid] == (1000.0, record.version)
        await held.fire(gid)
        assert (await restart.store.get_game(gid)).version > record.version
        await restart.close()
    finally:
        await store.close()


# -- two OS processes ----------------------------------------------------------------


def _child(url: str, game_id: int, name: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.pg_child", "play", url, str(game_id), name],
        cwd=cwd,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _span(line: str) -> tuple[int, int]:
    _, read, written = line.split()
    return int(read), int(written)


def _read_lines(child: subprocess.Popen[str]) -> tuple[list[str], threading.Thread]:
    lines: list[str] = []
    assert child.stdout is not None
    reader = threading.Thread(target=lines.extend, args=(child.stdout,), daemon=True)
    reader.start()
    return lines, reader


async def _new_game(url: str) -> int:
    """Two people's game: every press names the turn (ply) it is for. (A computer's
    step names none: two processes may rightly play two steps in a row.)"""
    store = await open_postgres(url)
    core = GameService(store, wall=lambda: 100.0, scheduler=HeldDeadlines())
    try:
        return await _lobby(core)
    finally:
        await core.close()
        await store.close()


def test_two_processes_race_every_click_and_each_applies_once(url: str, tmp_path: Path) -> None:
    """Two processes, each with its own core and pool, press for whoever is to act in
    the same game at the same time, to its end: every version is won by exactly one of
    them; the other's press is refused (already_done: the same press was done)."""
    game_id = asyncio.run(_new_game(url))
    start = asyncio.run(_version(url, game_id))
    children = [_child(url, game_id, name, tmp_path) for name in ("a", "b")]
    readers = [_read_lines(c) for c in children]
    # Both must be waiting at the start line, or a slow starter finds the game over and
    # the other has played it alone (no press of it refused: nothing raced).
    for child, (out, _) in zip(children, readers, strict=True):
        deadline = time.monotonic() + 60
        while "ready\n" not in out and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.005)
        assert "ready\n" in out, child.stderr.read() if child.stderr else ""
    (tmp_path / f"{game_id}.go").touch()
    for child in children:
        assert child.wait(timeout=300) == 0, child.stderr.read() if child.stderr else ""
    for _, reader in readers:
        reader.join()
    lines = [line.split() for out, _ in readers for line in out]
    won = sorted((int(w[1]), int(w[2])) for w in lines if w[0] == "won")
    codes = {w[1] for w in lines if w[0] == "lost"}
    end = asyncio.run(_version(url, game_id))
    # Each action applied on the version just before it: the spans tile the history,
    # none overlaps another (no action applied twice, none on a stale state).
    assert _tiles(won, start, end)
    # Refused as behind: the same press done by the other process (already_done), the
    # turn gone by (out_of_date), or the game with it (over).
    assert codes <= {"already_done", "out_of_date", "over"}, codes
    assert codes & {"already_done", "out_of_date"}, codes
    asyncio.run(_finished(url, game_id))


def _tiles(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """The (read, written] spans follow each other from ``start`` to ``end``."""
    at = start
    for read, written in sorted(spans):
        if read != at or written <= read:
            return False
        at = written
    return at == end


async def _version(url: str, game_id: int) -> int:
    async with await open_postgres(url) as store:
        return (await store.get_game(game_id)).version


async def _finished(url: str, game_id: int) -> None:
    async with await open_postgres(url) as store:
        assert (await store.get_game(game_id)).status == "finished"
        assert (await _check_log(store, game_id)).is_over


def test_sigkill_one_process_mid_game_the_other_finishes_it(url: str, tmp_path: Path) -> None:
    """Kill one of two racing processes (SIGKILL) mid-game, at random moments, three
    times (a fresh process takes its place); the game goes on to its end and every
    action either of them reported as applied is in the log."""
    game_id = asyncio.run(_new_game(url))
    start = asyncio.run(_version(url, game_id))
    rng = random.Random(5)
    (tmp_path / f"{game_id}.go").touch()
    survivor = _child(url, game_id, "survivor", tmp_path)
    survivor_lines, survivor_reader = _read_lines(survivor)
    reported: list[tuple[int, int]] = []
    for n in range(3):
        victim = _child(url, game_id, f"victim{n}", tmp_path)
        lines, reader = _read_lines(victim)
        wanted = rng.randint(3, 30)
        deadline = time.monotonic() + 60
        while len(lines) < wanted and time.monotonic() < deadline and victim.poll() is None:
            time.sleep(0.002)
        time.sleep(rng.uniform(0, 0.005))
        victim.send_signal(signal.SIGKILL)
        victim.wait()
        reader.join()
        reported += [_span(line) for line in lines if line.startswith("won")]
    assert survivor.wait(timeout=300) == 0, survivor.stderr.read() if survivor.stderr else ""
    survivor_reader.join()
    reported += [_span(line) for line in survivor_lines if line.startswith("won")]
    spans = sorted(reported)
    # No two reported actions overlap (none applied twice); a killed process may have
    # committed its last action without reporting it, so gaps are allowed.
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(spans))

    async def check() -> None:
        async with await open_postgres(url) as store:
            state = await _check_log(store, game_id)
            assert state.is_over
            seqs = {e.seq for e in await store.log_entries(game_id)}
            # Nothing reported as applied was lost.
            assert {written for _, written in spans} <= seqs
            assert spans[0][0] >= start

    asyncio.run(check())


# -- shards --------------------------------------------------------------------------------


def _guild_of_shard(shard: int, count: int, n: int = 0) -> int:
    """A server id (a snowflake) that Discord puts on ``shard`` of ``count``."""
    guild = ((n * count + shard) << 22) | 12345
    assert Partition(count, (shard,)).of(route_of(guild)) == shard
    return guild


async def test_each_process_loads_and_serves_only_its_shards_games(url: str) -> None:
    store = await open_postgres(url)
    try:
        setup = GameService(store, wall=lambda: 100.0, scheduler=HeldDeadlines())
        games: dict[int, list[int]] = {0: [], 1: [], 2: []}
        for shard in range(3):
            for n in range(4):
                guild = _guild_of_shard(shard, 3, n)
                out = await new_lobby(setup, guild, 1000 + shard * 10 + n, ANN, "Ann")
                games[shard].append(out.game_id)
        dm = (await new_lobby(setup, None, 2000, ANN, "Ann")).game_id  # outside a server
        for shard in range(3):
            loaded, _ = await load_active_games(store, partition=Partition(3, (shard,)))
            expected = games[shard] + ([dm] if shard == 0 else [])
            assert sorted(r.id for r in loaded) == sorted(expected)
        loaded, _ = await load_active_games(store, partition=Partition(3, (1, 2)))
        assert sorted(r.id for r in loaded) == sorted(games[1] + games[2])
        # The core loads and redraws its own shards' games only.
        await store.save_shown({gid: card(99, -1, None) for gid in games[0] + games[1]})
        core = GameService(store, scheduler=HeldDeadlines(), partition=Partition(3, (1,)))
        count, _ = await core.load()
        assert count == len(games[1])
        assert sorted(await core.queries.games_behind(0)) == sorted(games[1])
        await core.close()
        await setup.close()
    finally:
        await store.close()


def test_shards_follow_discords_formula() -> None:
    # Discord's documentation: shard_id = (guild_id >> 22) % num_shards; DMs on shard 0.
    # The Discord edge routes a game by that key, so its shards partition the routes.
    guild = 81384788765712384
    assert Partition(2, (0,)).of(route_of(guild)) == (guild >> 22) % 2
    assert route_of(guild) in Partition(4, ((guild >> 22) % 4,))
    assert route_of(guild) not in Partition(4, (((guild >> 22) + 1) % 4,))
    assert route_of(None) in Partition(4, (0,)) and route_of(None) not in Partition(4, (1,))
    assert None not in Partition(4, (0,))
    with pytest.raises(ValueError):
        Partition(2, (2,))
    with pytest.raises(ValueError):
        Partition(0, ())


# -- migrations ----------------------------------------------------------------------------


async def _schema(conn: asyncpg.pool.PoolConnectionProxy[Any]) -> dict[str, object]:
    columns = await conn.fetch(
        "SELECT table_name, column_name, data_type, is_nullable, column_default "
        "FROM information_schema.columns WHERE table_schema = 'public' "
        "ORDER BY table_name, column_name"
    )
    indexes = await conn.fetch(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname"
    )
    return {"columns": [tuple(r) for r in columns], "indexes": [tuple(r) for r in indexes]}


async def test_migrations_from_an_empty_database_and_every_earlier_version(url: str) -> None:
    """As on SQLite (tests/test_store.py), with the same rows: each earlier version
    migrates to the schema of a fresh database and keeps everything."""
    server = pg_server.server_or_skip()
    async with await open_postgres(url) as fresh, fresh.pool.acquire() as conn:
        expected = await _schema(conn)
    for start in range(SCHEMA_VERSION):
        db = await server.create_database()
        try:
            old = await open_postgres(db, schema=start)
            async with old.pool.acquire() as conn:
                assert await conn.fetchval("SELECT version FROM ludobot_schema") == start
            if start >= 1:
                rows = await fill_old_version(partial(raw_execute, old), start)
                # The ids were given by hand: the sequence goes on after them.
                await raw_execute(
                    old,
                    "SELECT setval(pg_get_serial_sequence('games', 'id'), "
                    "(SELECT MAX(id) FROM games))",
                )
            await old.close()
            async with await open_postgres(db) as store:
                async with store.pool.acquire() as conn:
                    version = await conn.fetchval("SELECT version FROM ludobot_schema")
                    assert version == SCHEMA_VERSION
                    assert await _schema(conn) == expected
                if start >= 1:
                    await check_old_version(store, start, rows)
        finally:
            await server.drop_database(db)


async def test_several_processes_migrating_a_fresh_database_at_once(url: str) -> None:
    stores = await asyncio.gather(*(open_postgres(url, pool_size=1) for _ in range(6)))
    try:
        async with stores[0].pool.acquire() as conn:
            assert await conn.fetchval("SELECT version FROM ludobot_schema") == SCHEMA_VERSION
            assert await conn.fetchval("SELECT COUNT(*) FROM ludobot_schema") == 1
        await stores[1].create_game(where(1, 1), 1, {})
        assert await stores[5].open_game_at("discord", "1") is not None
    finally:
        for store in stores:
            await store.close()


async def test_a_failed_migration_changes_nothing_and_a_newer_database_is_refused(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.store import migrations

    await (await open_postgres(url, schema=1)).close()
    broken = (*migrations.MIGRATIONS[:1], ("CREATE TABLE half_done (a INTEGER)", "NOT SQL AT ALL"))
    monkeypatch.setattr(migrations, "MIGRATIONS", broken)
    with pytest.raises(asyncpg.PostgresSyntaxError):
        await open_postgres(url)
    monkeypatch.undo()
    conn = await asyncpg.connect(url)
    try:
        assert await conn.fetchval("SELECT version FROM ludobot_schema") == 1
        assert await conn.fetchval("SELECT to_regclass('half_done')") is None
        assert await conn.fetchval("SELECT to_regclass('guild_settings')") is None
        assert await migrate_postgres(conn) == 1
        await conn.execute("UPDATE ludobot_schema SET version = $1", SCHEMA_VERSION + 1)
    finally:
        await conn.close()
    with pytest.raises(SchemaTooNew, match=f"version {SCHEMA_VERSION + 1}.*upgrade ludobot"):
        await open_postgres(url)


async def test_results_and_ratings_of_games_finishing_at_once_all_count(url: str) -> None:
    """Statistics and ratings are read, then written: on PostgreSQL several transactions
    run at once, and a per-server lock keeps their updates from overwriting each other."""
    stores = [await open_postgres(url) for _ in range(4)]
    calls: list[int] = []

    def rate(current: dict[str, tuple[float, float] | None]) -> dict[str, tuple[float, float]]:
        calls.append(1)
        return {p: ((v or (25.0, 8.0))[0] + 1.0, 8.0) for p, v in current.items()}

    try:
        ids = []
        for n in range(12):
            rec = await stores[0].create_game(where(3, 100 + n), 1, {"x": 1})
            started = await stores[0].commit_action(
                Commit(rec.id, 0, {"x": 2}, status=ACTIVE, initial_state={"x": 2})
            )
            ids.append((rec.id, started))
        entry = LogEntry(1, 0, {"type": "roll", "value": 3}, 3, [])
        ratings: tuple[Sequence[str], Rater] = (["user:1"], rate)
        await asyncio.gather(
            *(
                stores[n % 4].commit_action(
                    Commit(
                        gid,
                        version,
                        {"x": 3},
                        [entry],
                        status="finished",
                        results=[PlayerResult(1, 1, 2, True, "red" if n % 2 else "blue")],
                        ratings=ratings,
                    )
                )
                for n, (gid, version) in enumerate(ids)
            )
        )
        stats = await stores[1].player_stats(3, 1)
        assert (stats.games, stats.wins, stats.captures) == (12, 12, 24)
        assert stats.colours == (("blue", 6), ("red", 6))
        rating = await stores[2].rating(3, "user:1")
        assert rating is not None and (rating.games, rating.mu) == (12, 25.0 + 12)
    finally:
        for store in stores:
            await store.close()


async def test_a_games_hold_keeps_other_processes_out_until_released(url: str) -> None:
    """The game lock is released when the action ends, normally or by an error, and
    holds only that game."""
    first, second = await open_postgres(url), await open_postgres(url)
    try:
        order: list[str] = []

        async def other() -> None:
            async with second.hold(7):
                order.append("second")

        async with first.hold(7):
            waiting = asyncio.create_task(other())
            async with second.hold(8):  # another game is free
                order.append("other game")
            await asyncio.sleep(0.2)
            assert not waiting.done()
            order.append("first")
        await asyncio.wait_for(waiting, 5)
        assert order == ["other game", "first", "second"]
        with pytest.raises(RuntimeError):
            async with first.hold(7):
                raise RuntimeError("an action that failed")
        async with second.hold(7):  # released all the same
            pass
    finally:
        await first.close()
        await second.close()


async def test_a_plain_sql_migration_appended_runs_on_both_databases(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A later migration written once in portable SQL (no Dialects) needs nothing more:
    the same numbered list serves both databases."""
    from bot.store import migrations

    later = ("ALTER TABLE guild_settings ADD COLUMN motto TEXT NOT NULL DEFAULT 'hi'",)
    monkeypatch.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS, later))
    target = SCHEMA_VERSION + 1
    stores: list[GameStore] = [
        await open_store(tmp_path / "db.sqlite3", schema=target),
        await open_postgres(url, schema=target),
    ]
    try:
        for store in stores:
            await store.set_guild_settings(1, {"preset": "fia"})
            assert await raw_fetch(store, "SELECT motto FROM guild_settings") == [("hi",)]
    finally:
        for store in stores:
            await store.close()


async def test_a_failing_log_row_rolls_back_the_whole_action(url: str) -> None:
    """On PostgreSQL a commit is one statement (the update and its log row): a log row
    that fails leaves the game as it was, and the connection usable."""
    async with await open_postgres(url) as store:
        rec = await store.create_game(where(1, 1), 5, {})
        await store.commit_action(
            Commit(rec.id, 0, {"n": 0}, status=ACTIVE, initial_state={"n": 0})
        )
        await raw_execute(
            store,
            "INSERT INTO moves (game_id, seq, action, events, at) VALUES (?, 2, '{}', '[]', 0)",
            rec.id,
        )
        entry = LogEntry(5, 0, {"type": "roll", "value": 3}, 3, [])
        async with store.hold(rec.id):
            with pytest.raises(asyncpg.UniqueViolationError):
                await store.commit_action(Commit(rec.id, 1, {"n": 1}, [entry]))
            kept = await store.get_game(rec.id)
            assert (kept.version, kept.state) == (1, {"n": 0})
        await raw_execute(store, "DELETE FROM moves")
        assert await store.commit_action(Commit(rec.id, 1, {"n": 1}, [entry])) == 2
        assert [e.seq for e in await store.log_entries(rec.id)] == [2]


class Flaky(PostgresStore):
    """A store whose next commit fails as a lost connection would."""

    fail = False

    async def commit_action(self, *args: Any, **kw: Any) -> int:
        if self.fail:
            self.fail = False
            raise ConnectionResetError("the database went away")
        return await super().commit_action(*args, **kw)


async def test_a_step_whose_database_failed_is_tried_again_when_its_claim_runs_out(
    url: str,
) -> None:
    opened = await open_postgres(url)
    store = Flaky(opened.pool)
    held = HeldDeadlines()
    core = GameService(store, wall=lambda: 100.0, scheduler=held, computer_pause=5)
    try:
        gid = await _lobby(core, computers=2)
        while (press := next_press(Table.from_json((await core.store.get_game(gid)).state))) and (
            press[0].user_id is not None
        ):
            await core.execute(gid, *press)
        version = (await core.store.get_game(gid)).version
        store.fail = True
        await held.fire(gid)
        assert (await core.store.get_game(gid)).version == version  # nothing applied
        assert held.due_at[gid] == (100.0 + 5 + 60, version)  # again when the claim ends
        await held.fire(gid)
        assert (await core.store.get_game(gid)).version > version
    finally:
        await core.close()
        await opened.close()
