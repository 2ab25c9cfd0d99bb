"""The bot's own steps: computer seats (one step at a time, a pause apart) and the turn
timer (past it the bot plays for the person to act). Both come from the deadlines the
loop serves; each step is its own logged action, shown by the listener."""

from __future__ import annotations

import asyncio
import logging

from ...engine import MOVE, action_of
from ...store import ACTIVE
from ..answer import Answer, TurnDM
from ..commands import ComputerStep, Remind, TimeOut
from ..context import Context
from ..deadlines import computer_due
from ..notes import Note, Refused, named, note
from ..tables import REMOVED
from .play import AWAY_AFTER, auto_moves, commit_play, huff_of
from .seats import table_level

actions_log = logging.getLogger("ludobot.actions")
TURN_STEPS = 50
"""Steps the timer plays at most for the rest of a slow turn (a turn is a few)."""


def _bot_only(ctx: Context) -> None:
    if ctx.actor.user_id is not None:  # only the bot itself takes its own steps
        raise Refused("unknown_button")


async def computer_step(ctx: Context, command: ComputerStep) -> Answer | None:
    """One step of the computer seats: a huff, or a roll and the move it allows.
    None when no computer is due (a person acted first, or the game ended)."""
    _bot_only(ctx)
    started = ctx.parts.clock()
    if ctx.table.game is None or ctx.record.status != ACTIVE or not computer_due(ctx.table):
        return None
    game = ctx.game
    huffers = [s for s in game.huff_seats() if ctx.table.seats[s].computer]
    if huffers:
        ctx.apply(huff_of(game, huffers[0]), huffers[0], None)
        name = "huff"
    else:
        seat = game.seat_to_act
        assert seat is not None
        name = await _play_for(ctx, seat)
    auto_moves(ctx)
    await commit_play(ctx)
    _log(ctx, "computer", name, started)
    return await ctx.answer()


async def time_out(ctx: Context, command: TimeOut) -> Answer | None:
    """The person to act let the timer run out at turn ``command.ply``: roll and move
    for them as a computer would. None when they acted in time."""
    _bot_only(ctx)
    started = ctx.parts.clock()
    game = ctx.table.game
    if game is None or ctx.record.status != ACTIVE or game.is_over or game.ply != command.ply:
        return None
    seat = game.seat_to_act
    if seat is None or ctx.table.seats[seat].computer:
        return None
    notice = await _timed_out(ctx, seat)
    await _play_for(ctx, seat)
    auto_moves(ctx)
    if ctx.parts.deadlines.slow(ctx.table):
        # A slow game's time is the whole turn's: the timer plays the rest of it (another
        # roll after a 6, the tries for a 6), still as one timeout.
        for _ in range(TURN_STEPS):
            if game.is_over or game.seat_to_act != seat or ctx.table.seats[seat].computer:
                break
            await _play_for(ctx, seat)
            auto_moves(ctx)
    await commit_play(ctx)
    _log(ctx, "timer", "timeout", started)
    return await ctx.answer(notice)


async def remind(ctx: Context, command: Remind) -> Answer | None:
    """Three quarters of the time of the person to act at turn ``command.ply`` have gone:
    remind them privately, once a turn. None when they acted meanwhile, or had theirs."""
    _bot_only(ctx)
    game, clock = ctx.table.game, ctx.table.clock
    if game is None or ctx.record.status != ACTIVE or game.is_over or game.ply != command.ply:
        return None
    seat = game.seat_to_act
    if seat is None or ctx.table.seats[seat].computer or clock.reminded >= clock.number:
        return None
    user = ctx.table.seats[seat].user_id
    assert user is not None
    clock.reminded = clock.number
    await ctx.commit(keep=True)
    ctx.dm = TurnDM(user, reminder=True, ends=clock.ends)
    return await ctx.answer()


async def _timed_out(ctx: Context, seat: int) -> Note:
    """Count the timeout; after too many in a row the away rule takes the seat."""
    table = ctx.table
    who = table.seats[seat]
    table.add_line({"kind": "timed_out", "seat": seat})
    who.timeouts += 1
    owner = table.venue.owner(ctx.record.where.community)
    rule = (await ctx.parts.defaults.get(owner)).away if owner else "computer"
    if who.timeouts < AWAY_AFTER or rule == "off":
        return note("timed_out", name=who.name)
    # From the next turn on the computer plays this seat (it keeps its person).
    who.away = REMOVED if rule == "remove" else "computer"
    table.add_line({"kind": "away", "seat": seat})
    return named("away_removed" if who.away == REMOVED else "away", seat, name=who.name)


async def _play_for(ctx: Context, seat: int) -> str:
    """Roll (if the roll is still due) and move for ``seat`` as a computer would;
    returns what was done (``roll`` or ``roll+move``)."""
    game, table = ctx.game, ctx.table
    if game.phase != MOVE:
        roll, number = ctx.roll()
        ctx.apply(roll, seat, None, number)
    if game.phase != MOVE or game.seat_to_act != seat or game.is_over:
        return "roll"
    # A person's seat the away rule gave to a computer plays at the table's level.
    level_here = table_level(table)
    level = table.seats[seat].level or level_here
    # Who plays each seat, so hard can model its opponents (people: unknown).
    seats = [(s.level or level_here) if s.computer else None for s in table.seats]
    choose = ctx.parts.computers(level, seats)
    # A hard decision takes up to ~20 ms: off the event loop (the game's lock is held,
    # so nothing else touches this game meanwhile).
    move = await asyncio.to_thread(choose, game, game.legal_moves())
    ctx.apply(action_of(move), seat, None)
    return "roll+move"


def _log(ctx: Context, user: str, action: str, started: float) -> None:
    actions_log.info(
        "action place=%s:%s game=%s user=%s action=%s result=ok ms=%.1f",
        ctx.record.where.kind,
        ctx.record.where.key,
        ctx.record.id,
        user,
        action,
        (ctx.parts.clock() - started) * 1000,
    )
