"""The bot's own steps: computer seats (one step at a time, a pause apart) and the turn
timer (past it the bot plays for the person to act). Both come from the deadlines the
scheduler serves; each step is its own logged action, shown by the listener."""

from __future__ import annotations

import asyncio
import logging

from ..engine import MOVE, Event
from ..store import ACTIVE, LOBBY, GameRecord, StaleVersion
from .commands import DEFAULT_LEVEL, Actor
from .notes import Behind, Outcome, Refused, note
from .play import AWAY_AFTER, Play, huff_piece
from .tables import REMOVED, Table

actions_log = logging.getLogger("ludobot.actions")


class Computers(Play):
    async def _computer_step(self, record: GameRecord, table: Table) -> Outcome | None:
        """One step of the computer seats: a huff, or a roll and the move it allows.
        None when no computer is due (a person acted first, or the game ended)."""
        started = self._clock()
        game = table.game
        if game is None or record.status != ACTIVE or not self._computer_due(table):
            return None
        events: list[Event] = []
        version = record.version
        huffers = [s for s in game.huff_seats() if table.seats[s].computer]
        if huffers:
            action = {"type": "huff", "seat": huffers[0], "piece": huff_piece(game)}
            version = await self._apply(record, table, version, action, None, huffers[0], events)
            name = "huff"
        else:
            seat = game.seat_to_act
            assert seat is not None
            version, name = await self._play_for(record, table, version, seat, events)
        version = await self._auto_move(record, table, version, events)
        actions_log.info(
            "action guild=%s channel=%s game=%s user=computer action=%s result=ok ms=%.1f",
            record.guild_id,
            record.channel_id,
            record.id,
            name,
            (self._clock() - started) * 1000,
        )
        return self._outcome(record, table, version, events=events, finished=game.is_over)

    async def _time_out(self, record: GameRecord, table: Table, ply: int) -> Outcome | None:
        """The player to act let the timer run out at turn ``ply``: roll and move for
        them as a computer would. None when they acted in time."""
        started = self._clock()
        game = table.game
        if game is None or record.status != ACTIVE or game.is_over or game.ply != ply:
            return None
        seat = game.seat_to_act
        if seat is None or table.seats[seat].computer:
            return None
        table.add_line({"kind": "timed_out", "seat": seat})
        notice = note("timed_out", name=table.seats[seat].name)
        who = table.seats[seat]
        who.timeouts += 1
        rule = (await self.settings(record.guild_id)).away if record.guild_id else "computer"
        if who.timeouts >= AWAY_AFTER and rule != "off":
            # From the next turn on the computer plays this seat (it keeps its person).
            who.away = REMOVED if rule == "remove" else "computer"
            table.add_line({"kind": "away", "seat": seat})
            notice = note("away_removed" if who.away == REMOVED else "away", name=who.name)
        events: list[Event] = []
        version, _ = await self._play_for(record, table, record.version, seat, events)
        version = await self._auto_move(record, table, version, events)
        actions_log.info(
            "action guild=%s channel=%s game=%s user=timer action=timeout result=ok ms=%.1f",
            record.guild_id,
            record.channel_id,
            record.id,
            (self._clock() - started) * 1000,
        )
        return self._outcome(
            record,
            table,
            version,
            events=events,
            finished=game.is_over,
            notice=notice,
        )

    async def _back(self, record: GameRecord, table: Table, actor: Actor) -> Outcome:
        """A person takes back the seat the computer played while they were away."""
        game = table.game
        if game is None or record.status != ACTIVE:
            raise Refused("not_started") if record.status == LOBBY else Behind("closed")
        if game.is_over:
            raise Behind("over")
        seat = table.seat_of_user(actor.user_id) if actor.user_id is not None else None
        if seat is None:
            raise Refused("not_in_game")
        who = table.seats[seat]
        if who.away == REMOVED:
            raise Refused("removed_for_good")
        if who.away is None:
            raise Refused("not_away")
        who.away, who.timeouts = None, 0
        table.add_line({"kind": "back", "seat": seat})
        try:
            version = await self._commit(record, table, record.version)
        except StaleVersion:
            raise Behind("already_done") from None
        return self._outcome(record, table, version, notice=note("back", name=who.name))

    async def _play_for(
        self, record: GameRecord, table: Table, version: int, seat: int, events: list[Event]
    ) -> tuple[int, str]:
        """Roll (if the roll is still due) and move for ``seat`` as a computer would;
        returns the new version and what was done (``roll`` or ``roll+move``)."""
        game = table.game
        assert game is not None
        done = "roll"
        if game.phase != MOVE:
            action = self._roll(record.id, table)
            version = await self._apply(record, table, version, action, None, seat, events)
        if game.phase == MOVE and game.seat_to_act == seat and not game.is_over:
            level = table.seats[seat].level or DEFAULT_LEVEL
            # Who plays each seat, so hard can model its opponents (people: unknown).
            seats = [(s.level or DEFAULT_LEVEL) if s.computer else None for s in table.seats]
            choose = self._computers(level, seats)
            # A hard decision takes up to ~20 ms: off the event loop (the game's lock is
            # held, so nothing else touches this game meanwhile).
            move = await asyncio.to_thread(choose, game, game.legal_moves())
            version = await self._apply(record, table, version, move.to_dict(), None, seat, events)
            done = "roll+move"
        return version, done
