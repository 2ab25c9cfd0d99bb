"""A tournament card's Join and Leave buttons: dynamic items read from their custom_id
(``tournament:<id>:join``), so a card posted before a restart keeps working. The press
goes to the loaded cog (this module imports neither the cog nor the commands)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import discord

from .custom_ids import TOURNAMENT

if TYPE_CHECKING:
    from bot.bot import LudoBot


@runtime_checkable
class TournamentPresses(Protocol):
    """Who handles a tournament card's presses: the loaded ludo cog."""

    async def tournament_press(
        self, interaction: discord.Interaction[LudoBot], tournament_id: int, action: str
    ) -> None: ...


class TournamentButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=TOURNAMENT.template
):
    def __init__(
        self,
        tournament_id: int,
        action: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        self.tournament_id = tournament_id
        self.action = action
        super().__init__(
            discord.ui.Button(
                label=label or action,
                style=style,
                custom_id=TOURNAMENT(tournament=tournament_id, action=action),
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> TournamentButton:
        return cls(int(match["tournament"]), match["action"])

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        cog = interaction.client.get_cog("Ludo")
        assert isinstance(cog, TournamentPresses), "the ludo cog is not loaded"
        await cog.tournament_press(interaction, self.tournament_id, self.action)
