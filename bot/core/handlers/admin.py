"""Administration: ending a game (the host or a channel manager) and the rematch."""

from __future__ import annotations

from ...store import ACTIVE, CANCELLED, LOBBY, Commit, GameRecord, PlaceBusy, StaleVersion
from ..answer import Answer
from ..commands import Actor, EndGame, Rematch
from ..context import Context, Parts
from ..feed import Commit as Committed
from ..notes import Refused, named, note
from ..tables import Seat, Table


def may_end(record: GameRecord, actor: Actor) -> None:
    """Only the host or a channel manager may end a game (a damaged one: anyone who may
    manage the channel), and only an open game."""
    if record.status not in (LOBBY, ACTIVE):
        raise Refused("already_over")
    try:
        host: int | None = Table.from_json(record.state).host_id
    except ValueError:
        host = None
    if actor.user_id != host and not actor.can_manage:
        raise Refused("end_not_allowed")


async def end_game(ctx: Context, command: EndGame) -> Answer:
    """Close a game without a result (a damaged row is ended by :func:`end_damaged`)."""
    may_end(ctx.record, ctx.actor)
    try:
        await ctx.commit(status=CANCELLED)
    except StaleVersion:
        raise Refused("changed_meanwhile") from None
    return await ctx.answer(note("ended", name=ctx.actor.name), ended=True)


async def end_damaged(parts: Parts, record: GameRecord, actor: Actor) -> None:
    """Close a game whose row cannot be read, as it is; always refused afterwards with
    ``damaged_ended`` (there is no table to show)."""
    may_end(record, actor)
    try:
        await parts.store.commit_action(
            Commit(record.id, record.version, record.state, status=CANCELLED)
        )
    except StaleVersion:
        raise Refused("changed_meanwhile") from None
    parts.deadlines.schedule(record.id, None, record.version + 1, None)
    parts.feed.publish(Committed(record.id, record.version + 1))
    raise Refused("damaged_ended")


async def rematch(ctx: Context, command: Rematch) -> Answer:
    """A new lobby in the same place with the same seats and rules."""
    host, table, record = ctx.actor.user_id, ctx.table, ctx.record
    if host is None or table.seat_of_user(host) is None:
        raise Refused("rematch_players_only")
    seats = [Seat(s.user_id, s.name, s.colour, s.level) for s in table.seats]
    seats.sort(key=lambda s: s.user_id != host)
    fresh = Table(host, table.preset, dict(table.overrides), seats, auto_move=table.auto_move)
    fresh.venue = table.venue
    try:
        new = await ctx.parts.store.create_game(record.where, host, fresh.to_json(), fresh.people)
    except PlaceBusy as busy:
        raise Refused("rematch_exists") from busy
    return await Context(ctx.parts, new, fresh, ctx.actor).answer(
        named("rematch", fresh.seat_of_user(host), name=ctx.actor.name),
        reply=note("rematch_open"),
        fresh=True,
    )
