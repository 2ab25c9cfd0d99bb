"""When a stored state times out, and the copy of every game's deadline the loop serves.

The deadline of a state is stored with it (``games.deadline``): the next computer step,
or the end of the turn timer of the person to act. A deadline belongs to the version it
was set for: a game that moved on meanwhile has set its own.
"""

from __future__ import annotations

from ..store import GameRecord
from .ports import Clock
from .scheduler import Scheduler
from .server_settings import ServerDefaults
from .tables import Table

COMPUTER_PAUSE = 1.2
"""Seconds between two computer steps: long enough to see what happened."""
CLAIM_LEASE = 60.0
"""Seconds a process holds a deadline it claimed: if it dies before committing the step,
the deadline comes again then (for whoever serves the game)."""


def computer_due(table: Table) -> bool:
    """A computer seat is to act (a huff of its own, or its turn)."""
    game = table.game
    if game is None or game.is_over:
        return False
    if any(table.seats[s].computer for s in game.huff_seats()):
        return True
    seat = game.seat_to_act
    return seat is not None and table.seats[seat].computer


class Deadlines:
    """Every scheduled game's deadline, as stored, handed to the one loop that serves
    them all (:class:`~.scheduler.DeadlineLoop`)."""

    def __init__(
        self, scheduler: Scheduler, wall: Clock, pause: float, defaults: ServerDefaults
    ) -> None:
        self._scheduler = scheduler
        self._wall = wall
        self._pause = pause
        self._defaults = defaults
        self._stored: dict[int, tuple[float | None, int]] = {}
        """Each scheduled game's deadline as stored with its version: a deadline is
        claimed by that value, never by one read later (it may be another process's
        claim)."""

    def now(self) -> float:
        return self._wall()

    async def due_at(self, record: GameRecord, table: Table) -> float | None:
        """When the state about to be stored times out (None: nothing is due)."""
        game = table.game
        if game is None or game.is_over:
            return None
        if computer_due(table):
            return self._wall() + self._pause
        owner = table.venue.owner(record.guild_id)
        if owner is None or game.seat_to_act is None:
            return None
        timer = (await self._defaults.get(owner)).turn_timer
        return self._wall() + timer if timer else None

    def schedule(self, game_id: int, at: float | None, version: int, stored: float | None) -> None:
        """Serve ``game_id``'s ``version`` at ``at``; ``stored`` is its deadline in the
        database (None for a row from before deadlines were kept)."""
        if at is None:
            self._stored.pop(game_id, None)
        else:
            self._stored[game_id] = (stored, version)
        self._scheduler.due(game_id, at, version)

    def retry(self, game_id: int, at: float, version: int) -> None:
        """Serve it again at ``at`` without changing what is known to be stored."""
        self._scheduler.due(game_id, at, version)

    def stored(self, game_id: int) -> tuple[float | None, int] | None:
        """The deadline stored with the version scheduled (None: none known here)."""
        return self._stored.get(game_id)
