"""Discord's rate limits, as the stand-in answers them.

- The global limit: at most ``per_second`` requests in any second (a sliding window)
  outside an interaction's token (``/interactions/…`` and ``/webhooks/<app>/<token>…``
  are outside it); one more is answered 429 with ``"global": true`` in its body and
  ``X-RateLimit-Global: true``, ``retry_after`` the time until the window has room.
- Per-route buckets a test declares (:meth:`Limits.bucket`): ``limit`` requests per
  ``per`` seconds for each value of the route's major parameter (the regex's first
  group: a channel's id); every answer on such a route carries the ``X-RateLimit-*``
  headers discord.py keeps its buckets by (``Limit``, ``Remaining``, ``Reset``,
  ``Reset-After``, ``Bucket``), and one past the limit is a 429 of the bucket
  (``X-RateLimit-Scope: user``) with ``retry_after`` until its reset.

A 429 needs Discord's ``Via`` header, or discord.py takes it for a ban by the CDN and
does not retry.
"""

from __future__ import annotations

import json
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

OUTSIDE = re.compile(r"^/(interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+)")
"""Routes (after ``/api/v10``) outside the global limit: an interaction's token."""
GLOBAL_LIMIT = 50


def rate_limited(
    code: int, message: str, retry_after: float, *, is_global: bool, headers: dict[str, str]
) -> web.Response:
    """A 429 as Discord sends it (JSON body, ``Retry-After``, ``Via``)."""
    body = {"code": code, "message": message, "retry_after": retry_after, "global": is_global}
    response = web.Response(
        body=json.dumps(body).encode(), status=429, headers={"Content-Type": "application/json"}
    )
    response.headers.update(
        {
            "Via": "1.1 google",
            "Retry-After": str(max(1, round(retry_after))),
            "X-RateLimit-Scope": "global" if is_global else "user",
            **headers,
        }
    )
    if is_global:
        response.headers["X-RateLimit-Global"] = "true"
    return response


@dataclass
class Bucket:
    """A route's bucket: ``limit`` requests per ``per`` seconds per major parameter."""

    name: str
    method: str | None
    path: re.Pattern[str]
    limit: int
    per: float
    windows: dict[str, tuple[float, int]] = field(default_factory=dict)
    """major parameter -> (when its window resets, requests left in it)"""
    refused: int = 0

    def key(self, method: str, path: str) -> str | None:
        if self.method is not None and self.method != method:
            return None
        found = self.path.search(path)
        if found is None:
            return None
        return found.group(1) if found.groups() else ""

    def take(self, key: str, now: float) -> tuple[bool, dict[str, str]]:
        """One request in ``key``'s window: whether it may go, and the headers."""
        resets, left = self.windows.get(key, (0.0, 0))
        if now >= resets:
            resets, left = now + self.per, self.limit
        allowed = left > 0
        left = max(0, left - 1) if allowed else 0
        self.windows[key] = (resets, left)
        if not allowed:
            self.refused += 1
        after = max(0.0, resets - now)
        headers = {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(left),
            "X-RateLimit-Reset": f"{time.time() + after:.3f}",
            "X-RateLimit-Reset-After": f"{after:.3f}",
            "X-RateLimit-Bucket": self.name,
        }
        return allowed, headers


class Limits:
    """The global limit and the buckets of one stand-in Discord."""

    def __init__(
        self, per_second: int | None = GLOBAL_LIMIT, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.per_second = per_second
        """Requests a second inside the global limit (None: no limit)."""
        self._clock = clock
        self._recent: deque[float] = deque()
        self.buckets: list[Bucket] = []
        self.global_refused = 0
        """Requests answered with the global 429 (the limit's own, not injected)."""
        self.most_in_a_second = 0
        """The most requests inside the global limit seen in one second (sliding)."""

    def bucket(self, method: str | None, path: str, limit: int, per: float) -> Bucket:
        """Declare a route's bucket: ``path`` a regex searched in the path after
        ``/api/v10``, whose first group (if any) is the major parameter."""
        name = f"fake{len(self.buckets)}"
        found = Bucket(name, method.upper() if method else None, re.compile(path), limit, per)
        self.buckets.append(found)
        return found

    def check(self, method: str, path: str) -> tuple[web.Response | None, dict[str, str]]:
        """A 429 for this request (None: it may go) and the headers of its answer."""
        now = self._clock()
        if self.per_second is not None and not OUTSIDE.match(path):
            recent = self._recent
            while recent and recent[0] <= now - 1.0:
                recent.popleft()
            if len(recent) >= self.per_second:
                self.global_refused += 1
                wait = round(recent[0] + 1.0 - now, 3)
                limited = rate_limited(
                    0, "You are being rate limited.", wait, is_global=True, headers={}
                )
                return limited, {}
            recent.append(now)
            self.most_in_a_second = max(self.most_in_a_second, len(recent))
        for bucket in self.buckets:
            key = bucket.key(method, path)
            if key is None:
                continue
            allowed, headers = bucket.take(key, now)
            if not allowed:
                wait = float(headers["X-RateLimit-Reset-After"])
                limited = rate_limited(
                    0, "You are being rate limited.", wait, is_global=False, headers=headers
                )
                return limited, {}
            return None, headers
        return None, {}
