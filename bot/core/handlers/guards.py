"""What the handlers check before they change anything (the lobby still open, the game
running, the presser's seat, the host), and a lobby's change committed."""

from __future__ import annotations

from ...engine import Game
from ...store import ACTIVE, FINISHED, LOBBY, StaleVersion
from ..answer import Answer
from ..context import Context
from ..notes import Behind, Note, Refused


def in_lobby(ctx: Context) -> None:
    """The game still waits in its lobby (one that started meanwhile: behind)."""
    if ctx.record.status != LOBBY or ctx.table.game is not None:
        if ctx.record.status == ACTIVE:
            raise Behind("already_started")
        raise Refused("lobby_closed")


def running(ctx: Context) -> Game:
    """The game, when it is running (a press on a lobby or a closed game is refused)."""
    game = ctx.table.game
    status = ctx.record.status
    if game is None or status not in (ACTIVE, FINISHED):
        raise Refused("not_started") if status == LOBBY else Behind("closed")
    if game.is_over:
        raise Behind("over")
    return game


def own_seat(ctx: Context) -> int | None:
    """The seat of the person who runs the command (None: none, or the bot)."""
    user = ctx.actor.user_id
    return ctx.table.seat_of_user(user) if user is not None else None


def host_only(ctx: Context, action: str) -> None:
    """The lobby is open and the host runs ``action``."""
    in_lobby(ctx)
    if ctx.actor.user_id != ctx.table.host_id:
        raise Refused("host_only", action=action)


async def lobby_changed(ctx: Context, notice: Note, status: str | None = None) -> Answer:
    """Commit the lobby as changed: a lobby changed meanwhile is refused."""
    try:
        await ctx.commit(status=status)
    except StaleVersion:
        raise Behind("lobby_changed") from None
    return await ctx.answer(notice, ended=status is not None)
