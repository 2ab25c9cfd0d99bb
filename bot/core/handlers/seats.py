"""People's own seats, in the lobby and in a running game: joining and leaving (in a
running game a computer of the table's level takes the seat and keeps its place), taking
one's seat back after being away, and a person taking over a computer's seat or a
removed player's (the host confirms, or the game's defaults let anyone). Each handover is
in the move log and in the table's list of handovers (the replay's)."""

from __future__ import annotations

from ...store import ACTIVE, StaleVersion
from ..answer import Answer
from ..commands import DEFAULT_LEVEL, AskTakeover, Back, Join, Leave, TakeSeat
from ..context import Context, Parts
from ..lobby_rules import max_seats
from ..notes import Behind, Refused, ToConfirm, named, note
from ..tables import COMPUTER_NAMES, REMOVED, Seat, Table
from .guards import in_lobby, lobby_changed, own_seat, running


async def warm(parts: Parts, user_id: int | None) -> None:
    """Read a person's own settings (whether they want a DM on their turn) when they sit
    down, so that a press that begins their turn reads nothing more than the game."""
    if user_id is not None:
        await parts.defaults.get(user_id)


def table_level(table: Table) -> str:
    """The level of the table's computers (the first one's), else the one the game was
    opened with (a tournament's), else the default: the level of a computer that takes a
    person's seat."""
    first = next((s.level for s in table.seats if s.user_id is None and s.level), None)
    return first or table.level or DEFAULT_LEVEL


async def _commit(ctx: Context) -> None:
    try:
        await ctx.commit()
    except StaleVersion:
        raise Behind("already_done") from None


async def join(ctx: Context, command: Join) -> Answer:
    """A seat in the lobby; in a running game, one's own seat back after being away."""
    if ctx.record.status == ACTIVE and own_seat(ctx) is not None:
        return await _take_back(ctx)
    in_lobby(ctx)
    if own_seat(ctx) is not None:
        raise Refused("already_in")
    if len(ctx.table.seats) >= max_seats(ctx.table):
        raise Refused("full")
    ctx.table.seats.append(Seat(ctx.actor.user_id, ctx.actor.name))
    await warm(ctx.parts, ctx.actor.user_id)
    joined = named("joined", len(ctx.table.seats) - 1, name=ctx.actor.name)
    return await lobby_changed(ctx, joined)


async def leave(ctx: Context, command: Leave) -> Answer:
    """Give up one's seat: in the lobby (not the host), or in a running game, where a
    computer of the table's level takes it."""
    if ctx.record.status == ACTIVE:
        return await _hand_to_computer(ctx)
    in_lobby(ctx)
    seat = own_seat(ctx)
    if seat is None:
        raise Refused("not_in")
    if ctx.actor.user_id == ctx.table.host_id:
        raise Refused("host_cannot_leave")
    ctx.table.seats.pop(seat)
    return await lobby_changed(ctx, note("left", name=ctx.actor.name))


async def back(ctx: Context, command: Back) -> Answer:
    """The board's Back button: one's own seat back after being away."""
    return await _take_back(ctx)


async def _take_back(ctx: Context) -> Answer:
    """A person takes back the seat the computer played while they were away."""
    running(ctx)
    seat = own_seat(ctx)
    if seat is None:
        raise Refused("not_in_game")
    who = ctx.table.seats[seat]
    if who.away == REMOVED:
        raise Refused("removed_for_good")
    if who.away is None:
        raise Refused("not_away")
    who.away, who.timeouts = None, 0
    ctx.table.add_line({"kind": "back", "seat": seat})
    await _commit(ctx)
    back = named("back", seat, name=who.name)
    return await ctx.answer(back, reply=back)


async def _hand_to_computer(ctx: Context) -> Answer:
    """A player leaves a running game: a computer of the table's level takes the seat."""
    running(ctx)
    table = ctx.table
    seat = own_seat(ctx)
    if seat is None:
        raise Refused("not_in_game")
    old = table.seats[seat]
    used = {s.name for s in table.seats}
    name = next((n for n in COMPUTER_NAMES if n not in used), COMPUTER_NAMES[0])
    table.hand_over(seat, Seat(None, name, old.colour, level=table_level(table)))
    await _commit(ctx)
    return await ctx.answer(note("left_running", name=old.name, computer=name))


async def _anyone_may_take(ctx: Context) -> bool:
    """The game's defaults let anyone take a seat over without asking the host."""
    owner = ctx.table.venue.owner(ctx.record.where.community)
    return owner is not None and (await ctx.parts.defaults.get(owner)).takeover == "anyone"


def _free_seat(ctx: Context, seat: int, user_id: int) -> Seat:
    """``seat`` as it is held, when ``user_id`` may take it over: a computer's or a
    removed player's, and they sit nowhere else in the game."""
    table = ctx.table
    if not 0 <= seat < len(table.seats):
        raise Refused("no_seat")
    held = table.seats[seat]
    if not held.takeable:
        raise Refused("seat_not_free", seat=seat + 1, name=held.name)
    if table.seat_of_user(user_id) is not None:
        raise Refused("already_in")
    return held


async def take_seat(ctx: Context, command: TakeSeat) -> Answer:
    """The host hands a seat over (confirming a request), or the person takes it
    themselves when the game's defaults let anyone."""
    running(ctx)
    actor, host = ctx.actor.user_id, ctx.table.host_id
    if actor != host and (actor != command.user_id or not await _anyone_may_take(ctx)):
        raise Refused("host_only", action="takeover")
    return await _hand_over(ctx, command)


async def ask_takeover(ctx: Context, command: AskTakeover) -> Answer:
    """A person asks for a seat: theirs at once when they are the host or anyone may
    take one; else, the seat being free for them, the host is asked to confirm
    (:class:`ToConfirm`, nothing changed)."""
    running(ctx)
    user = ctx.actor.user_id
    if user is None:
        raise Refused("not_a_player", name="")
    held = _free_seat(ctx, command.seat, user)
    wanted = TakeSeat(command.seat, user, ctx.actor.name)
    if user == ctx.table.host_id or await _anyone_may_take(ctx):
        return await _hand_over(ctx, wanted)
    raise ToConfirm(
        "takeover_asked",
        wanted,
        name=ctx.actor.name,
        seat=command.seat + 1,
        old=held.name,
        game=ctx.record.id,
        gender=(await ctx.parts.defaults.get(user)).gender,  # the asker's, for the words
    )


async def _hand_over(ctx: Context, command: TakeSeat) -> Answer:
    held = _free_seat(ctx, command.seat, command.user_id)
    name = command.name[:80] or "?"
    await warm(ctx.parts, command.user_id)  # their own settings, read now (DMs)
    ctx.table.hand_over(command.seat, Seat(command.user_id, name, held.colour))
    await _commit(ctx)
    took = note("took_seat", name=name, seat=command.seat + 1, old=held.name)
    return await ctx.answer(took, reply=took)
