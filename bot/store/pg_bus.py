"""The bus on PostgreSQL's LISTEN/NOTIFY (asyncpg's ``add_listener``): no relay of our own,
the database carries it.

- **Commits.** Every process announces its commits on one channel (``ludobot_commits``):
  ``<process> <game>:<version> ...``, sent by one task in batches (a game's latest
  version only) on the listening connection (one statement, no pool's reset), after the
  commit and off the press's path.
  Every process listens to it on a connection of its own and tells its core of the
  others' commits.
- **Presses.** The process that serves index ``i`` of a partition of ``n`` holds the
  advisory lock ``(OWNERS + n, i)`` on its listening connection and listens on
  ``ludobot_press_<n>_<i>``: exactly one process at a time does (a second one gets no
  lock and does not listen), and the lock goes with its session. A press is sent in one
  statement that NOTIFYs only when that lock is held (else ``no_owner`` at once), with
  the channel the sender listens on for the answer; the sender waits for the answer up
  to its timeout (``owner_silent``). A press is delivered once to the one owner, and the
  core's own checks (a press names the turn it was made on) refuse a press made again.
- **Cut off.** When the listening connection ends (the server restarted, the network, a
  failed check every few seconds), it is made again with growing pauses; then the core
  is told (:meth:`~.bus.Hearer.reconnected`), which catches up on what it missed.
- **Figures.** Whether it listens and since when, the times it listened again, the last
  commit heard and how the presses ended (:attr:`PostgresBus.figures`, for ``ludobot
  health``).

Nothing is kept per game: the batch to announce holds the games committed since the last
send, and the presses waiting for an answer are dropped once answered or timed out.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import asyncpg

from .base import Partition
from .bus import Body, BusRefused, Hearer
from .bus_figures import BusFigures, Press, told_as

log = logging.getLogger("ludobot.bus")

COMMITS = "ludobot_commits"
OWNERS = 0x6C750000
"""Advisory locks ``(OWNERS + count, index)``: who serves index ``index`` of ``count``
(beside the store's own pairs, whose first key is ``0x6C75646F``; counts stay below
``0x10000``)."""
MAX_PAYLOAD = 7900
"""Bytes of one notification (PostgreSQL's limit is 8,000)."""
SENDER = "ludobot-bus-announce"
"""The name of the task that announces the commits."""
KEEPER = "ludobot-bus-keeper"
"""The name of the task that checks the listening connection and makes it again."""
IN_FLIGHT = 256
"""Forwarded presses run at once at most; beyond, ``owner_busy``."""
CHECK_EVERY = 5.0
"""Seconds between checks of the listening connection (a cut that no error tells)."""
PAUSES = (0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0)
"""Pauses between tries to listen again; the last repeats."""
_ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError)

_SEND_PRESS = (
    "SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' "
    "AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
    "AND classid = $1::bigint::oid AND objid = $2::bigint::oid AND objsubid = 2 AND granted) "
    "THEN (SELECT true FROM pg_notify($3, $4)) ELSE false END"
)
"""A press NOTIFYed only when a process holds the lock of its index: one round trip."""

_ANNOUNCE = (
    "SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, p) "
    "FROM unnest($2::text[]) AS p"
)
"""The announcements in one statement, whose transaction does not wait for its WAL
flush: it changes no data, and a notification is sent at its commit all the same."""

Connect = Callable[..., Awaitable["asyncpg.Connection[Any]"]]


def press_channel(count: int, index: int) -> str:
    return f"ludobot_press_{count}_{index}"


def commit_payloads(origin: str, versions: dict[int, int]) -> list[str]:
    """``versions`` as notifications of at most :data:`MAX_PAYLOAD` bytes each.

    >>> commit_payloads("p", {7: 3, 9: 12})
    ['p 7:3 9:12']
    """
    out: list[str] = []
    line = origin
    for game_id, version in versions.items():
        item = f" {game_id}:{version}"
        if len(line) + len(item) > MAX_PAYLOAD:
            out.append(line)
            line = origin
        line += item
    if line != origin:
        out.append(line)
    return out


def read_commits(payload: str) -> tuple[str, list[tuple[int, int]]]:
    """The sender and its (game, version) pairs; ValueError when it is not one of ours.

    >>> read_commits("p 7:3 9:12")
    ('p', [(7, 3), (9, 12)])
    """
    origin, *items = payload.split(" ")
    pairs = []
    for item in items:
        game, version = item.split(":")
        pairs.append((int(game), int(version)))
    return origin, pairs


class PostgresBus:
    """:class:`~.bus.Bus` on one listening connection of its own (``url``) and the store's
    pool (sending). ``claimant``: the process's name (its connections'
    ``application_name``), which marks its own announcements."""

    def __init__(
        self,
        pool: asyncpg.Pool[Any],
        url: str,
        claimant: str,
        *,
        connect: Connect = asyncpg.connect,
        check_every: float = CHECK_EVERY,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._pool = pool
        self._url = url
        self._name = claimant
        self._reply = "ludobot_reply_" + claimant.replace("-", "_")
        self._connect_to = connect
        self._check_every = check_every
        self._conn: asyncpg.Connection[Any] | None = None
        self._up = asyncio.Event()
        """Set while listening."""
        self._using = asyncio.Lock()
        """One statement at a time on the listening connection (announcements, checks)."""
        self._hearer: Hearer | None = None
        self._partition: Partition | None = None
        self._serving: set[int] = set()
        """The indices whose lock this process holds (and whose presses it hears)."""
        self._to_announce: dict[int, int] = {}
        self._sender: asyncio.Task[None] | None = None
        self._waiting: dict[int, asyncio.Future[Body]] = {}
        self._numbers = itertools.count(1)
        self._presses: set[asyncio.Task[None]] = set()
        self._lost = asyncio.Event()
        self._keeper: asyncio.Task[None] | None = None
        self._closing = False
        self.figures = BusFigures(clock, self._served)
        """What ``ludobot health`` shows of the bus (``clock``: its times)."""

    def _served(self) -> tuple[list[int], list[int]] | None:
        partition = self._partition
        if partition is None:
            return None
        return sorted(self._serving), sorted(partition.indices)

    @property
    def serving(self) -> frozenset[int]:
        """The partition's indices whose presses this process hears now."""
        return frozenset(self._serving)

    @property
    def listening(self) -> bool:
        return self._conn is not None

    async def start(self, partition: Partition | None, hearer: Hearer) -> None:
        self._partition, self._hearer = partition, hearer
        await self._listen()
        self._keeper = asyncio.create_task(self._keep(), name=KEEPER)

    async def close(self) -> None:
        self._closing = True
        self.figures.closed()
        if self._keeper is not None:
            self._keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._keeper
        sender = self._sender
        if sender is not None:  # the last announcements still go out
            try:
                await asyncio.wait_for(asyncio.shield(sender), 2.0)
            except TimeoutError:
                sender.cancel()
        for task in tuple(self._presses):
            task.cancel()
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                await asyncio.wait_for(conn.close(), 2.0)
            except _ERRORS:
                conn.terminate()

    # -- commits ---------------------------------------------------------------------

    def announce(self, game_id: int, version: int) -> None:
        if self._closing:
            return
        if version > self._to_announce.get(game_id, -1):
            self._to_announce[game_id] = version
        if self._sender is None:
            self._sender = asyncio.get_running_loop().create_task(self._send(), name=SENDER)

    async def _send(self) -> None:
        """Announce what was committed, in batches, until nothing is left (cut off, once
        listening again; a failed send is tried again a moment later, newer versions
        first)."""
        try:
            while self._to_announce:
                conn = self._conn
                if conn is None:
                    await self._up.wait()
                    continue
                batch, self._to_announce = self._to_announce, {}
                try:
                    async with self._using:
                        await conn.execute(_ANNOUNCE, COMMITS, commit_payloads(self._name, batch))
                except _ERRORS as exc:
                    if self._closing:
                        return
                    log.warning("announcing %d commits failed, trying again: %s", len(batch), exc)
                    for game_id, version in batch.items():
                        if version > self._to_announce.get(game_id, -1):
                            self._to_announce[game_id] = version
                    await asyncio.sleep(PAUSES[2])
        finally:
            self._sender = None

    def _heard_commits(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        try:
            origin, pairs = read_commits(str(payload))
        except ValueError:
            log.warning("a notification that is not a commit: %.80r", payload)
            return
        if origin == self._name or self._hearer is None:
            return
        self.figures.heard(len(pairs))
        for game_id, version in pairs:
            self._hearer.committed(game_id, version)

    async def versions(self, ids: Sequence[int]) -> dict[int, int]:
        rows = await self._pool.fetch(
            "SELECT id, version FROM games WHERE id = ANY($1::bigint[])", list(ids)
        )
        return {int(row["id"]): int(row["version"]) for row in rows}

    # -- presses -----------------------------------------------------------------------

    async def forward(self, count: int, index: int, body: Body, timeout: float) -> Body:
        self.figures.count(Press.FORWARDED)
        try:
            answer = await self._forward(count, index, body, timeout)
        except BusRefused as refused:
            self.figures.count(told_as(refused.code))
            raise
        self.figures.count(Press.ANSWERED)
        return answer

    async def _forward(self, count: int, index: int, body: Body, timeout: float) -> Body:
        if self._conn is None:  # the answer could not be heard
            raise BusRefused("bus_down")
        number = next(self._numbers)
        text = json.dumps({"id": number, "reply": self._reply, "body": body}, separators=(",", ":"))
        if len(text.encode()) > MAX_PAYLOAD:
            raise BusRefused("too_big")
        answer = asyncio.get_running_loop().create_future()
        self._waiting[number] = answer
        try:
            channel = press_channel(count, index)
            try:
                sent = await self._pool.fetchval(_SEND_PRESS, OWNERS + count, index, channel, text)
            except _ERRORS as exc:  # the database, not the owner: this process cannot send
                log.warning("forwarding a press failed: %s", exc)
                raise BusRefused("bus_down") from None
            if not sent:
                raise BusRefused("no_owner")
            try:
                return await asyncio.wait_for(answer, timeout)
            except TimeoutError:
                raise BusRefused("owner_silent") from None
        finally:
            self._waiting.pop(number, None)

    def _heard_press(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        try:
            press = json.loads(str(payload))
            number, reply, body = press["id"], press["reply"], press["body"]
            if not (isinstance(number, int) and isinstance(reply, str) and isinstance(body, dict)):
                raise ValueError("not a press")
        except (ValueError, TypeError, KeyError):
            log.warning("a notification that is not a press: %.80r", payload)
            return
        if len(self._presses) >= IN_FLIGHT:
            task = asyncio.create_task(self._answer(reply, {"id": number, "failed": "owner_busy"}))
        else:
            task = asyncio.create_task(self._serve(number, reply, body))
        self._presses.add(task)
        task.add_done_callback(self._presses.discard)

    async def _serve(self, number: int, reply: str, body: Body) -> None:
        assert self._hearer is not None
        answer: Body
        try:
            answer = {"id": number, "body": await self._hearer.pressed(body)}
        except Exception:
            log.exception("a forwarded press failed")
            answer = {"id": number, "failed": "owner_failed"}
        self.figures.count(Press.SERVED)
        await self._answer(reply, answer)

    async def _answer(self, reply: str, answer: Body) -> None:
        text = json.dumps(answer, separators=(",", ":"))
        if len(text.encode()) > MAX_PAYLOAD:
            text = json.dumps({"id": answer["id"], "failed": "too_big"})
        try:
            await self._pool.execute("SELECT pg_notify($1, $2)", reply, text)
        except _ERRORS as exc:
            log.warning("answering a forwarded press failed: %s", exc)

    def _heard_answer(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        try:
            answer = json.loads(str(payload))
            waiting = self._waiting.get(answer["id"])
        except (ValueError, TypeError, KeyError):
            log.warning("a notification that is not an answer: %.80r", payload)
            return
        if waiting is None or waiting.done():
            return  # too late: the press was answered ``owner_silent`` already
        if isinstance(answer.get("body"), dict):
            waiting.set_result(answer["body"])
        else:
            waiting.set_exception(BusRefused(str(answer.get("failed", "owner_failed"))))

    # -- the listening connection --------------------------------------------------------

    async def _listen(self) -> None:
        """Connect, listen to commits and answers, and serve the partition's indices."""
        conn = await self._connect_to(self._url, server_settings={"application_name": self._name})
        try:
            await conn.add_listener(COMMITS, self._heard_commits)
            await conn.add_listener(self._reply, self._heard_answer)
            self._serving = set()
            await self._claim(conn)
        except BaseException:
            conn.terminate()
            raise
        conn.add_termination_listener(self._cut)
        self._conn = conn
        self._up.set()
        self.figures.up()

    async def _claim(self, conn: asyncpg.Connection[Any]) -> None:
        """Serve each index of the partition not served yet whose lock is free: the lock
        first, then listen (only the lock's holder ever hears a press; one sent in
        between is not heard, and its sender is told ``owner_silent``)."""
        partition = self._partition
        if partition is None:
            return
        for index in partition.indices:
            if index in self._serving:
                continue
            lock = (OWNERS + partition.count, index)
            if not await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", *lock):
                log.warning("another process serves index %d of %d", index, partition.count)
                continue
            await conn.add_listener(press_channel(partition.count, index), self._heard_press)
            self._serving.add(index)

    def _cut(self, conn: object) -> None:
        if conn is self._conn:
            self._conn = None
            self._up.clear()
            self._serving = set()
            self._lost.set()
            if not self._closing:
                self.figures.cut()

    async def _keep(self) -> None:
        """Check the listening connection now and then; make it again when it is cut."""
        while not self._closing:
            try:
                await asyncio.wait_for(self._lost.wait(), self._check_every)
            except TimeoutError:
                await self._check()
                continue
            self._lost.clear()
            await self._listen_again()
            log.info("listening again (serving %s)", sorted(self._serving))
            if self._hearer is not None:
                self._hearer.reconnected()

    async def _listen_again(self) -> None:
        for pause in itertools.chain(PAUSES, itertools.repeat(PAUSES[-1])):
            try:
                await self._listen()
                return
            except Exception as exc:  # whatever it was, the bus must come back
                log.warning("listening again failed, next try in %ss: %s", pause, exc)
                await asyncio.sleep(pause)

    async def _check(self) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            async with self._using:
                await asyncio.wait_for(conn.fetchval("SELECT 1"), self._check_every)
                await self._claim(conn)  # an index whose last owner's session just ended
        except Exception as exc:  # made again: whatever failed, the next connection is new
            log.warning("the listening connection failed its check: %s", exc)
            conn.terminate()


__all__ = [
    "COMMITS",
    "KEEPER",
    "OWNERS",
    "SENDER",
    "PostgresBus",
    "commit_payloads",
    "press_channel",
    "read_commits",
]
