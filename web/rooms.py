"""Who watches which game, and the push of every commit to them.

A :class:`Room` per game with viewers: it listens to the core's commit feed while it has
any, and after each commit reads the game once (:meth:`~bot.core.queries.Queries.latest`:
no read from the database for this process's own commits where the store keeps its
rows), encodes the view once per language among its viewers and sends that same text to
each. Commits that come while a push is under way are coalesced: the next push carries
the newest view (a view is whole, so a page that skips a version misses nothing but the
animation of what it skipped). A room, its feed subscription and its texts go when its
last viewer leaves: nothing is kept for games nobody watches.

A viewer whose socket does not take what is sent (its buffer over
:data:`SLOW_BUFFER`) is dropped rather than waited for: one stalled reader neither holds
the others' pushes nor makes the process grow.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from bot.core import Answer, Commit, GameService

from .config import Limits
from .limits import Bucket
from .view_json import events_json, view_json

log = logging.getLogger("ludobot.web")

SLOW_BUFFER = 256 * 1024
"""Bytes waiting in a socket's buffer past which its reader counts as stalled."""
GOING_AWAY = 1001
"""The close code when the bot stops (RFC 6455)."""
COUNT_EVERY = 1.0
"""Seconds between two spectator counts sent to a game's pages (joins coalesce)."""


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class Viewer:
    """One page's socket on one game: its language, whose token it showed (None: a
    spectator without one), the version it was last sent, and its rate."""

    __slots__ = (
        "address",
        "bucket",
        "greeted",
        "lang",
        "strikes",
        "transport",
        "user_id",
        "version",
        "ws",
    )

    def __init__(
        self,
        ws: web.WebSocketResponse,
        transport: asyncio.BaseTransport | None,
        lang: str,
        user_id: int | None,
        address: str,
        bucket: Bucket,
    ) -> None:
        self.ws = ws
        self.transport = transport
        self.lang = lang
        self.user_id = user_id
        self.address = address
        self.bucket = bucket
        self.version = -1
        self.greeted = False
        """Sent its hello: until then no push or count goes to it (the hello has them)."""
        self.strikes = 0

    async def send(self, text: str) -> bool:
        """Send ``text``; False (and the socket closed) when it cannot take it."""
        ws, transport = self.ws, self.transport
        if ws.closed or not isinstance(transport, asyncio.WriteTransport):
            return False
        if transport.is_closing():
            return False
        if transport.get_write_buffer_size() > SLOW_BUFFER:
            log.info("a page stopped reading its socket; dropping it")
            transport.abort()
            return False
        try:
            await ws.send_str(text)
        except (ConnectionError, RuntimeError):
            return False
        return True


class Room:
    """A game's viewers and its pushes."""

    def __init__(
        self,
        game_id: int,
        core: GameService,
        limits: Limits,
        clock: Callable[[], float],
        gone: Callable[[Room], None],
    ) -> None:
        self.game_id = game_id
        self._core = core
        self.viewers: set[Viewer] = set()
        self.answer: Answer | None = None
        """The game as last pushed (or loaded for a viewer's hello)."""
        self._texts: dict[str, str] = {}
        """The last commit message per language, for the answer's version."""
        self._wanted = -1
        self._push: asyncio.Task[None] | None = None
        self._count: asyncio.Task[None] | None = None
        self._loading: asyncio.Future[Answer | None] | None = None
        self.presses = Bucket(limits.game_rate, limits.game_burst, clock)
        self._gone = gone
        self._unsubscribe = core.feed.subscribe(game_id, self._on_commit)
        self.pushed = 0
        """Commits pushed (the health lines and the benchmarks count them)."""
        self.on_pushed: Callable[[int], None] | None = None
        """Told each version once every viewer was sent it (the benchmarks' clock)."""

    @property
    def version(self) -> int:
        return self.answer.version if self.answer is not None else -1

    async def current(self) -> Answer | None:
        """The game now (loaded once for every viewer joining meanwhile)."""
        if self.answer is not None:
            return self.answer
        if self._loading is None:
            self._loading = asyncio.ensure_future(self._core.queries.latest(self.game_id))
        loading = self._loading
        try:
            out = await asyncio.shield(loading)
        finally:
            if self._loading is loading and loading.done():
                self._loading = None
        if out is not None and (self.answer is None or out.version > self.answer.version):
            self._set(out)
        return self.answer

    def _set(self, out: Answer) -> None:
        self.answer = out
        self._texts = {}

    def text(self, lang: str) -> str:
        """The commit message of the answer in ``lang`` (encoded once per language)."""
        out = self.answer
        assert out is not None
        text = self._texts.get(lang)
        if text is None:
            text = encode(
                {
                    "type": "commit",
                    "version": out.version,
                    "view": view_json(out, lang),
                    "events": events_json(out),
                }
            )
            self._texts[lang] = text
        return text

    # -- the feed ------------------------------------------------------------------------

    def _on_commit(self, commit: Commit) -> None:
        if commit.version <= max(self._wanted, self.version):
            return
        self._wanted = commit.version
        if self._push is None or self._push.done():
            self._push = asyncio.get_running_loop().create_task(
                self._pushing(), name=f"ludobot-web-push-{self.game_id}"
            )

    async def _pushing(self) -> None:
        while self._wanted > self.version and self.viewers:
            try:
                out = await self._core.queries.latest(self.game_id)
            except Exception:
                log.exception("reading game %s for its pages failed", self.game_id)
                return
            if out is None or out.version <= self.version:
                return  # the row read is not newer: the next commit brings it
            self._set(out)
            await self.send_to_all()
            self.pushed += 1
            if self.on_pushed is not None:
                self.on_pushed(out.version)

    async def send_to_all(self) -> None:
        """The answer to every viewer still behind it."""
        version = self.version
        for viewer in tuple(self.viewers):
            if not viewer.greeted or viewer.version >= version:
                continue
            viewer.version = version
            if not await viewer.send(self.text(viewer.lang)):
                self.leave(viewer)

    async def catch_up(self, viewer: Viewer) -> None:
        """Send ``viewer`` the game as it is now when it is behind it."""
        await self.current()
        if self.answer is not None and viewer.version < self.version:
            viewer.version = self.version
            await viewer.send(self.text(viewer.lang))

    # -- viewers -------------------------------------------------------------------------

    def join(self, viewer: Viewer) -> None:
        self.viewers.add(viewer)
        self._counted()

    def leave(self, viewer: Viewer) -> None:
        if viewer not in self.viewers:
            return
        self.viewers.discard(viewer)
        if not self.viewers:
            self.close()
            self._gone(self)
        else:
            self._counted()

    def _counted(self) -> None:
        """Tell the pages how many watch, at most once a :data:`COUNT_EVERY`."""
        if self._count is None or self._count.done():
            self._count = asyncio.get_running_loop().create_task(
                self._send_count(), name=f"ludobot-web-count-{self.game_id}"
            )

    async def _send_count(self) -> None:
        await asyncio.sleep(COUNT_EVERY)
        text = encode({"type": "viewers", "count": len(self.viewers)})
        for viewer in tuple(self.viewers):
            if viewer.greeted and not await viewer.send(text):
                self.leave(viewer)

    def close(self) -> None:
        """Stop listening; drop the texts and the answer."""
        self._unsubscribe()
        for task in (self._push, self._count):
            if task is not None and task is not asyncio.current_task():
                task.cancel()
        self._push = self._count = None
        self.answer = None
        self._texts = {}


class Rooms:
    """Every room of the process, and the counts the limits need."""

    def __init__(
        self, core: GameService, limits: Limits, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._core = core
        self.limits = limits
        self.clock = clock
        self.rooms: dict[int, Room] = {}
        self.addresses: dict[str, int] = {}
        self.sockets = 0

    def admit(self, game_id: int, address: str) -> str | None:
        """Why a new socket from ``address`` on ``game_id`` is refused (None: it is
        not)."""
        limits = self.limits
        room = self.rooms.get(game_id)
        if self.sockets >= limits.sockets:
            return "web_busy"
        if self.addresses.get(address, 0) >= limits.per_address:
            return "web_too_many_here"
        if room is not None and len(room.viewers) >= limits.per_game:
            return "web_game_full"
        return None

    def opened(self, address: str) -> None:
        self.sockets += 1
        self.addresses[address] = self.addresses.get(address, 0) + 1

    def closed(self, address: str) -> None:
        self.sockets -= 1
        left = self.addresses.get(address, 0) - 1
        if left > 0:
            self.addresses[address] = left
        else:
            self.addresses.pop(address, None)

    def room(self, game_id: int) -> Room:
        room = self.rooms.get(game_id)
        if room is None:
            room = Room(game_id, self._core, self.limits, self.clock, self._gone)
            self.rooms[game_id] = room
        return room

    def _gone(self, room: Room) -> None:
        if self.rooms.get(room.game_id) is room:
            del self.rooms[room.game_id]

    @property
    def viewers(self) -> int:
        return sum(len(r.viewers) for r in self.rooms.values())

    async def close(self, grace: float = 2.0) -> None:
        """Close every socket as going away (1001: the pages reconnect to the next start
        and catch up), all at once and for ``grace`` seconds at most."""
        sockets = [v.ws for room in self.rooms.values() for v in room.viewers]
        for room in tuple(self.rooms.values()):
            room.close()
        self.rooms.clear()
        if sockets:
            closing = asyncio.gather(
                *(ws.close(code=GOING_AWAY) for ws in sockets), return_exceptions=True
            )
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(closing, grace)
