"""Moves and events: the small values the engine hands out.

Both are named tuples: cheap to create in the thousands a computer player looks at, and
trivially turned into JSON for the move log.

>>> m = Move(piece=1, frm=-2, to=0, enters=True)
>>> m.to_dict()
{'type': 'move', 'piece': 1, 'to': 0}
>>> Event("rolled", colour=2, value=6).to_dict()
{'kind': 'rolled', 'colour': 2, 'value': 6}
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

PASS_PIECE: Final = -1


def piece_code(colour: int, piece: int) -> int:
    """One int naming a piece: ``colour * 4 + piece``."""
    return colour * 4 + piece


class Move(NamedTuple):
    """One legal way to use the current roll.

    ``frm`` and ``to`` are progress values (see :mod:`bot.engine.board`); ``captures``
    holds the piece codes (``colour * 4 + piece``) the move sends away, own pieces
    included where the rules make landing on them a capture.
    """

    piece: int
    frm: int
    to: int
    enters: bool = False
    captures: tuple[int, ...] = ()
    forms_block: bool = False
    reaches_home: bool = False
    partner: bool = False
    """The move lands on a partner's piece (teams): offered only when nothing else is."""
    extra_lap: bool = False
    """The move passes the piece's own home to capture (capture_extra_lap)."""
    deferred: bool = False
    """The capture takes effect only if the piece ends the turn there (capture_at_turn_end)."""

    @property
    def is_pass(self) -> bool:
        return self.piece == PASS_PIECE

    def to_dict(self) -> dict[str, Any]:
        """The action that plays this move, as the log stores it."""
        if self.piece == PASS_PIECE:
            return {"type": "pass"}
        return {"type": "move", "piece": self.piece, "to": self.to}


PASS: Final = Move(piece=PASS_PIECE, frm=0, to=0)


class Event(NamedTuple):
    """Something that happened; the bot turns these into its move log.

    Kinds: ``order_roll``, ``begins``, ``rolled``, ``retry`` (three tries), ``entered``,
    ``moved``, ``captured``, ``blocked`` (a block formed), ``home`` (reached home),
    ``passed`` (no move), ``bonus`` (another roll), ``third_six``, ``huffed``,
    ``finished`` (a colour has all pieces home), ``placed``, ``eliminated`` (war),
    ``won``, ``next`` (the turn passes to ``colour``).

    ``target`` is a piece code for captures and huffs; ``value`` is the die value, or a
    place for ``placed``/``won``; ``seat`` is the seat concerned for ``placed``,
    ``won``, ``eliminated`` and the huffing seat for ``huffed``.
    """

    kind: str
    colour: int = -1
    piece: int = -1
    frm: int = 0
    to: int = 0
    value: int = 0
    target: int = -1
    seat: int = -1

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        for name, default in _EVENT_DEFAULTS:
            v = getattr(self, name)
            if v != default:
                d[name] = v
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Event:
        return cls(**d)


_EVENT_DEFAULTS: Final = tuple(
    (name, Event._field_defaults[name]) for name in Event._fields if name != "kind"
)
