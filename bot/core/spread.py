"""The core across processes sharing one database (shards on PostgreSQL), over the store's
bus (:mod:`bot.store.bus`): every commit of a game reaches the feed of every process, and a
press for a game another process serves is run by that process.

- This process's commits are published in its feed and announced on the bus
  (:class:`SharedFeed`); the others' are published in its feed as they are heard, so a
  live page connected to any process sees every commit of its game. Another process's
  commit tells the game's latest version (a batch may skip one in between): a listener
  shows the game as it is at that version or later, and a version it showed already is
  nothing new.
- A press for a game whose route another process serves goes to that process as JSON
  (:mod:`.command_json`), which runs it, shows it on its edges (as the bot's own steps)
  and answers with the new version or its refusal; it is refused ``no_owner`` when no
  process serves it, ``owner_silent`` when the answer does not come in time (it may still
  be applied, once: the press names its turn), and ``owner_unreachable`` otherwise.
- When the bus was cut off, the games watched here are published at their stored
  version once it is back (what was committed meanwhile).

On SQLite (one process) there is no bus: the feed stays the process's own and nothing
is forwarded.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from ..store import Partition
from ..store.bus import Body, Bus, BusRefused
from ..store.bus_figures import BusFigures, told_as
from .answer import Answer
from .command_json import (
    actor_json,
    actor_of,
    command_json,
    command_of,
    note_json,
    note_of,
    refusal_json,
    refusal_of,
)
from .commands import Actor, Command
from .feed import Commit, CommitListener, Feed
from .notes import Note, Refused

log = logging.getLogger("ludobot.core")

FORWARD_TIMEOUT = 5.0
"""Seconds a forwarded press waits for the serving process's answer."""
CATCH_UP_PAUSES = (0.5, 1.0, 2.0, 5.0)
"""Pauses between tries to read the watched games' versions after a cut."""

Run = Callable[[int, Actor, Command], Awaitable[Answer | None]]
Show = Callable[[Answer], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Forwarded:
    """A press run by the process that serves its game, and shown on its edges (the commit
    reaches this process's feed through the bus): the game's version after it, and the
    private word for whoever pressed, if any."""

    game_id: int
    version: int
    reply: Note | None = None


class SharedFeed(Feed):
    """The core's feed, whose own commits are announced on the bus once there is one; it
    also knows which games are watched (to catch up after a cut), keeping nothing for a
    game once its last listener leaves."""

    def __init__(self) -> None:
        super().__init__()
        self.bus: Bus | None = None
        self._watched: set[int] = set()

    def subscribe(self, game_id: int, listener: CommitListener) -> Callable[[], None]:
        stop = super().subscribe(game_id, listener)
        self._watched.add(game_id)

        def unsubscribe() -> None:
            stop()
            if not self.watched(game_id):
                self._watched.discard(game_id)

        return unsubscribe

    def publish(self, commit: Commit) -> None:
        """A commit of this process: its listeners, and every other process."""
        super().publish(commit)
        if self.bus is not None:
            self.bus.announce(commit.game_id, commit.version)

    def heard(self, commit: Commit) -> None:
        """Another process's commit: this process's listeners only."""
        super().publish(commit)

    def watched_games(self) -> list[int]:
        return list(self._watched)


class Spread:
    """What the bus tells this process (:class:`~bot.store.bus.Hearer`), and what this
    process sends on it."""

    def __init__(
        self,
        feed: SharedFeed,
        bus: Bus,
        partition: Partition | None,
        run: Run,
        show: Show,
        timeout: float = FORWARD_TIMEOUT,
    ) -> None:
        self._feed = feed
        self._bus = bus
        self._partition = partition
        self._run = run
        self._show = show
        self._timeout = timeout
        self._catching_up: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await self._bus.start(self._partition, self)
        self._feed.bus = self._bus

    async def close(self) -> None:
        self._feed.bus = None
        if self._catching_up is not None:
            self._catching_up.cancel()
        await self._bus.close()

    @property
    def figures(self) -> BusFigures:
        """The bus's figures (``ludobot health``)."""
        return self._bus.figures

    def serves(self, route: int) -> bool:
        """Whether this process serves the games of ``route``."""
        return self._partition is None or route in self._partition

    # -- sending -------------------------------------------------------------------------

    async def forward(self, game_id: int, route: int, actor: Actor, command: Command) -> Forwarded:
        """Run the press in the process that serves ``route``; raises its refusal, or the
        bus's (:func:`~bot.store.bus_figures.told_as`)."""
        partition = self._partition
        assert partition is not None  # a process that serves every game forwards nothing
        body = {"game": game_id, "actor": actor_json(actor), "command": command_json(command)}
        try:
            answer = await self._bus.forward(
                partition.count, partition.of(route), body, self._timeout
            )
        except BusRefused as refused:
            raise Refused(told_as(refused.code).value, game=game_id) from None
        if "refused" in answer:
            try:
                raise refusal_of(answer["refused"])
            except ValueError:
                raise Refused("owner_unreachable", game=game_id) from None
        version = answer.get("version")
        if not isinstance(version, int):
            raise Refused("owner_unreachable", game=game_id)
        return Forwarded(game_id, version, note_of(answer.get("reply")))

    # -- hearing -------------------------------------------------------------------------

    def committed(self, game_id: int, version: int) -> None:
        self._feed.heard(Commit(game_id, version))

    async def pressed(self, body: Body) -> Body:
        """A press forwarded here: run, shown on this process's edges, answered. A body
        that is not a press raises (the sender hears ``owner_failed``)."""
        game_id = body.get("game")
        if not isinstance(game_id, int) or isinstance(game_id, bool):
            raise ValueError("a press without its game")
        actor, command = actor_of(body.get("actor")), command_of(body.get("command"))
        try:
            out = await self._run(game_id, actor, command)
            if out is None:  # the bot's own step, no longer due
                raise Refused("already_done")
        except Refused as refused:
            return {"refused": refusal_json(refused)}
        await self._show(out)
        return {"version": out.version, "reply": note_json(out.reply)}

    def reconnected(self) -> None:
        if self._catching_up is None or self._catching_up.done():
            self._catching_up = asyncio.get_running_loop().create_task(self._catch_up())

    async def _catch_up(self) -> None:
        """The games watched here, at their stored version (the commits missed while cut
        off)."""
        for pause in CATCH_UP_PAUSES:
            watched = self._feed.watched_games()
            if not watched:
                return
            try:
                versions = await self._bus.versions(watched)
            except Exception as exc:  # the database's driver or the network
                log.warning("catching up on %d watched games failed: %s", len(watched), exc)
                await asyncio.sleep(pause)
                continue
            for game_id, version in versions.items():
                self._feed.heard(Commit(game_id, version))
            return
        log.error("the watched games could not catch up: they follow from their next commit")


__all__ = ["FORWARD_TIMEOUT", "Forwarded", "SharedFeed", "Spread"]
