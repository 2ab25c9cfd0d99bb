"""The bus: what processes sharing one database tell each other (PostgreSQL only; a store
on SQLite serves one process and has none).

Two things cross it, and the store reads neither: that a game reached a version (every
commit, so that a viewer connected to any process sees every commit of its game), and a
press for a game another process serves (a JSON object the core made, answered by the
serving process with another). The store knows game ids, versions, a partition's index
and opaque JSON; the core (:mod:`bot.core.spread`) gives them their meaning.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, Protocol

from .base import Partition, StoreError
from .bus_figures import BusFigures

Body = dict[str, Any]
"""A press or its answer as JSON the bus carries and never reads."""


class BusRefused(StoreError):
    """A press could not reach the process that serves its game; ``code`` says why:
    ``no_owner`` (no process serves that part of the games now), ``owner_silent`` (it did
    not answer in time: the press may still be applied, once), ``owner_failed`` (it failed
    running it), ``owner_busy`` (it has too many forwarded presses under way),
    ``too_big`` (the press does not fit a notification) or ``bus_down`` (this process
    does not listen now, or the database failed sending it); the last four are told as
    ``owner_unreachable`` (:func:`~.bus_figures.told_as`)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class Hearer(Protocol):
    """What the bus tells the process (the core implements it)."""

    def committed(self, game_id: int, version: int) -> None:
        """Another process committed ``version`` of the game. Must not block."""
        ...

    async def pressed(self, body: Body) -> Body:
        """A press forwarded to this process, which serves its game: its answer."""
        ...

    def reconnected(self) -> None:
        """The bus was cut off for a while and is back: commits may have been missed.
        Must not block."""
        ...


class Bus(Protocol):
    """The bus between processes on one database (:class:`~.pg_bus.PostgresBus`)."""

    figures: BusFigures
    """What it says of itself, kept as it goes (``ludobot health``)."""

    async def start(self, partition: Partition | None, hearer: Hearer) -> None:
        """Listen: to other processes' commits, and (with a partition) to presses for the
        games of ``partition``, which this process then serves (None: it serves every
        game, and nobody forwards to it)."""
        ...

    def announce(self, game_id: int, version: int) -> None:
        """This process committed ``version`` of the game: told to every other process
        soon after (does not wait)."""
        ...

    async def forward(self, count: int, index: int, body: Body, timeout: float) -> Body:
        """Send a press to the process serving index ``index`` of ``count`` and wait for
        its answer; raises :class:`BusRefused`."""
        ...

    async def versions(self, ids: Sequence[int]) -> dict[int, int]:
        """The stored version of each game of ``ids`` that exists."""
        ...

    async def close(self) -> None:
        """Stop listening (what this process served is free for another)."""
        ...


def bus_of(store: object) -> Bus | None:
    """The bus of ``store``'s database: PostgreSQL's (:mod:`.pg_bus`) for a store on
    PostgreSQL that knows its URL, else None (SQLite: one process, nothing to tell)."""
    postgres = sys.modules.get(f"{__package__}.postgres")  # never imported for SQLite
    if postgres is None or not isinstance(store, postgres.PostgresStore) or store.url is None:
        return None
    from .pg_bus import PostgresBus

    return PostgresBus(store.pool, store.url, store.claimant)


__all__ = ["Body", "Bus", "BusRefused", "Hearer", "bus_of"]
