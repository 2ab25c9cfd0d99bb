"""Play: a person's roll, move, pass or huff on the board of a turn (one handler each),
and the moves the bot makes for them when only one is legal (the server's auto-move)."""

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
from ...store import FINISHED, PlayerResult
from ..answer import Answer
from ..commands import CallHuff, PassTurn, PlayMove, RollDie
from ..context import Context
from ..notes import Behind, Refused
from ..ratings import person_of, rating_update
from ..tables import REMOVED, Table
from ..view_of import place_of_seat
from .guards import own_seat, running

MAX_AUTO_MOVES = 200
AWAY_AFTER = 3
"""Turns in a row played by the timer before the away rule takes the seat."""


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


async def roll(ctx: Context, command: RollDie) -> Answer:
    game, seat = await _pressing(ctx, command.ply, Roll)
    seat = _to_act(ctx, game, seat)
    if game.phase not in (ORDER, ROLL):
        raise Refused("move_first")
    return await _played(ctx, seat, *ctx.roll())


async def move(ctx: Context, command: PlayMove) -> Answer:
    """Legal move ``command.index``, as the board listed them."""
    game, seat = await _pressing(ctx, command.ply, Play)
    seat = _to_act(ctx, game, seat)
    if game.phase != MOVE or not 0 <= command.index < len(game.legal_moves()):
        raise Behind("move_gone")
    return await _played(ctx, seat, play_of(game, command.index))


async def pass_turn(ctx: Context, command: PassTurn) -> Answer:
    game, seat = await _pressing(ctx, command.ply, Pass)
    return await _played(ctx, _to_act(ctx, game, seat), Pass())


async def call_huff(ctx: Context, command: CallHuff) -> Answer:
    """Any other side's player huffs the one who skipped a capture (not they nor their
    partner), whoever is to act."""
    game, seat = await _pressing(ctx, command.ply, Huff)
    if seat is None or seat not in game.huff_seats():
        window = game.huff_window if game.huff_seats() else None
        if seat is not None and window is not None:
            # The offender (or a partner): the others may huff, not them.
            offender = game.seat_of(window.offender)
            raise Refused("huff_others", name=ctx.table.seats[offender].name)
        raise Refused("cannot_huff")
    return await _played(ctx, seat, huff_of(game, seat))


async def _pressing(ctx: Context, ply: int, kind: type[Action]) -> tuple[Game, int | None]:
    """The running game and the presser's seat, for a press of ``kind`` on the board of
    turn ``ply``: an older board's is behind (or already done, when it was this person's
    own press of that kind); a person away must come back first."""
    game = running(ctx)
    if ply != game.ply:
        done = await _pressed_before(ctx, ply, game.ply, kind)
        raise Behind("already_done" if done else "out_of_date")
    seat = own_seat(ctx)
    if seat is not None:
        away = ctx.table.seats[seat].away
        if away is not None:
            raise Refused("removed_for_good" if away == REMOVED else "away_press_back")
        # A person acting themselves: the timer has not played for them in a row.
        ctx.table.seats[seat].timeouts = 0
    return game, seat


def _to_act(ctx: Context, game: Game, seat: int | None) -> int:
    """The presser's seat, when it is the one to act."""
    who = game.seat_to_act
    if seat is None or seat != who:
        name = ctx.table.seats[who].name if who is not None else ""
        raise Refused("not_your_turn" if seat is not None else "not_a_player", name=name)
    return seat


async def _played(ctx: Context, seat: int, action: Action, number: int | None = None) -> Answer:
    """Apply a person's action (and the moves it forces), commit, answer."""
    ctx.apply(action, seat, ctx.actor.user_id, number)
    auto_moves(ctx)
    await commit_play(ctx)
    return await ctx.answer()


async def _pressed_before(ctx: Context, ply: int, now: int, kind: type[Action]) -> bool:
    """Whether the action the game took on the board of turn ``ply`` was this person's
    own of the same kind: a double click, or one press reaching two processes, is then
    already done; anything else on an old board is out of date. Each applied action is
    one log entry, in order, so entry ``n`` was ply ``n``."""
    user = ctx.actor.user_id
    if user is None or not 0 <= ply < now:
        return False
    entries = await ctx.parts.store.log_entries(ctx.record.id)
    if ply >= len(entries):
        return False
    entry = entries[ply]
    try:
        action = action_from_dict(entry.action)
    except MalformedAction:
        return False
    return entry.actor_id == user and isinstance(action, kind)


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
