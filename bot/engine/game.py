"""The game: a position, the rules that govern it, and the actions that change it.

A :class:`Game` is a value. It serializes to a JSON-compatible dict and loads back equal;
every action either applies completely and returns its events, or raises
:class:`IllegalAction` and leaves the game exactly as it was.

>>> from bot.engine import Ruleset
>>> rules = Ruleset.preset("madn", players=2, overrides={"turn_order": "seating"})
>>> g = Game.new(rules, players=2)
>>> g.phase, g.turn
('roll', 0)
>>> [e.kind for e in g.apply(Roll(6))]
['rolled']
>>> [(m.piece, m.frm, m.to, m.enters) for m in g.legal_moves()]
[(0, -2, 0, True)]
>>> [e.kind for e in g.apply(Play(0, 0))]
['entered', 'bonus']
>>> Game.from_dict(g.to_dict()) == g
True

The layers, each in its own module: :class:`~bot.engine.state.GameState` (the position
and its queries), :class:`~bot.engine.movegen.MoveGeneration` (legal moves),
:class:`~bot.engine.turns.TurnFlow` (what follows a roll or a move) and :class:`Game`
(construction, serialization and the actions).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .actions import Action, Huff, MalformedAction, Pass, Play, Roll, action_from_dict
from .board import BOARDS, PIECES, YARD, Board
from .dice import Dice
from .movegen import compile_rules
from .moves import PASS, PASS_PIECE, PIECE_REFS, Colour, Event, HuffWindow, Move, Seat
from .rules import RuleError, Ruleset
from .state import MOVE, ORDER, OVER, PHASES, ROLL, IllegalAction
from .state_json import FORMAT, load_state, state_to_dict, stored_rules
from .turns import TurnFlow

__all__ = [
    "FORMAT",
    "MOVE",
    "ORDER",
    "OVER",
    "PHASES",
    "ROLL",
    "Game",
    "IllegalAction",
    "default_seating",
    "two_colour_seating",
]

_new = tuple.__new__


def default_seating(board: Board, players: int) -> tuple[tuple[Colour, ...], ...]:
    """One colour per player, spread round the board so that opposite seats face.

    >>> default_seating(BOARDS["classic4"], 2), default_seating(BOARDS["classic6"], 4)
    (((0,), (2,)), ((0,), (1,), (3,), (4,)))
    """
    n = board.n_colours
    return tuple(((i * n) // players,) for i in range(players))


def two_colour_seating(board: Board, players: int) -> tuple[tuple[Colour, ...], ...]:
    """Each player plays two opposite colours (2 players on 4 colours, 2-3 on 6).

    >>> two_colour_seating(BOARDS["classic4"], 2)
    ((0, 2), (1, 3))
    """
    half = board.n_colours // 2
    if players > half:
        raise RuleError(
            "seating",
            f"{players} players cannot each play two colours here",
            "two_colours_each",
            players=players,
        )
    return tuple((i, i + half) for i in range(players))


class Game(TurnFlow):
    """A game of the Ludo family under one :class:`Ruleset` (state: see
    :class:`~bot.engine.state.GameState`)."""

    __slots__ = ()

    # -- construction -----------------------------------------------------------------

    @classmethod
    def new(
        cls,
        rules: Ruleset,
        players: int | None = None,
        seating: Sequence[Sequence[Colour]] | None = None,
    ) -> Game:
        """A new game for ``players`` players (one colour each) or an explicit ``seating``.

        Raises :class:`RuleError` when the rules cannot seat them.
        """
        board = BOARDS[rules.board]
        if seating is None:
            if players is None:
                raise RuleError(
                    "players", "give the number of players or a seating", "players_or_seating"
                )
            rules.check_players(players)
            seats = default_seating(board, players)
        else:
            seats = tuple(tuple(s) for s in seating)
            if players is not None and players != len(seats):
                raise RuleError(
                    "players",
                    f"{players} players but {len(seats)} seats",
                    "players_seats",
                    players=players,
                    seats=len(seats),
                )
        colours = [c for s in seats for c in s]
        if len(set(colours)) != len(colours) or any(not 0 <= c < board.n_colours for c in colours):
            raise RuleError(
                "seating",
                f"each seat needs its own colours of {board.name}",
                "seat_colours",
                board=board.name,
            )
        if any(not s for s in seats):
            raise RuleError("seating", "every seat needs a colour", "seat_needs_colour")
        if rules.teams == "partners":
            for c in colours:
                if board.opposite(c) not in colours:
                    raise RuleError(
                        "teams",
                        "partners sit opposite: every colour needs its opposite in play",
                        "partners_opposite",
                    )
        rules.check_players(len(seats), len(colours))
        g = cls.__new__(cls)
        g.rules = rules
        g._rules = compile_rules(rules)
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
        g._rebuild_track()
        g._clear_turn_and_results()
        g.ply = 0
        g.turns = 0
        if rules.turn_order == "highest_roll":
            g.phase = ORDER
            g.order_contenders = list(range(len(seats)))
            g.turn = seats[0][0]
        else:
            g.turn = seats[0][0] if rules.turn_order == "seating" else min(colours)
        g.starter = g.turn
        return g

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
        self._moves = None
        self._must_capture = False

    def setup(self, pieces: dict[Colour, Sequence[int]], turn: Colour | None = None) -> Game:
        """Place pieces (progress per colour) and give ``turn`` the roll: for scenarios
        and puzzles. Colours not named keep their pieces; nothing else of the game it is
        called on carries over (huff window, pending captures, places, round). Returns the
        game itself.

        >>> g = Game.new(Ruleset.preset("madn"), players=2).setup({0: [5, YARD, YARD, 40]}, turn=0)
        >>> g.phase, g.square_of(0, 5)
        ('roll', ('track', 5))
        """
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
        self._rebuild_track()
        self._clear_turn_and_results()
        self.finished = [c for c in self.colours if self.colour_done(c)]
        if turn is not None:
            self.turn = turn
        self.starter = self.turn
        return self

    def copy(self) -> Game:
        """An independent copy, for search."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g._rules = self._rules
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
        g.termination = self.termination
        g._moves = self._moves
        g._must_capture = self._must_capture
        return g

    # -- serialization ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible snapshot; :meth:`from_dict` loads it back equal."""
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Load a snapshot. Raises ``ValueError`` for an unknown format or a corrupt one."""
        try:
            fmt, rules = stored_rules(d)
            g = cls.new(rules, seating=d["seats"])
            load_state(g, fmt, d)
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"corrupt game state: {exc!r}") from exc
        return g

    # -- actions ----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action anyone may take now (a roll stands for any value)."""
        actions: list[Action] = []
        if self.phase in (ORDER, ROLL):
            actions.append(Roll(0))
        elif self.phase == MOVE:
            actions.extend(Pass() if m.is_pass else Play(m.piece, m.to) for m in self.legal_moves())
        for seat in self.huff_seats():
            actions.extend(Huff(seat, p) for p in self.huff_targets())
        return actions

    def apply(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Apply one action: typed (:class:`Roll`, :class:`Play`, :class:`Pass`,
        :class:`Huff`) or as the log stores it (``{"type": "roll", "value": n}``, ...)."""
        if not isinstance(action, Roll | Play | Pass | Huff):
            try:
                action = action_from_dict(action)
            except MalformedAction as exc:
                raise IllegalAction(str(exc)) from exc
        if isinstance(action, Roll):
            return self.roll_die(action.value)
        if isinstance(action, Play):
            return self.play(self.find_move(action.piece, action.to))
        if isinstance(action, Pass):
            return self.play(PASS)
        return self.huff(action.seat, action.piece)

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
        events = [_new(Event, ("rolled", c, -1, 0, 0, value, None, -1))]
        hw = self.huff_window
        if hw is not None and hw.offender != c:
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
            self.huff_window = HuffWindow(c, culprit, False)
        self._after_move(c, value, move.reaches_home, events)
        return events

    def huff(self, seat: Seat, piece: int | None = None) -> list[Event]:
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
        self.huff_window = HuffWindow(offender, culprit, True)
        events = [Event("huffed", offender, piece, p, YARD, target=PIECE_REFS[code], seat=seat)]
        if self.phase == MOVE and self.turn == offender:
            moves = self.legal_moves()
            if not any(m.piece != PASS_PIECE for m in moves):
                self._no_move(offender, self.current_roll, events)
        return events
