"""Every press and command as one typed value, run by :meth:`GameService.execute`.

The edge builds these (from a button's custom_id, a slash command or a form) and the
background scheduler builds :class:`TimeOut` and :class:`ComputerStep`; the core checks
who may run them, applies them, commits and schedules what is due next.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    text: str
    """An optional preset, then NAME=VALUE pairs (see :func:`~.rules_text.parse_rules_text`)."""


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

LOBBY_ACTIONS: dict[str, type[Join | Leave | Start | Cancel]] = {
    "join": Join,
    "leave": Leave,
    "start": Start,
    "cancel": Cancel,
}


def lobby_command(action: str, arg: str = "") -> LobbyCommand | None:
    """The command of a lobby action name (the custom_id grammar: ``lobby:<game>:<action>``)
    and its argument; None for a name the lobby does not know."""
    simple = LOBBY_ACTIONS.get(action)
    if simple is not None:
        return simple()
    if action == "computer":
        return AddComputer(arg or DEFAULT_LEVEL)
    if action == "rules":
        return SetRules(arg)
    if action == "colour":
        return ChooseColour(arg)
    if action == "kick":
        return Kick(int(arg) if arg.isdigit() else -1)
    return None


def play_command(action: str, ply: int) -> PlayCommand | Back | None:
    """The command of a board button (``ludo:<game>:<action>:<ply>``): ``roll``,
    ``m<index>``, ``pass``, ``huff`` or ``back`` (any board's: the ply does not matter);
    None for any other name."""
    if action == "back":
        return Back()
    if action == "roll":
        return RollDie(ply)
    if action == "pass":
        return PassTurn(ply)
    if action == "huff":
        return CallHuff(ply)
    if action.startswith("m") and action[1:].isdigit():
        return PlayMove(ply, int(action[1:]))
    return None
