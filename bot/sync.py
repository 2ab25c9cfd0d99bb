"""Slash commands are sent to Discord on demand, not at every start.

``ludobot sync`` sends them (a deploy that changed a command may run it once; the bot
also sends them at start when Discord's copy differs from its own, after one read
instead of a write that Discord rate-limits); with ``LUDOBOT_DEV_GUILD`` they go to that
server at every start, where changes show at once. It starts as ``ludobot run`` does:
the same checks, retries, one-line failures and exit codes.
"""

from __future__ import annotations

from pathlib import Path

import click

from .cli_options import DATABASE, RETRIES, TIMEOUT
from .exit_codes import epilog


@click.command(epilog=epilog("sync"))
@DATABASE
@RETRIES
@TIMEOUT
def sync(database: Path | None, retries: int, timeout: float) -> int:
    """Send the slash commands to Discord now (not needed: the bot sends them at start
    when they changed)."""
    # discord and the bot are imported when used: `ludobot --help` stays quick.
    from .runner import run_main

    return run_main(database, retries=retries, timeout=timeout, sync_only=True)
