"""The discord.py Bot: opens the store, makes the core, loads the cogs and the games.

The Bot class knows no cog: the ludo cog registers its own buttons and brings its own
boards up to date (once :attr:`LudoBot.games_loaded` is set).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

from . import i18n
from .core import GameService, Partition, open_service
from .core.loading import collector_paused
from .core.service import COMPUTER_PAUSE
from .engine import Dice
from .tree import CheckedTree
from .tree_sync import sync_commands

log = logging.getLogger("ludobot")

EXTENSIONS = ("cogs.ludo",)


class LudoBot(commands.Bot):
    def __init__(
        self,
        database: Path | str,
        dev_guild: int | None = None,
        dice_factory: Callable[[], Dice] | None = None,
        computer_pause: float = COMPUTER_PAUSE,
        sync_only: bool = False,
        shards: Partition | None = None,
        wall: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        freeze_heap: bool = False,
        **options: Any,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=CheckedTree,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            **options,
        )
        self.database = (
            database if isinstance(database, str) and "://" in database else Path(database)
        )
        """An SQLite file, or a ``postgresql://`` URL."""
        self.served_shards = shards
        """The shards whose games this process serves (None: every game): the cog routes
        a game by its server's shard key (:func:`cogs.ludo.places.route_of`), so Discord's
        shards are a partition of the routes."""
        self.dev_guild = dev_guild
        self.sync_only = sync_only
        """Only send the slash commands (``ludobot sync``): no games are loaded."""
        self._dice_factory = dice_factory
        self._computer_pause = computer_pause
        self.wall = wall
        """The clock of deadlines and interaction tokens (tests give a fake one)."""
        self._sleep = sleep
        self._freeze_heap = freeze_heap
        """After start-up, every object made so far is moved out of the cyclic garbage
        collector's sight (``gc.freeze``): for a process that runs one bot (``ludobot
        run``), not for one that starts many (tests, whose freed bots would stay)."""
        self._service: GameService | None = None
        self.games_loaded = asyncio.Event()
        """Set once the open games are loaded and their deadlines served."""

    @property
    def service(self) -> GameService:
        assert self._service is not None, "the bot is not set up yet"
        return self._service

    async def setup_hook(self) -> None:
        # Start-up makes about a million objects that live as long as the process (the
        # catalogues' trees, the modules, every open game's deadline): the cyclic
        # collector is paused meanwhile, as it would walk them again and again for
        # nothing; with ``freeze_heap`` they are then kept out of its sight for good,
        # so that no later collection walks them either (``benchmarks/bench_start.py``).
        with collector_paused():
            loaded = await self._set_up()
        if self._freeze_heap:
            gc.freeze()
        if loaded and await sync_commands(self.tree, self.dev_guild):
            log.info("slash commands sent to Discord")

    async def _set_up(self) -> bool:
        """The core, the cogs and the games; False for ``sync_only`` (commands sent)."""
        self._service = await open_service(
            self.database,
            self._dice_factory,
            computer_pause=self._computer_pause,
            partition=self.served_shards,
            languages=i18n.available(),
            wall=self.wall,
            sleep=self._sleep,
        )
        from rendering.fonts import shaping_note

        if (note := shaping_note()) is not None:
            log.warning(note)  # the pictures still draw every letter, unshaped
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        if self.sync_only:
            await sync_commands(self.tree, self.dev_guild, force=True)
            return False
        # After the cogs: the deadlines due now play computer steps the cog shows.
        loaded, broken = await self._service.load()
        log.info("loaded %d open games (%d set aside as broken)", loaded, len(broken))
        self.games_loaded.set()
        return True

    async def close(self) -> None:
        service = self._service
        if service is not None:
            await service.stop()
        await super().close()  # unloads the cog, which still needs the core
        if service is not None:
            await service.close()


class ShardedLudoBot(LudoBot, commands.AutoShardedBot):
    """The bot on some of Discord's shards (``LUDOBOT_SHARD_COUNT``, ``LUDOBOT_SHARD_IDS``):
    discord.py's AutoShardedBot keeps one gateway connection per shard, and the core
    serves only those shards' games. Several such processes share one PostgreSQL."""

    def __init__(self, database: Path | str, dev_guild: int | None = None, **kw: Any) -> None:
        shards: Partition = kw["shards"]
        super().__init__(
            database, dev_guild, shard_count=shards.count, shard_ids=list(shards.indices), **kw
        )


def new_bot(
    database: Path | str,
    dev_guild: int | None = None,
    shards: Partition | None = None,
    **kw: Any,
) -> LudoBot:
    """The bot for one process: sharded when ``shards`` is given."""
    if shards is None:
        return LudoBot(database, dev_guild, **kw)
    return ShardedLudoBot(database, dev_guild, shards=shards, **kw)
