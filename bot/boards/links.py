"""What the Discord edge knows of the web edge: the links it gives, and its life.

The web edge (:mod:`web`, its own package) is made by the composition root only when
it is configured, and handed to the bot as this protocol: the bot starts it with itself
and stops it before the core; the cog puts its links on the card (a server game's page),
in ``/ludo board``'s private answer and in the "your turn" DM (a person's signed link),
and the health lines count its pages. Neither the bot nor the cog imports the web edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol


class WebEdge(Protocol):
    def watch_link(self, game_id: int) -> str:
        """The public page of a game (anyone with it watches a server's game)."""
        ...

    def personal_link(self, game_id: int, user_id: int) -> str:
        """A signed link that speaks for ``user_id`` in the game until it expires."""
        ...

    @property
    def link_seconds(self) -> float:
        """How long a personal link lasts from when it is made."""
        ...

    def health(self) -> Mapping[str, int]:
        """Counts for the health lines (pages watching, sockets, games watched)."""
        ...

    async def start(self) -> None: ...

    async def close(self) -> None: ...
