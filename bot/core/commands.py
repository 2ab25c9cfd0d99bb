"""Every press and command as one typed value, run by :meth:`GameService.execute`.

The edge builds these (a button's ``from_custom_id``, a slash command, a form) and the
deadline loop builds :class:`TimeOut` and :class:`ComputerStep`; the core never reads a
command from text. Each command type has one handler (:mod:`.handlers`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .places import Place
from .tables import Reach

DEFAULT_LEVEL = "normal"
"""The level of a computer seat added without one."""


@dataclass(frozen=True, slots=True)
class Actor:
    """Who runs a command: a person (``user_id``) or the bot itself (``None``: the turn
    timer and the computer players)."""

    user_id: int | None
    name: str = ""
    place: Place | None = None
    """The place the press came from: a game of another place is refused (None: the
    caller already found the game in its place, or the press is private, a DM's)."""
    can_manage: bool = False
    """May manage the place (ends anyone's game)."""


BOT = Actor(None)


# -- opening a game ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OpenGame:
    """A new lobby in ``place`` with its defaults, changed by ``preset`` and
    ``overrides``; ``players`` caps the seats (2-6); ``computers`` seats of ``level`` are
    taken at once."""

    place: Place
    preset: str | None = None
    overrides: Mapping[str, str] = field(default_factory=dict)
    players: int | None = None
    computers: int = 0
    level: str = DEFAULT_LEVEL
    reach: Reach = "channel"
    """How the edge reaches the place (``answers``: only by answering presses)."""
    pace: str | None = None
    """The game's pace (None: its defaults')."""
    language: str | None = None
    """The cards' catalogue for a chat no server's setting speaks for (a DM, a group DM,
    a server without the bot): the opener's setting or their Discord's language."""
    route: int = 0
    """Which process serves the game (a :class:`~bot.core.Partition` of routes), as the
    edge computes it (Discord's: the server's shard key)."""


# -- the lobby ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Join:
    pass


@dataclass(frozen=True, slots=True)
class Leave:
    pass


@dataclass(frozen=True, slots=True)
class AddComputer:
    level: str = DEFAULT_LEVEL


@dataclass(frozen=True, slots=True)
class Kick:
    seat: int


@dataclass(frozen=True, slots=True)
class SetRules:
    """The lobby's whole rules: a preset and every house rule (the ones left out go)."""

    preset: str
    overrides: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ChooseColour:
    colour: str
    """A colour of the board, or ``any``."""


@dataclass(frozen=True, slots=True)
class SetPace:
    """The lobby's pace (``settings.PACES``): the host's choice."""

    pace: str


@dataclass(frozen=True, slots=True)
class Start:
    pass


@dataclass(frozen=True, slots=True)
class Cancel:
    pass


LobbyCommand = (
    Join | Leave | AddComputer | Kick | SetRules | SetPace | ChooseColour | Start | Cancel
)


# -- play: each made on the board of turn ``ply`` ---------------------------------------


@dataclass(frozen=True, slots=True)
class RollDie:
    ply: int


@dataclass(frozen=True, slots=True)
class PlayMove:
    ply: int
    index: int
    """The move's place among the legal moves, as the board listed them."""


@dataclass(frozen=True, slots=True)
class PassTurn:
    ply: int


@dataclass(frozen=True, slots=True)
class CallHuff:
    ply: int


PlayCommand = RollDie | PlayMove | PassTurn | CallHuff


@dataclass(frozen=True, slots=True)
class TakeSeat:
    """``user_id`` (named ``name``) takes over ``seat`` of a running game: a computer's,
    or one whose player was removed. Run by the host (confirming), or by the person
    when the game's defaults let anyone."""

    seat: int
    user_id: int
    name: str


@dataclass(frozen=True, slots=True)
class Back:
    """A person takes back the seat the computer plays while they were away (the board's
    button, or /ludo join in a running game)."""


# -- administration and the bot's own steps ---------------------------------------------


@dataclass(frozen=True, slots=True)
class EndGame:
    pass


@dataclass(frozen=True, slots=True)
class Rematch:
    pass


@dataclass(frozen=True, slots=True)
class TimeOut:
    ply: int
    """The turn whose timer ran out (a later turn makes it nothing)."""


@dataclass(frozen=True, slots=True)
class ComputerStep:
    pass


@dataclass(frozen=True, slots=True)
class Remind:
    ply: int
    """The turn whose person is reminded privately that their time runs out."""


Command = (
    LobbyCommand
    | PlayCommand
    | Back
    | TakeSeat
    | EndGame
    | Rematch
    | TimeOut
    | ComputerStep
    | Remind
)
"""What runs on an existing game (:meth:`GameService.execute`)."""
