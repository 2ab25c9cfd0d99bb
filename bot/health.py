"""``ludobot health``: is the running bot connected to Discord, and does its database answer?

The running bot writes a small heartbeat file beside its database (``<database>.health``)
every ``EVERY`` seconds: the time, whether the gateway is connected, the requests made
to Discord so far by kind (:mod:`bot.discord_requests`) and what the bus to the other
processes on its database says of itself (:mod:`bot.health_bus`; written at once when it
is cut or listens again). The check, a
separate process (Docker's HEALTHCHECK), reads it and opens the database read-only with
one query. Checking from outside means a hung bot shows as unhealthy too: its heartbeat
goes stale.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import sqlite3
import sys
import time
from collections.abc import Callable, Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

from .health_bus import MAX_DOWN, bus_lines, down_for, span

log = logging.getLogger("ludobot.health")

EVERY = 30.0


def heartbeat_path(database: Path) -> Path:
    return database.with_name(database.name + ".health")


class Heartbeat:
    """Writes ``{"time": ..., "connected": ..., "requests": ...}`` now and then, and at
    each change; ``requests``: the counts by kind, asked at each write."""

    def __init__(
        self,
        path: Path,
        every: float = EVERY,
        requests: Callable[[], Mapping[str, int]] = dict,
        web: Callable[[], Mapping[str, int]] | None = None,
        bus: Callable[[], Mapping[str, Any] | None] | None = None,
    ) -> None:
        self.path = path
        self.every = every
        self._requests = requests
        self._web = web
        """The live board's counts (pages, sockets, games watched), when it is on."""
        self._bus = bus
        """The bus's figures (its callable's None: no bus, SQLite's one process)."""
        self._connected = False
        self._stopped = False

    @property
    def connected(self) -> bool:
        return self._connected

    @connected.setter
    def connected(self, value: bool) -> None:
        changed = value != self._connected
        self._connected = value
        if changed:
            self.write(time.time())

    def changed(self) -> None:
        """Something the check reads changed (the bus was cut, or listens again): written
        now, not at the next beat."""
        self.write(time.time())

    def stop(self, now: float) -> None:
        """The bot has stopped: said at once, so the check does not wait for the
        heartbeat to go stale."""
        self._connected = False
        self._stopped = True
        self.write(now)

    def write(self, now: float) -> None:
        data = json.dumps(
            {
                "time": now,
                "connected": self._connected,
                "stopped": self._stopped,
                "pid": os.getpid(),
                "host": socket.gethostname(),
                "requests": dict(self._requests()),
            }
            | ({"web": dict(self._web())} if self._web is not None else {})
            | ({"bus": self._bus()} if self._bus is not None else {})
        )
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            tmp.write_text(data, encoding="utf-8")
            os.replace(tmp, self.path)  # readers never see half a file
        except OSError as exc:
            log.warning("cannot write the heartbeat %s: %s", self.path, exc)

    async def run(self, clock: Callable[[], float]) -> None:
        while True:
            self.write(clock())
            await asyncio.sleep(self.every)


class Health(StrEnum):
    OK = "ok"
    NO_HEARTBEAT = "no-heartbeat"
    STALE = "stale"
    DISCONNECTED = "disconnected"
    STOPPED = "stopped"
    DATABASE = "database"
    BUS_DOWN = "bus-down"


LINES: dict[Health, str] = {
    Health.OK: "connected to Discord; the database answers",
    Health.NO_HEARTBEAT: "no heartbeat at {path}: the bot is not running, or not with "
    "this database",
    Health.STALE: "the last heartbeat is {age:.0f} s old: the bot is hung or stopped",
    Health.DISCONNECTED: "not connected to Discord (it retries by itself)",
    Health.STOPPED: "the bot has stopped (process {pid})",
    Health.DATABASE: "the database {path} does not answer ({detail})",
    Health.BUS_DOWN: "the bus to the other processes has been down for {span} (over "
    "{limit:.0f} s): their commits are not heard here and presses cannot be forwarded",
}


def _postgres_answers(url: str) -> None:
    """One query on PostgreSQL (``ludobot health`` with a ``postgresql://`` database)."""
    import asyncio

    import asyncpg

    async def query() -> None:
        conn = await asyncpg.connect(url, timeout=5)
        try:
            await conn.fetchval("SELECT COUNT(*) FROM games")
        finally:
            await conn.close()

    asyncio.run(query())


def _stopped(data: dict[str, object]) -> bool:
    """The heartbeat says the bot stopped, or its process is gone (checked only on the
    machine, or in the container, that wrote it)."""
    if data.get("stopped"):
        return True
    pid = data.get("pid")
    if not isinstance(pid, int) or data.get("host") != socket.gethostname():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # another user's process: it exists
        return False
    return False


def check(
    database: Path,
    max_age: float,
    now: float,
    url: str | None = None,
    max_bus_down: float = MAX_DOWN,
) -> tuple[Health, str]:
    """The state and the line that says it. With ``url`` (PostgreSQL) the heartbeat is
    still read at ``database``'s place and the query goes to the server; a bus (its
    processes') down for over ``max_bus_down`` seconds is unhealthy once the database
    answers (when it does not, that is the cause to tell)."""
    beat = heartbeat_path(database)
    try:
        data = json.loads(beat.read_text(encoding="utf-8"))
        stamp, connected = float(data["time"]), bool(data["connected"])
    except (OSError, ValueError, KeyError, TypeError):
        return Health.NO_HEARTBEAT, LINES[Health.NO_HEARTBEAT].format(path=beat)
    if _stopped(data):
        return Health.STOPPED, LINES[Health.STOPPED].format(pid=data.get("pid", "?"))
    if now - stamp > max_age:
        return Health.STALE, LINES[Health.STALE].format(age=now - stamp)
    if not connected:
        return Health.DISCONNECTED, LINES[Health.DISCONNECTED]
    if url is not None:
        from .store.database import redacted

        try:
            _postgres_answers(url)
        except Exception as exc:  # asyncpg's, the OS's or a timeout: it does not answer
            return Health.DATABASE, LINES[Health.DATABASE].format(path=redacted(url), detail=exc)
        return _bus_state(data, now, max_bus_down)
    try:
        # Read-only, and no file is created if it is missing.
        db = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True, timeout=5)
        try:
            db.execute("SELECT COUNT(*) FROM games").fetchone()
        finally:
            db.close()
    except sqlite3.Error as exc:
        return Health.DATABASE, LINES[Health.DATABASE].format(path=database, detail=exc)
    return _bus_state(data, now, max_bus_down)


def _bus_state(data: Mapping[str, Any], now: float, max_bus_down: float) -> tuple[Health, str]:
    down = down_for(data.get("bus"), now)
    if down is not None and down > max_bus_down:
        return Health.BUS_DOWN, LINES[Health.BUS_DOWN].format(span=span(down), limit=max_bus_down)
    return Health.OK, LINES[Health.OK]


def requests_line(database: Path) -> str | None:
    """The requests the running bot made to Discord, by kind, as its heartbeat says."""
    try:
        counts = json.loads(heartbeat_path(database).read_text(encoding="utf-8"))["requests"]
        shown = ", ".join(f"{kind} {int(n)}" for kind, n in counts.items())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return f"requests to Discord: {shown}" if shown else None


def web_line(database: Path) -> str | None:
    """The live board's pages and sockets, as the running bot's heartbeat says (None:
    the web edge is off)."""
    try:
        counts = json.loads(heartbeat_path(database).read_text(encoding="utf-8"))["web"]
        shown = ", ".join(f"{kind} {int(n)}" for kind, n in counts.items())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return f"live board on the web: {shown}"


def bus_lines_of(database: Path, now: float) -> list[str]:
    """The bus's lines, as the running bot's heartbeat says (:mod:`bot.health_bus`)."""
    try:
        data = json.loads(heartbeat_path(database).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return bus_lines(data, now) if isinstance(data, dict) else []


def health_main(database: Path | None, max_age: float, max_bus_down: float = MAX_DOWN) -> int:
    from .config import Config

    try:
        config = Config.from_env(database=str(database) if database else None)
    except ValueError as exc:
        print(f"ludobot health: {exc}", file=sys.stderr)
        return 1
    now = time.time()
    state, line = check(config.database, max_age, now, config.database_url, max_bus_down)
    print(
        f"ludobot health: [{state}] {line}", file=sys.stdout if state is Health.OK else sys.stderr
    )
    if state is Health.OK and (counted := requests_line(config.database)) is not None:
        print(f"ludobot health: {counted}")
    if state is Health.OK and (watched := web_line(config.database)) is not None:
        print(f"ludobot health: {watched}")
    if state in (Health.OK, Health.BUS_DOWN):
        out = sys.stdout if state is Health.OK else sys.stderr
        for bus_line in bus_lines_of(config.database, now):
            print(f"ludobot health: {bus_line}", file=out)
    return 0 if state is Health.OK else 1
