"""The store: transactions, the one-game-per-channel rule, migrations, replay, crashes."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import aiosqlite
import pytest

from bot.engine import Game
from bot.store import (
    SCHEMA_VERSION,
    ChannelBusy,
    GuildSettings,
    LogEntry,
    PlayerResult,
    SchemaTooNew,
    StaleVersion,
    open_store,
)
from tests.store_helpers import play_steps, replay, start_random_game

ROOT = Path(__file__).resolve().parent.parent


async def test_database_and_folder_are_created(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "ludobot.sqlite3"
    store = await open_store(path)
    try:
        async with store.connection.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone()) == ("wal",)
        async with store.connection.execute("PRAGMA foreign_keys") as cur:
            assert (await cur.fetchone()) == (1,)
        async with store.connection.execute("PRAGMA user_version") as cur:
            assert (await cur.fetchone()) == (SCHEMA_VERSION,)
    finally:
        await store.close()
    assert path.exists()


async def test_one_open_game_per_channel_is_enforced_by_the_database(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    try:
        first = await store.create_game(1, 10, 5, {"x": 1})
        with pytest.raises(ChannelBusy) as busy:
            await store.create_game(1, 10, 6, {"x": 2})
        assert busy.value.game_id == first.id
        # Not only the code: a raw insert is refused by the partial unique index.
        with pytest.raises(sqlite3.IntegrityError):
            await store.connection.execute(
                "INSERT INTO games (channel_id, status, state, created_at, updated_at) "
                "VALUES (10, 'active', '{}', 0, 0)"
            )
        await store.commit(first.id, 0, {"x": 1}, status="finished")
        second = await store.create_game(1, 10, 6, {"x": 3})
        assert second.id != first.id
    finally:
        await store.close()


async def test_commit_is_atomic_and_versioned(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    try:
        rec = await store.create_game(1, 10, 5, {"n": 0})
        entry = LogEntry(5, 0, {"type": "roll", "value": 3}, 3, [{"kind": "rolled"}])
        assert await store.commit(rec.id, 0, {"n": 1}, entry) == 1
        with pytest.raises(StaleVersion) as stale:
            await store.commit(rec.id, 0, {"n": 99}, entry)
        assert "already done" in str(stale.value)
        again = await store.get_game(rec.id)
        assert again.state == {"n": 1} and again.version == 1
        log = await store.log_entries(rec.id)
        assert [(e.seq, e.action, e.dice) for e in log] == [(1, {"type": "roll", "value": 3}, 3)]
    finally:
        await store.close()


async def test_racing_the_same_action_exactly_one_wins(tmp_path: Path) -> None:
    path = tmp_path / "db"
    store_a = await open_store(path)
    store_b = await open_store(path)
    try:
        rec = await store_a.create_game(1, 10, 5, {"n": 0})
        for version in range(20):
            entry = LogEntry(5, 0, {"type": "pass"}, None, [])
            tasks = [
                store.commit(rec.id, version, {"n": version + 1}, entry)
                for store in (store_a, store_a, store_b, store_b)
            ]
            results = await asyncio.gather(*tasks, return_exceptions=True)
            wins = [r for r in results if isinstance(r, int)]
            losses = [r for r in results if isinstance(r, StaleVersion)]
            assert wins == [version + 1] and len(losses) == 3, results
        assert len(await store_b.log_entries(rec.id)) == 20
    finally:
        await store_a.close()
        await store_b.close()


async def test_replaying_the_log_gives_the_stored_state(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    rng = random.Random(7)
    try:
        for channel in range(40):
            game_id = await start_random_game(store, channel, rng)
            await play_steps(store, game_id, rng, 100_000)
            record = await store.get_game(game_id)
            assert record.status == "finished"
            assert await replay(store, game_id) == Game.from_dict(record.state)
    finally:
        await store.close()


async def test_broken_rows_are_reported_and_the_rest_load(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    rng = random.Random(3)
    try:
        good = await start_random_game(store, 1, rng)
        bad_json = await start_random_game(store, 2, rng)
        bad_version = await start_random_game(store, 3, rng)
        await store.connection.execute(
            "UPDATE games SET state = '{not json' WHERE id = ?", (bad_json,)
        )
        state = (await store.get_game(bad_version)).state
        state["format"] = 999
        await store.connection.execute(
            "UPDATE games SET state = ? WHERE id = ?", (json.dumps(state), bad_version)
        )

        def validate(record: object) -> None:
            Game.from_dict(record.state)  # type: ignore[attr-defined]

        loaded, broken = await store.load_open_games(validate)
        assert [r.id for r in loaded] == [good]
        assert sorted(b.id for b in broken) == [bad_json, bad_version]
        assert any("format" in b.reason for b in broken)
        # The channel of a broken game is free again; the good one is untouched.
        assert await store.open_game_in_channel(2) is None
        loaded, broken = await store.load_open_games(validate)
        assert [r.id for r in loaded] == [good] and broken == []
    finally:
        await store.close()


async def test_migrations_from_every_earlier_version(tmp_path: Path) -> None:
    for start in range(SCHEMA_VERSION):
        path = tmp_path / f"v{start}.sqlite3"
        old = await open_store(path, schema=start)
        if start >= 1:
            await old.connection.execute(
                "INSERT INTO games (guild_id, channel_id, status, state, version, created_at, "
                "updated_at) VALUES (1, 77, 'active', '{\"kept\": true}', 4, 0, 0)"
            )
        await old.close()
        store = await open_store(path)
        try:
            async with store.connection.execute("PRAGMA user_version") as cur:
                assert (await cur.fetchone()) == (SCHEMA_VERSION,)
            if start >= 1:
                rec = await store.open_game_in_channel(77)
                assert rec is not None and rec.state == {"kept": True} and rec.version == 4
            await store.set_guild_settings(GuildSettings(1, "fia"))
            assert (await store.get_guild_settings(1)).preset == "fia"
        finally:
            await store.close()


async def test_a_newer_database_refuses_to_start(tmp_path: Path) -> None:
    path = tmp_path / "db"
    async with aiosqlite.connect(path) as db:
        await db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        await db.commit()
    with pytest.raises(SchemaTooNew, match="upgrade ludobot"):
        await open_store(path)


async def test_settings_and_statistics(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    try:
        assert await store.get_guild_settings(9) == GuildSettings(9)
        settings = GuildSettings(9, "ludo", {"capture": "no"}, 60, "en", False)
        await store.set_guild_settings(settings)
        assert await store.get_guild_settings(9) == settings
        await store.reset_guild_settings(9)
        assert await store.get_guild_settings(9) == GuildSettings(9)
        await store.record_results(9, [PlayerResult(1, 1, 3, True), PlayerResult(2, 2, 0, False)])
        await store.record_results(9, [PlayerResult(2, 1, 1, True), PlayerResult(1, 2, 2, False)])
        await store.record_results(9, [PlayerResult(2, 1, 0, True)])
        one = await store.player_stats(9, 1)
        assert (one.games, one.wins, one.places_sum, one.captures) == (2, 1, 3, 5)
        board = await store.leaderboard(9)
        assert [s.user_id for s in board] == [2, 1]
        assert (await store.player_stats(8, 1)).games == 0
    finally:
        await store.close()


async def test_prune_keeps_open_games(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    try:
        rec = await store.create_game(1, 1, 1, {})
        done = await store.create_game(1, 2, 1, {})
        await store.commit(done.id, 0, {}, status="finished")
        await store.connection.execute("UPDATE games SET updated_at = 0")
        assert await store.prune_finished(30) == 1
        assert (await store.get_game(rec.id)).status == "lobby"
    finally:
        await store.close()


def test_crash_kills_lose_nothing_that_was_committed(tmp_path: Path) -> None:
    """SIGKILL a child at random moments, at least 50 times; after each kill the file is
    sound, every game equals the replay of its log, and no reported commit is missing."""
    path = tmp_path / "crash.sqlite3"
    rng = random.Random(11)
    reported: dict[int, int] = {}
    kills = 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    while kills < 50:
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.crash_child", str(path), str(kills + 1)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert child.stdout is not None
        # Wait for a random number of commits, then kill mid-flight.
        target = rng.randint(1, 40)
        for _ in range(target):
            line = child.stdout.readline()
            if not line:
                break
            _, game_id, version = line.split()
            reported[int(game_id)] = max(reported.get(int(game_id), 0), int(version))
        child.send_signal(signal.SIGKILL)
        for line in child.stdout:  # commits reported before the kill landed
            _, game_id, version = line.split()
            reported[int(game_id)] = max(reported.get(int(game_id), 0), int(version))
        child.wait()
        kills += 1
        asyncio.run(_check_after_crash(path, reported))
    assert kills >= 50


async def _check_after_crash(path: Path, reported: dict[int, int]) -> None:
    store = await open_store(path)
    try:
        async with store.connection.execute("PRAGMA integrity_check") as cur:
            assert (await cur.fetchone()) == ("ok",)
        async with store.connection.execute("SELECT id, version FROM games") as cur:
            versions = dict(await cur.fetchall())
        for game_id, version in reported.items():
            assert versions.get(game_id, -1) >= version, f"game {game_id} lost commits"
        for game_id in versions:
            record = await store.get_game(game_id)
            if record.initial_state is None:
                continue  # killed between creating the lobby and starting the game
            assert await replay(store, game_id) == Game.from_dict(record.state)
    finally:
        await store.close()
