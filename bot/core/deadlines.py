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
from .settings import PACES
from .tables import Table

REMIND_AT = 0.75
"""The share of a person's time after which a private reminder comes (if they want DMs)."""
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

    async def due_at(self, record: GameRecord, table: Table, keep: bool = False) -> float | None:
        """When the state about to be stored times out (None: nothing is due), counting
        the turn on the table (:class:`~.tables.TurnClock`). A live game's timer runs
        from each step, a slow game's from the turn's start; ``keep``: this state moves
        nobody's time (a reminder). Where the person to act wants a reminder and has not
        had this turn's, it is due first (at :data:`REMIND_AT` of their time)."""
        game = table.game
        clock = table.clock
        clock.remind = False
        if game is None or game.is_over:
            clock.ends = None
            return None
        now = self._wall()
        new_turn = table.begin_turn(game.seat_to_act)
        if computer_due(table):
            clock.ends = None
            return now + self._pause
        timer = await self.timer(record, table)
        if timer is None or game.seat_to_act is None:
            clock.ends = None
            return None
        if clock.ends is None or new_turn or not (keep or self.slow(table)):
            clock.ends = now + timer
        user = table.seats[game.seat_to_act].user_id
        if clock.reminded < clock.number and user is not None and await self.wants_dm(user, table):
            clock.remind = True
            return max(now, clock.ends - timer * (1 - REMIND_AT))
        return clock.ends

    async def timer(self, record: GameRecord, table: Table) -> int | None:
        """The seconds a person has: the slow pace's for a whole turn, or the turn timer
        of the game's defaults for a step (None: no timer)."""
        slow = PACES.get(table.pace)
        if slow is not None:
            return slow
        owner = table.venue.owner(record.where.community)
        return (await self._defaults.get(owner)).turn_timer if owner is not None else None

    @staticmethod
    def slow(table: Table) -> bool:
        return PACES.get(table.pace) is not None

    async def wants_dm(self, user_id: int, table: Table) -> bool:
        """The person wants a direct message on their turn in this game (their own
        setting: in slow games, in all, or never)."""
        choice = (await self._defaults.get(user_id)).dm
        return choice == "always" or (choice == "slow" and self.slow(table))

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
