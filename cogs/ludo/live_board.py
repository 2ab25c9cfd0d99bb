"""The Discord card of a game as the core keeps it: one surface (kind ``discord``, key
``card``) whose data are the card's message, the short message that pinged the person to
act, and whom it pinged. The core stores the data and never reads them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.core import Surface, surface_of

from .places import KIND

CARD = "card"
"""The key of a game's card among its surfaces."""


@dataclass(frozen=True, slots=True)
class LiveBoard:
    """Where a game's card is: its live message, the version that message shows, and the
    short message that pinged the person to act (and whom it pinged)."""

    message_id: int | None = None
    version: int | None = None
    """The version the live message shows (None: not known to show any)."""
    ping_id: int | None = None
    pinged: int | None = None
    """The user the ping names (None: unknown)."""

    @classmethod
    def of(cls, surface: Surface | None) -> LiveBoard:
        """The card a surface holds (an empty one for None)."""
        if surface is None:
            return cls()
        data = surface.data
        return cls(_id(data, "message"), surface.version, _id(data, "ping"), _id(data, "pinged"))

    def surface(self) -> Surface:
        """As the core keeps it."""
        data = {"message": self.message_id, "ping": self.ping_id, "pinged": self.pinged}
        return Surface(KIND, CARD, self.version, data)


def _id(data: Mapping[str, Any], name: str) -> int | None:
    value = data.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def card_of(surfaces: tuple[Surface, ...] | None) -> LiveBoard | None:
    """The card among a game's surfaces (None: none known)."""
    found = surface_of(surfaces or (), KIND, CARD)
    return None if found is None else LiveBoard.of(found)
