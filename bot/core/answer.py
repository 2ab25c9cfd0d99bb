"""What the core answers a command with: the table as it is now, what each seat may do
(:mod:`.view`, decided here so that every edge draws the same choices), the events, and
where the game is shown (:class:`LiveBoard`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from ..engine import Event, Game
from .notes import Note
from .places import Place
from .tables import Table
from .view import View


@dataclass(frozen=True, slots=True)
class LiveBoard:
    """Where a game is shown: its live message, the version that message shows, and the
    short message that pinged the person to act (and whom it pinged). The edge reports
    each change with :meth:`GameService.shown`; the core stores it with the game's next
    commit, or on its own a moment later (:mod:`.boards`)."""

    message_id: int | None = None
    version: int | None = None
    """The version the live message shows (None: not known to show any)."""
    ping_id: int | None = None
    pinged: int | None = None
    """The user the ping names (None: unknown, e.g. after a restart)."""


@dataclass(frozen=True, slots=True)
class TurnDM:
    """A private "your turn" for the edge to send: to ``user_id``, at the start of their
    turn or (``reminder``) once before its end; ``ends``: when their time runs out."""

    user_id: int
    reminder: bool = False
    ends: float | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    """What a command did, for the edge to show: the table as it is now, what each
    seat may do (``view``), the events, and where the game is shown."""

    game_id: int
    place: Place
    version: int
    table: Table
    view: View
    board: LiveBoard
    events: tuple[Event, ...] = ()
    notice: Note | None = None
    """A note for everyone (e.g. ``joined``)."""
    started: bool = False
    finished: bool = False
    """Over: won, or closed without a result."""
    ended: bool = False
    """Closed without a result (a cancelled lobby, or /ludo end)."""
    dm: TurnDM | None = None
    """Tell this person privately that it is their turn (made once per turn, by the
    commit that started it, and once by its reminder)."""

    @property
    def game(self) -> Game | None:
        return self.table.game


Listener = Callable[[Answer], Awaitable[None]]
"""Who shows the answers of the bot's own steps (the edge)."""
