"""The web edge's settings, from the environment (or the ``.env`` file the bot reads).

The edge is on only when ``LUDOBOT_WEB_URL`` is set: a bot without it runs exactly as
before (no port opened, no link on any card).

- ``LUDOBOT_WEB_URL``: the public address the pages are reached at, as people's browsers
  and Discord see it (``https://ludo.example.org``; a path is allowed,
  ``https://example.org/ludo``, when the proxy strips it before passing requests on: the
  bot's own routes start at ``/live/``). HTTPS in production: Discord's frame and browsers'
  WebSockets from an HTTPS page need it (the README's Caddy recipe gets a certificate).
- ``LUDOBOT_WEB_LISTEN``: where the bot's own server listens, ``host:port`` (default
  ``127.0.0.1:8080``: behind a reverse proxy on the same machine; ``0.0.0.0:8080`` in a
  container).
- ``LUDOBOT_WEB_SECRET``: the key the links are signed with (at least 32 characters, e.g.
  ``openssl rand -hex 32``). Changing it makes every link given so far invalid.
- ``LUDOBOT_WEB_LINK_HOURS``: how long a personal link lasts (default 12; a "your turn"
  DM and ``/ludo board`` give a fresh one).
- ``LUDOBOT_WEB_ORIGINS``: other origins whose pages may open the socket, comma separated
  (an Activity's ``https://<application id>.discordsays.com``); the public address's own
  origin is always allowed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import yarl

MIN_SECRET = 32
DEFAULT_LISTEN = "127.0.0.1:8080"
DEFAULT_LINK_HOURS = 12.0


@dataclass(frozen=True, slots=True)
class Limits:
    """What one process accepts from the pages (README, "The live board on the web"):
    beyond them a connection is refused with a code, and nothing changes."""

    sockets: int = 10_000
    """Open sockets in the process."""
    per_address: int = 20
    """Open sockets from one address (a household behind one NAT watches a few games)."""
    per_game: int = 2_000
    """Open sockets on one game."""
    message_bytes: int = 512
    """The longest message a page may send (a press is under 100 bytes)."""
    rate: float = 4.0
    """Messages per second one socket may send on average..."""
    burst: int = 8
    """...with this many at once."""
    game_rate: float = 20.0
    """Presses per second on one game, from all its pages together..."""
    game_burst: int = 20
    """...with this many at once."""
    strikes: int = 20
    """Refused messages after which a socket is closed (1008, policy violation)."""
    send_timeout: float = 5.0
    """Seconds a page may take to accept a push before it is dropped (a stalled reader
    must not hold memory or the others' pushes)."""


@dataclass(frozen=True, slots=True)
class WebConfig:
    """The web edge's settings (see the module's note)."""

    url: yarl.URL
    secret: bytes
    host: str = "127.0.0.1"
    port: int = 8080
    link_hours: float = DEFAULT_LINK_HOURS
    origins: frozenset[str] = frozenset()
    limits: Limits = field(default_factory=Limits)

    @property
    def origin(self) -> str:
        """The public address's origin (scheme, host and port)."""
        return str(self.url.origin())

    def allows(self, origin: str | None) -> bool:
        """A page of ``origin`` may open the socket."""
        return origin is not None and (origin == self.origin or origin in self.origins)

    def page(self, game_id: int, token: str | None = None) -> str:
        """The address of a game's live page (with a personal link's token)."""
        url = self.url / "live" / str(game_id)
        return str(url.with_query(t=token) if token else url)

    @classmethod
    def from_env(cls) -> WebConfig | None:
        """The settings, None when ``LUDOBOT_WEB_URL`` is not set; raises ValueError
        saying which setting is wrong."""
        raw = os.environ.get("LUDOBOT_WEB_URL", "").strip()
        if not raw:
            return None
        url = yarl.URL(raw.rstrip("/"))
        if url.scheme not in ("http", "https") or not url.host or url.query_string:
            raise ValueError(f"LUDOBOT_WEB_URL must be an http(s) address, not {raw!r}")
        secret = os.environ.get("LUDOBOT_WEB_SECRET", "").strip()
        if len(secret) < MIN_SECRET:
            raise ValueError(
                f"LUDOBOT_WEB_SECRET must be at least {MIN_SECRET} characters "
                "(e.g. the output of: openssl rand -hex 32)"
            )
        host, port = listen_address(os.environ.get("LUDOBOT_WEB_LISTEN", "") or DEFAULT_LISTEN)
        hours_text = os.environ.get("LUDOBOT_WEB_LINK_HOURS", "").strip()
        try:
            hours = float(hours_text) if hours_text else DEFAULT_LINK_HOURS
        except ValueError:
            hours = -1.0
        if not 0 < hours <= 24 * 30:
            raise ValueError(
                f"LUDOBOT_WEB_LINK_HOURS must be hours between 0 and 720, not {hours_text!r}"
            )
        origins = frozenset(
            o.strip().rstrip("/")
            for o in os.environ.get("LUDOBOT_WEB_ORIGINS", "").split(",")
            if o.strip()
        )
        return cls(url, secret.encode(), host, port, hours, origins)


def listen_address(text: str) -> tuple[str, int]:
    """``host:port`` (``[::1]:8080`` for IPv6).

    >>> listen_address("0.0.0.0:8080"), listen_address("[::1]:9000")
    (('0.0.0.0', 8080), ('::1', 9000))
    """
    host, colon, port = text.strip().rpartition(":")
    if not colon or not port.isdigit() or not 0 < int(port) < 65536 or not host:
        raise ValueError(f"LUDOBOT_WEB_LISTEN must be host:port, not {text!r}")
    return host.strip("[]"), int(port)
