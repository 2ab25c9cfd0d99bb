"""The bot on shards and PostgreSQL, through the stand-in Discord: discord.py's
AutoShardedBot with LUDOBOT_SHARD_COUNT/IDS, a game played by buttons, and a second
process on the other shard that leaves this shard's games alone."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot.app import discord_bot
from bot.bot import ShardedLudoBot
from bot.config import Config
from bot.core import Partition
from bot.engine import SeededDice
from bot.health import Health, check, heartbeat_path
from bot.startup import Problem, check_database, serve
from bot.store import open_postgres
from bot.store.bus_figures import State
from cogs.ludo.places import route_of
from tests import pg_server
from tests.fakediscord import FakeDiscord
from tests.store_helpers import load_active_games
from tests.test_bot_e2e import is_board, new_game, play_turn, ply_of, said


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with pg_server.fresh_database() as made:
        yield made


async def test_a_game_through_the_sharded_bot_on_postgres(url: str) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        users = {u.id: u for u in (ann, bob)}
        mine = Partition(2, (Partition(2, (0,)).of(route_of(fd.guild.id)),))
        other = Partition(2, (1 - mine.indices[0],))
        bot = await discord_bot(
            url, shards=mine, dice_factory=lambda: SeededDice(4), computer_pause=0
        )
        assert isinstance(bot, ShardedLudoBot) and isinstance(bot, discord.AutoShardedClient)
        async with fd.running(bot):
            assert bot.shard_count == 2 and bot.shard_ids == list(mine.indices)
            _, board = await new_game(fd, ann, bob)
            board = fd.latest_message()
            assert is_board(board)
            for _ in range(6):
                ply = ply_of(board)
                answered = said(await play_turn(fd, users, board))
                assert all(c not in ("already_done", "out_of_date") for c, _ in answered)
                board = next(m for m in reversed(fd.public_messages()) if is_board(m))
                assert ply_of(board) > ply
            game_id = int(board.custom_ids[0].split(":")[1])
        # Stored in PostgreSQL, and loaded again by this shard's process only.
        async with await open_postgres(url) as store:
            record = await store.get_game(game_id)
            assert record.status == "active" and record.where.community == fd.guild.id
            assert [r.id for r in (await load_active_games(store, partition=mine))[0]] == [game_id]
            assert (await load_active_games(store, partition=other))[0] == []


async def test_a_sharded_start_on_postgres_is_seen_by_the_health_check(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``ludobot run``'s path with LUDOBOT_DATABASE a URL and two shards: the database is
    checked, the sharded bot connects, and ``ludobot health`` asks PostgreSQL."""
    monkeypatch.chdir(tmp_path)  # the heartbeat goes in ./data
    config = Config(
        "fake-token",
        Path("data/postgres-0-1"),
        None,
        "INFO",
        database_url=url,
        shard_count=2,
        shard_ids=(0, 1),
    )
    async with FakeDiscord() as fd:
        task = asyncio.create_task(serve(config, 1, 5))
        await fd.wait_ready()
        state = Health.NO_HEARTBEAT
        for _ in range(200):  # the heartbeat is written as on_ready runs
            state = (await asyncio.to_thread(check, config.database, 60, time.time(), url))[0]
            if state is Health.OK:
                break
            await asyncio.sleep(0.05)
        assert state is Health.OK
        # The bus to the other processes listens, serving both shards.
        bus = json.loads(heartbeat_path(config.database).read_text(encoding="utf-8"))["bus"]
        assert bus["state"] == State.CONNECTED and bus["serving"] == [0, 1]
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    # Connected, but PostgreSQL does not answer: named without its password.
    heartbeat_path(config.database).write_text(json.dumps({"time": time.time(), "connected": True}))
    down = "postgresql://ludobot:s3cret@127.0.0.1:9/ludobot"
    state, line = await asyncio.to_thread(check, config.database, 60, time.time(), down)
    assert state is Health.DATABASE and "s3cret" not in line


async def test_a_database_that_does_not_answer_stops_the_start(url: str) -> None:
    assert await check_database(url) is None
    failure = await check_database("postgresql://ludobot:s3cret@127.0.0.1:9/ludobot")
    assert failure is not None and failure.problem is Problem.POSTGRES
    assert failure.exit_code == 4 and "s3cret" not in failure.reason()
