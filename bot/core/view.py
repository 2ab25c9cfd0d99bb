"""What an edge draws, decided by the core: immutable values, and nothing else crosses.

A lobby's seats and choices, a board's position, whose turn it is and why, what each
seat may press (with what a label needs), the move log as typed entries, the pace and
the deadline, the dice seed's hash or, once the game is over, the seed itself, the places
of a finished game. Every edge words and draws these as they are; none works out the
rules' choices again, and none sees the core's table or the engine's game
(:mod:`.view_of` makes them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from ..engine import Event, Ruleset
from ..engine.position import Position

Step = Literal["order", "roll", "move", "thinking", "away", "over", "ended"]
"""What the board waits for: a person's roll for the order or the turn, a person's move,
a computer's step (``thinking``), the computer's step for a person who is away; or
nothing (over, or closed without a result)."""

ChoiceKind = Literal[
    "pass",
    "steps",
    "enters",
    "home",
    "block",
    "bounces",
    "captures",
    "captures_lap",
    "hits_own",
]
"""What a move does, as its label names it (the first that applies, in this order:
a pass; a capture of another colour, round an extra lap or not; a capture of an own
piece; entering; reaching home; forming a block; bouncing back; plain steps)."""


class Logged(NamedTuple):
    """An event of the move log (the engine's, or the core's own such as ``timed_out``,
    ``away``, ``handover``) and every seat's name when it was logged: a move is told
    under whoever made it, a victim under whoever held the piece then, even after the
    seat changed hands (a ``handover`` line itself names the new holder)."""

    event: Event
    names: tuple[str, ...]


LogEntry = Logged | str
"""One line of the move log: a logged event, or an English line kept by a row from
before."""


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat as everyone sees it. ``colour``: in a lobby the colour asked for, in a game
    the seat's (first) colour; ``level``: the level of the computer that plays it (a
    computer seat, or a person's while away), None for a person who plays."""

    name: str
    user_id: int | None
    colour: str | None = None
    level: str | None = None
    host: bool = False
    away: str | None = None
    """``computer`` (until they come back) or ``removed`` (for good): the computer plays
    this person's seat."""
    gender: str | None = None
    """The grammatical gender the person chose for sentences about them (``/ludo
    gender``: ``feminine`` or ``masculine``); None: a computer, or a person who chose
    none (neutral wording)."""

    @property
    def computer(self) -> bool:
        """Played by the computer: a computer seat, or a person's seat while away."""
        return self.level is not None


@dataclass(frozen=True, slots=True)
class Choice:
    """A move the person to act may choose (a :class:`PlayMove` names it by its index):
    the piece (0-based), what the move does, how far it steps, the progress it reaches,
    and for a capture the seat whose piece it takes."""

    piece: int
    kind: ChoiceKind
    steps: int = 0
    target: int = 0
    victim: int | None = None


@dataclass(frozen=True, slots=True)
class HuffOffer:
    """A huff people may call: ``seat`` skipped a capture with piece ``piece``;
    ``callers``: the seats whose person may call it (a computer calls its own, a person
    away must come back first), so that a page offers it to them alone."""

    seat: int
    piece: int
    callers: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Seed:
    """A game's provably fair dice: the SHA-256 of its seed from the first board on, and
    the seed itself once the game is over (never before)."""

    hash: str
    revealed: str | None = None


@dataclass(frozen=True, slots=True)
class LobbyView:
    """A lobby: its seats, how many there may be and whether they are all taken, the
    colours nobody asked for yet, the rules for the seats taken (None: they no longer
    fit; ``preset`` names them then), and the pace."""

    seats: tuple[SeatView, ...]
    most: int
    full: bool
    colours: tuple[str, ...]
    rules: Ruleset | None
    preset: str
    pace: str
    ended: bool = False
    """Cancelled."""

    @property
    def closed(self) -> bool:
        """Over: a cancelled lobby."""
        return self.ended


@dataclass(frozen=True, slots=True)
class BoardView:
    """A running or finished game."""

    step: Step
    seat: int | None
    """The seat to act (None: over or closed)."""
    seats: tuple[SeatView, ...]
    position: Position
    colour: str
    """The card's colour: the colour to act, or the winners' when the game is over."""
    choices: tuple[Choice, ...] = ()
    """The moves the person to act may choose; a :class:`PlayMove` names one by index."""
    acting: int | None = None
    """The person whose press plays now (None: a computer's step, or nobody's): only
    they get the roll or the moves in a "your turn"."""
    back: bool = False
    """Someone is away and may take their seat back."""
    huff: HuffOffer | None = None
    """A huff people may call (computers call their own)."""
    ping: int | None = None
    """The person to mention: their turn, and the server wants pings."""
    places: tuple[tuple[int, ...], ...] = ()
    """A finished game's seats per place, best first; those still racing when it ended
    share the last place."""
    log: tuple[LogEntry, ...] = ()
    """The last entries of the move log, newest last."""
    pace: str = "live"
    ends: float | None = None
    """When the time of the person to act runs out (None: no timer, or over)."""
    seed: Seed | None = None
    """The dice seed's hash, or the seed once over (None: shared dice)."""

    @property
    def ended(self) -> bool:
        """Closed without a result (``/ludo end``)."""
        return self.step == "ended"

    @property
    def closed(self) -> bool:
        """Over: won, or closed without a result."""
        return self.step in ("over", "ended")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


View = LobbyView | BoardView
