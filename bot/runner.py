"""``ludobot run`` and ``ludobot sync``: configuration, logging, and the bot until it is
stopped.

SIGTERM (systemd, Kubernetes, ``docker stop``) and SIGINT (Ctrl+C) stop the bot the same
way, with the same log line: the presses under way finish, the store is closed, and the
exit code is 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from .config import config_for_discord

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"

log = logging.getLogger("ludobot")
T = TypeVar("T")


def quiet_voice_warnings() -> None:
    """discord.py warns at every start that voice needs PyNaCl and davey; the bot never
    uses voice, so the warning is only noise."""
    from discord.voice_client import VoiceClient

    VoiceClient.warn_nacl = False
    VoiceClient.warn_dave = False


def run_main(
    database: Path | None = None, retries: int = 6, timeout: float = 20.0, sync_only: bool = False
) -> int:
    config = config_for_discord(database)
    if config is None:
        return 2
    level = logging.getLevelName(config.log_level)
    if not isinstance(level, int):
        print(
            f"ludobot: LUDOBOT_LOG_LEVEL {config.log_level!r} is not a level; using INFO",
            file=sys.stderr,
        )
        level = logging.INFO
    # discord.py logs through this handler too (bot.start, unlike bot.run, adds none).
    logging.basicConfig(level=level, format=LOG_FORMAT)
    quiet_voice_warnings()

    from .startup import serve

    try:
        work = serve(config, retries, timeout, sync_only=sync_only)
        failure = asyncio.run(until_terminated(work))
    except KeyboardInterrupt:
        return 0
    if failure is None:
        return 0
    print(failure.line(), file=sys.stderr)
    return failure.exit_code


STOP_SIGNALS = {signal.SIGINT: "SIGINT (Ctrl+C)", signal.SIGTERM: "SIGTERM"}
"""Each stops the bot the same way, and the log says which came."""


async def until_terminated(work: Coroutine[Any, Any, T | None]) -> T | None:
    """Run ``work``; SIGINT (Ctrl+C) or SIGTERM cancels it (its clean-up runs: the bot
    closes), one log line says which signal came and what happens, and then None is
    returned as for a normal stop."""
    task = asyncio.current_task()
    assert task is not None
    terminated = False

    def terminate(sig: signal.Signals) -> None:
        nonlocal terminated
        if not terminated:
            terminated = True
            log.info(
                "%s: stopping (the presses under way finish, the database closes)",
                STOP_SIGNALS[sig],
            )
            task.cancel()

    loop = asyncio.get_running_loop()
    handled = []
    for sig in STOP_SIGNALS:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            # No signal handlers on Windows, nor outside the main thread.
            loop.add_signal_handler(sig, terminate, sig)
            handled.append(sig)
    try:
        return await work
    except asyncio.CancelledError:
        if not terminated:
            raise
        task.uncancel()
        return None
    finally:
        for sig in handled:
            loop.remove_signal_handler(sig)
