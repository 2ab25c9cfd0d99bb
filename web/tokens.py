"""Signed, expiring links bound to one person and one game.

A personal link (``/ludo board``'s private answer, the "your turn" DM) carries a token
that names the game, the person and when it expires, signed with the process's secret
(HMAC-SHA256 from the standard library: the whole format is four integers and a MAC,
compared in constant time, so a library such as itsdangerous would add a dependency and
a serializer for nothing more). The page's socket shows it, and the server reads it back
here: a token of another game, with a wrong MAC, malformed, or past its time is refused
by code, and the page may only watch (or nothing, for a DM game).

A token is a bearer link, valid until it expires: reloading the page uses it again. What
it lets its holder do is what its person may do (act for their own seat, when it is
theirs to act); a press is also bound to the game's version, so a press replayed after
the game moved on is refused as stale by the core.

>>> s = Signer(b"k" * 32, lambda: 1000.0)
>>> t = s.make(7, 42, 3600)
>>> s.read(t, 7)
Pass(game_id=7, user_id=42, expires=4600)
>>> s.read(t, 8)
Traceback (most recent call last):
...
web.tokens.BadToken: web_token_other_game
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import time
from collections.abc import Callable
from dataclasses import dataclass

VERSION = "1"
MAC_BYTES = 16
"""128 bits of HMAC-SHA256: forging one is 2^128 tries."""
LONGEST = 200
"""Characters of the longest token read (anything longer is refused unread)."""


class BadToken(Exception):
    """Why a token is refused: ``web_token_forged`` (malformed or a wrong MAC),
    ``web_token_expired``, ``web_token_other_game``."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True, slots=True)
class Pass:
    """What a valid token grants: it speaks for ``user_id`` in ``game_id``."""

    game_id: int
    user_id: int
    expires: int


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Signer:
    """Makes and reads tokens with ``secret``; ``clock``: the wall clock (tests set it)."""

    def __init__(self, secret: bytes, clock: Callable[[], float] = time.time) -> None:
        # A key of its own for links, derived from the secret: the same secret may key
        # other things later without a MAC of one ever passing for the other's.
        self._key = hmac.new(secret, b"ludobot web link", hashlib.sha256).digest()
        self._clock = clock

    def _mac(self, payload: bytes) -> bytes:
        return hmac.new(self._key, payload, hashlib.sha256).digest()[:MAC_BYTES]

    def make(self, game_id: int, user_id: int, seconds: float) -> str:
        """A token for ``user_id`` in ``game_id``, valid for ``seconds``."""
        expires = int(self._clock() + seconds)
        payload = f"{VERSION}.{game_id}.{user_id}.{expires}".encode("ascii")
        return f"{_b64(payload)}.{_b64(self._mac(payload))}"

    def read(self, token: str, game_id: int) -> Pass:
        """The pass ``token`` grants in ``game_id``; raises :class:`BadToken`."""
        if len(token) > LONGEST or token.count(".") != 1:
            raise BadToken("web_token_forged")
        body, mac = token.split(".")
        try:
            payload, given = _unb64(body), _unb64(mac)
        except ValueError:
            raise BadToken("web_token_forged") from None
        if not hmac.compare_digest(given, self._mac(payload)):
            raise BadToken("web_token_forged")
        # Signed by us, so well formed; checked anyway (a format of a later version).
        parts = payload.decode("ascii", "replace").split(".")
        if len(parts) != 4 or parts[0] != VERSION or not all(p.isdigit() for p in parts[1:]):
            raise BadToken("web_token_forged")
        granted = Pass(int(parts[1]), int(parts[2]), int(parts[3]))
        if granted.game_id != game_id:
            raise BadToken("web_token_other_game")
        if granted.expires <= self._clock():
            raise BadToken("web_token_expired")
        return granted
