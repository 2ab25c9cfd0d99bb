"""Requests inside Discord's global limit, spread so that the bot stays under it.

Discord answers a bot that makes more than 50 requests a second (outside an
interaction's token) with a *global* 429, which every request then waits out, and
counts each such answer among the invalid ones that get the bot's address banned.
discord.py waits out the 429s it is given (a bucket's, and the global one, for which it
holds every request back) and keeps each route's bucket from the ``X-RateLimit-*``
headers, but it sends as fast as the bot asks below those: nothing keeps the global
rate. A burst (every game's computer stepping at once, many turns changing hands)
would meet the global 429 instead of being spread.

:class:`GlobalPace` spreads them: every request of the global kind
(:func:`bot.discord_requests.kind_of`) takes the next free moment, one every
second at most ``rate`` of them, in the order they were asked for, before discord.py
sends each; an
interaction's answers (outside the limit) are not held. The board edits that wait
meanwhile are merged per game by the live-board protocol (:mod:`bot.boards.live`: only a
game's newest version is drawn after the one under way), so a backlog costs one edit a
game, not one a step.

``rate`` is a fifth under Discord's 50: requests let go at an even pace may reach
Discord bunched (the network, an event loop busy drawing a picture between letting a
request go and sending it), and discord.py sends its retries (after a 429 or a 5xx)
without asking here.
While discord.py waits out a global 429 (its ``_global_over`` event, the one private
name used here) the requests it holds would go all at once after it: they take new
moments instead.
The processes of one bot (shard processes, :class:`bot.bot.ShardedLudoBot`) share its
50 a second: each keeps to the share of its shards (one of two shards: 20 a second).
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from discord.http import HTTPClient, Route

from .discord_requests import Kind, kind_of

RATE = 40.0
"""Requests a second inside the global limit (Discord's: 50)."""

PROCESS_WINDOW: deque[float] = deque()
"""When each request of the last second was let go by any client of this process (on
the monotonic clock): a bot made again in the same process (a restart inside it) does
not start on an empty second while Discord still counts the one before's requests."""


class GlobalPace:
    """The moments at which requests of the global kind may be sent: at most ``rate``
    in any second, as measured when each is let go (a late wake-up of the event loop
    cannot bunch more into a second), first asked, first sent."""

    def __init__(
        self,
        rate: float = RATE,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        window: deque[float] | None = None,
    ) -> None:
        self.rate = rate
        """Requests a second (0: no pace)."""
        self._clock = clock
        self._sleep = sleep
        self._recent: deque[float] = deque() if window is None else window
        """When each request of the last second was let go (``window``: shared with the
        process's other paces, :data:`PROCESS_WINDOW`)."""
        self._queue = asyncio.Lock()
        """Waiting requests go one at a time, in the order they came (a FIFO lock)."""
        self.sent = 0
        """Requests let through."""
        self.held = 0
        """Of those, the ones that waited for their moment."""
        self.waited = 0.0
        """Seconds they waited, in all."""

    async def turn(self) -> None:
        """Wait for this request's moment (at once when the last second has room)."""
        if self.rate <= 0:
            self.sent += 1
            return
        asked = self._clock()
        async with self._queue:
            recent = self._recent
            while True:
                now = self._clock()
                while recent and recent[0] <= now - 1.0:
                    recent.popleft()
                if len(recent) < self.rate:
                    break
                await self._sleep(recent[0] + 1.0 - now)
            recent.append(now)
        self.sent += 1
        if now > asked:
            self.held += 1
            self.waited += now - asked

    def snapshot(self) -> dict[str, float]:
        """For the health output and ``make bench``."""
        return {"sent": self.sent, "held": self.held, "waited": round(self.waited, 3)}


def pace(http: HTTPClient, global_pace: GlobalPace) -> None:
    """Every request ``http`` (discord.py's REST client) makes inside the global limit
    waits for its moment first."""
    request = http.request

    async def paced(route: Route, **kwargs: Any) -> Any:
        if kind_of(route.url) is Kind.GLOBAL:
            await global_pace.turn()
            # While discord.py waits out a global 429 it holds every request back, and
            # lets them all go at once after: each takes a new moment instead.
            held: asyncio.Event | None = getattr(http, "_global_over", None)
            while held is not None and not held.is_set():
                await held.wait()
                await global_pace.turn()
        return await request(route, **kwargs)

    http.request = paced  # type: ignore[method-assign]
