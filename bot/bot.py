"""The discord.py Bot: loads the cogs and the games of the core it is given.

The core is made outside (:mod:`bot.app`, the composition root) and passed in, as
discord.py's examples pass a database pool. The Bot class knows no cog: the ludo cog
registers its own buttons and brings its own boards up to date (once
:attr:`LudoBot.games_loaded` is set).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord.ext import commands

from .boards.links import WebEdge
from .core import GameService, Partition
from .core.loading import collector_paused
from .core.tournaments import TournamentService
from .discord_pace import PROCESS_WINDOW, RATE, GlobalPace, pace
from .discord_requests import RequestCounts
from .tree import CheckedTree
from .tree_sync import sync_commands

log = logging.getLogger("ludobot")

EXTENSIONS = ("cogs.ludo",)


class LudoBot(commands.Bot):
    def __init__(
        self,
        service: GameService,
        dev_guild: int | None = None,
        sync_only: bool = False,
        wall: Callable[[], float] = time.time,
        freeze_heap: bool = False,
        requests: RequestCounts | None = None,
        tournaments: TournamentService | None = None,
        web: WebEdge | None = None,
        rate_share: float = 1.0,
        activity: bool = False,
        **options: Any,
    ) -> None:
        """``rate_share``: this process's share of the bot's requests inside Discord's
        global limit (the processes of one bot share its 50 a second)."""
        self.web = web
        """The live board on the web, when configured (None: none, no link anywhere);
        started with the bot, stopped before the core."""
        self.requests = requests or RequestCounts()
        """Every request made to Discord, counted by kind (its session's trace)."""
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=CheckedTree,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            http_trace=self.requests.trace,
            **options,
        )
        self.pace = GlobalPace(RATE * rate_share, window=PROCESS_WINDOW)
        """The requests inside Discord's global limit are spread to stay under it."""
        pace(self.http, self.pace)
        self._service = service
        """The core this edge serves; closed with the bot (the one edge of the process)."""
        self._tournaments = tournaments
        """The tournaments above the core's games (the cog attaches its edge to them)."""
        self.dev_guild = dev_guild
        self.sync_only = sync_only
        """Only send the slash commands (``ludobot sync``): no games are loaded."""
        self.wall = wall
        """The clock of deadlines and interaction tokens (tests give a fake one)."""
        self._freeze_heap = freeze_heap
        """After start-up, every object made so far is moved out of the cyclic garbage
        collector's sight (``gc.freeze``): for a process that runs one bot (``ludobot
        run``), not for one that starts many (tests, whose freed bots would stay)."""
        self.games_loaded = asyncio.Event()
        """Set once the open games are loaded and their deadlines served."""
        self.board_activity = activity
        """The live board is this application's Discord Activity (the web edge serves
        it): the card offers Open board."""

    @property
    def service(self) -> GameService:
        return self._service

    @property
    def tournaments(self) -> TournamentService:
        """The tournaments above the core's games (made on the core when the composition
        root gave none)."""
        if self._tournaments is None:
            service = self._service
            self._tournaments = TournamentService(service, service.store, self.wall, asyncio.sleep)
        return self._tournaments

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
        if loaded and self.web is not None:
            await self.web.start()
        if loaded and await sync_commands(self.tree, self.dev_guild):
            log.info("slash commands sent to Discord")

    async def _set_up(self) -> bool:
        """The cogs and the games; False for ``sync_only`` (commands sent)."""
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
        if self.web is not None:
            await self.web.close()
        await self._service.stop()
        await super().close()  # unloads the cog, which still needs the core
        await self._service.close()


class ShardedLudoBot(LudoBot, commands.AutoShardedBot):
    """The bot on some of Discord's shards (``LUDOBOT_SHARD_COUNT``, ``LUDOBOT_SHARD_IDS``):
    discord.py's AutoShardedBot keeps one gateway connection per shard, and the core
    serves only those shards' games. Several such processes share one PostgreSQL, and
    the bot's global limit: each keeps to its shards' share of it."""

    def __init__(self, service: GameService, shards: Partition, **kw: Any) -> None:
        # The cog routes a game by its server's shard key (cogs.ludo.places.route_of), so
        # the partition of routes a process serves is the shards it connects.
        super().__init__(
            service,
            shard_count=shards.count,
            shard_ids=list(shards.indices),
            rate_share=len(shards.indices) / shards.count,
            **kw,
        )


def new_bot(service: GameService, shards: Partition | None = None, **kw: Any) -> LudoBot:
    """The bot for one process: sharded when ``shards`` is given."""
    if shards is None:
        return LudoBot(service, **kw)
    return ShardedLudoBot(service, shards, **kw)
