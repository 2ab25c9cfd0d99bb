"""Slash commands are sent to Discord on demand, not at every start.

``ludobot sync`` sends them (a deploy that changed a command runs it once). At start the
bot sends them only when Discord's copy differs from its own (one read instead of a
write that Discord rate-limits); with ``LUDOBOT_DEV_GUILD`` they go to that server at
every start, where changes show at once.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

import click

log = logging.getLogger("ludobot")


# discord and the bot are imported when used: `ludobot --help` stays quick.
async def _sync(database: Path | None) -> int:
    import discord

    from .bot import LudoBot
    from .config import config_for_discord

    config = config_for_discord(database)
    if config is None:
        return 2
    bot = LudoBot(config.target, config.dev_guild, sync_only=True)
    async with bot:
        try:
            await bot.login(config.token or "")  # runs setup_hook: it sends the commands
        except discord.HTTPException as exc:
            print(f"ludobot: Discord refused: {exc}", file=sys.stderr)
            return 3
    return 0


@click.command()
@click.option(
    "--database",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="SQLite file  [default: LUDOBOT_DATABASE or ./data/ludobot.sqlite3]",
)
def sync(database: Path | None) -> int:
    """Send the slash commands to Discord (after a deploy that changed them)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    return asyncio.run(_sync(database))
