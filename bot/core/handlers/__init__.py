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

HANDLERS: dict[type[Any], Handler] = {
    c.Join: seats.join,
    c.Leave: seats.leave,
    c.AddComputer: lobby.add_computer,
    c.Kick: lobby.kick,
    c.SetRules: lobby.set_rules,
    c.SetPace: lobby.set_pace,
    c.ChooseColour: lobby.choose_colour,
    c.Start: lobby.start,
    c.Cancel: lobby.cancel,
    c.RollDie: play.roll,
    c.PlayMove: play.move,
    c.PassTurn: play.pass_turn,
    c.CallHuff: play.call_huff,
    c.Back: seats.back,
    c.TakeSeat: seats.take_seat,
    c.AskTakeover: seats.ask_takeover,
    c.EndGame: admin.end_game,
    c.Rematch: admin.rematch,
    c.TimeOut: steps.time_out,
    c.ComputerStep: steps.computer_step,
    c.Remind: steps.remind,
}
"""Every command type's handler (``OpenGame`` has no game yet: :func:`lobby.open_game`)."""

__all__ = ["HANDLERS", "Handler"]
