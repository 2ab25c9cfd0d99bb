"""The card's Open board: the game's live board as a Discord Activity (issue 36).

A press asks Discord to start the application's Activity in the chat
(``interaction.response.launch_activity()``, discord.py 2.6+): the Activity's page then
finds the channel's game itself (web/activity_routes.py), so the button carries only the
game's id, for the custom_id's form. The entry point command (Discord's own, kept by
bot/tree_sync.py) opens the same page.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import SOURCE

from .custom_ids import ACTIVITY
from .language import private
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot


class OpenBoardButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ACTIVITY.template):
    """The card's Open board: Discord starts the application's Activity in the chat (its
    page finds the channel's game, web/activity_routes.py). Where Discord cannot start
    one (an old client, Activities not enabled), the presser is told privately that the
    board's link (/ludo board) opens it in a browser. No command of the game's: nothing
    changes."""

    def __init__(self, game_id: int, locale: str = SOURCE) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=say("label_open_board", locale),
                style=discord.ButtonStyle.secondary,
                custom_id=ACTIVITY(game=game_id),
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> OpenBoardButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[LudoBot]) -> None:  # type: ignore[override]
        try:
            await interaction.response.launch_activity()
        except discord.HTTPException:
            text = say("web-activity-cannot-launch", private(interaction))
            await interaction.response.send_message(text, ephemeral=True)
