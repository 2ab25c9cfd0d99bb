"""The web edge's server: aiohttp in the bot's own process, started only when configured.

Routes (under the public address, ``LUDOBOT_WEB_URL``):

- ``GET /live/{game}``: the board page (``web/static/live.html``, the page lane's), with
  ``{{hash:<file>}}`` in it replaced by that static file's content hash (its URLs change
  when the file does, so the files may be cached for good);
- ``GET /live/{game}/socket``: the page's WebSocket (:mod:`.sockets`);
- ``GET /static/...``: the page's files (``web/static/``).

Every answer carries the headers of :func:`headers`: a Content-Security-Policy that lets
only the page's own files run and only Discord frame it, no referrer (a personal link's
token must not leak to another site), no sniffing. A socket's Origin must be the public
address's (or one of ``LUDOBOT_WEB_ORIGINS``). Other edges of the same process (the
Activity) add their routes with :meth:`WebServer.add_routes` before :meth:`start`.
"""

from __future__ import annotations

import functools
import hashlib
import ipaddress
import logging
import re
import time
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path

from aiohttp import web
from aiohttp.typedefs import Middleware

from bot.core import GameService, Refused

from .config import WebConfig
from .rooms import Room, Rooms, Viewer
from .sockets import (
    POLICY,
    TRY_LATER,
    PressRunner,
    Session,
    hello,
    page_language,
    refused,
    run_here,
    socket_bucket,
)
from .tokens import BadToken, Pass, Signer

log = logging.getLogger("ludobot.web")

STATIC = Path(__file__).resolve().parent / "static"
PAGE = "live.html"
MAX_GAME = 2**63 - 1
SOCKET_BYTES = 4096
"""Frames longer than this close the socket at once (1009); up to it a message is read
and refused by its own limit (:attr:`web.config.Limits.message_bytes`) with a code."""
HEARTBEAT = 30.0
"""Seconds between pings on an idle socket: a page gone without closing is dropped."""
FRAME_ANCESTORS = (
    "https://discord.com https://*.discord.com https://discordapp.com https://*.discordsays.com"
)
"""Who may show the page in a frame: Discord's clients (web, PTB, Canary) and its
Activities' proxy."""
LIMITS = frozenset({"web_busy", "web_too_many_here", "web_game_full"})
"""Refusals of a limit reached: the page may try again later (the others are final)."""
HASHED = re.compile(r"\{\{hash:([A-Za-z0-9_./-]+)\}\}")

SHUTDOWN = 2.0
"""Seconds the pages' sockets get to close when the bot stops (they reconnect to the
next start and catch up)."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class CannotListen(RuntimeError):
    """The address of ``LUDOBOT_WEB_LISTEN`` cannot be listened on (in use, or not this
    machine's)."""


def csp(config: WebConfig) -> str:
    """The Content-Security-Policy: the page's own scripts, styles and images, its
    socket, Discord's frame; nothing else."""
    socket = config.url.with_scheme("wss" if config.url.scheme == "https" else "ws").origin()
    return "; ".join(
        (
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "font-src 'self'",
            f"connect-src 'self' {socket}",
            f"frame-ancestors {FRAME_ANCESTORS}",
            "base-uri 'none'",
            "form-action 'none'",
        )
    )


def headers(config: WebConfig) -> Middleware:
    policy = csp(config)

    @web.middleware
    async def add_headers(request: web.Request, handler: Handler) -> web.StreamResponse:
        response = await handler(request)
        if not response.prepared:  # a socket's upgrade is sent already
            response.headers["Content-Security-Policy"] = policy
            response.headers["Referrer-Policy"] = "no-referrer"
            response.headers["X-Content-Type-Options"] = "nosniff"
        return response

    return add_headers


def client_address(request: web.Request) -> str:
    """Who connects: the peer, or behind a reverse proxy on this machine or network
    (a loopback or private peer) the last address it put in X-Forwarded-For."""
    peer = request.remote or "?"
    forwarded = request.headers.get("X-Forwarded-For", "")
    try:
        local = ipaddress.ip_address(peer).is_private
    except ValueError:
        local = False
    if local and forwarded:
        return forwarded.rsplit(",", 1)[-1].strip()[:64] or peer
    return peer


def game_of(request: web.Request) -> int:
    text = request.match_info["game"]
    if not text.isdigit() or len(text) > 19 or int(text) > MAX_GAME:
        raise web.HTTPNotFound()
    return int(text)


class WebServer:
    """The web edge on ``core``: the pages, their sockets and the personal links."""

    def __init__(
        self,
        core: GameService,
        config: WebConfig,
        *,
        clock: Callable[[], float] = time.time,
        static: Path = STATIC,
    ) -> None:
        self.core = core
        self.config = config
        self.signer = Signer(config.secret, clock)
        self.rooms = Rooms(core, config.limits)
        self.run_press: PressRunner = functools.partial(run_here, core)
        """How a page's press is run (:data:`web.sockets.PressRunner`): here, by this
        process's core; with several processes on one database, whatever reaches the
        process that serves the game."""
        self.static = static
        self._hashes: dict[str, str] = {}
        self.app = web.Application(middlewares=[headers(config)], client_max_size=64 * 1024)
        self.app.router.add_get("/live/{game}", self._page)
        self.app.router.add_get("/live/{game}/socket", self._socket)
        if static.is_dir():
            self.app.router.add_static("/static", static)
        self._runner: web.AppRunner | None = None
        self.port: int | None = None
        """The port listened on once started (the one configured, or the one the
        system gave for port 0)."""

    # -- links (the Discord edge gives them) ---------------------------------------------

    def watch_link(self, game_id: int) -> str:
        """The public page of a game (a server's: anyone with it watches)."""
        return self.config.page(game_id)

    @property
    def link_seconds(self) -> float:
        return self.config.link_hours * 3600

    def personal_link(self, game_id: int, user_id: int) -> str:
        """A link that speaks for ``user_id`` in the game until it expires."""
        token = self.signer.make(game_id, user_id, self.link_seconds)
        return self.config.page(game_id, token)

    def health(self) -> dict[str, int]:
        """The health lines' counts: pages watching, sockets, games watched."""
        rooms = self.rooms
        return {"viewers": rooms.viewers, "sockets": rooms.sockets, "games": len(rooms.rooms)}

    # -- the process ---------------------------------------------------------------------

    def add_routes(self, routes: Iterable[web.AbstractRouteDef]) -> None:
        """Another part of the web edge's routes (before :meth:`start`)."""
        self.app.router.add_routes(routes)

    async def start(self) -> None:
        """Listen; raises :class:`CannotListen` (saying which setting) when the address
        cannot be had."""
        runner = web.AppRunner(
            self.app, access_log=None, handle_signals=False, shutdown_timeout=SHUTDOWN
        )
        await runner.setup()
        host, port = self.config.host, self.config.port
        site = web.TCPSite(runner, host, port)
        try:
            await site.start()
        except OSError as exc:
            await runner.cleanup()
            raise CannotListen(f"{host}:{port} ({exc.strerror or exc})") from exc
        self._runner = runner
        bound = runner.addresses
        self.port = int(bound[0][1]) if bound else self.config.port
        log.info("the live board listens on %s:%s", self.config.host, self.port)

    async def close(self) -> None:
        await self.rooms.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # -- routes --------------------------------------------------------------------------

    def _hash(self, name: str) -> str:
        found = self._hashes.get(name)
        if found is None:
            path = (self.static / name).resolve()
            if not path.is_relative_to(self.static) or not path.is_file():
                return "0"
            found = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
            self._hashes[name] = found
        return found

    async def _page(self, request: web.Request) -> web.StreamResponse:
        game_of(request)
        page = self.static / PAGE
        if not page.is_file():
            raise web.HTTPServiceUnavailable(text="the live board's page is not installed")
        html = HASHED.sub(lambda m: self._hash(m.group(1)), page.read_text(encoding="utf-8"))
        response = web.Response(text=html, content_type="text/html")
        response.headers["Cache-Control"] = "no-store"  # its address may hold a token
        return response

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        game_id = game_of(request)
        if not self.config.allows(request.headers.get("Origin")):
            raise web.HTTPForbidden(text="web_origin")
        lang = page_language(request)
        address = client_address(request)
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=SOCKET_BYTES, compress=False)
        await ws.prepare(request)
        refusal = self.rooms.admit(game_id, address)
        granted: Pass | None = None
        if refusal is None and "t" in request.query:
            try:
                granted = self.signer.read(request.query["t"], game_id)
            except BadToken as bad:
                refusal = bad.code
        if refusal is not None:
            await ws.send_str(refused(refusal, lang))
            await ws.close(code=TRY_LATER if refusal in LIMITS else POLICY)
            return ws
        self.rooms.opened(address)
        try:
            user = granted.user_id if granted is not None else None
            viewer = Viewer(ws, request.transport, lang, user, address, socket_bucket(self.rooms))
            room = self.rooms.room(game_id)
            room.join(viewer)
            try:
                if await self._greet(room, viewer):
                    await Session(self.run_press, self.rooms, room, viewer).run()
            finally:
                room.leave(viewer)
        finally:
            self.rooms.closed(address)
        return ws

    async def _greet(self, room: Room, viewer: Viewer) -> bool:
        """The hello, or the refusal that closes the socket (no such game; a game of a
        DM or group DM without a member's link)."""
        ws = viewer.ws
        try:
            out = await room.current()
        except Refused:  # no such game
            out = None
        code = None
        if out is None:
            code = "web_no_game"
        elif out.place.community is None and viewer.user_id is None:
            code = "web_private"
        if code is not None:
            await ws.send_str(refused(code, viewer.lang))
            await ws.close(code=POLICY)
            return False
        # The hello is the game as the room has it now; pushes from here on go to this
        # page too (none before: it would get a commit before its hello).
        viewer.version, viewer.greeted = room.version, True
        return await viewer.send(hello(room, viewer))
