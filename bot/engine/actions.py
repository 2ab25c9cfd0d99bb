"""Actions: what a player (or the dice) does to a game, typed, and as the move log stores them.

>>> Roll(6).to_dict(), Play(0, 6).to_dict(), Pass().to_dict(), Huff(1, 2).to_dict()
({'type': 'roll', 'value': 6}, {'type': 'move', 'piece': 0, 'to': 6}, {'type': 'pass'}, \
{'type': 'huff', 'seat': 1, 'piece': 2})
>>> action_from_dict({"type": "move", "piece": 0, "to": 6})
Play(piece=0, to=6)
>>> action_from_dict({"type": "teleport"})
Traceback (most recent call last):
...
bot.engine.actions.MalformedAction: unknown action {'type': 'teleport'}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple, TypeAlias

from .moves import Move, Seat

_new = tuple.__new__


class MalformedAction(ValueError):
    """A logged action that names no action this engine knows, or lacks a field."""


class Roll(NamedTuple):
    """The die shows ``value`` for the colour to act (or for the opening order)."""

    value: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": "roll", "value": self.value}


class Play(NamedTuple):
    """The colour to act moves its piece ``piece`` to progress ``to``."""

    piece: int
    to: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": "move", "piece": self.piece, "to": self.to}


class Pass(NamedTuple):
    """The colour to act uses no move (only offered with must_move no)."""

    def to_dict(self) -> dict[str, Any]:
        return {"type": "pass"}


class Huff(NamedTuple):
    """``seat`` huffs piece ``piece`` of the colour that skipped a capture."""

    seat: Seat
    piece: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": "huff", "seat": self.seat, "piece": self.piece}


Action: TypeAlias = Roll | Play | Pass | Huff
_ROLLS: Final = {v: Roll(v) for v in range(1, 7)}


def action_of(move: Move) -> Play | Pass:
    """The action that plays one of the legal moves (the move log keeps actions).

    >>> action_of(Move(piece=1, frm=-2, to=0, enters=True))
    Play(piece=1, to=0)
    """
    return Pass() if move.is_pass else Play(move.piece, move.to)


def action_from_dict(d: Mapping[str, Any]) -> Action:
    """The typed action a move-log entry records."""
    # A replay parses every entry: a dict known by its exact type, a roll one of six made
    # once, a move through tuple.__new__ (a named tuple's own __new__ costs the most here).
    kind = d.get("type") if type(d) is dict or isinstance(d, Mapping) else None
    try:
        if kind == "roll":
            return _ROLLS.get(value := int(d["value"])) or Roll(value)
        if kind == "move":
            return _new(Play, (int(d["piece"]), int(d["to"])))
        if kind == "pass":
            return Pass()
        if kind == "huff":
            return Huff(int(d["seat"]), int(d["piece"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise MalformedAction(f"malformed action {d!r}") from exc
    raise MalformedAction(f"unknown action {d!r}")
