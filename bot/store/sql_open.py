"""Which rows are open games (a lobby or a running game), by shard, and how the people
seated in one are written beside its state: shared by the commands' store and start-up's
listing."""

from __future__ import annotations

from collections.abc import Sequence

from .base import Shards

OPEN = "('lobby', 'active')"
"""The statuses of an open game, as an SQL list."""


def open_games(shards: Shards | None) -> tuple[str, tuple[int, ...]]:
    """The ``WHERE`` clause (and its parameters) of the open games of ``shards``, by
    Discord's formula ``(guild_id >> 22) % shard_count``; a game outside a server is
    shard 0's. Without ``shards``: every open game."""
    if shards is None:
        return f"WHERE status IN {OPEN}", ()
    marks = ", ".join("?" for _ in shards.ids)
    return (
        f"WHERE status IN {OPEN} AND COALESCE((guild_id >> 22) % ?, 0) IN ({marks})",
        (shards.count, *shards.ids),
    )


def people_text(people: Sequence[int] | None) -> str | None:
    """The ``people`` column: the ids, space-separated (None: not known)."""
    return None if people is None else " ".join(str(int(p)) for p in people)
