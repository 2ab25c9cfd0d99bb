"""``ludobot migrate-to-postgres SQLITE_FILE URL``: every game, move log, setting,
statistic and rating copied, the counts checked, the ids kept, nothing mixed into a
database that already has games."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.cli import main
from bot.core.settings import GuildSettings, to_json
from bot.store import (
    ACTIVE,
    CANCELLED,
    Commit,
    GameStore,
    PlayerResult,
    open_postgres,
    open_store,
)
from tests import pg_server
from tests.store_helpers import (
    card,
    load_active_games,
    play_steps,
    raw_execute,
    replay,
    start_random_game,
    where,
)

TABLES = {
    "games": "id",
    "moves": "game_id, seq",
    "guild_settings": "guild_id",
    "player_stats": "guild_id, user_id",
    "ratings": "guild_id, player",
}


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with pg_server.fresh_database() as made:
        yield made


def _rate(current: dict[str, tuple[float, float] | None]) -> dict[str, tuple[float, float]]:
    return {p: (20.0 + len(p), 7.5) for p in current}


async def _fill(store: GameStore) -> None:
    """Games in every state, with logs, results, ratings and settings."""
    rng = random.Random(4)
    for channel in range(30):
        guild = 1 + channel % 3
        gid = await start_random_game(store, channel, rng, guild_id=guild)
        await play_steps(store, gid, rng, 10**6 if channel % 4 == 0 else rng.randint(0, 80))
        record = await store.get_game(gid)
        if channel % 7 == 3 and record.status == "active":
            await store.commit_action(Commit(gid, record.version, record.state, status=CANCELLED))
    lobby = await store.create_game(where(2, 100), 5, {"lobby": True})
    await store.save_shown({lobby.id: card(1234567890123456789, -1, None)})
    rec = await store.create_game(where(3, 101), 5, {"x": 1})
    version = await store.commit_action(
        Commit(rec.id, 0, {"x": 2}, status=ACTIVE, initial_state={"x": 2})
    )
    await store.commit_action(
        Commit(
            rec.id,
            version,
            {"x": 3},
            status="finished",
            results=[PlayerResult(7, 1, 2, True, "red"), PlayerResult(8, 2, 0, False, "blue")],
            ratings=(["user:7", "user:8", "computer:hard"], _rate),
            deadline=None,
        )
    )
    await store.set_guild_settings(1, to_json(GuildSettings(1, "fia", {"dice": "1"}, None)))
    await store.set_guild_settings(
        2, to_json(GuildSettings(2, "mejn", turn_timer=45, away="remove"))
    )
    # A damaged row is copied as it is (start-up sets it aside, as it would have).
    await raw_execute(store, "UPDATE games SET state = '{oops' WHERE place_key = '5'")


async def _rows(store: GameStore, table: str, order: str) -> list[tuple[Any, ...]]:
    from tests.store_helpers import raw_fetch

    return await raw_fetch(store, f"SELECT * FROM {table} ORDER BY {order}")


def test_every_row_is_copied_and_counted(
    url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ludobot.sqlite3"

    async def fill() -> None:
        async with await open_store(path) as store:
            await _fill(store)

    asyncio.run(fill())
    assert main(["migrate-to-postgres", str(path), url]) == 0
    lines = capsys.readouterr().out.splitlines()

    async def compare() -> None:
        async with await open_store(path) as sqlite, await open_postgres(url) as postgres:
            for table, order in TABLES.items():
                before = await _rows(sqlite, table, order)
                after = await _rows(postgres, table, order)
                assert len(before) > 0 and after == before, table
                assert f"{table}: {len(before)} rows copied and counted" in lines
            games = [r[0] for r in await _rows(sqlite, "games", "id")]
            for gid in games:
                record = await postgres.get_game(gid)
                initial = record.initial_state
                if initial is not None and "format" in initial and not record.broken_reason:
                    assert await replay(postgres, gid) == await replay(sqlite, gid)
            assert (await postgres.player_stats(3, 7)).favourite_colour == "red"
            rating = await postgres.rating(3, "computer:hard")
            assert rating is not None and rating.mu == 20.0 + len("computer:hard")
            # The next game is numbered after the copied ones (old buttons name ids).
            new = await postgres.create_game(where(9, 999), 1, {})
            assert new.id == max(games) + 1
            _, broken = await load_active_games(postgres)
            assert [(await postgres.get_game(b.id)).where.key for b in broken] == ["5"]

    asyncio.run(compare())
    # A second copy would mix two histories: refused, PostgreSQL left as it was.
    assert main(["migrate-to-postgres", str(path), url]) == 1
    assert "already has rows in games" in capsys.readouterr().err


def test_a_failed_copy_leaves_postgres_as_it_was(url: str, tmp_path: Path) -> None:
    path = tmp_path / "ludobot.sqlite3"

    async def setup() -> None:
        async with await open_store(path) as store:
            rec = await store.create_game(where(1, 1), 1, {})
            await store.commit_action(
                Commit(rec.id, 0, {"n": 0}, status=ACTIVE, initial_state={"n": 0})
            )
            # A row PostgreSQL's schema refuses (SQLite does not check VARCHAR's length).
            await raw_execute(store, "UPDATE games SET status = 'finished-long-ago-and-more'")

    asyncio.run(setup())
    assert main(["migrate-to-postgres", str(path), url]) == 1

    async def empty() -> None:
        conn = await asyncpg.connect(url)
        try:
            assert await conn.fetchval("SELECT COUNT(*) FROM games") == 0
            assert await conn.fetchval("SELECT COUNT(*) FROM moves") == 0
        finally:
            await conn.close()

    asyncio.run(empty())


def test_the_url_must_be_postgresql(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ludobot.sqlite3"
    path.touch()
    assert main(["migrate-to-postgres", str(path), str(tmp_path / "other.sqlite3")]) == 2
    assert "postgresql://" in capsys.readouterr().err
    assert main(["migrate-to-postgres", str(tmp_path / "missing"), "postgresql://x/y"]) == 2


def test_the_sqlite_file_is_left_as_it_was(
    url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An older database (schema 1) in rollback-journal mode: the copy brings a copy of
    it to this version's schema, and the file, its journal mode and its folder stay
    byte for byte as they were."""
    folder = tmp_path / "old"
    path = folder / "ludobot.sqlite3"

    async def old() -> None:
        async with await open_store(path, schema=1) as store:
            await raw_execute(
                store,
                "INSERT INTO games (guild_id, channel_id, host_id, status, state, version, "
                "created_at, updated_at) VALUES (1, 1, 1, 'lobby', '{}', 0, 0, 0)",
            )

    asyncio.run(old())
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = DELETE")
    db.close()
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert list(before) == ["ludobot.sqlite3"]
    path.chmod(0o444)  # read-only (root reads it anyway: the point is that nothing writes)
    assert main(["migrate-to-postgres", str(path), url]) == 0
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert "games: 1 rows copied and counted" in capsys.readouterr().out


def test_a_file_that_is_not_sqlite_is_one_line(
    url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database, but long enough to have a header " * 20)
    assert main(["migrate-to-postgres", str(path), url]) == 1
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert str(path) in line
    assert path.read_text().startswith("not a database")
