"""Buttons that survive restarts: every press is parsed from its custom_id alone.

``ludo:<game>:<action>:<turn>`` on the board, ``lobby:<game>:<action>`` in the lobby (and
``lobby:<game>:colour`` for its colour menu) and ``end:<game>`` for the confirmation of
/ludo end. The turn in a board button is the
game's ply when the board was drawn, so presses on an older board are recognised.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot


def ludo_bot(interaction: discord.Interaction[Any]) -> LudoBot:
    from bot.bot import LudoBot

    client = interaction.client
    assert isinstance(client, LudoBot)
    return client


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"ludo:(?P<game>\d+):(?P<action>roll|pass|huff|rematch|replay|m\d+):(?P<ply>\d+)",
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

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from .controller import on_game_button

        await on_game_button(
            ludo_bot(interaction), interaction, self.game_id, self.action, self.ply
        )


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

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from .controller import on_lobby_button

        await on_lobby_button(ludo_bot(interaction), interaction, self.game_id, self.action)


class ColourSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"lobby:(?P<game>\d+):colour",
):
    """The lobby's colour menu: each player may ask for a colour nobody has yet."""

    def __init__(self, game_id: int, colours: Sequence[str] = ()) -> None:
        self.game_id = game_id
        options = [discord.SelectOption(label=say("label_any_colour"), value="any")]
        options += [discord.SelectOption(label=c.capitalize(), value=c) for c in colours]
        super().__init__(
            discord.ui.Select(
                placeholder=say("choose_colour"),
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

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from .controller import on_lobby_button

        values = self.item.values
        await on_lobby_button(
            ludo_bot(interaction), interaction, self.game_id, "colour", values[0] if values else ""
        )


class EndButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"end:(?P<game>\d+)",
):
    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=say("label_end"),
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

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from .controller import on_end_button

        await on_end_button(ludo_bot(interaction), interaction, self.game_id)


DYNAMIC_ITEMS = (GameButton, LobbyButton, ColourSelect, EndButton)
