"""Buttons and menus that survive restarts: every press is read from its custom_id alone
(each form declared once, in :mod:`.custom_ids`) into the typed command it stands for; a
menu's choice is read by ``bot.reading`` like anything typed (a choice it refuses is a
:class:`Misread`, answered privately like any refusal)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self, runtime_checkable

import discord

from bot.core import Refused
from bot.core import commands as c
from bot.core.settings import LIVE, Pace
from bot.i18n import SOURCE
from bot.reading import ANY, read_colour, read_level, read_pace

from .custom_ids import BOARD, DM, END, LOBBY, LOBBY_MENU, TAKEOVER, CustomId
from .open_board import OpenBoardButton
from .people import name_of
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot


@dataclass(frozen=True, slots=True)
class ShowReplay:
    """The finished board's Replay button (a question, not a command)."""


@dataclass(frozen=True, slots=True)
class OpenRulesForm:
    """The lobby's Rules button: the host's form (answered by the form's submit)."""


@dataclass(frozen=True, slots=True)
class FromDM:
    """A press on the private "your turn" (the bot's DM): the turn's roll or a move,
    played as on the board."""

    command: c.RollDie | c.PlayMove


@dataclass(frozen=True, slots=True)
class Misread:
    """A menu's choice the reader refused (a forged payload: the menus offer only what
    they take), told privately to whoever chose it."""

    action: str
    refused: Refused


Press = c.Command | ShowReplay | OpenRulesForm | FromDM | Misread
"""What a component stands for: a core command, or one the edge answers itself."""


@dataclass(frozen=True, slots=True)
class Pressed:
    """A press as its component declares it: what it stands for, and how the answer is
    given (each kind of component knows this of its own presses)."""

    press: Press
    turn: bool = False
    """A turn's press (a roll, a move, a pass, a huff): the board's edit is its answer,
    deferred only if late."""
    on_card: bool = True
    """The component is on a card of its game, so the answer may be drawn over it (a
    takeover's confirmation is under a request, a "your turn" in a DM)."""
    shows_choice: bool = False
    """A menu that shows the choice as soon as it is made: until the card is drawn
    again the game counts as behind, and a refused choice is undone on the card."""


@runtime_checkable
class Presses(Protocol):
    """Who handles the presses: the loaded ludo cog (so this module imports neither the
    cog nor the controller, and the cog registers these items)."""

    async def press(
        self, interaction: discord.Interaction[LudoBot], game_id: int, pressed: Pressed
    ) -> None: ...


async def _pressed(
    interaction: discord.Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    cog = interaction.client.get_cog("Ludo")
    assert isinstance(cog, Presses), "the ludo cog is not loaded"
    await cog.press(interaction, game_id, pressed)


# -- the board ---------------------------------------------------------------------------

TURN_ACTIONS = re.compile(r"roll|pass|huff|m\d+")
"""The board's actions that play a turn (:attr:`Pressed.turn`)."""


def board_press(action: str, ply: int) -> Press:
    """The press a board button's action names (``m<index>`` a legal move's)."""
    if action.startswith("m"):
        return c.PlayMove(ply, int(action[1:]))
    simple: dict[str, Press] = {
        "roll": c.RollDie(ply),
        "pass": c.PassTurn(ply),
        "huff": c.CallHuff(ply),
        "back": c.Back(),
        "rematch": c.Rematch(),
        "replay": ShowReplay(),
    }
    return simple[action]


def board_action(press: Press) -> str:
    """The action a board button's custom_id carries for ``press``."""
    if isinstance(press, c.PlayMove):
        return f"m{press.index}"
    names: dict[type[Any], str] = {
        c.RollDie: "roll",
        c.PassTurn: "pass",
        c.CallHuff: "huff",
        c.Back: "back",
        c.Rematch: "rematch",
        ShowReplay: "replay",
    }
    return names[type(press)]


def press_name(press: Press) -> str:
    """A press as the action log names it (its custom_id's action)."""
    if isinstance(press, FromDM):
        return "dm-" + board_action(press.command)
    if isinstance(press, Misread):
        return press.action
    if isinstance(press, c.AddComputer | c.ChooseColour | c.SetPace | c.TakeSeat | c.EndGame):
        named = {
            c.AddComputer: "computer",
            c.ChooseColour: "colour",
            c.SetPace: "pace",
            c.TakeSeat: "takeover",
        }
        return named.get(type(press), "end")
    lobby = next((k for k, v in LOBBY_PRESSES.items() if v == press), None)
    return lobby if lobby is not None else board_action(press)


class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BOARD.template):
    """A board button; ``ply`` is the turn of the board it is on."""

    form: ClassVar[CustomId] = BOARD

    def __init__(
        self,
        game_id: int,
        press: Press,
        ply: int,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        self.game_id = game_id
        self.press = self.stands_for(press)
        action = board_action(press)
        custom_id = self.form(game=game_id, action=action, ply=ply)
        super().__init__(
            discord.ui.Button(label=label[:80] or action, style=style, custom_id=custom_id)
        )

    @staticmethod
    def stands_for(press: Press) -> Press:
        """What a press of this button is (on the board: the command itself)."""
        return press

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> GameButton:
        ply = int(match["ply"])
        return cls(int(match["game"]), board_press(match["action"], ply), ply)

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        turn = TURN_ACTIONS.fullmatch(board_action(self.press)) is not None
        await _pressed(interaction, self.game_id, Pressed(self.press, turn=turn))


class DMButton(GameButton, template=DM.template):
    """A roll or move button on the private "your turn"; ``ply`` is the game's turn when
    the message was sent, so a press after the turn moved on is recognised."""

    form = DM

    @staticmethod
    def stands_for(press: Press) -> Press:
        assert isinstance(press, c.RollDie | c.PlayMove)  # the template allows no other
        return FromDM(press)

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        await _pressed(interaction, self.game_id, Pressed(self.press, on_card=False))


# -- the lobby ---------------------------------------------------------------------------

LOBBY_PRESSES: dict[str, Press] = {
    "join": c.Join(),
    "leave": c.Leave(),
    "computer": c.AddComputer(),
    "rules": OpenRulesForm(),
    "start": c.Start(),
    "cancel": c.Cancel(),
}
"""The lobby buttons' actions (``lobby:<game>:<action>``)."""


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LOBBY.template):
    def __init__(
        self,
        game_id: int,
        action: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
    ) -> None:
        self.game_id = game_id
        self.press = LOBBY_PRESSES[action]
        super().__init__(
            discord.ui.Button(
                label=label or action,
                style=style,
                custom_id=LOBBY(game=game_id, action=action),
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> LobbyButton:
        return cls(int(match["game"]), match["action"])

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        await _pressed(interaction, self.game_id, Pressed(self.press))


class LobbyMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=LOBBY_MENU.template):
    """A lobby menu: its choice, read by ``bot.reading``, is one command (each kind below
    narrows the form to its ``what`` and names its command in :meth:`command`)."""

    what: ClassVar[str]
    shows_choice: ClassVar[bool] = True
    """The menu keeps showing the choice made (see :attr:`Pressed.shows_choice`)."""

    def __init__(
        self,
        game_id: int,
        placeholder: str,
        options: Sequence[discord.SelectOption],
        disabled: bool = False,
    ) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Select(
                placeholder=placeholder,
                options=list(options),
                custom_id=LOBBY_MENU(game=game_id, what=self.what),
                disabled=disabled,
            )
        )

    def command(self, choice: str) -> Press:
        """The command the menu's choice stands for (``""``: nothing chosen); raises
        :class:`Refused` for a choice the menu does not take."""
        raise NotImplementedError

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        return cls(int(match["game"]))  # type: ignore[call-arg]  # each kind's defaults

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        values = self.item.values
        try:
            press = self.command(values[0] if values else "")
        except Refused as refused:
            press = Misread(self.what, refused)
        await _pressed(interaction, self.game_id, Pressed(press, shows_choice=self.shows_choice))


class ColourSelect(LobbyMenu, template=LOBBY_MENU.only(what="colour").template):
    """The lobby's colour menu: each player may ask for a colour nobody has yet."""

    what = "colour"

    def __init__(self, game_id: int, colours: Sequence[str] = (), locale: str = SOURCE) -> None:
        options = [discord.SelectOption(label=say("label_any_colour", locale), value=ANY)]
        options += [
            discord.SelectOption(label=say(f"colour_{c}", locale).capitalize(), value=c)
            for c in colours
        ]
        super().__init__(game_id, say("choose_colour", locale), options)

    def command(self, choice: str) -> Press:
        return c.ChooseColour(read_colour(choice))


class LevelSelect(LobbyMenu, template=LOBBY_MENU.only(what="level").template):
    """The lobby's computer menu: the host adds a computer player of the level chosen."""

    what = "level"
    shows_choice = False  # it adds a seat: the lobby lists it, the menu resets

    def __init__(self, game_id: int, disabled: bool = False, locale: str = SOURCE) -> None:
        options = [
            discord.SelectOption(
                label=say(f"level_{level}", locale),
                value=level,
                description=say(f"level_{level}_about", locale),
            )
            for level in c.OFFERED_LEVELS
        ]
        super().__init__(game_id, say("choose_level", locale), options, disabled)

    def command(self, choice: str) -> Press:
        return c.AddComputer(read_level(choice) if choice else c.DEFAULT_LEVEL)


class PaceSelect(LobbyMenu, template=LOBBY_MENU.only(what="pace").template):
    """The lobby's pace menu: the host chooses how long each turn may take."""

    what = "pace"

    def __init__(self, game_id: int, pace: str = LIVE, locale: str = SOURCE) -> None:
        options = [
            discord.SelectOption(
                label=say(f"pace_{name}", locale), value=name, default=name == pace
            )
            for name in Pace
        ]
        super().__init__(game_id, say("choose_pace", locale), options)

    def command(self, choice: str) -> Press:
        return c.SetPace(read_pace(choice) if choice else LIVE)


# -- a seat that changes hands ----------------------------------------------------------


class TakeoverButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TAKEOVER.template):
    """Under /ludo takeover's request: the host hands ``seat`` to ``user``."""

    def __init__(self, game_id: int, seat: int, user_id: int, locale: str = SOURCE) -> None:
        self.game_id = game_id
        self.press = c.TakeSeat(seat, user_id, "")
        super().__init__(
            discord.ui.Button(
                label=say("label_confirm_takeover", locale),
                style=discord.ButtonStyle.success,
                custom_id=TAKEOVER(game=game_id, seat=seat, user=user_id),
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> TakeoverButton:
        return cls(int(match["game"]), int(match["seat"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        # The button knows the person, not their name: the chat's name for them (which
        # may take a request, so the press is acknowledged first).
        await interaction.response.defer()
        name = await name_of(interaction, self.press.user_id)
        press = c.TakeSeat(self.press.seat, self.press.user_id, name)
        await _pressed(interaction, self.game_id, Pressed(press, on_card=False))


# -- /ludo end's confirmation ------------------------------------------------------------


class EndButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=END.template):
    def __init__(self, game_id: int, locale: str = SOURCE) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=say("label_end", locale),
                style=discord.ButtonStyle.danger,
                custom_id=END(game=game_id),
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> EndButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        await _pressed(interaction, self.game_id, Pressed(c.EndGame(), on_card=False))


DYNAMIC_ITEMS = (
    GameButton,
    DMButton,
    LobbyButton,
    ColourSelect,
    LevelSelect,
    PaceSelect,
    TakeoverButton,
    EndButton,
    OpenBoardButton,
)
