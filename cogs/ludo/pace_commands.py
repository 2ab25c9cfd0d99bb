"""/ludo dm and /ludo mygames: a person's own "your turn" by direct message, and every
game they sit in. Both work anywhere (a server, a DM, a group DM) and answer privately.

Each docstring is the command's help text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import Interaction, app_commands

from bot import i18n
from bot.core.queries import MyGame
from bot.core.settings import DM_CHOICES

from .command_base import CommandBase
from .errors import tell
from .language import private
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot

DM_CHOICE_LIST = [app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in DM_CHOICES]
MY_GAMES = 20
"""Games /ludo mygames lists at most (the message's length)."""


class PaceCommands(CommandBase):
    @app_commands.command(name="dm")
    @app_commands.describe(when="In slow games (the default), in every game, or never")
    @app_commands.choices(when=DM_CHOICE_LIST)
    async def dm(self, interaction: Interaction[LudoBot], when: str) -> None:
        """When the bot tells you privately that it is your turn."""
        await interaction.response.defer(ephemeral=True)
        settings = await self.bot.service.defaults.set_dm(interaction.user.id, when)
        await tell(interaction, say("dm_set", private(interaction), when=settings.dm))

    @app_commands.command(name="mygames")
    async def mygames(self, interaction: Interaction[LudoBot]) -> None:
        """Every game you sit in, the ones where it is your turn first."""
        await interaction.response.defer(ephemeral=True)
        lang = private(interaction)
        games = await self.bot.service.queries.my_games(interaction.user.id)
        if not games:
            await tell(interaction, say("no_games", lang))
            return
        lines = [self._line(g, lang) for g in games[:MY_GAMES]]
        await tell(interaction, "\n".join([say("mygames_title", lang), *lines]))

    def _line(self, game: MyGame, lang: str) -> str:
        url = self._url(game.info)
        values = {"game": game.info.id, "pace": game.pace, "url": url}
        if game.name is None:
            line = say("mygames_lobby", lang, **values)
        elif game.mine:
            line = say("mygames_yours", lang, **values)
        else:
            line = say("mygames_other", lang, name=game.name, **values)
        if game.ends is not None:
            line += " · " + say("mygames_ends", lang, at=f"<t:{int(game.ends)}:R>")
        return f"- {line}"
