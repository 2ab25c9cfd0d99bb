"""``ludobot run``: configuration, logging, and the bot until it is stopped."""

from __future__ import annotations

import argparse
import logging
import sys

from .config import TOKEN_HELP, Config

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"


def run_main(args: argparse.Namespace) -> int:
    try:
        config = Config.from_env(database=getattr(args, "database", None))
    except ValueError as exc:
        print(f"ludobot: {exc}", file=sys.stderr)
        return 2
    if not config.token:
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    level = logging.getLevelName(config.log_level)
    if not isinstance(level, int):
        print(f"ludobot: LUDOBOT_LOG_LEVEL {config.log_level!r} is not a level; using INFO")
        level = logging.INFO
    logging.basicConfig(level=level, format=LOG_FORMAT)

    import discord

    from .bot import LudoBot

    bot = LudoBot(config.database, config.dev_guild)
    try:
        # discord.py logs through the handler set up above (log_handler=None).
        bot.run(config.token, log_handler=None)
    except discord.LoginFailure:
        print(
            "ludobot: Discord refused the token in DISCORD_TOKEN.\n" + TOKEN_HELP, file=sys.stderr
        )
        return 2
    return 0
