"""Play: a person's roll, move, pass or huff on the board of a turn, and the moves the
bot makes for them when only one is legal (the server's auto-move)."""

from __future__ import annotations

import logging
from typing import Any

from ..engine import MOVE, ORDER, ROLL, Event, Game, IllegalAction
from ..store import (
    ACTIVE,
    FINISHED,
    LOBBY,
    GameClosed,
    GameRecord,
    LogEntry,
    PlayerResult,
    StaleVersion,
)
from .base import CoreBase
from .commands import Actor, CallHuff, PassTurn, PlayCommand, PlayMove, RollDie
from .notes import Behind, Outcome, Refused
from .queries import SERVER_GAMES
from .ratings import rating_update
from .tables import REMOVED, Table, place_of_seat

log = logging.getLogger("ludobot.core")

MAX_AUTO_MOVES = 200

_KIND: dict[type, str] = {RollDie: "roll", PlayMove: "move", PassTurn: "pass", CallHuff: "huff"}
"""The engine action each press makes (as logged)."""
AWAY_AFTER = 3
"""Turns in a row played by the timer before the away rule takes the seat."""


class Play(CoreBase):
    async def _play(
        self, record: GameRecord, table: Table, actor: Actor, command: PlayCommand
    ) -> Outcome:
        game = table.game
        if game is None or record.status not in (ACTIVE, FINISHED):
            raise Refused("not_started") if record.status == LOBBY else Behind("closed")
        if game.is_over:
            raise Behind("over")
        if command.ply != game.ply:
            done = await self._pressed_before(record.id, actor, command, game.ply)
            raise Behind("already_done" if done else "out_of_date")
        seat = table.seat_of_user(actor.user_id) if actor.user_id is not None else None
        if seat is not None:
            away = table.seats[seat].away
            if away is not None:
                raise Refused("removed_for_good" if away == REMOVED else "away_press_back")
            # A person acting themselves: the timer has not played for them in a row.
            table.seats[seat].timeouts = 0
        action = self._engine_action(record.id, table, game, seat, command)
        events: list[Event] = []
        version = await self._apply(
            record, table, record.version, action, actor.user_id, seat, events
        )
        version = await self._auto_move(record, table, version, events)
        return self._outcome(record, table, version, events=events, finished=game.is_over)

    async def _pressed_before(
        self, game_id: int, actor: Actor, command: PlayCommand, ply: int
    ) -> bool:
        """Whether the action the game took on the board of ``command.ply`` was this
        person's own of the same kind: a double click, or one press reaching two
        processes, is then already done; anything else on an old board is out of date.
        Each applied action is one log entry, in order, so entry ``n`` was ply ``n``."""
        if actor.user_id is None or not 0 <= command.ply < ply:
            return False
        entries = await self.store.log_entries(game_id)
        if command.ply >= len(entries):
            return False
        entry = entries[command.ply]
        return entry.actor_id == actor.user_id and entry.action.get("type") == _KIND[type(command)]

    def _engine_action(
        self, game_id: int, table: Table, game: Game, seat: int | None, command: PlayCommand
    ) -> dict[str, Any]:
        if isinstance(command, CallHuff):
            if seat is None or seat not in game.huff_seats():
                raise Refused("cannot_huff")
            return {"type": "huff", "seat": seat, "piece": huff_piece(game)}
        to_act = game.seat_to_act
        if seat is None or seat != to_act:
            name = table.seats[to_act].name if to_act is not None else ""
            raise Refused("not_your_turn" if seat is not None else "not_a_player", name=name)
        if isinstance(command, RollDie):
            if game.phase not in (ORDER, ROLL):
                raise Refused("move_first")
            return self._roll(game_id, table)
        if isinstance(command, PassTurn):
            return {"type": "pass"}
        assert isinstance(command, PlayMove)
        moves = game.legal_moves()
        if game.phase != MOVE or not 0 <= command.index < len(moves):
            raise Behind("move_gone")
        return moves[command.index].to_dict()

    async def _apply(
        self,
        record: GameRecord,
        table: Table,
        version: int,
        action: dict[str, Any],
        user_id: int | None,
        seat: int | None,
        events: list[Event],
    ) -> int:
        game = table.game
        assert game is not None
        before = game.to_dict()
        try:
            new_events = game.apply(action)
        except IllegalAction as exc:
            # The core checks a press before the engine sees it: this is a bug's trace.
            log.warning("game %s refused %s: %s", record.id, action, exc)
            raise Refused("illegal") from None
        seat_of = [game.seat_of(c) for c in range(game.board.n_colours)]
        for e in new_events:
            # The move log keeps events, never sentences: the edge words them.
            if e.kind not in ("next", "bonus"):
                table.add_line(e.to_dict())
            if (
                e.kind == "captured"
                and e.target is not None
                and e.target.colour != e.colour
                and 0 <= seat_of[e.colour] < len(table.captures)
            ):
                table.captures[seat_of[e.colour]] += 1
            if e.kind in ("rolled", "order_roll") and 1 <= e.value <= 6 and e.colour >= 0:
                table.count_face(seat_of[e.colour], e.value)
        entry = LogEntry(
            user_id, seat, action, action.get("value"), [e.to_dict() for e in new_events]
        )
        if game.is_over and record.guild_id is not None:
            # The final card compares this game's dice with the server's latest games.
            server = await self.store.server_roll_counts(record.guild_id, SERVER_GAMES - 1)
            mine = [sum(f[i] for f in table.faces) for i in range(6)]
            table.server_faces = [a + b for a, b in zip(server, mine, strict=True)]
        try:
            # The statistics go in the same transaction as the last action: counted once.
            version = await self._commit(
                record,
                table,
                version,
                entry,
                status=FINISHED if game.is_over else None,
                results=results(record, table) if game.is_over else (),
                ratings=rating_update(table) if game.is_over else None,
            )
        except GameClosed:
            table.game = Game.from_dict(before)
            raise Behind("closed") from None
        except StaleVersion:
            table.game = Game.from_dict(before)
            raise Behind("already_done") from None
        events.extend(new_events)
        return version

    async def _auto_move(
        self, record: GameRecord, table: Table, version: int, events: list[Event]
    ) -> int:
        """Play a person's only legal move for them, when the server wants auto-moves
        (not while a huff is possible: the move could be the one that gets huffed)."""
        game = table.game
        assert game is not None
        for _ in range(MAX_AUTO_MOVES):
            seat = game.seat_to_act
            if not table.auto_move or game.phase != MOVE or seat is None:
                break
            if table.seats[seat].computer or game.huff_seats():
                break
            moves = game.legal_moves()
            if len(moves) != 1:
                break
            user = table.seats[seat].user_id
            version = await self._apply(
                record, table, version, moves[0].to_dict(), user, seat, events
            )
        return version


def huff_piece(game: Game) -> int:
    """The piece a huff sends back: the one that skipped its capture, else the offender's
    most advanced piece that could have."""
    assert game.huff_window is not None
    offender, culprit, _ = game.huff_window
    targets = game.huff_targets()
    return culprit if culprit in targets else max(targets, key=lambda i: game.pieces[offender][i])


def results(record: GameRecord, table: Table) -> list[PlayerResult]:
    """Every human seat's place and captures, for the server's statistics."""
    game = table.game
    if game is None or record.guild_id is None:
        return []
    place_of = place_of_seat(game)
    found = []
    for s, seat in enumerate(table.seats):
        if seat.user_id is None or seat.away == REMOVED:
            continue
        place = place_of[s]
        caught = table.captures[s] if s < len(table.captures) else 0
        colour = game.board.colours[game.seats[s][0]]
        found.append(PlayerResult(seat.user_id, place, caught, place == 1, colour))
    return found
