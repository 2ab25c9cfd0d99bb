"""Process configuration: the environment (or a ``.env`` file) read once at start.

Where the SQLite file is never depends on the folder the bot happens to start in: a
relative ``LUDOBOT_DATABASE`` from a ``.env`` file is read from that file's folder, and
the default (``./data/ludobot.sqlite3``) from the folder of the ``.env`` file found, else
of the checkout the bot runs from; only a path given on the command line or in the
environment itself is read from the working folder, as a shell would. In the Docker
image ``LUDOBOT_VOLUME`` names the volume, and a database anywhere else is refused: it
would be lost when the container is made again.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from web.config import WebConfig
from web.oauth import ActivityApp

DEFAULT_DATABASE = "./data/ludobot.sqlite3"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
CHECKOUT = Path(__file__).resolve().parents[1]
"""The source tree, when the package runs from one (``make run``, an editable install)."""

TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}")
"""A Discord bot token: three base64url parts joined by dots (the bot's id, a time, an
HMAC). Only the shape is checked: Discord alone knows whether it is valid."""

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


ENCODING_HELP = (
    "write @ / : # ? % in the user name or password percent-encoded (@ as %40, / as %2F, "
    ": as %3A, # as %23, ? as %3F, % as %25), or leave the password out of the URL and "
    "set PGPASSWORD"
)


def url_problem(url: str) -> str | None:
    """What is wrong with a PostgreSQL URL (its password never shown), or None.

    >>> url_problem("postgresql://bot:s%40cret@db:5432/ludobot") is None
    True
    >>> print(url_problem("postgresql://odd:p@ss/w:rd#1@localhost/ludobot"))  # doctest: +ELLIPSIS
    the URL postgresql://***@localhost/ludobot cannot be read: write @ / : # ...
    """
    from .store.database import readable_url, redacted

    if readable_url(url):
        return None
    return f"the URL {redacted(url)} cannot be read: {ENCODING_HELP}"


def token_problem(token: str) -> str | None:
    """Why ``token`` cannot be a bot token (said at once: Discord would only be tried,
    and refuse, after the retries), or None.

    >>> token_problem("your-bot-token")[:40]
    'DISCORD_TOKEN is not a bot token (three '
    >>> token_problem("MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123") is None
    True
    """
    if token.lower().startswith("bot "):
        return "DISCORD_TOKEN must be the token alone, without 'Bot ' in front"
    if TOKEN_SHAPE.fullmatch(token):
        return None
    return (
        "DISCORD_TOKEN is not a bot token (three parts joined by dots); copy it from the "
        "Developer Portal (Applications -> your bot -> Bot -> Reset Token)"
    )


def _dotenv() -> tuple[Path | None, set[str]]:
    """The ``.env`` file found from the working folder upwards, and the variables it
    set (it fills in only what the environment does not set)."""
    from dotenv import dotenv_values, find_dotenv, load_dotenv

    # usecwd: by default python-dotenv searches upwards from this file, which for an
    # installed package is site-packages, not the folder the bot runs in.
    found = find_dotenv(usecwd=True)
    if not found:
        return None, set()
    preset = set(os.environ)
    load_dotenv(found, override=False)
    return Path(found).resolve(), set(dotenv_values(found)) - preset


def _base(env_file: Path | None) -> Path:
    """The folder the default database is read from: the ``.env`` file's, else the
    checkout's, else the working folder."""
    if env_file is not None:
        return env_file.parent
    if (CHECKOUT / "pyproject.toml").is_file() and (CHECKOUT / "bot").is_dir():
        return CHECKOUT
    return Path.cwd()


def _sqlite_file(given: str | None, env_file: Path | None, from_file: set[str]) -> Path:
    """The SQLite file, absolute (see the module's note)."""
    from_env = os.environ.get("LUDOBOT_DATABASE", "").strip()
    if given:
        path, base = Path(given), Path.cwd()
    elif from_env and env_file is not None and "LUDOBOT_DATABASE" in from_file:
        path, base = Path(from_env), env_file.parent
    elif from_env:
        path, base = Path(from_env), Path.cwd()
    else:
        path, base = Path(DEFAULT_DATABASE), _base(env_file)
    return Path(os.path.abspath(base / path.expanduser()))


def _on_volume(database: Path) -> None:
    """In the image (``LUDOBOT_VOLUME`` set), the database must be on the volume."""
    volume = os.environ.get("LUDOBOT_VOLUME", "").strip()
    if volume and not database.is_relative_to(Path(os.path.abspath(volume))):
        raise ValueError(
            f"the database {database} is not on the volume {volume}, so it would be lost "
            f"when the container is made again; remove LUDOBOT_DATABASE from .env (the "
            f"image keeps it at {volume}/ludobot.sqlite3) or name a file under {volume}"
        )


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
    web: WebConfig | None = None
    """The live board on the web (``LUDOBOT_WEB_URL`` and the rest, :mod:`web.config`):
    None, no web server."""
    activity: ActivityApp | None = None
    """The live board as the application's Discord Activity
    (``LUDOBOT_ACTIVITY_CLIENT_ID`` and ``LUDOBOT_ACTIVITY_CLIENT_SECRET``,
    :mod:`web.oauth`), served by the web edge: None without either."""

    @property
    def target(self) -> str | Path:
        """What to open: the PostgreSQL URL, or the SQLite file."""
        return self.database_url or self.database

    @classmethod
    def from_env(cls, database: str | None = None, dotenv: bool = True) -> Config:
        """Read the settings; a ``.env`` file in the working folder or a folder above it
        fills in what the environment does not set."""
        env_file, from_file = _dotenv() if dotenv else (None, set())
        guild = os.environ.get("LUDOBOT_DEV_GUILD", "").strip()
        if guild and not guild.isdigit():
            raise ValueError(f"LUDOBOT_DEV_GUILD must be a server id (digits), not {guild!r}")
        count, ids = _shards(
            os.environ.get("LUDOBOT_SHARD_COUNT", "").strip(),
            os.environ.get("LUDOBOT_SHARD_IDS", "").strip(),
        )
        target = (database or os.environ.get("LUDOBOT_DATABASE") or DEFAULT_DATABASE).strip()
        url = target if target.startswith(POSTGRES_SCHEMES) else None
        if url is None:
            path = _sqlite_file(database, env_file, from_file)
        else:
            problem = url_problem(url)
            if problem:
                raise ValueError(f"LUDOBOT_DATABASE: {problem}")
            # No database file to keep the heartbeat beside: it goes in the data folder
            # (the volume in the image), one per set of shards.
            volume = os.environ.get("LUDOBOT_VOLUME", "").strip()
            folder = Path(volume) if volume else (_base(env_file) / DEFAULT_DATABASE).parent
            folder = Path(os.path.abspath(folder))
            path = folder / ("postgres" + "".join(f"-{i}" for i in (ids if count else ())))
        _on_volume(path)
        token = os.environ.get("DISCORD_TOKEN", "").strip() or None
        web = WebConfig.from_env()
        activity = ActivityApp.from_env(token)
        if activity is not None and web is None:
            raise ValueError(
                "the Activity (LUDOBOT_ACTIVITY_CLIENT_ID) is served by the live board on "
                "the web: set LUDOBOT_WEB_URL and LUDOBOT_WEB_SECRET too"
            )
        return cls(
            token=token,
            database=path,
            dev_guild=int(guild) if guild else None,
            log_level=os.environ.get("LUDOBOT_LOG_LEVEL", "INFO").strip().upper() or "INFO",
            database_url=url,
            shard_count=count,
            shard_ids=ids,
            web=web,
            activity=activity,
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
    problem = token_problem(config.token)
    if problem:
        print(f"ludobot: cannot start [token-malformed] {problem}", file=sys.stderr)
        return None
    return config
