"""The game: a position, the rules that govern it, and the actions that change it.

A :class:`Game` is a value. It serializes to a JSON-compatible dict and loads back equal;
every action either applies completely and returns its events, or raises
:class:`IllegalAction` and leaves the game exactly as it was.

>>> from bot.engine import FixedDice, Ruleset
>>> rules = Ruleset.preset("madn", players=2, overrides={"turn_order": "seating"})
>>> g = Game.new(rules, players=2)
>>> g.phase, g.turn
('roll', 0)
>>> [e.kind for e in g.roll(6)]
['rolled']
>>> [(m.piece, m.frm, m.to, m.enters) for m in g.legal_moves()]
[(0, -2, 0, True)]
>>> [e.kind for e in g.play(g.legal_moves()[0])]
['entered', 'bonus']
>>> Game.from_dict(g.to_dict()) == g
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from .board import BOARDS, OUT, PIECES, YARD, Board
from .dice import Dice
from .moves import PASS, PASS_PIECE, Event, Move
from .rules import RuleError, Ruleset

FORMAT: Final = 2
# Format 1 wrote the yard as -1 and "out" as -2; format 2 moved both down to free -1 for the
# cross board's square before the start square (see board.py).
_FORMAT_1_PROGRESS: Final = {-1: YARD, -2: OUT}

# Building the hottest named tuples through tuple.__new__ skips their Python-level
# __new__: half the cost, on paths taken a thousand times a game.
_new = tuple.__new__

ORDER: Final = "order"
ROLL: Final = "roll"
MOVE: Final = "move"
OVER: Final = "over"
PHASES: Final = (ORDER, ROLL, MOVE, OVER)


class IllegalAction(ValueError):
    """An action the rules do not allow now; the game is unchanged."""


def default_seating(board: Board, players: int) -> tuple[tuple[int, ...], ...]:
    """One colour per player, spread round the board so that opposite seats face.

    >>> default_seating(BOARDS["classic4"], 2), default_seating(BOARDS["classic6"], 4)
    (((0,), (2,)), ((0,), (1,), (3,), (4,)))
    """
    n = board.n_colours
    return tuple(((i * n) // players,) for i in range(players))


def two_colour_seating(board: Board, players: int) -> tuple[tuple[int, ...], ...]:
    """Each player plays two opposite colours (2 players on 4 colours, 2-3 on 6).

    >>> two_colour_seating(BOARDS["classic4"], 2)
    ((0, 2), (1, 3))
    """
    half = board.n_colours // 2
    if players > half:
        raise RuleError("seating", f"{players} players cannot each play two colours here")
    return tuple((i, i + half) for i in range(players))


class Game:
    """A game of the Ludo family under one :class:`Ruleset`.

    Public state, read-only for callers: ``rules``, ``board``, ``seats`` (the colours of
    each seat), ``pieces`` (per board colour, the progress of each piece; empty for
    colours not in play), ``phase``, ``turn`` (the colour to act), ``current_roll`` (the roll
    waiting to be used, 0 if none), ``last_roll``, ``ply`` (actions applied), ``places``
    (seats per place, best first), ``huff_window`` and ``round``.
    """

    __slots__ = (
        "_limit",
        "_moves",
        "_must_capture",
        "_offsets",
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
        "track",
        "tries",
        "turn",
        "turns",
    )

    rules: Ruleset
    board: Board
    seats: tuple[tuple[int, ...], ...]
    colour_seat: list[int]
    side_of: list[int]
    pieces: list[list[int]]
    track: list[list[int]]
    phase: str
    turn: int
    current_roll: int
    last_roll: int
    sixes: int
    starter: int
    """The colour that began: a round ends each time the turn comes back to it."""
    tries: int
    moved: bool
    bonus: bool
    pending: list[tuple[int, int, int]]
    huff_window: tuple[int, int, bool] | None
    finished: list[int]
    places: list[list[int]]
    eliminated: list[list[int]]
    order_contenders: list[int]
    order_rolls: dict[int, int]
    round: int
    ply: int
    turns: int
    _moves: list[Move] | None
    _limit: int
    _offsets: tuple[int, ...]
    _must_capture: bool

    # -- construction -----------------------------------------------------------------

    @classmethod
    def new(
        cls,
        rules: Ruleset,
        players: int | None = None,
        seating: Sequence[Sequence[int]] | None = None,
    ) -> Game:
        """A new game for ``players`` players (one colour each) or an explicit ``seating``.

        Raises :class:`RuleError` when the rules cannot seat them.
        """
        board = BOARDS[rules.board]
        if seating is None:
            if players is None:
                raise RuleError("players", "give the number of players or a seating")
            rules.check_players(players)
            seats = default_seating(board, players)
        else:
            seats = tuple(tuple(s) for s in seating)
            if players is not None and players != len(seats):
                raise RuleError("players", f"{players} players but {len(seats)} seats")
        colours = [c for s in seats for c in s]
        if len(set(colours)) != len(colours) or any(not 0 <= c < board.n_colours for c in colours):
            raise RuleError("seating", f"each seat needs its own colours of {board.name}")
        if any(not s for s in seats):
            raise RuleError("seating", "every seat needs a colour")
        if rules.teams == "partners":
            for c in colours:
                if board.opposite(c) not in colours:
                    raise RuleError(
                        "teams", "partners sit opposite: every colour needs its opposite in play"
                    )
        rules.check_players(len(seats), len(colours))
        g = cls.__new__(cls)
        g.rules = rules
        g.board = board
        g.seats = seats
        g._derive_seating()
        # Progress below this is on the track; in war nothing enters a home.
        g._limit = board.track_len if rules.war else board.lap
        g._offsets = tuple(board.start_square(c) for c in range(board.n_colours))
        start = 0 if rules.start_pieces else YARD
        g.pieces = [
            [start] + [YARD] * (PIECES - 1) if g.colour_seat[c] >= 0 else []
            for c in range(board.n_colours)
        ]
        g.current_roll = g.last_roll = g.sixes = g.tries = 0
        g.moved = g.bonus = False
        g.pending = []
        g.huff_window = None
        g.finished = []
        g.places = []
        g.eliminated = []
        g.order_rolls = {}
        g.round = 1
        g.ply = 0
        g.turns = 0
        g._rebuild_track()
        if rules.turn_order == "highest_roll":
            g.phase = ORDER
            g.order_contenders = list(range(len(seats)))
            g.turn = seats[0][0]
        else:
            g.phase = ROLL
            g.order_contenders = []
            g.turn = seats[0][0] if rules.turn_order == "seating" else min(colours)
        g.starter = g.turn
        g._moves = None
        g._must_capture = False
        return g

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

    def setup(self, pieces: dict[int, Sequence[int]], turn: int | None = None) -> Game:
        """Place pieces (progress per colour) and give ``turn`` the roll: for scenarios
        and puzzles. Colours not named keep their pieces. Returns the game itself.

        >>> g = Game.new(Ruleset.preset("madn"), players=2).setup({0: [5, YARD, YARD, 40]}, turn=0)
        >>> g.phase, g.square_of(0, 5)
        ('roll', ('track', 5))
        """
        for c, ps in pieces.items():
            if self.colour_seat[c] < 0:
                raise RuleError("setup", f"colour {c} is not in play")
            if len(ps) != PIECES:
                raise RuleError("setup", f"colour {c} needs {PIECES} pieces")
            self.pieces[c] = [int(p) for p in ps]
        self._rebuild_track()
        self.finished = [c for c in self.colours if self.colour_done(c)]
        if turn is not None:
            self.turn = turn
        # A set-up position starts clean: nothing of the game it was called on carries over.
        self.phase = ROLL
        self.order_contenders = []
        self.order_rolls = {}
        self.current_roll = self.sixes = self.tries = 0
        self.moved = self.bonus = False
        self.pending = []
        self.huff_window = None
        self.places = []
        self.eliminated = []
        self.round = 1
        self.starter = self.turn
        self._moves = None
        self._must_capture = False
        return self

    def copy(self) -> Game:
        """An independent copy, for search."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.board = self.board
        g.seats = self.seats
        g.colour_seat = self.colour_seat
        g.side_of = self.side_of
        g._limit = self._limit
        g._offsets = self._offsets
        g.pieces = [list(p) for p in self.pieces]
        g.track = [list(t) if t else [] for t in self.track]
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
        g._moves = self._moves
        g._must_capture = self._must_capture
        return g

    # -- serialization ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible snapshot; :meth:`from_dict` loads it back equal."""
        return {
            "format": FORMAT,
            "rules": self.rules.to_dict(),
            "seats": [list(s) for s in self.seats],
            "pieces": [list(p) for p in self.pieces],
            "phase": self.phase,
            "turn": self.turn,
            "roll": self.current_roll,
            "last_roll": self.last_roll,
            "sixes": self.sixes,
            "tries": self.tries,
            "moved": self.moved,
            "bonus": self.bonus,
            "pending": [list(p) for p in self.pending],
            "huff_window": list(self.huff_window) if self.huff_window else None,
            "finished": list(self.finished),
            "places": [list(p) for p in self.places],
            "eliminated": [list(p) for p in self.eliminated],
            "order_contenders": list(self.order_contenders),
            "order_rolls": [[s, r] for s, r in sorted(self.order_rolls.items())],
            "round": self.round,
            "starter": self.starter,
            "ply": self.ply,
            "turns": self.turns,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Load a snapshot. Raises ``ValueError`` for an unknown format or a corrupt one."""
        if not isinstance(d, dict):
            raise ValueError("game state must be a JSON object")
        fmt = d.get("format")
        if fmt not in (1, FORMAT):
            raise ValueError(f"unknown game state format {fmt!r} (this code reads 1 and {FORMAT})")
        try:
            stored_rules = dict(d["rules"])
            if fmt == 1:
                # Games begun before own_start_entry existed were played the DE 1960 way.
                stored_rules.setdefault("own_start_entry", "move_on")
            rules = Ruleset.from_dict(stored_rules)
            g = cls.new(rules, seating=d["seats"])
            pieces = [[int(p) for p in ps] for ps in d["pieces"]]
            if fmt == 1:
                pieces = [[_FORMAT_1_PROGRESS.get(p, p) for p in ps] for ps in pieces]
            if [len(p) for p in pieces] != [len(p) for p in g.pieces]:
                raise ValueError("pieces do not match the seating")
            last = g.board.last if not rules.war else g.board.track_len - 1
            if any(not OUT <= p <= last for ps in pieces for p in ps):
                raise ValueError("a piece stands outside the board")
            g.pieces = pieces
            g.phase = str(d["phase"])
            if g.phase not in PHASES:
                raise ValueError(f"unknown phase {g.phase!r}")
            g.turn = int(d["turn"])
            if g.colour_seat[g.turn] < 0:
                raise ValueError("the colour to act is not in play")
            g.current_roll = int(d["roll"])
            g.last_roll = int(d["last_roll"])
            g.sixes = int(d["sixes"])
            g.tries = int(d["tries"])
            g.moved = bool(d["moved"])
            g.bonus = bool(d["bonus"])
            g.pending = [(int(a), int(b), int(c)) for a, b, c in d["pending"]]
            hw = d["huff_window"]
            g.huff_window = (int(hw[0]), int(hw[1]), bool(hw[2])) if hw else None
            g.finished = [int(c) for c in d["finished"]]
            g.places = [[int(s) for s in p] for p in d["places"]]
            g.eliminated = [[int(s) for s in p] for p in d["eliminated"]]
            g.order_contenders = [int(s) for s in d["order_contenders"]]
            g.order_rolls = {int(s): int(r) for s, r in d["order_rolls"]}
            g.round = int(d["round"])
            g.starter = int(d.get("starter", g.turn))
            g.ply = int(d["ply"])
            g.turns = int(d["turns"])
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"corrupt game state: {exc!r}") from exc
        g._rebuild_track()
        return g

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
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<Game {self.rules.preset_name} {self.board.name} ply={self.ply} "
            f"phase={self.phase} turn={self.board.colours[self.turn]}>"
        )

    # -- queries ----------------------------------------------------------------------

    @property
    def colours(self) -> tuple[int, ...]:
        """The colours in play, clockwise."""
        return tuple(c for c in range(self.board.n_colours) if self.colour_seat[c] >= 0)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def seat_to_act(self) -> int | None:
        """The seat whose turn it is (None when the game is over)."""
        return None if self.phase == OVER else self.colour_seat[self.turn]

    @property
    def winners(self) -> list[int]:
        """The seats in first place (several for a team or a shared war win)."""
        return list(self.places[0]) if self.places and self.phase == OVER else []

    def seat_of(self, colour: int) -> int:
        return self.colour_seat[colour]

    def partner_of(self, colour: int) -> int | None:
        if self.rules.teams != "partners":
            return None
        return self.board.opposite(colour)

    def square_of(self, colour: int, progress: int) -> tuple[str, int]:
        """Where a piece stands: ``("yard", 0)``, ``("out", 0)``, ``("track", square)``,
        ``("home", index)`` or ``("goal", 0)``.

        >>> g = Game.new(Ruleset.preset("ludo"), players=4)
        >>> g.square_of(1, 0), g.square_of(1, 51), g.square_of(1, 56)
        (('track', 13), ('home', 0), ('goal', 0))
        """
        if progress == YARD:
            return ("yard", 0)
        if progress == OUT:
            return ("out", 0)
        if progress < self._limit:
            return ("track", self._square(colour, progress))
        if self.board.goal and progress == self.board.last:
            return ("goal", 0)
        return ("home", progress - self.board.lap)

    def _square(self, colour: int, progress: int) -> int:
        return (self._offsets[colour] + progress) % self.board.track_len

    def colour_done(self, colour: int) -> bool:
        """All of ``colour``'s pieces are home (never in war)."""
        if self.rules.war:
            return False
        threshold = self.board.last if self.board.goal else self._limit
        return all(p >= threshold for p in self.pieces[colour])

    def alive(self, colour: int) -> bool:
        return any(p != OUT for p in self.pieces[colour])

    def legal_moves(self) -> list[Move]:
        """The moves the player to act may choose for the current roll ([] unless phase
        is ``move``)."""
        if self.phase != MOVE:
            return []
        if self._moves is None:
            self._moves, self._must_capture = self._legal_moves(self.turn, self.current_roll)
        return list(self._moves)

    def legal_actions(self) -> list[dict[str, Any]]:
        """Every action anyone may take now, as the log stores it (rolls without value)."""
        actions: list[dict[str, Any]] = []
        if self.phase in (ORDER, ROLL):
            actions.append({"type": "roll"})
        elif self.phase == MOVE:
            actions.extend(m.to_dict() for m in self.legal_moves())
        for seat in self.huff_seats():
            actions.extend({"type": "huff", "seat": seat, "piece": p} for p in self.huff_targets())
        return actions

    def huff_seats(self) -> list[int]:
        """The seats that may huff now."""
        if not self.huff_window or self.huff_window[2] or self.phase == OVER:
            return []
        if not self.huff_targets():
            return []
        offender = self.huff_window[0]
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
        return [i for i, p in enumerate(self.pieces[self.huff_window[0]]) if YARD < p < limit]

    # -- move generation --------------------------------------------------------------

    def moves_for(self, colour: int, roll: int) -> list[Move]:
        """The legal moves ``colour`` would have with ``roll`` in this position."""
        return self._legal_moves(colour, roll)[0]

    def _legal_moves(self, c: int, v: int) -> tuple[list[Move], bool]:
        """The legal moves, and whether skipping an available capture is an offence
        (forced_capture huff)."""
        rules = self.rules
        moves = self._raw_moves(c, v)
        must_capture = False
        if not moves:
            return moves, False
        if rules.teams == "partners":
            plain = [m for m in moves if not m.partner]
            if plain:
                moves = plain
        pieces = self.pieces[c]
        obliged = False
        if rules.forced_entry != "never" and v in rules.entry_rolls:
            entries = [m for m in moves if m.enters]
            if entries and (
                rules.forced_entry == "always" or not any(YARD < p < self._limit for p in pieces)
            ):
                moves = entries
                obliged = True
        if not obliged and rules.clear_start and YARD in pieces and 0 in pieces:
            clearing = [m for m in moves if m.frm == 0]
            if clearing:
                moves = clearing
                obliged = True
        if not obliged and rules.forced_capture != "off":
            captures = [m for m in moves if self._captures_opponent(c, m)]
            if captures:
                if rules.forced_capture == "strict":
                    moves = captures
                else:
                    must_capture = len(captures) < len(moves)
        if not rules.must_move:
            moves.append(PASS)
        return moves, must_capture

    def _captures_opponent(self, c: int, m: Move) -> bool:
        side = self.side_of[c]
        return any(self.side_of[code >> 2] != side for code in m.captures)

    def _raw_moves(self, c: int, v: int) -> list[Move]:
        """Every move the board allows, before the obligations filter them."""
        rules = self.rules
        board = self.board
        limit = self._limit
        n = board.track_len
        base = self._offsets[c]
        track = self.track
        blocks = rules.own_landing == "block"
        last = board.last
        # With an exact roll and no bouncing, a roll past the last home square is no move.
        exact = rules.exact_home and rules.overshoot != "bounce"
        pieces = self.pieces[c]
        out: list[Move] = []
        entered = False
        for i, p in enumerate(pieces):
            if p == YARD:
                if entered or v not in rules.entry_rolls:
                    continue
                entered = True  # yard pieces are alike: offer one entry
                if (
                    rules.own_start_entry == "move_on"
                    and rules.own_landing == "capture"
                    and any(code >> 2 == c for code in track[base])
                ):
                    # DE 1960: with an own piece on the start square the 6 moves that piece
                    # on (capturing whatever own piece it lands on); no new piece enters.
                    # With "enter" (NL) the new piece enters and sends that one back.
                    continue
                if not track[base]:
                    out.append(
                        _new(Move, (i, YARD, 0, True, (), False, False, False, False, False))
                    )
                    continue
                land = self._landing(c, base, True)
                if land is not None:
                    caps, block, partner, _ = land
                    out.append(Move(i, YARD, 0, True, caps, block, False, partner, False, False))
            elif p < YARD:
                continue
            elif p < limit:
                t = p + v
                if t < limit or rules.war:
                    t %= n
                    if blocks and self._path_blocked(c, p, v):
                        continue
                    square = (base + t) % n
                    if not track[square]:
                        out.append(
                            _new(Move, (i, p, t, False, (), False, False, False, False, False))
                        )
                        continue
                    land = self._landing(c, square, False)
                    if land is not None:
                        caps, block, partner, deferred = land
                        out.append(
                            Move(i, p, t, False, caps, block, False, partner, False, deferred)
                        )
                    continue
                # Passing the home entrance.
                if rules.capture_extra_lap:
                    lap_move = self._extra_lap_move(c, i, p, v)
                    if lap_move is not None:
                        out.append(lap_move)
                if (exact and t > last) or (blocks and self._path_blocked(c, p, limit - p)):
                    continue
                h = self._home_target(c, p, t)
                if h is not None:
                    home = not board.goal or h == last
                    out.append(_new(Move, (i, p, h, False, (), False, home, False, False, False)))
            else:
                if (board.goal and p == last) or (exact and p + v > last):
                    continue
                if not rules.home_moves and not board.goal:
                    continue
                h = self._home_target(c, p, p + v)
                if h is not None:
                    # Only the goal is "home" inside a lane; inside slots a piece is home
                    # already.
                    home = board.goal and h == last
                    out.append(_new(Move, (i, p, h, False, (), False, home, False, False, False)))
        return out

    def _landing(
        self, c: int, square: int, entering: bool
    ) -> tuple[tuple[int, ...], bool, bool, bool] | None:
        """What landing on track ``square`` does: (captures, forms_block, partner,
        deferred), or None when the piece may not land there."""
        occupants = self.track[square]
        if not occupants:
            return ((), False, False, False)
        rules = self.rules
        own = 0
        counts: dict[int, int] = {}
        for code in occupants:
            k = code >> 2
            if k == c:
                own += 1
            else:
                counts[k] = counts.get(k, 0) + 1
        if rules.own_landing == "block" and any(n >= 2 for n in counts.values()):
            return None  # another colour's block cannot be landed on
        caps: list[int] = []
        block = False
        if own:
            mode = rules.own_landing
            if mode == "forbidden":
                return None
            if mode == "capture":
                caps.extend(code for code in occupants if code >> 2 == c)
            elif mode == "block":
                block = True
        partner = False
        if counts:
            partner_colour = self.partner_of(c)
            for code in occupants:
                k = code >> 2
                if k == c:
                    continue
                if rules.safe_start and square == self.board.start_square(k):
                    continue  # protected on its own start square, partners' included
                if k == partner_colour:
                    # capture no holds for partners too: both stay, and the landing is an
                    # ordinary move (RULES.md §5).
                    if rules.capture:
                        partner = True
                        caps.append(code)
                    continue
                if not rules.capture:
                    continue
                caps.append(code)
        deferred = (
            any(code >> 2 != c for code in caps)
            and rules.capture_at_turn_end
            and square != self.board.start_square(c)
            and not entering
        )
        return (tuple(caps), block, partner, deferred)

    def _path_blocked(self, c: int, p: int, steps: int) -> bool:
        """True when a block stands on a square strictly between ``p`` and ``p+steps``."""
        if self.rules.own_landing != "block" or steps <= 1:
            return False
        board = self.board
        track = self.track
        own_may_pass = self.rules.block_passing == "opponents_cannot"
        n = board.track_len
        base = board.start_square(c)
        for q in range(p + 1, p + steps):
            occ = track[(base + q) % n]
            if len(occ) >= 2:
                k = occ[0] >> 2
                if all(code >> 2 == k for code in occ[1:]):
                    if not (own_may_pass and k == c):
                        return True
                    continue
                # Mixed colours (a safe start square): any colour with 2+ pieces there
                # still forms a block (RULES.md §5, NO "2 eller fler").
                owners = [code >> 2 for code in occ]
                if any(owners.count(k) >= 2 and not (own_may_pass and k == c) for k in set(owners)):
                    return True
        return False

    def _extra_lap_move(self, c: int, i: int, p: int, v: int) -> Move | None:
        board = self.board
        t = p + v
        new = t - board.track_len  # -1 on the cross board: the square before the start
        if self._path_blocked(c, p, v):
            return None
        land = self._landing(c, self._square(c, t), False)
        if land is None:
            return None
        caps, block, partner, deferred = land
        if not any(self.side_of[code >> 2] != self.side_of[c] for code in caps):
            return None
        return Move(i, p, new, False, caps, block, False, partner, True, deferred)

    def _home_target(self, c: int, p: int, t: int) -> int | None:
        """Where a piece at ``p`` that would reach ``t`` ends in its home, or None."""
        board = self.board
        rules = self.rules
        last = board.last
        if t > last and rules.exact_home and rules.overshoot != "bounce":
            return None
        lap = board.lap
        goal = last if board.goal else -99
        # The moving piece itself is never in its own way (a bounce may pass its square).
        occupied = {q for q in self.pieces[c] if q >= lap and q != goal and q != p}
        jump = rules.home_jump
        if t > last:
            if not rules.exact_home:
                best = None
                for q in range(max(p + 1, lap), last + 1):
                    if q in occupied:
                        if not jump:
                            break
                        continue
                    best = q
                return best
            back = last - (t - last)
            if back < lap or back == p:
                return None
            if not jump:
                passed = set(range(max(p + 1, lap), last + 1)) | set(range(back + 1, last))
                if passed & occupied:
                    return None
            return back if back not in occupied else None
        if t in occupied:
            return None
        if not jump and occupied:
            for q in range(max(p + 1, lap), t):
                if q in occupied:
                    return None
        return t

    # -- actions ----------------------------------------------------------------------

    def apply(self, action: dict[str, Any]) -> list[Event]:
        """Apply a logged action: ``{"type": "roll", "value": n}``, ``{"type": "move",
        "piece": i, "to": p}``, ``{"type": "pass"}`` or ``{"type": "huff", "seat": s,
        "piece": i}``."""
        kind = action.get("type") if isinstance(action, dict) else None
        try:
            if kind == "roll":
                return self.roll_die(int(action["value"]))
            if kind == "move":
                return self.play(self.find_move(int(action["piece"]), int(action["to"])))
            if kind == "pass":
                return self.play(PASS)
            if kind == "huff":
                return self.huff(int(action["seat"]), int(action["piece"]))
        except (KeyError, TypeError) as exc:
            raise IllegalAction(f"malformed action {action!r}") from exc
        raise IllegalAction(f"unknown action {action!r}")

    def find_move(self, piece: int, to: int | None = None) -> Move:
        """The legal move of ``piece`` (to ``to`` when it has several)."""
        for m in self.legal_moves():
            if m.piece == piece and (to is None or m.to == to):
                return m
        raise IllegalAction(f"piece {piece + 1} has no such move now")

    def roll(self, dice: Dice | int) -> list[Event]:
        """Roll for the player to act: ``dice`` is a :class:`Dice` or a fixed value."""
        value = dice if isinstance(dice, int) else dice.roll()
        return self.roll_die(value)

    def roll_die(self, value: int) -> list[Event]:
        if self.phase not in (ROLL, ORDER):
            raise IllegalAction("it is not time to roll" if self.phase != OVER else "game over")
        if not 1 <= value <= 6:
            raise IllegalAction(f"a die shows 1 to 6, not {value}")
        self.ply += 1
        self._moves = None
        if self.phase == ORDER:
            return self._order_roll(value)
        c = self.turn
        rules = self.rules
        events = [_new(Event, ("rolled", c, -1, 0, 0, value, -1, -1))]
        hw = self.huff_window
        if hw is not None and hw[0] != c:
            self.huff_window = None
        self.last_roll = value
        if value == 6:
            self.sixes += 1
            if rules.max_sixes and self.sixes >= rules.max_sixes:
                events.append(Event("third_six", c, value=self.sixes))
                self._end_turn(events)
                return events
        else:
            self.sixes = 0
        moves, must_capture = self._legal_moves(c, value)
        # PASS, when offered, comes last: anything before it is a real move.
        if moves and (len(moves) > 1 or moves[0].piece != PASS_PIECE):
            if (
                rules.three_tries_bonus
                and not self.moved
                and self.tries < 2
                and self._three_tries_applies(c)
            ):
                self.bonus = True
            self.current_roll = value
            self.phase = MOVE
            self._moves = moves
            self._must_capture = must_capture
            return events
        self._no_move(c, value, events)
        return events

    def _no_move(self, c: int, value: int, events: list[Event]) -> None:
        rules = self.rules
        self.current_roll = 0
        self.phase = ROLL
        if rules.three_tries and not self.moved and self.tries < 2 and self._three_tries_applies(c):
            self.tries += 1
            events.append(Event("retry", c, value=self.tries + 1))
            return
        events.append(Event("passed", c, value=value))
        self._roll_again_or_end(c, value == 6 and rules.six_again_without_move, events)

    def _roll_again_or_end(self, c: int, six: bool, events: list[Event]) -> None:
        """Another roll for a usable 6 (``six``) or a pending three-tries bonus; else the
        turn passes."""
        if six and self.rules.six_again:
            events.append(Event("bonus", c))
            return
        if self.bonus:
            self.bonus = False
            events.append(Event("bonus", c))
            return
        self._end_turn(events)

    def _three_tries_applies(self, c: int) -> bool:
        pieces = self.pieces[c]
        if YARD not in pieces:
            return False
        limit = self._limit
        if not self.rules.war and all(p == YARD or p >= limit for p in pieces):
            # Nothing on the track: decide from the home alone where that is simple.
            if self.board.goal:
                # The front piece of a lane can always reach the goal with its exact roll.
                return all(p == YARD or p == self.board.last for p in pieces)
            if not self.rules.home_moves:
                return True
            if self.rules.overshoot == "forbidden":
                # A home piece can move iff a deeper slot it may reach is free: the
                # distance is always a possible roll.
                last = self.board.last
                home = {p for p in pieces if p >= limit}
                jump = self.rules.home_jump
                return not any(
                    (p + 1 <= last and p + 1 not in home)
                    or (jump and any(q not in home for q in range(p + 2, last + 1)))
                    for p in home
                )
        saved = self.pieces[c]
        # Only pieces outside the yard count: could any of them move with any roll?
        self.pieces[c] = [p if p != YARD else OUT for p in saved]
        try:
            return not any(self._raw_moves(c, r) for r in range(1, 7))
        finally:
            self.pieces[c] = saved

    def _order_roll(self, value: int) -> list[Event]:
        seat = self.colour_seat[self.turn]
        events = [Event("order_roll", self.turn, value=value, seat=seat)]
        self.order_rolls[seat] = value
        self.last_roll = value
        waiting = [s for s in self.order_contenders if s not in self.order_rolls]
        if waiting:
            self.turn = self.seats[waiting[0]][0]
            return events
        best = max(self.order_rolls.values())
        top = [s for s in self.order_contenders if self.order_rolls[s] == best]
        self.order_rolls = {}
        if len(top) > 1:
            self.order_contenders = top
            self.turn = self.seats[top[0]][0]
            return events
        self.order_contenders = []
        self.phase = ROLL
        self.turn = self.starter = self.seats[top[0]][0]
        self.last_roll = 0
        events.append(Event("begins", self.turn, seat=top[0]))
        return events

    def play(self, move: Move | int) -> list[Event]:
        """Play one of :meth:`legal_moves` (a Move, or its index in that list)."""
        if self.phase != MOVE:
            raise IllegalAction("there is no roll to use" if self.phase != OVER else "game over")
        legal = self._moves if self._moves is not None else self.legal_moves()
        if isinstance(move, int):
            if not 0 <= move < len(legal):
                raise IllegalAction(f"no move number {move}")
            move = legal[move]
        elif move not in legal:
            raise IllegalAction(f"{move} is not legal now")
        c = self.turn
        value = self.current_roll
        must_capture = self._must_capture
        self.ply += 1
        self._moves = None
        self.current_roll = 0
        events: list[Event] = []
        if move.piece == PASS_PIECE:
            events.append(Event("passed", c, value=value))
            self.phase = ROLL
            self._end_turn(events)
            return events
        self.moved = True
        self._apply_move(c, move, events)
        if must_capture and not self._captures_opponent(c, move):
            # Every offending move opens its own window, even after a huff in this turn
            # (RULES.md §5). The piece that could have captured is the one a huff takes
            # by default.
            culprit = next(m.piece for m in legal if self._captures_opponent(c, m))
            self.huff_window = (c, culprit, False)
        self._after_move(c, value, move.reaches_home, events)
        return events

    def _apply_move(self, c: int, m: Move, events: list[Event]) -> None:
        limit = self._limit
        code = c * PIECES + m.piece
        if YARD < m.frm < limit:
            self.track[self._square(c, m.frm)].remove(code)
            if self.pending:
                self.pending = [pc for pc in self.pending if pc[:2] != (c, m.piece)]
        self.pieces[c][m.piece] = m.to
        on_track = YARD < m.to < limit
        if on_track:
            sq = self._square(c, m.to)
            self.track[sq].append(code)
        if m.enters:
            events.append(_new(Event, ("entered", c, m.piece, m.frm, m.to, 0, -1, -1)))
        else:
            events.append(_new(Event, ("moved", c, m.piece, m.frm, m.to, 0, -1, -1)))
        if m.reaches_home:
            events.append(Event("home", c, m.piece, m.frm, m.to))
        if m.captures:
            if m.deferred:
                # Only captures of other colours wait for the turn's end; an own piece
                # landed on goes at once (it cannot share the square).
                own = [code for code in m.captures if code >> 2 == c]
                if own:
                    self._capture(c, m.piece, own, events)
                self.pending.append((c, m.piece, self._square(c, m.to)))
            else:
                self._capture(c, m.piece, m.captures, events)
        if m.forms_block:
            events.append(Event("blocked", c, m.piece, to=m.to))

    def _capture(self, c: int, piece: int, victims: Sequence[int], events: list[Event]) -> None:
        dest = OUT if self.rules.war else YARD
        for code in victims:
            k, j = code >> 2, code & 3
            p = self.pieces[k][j]
            self.track[self._square(k, p)].remove(code)
            self.pieces[k][j] = dest
            events.append(Event("captured", c, piece, frm=p, to=dest, target=code))
        if self.rules.war and self.phase != OVER:
            self._check_war(events)

    def _after_move(self, c: int, value: int, home: bool, events: list[Event]) -> None:
        if self.phase == OVER:
            return
        # Only a move into or inside the home can complete a colour.
        if home and self.colour_done(c):
            self._colour_finished(c, events)
            if self.phase == OVER:
                return
            self.phase = ROLL
            self._end_turn(events)
            return
        self.phase = ROLL
        self._roll_again_or_end(c, value == 6, events)

    def _side_colours(self, side: int) -> list[int]:
        return [c for c in self.colours if self.side_of[c] == side]

    def _side_seats(self, side: int) -> list[int]:
        return sorted({self.colour_seat[c] for c in self._side_colours(side)})

    def _colour_finished(self, c: int, events: list[Event]) -> None:
        self.finished.append(c)
        events.append(Event("finished", c))
        side = self.side_of[c]
        if not all(k in self.finished for k in self._side_colours(side)):
            return
        seats = self._side_seats(side)
        self.places.append(seats)
        place = len(self.places)
        for s in seats:
            events.append(Event("placed", c, value=place, seat=s))
        if place == 1 and not self.rules.play_to_end:
            self._game_over(events)
            return
        left = sorted({self.side_of[k] for k in self.colours if k not in self.finished})
        if len(left) <= 1:
            for side_left in left:
                seats = self._side_seats(side_left)
                self.places.append(seats)
                for s in seats:
                    events.append(Event("placed", value=len(self.places), seat=s))
            self._game_over(events)

    def _game_over(self, events: list[Event]) -> None:
        self.phase = OVER
        self.current_roll = 0
        self.huff_window = None
        self._moves = None
        # The turn that ends the game ends the turn too (RULES.md §5): captures waiting
        # for it resolve before the result. They cannot change it: the places are set, and
        # in war only the winning side has pieces left to be landed on.
        self._resolve_pending(events)
        for s in self.places[0] if self.places else []:
            events.append(Event("won", self.seats[s][0], value=1, seat=s))

    def _check_war(self, events: list[Event]) -> None:
        sides = {self.side_of[k] for k in self.colours}
        dead_sides = {
            side for side in sides if not any(self.alive(k) for k in self._side_colours(side))
        }
        known = {s for group in self.eliminated for s in group}
        for side in sorted(dead_sides):
            seats = self._side_seats(side)
            if seats[0] in known:
                continue
            self.eliminated.append(seats)
            for s in seats:
                events.append(Event("eliminated", seat=s))
        alive_sides = sorted(sides - dead_sides)
        if len(alive_sides) <= 1:
            self.places = [self._side_seats(s) for s in alive_sides] + self.eliminated[::-1]
            self._game_over(events)

    def _war_round_limit(self, events: list[Event]) -> None:
        """Rank the living sides by pieces not out; equal counts share a place."""
        counts: dict[int, int] = {}
        for k in self.colours:
            side = self.side_of[k]
            counts[side] = counts.get(side, 0) + sum(1 for p in self.pieces[k] if p != OUT)
        by_count: dict[int, list[int]] = {}
        for side, n in counts.items():
            if n:
                by_count.setdefault(n, []).extend(self._side_seats(side))
        self.places = [sorted(by_count[n]) for n in sorted(by_count, reverse=True)]
        self.places += self.eliminated[::-1]
        for i, group in enumerate(self.places):
            for s in group:
                events.append(Event("placed", value=i + 1, seat=s))
        self._game_over(events)

    def _end_turn(self, events: list[Event]) -> None:
        c = self.turn
        if self.pending:
            self._resolve_pending(events)
            if self.phase == OVER:
                return
        self.sixes = self.tries = 0
        self.moved = self.bonus = False
        self.current_roll = 0
        n = len(self.colour_seat)
        seat_of = self.colour_seat
        finished = self.finished
        war = self.rules.war
        nxt = c
        for _ in range(n):
            nxt = (nxt + 1) % n
            if seat_of[nxt] < 0 or nxt in finished or (war and not self.alive(nxt)):
                continue
            break
        # A round ends when the turn comes back to (or passes) the colour that began.
        step, to_starter = (nxt - c) % n or n, (self.starter - c) % n or n
        if to_starter <= step:
            self.round += 1
            if self.rules.war and self.round > self.rules.war_rounds:
                self._war_round_limit(events)
                return
        self.turn = nxt
        self.turns += 1
        self.phase = ROLL
        events.append(_new(Event, ("next", nxt, -1, 0, 0, 0, -1, -1)))

    def _resolve_pending(self, events: list[Event]) -> None:
        # One at a time: a capture that ends a war resolves the rest from _game_over.
        while self.pending:
            c, piece, square = self.pending.pop(0)
            p = self.pieces[c][piece]
            if not (YARD < p < self._limit) or self._square(c, p) != square:
                continue
            land = self._landing_victims(c, square)
            if land:
                self._capture(c, piece, land, events)

    def _landing_victims(self, c: int, square: int) -> list[int]:
        rules = self.rules
        out = []
        for code in self.track[square]:
            k = code >> 2
            if k == c:
                continue
            if rules.safe_start and square == self.board.start_square(k):
                continue
            if rules.capture:
                out.append(code)
        return out

    def huff(self, seat: int, piece: int | None = None) -> list[Event]:
        """``seat`` huffs: one piece of the colour that skipped a capture goes back to the
        yard. ``piece`` defaults to the piece that could have captured, if still on the
        track, else the offender's most advanced piece on the track."""
        if seat not in self.huff_seats():
            raise IllegalAction("no huff is open for this seat")
        assert self.huff_window is not None
        offender, culprit, _ = self.huff_window
        targets = self.huff_targets()
        if piece is None:
            piece = (
                culprit
                if culprit in targets
                else max(targets, key=lambda i: self.pieces[offender][i])
            )
        if piece not in targets:
            raise IllegalAction(f"piece {piece + 1} is not on the track")
        self.ply += 1
        self._moves = None
        p = self.pieces[offender][piece]
        code = offender * PIECES + piece
        self.track[self._square(offender, p)].remove(code)
        self.pieces[offender][piece] = YARD
        self.pending = [pc for pc in self.pending if pc[:2] != (offender, piece)]
        self.huff_window = (offender, culprit, True)
        events = [Event("huffed", offender, piece, p, YARD, target=code, seat=seat)]
        if self.phase == MOVE and self.turn == offender:
            moves = self.legal_moves()
            if not any(m.piece != PASS_PIECE for m in moves):
                self._no_move(offender, self.current_roll, events)
        return events
