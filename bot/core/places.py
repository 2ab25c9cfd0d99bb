"""Where a game is played: a place its edge names, which the core never reads.

A place is a kind and a key (a Discord channel: ``discord`` and the channel's id; a web
room, a tournament's table later); the core's rule is one open game per place, which the
store keeps with a unique index. Beside its name a place tells the core two facts that do
not make it another place: the circle whose statistics, ratings and finished games its
games count in, and the community whose defaults a game from before follows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..store import GameRecord, Where


@dataclass(frozen=True, slots=True)
class Place:
    """A place, equal to another of the same ``kind`` and ``key`` (what the edge names;
    ``circle`` and ``community`` are facts about it)."""

    kind: str
    key: str
    circle: int = field(compare=False)
    """The circle its games count in: a server, or outside servers the chat itself."""
    community: int | None = field(default=None, compare=False)
    """The server it belongs to, if any: the defaults a game from before follows."""

    def stored(self, route: int) -> Where:
        """As the store keeps it, with the game's route."""
        return Where(self.kind, self.key, self.circle, self.community, route)


def place_of(record: GameRecord) -> Place:
    """The place of a stored game."""
    where = record.where
    return Place(where.kind, where.key, where.circle, where.community)
