"""Every request the bot makes to Discord, counted by kind, per game and per process.

Discord limits a bot to 50 requests a second in all (the *global* limit: posting,
editing and deleting channel messages, DMs), except for the answers and follow-ups of
an interaction through its token (``/interactions/…`` and ``/webhooks/<app>/<token>…``),
and bans its address for a while after 10,000 *invalid* requests (401, 403, 429) in 10
minutes. What a turn costs in each kind is what decides how many games one bot can
serve, so it is counted where every request passes: the aiohttp session discord.py
makes at login, which both its HTTP client and its webhook adapter (an interaction's
answers) use, through a client middleware on it (:meth:`RequestCounts.watch`: one call
a request; aiohttp's tracing, which served here before, sends a dozen signals a request,
one for each chunk of an uploaded picture: about 0.15 ms of the 4 ms of CPU a press
costs the bot). The bot installs it once (:mod:`bot.bot`).

A request is counted in its route's kind (inside or outside the global limit) and, if
Discord refused it so (401, 403, 429), as invalid too. The game a request is for is the
one the edge is working on when it is made (:func:`for_game`, a context variable that
tasks started meanwhile inherit: a press, a step the core shows, a game drawn again);
the others (start-up, a command before its game exists, a press's deferral, the boards
redrawn together at start or after a failure) count in the process's totals only.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections import Counter
from collections.abc import Iterator
from enum import StrEnum
from typing import TYPE_CHECKING, Any

import aiohttp
import yarl

if TYPE_CHECKING:
    from discord.http import HTTPClient


class Kind(StrEnum):
    GLOBAL = "global"
    """Inside the global limit: channel messages and DMs posted, edited, deleted."""
    TOKEN = "token"
    """Outside it: an interaction's answer or follow-up through its token."""
    INVALID = "invalid"
    """Refused with 401, 403 or 429 (also counted in its route's kind)."""


INVALID_STATUSES = frozenset({401, 403, 429})
_API = re.compile(r"/api/v\d+(/.*)$")
_TOKEN_ROUTE = re.compile(r"^/(interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+)")

_game: contextvars.ContextVar[int | None] = contextvars.ContextVar("discord_game", default=None)


@contextlib.contextmanager
def for_game(game_id: int) -> Iterator[None]:
    """The requests made meanwhile (and by the tasks started meanwhile) are ``game_id``'s."""
    token = _game.set(game_id)
    try:
        yield
    finally:
        _game.reset(token)


def kind_of(url: yarl.URL | str) -> Kind | None:
    """The kind of a request to ``url`` by its route; None when it is no REST request
    (the gateway's connection, an attachment's download)."""
    found = _API.search(url.path if isinstance(url, yarl.URL) else yarl.URL(url).path)
    if found is None:
        return None
    return Kind.TOKEN if _TOKEN_ROUTE.match(found.group(1)) else Kind.GLOBAL


class RequestCounts:
    """The counts of one process: in all (:attr:`total`) and by game (:meth:`of_game`)."""

    def __init__(self) -> None:
        self.total: Counter[Kind] = Counter()
        self._games: dict[int, Counter[Kind]] = {}
        self._middleware = self._counted
        """The one middleware object put on the session (found there again by it)."""

    def watch(self, http: HTTPClient) -> None:
        """Count every request of discord.py's client ``http`` and of its webhook adapter
        (an interaction's answers), which share its aiohttp session: the session is made
        at each login, so the middleware is put on it by ``http.request`` itself, before
        that session's first request (the login's own). discord.py takes no middleware
        for the session it makes, so it is added to the session's own (aiohttp's client
        middlewares, 3.12 on; the locks pin 3.14); should either library rename what is
        read here, the counts stop matching the stand-in's and tests/test_bot_requests
        fails."""
        request = http.request

        async def watched(*args: Any, **kwargs: Any) -> Any:
            session = getattr(http, "_HTTPClient__session", None)  # discord.py's own
            if isinstance(session, aiohttp.ClientSession):
                middlewares = session._middlewares
                if self._middleware not in middlewares:
                    session._middlewares = (*middlewares, self._middleware)
            return await request(*args, **kwargs)

        http.request = watched  # type: ignore[method-assign]

    def count(self, url: yarl.URL | str, status: int) -> None:
        kind = kind_of(url)
        if kind is None:
            return
        kinds = [kind, Kind.INVALID] if status in INVALID_STATUSES else [kind]
        game = _game.get()
        for k in kinds:
            self.total[k] += 1
            if game is not None:
                self._games.setdefault(game, Counter())[k] += 1

    def of_game(self, game_id: int) -> Counter[Kind]:
        return Counter(self._games.get(game_id, Counter()))

    def forget(self, game_id: int) -> None:
        """A game that is over is no longer counted apart (the totals keep its requests)."""
        self._games.pop(game_id, None)

    def snapshot(self) -> dict[str, int]:
        """The totals by kind, for the health output."""
        return {k.value: self.total[k] for k in Kind}

    async def _counted(
        self, request: aiohttp.ClientRequest, handler: aiohttp.ClientHandlerType
    ) -> aiohttp.ClientResponse:
        response = await handler(request)
        self.count(request.url, response.status)
        return response
