"""Every request the bot makes to Discord, counted by kind, per game and per process.

Discord limits a bot to 50 requests a second in all (the *global* limit: posting,
editing and deleting channel messages, DMs), except for the answers and follow-ups of
an interaction through its token (``/interactions/…`` and ``/webhooks/<app>/<token>…``),
and bans its address for a while after 10,000 *invalid* requests (401, 403, 429) in 10
minutes. What a turn costs in each kind is what decides how many games one bot can
serve, so it is counted where every request passes: the aiohttp session discord.py
makes (its ``http_trace``), which both its HTTP client and its webhook adapter (an
interaction's answers) use. The composition root installs it once (:mod:`bot.app`).

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
from types import SimpleNamespace
from typing import Any

import aiohttp
import yarl


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
    found = _API.search(yarl.URL(str(url)).path)
    if found is None:
        return None
    return Kind.TOKEN if _TOKEN_ROUTE.match(found.group(1)) else Kind.GLOBAL


class RequestCounts:
    """The counts of one process: in all (:attr:`total`) and by game (:meth:`of_game`)."""

    def __init__(self) -> None:
        self.total: Counter[Kind] = Counter()
        self._games: dict[int, Counter[Kind]] = {}
        self.trace = aiohttp.TraceConfig()
        """Given to the bot as ``http_trace``: its session reports each request's end."""
        self.trace.on_request_end.append(self._ended)

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

    async def _ended(
        self, _session: aiohttp.ClientSession, _ctx: SimpleNamespace, params: Any
    ) -> None:
        self.count(params.url, params.response.status)
