"""Play: a person's roll, move, pass or huff on the board of a turn, taking a seat back
after being away, and the moves the bot makes for them when only one is legal (the
server's auto-move)."""

from __future__ import annotations

from ...engine import (
    MOVE,
    ORDER,
    ROLL,
    Action,
    Game,
    Huff,
    MalformedAction,
    Pass,
    Play,
    Roll,
    action_from_dict,
    action_of,
)
from ...store import ACTIVE, FINISHED, LOBBY, PlayerResult, StaleVersion
from ..answer import Answer
from ..commands import CallHuff, PassTurn, PlayCommand, PlayMove, RollDie
from ..context import Context
from ..notes import Behind, Refused, note
from ..ratings import person_of, rating_update
from ..tables import REMOVED, Table
from ..view_of import place_of_seat

MAX_AUTO_MOVES = 200
AWAY_AFTER = 3
"""Turns in a row played by the timer before the away rule takes the seat."""

_KIND: dict[type, type] = {RollDie: Roll, PlayMove: Play, PassTurn: Pass, CallHuff: Huff}
"""The engine action each press makes."""


def play_of(game: Game, index: int) -> Action:
    """The action that plays legal move ``index``."""
    return action_of(game.legal_moves()[index])


def huff_of(game: Game, seat: int) -> Huff:
    """``seat``'s huff: it sends back the piece that skipped its capture, else the
    offender's most advanced piece that could have."""
    assert game.huff_window is not None
    offender, culprit, _ = game.huff_window
    targets = game.huff_targets()
    piece = culprit if culprit in targets else max(targets, key=lambda i: game.pieces[offender][i])
    return Huff(seat, piece)


def _running(ctx: Context) -> Game:
    """The game, when it is running (a press on a lobby or a closed game is refused)."""
    game = ctx.table.game
    status = ctx.record.status
    if game is None or status not in (ACTIVE, FINISHED):
        raise Refused("not_started") if status == LOBBY else Behind("closed")
    if game.is_over:
        raise Behind("over")
    return game


async def play(ctx: Context, command: PlayCommand) -> Answer:
    """A person's press on the board of turn ``command.ply``."""
    game = _running(ctx)
    if command.ply != game.ply:
        done = await _pressed_before(ctx, command, game.ply)
        raise Behind("already_done" if done else "out_of_date")
    user = ctx.actor.user_id
    seat = ctx.table.seat_of_user(user) if user is not None else None
    if seat is not None:
        away = ctx.table.seats[seat].away
        if away is not None:
            raise Refused("removed_for_good" if away == REMOVED else "away_press_back")
        # A person acting themselves: the timer has not played for them in a row.
        ctx.table.seats[seat].timeouts = 0
    action, number = _action(ctx, game, seat, command)
    ctx.apply(action, seat, user, number)
    auto_moves(ctx)
    await commit_play(ctx)
    return await ctx.answer()


async def _pressed_before(ctx: Context, command: PlayCommand, ply: int) -> bool:
    """Whether the action the game took on the board of ``command.ply`` was this
    person's own of the same kind: a double click, or one press reaching two processes,
    is then already done; anything else on an old board is out of date. Each applied
    action is one log entry, in order, so entry ``n`` was ply ``n``."""
    user = ctx.actor.user_id
    if user is None or not 0 <= command.ply < ply:
        return False
    entries = await ctx.parts.store.log_entries(ctx.record.id)
    if command.ply >= len(entries):
        return False
    entry = entries[command.ply]
    try:
        action = action_from_dict(entry.action)
    except MalformedAction:
        return False
    return entry.actor_id == user and isinstance(action, _KIND[type(command)])


def _action(
    ctx: Context, game: Game, seat: int | None, command: PlayCommand
) -> tuple[Action, int | None]:
    if isinstance(command, CallHuff):
        if seat is None or seat not in game.huff_seats():
            window = game.huff_window if game.huff_seats() else None
            if seat is not None and window is not None:
                # The offender (or a partner): the others may huff, not them.
                offender = game.seat_of(window.offender)
                raise Refused("huff_others", name=ctx.table.seats[offender].name)
            raise Refused("cannot_huff")
        return huff_of(game, seat), None
    to_act = game.seat_to_act
    if seat is None or seat != to_act:
        name = ctx.table.seats[to_act].name if to_act is not None else ""
        raise Refused("not_your_turn" if seat is not None else "not_a_player", name=name)
    if isinstance(command, RollDie):
        if game.phase not in (ORDER, ROLL):
            raise Refused("move_first")
        return ctx.roll()
    if isinstance(command, PassTurn):
        return Pass(), None
    if game.phase != MOVE or not 0 <= command.index < len(game.legal_moves()):
        raise Behind("move_gone")
    return play_of(game, command.index), None


async def commit_play(ctx: Context) -> None:
    """Commit the actions applied (with the results, when they end the game). A game
    closed or moved on meanwhile is refused by :meth:`GameService.execute`, as ``closed``
    or ``already_done``."""
    if not ctx.game.is_over:
        await ctx.commit()
        return
    # The statistics go in the same transaction as the last action: counted once.
    await ctx.commit(
        status=FINISHED,
        results=results(ctx.table),
        ratings=rating_update(ctx.table),
    )


def auto_moves(ctx: Context) -> None:
    """Play a person's only legal move for them, when the server wants auto-moves (not
    while a huff is possible: the move could be the one that gets huffed)."""
    game, table = ctx.game, ctx.table
    for _ in range(MAX_AUTO_MOVES):
        seat = game.seat_to_act
        if not table.auto_move or game.phase != MOVE or seat is None:
            return
        if table.seats[seat].computer or game.huff_seats() or len(game.legal_moves()) != 1:
            return
        ctx.apply(play_of(game, 0), seat, table.seats[seat].user_id)


async def back(ctx: Context) -> Answer:
    """A person takes back the seat the computer played while they were away."""
    _running(ctx)
    user = ctx.actor.user_id
    seat = ctx.table.seat_of_user(user) if user is not None else None
    if seat is None:
        raise Refused("not_in_game")
    who = ctx.table.seats[seat]
    if who.away == REMOVED:
        raise Refused("removed_for_good")
    if who.away is None:
        raise Refused("not_away")
    who.away, who.timeouts = None, 0
    ctx.table.add_line({"kind": "back", "seat": seat})
    try:
        await ctx.commit()
    except StaleVersion:
        raise Behind("already_done") from None
    back = note("back", name=who.name)
    return await ctx.answer(back, reply=back)


def results(table: Table) -> list[PlayerResult]:
    """Every person's place and captures in a finished game, for the statistics of its
    circle (its server, or its chat outside servers)."""
    game = table.game
    if game is None:
        return []
    place_of = place_of_seat(game)
    found = []
    for s in range(len(table.seats)):
        person = person_of(table, s)  # the ratings' rule: who played most of its turns
        if person is None:
            continue
        place = place_of[s]
        caught = table.captures[s] if s < len(table.captures) else 0
        colour = game.board.colours[game.seats[s][0]]
        found.append(PlayerResult(person, place, caught, place == 1, colour))
    return found
