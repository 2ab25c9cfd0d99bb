"""Buttons that survive restarts: every press is parsed from its custom_id alone.

``ludo:<game>:<action>:<turn>`` on the board, ``lobby:<game>:<action>`` in the lobby (and
``lobby:<game>:colour`` for its colour menu) and ``end:<game>`` for the confirmation of
/ludo end. The turn in a board button is the
game's ply when the board was drawn, so presses on an older board are recognised.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import discord

from bot.i18n import SOURCE

from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot


@runtime_checkable
class Presses(Protocol):
    """Who handles the presses: the loaded ludo cog (so this module imports neither the
    cog nor the controller, and the cog registers these items)."""

    async def game_button(
        self, interaction: discord.Interaction[LudoBot], game_id: int, action: str, ply: int
    ) -> None: ...

    async def lobby_button(
        self, interaction: discord.Interaction[LudoBot], game_id: int, action: str, arg: str = ""
    ) -> None: ...

    async def end_button(self, interaction: discord.Interaction[LudoBot], game_id: int) -> None: ...


def presses(interaction: discord.Interaction[LudoBot]) -> Presses:
    cog = interaction.client.get_cog("Ludo")
    assert isinstance(cog, Presses), "the ludo cog is not loaded"
    return cog


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"ludo:(?P<game>\d+):(?P<action>roll|pass|huff|back|rematch|replay|m\d+):(?P<ply>\d+)",
):
    def __init__(
        self,
        game_id: int,
        action: str,
        ply: int,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        self.game_id = game_id
        self.action = action
        self.ply = ply
        super().__init__(
            discord.ui.Button(
                label=label[:80] or action, style=style, custom_id=f"ludo:{game_id}:{action}:{ply}"
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> GameButton:
        return cls(int(match["game"]), match["action"], int(match["ply"]))

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        await presses(interaction).game_button(interaction, self.game_id, self.action, self.ply)


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"lobby:(?P<game>\d+):(?P<action>join|leave|computer|rules|start|cancel)",
):
    def __init__(
        self,
        game_id: int,
        action: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
    ) -> None:
        self.game_id = game_id
        self.action = action
        super().__init__(
            discord.ui.Button(
                label=label or action,
                style=style,
                custom_id=f"lobby:{game_id}:{action}",
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
        await presses(interaction).lobby_button(interaction, self.game_id, self.action)


async def _lobby_choice(
    interaction: discord.Interaction[LudoBot],
    game_id: int,
    action: str,
    menu: discord.ui.Select[Any],
) -> None:
    """A lobby menu's choice goes to the lobby as ``action`` with the value picked."""
    values = menu.values
    await presses(interaction).lobby_button(
        interaction, game_id, action, values[0] if values else ""
    )


class ColourSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"lobby:(?P<game>\d+):colour",
):
    """The lobby's colour menu: each player may ask for a colour nobody has yet."""

    def __init__(self, game_id: int, colours: Sequence[str] = (), locale: str = SOURCE) -> None:
        self.game_id = game_id
        options = [discord.SelectOption(label=say("label_any_colour", locale), value="any")]
        options += [
            discord.SelectOption(label=say(f"colour_{c}", locale).capitalize(), value=c)
            for c in colours
        ]
        super().__init__(
            discord.ui.Select(
                placeholder=say("choose_colour", locale),
                options=options,
                custom_id=f"lobby:{game_id}:colour",
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ColourSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        await _lobby_choice(interaction, self.game_id, "colour", self.item)


class EndButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"end:(?P<game>\d+)",
):
    def __init__(self, game_id: int, locale: str = SOURCE) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=say("label_end", locale),
                style=discord.ButtonStyle.danger,
                custom_id=f"end:{game_id}",
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
        await presses(interaction).end_button(interaction, self.game_id)


class LevelSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"lobby:(?P<game>\d+):level",
):
    """The lobby's computer menu: the host adds a computer player of the level chosen."""

    def __init__(self, game_id: int, disabled: bool = False, locale: str = SOURCE) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Select(
                placeholder=say("choose_level", locale),
                options=[
                    discord.SelectOption(
                        label=say(f"level_{level}", locale),
                        value=level,
                        description=say(f"level_{level}_about", locale),
                    )
                    for level in COMPUTER_LEVELS
                ],
                custom_id=f"lobby:{game_id}:level",
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
    ) -> LevelSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        await _lobby_choice(interaction, self.game_id, "computer", self.item)


COMPUTER_LEVELS = ("easy", "normal", "hard")
"""The levels the lobby offers (``random`` is for measurements, not for company)."""

DYNAMIC_ITEMS = (GameButton, LobbyButton, ColourSelect, LevelSelect, EndButton)
