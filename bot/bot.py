"""The discord.py Bot: opens the store, loads the games and the cogs, registers buttons."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path

import discord
from discord.ext import commands

from .core import GameService
from .core.service import COMPUTER_PAUSE
from .engine import Dice, SystemDice
from .store import SQLiteStore, open_store

log = logging.getLogger("ludobot")

EXTENSIONS = ("cogs.ludo",)


class LudoBot(commands.Bot):
    def __init__(
        self,
        database: Path | str,
        dev_guild: int | None = None,
        dice_factory: Callable[[], Dice] = SystemDice,
        computer_pause: float = COMPUTER_PAUSE,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
        )
        self.database = Path(database)
        self.dev_guild = dev_guild
        self._dice_factory = dice_factory
        self._computer_pause = computer_pause
        self._store: SQLiteStore | None = None
        self._service: GameService | None = None
        self._catch_up: asyncio.Task[None] | None = None

    @property
    def service(self) -> GameService:
        assert self._service is not None, "the bot is not set up yet"
        return self._service

    async def setup_hook(self) -> None:
        from cogs.ludo.buttons import DYNAMIC_ITEMS

        self._store = await open_store(self.database)
        self._service = GameService(
            self._store, self._dice_factory, computer_pause=self._computer_pause
        )
        # Buttons are parsed from their custom_id, so old messages work after a restart.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        # After the cogs: loading wakes computer players, whose steps the cog shows.
        loaded, broken = await self._service.load()
        log.info("loaded %d open games (%d set aside as broken)", len(loaded), len(broken))
        # Boards whose last edit was lost (a restart between a commit and its edit) are
        # drawn again now, without waiting for anyone to press a button.
        self._catch_up = asyncio.get_running_loop().create_task(
            self._boards_catch_up(), name="ludobot-catch-up"
        )
        if self.dev_guild:
            guild = discord.Object(self.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def _boards_catch_up(self) -> None:
        from cogs.ludo.live import live

        try:
            drawn = await live(self).catch_up_all()
        except Exception:
            log.exception("bringing the boards up to date at start failed")
        else:
            log.info("%d boards brought up to date at start", drawn)

    async def close(self) -> None:
        if self._catch_up is not None:
            self._catch_up.cancel()
        if self._service is not None:
            await self._service.close()
        await super().close()
        if self._store is not None:
            await self._store.close()
            self._store = None
