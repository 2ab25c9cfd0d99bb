"""What a command's handler works with: the game's row and table, who runs the command,
the parts of the core it may use, and the one way to commit a new state."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, Event, Game, IllegalAction, Roll, derive_roll
from ..store import (
    BROKEN,
    CANCELLED,
    FINISHED,
    Commit,
    GameRecord,
    GameStore,
    LogEntry,
    PlayerResult,
    Rater,
)
from .answer import Answer, TurnDM
from .boards import BoardBook
from .commands import Actor
from .deadlines import Deadlines
from .feed import Commit as Committed
from .feed import Feed
from .notes import Note, Refused
from .places import place_of
from .ports import Clock, ComputerPlayers, DiceSource, SeedSource
from .presses import Presses
from .server_settings import ServerDefaults
from .settings import LIVE
from .tables import Table
from .view import View
from .view_of import board_view, lobby_view

log = logging.getLogger("ludobot.core")


@dataclass(frozen=True, slots=True)
class Parts:
    """The core's parts a handler may use (made once by the service)."""

    store: GameStore
    defaults: ServerDefaults
    deadlines: Deadlines
    boards: BoardBook
    dice: DiceSource
    computers: ComputerPlayers
    clock: Clock
    seeds: SeedSource | None = None
    presses: Presses = field(default_factory=Presses)
    feed: Feed = field(default_factory=Feed)
    """Every commit of this process, for the edges that show games live."""

    def new_seed(self) -> str | None:
        return self.seeds().hex() if self.seeds is not None else None

    async def pings(self, owner: int | None, game_id: int, table: Table) -> bool:
        """The game's defaults (a server's, or a person's) want the person to act
        mentioned, and they need it: in a live game, not when they pressed a button of
        it within the defaults' ``ping_after`` seconds (the card says it is their turn,
        before their eyes). Slow games and people who were not there are pinged."""
        if owner is None:
            return True
        settings = await self.defaults.get(owner)
        if not settings.ping:
            return False
        game = table.game
        seat = game.seat_to_act if game is not None and not game.is_over else None
        who = table.seats[seat] if seat is not None else None
        return (
            who is None
            or who.user_id is None
            or table.pace != LIVE
            or settings.ping_after is None
            or not self.presses.recent(
                game_id, who.user_id, self.deadlines.now(), settings.ping_after
            )
        )

    async def genders(self, table: Table) -> dict[int, str]:
        """The grammatical gender each seated person chose for sentences about them
        (their own defaults, read through the cache); those who chose none are absent."""
        chosen = {}
        for user_id in {s.user_id for s in table.seats if s.user_id is not None}:
            gender = (await self.defaults.get(user_id)).gender
            if gender != "unset":
                chosen[user_id] = gender
        return chosen


@dataclass(slots=True)
class Context:
    """One command on one game, from its read to its answer."""

    parts: Parts
    record: GameRecord
    table: Table
    actor: Actor
    version: int = -1
    events: list[Event] = field(default_factory=list)
    applied: list[LogEntry] = field(default_factory=list)
    """The engine actions applied since the last commit, as the log keeps them: a press
    and the moves it forces are committed together. (A refused commit refuses the whole
    command: its table is dropped with it, so nothing is put back.)"""
    dm: TurnDM | None = None
    """The private "your turn" this command's commits call for."""

    def __post_init__(self) -> None:
        if self.version < 0:
            self.version = self.record.version

    @property
    def game(self) -> Game:
        game = self.table.game
        assert game is not None  # a lobby's commands never ask for the game
        return game

    def roll(self) -> tuple[Roll, int | None]:
        """The next roll: from the game's seed and the roll's number when it has one
        (provably fair; the number is logged), else from the shared dice."""
        table = self.table
        if table.dice_seed is None:
            return Roll(self.parts.dice(self.record.id).roll()), None
        number = table.rolls
        table.rolls += 1
        return Roll(derive_roll(bytes.fromhex(table.dice_seed), number)), number

    def apply(
        self, action: Action, seat: int | None, user_id: int | None, number: int | None = None
    ) -> None:
        """Apply an engine action to the table; :meth:`commit` stores it."""
        game = self.game
        try:
            new_events = game.apply(action)
        except IllegalAction as exc:
            # The core checks a press before the engine sees it: this is a bug's trace.
            log.warning("game %s refused %s: %s", self.record.id, action, exc)
            raise Refused("illegal") from None
        self.table.record_events(game, new_events)
        logged = action.to_dict() | ({"n": number} if number is not None else {})
        value = action.value if isinstance(action, Roll) else None
        self.applied.append(
            LogEntry(user_id, seat, logged, value, [e.to_dict() for e in new_events])
        )
        self.events.extend(new_events)

    async def commit(
        self,
        *,
        status: str | None = None,
        initial_state: dict[str, Any] | None = None,
        results: Sequence[PlayerResult] = (),
        ratings: tuple[Sequence[str], Rater] | None = None,
        keep: bool = False,
    ) -> None:
        """Store the table with the actions applied, its deadline and where the game is
        shown in one transaction, then serve the deadline. ``keep``: the state moves
        nobody's time (a reminder)."""
        parts = self.parts
        game_id = self.record.id
        closing = status in (FINISHED, CANCELLED, BROKEN)
        if self.events:  # what the picture marks, from this state on (a redraw's too)
            self.table.last = list(self.events)
        turn = self.table.clock.number
        deadline = None if closing else await parts.deadlines.due_at(self.record, self.table, keep)
        if self.table.clock.number != turn:
            await self._new_turn()
        shown = parts.boards.take(game_id)
        try:
            self.version = await parts.store.commit_action(
                Commit(
                    game_id,
                    self.version,
                    self.table.to_json(),
                    self.applied,
                    status=status,
                    initial_state=initial_state,
                    results=results,
                    deadline=deadline,
                    ratings=ratings,
                    shown=shown,
                    people=self.table.people,
                )
            )
        except BaseException:
            parts.boards.give_back(game_id, shown)
            raise
        self.applied = []
        parts.deadlines.schedule(game_id, deadline, self.version, deadline)
        parts.feed.publish(Committed(game_id, self.version))

    async def _new_turn(self) -> None:
        """A person's turn began: tell them privately if they want it."""
        game, clock = self.table.game, self.table.clock
        seat = game.seat_to_act if game is not None else None
        who = self.table.seats[seat] if seat is not None else None
        self.dm = None
        if (
            who is not None
            and not who.computer
            and who.user_id is not None
            and await self.parts.deadlines.wants_dm(who.user_id, self.table)
        ):
            self.dm = TurnDM(who.user_id, ends=clock.ends)

    async def answer(
        self,
        notice: Note | None = None,
        *,
        started: bool = False,
        ended: bool = False,
        reply: Note | None = None,
        fresh: bool = False,
    ) -> Answer:
        """The answer to the edge: the view of the table as committed (``ended``: closed
        without a result); ``reply``: a word for whoever ran the command alone;
        ``fresh``: a new game's first card, opened from another game's."""
        record, table = self.record, self.table
        view: View
        if self.actor.user_id is not None:
            self.parts.presses.pressed(record.id, self.actor.user_id, self.parts.deadlines.now())
        genders = await self.parts.genders(table)
        if table.game is None:
            view = lobby_view(table, ended, genders)
        else:
            owner = table.venue.owner(record.where.community)
            pings = await self.parts.pings(owner, record.id, table)
            view = board_view(table, ended, pings, genders)
        if view.closed:
            self.parts.presses.forget(record.id)
        return Answer(
            record.id,
            place_of(record),
            self.version,
            table.venue,
            view,
            self.parts.boards.of(record),
            tuple(table.last or ()),
            notice,
            started=started,
            dm=self.dm,
            reply=reply,
            fresh=fresh,
        )
