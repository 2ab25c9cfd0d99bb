"""``ludobot run``: configuration, logging, and the bot until it is stopped."""

from __future__ import annotations

import argparse
import logging
import sys

from .config import TOKEN_HELP, Config


def run_main(args: argparse.Namespace) -> int:
    try:
        config = Config.from_env(database=getattr(args, "database", None))
    except ValueError as exc:
        print(f"ludobot: {exc}", file=sys.stderr)
        return 2
    if not config.token:
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=getattr(logging, config.log_level, logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s %(message)s",
    )
    from .bot import LudoBot

    bot = LudoBot(config.database, config.dev_guild)
    bot.run(config.token, log_handler=None)
    return 0
