"""Slash commands go to Discord on demand: at a start only when they changed (one read
otherwise), and always with ``ludobot sync``."""

from __future__ import annotations

import re
from pathlib import Path

from bot.app import discord_bot
from tests.fakediscord import FakeDiscord

COMMANDS = re.compile(r"/applications/\d+/commands$")


def sent(fd: FakeDiscord) -> int:
    return sum(1 for method, path, _ in fd.requests if method == "PUT" and COMMANDS.search(path))


async def test_commands_are_sent_when_they_changed_not_at_every_start(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        async with fd.running(await discord_bot(db, computer_pause=0)):
            pass
        assert sent(fd) == 1 and "ludo" in fd.commands
        async with fd.running(await discord_bot(db, computer_pause=0)):
            pass
        assert sent(fd) == 1  # the same commands: Discord's copy was only read
        # A command Discord has that the bot no longer has: sent again.
        fd.global_commands[("gone", 1)] = dict(fd.commands["ludo"], name="gone")
        async with fd.running(await discord_bot(db, computer_pause=0)):
            pass
        assert sent(fd) == 2 and "gone" not in fd.commands


async def test_ludobot_sync_sends_them_on_demand(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        async with fd.running(await discord_bot(db, computer_pause=0)):
            pass
        # What `ludobot sync` runs: log in, send the commands, leave (no gateway).
        async with await discord_bot(db, sync_only=True) as syncing:
            await syncing.login("fake-token")
            assert not syncing.games_loaded.is_set()
        assert sent(fd) == 2
