"""What a game holds, and the questions anyone may ask of it.

:class:`GameState` is the part of a :class:`~bot.engine.game.Game` that is a value: the
seating, the position (pieces per colour, the track, whose turn, the phase), the marks a
turn leaves (huff window, pending captures) and the results so far, with read-only
queries, ``copy()`` and equality. Move generation (:mod:`.movegen`) reads it; the turn
(:mod:`.turns`) changes it; :class:`~bot.engine.game.Game` owns one and shows it, read-only:
code outside the engine reads a game through ``Game``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from .board import BOARDS, OUT, PIECES, YARD, Board, where
from .moves import Colour, HuffWindow, Move, PendingCapture, Seat
from .outcome import Outcome, Termination
from .rules import RuleError, Ruleset
from .seating import Seats
from .tables import NEVER, tables_for

ORDER: Final = "order"
ROLL: Final = "roll"
MOVE: Final = "move"
OVER: Final = "over"
PHASES: Final = (ORDER, ROLL, MOVE, OVER)


class IllegalAction(ValueError):
    """An action the rules do not allow now; the game is unchanged."""


class GameState:
    """The seating, position and results of one game.

    ``rules``, ``board``, ``seats`` (the colours of each seat), ``pieces`` (per board
    colour, the progress of each piece; empty for colours not in play), ``phase``, ``turn``
    (the colour to act), ``current_roll`` (the roll waiting to be used, 0 if none),
    ``last_roll``, ``ply`` (actions applied), ``places`` (seats per place, best first),
    ``huff_window``, ``pending``, ``round`` and the rest below: :class:`~bot.engine.game.Game`
    shows them, read-only, under the same names.
    """

    rules: Ruleset
    board: Board
    seats: Seats
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
    limit: int
    """Progress below this is on the track; in war nothing enters a home."""
    offsets: tuple[int, ...]
    """Per board colour, its start square."""
    codes: list[int] | None
    """The legal moves of the current roll as move generation's codes (None: not yet, or
    no roll)."""
    legal: list[Move] | None
    """The same as :class:`Move` values, once asked for (None: not yet)."""
    own: list[int]
    """Per board colour, its own cells as bits (:mod:`.tables`), kept with the pieces."""
    blk: list[int]
    """Per board colour, the track cells where it has a block (2+ pieces), as bits, and
    after the last colour every block on the board (all 0 without blocks)."""
    bits: tuple[tuple[int, ...], ...]
    """Per colour, per progress + 3: the bit of the cell (the ruleset's tables)."""
    blocks: bool
    """Whether pieces form blocks (own_landing block): ``blk`` is kept then."""
    stacks: bool
    """Whether a colour's pieces may share a cell (own_landing stack or block): a move
    counts its own cells again (:meth:`recount`), where else it changes two bits."""
    must_capture: bool
    """Whether playing one of ``legal`` that captures no opponent opens a huff."""

    # Its fields are the annotations above, each declared once: the slots are made of
    # them (compiled by mypyc, they are the native attributes and this line is not run).
    __slots__ = tuple(__annotations__)

    def __init__(self, rules: Ruleset, seats: Seats, new: bool = True) -> None:
        """A new game of ``seats`` (checked: :func:`~bot.engine.seating.seats_for`);
        ``new=False`` sets only those, for :meth:`copy` to fill in the rest (compiled by
        mypyc, a class is made through its ``__init__`` only)."""
        board = BOARDS[rules.board]
        self.rules = rules
        self.board = board
        self.seats = seats
        if not new:
            return
        self.bits = tables_for(rules).bit
        self.blocks = rules.own_landing == "block"
        self.stacks = self.blocks or rules.own_landing == "stack"
        self._derive_seating()
        self.limit = board.track_len if rules.war else board.lap
        self.offsets = tuple(board.start_square(c) for c in range(board.n_colours))
        start = 0 if rules.start_pieces else YARD
        self.pieces = [
            [start] + [YARD] * (PIECES - 1) if self.colour_seat[c] >= 0 else []
            for c in range(board.n_colours)
        ]
        self.rebuild_track()
        self._clear_turn_and_results()
        self.ply = 0
        self.turns = 0
        if rules.turn_order == "highest_roll":
            self.phase = ORDER
            self.order_contenders = list(range(len(seats)))
            self.turn = seats[0][0]
        elif rules.turn_order == "seating":
            self.turn = seats[0][0]
        else:
            self.turn = min(c for s in seats for c in s)
        self.starter = self.turn

    def _clear_turn_and_results(self) -> None:
        """A fresh turn in a game with no results yet (the order rolls not begun)."""
        self.phase = ROLL
        self.current_roll = self.last_roll = self.sixes = self.tries = 0
        self.moved = self.bonus = False
        self.pending = []
        self.huff_window = None
        self.finished = []
        self.places = []
        self.eliminated = []
        self.order_contenders = []
        self.order_rolls = {}
        self.round = 1
        self.termination = None
        self.codes = None
        self.legal = None
        self.must_capture = False

    def setup(self, pieces: dict[Colour, Sequence[int]], turn: Colour | None) -> None:
        """Place pieces and give ``turn`` the roll (:meth:`~bot.engine.game.Game.setup`)."""
        for c, ps in pieces.items():
            if not 0 <= c < len(self.colour_seat) or self.colour_seat[c] < 0:
                raise RuleError(
                    "setup", f"colour {c} is not in play", "colour_not_in_play", colour=c
                )
            if len(ps) != PIECES:
                raise RuleError(
                    "setup", f"colour {c} needs {PIECES} pieces", "colour_pieces", colour=c
                )
            self.pieces[c] = [int(p) for p in ps]
        self.rebuild_track()
        self._clear_turn_and_results()
        self.finished = [c for c in self.colours if self.colour_done(c)]
        if turn is not None:
            self.turn = turn
        self.starter = self.turn

    def copy(self) -> GameState:
        """An independent copy (the seating, never changed, is shared). Written out:
        compiled, a copy is made per candidate move (``hard``) and an attribute named in
        a loop is a lookup by name, twice as slow (``tests/engine`` checks it copies every
        field)."""
        g = GameState(self.rules, self.seats, new=False)
        g.bits = self.bits
        g.blocks, g.stacks = self.blocks, self.stacks
        g.colour_seat = self.colour_seat
        g.side_of = self.side_of
        g.limit = self.limit
        g.offsets = self.offsets
        g.pieces = [list(p) for p in self.pieces]
        g.track = [list(t) if t else [] for t in self.track]
        g.own = list(self.own)
        g.blk = list(self.blk)
        g.phase, g.turn, g.current_roll, g.last_roll = (
            self.phase,
            self.turn,
            self.current_roll,
            self.last_roll,
        )
        g.sixes, g.tries, g.moved, g.bonus = self.sixes, self.tries, self.moved, self.bonus
        g.pending = list(self.pending)
        g.huff_window = self.huff_window
        g.finished = list(self.finished)
        g.places = [list(p) for p in self.places]
        g.eliminated = [list(p) for p in self.eliminated]
        g.order_contenders = list(self.order_contenders)
        g.order_rolls = dict(self.order_rolls)
        g.round, g.ply, g.turns = self.round, self.ply, self.turns
        g.starter = self.starter
        g.termination = self.termination
        g.codes = self.codes
        g.legal = self.legal
        g.must_capture = self.must_capture
        return g

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

    def rebuild_track(self) -> None:
        """The track's occupants, the own cells and the blocks, from the pieces."""
        self.track = [[] for _ in range(self.board.track_len)]
        for c, ps in enumerate(self.pieces):
            for i, p in enumerate(ps):
                if YARD < p < self.limit:
                    self.track[self.square(c, p)].append(c * PIECES + i)
        n = len(self.pieces)
        self.own = [NEVER] * n
        self.blk = [0] * (n + 1)
        for c in range(n):
            self.recount(c)

    def recount(self, c: Colour) -> None:
        """Colour ``c``'s own cells and blocks, from its pieces (a home cell holds one
        piece; the yard, out and the goal have no bit)."""
        pieces = self.pieces[c]
        if not pieces:
            return
        bit = self.bits[c]
        b0, b1 = bit[pieces[0] + 3], bit[pieces[1] + 3]
        b2, b3 = bit[pieces[2] + 3], bit[pieces[3] + 3]
        self.own[c] = NEVER | b0 | b1 | b2 | b3
        if not self.blocks:
            return
        blk = self.blk
        mine = (b0 & (b1 | b2 | b3)) | (b1 & (b2 | b3)) | (b2 & b3)
        # Two colours' blocks never share a cell (nobody lands on another's block), so
        # every block on the board is the colours' blocks XORed.
        blk[-1] = blk[-1] ^ blk[c] ^ mine  # not ^=: compiled, an item's ^= is a generic call
        blk[c] = mine

    @property
    def colours(self) -> tuple[Colour, ...]:
        """The colours in play, clockwise."""
        return tuple(c for c in range(self.board.n_colours) if self.colour_seat[c] >= 0)

    def partner_of(self, colour: Colour) -> Colour | None:
        if self.rules.teams != "partners":
            return None
        return self.board.opposite(colour)

    def side_colours(self, side: int) -> list[Colour]:
        return [c for c in self.colours if self.side_of[c] == side]

    def side_seats(self, side: int) -> list[Seat]:
        return sorted({self.colour_seat[c] for c in self.side_colours(side)})

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
        """Where a piece stands (see :func:`~bot.engine.board.where`).

        >>> from bot.engine import Game
        >>> g = Game.new(Ruleset.preset("ludo"), players=4)
        >>> g.square_of(1, 0), g.square_of(1, 51), g.square_of(1, 56), g.square_of(1, -1)
        (('track', 13), ('home', 0), ('goal', 0), ('track', 12))
        """
        return where(self.board, self.limit, self.offsets, colour, progress)

    def square(self, colour: Colour, progress: int) -> int:
        """The track square of ``colour``'s piece at ``progress`` (on the track)."""
        return (self.offsets[colour] + progress) % self.board.track_len

    def colour_done(self, colour: Colour) -> bool:
        """All of ``colour``'s pieces are home (never in war)."""
        if self.rules.war:
            return False
        threshold = self.board.last if self.board.goal else self.limit
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
        limit = self.limit
        pieces = self.pieces[self.huff_window.offender]
        return [i for i, p in enumerate(pieces) if YARD < p < limit]

    # -- equality ---------------------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        # Every field but the seating's look-ups, the ruleset's tables and what is kept
        # from the pieces or for the current roll (written out: compiled, twice as fast
        # as the fields read by name).
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
