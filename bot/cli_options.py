"""The command-line options more than one command takes (``run`` and ``sync`` reach
Discord alike; every command that opens the database names it alike). Only click here:
the commands that use them are loaded when asked for."""

from __future__ import annotations

from pathlib import Path

import click


def _a_file(ctx: click.Context, param: click.Parameter, value: Path | None) -> Path | None:
    # A URL would be taken apart as a path ("postgresql:/..."): it goes in the environment.
    if value is not None and str(value).startswith(("postgresql:", "postgres:")):
        raise click.BadParameter("a PostgreSQL URL goes in LUDOBOT_DATABASE (or .env)")
    return value


DATABASE = click.option(
    "--database",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    callback=_a_file,
    help="SQLite file  [default: LUDOBOT_DATABASE or ./data/ludobot.sqlite3]",
)
RETRIES = click.option(
    "--retries",
    type=click.IntRange(1, 1000),
    default=6,
    help="attempts to reach Discord, with a growing pause between them",
)
TIMEOUT = click.option(
    "--timeout",
    type=click.FloatRange(0.1, 600),
    default=20.0,
    help="seconds to wait for Discord's answer at each attempt",
)
"""How ``run`` and ``sync`` reach Discord."""
