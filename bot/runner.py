"""``ludobot run``: configuration, logging, and the bot until it is stopped."""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

from .config import config_for_discord

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"


def quiet_voice_warnings() -> None:
    """discord.py warns at every start that voice needs PyNaCl and davey; the bot never
    uses voice, so the warning is only noise."""
    from discord.voice_client import VoiceClient

    VoiceClient.warn_nacl = False
    VoiceClient.warn_dave = False


def run_main(database: Path | None = None, retries: int = 6, timeout: float = 20.0) -> int:
    config = config_for_discord(database)
    if config is None:
        return 2
    level = logging.getLevelName(config.log_level)
    if not isinstance(level, int):
        print(f"ludobot: LUDOBOT_LOG_LEVEL {config.log_level!r} is not a level; using INFO")
        level = logging.INFO
    # discord.py logs through this handler too (bot.start, unlike bot.run, adds none).
    logging.basicConfig(level=level, format=LOG_FORMAT)
    quiet_voice_warnings()

    from .startup import serve

    try:
        failure = asyncio.run(serve(config, retries, timeout))
    except KeyboardInterrupt:
        return 0
    if failure is None:
        return 0
    print(failure.line(), file=sys.stderr)
    return failure.exit_code
