"""The small values the engine hands out: pieces, moves, events, and the marks a turn leaves.

All are named tuples: cheap to create in the thousands a computer player looks at, and
trivially turned into JSON for the move log.

>>> m = Move(piece=1, frm=-2, to=0, enters=True)
>>> m.enters, m.is_pass
(True, False)
>>> Event("captured", colour=0, piece=1, target=PieceRef(2, 3)).to_dict()
{'kind': 'captured', 'colour': 0, 'piece': 1, 'target': 11}
>>> Event.from_dict({'kind': 'captured', 'target': 11}).target
PieceRef(colour=2, piece=3)
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple, TypeAlias

from .board import PIECES

Colour: TypeAlias = int
"""A colour: its index in its board's ``colours`` (``board.colours[c]`` is its name)."""
Seat: TypeAlias = int
"""A seat at the table, in joining order: ``game.seats[s]`` are its colours."""

PASS_PIECE: Final = -1
PASS_CODE: Final = -1
"""The pass as move generation's code (:mod:`.movegen`)."""


class PieceRef(NamedTuple):
    """One piece: its colour and its number (0-3) within the colour, as ``Move.piece``."""

    colour: Colour
    piece: int

    @property
    def code(self) -> int:
        """The one int the move log stores for a piece: ``colour * 4 + index``."""
        return self.colour * PIECES + self.piece

    @classmethod
    def from_code(cls, code: int) -> PieceRef:
        return PIECE_REFS[code] if 0 <= code < len(PIECE_REFS) else cls(*divmod(code, PIECES))


# Every piece of the largest board, made once: move generation hands these out by code.
PIECE_REFS: Final = tuple(PieceRef(c, i) for c in range(6) for i in range(PIECES))


class Move(NamedTuple):
    """One legal way to use the current roll.

    ``frm`` and ``to`` are progress values (see :mod:`bot.engine.board`); ``captures``
    holds the pieces the move sends away, own pieces included where the rules make landing
    on them a capture.
    """

    piece: int
    frm: int
    to: int
    enters: bool = False
    captures: tuple[PieceRef, ...] = ()
    forms_block: bool = False
    reaches_home: bool = False
    """The piece arrives home: a slot from the track, or the cross board's goal."""
    partner: bool = False
    """The move sends a partner's piece home (teams): offered only when nothing else is."""
    extra_lap: bool = False
    """The move passes the piece's own home to capture (capture_extra_lap)."""
    deferred: bool = False
    """The capture takes effect only if the piece ends the turn there (capture_at_turn_end)."""

    @property
    def is_pass(self) -> bool:
        return self.piece == PASS_PIECE


PASS: Final = Move(piece=PASS_PIECE, frm=0, to=0)


class HuffWindow(NamedTuple):
    """An open chance to huff (forced_capture huff): who skipped a capture, the piece that
    could have made it, and whether the window's one huff has been taken."""

    offender: Colour
    culprit: int
    used: bool


class PendingCapture(NamedTuple):
    """A capture waiting for the end of the turn (capture_at_turn_end): the capturing piece
    and the track square where it must still stand."""

    colour: Colour
    piece: int
    square: int


class Event(NamedTuple):
    """Something that happened; the bot turns these into its move log.

    Kinds: ``order_roll``, ``begins``, ``rolled``, ``retry`` (three tries), ``entered``,
    ``moved``, ``captured``, ``blocked`` (a block formed), ``home`` (reached home),
    ``passed`` (no move), ``bonus`` (another roll), ``third_six``, ``huffed``,
    ``finished`` (a colour has all pieces home), ``placed``, ``eliminated`` (war),
    ``won``, ``next`` (the turn passes to ``colour``).

    ``target`` is the piece captured or huffed; ``value`` is the die value, or a place for
    ``placed``/``won``; ``seat`` is the seat concerned for ``placed``, ``won``,
    ``eliminated`` and the huffing seat for ``huffed``.
    """

    kind: str
    colour: Colour = -1
    piece: int = -1
    frm: int = 0
    to: int = 0
    value: int = 0
    target: PieceRef | None = None
    seat: Seat = -1

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        d.update((n, v) for n, default in _EVENT_DEFAULTS if (v := getattr(self, n)) != default)
        if self.target is not None:
            d["target"] = self.target.code
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Event:
        values = dict(d)
        target = values.pop("target", None)
        if isinstance(target, int) and target >= 0:
            values["target"] = PieceRef.from_code(target)
        return cls(**values)


_EVENT_DEFAULTS: Final = tuple(
    (name, Event._field_defaults[name]) for name in Event._fields if name not in ("kind", "target")
)
