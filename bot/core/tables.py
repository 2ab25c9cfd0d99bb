"""What the core keeps in a game row: the seats around the table, and for a lobby the
rules chosen so far; for a running game the engine state beside them.

Plain JSON-compatible data, so the store never needs to know what a game is. Rows from
before may hold the faces each seat rolled (``faces``, ``server_faces``): the move log
has them, so they are read from there and those keys are ignored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..engine import Board, Event, Game, Ruleset, default_seating

RECENT_LINES = 8
RecentEntry = str | dict[str, Any]
COMPUTER_NAMES = ("Robo Ada", "Robo Bert", "Robo Cleo", "Robo Dex", "Robo Eli", "Robo Fay")


Reach = Literal["channel", "answers"]
"""How the edge reaches a game's place, as the edge says when it opens the game:
``channel``, it shows the game by itself (Discord: it posts and edits in a server that
has the bot, or a DM with the bot); ``answers``, only in answer to a press or command
made there (Discord: a group DM, a DM between friends, a server without the bot, where
the app is installed to a person). The core asks it two things: whether a game left
behind is drawn again by itself (:meth:`~.queries.Queries.games_behind`), and whose
defaults a new game follows (a place reached by itself follows its community's)."""


@dataclass(frozen=True, slots=True)
class Venue:
    """Where a game is played, as far as the core keeps it: how the bot reaches the chat,
    whose defaults (house rules, turn timer, pings) it follows, and the language of its
    cards when no server's setting can say it."""

    reach: Reach = "channel"
    defaults_of: int | None = None
    """A server's id, or the person's who opened it (their own defaults outside a server
    that has its own); None (rows from before): the game's server, if any."""
    language: str | None = None
    """The cards' catalogue, fixed at the opening (None: the server's setting)."""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"reach": self.reach}
        if self.defaults_of is not None:
            d["defaults_of"] = self.defaults_of
        if self.language is not None:
            d["language"] = self.language
        return d

    @classmethod
    def from_json(cls, d: object) -> Venue:
        if not isinstance(d, dict):
            return cls()
        reach = d.get("reach")
        owner = d.get("defaults_of")
        language = d.get("language")
        return cls(
            "answers" if reach == "answers" else "channel",
            int(owner) if owner is not None else None,
            str(language)[:20] if language is not None else None,
        )

    def owner(self, community: int | None) -> int | None:
        """Whose defaults the game follows (``community``: its place's, which a game from
        before follows)."""
        return self.defaults_of if self.defaults_of is not None else community


@dataclass(slots=True)
class TurnClock:
    """A running game's turns as the deadlines count them: a turn starts when the seat to
    act changes (a 6's extra roll is the same turn)."""

    number: int = 0
    """Turns started so far."""
    seat: int | None = None
    """The seat whose turn ``number`` is (None: none yet)."""
    ends: float | None = None
    """When the time of the person to act runs out (None: no timer, or a computer's
    step): for a slow pace the whole turn's, for ``live`` the step's."""
    reminded: int = 0
    """The last turn whose person was reminded privately (one reminder per turn)."""
    remind: bool = False
    """The deadline stored with this state is the reminder's, not the end of the time."""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"n": self.number, "seat": self.seat, "ends": self.ends}
        d["reminded"] = self.reminded
        if self.remind:
            d["remind"] = True
        return d

    @classmethod
    def from_json(cls, d: object) -> TurnClock:
        if not isinstance(d, dict):
            return cls()
        seat, ends = d.get("seat"), d.get("ends")
        return cls(
            int(d.get("n", 0)),
            int(seat) if seat is not None else None,
            float(ends) if ends is not None else None,
            int(d.get("reminded", 0)),
            bool(d.get("remind", False)),
        )

    def next(self, seat: int | None) -> bool:
        """Count a new turn when ``seat`` (the seat to act) is not the one counted."""
        if seat is None or seat == self.seat:
            return False
        self.number += 1
        self.seat = seat
        return True


@dataclass(frozen=True, slots=True)
class Handover:
    """A seat changed hands in the game's turn ``turn`` (:class:`TurnClock`'s count):
    from ``old`` to ``new`` (names as they were), e.g. a player left and a computer took
    it, or a person took a computer's. ``ply``: the game's ply then (the actions before
    it were the old holder's, the rest the new one's); None in rows from before."""

    seat: int
    old: str
    new: str
    turn: int
    ply: int | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "seat": self.seat,
            "old": self.old,
            "new": self.new,
            "turn": self.turn,
        }
        if self.ply is not None:
            d["ply"] = self.ply
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Handover:
        ply = d.get("ply")
        return cls(
            int(d["seat"]),
            str(d["old"])[:80],
            str(d["new"])[:80],
            int(d["turn"]),
            int(ply) if ply is not None else None,
        )


REMOVED = "removed"
"""A seat the away rule took from its player for good (``Seat.away``)."""


@dataclass(slots=True)
class Seat:
    user_id: int | None
    name: str
    colour: str | None = None
    """The colour this player asked for in the lobby (a board colour name), if any."""
    level: str | None = None
    """A computer seat's level (None: the default level)."""
    away: str | None = None
    """A person's seat the computer plays after the turn timer played it too often:
    ``computer`` (until they come back) or ``removed`` (for good)."""
    timeouts: int = 0
    """Turns in a row the turn timer played for this seat's person."""
    turns: dict[str, int] = field(default_factory=dict)
    """The turns this seat began, by who held it (``holder``): a person, or a computer
    (a computer seat, or a person's seat while away); the ratings' rule reads it."""
    captures: dict[str, int] = field(default_factory=dict)
    """The captures made from this seat, by who held it then (as ``turns``): the
    statistics credit a person only with their own."""

    @property
    def holder(self) -> str:
        """Who plays the seat now: ``user:<id>``, or ``computer:<level>``."""
        if self.computer:
            return f"computer:{self.level or 'normal'}"
        return f"user:{self.user_id}"

    @property
    def computer(self) -> bool:
        """Played by the computer: a computer seat, or a person's seat while away."""
        return self.user_id is None or self.away is not None

    @property
    def takeable(self) -> bool:
        """A person may take the seat over: a computer's, or one the away rule removed."""
        return self.user_id is None or self.away == REMOVED

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"user": self.user_id, "name": self.name}
        if self.colour is not None:
            d["colour"] = self.colour
        if self.level is not None:
            d["level"] = self.level
        if self.away is not None:
            d["away"] = self.away
        if self.timeouts:
            d["timeouts"] = self.timeouts
        if self.turns:
            d["turns"] = dict(self.turns)
        if self.captures:
            d["captures"] = dict(self.captures)
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Seat:
        user = d.get("user")
        colour = d.get("colour")
        level = d.get("level")
        away = d.get("away")
        return cls(
            int(user) if user is not None else None,
            str(d.get("name", "?"))[:80],
            str(colour) if colour is not None else None,
            str(level)[:20] if level is not None else None,
            str(away)[:20] if away is not None else None,
            int(d.get("timeouts", 0)),
            {str(k): int(v) for k, v in dict(d.get("turns", {})).items()},
            {str(k): int(v) for k, v in dict(d.get("captures", {})).items()},
        )


@dataclass(slots=True)
class Table:
    """A lobby (``game is None``) or a running or finished game, with its seats."""

    host_id: int
    preset: str
    overrides: dict[str, str]
    seats: list[Seat]
    auto_move: bool = True
    max_players: int | None = None
    """The seats the host asked for (None: as many as the rules allow)."""
    game: Game | None = None
    recent: list[RecentEntry] = field(default_factory=list)
    """The last entries of the move log, newest last: engine events (``Event.to_dict``)
    and the core's own (``{"kind": "timed_out", "seat": 1}``), words made at the edge.
    Rows from before hold English lines (``str``): they load and are shown as they are."""
    captures: list[int] = field(default_factory=list)
    """Captures made by each seat so far (statistics)."""
    dice_seed: str | None = None
    """The game's secret dice seed in hex (provably fair dice), drawn at the start; only
    its SHA-256 is shown until the game ends. None: a game rolled by the shared dice."""
    rolls: int = 0
    """Rolls made with the seed so far: the number of the next roll."""
    sealed: bool = False
    """The seed is shared with other games (a tournament round's duplicate dice): it
    stays secret when this game ends, and whoever reveals it (the round's end) shows it."""
    venue: Venue = Venue()
    pace: str = "live"
    """The game's pace (``settings.PACES``): ``live`` or a slow pace's name."""
    level: str | None = None
    """The computers' level the game was opened with (a tournament's), when not the
    default: a computer that takes a person's seat plays at it where no computer sits at
    the table to say (:func:`~bot.core.handlers.seats.table_level`)."""
    clock: TurnClock = field(default_factory=TurnClock)
    handovers: list[Handover] = field(default_factory=list)
    """Every time a seat changed hands in the running game, in order."""
    last: list[Event] | None = None
    """The events of the last command that played (a roll, a move, a computer's step):
    what the board's picture marks (the last move's arrow, its captures), kept so that a
    board drawn from the stored state (after a restart) is the one drawn live. None: a
    lobby, or a game stored before they were kept (the move log's rows of its last commit
    have them: ``Queries.stored``)."""

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def people(self) -> tuple[int, ...]:
        """The ids of the people seated (away or not), stored beside the state."""
        return tuple(s.user_id for s in self.seats if s.user_id is not None)

    def begin_turn(self, seat: int | None) -> bool:
        """Count a new turn when ``seat`` (the seat to act) is not the one counted, for
        the clock and for whoever holds the seat."""
        if not self.clock.next(seat):
            return False
        assert seat is not None
        held = self.seats[seat]
        held.turns[held.holder] = held.turns.get(held.holder, 0) + 1
        return True

    def hand_over(self, seat: int, new: Seat) -> Handover:
        """``new`` takes ``seat`` from whoever held it: in the move log and the list of
        handovers (the replay's). The turns played and captures made so far stay with
        the seat, under whoever made them."""
        old = self.seats[seat]
        new.turns = old.turns
        new.captures = old.captures
        self.seats[seat] = new
        ply = self.game.ply if self.game is not None else None
        done = Handover(seat, old.name, new.name, self.clock.number, ply)
        self.handovers.append(done)
        self.add_line({"kind": "handover", "seat": seat})
        return done

    def seat_of_user(self, user_id: int) -> int | None:
        for i, s in enumerate(self.seats):
            if s.user_id == user_id:
                return i
        return None

    def rules(self, players: int | None = None) -> Ruleset:
        """The lobby's rules for ``players`` (default: the seats taken)."""
        return Ruleset.preset(
            self.preset, players=players or max(2, len(self.seats)), overrides=self.overrides
        )

    def record_events(self, game: Game, events: Sequence[Event]) -> None:
        """Keep what the card shows of new events: the move log's tail (words are made at
        the edge), and each seat's captures (statistics)."""
        seat_of = game.colour_seat
        for e in events:
            if e.kind not in ("next", "bonus"):
                self.add_line(e.to_dict())
            if (
                e.kind == "captured"
                and e.target is not None
                and e.target.colour != e.colour
                and 0 <= seat_of[e.colour] < len(self.captures)
            ):
                seat = seat_of[e.colour]
                self.captures[seat] += 1
                held = self.seats[seat]
                held.captures[held.holder] = held.captures.get(held.holder, 0) + 1

    def add_line(self, entry: RecentEntry) -> None:
        self.recent.append(entry)
        del self.recent[:-RECENT_LINES]

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "kind": "game" if self.game is not None else "lobby",
            "host": self.host_id,
            "preset": self.preset,
            "overrides": dict(self.overrides),
            "seats": [s.to_json() for s in self.seats],
            "auto_move": self.auto_move,
            "max_players": self.max_players,
            "recent": [dict(x) if isinstance(x, dict) else x for x in self.recent],
            "captures": list(self.captures),
        }
        if self.venue != Venue():
            d["venue"] = self.venue.to_json()
        if self.pace != "live":
            d["pace"] = self.pace
        if self.level is not None:
            d["level"] = self.level
        if self.clock != TurnClock():
            d["clock"] = self.clock.to_json()
        if self.handovers:
            d["handovers"] = [h.to_json() for h in self.handovers]
        if self.last is not None:
            d["last"] = [e.to_dict() for e in self.last]
        if self.dice_seed is not None:
            d["dice_seed"] = self.dice_seed
            d["rolls"] = self.rolls
            if self.sealed:
                d["sealed"] = True
        if self.game is not None:
            d["game"] = self.game.to_dict()
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Table:
        """Load a stored table; raises ValueError for anything malformed."""
        try:
            game = Game.from_dict(d["game"]) if d.get("kind") == "game" else None
            table = cls(
                host_id=int(d["host"]),
                preset=str(d["preset"]),
                overrides={str(k): str(v) for k, v in dict(d.get("overrides", {})).items()},
                seats=[Seat.from_json(s) for s in d["seats"]],
                auto_move=bool(d.get("auto_move", True)),
                max_players=int(d["max_players"]) if d.get("max_players") else None,
                game=game,
                recent=[x if isinstance(x, dict) else str(x) for x in d.get("recent", [])],
                captures=[int(x) for x in d.get("captures", [])],
                dice_seed=str(d["dice_seed"]) if d.get("dice_seed") else None,
                rolls=int(d.get("rolls", 0)),
                sealed=d.get("sealed") is True,
                venue=Venue.from_json(d.get("venue")),
                pace=str(d.get("pace", "live"))[:10],
                level=str(d["level"])[:20] if d.get("level") else None,
                clock=TurnClock.from_json(d.get("clock")),
                handovers=[Handover.from_json(h) for h in d.get("handovers", [])],
                last=[Event.from_dict(dict(e)) for e in d["last"]] if "last" in d else None,
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"corrupt table: {exc!r}") from exc
        if game is not None and len(table.seats) != len(game.seats):
            raise ValueError("the seats do not match the game")
        return table

    def initial_state_for(self, game: Game) -> dict[str, Any]:
        """The stored starting point a replay begins from."""
        start = {**self.to_json(), "kind": "game", "game": game.to_dict(), "recent": []}
        start.pop("dice_seed", None)  # the seed is revealed with the end, never before
        start.pop("rolls", None)
        start.pop("clock", None)
        start.pop("handovers", None)
        start.pop("last", None)
        return start


def seating_for(board: Board, seats: list[Seat]) -> tuple[tuple[int, ...], ...] | None:
    """One colour per seat honouring the colours asked for in the lobby; the others keep
    the usual spread round the board, turned to fit the wishes best. None: nobody asked.

    >>> from bot.engine import BOARDS
    >>> seating_for(BOARDS["classic4"], [Seat(1, "Ann", "yellow"), Seat(2, "Bob")])
    ((1,), (3,))
    >>> seating_for(BOARDS["classic4"], [Seat(1, "Ann"), Seat(2, "Bob")]) is None
    True
    """
    wanted = [board.colours.index(s.colour) if s.colour in board.colours else None for s in seats]
    if all(w is None for w in wanted):
        return None
    n = board.n_colours
    base = [c for (c,) in default_seating(board, len(seats))]
    chosen = {w for w in wanted if w is not None}

    def fit(turn: int) -> int:
        return len(chosen & {(c + turn) % n for c in base})

    best = max(range(n), key=lambda turn: (fit(turn), -turn))
    spread = [(c + best) % n for c in base]
    free = [c for c in spread if c not in chosen]
    free += [c for c in range(n) if c not in spread and c not in chosen]
    return tuple((w if w is not None else free.pop(0),) for w in wanted)
