"""What a game holds, and the questions anyone may ask of it.

:class:`GameState` is the bottom layer of :class:`~bot.engine.game.Game`: the position
(pieces per colour, the track, whose turn, the phase), the marks a turn leaves (huff
window, pending captures) and the results so far, with read-only queries. Move generation
(:mod:`.movegen`), the turn's flow (:mod:`.turns`) and the actions (:mod:`.game`) build on
it, each in its own module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from .board import OUT, PIECES, YARD, Board
from .moves import Colour, HuffWindow, Move, PendingCapture, Seat
from .outcome import Outcome, Termination
from .position import square
from .rules import Ruleset

if TYPE_CHECKING:
    from .movegen import CompiledRules

ORDER: Final = "order"
ROLL: Final = "roll"
MOVE: Final = "move"
OVER: Final = "over"
PHASES: Final = (ORDER, ROLL, MOVE, OVER)


class IllegalAction(ValueError):
    """An action the rules do not allow now; the game is unchanged."""


class GameState:
    """The position and results of one game; see :class:`~bot.engine.game.Game`.

    Public state, read-only for callers: ``rules``, ``board``, ``seats`` (the colours of
    each seat), ``pieces`` (per board colour, the progress of each piece; empty for
    colours not in play), ``phase``, ``turn`` (the colour to act), ``current_roll`` (the roll
    waiting to be used, 0 if none), ``last_roll``, ``ply`` (actions applied), ``places``
    (seats per place, best first), ``huff_window``, ``pending`` and ``round``.
    """

    __slots__ = (
        "_limit",
        "_moves",
        "_must_capture",
        "_offsets",
        "_rules",
        "board",
        "bonus",
        "colour_seat",
        "current_roll",
        "eliminated",
        "finished",
        "huff_window",
        "last_roll",
        "moved",
        "order_contenders",
        "order_rolls",
        "pending",
        "phase",
        "pieces",
        "places",
        "ply",
        "round",
        "rules",
        "seats",
        "side_of",
        "sixes",
        "starter",
        "termination",
        "track",
        "tries",
        "turn",
        "turns",
    )

    rules: Ruleset
    board: Board
    seats: tuple[tuple[Colour, ...], ...]
    colour_seat: list[Seat]
    """Per board colour, its seat (-1 for a colour not in play)."""
    side_of: list[int]
    """Per board colour, its side: its seat, or the lower colour of a partnership."""
    pieces: list[list[int]]
    track: list[list[int]]
    """Per track square, the codes (``colour * 4 + index``) of the pieces on it."""
    phase: str
    turn: Colour
    current_roll: int
    last_roll: int
    sixes: int
    starter: Colour
    """The colour that began: a round ends each time the turn comes back to it."""
    tries: int
    moved: bool
    bonus: bool
    pending: list[PendingCapture]
    huff_window: HuffWindow | None
    finished: list[Colour]
    places: list[list[Seat]]
    eliminated: list[list[Seat]]
    order_contenders: list[Seat]
    order_rolls: dict[Seat, int]
    round: int
    ply: int
    turns: int
    termination: Termination | None
    _rules: CompiledRules
    _moves: list[Move] | None
    _limit: int
    _offsets: tuple[int, ...]
    _must_capture: bool

    # -- who is who -------------------------------------------------------------------

    def _derive_seating(self) -> None:
        n = self.board.n_colours
        self.colour_seat = [-1] * n
        for s, cols in enumerate(self.seats):
            for c in cols:
                self.colour_seat[c] = s
        if self.rules.teams == "partners":
            self.side_of = [
                min(c, self.board.opposite(c)) if self.colour_seat[c] >= 0 else -1 for c in range(n)
            ]
        else:
            self.side_of = list(self.colour_seat)

    def _rebuild_track(self) -> None:
        self.track = [[] for _ in range(self.board.track_len)]
        for c, ps in enumerate(self.pieces):
            for i, p in enumerate(ps):
                if YARD < p < self._limit:
                    self.track[self._square(c, p)].append(c * PIECES + i)

    @property
    def colours(self) -> tuple[Colour, ...]:
        """The colours in play, clockwise."""
        return tuple(c for c in range(self.board.n_colours) if self.colour_seat[c] >= 0)

    def seat_of(self, colour: Colour) -> Seat:
        return self.colour_seat[colour]

    def partner_of(self, colour: Colour) -> Colour | None:
        if self.rules.teams != "partners":
            return None
        return self.board.opposite(colour)

    def _side_colours(self, side: int) -> list[Colour]:
        return [c for c in self.colours if self.side_of[c] == side]

    def _side_seats(self, side: int) -> list[Seat]:
        return sorted({self.colour_seat[c] for c in self._side_colours(side)})

    # -- where things stand -----------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def seat_to_act(self) -> Seat | None:
        """The seat whose turn it is (None when the game is over)."""
        return None if self.phase == OVER else self.colour_seat[self.turn]

    @property
    def winners(self) -> list[Seat]:
        """The seats in first place (several for a team or a shared war win)."""
        return list(self.places[0]) if self.places and self.phase == OVER else []

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (None while it runs).

        >>> from bot.engine import Game, GreedyMover, Ruleset, SeededDice, play_out
        >>> g = Game.new(Ruleset.preset("madn"), players=2)
        >>> _ = play_out(g, SeededDice(1), GreedyMover())
        >>> g.outcome.termination, len(g.outcome.places)
        (<Termination.ALL_HOME: 'all_home'>, 1)
        """
        if self.phase != OVER or self.termination is None:
            return None
        return Outcome(self.termination, tuple(tuple(group) for group in self.places))

    def square_of(self, colour: Colour, progress: int) -> tuple[str, int]:
        """Where a piece stands: ``("yard", 0)``, ``("out", 0)``, ``("track", square)``,
        ``("home", index)`` or ``("goal", 0)``.

        >>> from bot.engine import Game
        >>> g = Game.new(Ruleset.preset("ludo"), players=4)
        >>> g.square_of(1, 0), g.square_of(1, 51), g.square_of(1, 56), g.square_of(1, -1)
        (('track', 13), ('home', 0), ('goal', 0), ('track', 12))
        """
        return square(self.board, self._limit, self._offsets, colour, progress)

    def _square(self, colour: Colour, progress: int) -> int:
        return (self._offsets[colour] + progress) % self.board.track_len

    def colour_done(self, colour: Colour) -> bool:
        """All of ``colour``'s pieces are home (never in war)."""
        if self.rules.war:
            return False
        threshold = self.board.last if self.board.goal else self._limit
        return all(p >= threshold for p in self.pieces[colour])

    def alive(self, colour: Colour) -> bool:
        return any(p != OUT for p in self.pieces[colour])

    # -- huffs ------------------------------------------------------------------------

    def huff_seats(self) -> list[Seat]:
        """The seats that may huff now."""
        if not self.huff_window or self.huff_window.used or self.phase == OVER:
            return []
        if not self.huff_targets():
            return []
        offender = self.huff_window.offender
        side = self.side_of[offender]
        return [
            s
            for s, cols in enumerate(self.seats)
            if s != self.colour_seat[offender] and all(self.side_of[c] != side for c in cols)
        ]

    def huff_targets(self) -> list[int]:
        """The offender's pieces a huff may send back (those on the track)."""
        if not self.huff_window:
            return []
        limit = self._limit
        pieces = self.pieces[self.huff_window.offender]
        return [i for i, p in enumerate(pieces) if YARD < p < limit]

    # -- equality ---------------------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return (
            self.rules,
            self.seats,
            self.pieces,
            self.phase,
            self.turn,
            self.current_roll,
            self.last_roll,
            self.sixes,
            self.tries,
            self.moved,
            self.bonus,
            self.pending,
            self.huff_window,
            self.finished,
            self.places,
            self.eliminated,
            self.order_contenders,
            self.order_rolls,
            self.round,
            self.starter,
            self.ply,
            self.turns,
            self.termination,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<Game {self.rules.preset_name} {self.board.name} ply={self.ply} "
            f"phase={self.phase} turn={self.board.colours[self.turn]}>"
        )
