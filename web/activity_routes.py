"""The Activity's page and its API: routes of the web edge's server
(:meth:`web.server.WebServer.add_routes`, put together in bot/app.py).

``GET /activity/`` is the page Discord shows in its frame (web/static/activity/, built from
web/activity/ by the install); ``GET /`` sends Discord's launch there, keeping the query
Discord adds (the Developer Portal's URL mapping points ``/`` at the bot's address).
Under ``/api/activity/``: ``GET config`` (the application's id, which the SDK needs, and
the page's own words), ``POST token {code}`` -> ``{access_token}`` (the code exchanged
with the client secret, :mod:`web.oauth`) and ``POST session {access_token, instance_id,
channel_id}`` -> ``{game_id, token}``: the open game of the instance's channel and a
token for that person and game, as a private link's. A refusal is ``{code, text}`` in
the viewer's language (Accept-Language), with a 4xx status, and changes nothing.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Final

from aiohttp import web

from bot.core import GameService, Place
from bot.i18n import catalogue_for, say

from .activity_limits import Gate
from .oauth import (
    ActivityApp,
    ActivityRefused,
    DiscordOAuth,
    checked_code,
    checked_instance,
    checked_snowflake,
)
from .server import client_address

DISCORD_PLACE: Final = "discord"
"""The kind of place the Discord edge names a channel's game by (cogs/ludo/places.py's
``KIND``; the web edge may not import the cog, a test keeps the two equal)."""
STATIC: Final = Path(__file__).resolve().parent / "static"
PAGE: Final = STATIC / "activity" / "index.html"
HASHED: Final = re.compile(r"\{\{hash:([A-Za-z0-9_.-]+)\}\}")
"""The board page's files the Activity's page names, by their content's hash (as
web/server.py names them in the board page), so a browser never keeps an old one."""
BODY_LIMIT: Final = 4096
"""A request of the page is a few short strings: anything longer is refused unread."""
PAGE_WORDS: Final = (
    "web-activity-not-authorised",
    "web-activity-unreachable",
    "web-activity-failed",
)
"""Refusals the page finds itself (before or without our server): their words come with
the config."""

Mint = Callable[[int, int], str]
"""A token for a person (user id) and a game (game id): the web edge's private link's."""


@functools.cache
def _hash(name: str) -> str:
    """A static file's content hash (read once per process: the files change only with
    an install)."""
    path = STATIC / name
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16] if path.is_file() else "0"


def _lang(request: web.Request) -> str:
    first = request.headers.get("Accept-Language", "").split(",")[0].split(";")[0].strip()
    return catalogue_for(first or None)


def _refusal(request: web.Request, refused: ActivityRefused) -> web.Response:
    text = say(refused.code, _lang(request))
    return web.json_response({"code": refused.code, "text": text}, status=refused.status)


async def _fields(request: web.Request, *names: str) -> list[object]:
    """The named fields of a request's JSON object (refused when it is not one, or too
    long to be one of the page's)."""
    if request.content_length is None or request.content_length > BODY_LIMIT:
        raise ActivityRefused("web-activity-bad-request", 400)
    try:
        body = json.loads(await request.read())
    except (ValueError, UnicodeDecodeError):
        raise ActivityRefused("web-activity-bad-request", 400) from None
    if not isinstance(body, dict):
        raise ActivityRefused("web-activity-bad-request", 400)
    return [body.get(name) for name in names]


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _refusing(handler: Handler) -> Handler:
    async def answer(request: web.Request) -> web.StreamResponse:
        try:
            return await handler(request)
        except ActivityRefused as refused:
            return _refusal(request, refused)

    return answer


class ActivityRoutes:
    """The handlers, on Discord's answers (``oauth``), the core, and the tokens (``mint``)."""

    def __init__(self, oauth: DiscordOAuth, core: GameService, mint: Mint, gate: Gate) -> None:
        self.oauth = oauth
        self.core = core
        self.mint = mint
        self.gate = gate

    def _admit(self, request: web.Request) -> None:
        """A request that will ask Discord: refused when its address or the process has
        asked too often lately."""
        if not self.gate.admit(client_address(request)):
            raise ActivityRefused("web-activity-busy", 429)

    async def launch(self, request: web.Request) -> web.StreamResponse:
        """Discord opens the mapping's root: the page, with Discord's query kept (a
        relative address, so a ``/.proxy/`` prefix stays)."""
        query = f"?{request.query_string}" if request.query_string else ""
        raise web.HTTPFound(f"activity/{query}")

    async def page(self, request: web.Request) -> web.StreamResponse:
        if not PAGE.is_file():
            raise ActivityRefused("web-activity-off", 503)
        html = HASHED.sub(lambda m: _hash(m.group(1)), PAGE.read_text(encoding="utf-8"))
        response = web.Response(text=html, content_type="text/html")
        response.headers["Cache-Control"] = "no-cache"
        return response

    async def config(self, request: web.Request) -> web.StreamResponse:
        lang = _lang(request)
        return web.json_response(
            {
                "client_id": str(self.oauth.app.client_id),
                "words": {code: say(code, lang) for code in PAGE_WORDS},
            }
        )

    async def token(self, request: web.Request) -> web.StreamResponse:
        (code,) = await _fields(request, "code")
        self._admit(request)
        access_token = await self.oauth.exchange(checked_code(code))
        return web.json_response({"access_token": access_token})

    async def session(self, request: web.Request) -> web.StreamResponse:
        token, instance_id, channel = await _fields(
            request, "access_token", "instance_id", "channel_id"
        )
        access, instance_id, channel_id = (
            checked_code(token),
            checked_instance(instance_id),
            checked_snowflake(channel),
        )
        self._admit(request)
        person, instance = await self.oauth.visitor(access, instance_id, channel_id)
        circle = instance.guild_id if instance.guild_id is not None else instance.channel_id
        place = Place(DISCORD_PLACE, str(instance.channel_id), circle, instance.guild_id)
        game = await self.core.queries.game_here(place)
        if game is None:
            raise ActivityRefused("web-activity-no-game", 404)
        return web.json_response({"game_id": game.id, "token": self.mint(person.id, game.id)})


def activity_edge(
    app: ActivityApp, core: GameService, mint: Mint, gate: Gate | None = None
) -> list[web.RouteDef]:
    """The Activity's routes, for the web edge's server (``gate``: its limits, the
    defaults of :class:`~.activity_limits.ActivityLimits` unless a test sets others)."""
    routes = ActivityRoutes(DiscordOAuth(app), core, mint, gate or Gate())
    return [
        web.get("/", _refusing(routes.launch)),
        web.get("/activity/", _refusing(routes.page)),
        web.get("/api/activity/config", _refusing(routes.config)),
        web.post("/api/activity/token", _refusing(routes.token)),
        web.post("/api/activity/session", _refusing(routes.session)),
    ]
