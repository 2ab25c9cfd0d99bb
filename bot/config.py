"""Process configuration: the environment (or a ``.env`` file) read once at start."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DATABASE = "./data/ludobot.sqlite3"

TOKEN_HELP = """\
ludobot needs a Discord bot token in DISCORD_TOKEN (environment or a .env file).
Get one: Discord Developer Portal -> Applications -> New Application -> Bot -> Reset Token.
Then invite the bot with the scopes bot and applications.commands (see README.md)."""


@dataclass(frozen=True, slots=True)
class Config:
    token: str | None
    database: Path
    dev_guild: int | None
    log_level: str

    @classmethod
    def from_env(cls, database: str | None = None, dotenv: bool = True) -> Config:
        """Read the settings; a ``.env`` file in the working folder fills in what the
        environment does not set."""
        if dotenv:
            from dotenv import find_dotenv, load_dotenv

            # usecwd: by default python-dotenv searches upwards from this file, which for
            # an installed package is site-packages, not the folder the bot runs in.
            load_dotenv(find_dotenv(usecwd=True), override=False)
        guild = os.environ.get("LUDOBOT_DEV_GUILD", "").strip()
        if guild and not guild.isdigit():
            raise ValueError(f"LUDOBOT_DEV_GUILD must be a server id (digits), not {guild!r}")
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
            database=Path(database or os.environ.get("LUDOBOT_DATABASE") or DEFAULT_DATABASE),
            dev_guild=int(guild) if guild else None,
            log_level=os.environ.get("LUDOBOT_LOG_LEVEL", "INFO").strip().upper() or "INFO",
        )


def config_for_discord(database: Path | None) -> Config | None:
    """The settings a command that talks to Discord needs (``run``, ``sync``); None after
    saying on stderr what is wrong (the command then exits with 2)."""
    import sys

    try:
        config = Config.from_env(database=str(database) if database else None)
    except ValueError as exc:
        print(f"ludobot: {exc}", file=sys.stderr)
        return None
    if not config.token:
        print(TOKEN_HELP, file=sys.stderr)
        return None
    return config
