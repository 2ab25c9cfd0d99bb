"""Seats that change hands in a running game: a player leaves (a computer of the table's
level takes the seat and keeps its place), and a person takes over a computer's seat or
a removed player's (the host confirms, or the game's defaults let anyone). Each handover
is in the move log and in the table's list of handovers (the replay's)."""

from __future__ import annotations

from ...store import StaleVersion
from ..answer import Answer
from ..commands import DEFAULT_LEVEL, Leave, TakeSeat
from ..context import Context
from ..notes import Behind, Refused, note
from ..tables import COMPUTER_NAMES, REMOVED, Seat, Table
from .play import _running


def table_level(table: Table) -> str:
    """The level of the table's computers (the first one's), else the default."""
    return next((s.level for s in table.seats if s.user_id is None and s.level), DEFAULT_LEVEL)


async def _commit(ctx: Context) -> None:
    try:
        await ctx.commit()
    except StaleVersion:
        raise Behind("already_done") from None


async def leave_running(ctx: Context, command: Leave) -> Answer:
    """A player leaves a running game: a computer of the table's level takes the seat."""
    _running(ctx)
    table = ctx.table
    user = ctx.actor.user_id
    seat = table.seat_of_user(user) if user is not None else None
    if seat is None:
        raise Refused("not_in_game")
    old = table.seats[seat]
    used = {s.name for s in table.seats}
    name = next((n for n in COMPUTER_NAMES if n not in used), COMPUTER_NAMES[0])
    table.hand_over(seat, Seat(None, name, old.colour, level=table_level(table)))
    await _commit(ctx)
    return await ctx.answer(note("left_running", name=old.name, computer=name))


async def take_seat(ctx: Context, command: TakeSeat) -> Answer:
    """A person takes over a computer's seat, or one whose player was removed."""
    _running(ctx)
    table = ctx.table
    actor = ctx.actor.user_id
    if actor != table.host_id and actor != command.user_id:
        raise Refused("host_only", action="takeover")
    if actor != table.host_id:
        owner = table.venue.owner(ctx.record.where.community)
        rule = (await ctx.parts.defaults.get(owner)).takeover if owner else "host"
        if rule != "anyone":
            raise Refused("host_only", action="takeover")
    if not 0 <= command.seat < len(table.seats):
        raise Refused("no_seat")
    held = table.seats[command.seat]
    if held.user_id is not None and held.away != REMOVED:
        raise Refused("seat_not_free", seat=command.seat + 1, name=held.name)
    if table.seat_of_user(command.user_id) is not None:
        raise Refused("already_in")
    name = command.name[:80] or "?"
    await ctx.parts.defaults.get(command.user_id)  # their own settings, read now (DMs)
    table.hand_over(command.seat, Seat(command.user_id, name, held.colour))
    await _commit(ctx)
    took = note("took_seat", name=name, seat=command.seat + 1, old=held.name)
    return await ctx.answer(took, reply=took)
