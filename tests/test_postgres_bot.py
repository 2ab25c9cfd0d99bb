"""The bot on shards and PostgreSQL, through the stand-in Discord: discord.py's
AutoShardedBot with LUDOBOT_SHARD_COUNT/IDS, a game played by buttons, and a second
process on the other shard that leaves this shard's games alone."""

from __future__ import annotations

from collections.abc import AsyncIterator

import discord
import pytest

from bot.bot import ShardedLudoBot, new_bot
from bot.core import Shards
from bot.engine import SeededDice
from bot.store import open_postgres
from tests import pg_server
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import is_board, new_game, play_turn, ply_of, said


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with pg_server.fresh_database() as made:
        yield made


async def test_a_game_through_the_sharded_bot_on_postgres(url: str) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        users = {u.id: u for u in (ann, bob)}
        mine = Shards(2, (Shards(2, (0,)).of(fd.guild.id),))
        other = Shards(2, (1 - mine.ids[0],))
        bot = new_bot(url, shards=mine, dice_factory=lambda: SeededDice(4), computer_pause=0)
        assert isinstance(bot, ShardedLudoBot) and isinstance(bot, discord.AutoShardedClient)
        async with fd.running(bot):
            assert bot.shard_count == 2 and bot.shard_ids == list(mine.ids)
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
            assert record.status == "active" and record.guild_id == fd.guild.id
            assert [r.id for r in (await store.load_active_games(shards=mine))[0]] == [game_id]
            assert (await store.load_active_games(shards=other))[0] == []
