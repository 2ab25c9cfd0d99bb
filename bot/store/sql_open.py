"""Which rows are open games (a lobby or a running game), by partition, and how the
people seated in one are written beside its state: shared by the commands' store and
start-up's listing."""

from __future__ import annotations

from collections.abc import Sequence

from .base import Partition

OPEN = "('lobby', 'active')"
"""The statuses of an open game, as an SQL list."""


def open_games(partition: Partition | None) -> tuple[str, tuple[int, ...]]:
    """The ``WHERE`` clause (and its parameters) of the open games of ``partition``: those
    whose ``route`` modulo its count is one of its indices. Without one: every open game."""
    if partition is None:
        return f"WHERE status IN {OPEN}", ()
    marks = ", ".join("?" for _ in partition.indices)
    return (
        f"WHERE status IN {OPEN} AND route % ? IN ({marks})",
        (partition.count, *partition.indices),
    )


def people_text(people: Sequence[int] | None) -> str | None:
    """The ``people`` column: the ids, space-separated (None: not known)."""
    return None if people is None else " ".join(str(int(p)) for p in people)
