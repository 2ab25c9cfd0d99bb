"""What the core answers a command with: the game's view (:mod:`.view`: what every edge
draws and offers, decided here once), the events, and where the game is shown (its
:class:`Surface` s). Immutable values only: no table, game, row or seed crosses."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import Event
from .notes import Note
from .places import Place
from .tables import Venue
from .view import View


@dataclass(frozen=True, slots=True)
class Surface:
    """One place where a game is shown (a chat's card, a web page), as its edge reported
    it: its ``kind`` and ``key`` (one surface each per game), the version it shows, and
    the edge's own ``data`` (Discord's: the card's message and the ping's), JSON that the
    core keeps and never reads. The edge reports each change with
    :meth:`GameService.shown`; the core stores it with the game's next commit, or on its
    own a moment later (:mod:`.boards`)."""

    kind: str
    key: str = ""
    version: int | None = None
    """The version it shows (None: not known to show any)."""
    data: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "key": self.key, "version": self.version, "data": self.data}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Surface:
        version = d.get("version")
        data = d.get("data")
        return cls(
            str(d.get("kind", "")),
            str(d.get("key", "")),
            version if isinstance(version, int) else None,
            data if isinstance(data, dict) else {},
        )


def surface_of(surfaces: tuple[Surface, ...], kind: str, key: str = "") -> Surface | None:
    """The surface of ``kind`` and ``key`` among a game's (None: not shown there)."""
    return next((s for s in surfaces if s.kind == kind and s.key == key), None)


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
    events, and where the game is shown (``surfaces``)."""

    game_id: int
    place: Place
    version: int
    venue: Venue
    """How the bot reaches the game's chat, and the language fixed for its cards."""
    view: View
    surfaces: tuple[Surface, ...]
    events: tuple[Event, ...] = ()
    """The events of the last command that played (``Table.last``): what the picture
    marks, the same for a board drawn again from the stored state."""
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
