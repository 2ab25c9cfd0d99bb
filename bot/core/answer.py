"""What the core answers a command with: the game's view (:mod:`.view`: what every edge
draws and offers, decided here once), the events, and where the game is shown
(:class:`LiveBoard`). Immutable values only: no table, game, row or seed crosses."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from ..engine import Event
from .notes import Note
from .tables import Venue
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
    """What a command did, for the edge to show: the view of the game as it is now, the
    events, and where the game is shown."""

    game_id: int
    guild_id: int | None
    channel_id: int
    version: int
    venue: Venue
    """How the bot reaches the game's chat, and the language fixed for its cards."""
    view: View
    board: LiveBoard
    events: tuple[Event, ...] = ()
    notice: Note | None = None
    """A note for everyone (e.g. ``joined``)."""
    started: bool = False
    dm: TurnDM | None = None
    """Tell this person privately that it is their turn (made once per turn, by the
    commit that started it, and once by its reminder)."""
    reply: Note | None = None
    """A word for whoever ran the command alone (privately), beside the card."""
    fresh: bool = False
    """The answer is a new game's first card, opened by a press on another's (a
    rematch): shown as a new message, never over the card pressed."""

    @property
    def finished(self) -> bool:
        """Over: won, or closed without a result."""
        return self.view.closed

    @property
    def ended(self) -> bool:
        """Closed without a result (a cancelled lobby, or /ludo end)."""
        return self.view.ended


Listener = Callable[[Answer], Awaitable[None]]
"""Who shows the answers of the bot's own steps (the edge)."""
