"""One handler per command type: a reader opens the handler of a command and finds all
it does there. Each takes the command's :class:`~..context.Context` and the command, and
answers, or raises :class:`~..notes.Refused` having changed nothing."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from .. import commands as c
from ..answer import Answer
from ..context import Context
from . import admin, lobby, play, seats, steps

Handler = Callable[[Context, Any], Awaitable[Answer | None]]


async def _back(ctx: Context, command: c.Back) -> Answer:
    return await play.back(ctx)


HANDLERS: dict[type[Any], Handler] = {
    c.Join: lobby.join,
    c.Leave: lobby.leave,
    c.AddComputer: lobby.add_computer,
    c.Kick: lobby.kick,
    c.SetRules: lobby.set_rules,
    c.SetPace: lobby.set_pace,
    c.ChooseColour: lobby.choose_colour,
    c.Start: lobby.start,
    c.Cancel: lobby.cancel,
    c.RollDie: play.play,
    c.PlayMove: play.play,
    c.PassTurn: play.play,
    c.CallHuff: play.play,
    c.Back: _back,
    c.TakeSeat: seats.take_seat,
    c.EndGame: admin.end_game,
    c.Rematch: admin.rematch,
    c.TimeOut: steps.time_out,
    c.ComputerStep: steps.computer_step,
    c.Remind: steps.remind,
}
"""Every command type's handler (``OpenGame`` has no game yet: :func:`lobby.open_game`)."""

__all__ = ["HANDLERS", "Handler"]
