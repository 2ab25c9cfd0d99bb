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

A :class:`Game` owns its :class:`~bot.engine.state.GameState` (the seating, the position
and the results: a value, copied and compared whole) and the ruleset compiled for move
generation (:mod:`.movegen`); the actions are the turn's (:mod:`.turns`). It shows the
state read-only, under the state's own names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar, overload

from . import loop, turns
from .actions import Action, Huff, MalformedAction, Pass, Play, Roll, action_from_dict
from .board import BOARDS, PIECES, Board
from .dice import Dice
from .landing import describe_all
from .movegen import legal_moves
from .moves import PASS, PASS_CODE, Colour, Event, HuffWindow, Move, PendingCapture, Seat
from .outcome import Outcome, Termination
from .rulebook import CompiledRules, compile_rules
from .rules import Ruleset
from .seating import Seats, seats_for
from .state import MOVE, ORDER, OVER, ROLL, GameState, IllegalAction
from .state_json import load_state, state_to_dict, stored_rules

T = TypeVar("T")


class _Shown(Generic[T]):
    """A read-only name of :class:`Game` for the state's attribute (or property) of the
    same name (a class variable, and named where it is made: compiled by mypyc, a class's
    other names are its instances' attributes and nothing calls ``__set_name__``)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, game: None, owner: type) -> _Shown[T]: ...
    @overload
    def __get__(self, game: Game, owner: type) -> T: ...
    def __get__(self, game: Game | None, owner: type) -> T | _Shown[T]:
        if game is None:
            return self
        value: T = getattr(game._state, self.name)
        return value

    def __set__(self, game: Game, value: T) -> None:
        raise AttributeError(f"{self.name} is read-only: the game's actions change it")


class Game:
    """A game of the Ludo family under one :class:`Ruleset`: its state (read-only here,
    under the names :class:`~bot.engine.state.GameState` gives them) and its actions."""

    __slots__ = ("_rules", "_state")

    _state: GameState
    _rules: CompiledRules

    def __init__(self, state: GameState, rules: CompiledRules | None = None) -> None:
        """The game of ``state`` (made by :meth:`new`, :meth:`from_dict` or :meth:`copy`,
        which gives the ``rules`` compiled already)."""
        self._state = state
        self._rules = compile_rules(state.rules) if rules is None else rules

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
        return cls(GameState(rules, seats_for(rules, BOARDS[rules.board], players, seating)))

    def setup(self, pieces: dict[Colour, Sequence[int]], turn: Colour | None = None) -> Game:
        """Place pieces (progress per colour) and give ``turn`` the roll: for scenarios
        and puzzles. Colours not named keep their pieces; nothing else of the game it is
        called on carries over (huff window, pending captures, places, round). Returns the
        game itself.

        >>> from bot.engine.board import YARD
        >>> g = Game.new(Ruleset.preset("madn"), players=2).setup({0: [5, YARD, YARD, 40]}, turn=0)
        >>> g.phase, g.square_of(0, 5)
        ('roll', ('track', 5))
        """
        self._state.setup(pieces, turn)
        return self

    def copy(self) -> Game:
        """An independent copy, for search."""
        return Game(self._state.copy(), self._rules)

    # -- serialization ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible snapshot; :meth:`from_dict` loads it back equal."""
        return state_to_dict(self._state)

    @classmethod
    def from_dict(cls, d: object) -> Game:
        """Load a snapshot (whatever was stored: it is checked). Raises ``ValueError`` for
        an unknown format or a corrupt one."""
        try:
            if not isinstance(d, dict):
                raise TypeError(f"a snapshot is a dict, not {type(d).__name__}")
            fmt, rules = stored_rules(d)
            g = cls.new(rules, seating=d["seats"])
            load_state(g._state, fmt, d)
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"corrupt game state: {exc!r}") from exc
        return g

    # -- actions ----------------------------------------------------------------------

    def apply(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Apply one action: typed (:class:`Roll`, :class:`Play`, :class:`Pass`,
        :class:`Huff`) or as the log stores it (``{"type": "roll", "value": n}``, ...)."""
        if not isinstance(action, tuple):  # the typed actions are named tuples
            try:
                action = action_from_dict(action)
            except MalformedAction as exc:
                raise IllegalAction(str(exc)) from exc
        if isinstance(action, Roll):
            return self.roll_die(action.value)
        if isinstance(action, Play):
            events: list[Event] = []
            turns.play(self._rules, self._state, self._code(action.piece, action.to), events)
            return events
        if isinstance(action, Pass):
            return self.play(PASS)
        if isinstance(action, Huff):
            return self.huff(action.seat, action.piece)
        raise IllegalAction(f"unknown action {action!r}")

    def legal_moves(self) -> list[Move]:
        """The moves the player to act may choose for the current roll ([] unless phase
        is ``move``)."""
        s = self._state
        if s.phase != MOVE:
            return []
        return list(s.legal if s.legal is not None else self._legal())

    def _legal(self) -> list[Move]:
        """The legal moves as Moves, made of their codes once a roll (the list itself:
        callers copy it before handing it out)."""
        s = self._state
        if s.legal is None:
            s.legal = describe_all(self._rules, s, s.turn, turns.current_codes(self._rules, s))
        return s.legal

    def moves_for(self, colour: Colour, roll: int) -> list[Move]:
        """The legal moves ``colour`` would have with ``roll`` in this position."""
        return legal_moves(self._rules, self._state, colour, roll)

    def find_move(self, piece: int, to: int | None = None) -> Move:
        """The legal move of ``piece`` (to ``to`` when it has several)."""
        codes = turns.current_codes(self._rules, self._state)
        return self._legal()[codes.index(self._code(piece, to))]

    def _code(self, piece: int, to: int | None) -> int:
        """The code of ``piece``'s legal move (to ``to`` when it has several)."""
        codes = turns.current_codes(self._rules, self._state)
        if to is not None and 0 <= piece < PIECES and piece + 4 * (to + 8) in codes:
            return piece + 4 * (to + 8)
        for code in codes:
            if code != PASS_CODE and code & 3 == piece and to is None:
                return code
        raise IllegalAction(f"piece {piece + 1} has no such move now")

    def _code_of(self, move: Move, codes: list[int]) -> int:
        """The code of ``move``, one of the legal moves: its piece and target name it,
        and the rest of it must be what the engine says of that move."""
        code = PASS_CODE if move.is_pass else move.piece + 4 * (move.to + 8)
        if code in codes and self._legal()[codes.index(code)] == move:
            return code
        raise IllegalAction(f"{move} is not legal now")

    def roll(self, dice: Dice | int) -> list[Event]:
        """Roll for the player to act: ``dice`` is a :class:`Dice` or a fixed value."""
        return self.roll_die(dice if isinstance(dice, int) else dice.roll())

    def roll_die(self, value: int) -> list[Event]:
        """The player to act rolls ``value``."""
        s = self._state
        if s.phase not in (ROLL, ORDER):
            raise IllegalAction("it is not time to roll" if s.phase != OVER else "game over")
        if not 1 <= value <= 6:
            raise IllegalAction(f"a die shows 1 to 6, not {value}")
        events: list[Event] = []
        if s.phase == ORDER:
            turns.order_roll(s, value, events)
        else:
            turns.roll(self._rules, s, value, events)
        return events

    def play(self, move: Move | int) -> list[Event]:
        """Play one of :meth:`legal_moves` (a Move, or its index in that list)."""
        s = self._state
        if s.phase != MOVE:
            raise IllegalAction("there is no roll to use" if s.phase != OVER else "game over")
        codes = turns.current_codes(self._rules, s)
        if isinstance(move, int):
            if not 0 <= move < len(codes):
                raise IllegalAction(f"no move number {move}")
            code = codes[move]
        else:
            code = self._code_of(move, codes)
        events: list[Event] = []
        turns.play(self._rules, s, code, events)
        return events

    def run(
        self,
        dice: Callable[[], int],
        rand: Sequence[Callable[[], float]],
        max_ply: int = 50_000,
    ) -> None:
        """Play on with random choices until the game is over, a huff is open (the
        caller takes it: :meth:`huff_seats`) or ``max_ply`` actions are applied:
        ``dice()`` rolls, ``rand[colour]()`` picks each of colour's moves as
        :class:`~bot.engine.movers.RandomMover` does. The same game as those actions one by
        one, without their events."""
        loop.run(self._rules, self._state, dice, rand, max_ply)

    def huff(self, seat: Seat, piece: int | None = None) -> list[Event]:
        """``seat`` huffs: one piece of the colour that skipped a capture goes back to the
        yard. ``piece`` defaults to the piece that could have captured, if still on the
        track, else the offender's most advanced piece on the track."""
        return turns.huff(self._rules, self._state, seat, piece)

    # -- the state, read-only -----------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The state itself, for the engine's own loops that read it thousands of times a
        game (the movers, the computers' judgement): a name below is a call, a slot of the
        state is not. Read it, never change it: only the actions do."""
        return self._state

    # What the state holds, shown under its names (GameState documents each): a name here
    # reads the state's attribute; the actions alone change them.
    rules: ClassVar[_Shown[Ruleset]] = _Shown("rules")
    board: ClassVar[_Shown[Board]] = _Shown("board")
    seats: ClassVar[_Shown[Seats]] = _Shown("seats")
    colour_seat: ClassVar[_Shown[list[Seat]]] = _Shown("colour_seat")
    side_of: ClassVar[_Shown[list[int]]] = _Shown("side_of")
    pieces: ClassVar[_Shown[list[list[int]]]] = _Shown("pieces")
    track: ClassVar[_Shown[list[list[int]]]] = _Shown("track")
    phase: ClassVar[_Shown[str]] = _Shown("phase")
    turn: ClassVar[_Shown[Colour]] = _Shown("turn")
    current_roll: ClassVar[_Shown[int]] = _Shown("current_roll")
    last_roll: ClassVar[_Shown[int]] = _Shown("last_roll")
    sixes: ClassVar[_Shown[int]] = _Shown("sixes")
    tries: ClassVar[_Shown[int]] = _Shown("tries")
    moved: ClassVar[_Shown[bool]] = _Shown("moved")
    bonus: ClassVar[_Shown[bool]] = _Shown("bonus")
    starter: ClassVar[_Shown[Colour]] = _Shown("starter")
    pending: ClassVar[_Shown[list[PendingCapture]]] = _Shown("pending")
    huff_window: ClassVar[_Shown[HuffWindow | None]] = _Shown("huff_window")
    finished: ClassVar[_Shown[list[Colour]]] = _Shown("finished")
    places: ClassVar[_Shown[list[list[Seat]]]] = _Shown("places")
    eliminated: ClassVar[_Shown[list[list[Seat]]]] = _Shown("eliminated")
    order_contenders: ClassVar[_Shown[list[Seat]]] = _Shown("order_contenders")
    order_rolls: ClassVar[_Shown[dict[Seat, int]]] = _Shown("order_rolls")
    round: ClassVar[_Shown[int]] = _Shown("round")
    ply: ClassVar[_Shown[int]] = _Shown("ply")
    turns: ClassVar[_Shown[int]] = _Shown("turns")
    termination: ClassVar[_Shown[Termination | None]] = _Shown("termination")
    colours: ClassVar[_Shown[tuple[Colour, ...]]] = _Shown("colours")
    is_over: ClassVar[_Shown[bool]] = _Shown("is_over")
    seat_to_act: ClassVar[_Shown[Seat | None]] = _Shown("seat_to_act")
    winners: ClassVar[_Shown[list[Seat]]] = _Shown("winners")
    outcome: ClassVar[_Shown[Outcome | None]] = _Shown("outcome")

    def seat_of(self, colour: Colour) -> Seat:
        return self._state.colour_seat[colour]

    def partner_of(self, colour: Colour) -> Colour | None:
        return self._state.partner_of(colour)

    def square_of(self, colour: Colour, progress: int) -> tuple[str, int]:
        return self._state.square_of(colour, progress)

    def colour_done(self, colour: Colour) -> bool:
        return self._state.colour_done(colour)

    def alive(self, colour: Colour) -> bool:
        return self._state.alive(colour)

    def huff_seats(self) -> list[Seat]:
        return self._state.huff_seats()

    def huff_targets(self) -> list[int]:
        return self._state.huff_targets()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._state == other._state

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._state)
