"""A position as an immutable value: what a picture or a second edge needs of a game at
one moment, taken from a :class:`~bot.engine.game.Game` by :func:`position_of`.

A :class:`Game` is mutable and keeps the rules compiled beside the pieces; what crosses
from the core to an edge (and into a worker thread that draws it) must not change under
its reader, so it gets this copy instead: tuples only, and the few questions the pictures
ask of it (where a piece stands, who plays a colour, who won).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import Board, where
from .moves import Colour, Move, Seat

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class Position:
    """One moment of a game. ``pieces``: per board colour, each piece's progress (empty
    for colours not in play); ``colour_seat``: per board colour, its seat (-1: not in
    play); ``movable``: the pieces of the colour to act that a legal move takes (empty
    unless a move is to be chosen); ``places``: seats per place, best first."""

    board: Board
    seats: tuple[tuple[Colour, ...], ...]
    colour_seat: tuple[Seat, ...]
    pieces: tuple[tuple[int, ...], ...]
    phase: str
    turn: Colour
    last_roll: int
    round: int
    ply: int
    places: tuple[tuple[Seat, ...], ...]
    over: bool
    movable: frozenset[int]
    limit: int
    offsets: tuple[int, ...]

    @property
    def colours(self) -> tuple[Colour, ...]:
        """The colours in play, clockwise."""
        return tuple(c for c in range(self.board.n_colours) if self.colour_seat[c] >= 0)

    def seat_of(self, colour: Colour) -> Seat:
        return self.colour_seat[colour]

    @property
    def winners(self) -> tuple[Seat, ...]:
        """The seats in first place of a finished game (none while it runs)."""
        return self.places[0] if self.places and self.over else ()

    def square_of(self, colour: Colour, progress: int) -> tuple[str, int]:
        """Where a piece stands (see :func:`~bot.engine.board.where`)."""
        return where(self.board, self.limit, self.offsets, colour, progress)


def position_of(game: Game, moves: Sequence[Move] | None = None) -> Position:
    """The position of ``game`` now; ``moves``: its legal moves when the caller has them
    already (the game's own list otherwise, empty unless a move is to be chosen)."""
    board = game.board
    legal = moves if moves is not None else game.legal_moves()
    movable = frozenset(m.piece for m in legal if not m.is_pass)
    return Position(
        board,
        tuple(game.seats),
        tuple(game.colour_seat),
        tuple(tuple(p) for p in game.pieces),
        game.phase,
        game.turn,
        game.last_roll,
        game.round,
        game.ply,
        tuple(tuple(group) for group in game.places),
        game.is_over,
        movable,
        # The first progress off the track (in war pieces run laps), and each colour's
        # start square: the game's geometry, read from its public board and rules.
        board.track_len if game.rules.war else board.lap,
        tuple(board.start_square(c) for c in range(board.n_colours)),
    )
