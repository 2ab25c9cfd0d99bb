"""Start-up: check the database, reach Discord (retrying with backoff), then run the bot.

Every way start-up can fail ends in one line that names what failed and what to check,
made here from a :class:`Problem` code, and an exit code for scripts and Docker
(:mod:`.exit_codes`): 2 the settings or the token, 3 Discord unreachable, 4 the database,
5 a database from a newer ludobot. Network troubles
are retried with a growing pause; a refused token or a broken database are not (trying
again cannot help).
"""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import sqlite3
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import aiohttp
import discord
import yarl

from web.server import CannotListen

from . import exit_codes
from .config import Config
from .health import Heartbeat, heartbeat_path

if TYPE_CHECKING:
    from .bot import LudoBot

log = logging.getLogger("ludobot.startup")

BACKOFF_START = 2.0
"""Seconds before the second attempt; doubled for every further one."""
BACKOFF_MAX = 60.0


class Problem(StrEnum):
    TOKEN_REFUSED = "token-refused"
    FORBIDDEN = "discord-forbidden"
    DATABASE = "database"
    POSTGRES = "postgres"
    DATABASE_TOO_NEW = "database-newer"
    DNS = "discord-dns"
    REFUSED = "discord-refused"
    TIMEOUT = "discord-timeout"
    DROPPED = "discord-dropped"
    SERVER_ERROR = "discord-server-error"
    NETWORK = "discord-network"
    WEB_LISTEN = "web-listen"


EXIT_CODES: dict[Problem, int] = {
    Problem.TOKEN_REFUSED: exit_codes.FIX_BY_HAND,
    Problem.FORBIDDEN: exit_codes.FIX_BY_HAND,
    Problem.DATABASE: exit_codes.DATABASE_UNAVAILABLE,
    Problem.POSTGRES: exit_codes.DATABASE_UNAVAILABLE,
    Problem.DATABASE_TOO_NEW: exit_codes.DATABASE_TOO_NEW,
    Problem.WEB_LISTEN: exit_codes.FIX_BY_HAND,
}
"""Any other problem means Discord could not be reached (:data:`exit_codes.DISCORD_UNREACHABLE`)."""

LINES: dict[Problem, str] = {
    Problem.TOKEN_REFUSED: "Discord refused the token in DISCORD_TOKEN; copy it again from "
    "the Developer Portal (Applications -> your bot -> Bot -> Reset Token)",
    Problem.FORBIDDEN: "Discord refused a start-up request ({detail}); if LUDOBOT_DEV_GUILD "
    "is set, invite the bot to that server with the applications.commands scope",
    Problem.DATABASE: "cannot open the database {where} ({detail}); check LUDOBOT_DATABASE "
    "and that its folder is writable",
    Problem.DATABASE_TOO_NEW: "the database {where} was written by a newer ludobot (its "
    "schema version > this ludobot's: {detail}); "
    "upgrade this ludobot (git pull, then make run), or point LUDOBOT_DATABASE at a backup "
    "made by this version",
    Problem.POSTGRES: "cannot open the PostgreSQL database {where} ({detail}); check that the "
    "server runs and that LUDOBOT_DATABASE names its host, port, user, password and "
    "database (a password with @ / : # ? percent-encoded, or in PGPASSWORD)",
    Problem.DNS: "cannot look up {where} ({detail}); check the network connection and DNS",
    Problem.REFUSED: "{where} refused the connection; check the network, a firewall or a proxy",
    Problem.TIMEOUT: "{where} accepted the connection but did not answer within {detail} s; "
    "check the network or a proxy, or try a longer --timeout",
    Problem.DROPPED: "{where} closed the connection without an answer; check a proxy or "
    "firewall, and https://discordstatus.com",
    Problem.SERVER_ERROR: "Discord answered with HTTP {detail}; it may be down, see "
    "https://discordstatus.com",
    Problem.NETWORK: "cannot reach {where} ({detail}); check the network connection",
    Problem.WEB_LISTEN: "the live board's server cannot listen on {detail}; check "
    "LUDOBOT_WEB_LISTEN (a host:port of this machine that nothing else uses)",
}


@dataclass(frozen=True, slots=True)
class Failure:
    problem: Problem
    where: str = ""
    detail: str = ""

    @property
    def exit_code(self) -> int:
        return EXIT_CODES.get(self.problem, exit_codes.DISCORD_UNREACHABLE)

    def reason(self) -> str:
        """What failed and what to check; the code in brackets is for searching."""
        text = LINES[self.problem].format(where=self.where, detail=self.detail)
        return f"[{self.problem}] {text}"

    def line(self) -> str:
        """The one line printed when start-up gives up."""
        return f"ludobot: cannot start {self.reason()}"


_RESET = (errno.ECONNRESET, errno.ECONNABORTED, errno.EPIPE)
"""A connection closed by the other end (``ClientOSError`` carries the errno only)."""


def api_base() -> str:
    """Discord's REST address as discord.py uses it (tests point it at 127.0.0.1)."""
    return str(discord.http.Route.BASE)


def network_failure(exc: BaseException, timeout: float) -> Failure | None:
    """The problem behind a network exception, or None if it is not a network one."""
    where = yarl.URL(api_base()).authority
    if isinstance(exc, aiohttp.ClientConnectorDNSError) or (
        isinstance(exc, aiohttp.ClientConnectorError) and isinstance(exc.os_error, socket.gaierror)
    ):
        return Failure(Problem.DNS, where, str(exc.os_error.strerror or exc.os_error))
    if isinstance(exc, aiohttp.ClientConnectorError):
        if isinstance(exc.os_error, ConnectionRefusedError):
            return Failure(Problem.REFUSED, where)
        if exc.os_error.errno in _RESET:  # closed at once, e.g. during the TLS handshake
            return Failure(Problem.DROPPED, where)
        return Failure(Problem.NETWORK, where, exc.os_error.strerror or type(exc.os_error).__name__)
    if isinstance(exc, TimeoutError):
        return Failure(Problem.TIMEOUT, where, f"{timeout:g}")
    if isinstance(
        exc,
        aiohttp.ServerDisconnectedError
        | aiohttp.ClientPayloadError
        | ConnectionResetError
        | ConnectionAbortedError,
    ) or (isinstance(exc, aiohttp.ClientOSError) and exc.errno in _RESET):
        return Failure(Problem.DROPPED, where)
    if isinstance(exc, discord.DiscordServerError):
        return Failure(Problem.SERVER_ERROR, where, str(exc.status))
    if isinstance(exc, aiohttp.ClientError | OSError):
        return Failure(Problem.NETWORK, where, str(exc) or type(exc).__name__)
    return None


async def check_database(path: Path | str) -> Failure | None:
    """Open (and migrate) the database once before anything else touches Discord: an
    SQLite file, or a PostgreSQL URL (named without its password)."""
    import asyncpg

    from .store import SchemaTooNew, StoreError, open_database
    from .store.database import redacted

    where = redacted(str(path))
    problem = Problem.POSTGRES if isinstance(path, str) and "://" in path else Problem.DATABASE
    log.info("opening the database %s", where)
    try:
        store = await open_database(path)
    except SchemaTooNew as exc:
        return Failure(Problem.DATABASE_TOO_NEW, where, f"{exc.found} > {exc.known}")
    except (
        OSError,
        sqlite3.Error,
        StoreError,
        asyncpg.PostgresError,
        asyncpg.InterfaceError,
    ) as exc:
        detail = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        return Failure(problem, where, detail)
    await store.close()
    return None


async def reach_discord(timeout: float) -> Failure | None:
    """One unauthenticated request to Discord's REST API, to tell network troubles
    apart before the bot logs in (discord.py itself would wait 300 s on a silent host)."""
    url = f"{api_base()}/gateway"
    try:
        async with (
            aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout)) as session,
            session.get(url) as response,
        ):
            if response.status >= 500:
                return Failure(Problem.SERVER_ERROR, yarl.URL(url).authority, str(response.status))
            await response.read()
    except (aiohttp.ClientError, OSError, TimeoutError) as exc:
        return network_failure(exc, timeout)
    return None


def backoff(attempt: int) -> float:
    """The pause after failed attempt ``attempt`` (1-based).

    >>> [backoff(n) for n in (1, 2, 3, 7)]
    [2.0, 4.0, 8.0, 60.0]
    """
    return float(min(BACKOFF_MAX, BACKOFF_START * 2 ** (attempt - 1)))


async def serve(
    config: Config,
    retries: int,
    timeout: float,
    make_bot: Callable[[Config], Awaitable[LudoBot]] | None = None,
    *,
    sync_only: bool = False,
) -> Failure | None:
    """Run the bot until it is stopped (None) or start-up fails for good (the failure).
    With ``sync_only`` (``ludobot sync``) the bot only logs in, sends the slash commands
    and leaves, through the same checks, retries and failures."""
    failure = await check_database(config.target)
    if failure:
        return failure
    for attempt in range(1, retries + 1):
        log.info(
            "contacting Discord at %s (attempt %d of %d, waiting up to %g s)",
            api_base(),
            attempt,
            retries,
            timeout,
        )
        failure = await reach_discord(timeout)
        if failure is None:
            try:
                await (_send_commands(config) if sync_only else _run_bot(config, make_bot))
                return None
            except discord.LoginFailure:
                return Failure(Problem.TOKEN_REFUSED)
            except discord.Forbidden as exc:
                # Registering the slash commands in a server the bot is not in.
                return Failure(Problem.FORBIDDEN, detail=f"{exc.status} {exc.text}")
            except CannotListen as exc:  # trying again cannot free the port
                return Failure(Problem.WEB_LISTEN, detail=str(exc))
            except Exception as exc:
                failure = network_failure(exc, timeout)
                if failure is None:
                    raise
        if attempt < retries:
            pause = backoff(attempt)
            log.warning("%s; trying again in %g s", failure.reason(), pause)
            await asyncio.sleep(pause)
    return failure


async def _send_commands(config: Config) -> None:
    """``ludobot sync``: log in (the set-up sends the commands) and leave, without the
    gateway."""
    from .app import discord_bot

    async with await discord_bot(config.target, config.dev_guild, sync_only=True) as bot:
        log.info("logging in to Discord")
        await bot.login(config.token or "")
    log.info("slash commands sent to Discord")


async def _run_bot(config: Config, make_bot: Callable[[Config], Awaitable[LudoBot]] | None) -> None:
    """A fresh bot per attempt: a failed login may leave a bot half set up."""
    from .app import discord_bot
    from .core import Partition

    shards = Partition(config.shard_count, config.shard_ids) if config.shard_count else None
    bot = await (
        make_bot(config)
        if make_bot
        else discord_bot(
            config.target,
            config.dev_guild,
            shards=shards,
            freeze_heap=True,
            web=config.web,
            activity=config.activity,
        )
    )
    if config.database_url:  # no database file: the heartbeat's folder may be missing
        config.database.parent.mkdir(parents=True, exist_ok=True)
    web = bot.web
    figures = bot.service.bus_figures  # None: SQLite, no bus
    # The counts by kind, and how many of the global kind waited for the bot's pace
    # (bot.discord_pace): how often the bot ran at Discord's global limit.
    beat = Heartbeat(
        heartbeat_path(config.database),
        requests=lambda: {**bot.requests.snapshot(), "waited": bot.pace.held},
        web=web.health if web is not None else None,
        bus=figures.snapshot if figures is not None else lambda: None,
    )
    if figures is not None:
        figures.on_change = beat.changed

    async def ready() -> None:
        guilds = len(bot.guilds)
        log.info("connected to Discord as %s, in %d server(s); ready", bot.user, guilds)
        beat.connected = True

    async def resumed() -> None:
        beat.connected = True

    async def disconnected() -> None:
        beat.connected = False

    bot.add_listener(ready, "on_ready")
    bot.add_listener(resumed, "on_resumed")
    bot.add_listener(disconnected, "on_disconnect")
    async with bot:
        log.info("logging in to Discord")
        task = asyncio.create_task(beat.run(time.time))
        try:
            await bot.start(config.token or "")
        finally:
            task.cancel()
            beat.stop(time.time())
