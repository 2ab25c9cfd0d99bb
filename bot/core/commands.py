"""Every press and command as one typed value, run by :meth:`GameService.execute`.

The edge builds these (a button's ``from_custom_id``, a slash command, a form) and the
deadline loop builds :class:`TimeOut` and :class:`ComputerStep`. Every value a command
carries is typed (a :class:`Level`, a :class:`Pace`, a :class:`Colour`, rule options as
the engine's values): what people type is read into them at the edge, by ``bot.reading``,
and the core reads no text. A command that would carry a value it cannot hold is not
made (``ValueError``). Each command type has one handler (:mod:`.handlers`); the commands that
change a server's defaults (:data:`DefaultsChange`) go to :class:`.ServerDefaults`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from ..engine import BOARDS, OPTIONS, PRESETS
from ..engine.computers import LEVELS, Level
from .places import Place
from .settings import Pace
from .tables import Reach

DEFAULT_LEVEL: Final = Level.NORMAL
"""The level of a computer seat added without one."""
OFFERED_LEVELS: Final = tuple(level for level in LEVELS if level != Level.RANDOM)
"""The levels a lobby offers (``random`` is for measurements, not for company)."""
COLOURS: Final = tuple(dict.fromkeys(c for b in BOARDS.values() for c in b.colours))
"""Every colour of every board."""

OptionValue = bool | int | str | frozenset[int]
"""A rule option's value as the engine takes it (``capture``: False, ``entry_rolls``:
frozenset({1, 6}), ``own_landing``: ``"capture"``)."""
Options = Mapping[str, OptionValue]
"""House rules: an option's name to its value."""


@dataclass(frozen=True, slots=True)
class Colour:
    """A colour of some board; a lobby takes those of its own board."""

    name: str

    def __post_init__(self) -> None:
        if self.name not in COLOURS:
            raise ValueError(f"no board has the colour {self.name!r}")


def _options(options: Options) -> None:
    for name in options:
        if name not in OPTIONS:
            raise ValueError(f"no rule option {name!r}")


def _preset(preset: str | None) -> None:
    if preset is not None and preset not in PRESETS:
        raise ValueError(f"no preset {preset!r}")


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
    overrides: Options = field(default_factory=dict)
    """The house rules typed for this game (on top of the defaults' when ``preset`` is
    None or theirs)."""
    players: int | None = None
    computers: int = 0
    level: Level = DEFAULT_LEVEL
    reach: Reach = "channel"
    """How the edge reaches the place (``answers``: only by answering presses)."""
    pace: Pace | None = None
    """The game's pace (None: its defaults')."""
    language: str | None = None
    """The cards' catalogue for a chat no server's setting speaks for (a DM, a group DM,
    a server without the bot): the opener's setting or their Discord's language."""
    route: int = 0
    """Which process serves the game (a :class:`~bot.core.Partition` of routes), as the
    edge computes it (Discord's: the server's shard key)."""

    def __post_init__(self) -> None:
        _preset(self.preset)
        _options(self.overrides)
        object.__setattr__(self, "level", Level(self.level))
        if self.pace is not None:
            object.__setattr__(self, "pace", Pace(self.pace))


# -- the lobby ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Join:
    pass


@dataclass(frozen=True, slots=True)
class Leave:
    pass


@dataclass(frozen=True, slots=True)
class AddComputer:
    level: Level = DEFAULT_LEVEL

    def __post_init__(self) -> None:
        object.__setattr__(self, "level", Level(self.level))  # a level's name is its member


@dataclass(frozen=True, slots=True)
class Kick:
    seat: int


@dataclass(frozen=True, slots=True)
class SetRules:
    """The lobby's whole rules: a preset and every house rule (the ones left out go)."""

    preset: str
    overrides: Options = field(default_factory=dict)

    def __post_init__(self) -> None:
        _preset(self.preset)
        _options(self.overrides)


@dataclass(frozen=True, slots=True)
class ChooseColour:
    colour: Colour | None
    """A colour of the lobby's board, or None: any colour."""


@dataclass(frozen=True, slots=True)
class SetPace:
    """The lobby's pace: the host's choice."""

    pace: Pace

    def __post_init__(self) -> None:
        object.__setattr__(self, "pace", Pace(self.pace))  # a pace's name is its member


@dataclass(frozen=True, slots=True)
class Start:
    seed: str | None = None
    """The dice's secret seed in hex, shared with other games (a tournament round's
    duplicate dice: the game keeps it sealed); None, as people start: a seed of its own."""

    def __post_init__(self) -> None:
        if self.seed is not None and not re.fullmatch(r"[0-9a-f]{64}", self.seed):
            raise ValueError("a seed is 32 bytes in hex")


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
    or one whose player was removed. Run by the host (confirming a request), or by the
    person when the game's defaults let anyone."""

    seat: int
    user_id: int
    name: str


@dataclass(frozen=True, slots=True)
class AskTakeover:
    """The person who runs it asks for ``seat`` of a running game: it is theirs at once
    when they are the host or the game's defaults let anyone; else nothing changes and
    the core answers that the host is asked to confirm (:class:`.notes.ToConfirm`)."""

    seat: int


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
    | AskTakeover
    | EndGame
    | Rematch
    | TimeOut
    | ComputerStep
    | Remind
)
"""What runs on an existing game (:meth:`GameService.execute`)."""


# -- a server's defaults (or a person's own): :meth:`.ServerDefaults.change` -------------


@dataclass(frozen=True, slots=True)
class SetPreset:
    preset: str

    def __post_init__(self) -> None:
        _preset(self.preset)


@dataclass(frozen=True, slots=True)
class SetHouseRule:
    option: str
    value: OptionValue

    def __post_init__(self) -> None:
        _options({self.option: self.value})


@dataclass(frozen=True, slots=True)
class SetSetting:
    """One of the bot's settings (``settings.SETTINGS``) to its typed value (a bool, the
    seconds or None, a word of its list); the setting's rule checks it."""

    name: str
    value: object


DefaultsChange = SetPreset | SetHouseRule | SetSetting
