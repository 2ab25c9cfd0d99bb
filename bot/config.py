"""Process configuration: the environment (or a ``.env`` file) read once at start."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DATABASE = "./data/ludobot.sqlite3"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")

TOKEN_HELP = """\
ludobot needs a Discord bot token in DISCORD_TOKEN (environment or a .env file).
Get one: Discord Developer Portal -> Applications -> New Application -> Bot -> Reset Token.
Then invite the bot with the scopes bot and applications.commands (see README.md)."""


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """``LUDOBOT_SHARD_IDS``: ids and ranges, e.g. ``0,1`` or ``0-3,8``.

    >>> parse_shard_ids("0-2, 5")
    (0, 1, 2, 5)
    """
    ids: list[int] = []
    for part in (p.strip() for p in text.split(",")):
        low, dash, high = part.partition("-")
        if not low.strip().isdigit() or (dash and not high.strip().isdigit()):
            raise ValueError(f"LUDOBOT_SHARD_IDS must be shard ids like 0,1 or 0-3, not {text!r}")
        ids.extend(range(int(low), int(high if dash else low) + 1))
    return tuple(sorted(set(ids)))


def _shards(count_text: str, ids_text: str) -> tuple[int | None, tuple[int, ...]]:
    """The shard count and this process's shard ids (all of them if only the count is
    set); (None, ()) for one process without shards."""
    if not count_text:
        if ids_text:
            raise ValueError("LUDOBOT_SHARD_IDS needs LUDOBOT_SHARD_COUNT (how many shards in all)")
        return None, ()
    if not count_text.isdigit() or int(count_text) < 1:
        raise ValueError(f"LUDOBOT_SHARD_COUNT must be a number of shards, not {count_text!r}")
    count = int(count_text)
    ids = parse_shard_ids(ids_text) if ids_text else tuple(range(count))
    if ids[-1] >= count:
        raise ValueError(f"LUDOBOT_SHARD_IDS {list(ids)} must be below LUDOBOT_SHARD_COUNT {count}")
    return count, ids


def _beside(ids: tuple[int, ...]) -> Path:
    """With PostgreSQL there is no database file to keep the heartbeat beside: it goes
    in the data folder, one per set of shards (processes may share the folder)."""
    name = "postgres" + "".join(f"-{i}" for i in ids)
    return Path(DEFAULT_DATABASE).with_name(name)


@dataclass(frozen=True, slots=True)
class Config:
    token: str | None
    database: Path
    """The SQLite file; with PostgreSQL, where the heartbeat file goes (``ludobot health``)."""
    dev_guild: int | None
    log_level: str
    database_url: str | None = None
    """``LUDOBOT_DATABASE`` when it is a ``postgresql://`` URL."""
    shard_count: int | None = None
    """``LUDOBOT_SHARD_COUNT``: run discord.py's AutoShardedBot with this many shards."""
    shard_ids: tuple[int, ...] = ()
    """``LUDOBOT_SHARD_IDS``: the shards this process runs (default: all)."""

    @property
    def target(self) -> str | Path:
        """What to open: the PostgreSQL URL, or the SQLite file."""
        return self.database_url or self.database

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
        count, ids = _shards(
            os.environ.get("LUDOBOT_SHARD_COUNT", "").strip(),
            os.environ.get("LUDOBOT_SHARD_IDS", "").strip(),
        )
        target = (database or os.environ.get("LUDOBOT_DATABASE") or DEFAULT_DATABASE).strip()
        url = target if target.startswith(POSTGRES_SCHEMES) else None
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
            database=Path(target) if url is None else _beside(ids if count else ()),
            dev_guild=int(guild) if guild else None,
            log_level=os.environ.get("LUDOBOT_LOG_LEVEL", "INFO").strip().upper() or "INFO",
            database_url=url,
            shard_count=count,
            shard_ids=ids,
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
