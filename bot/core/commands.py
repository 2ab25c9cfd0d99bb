"""Every press and command as one typed value, run by :meth:`GameService.execute`.

The edge builds these (a button's ``from_custom_id``, a slash command, a form) and the
deadline loop builds :class:`TimeOut` and :class:`ComputerStep`; the core never reads a
command from text. Each command type has one handler (:mod:`.handlers`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .tables import Reach

DEFAULT_LEVEL = "normal"
"""The level of a computer seat added without one."""


@dataclass(frozen=True, slots=True)
class Actor:
    """Who runs a command: a person (``user_id``) or the bot itself (``None``: the turn
    timer and the computer players)."""

    user_id: int | None
    name: str = ""
    channel_id: int | None = None
    """The channel the press came from: a game of another channel is refused (None: the
    caller already found the game in its channel)."""
    can_manage: bool = False
    """May manage the channel (ends anyone's game)."""


BOT = Actor(None)


# -- opening a game ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OpenGame:
    """A new lobby in ``channel_id`` with the server's defaults, changed by ``preset`` and
    ``overrides``; ``players`` caps the seats (2-6); ``computers`` seats of ``level`` are
    taken at once."""

    guild_id: int | None
    channel_id: int
    preset: str | None = None
    overrides: Mapping[str, str] = field(default_factory=dict)
    players: int | None = None
    computers: int = 0
    level: str = DEFAULT_LEVEL
    reach: Reach = "channel"
    """How the bot reaches the chat (``answers``: only by answering interactions)."""
    language: str | None = None
    """The cards' catalogue for a chat no server's setting speaks for (a DM, a group DM,
    a server without the bot): the opener's setting or their Discord's language."""


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
class Start:
    pass


@dataclass(frozen=True, slots=True)
class Cancel:
    pass


LobbyCommand = Join | Leave | AddComputer | Kick | SetRules | ChooseColour | Start | Cancel


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


Command = LobbyCommand | PlayCommand | Back | EndGame | Rematch | TimeOut | ComputerStep
"""What runs on an existing game (:meth:`GameService.execute`)."""
