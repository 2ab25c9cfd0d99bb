"""What the /ludo commands share: the cog's bot and live boards, the channel's game,
whose defaults apply here, and the choices the commands offer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import Interaction, app_commands
from discord.ext import commands

from bot import i18n
from bot.core import GameInfo, Refused, scope_of
from bot.core.commands import OFFERED_LEVELS
from bot.core.settings import Pace
from bot.engine import PRESETS

from .dms import jump_url
from .live import LiveBoards
from .reach import reach_of

if TYPE_CHECKING:
    from bot.bot import LudoBot

# Choices' names are English here; the translator (:mod:`.translator`) gives the other
# languages, by the same ``choice-<value>`` message.
LEVEL_CHOICES = [
    app_commands.Choice(name=i18n.say(f"choice-{level}"), value=level) for level in OFFERED_LEVELS
]
PRESET_CHOICES = [app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in PRESETS]
PACE_CHOICES = [app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in Pace]


def circle(interaction: Interaction[LudoBot]) -> int:
    """Whose statistics, ratings and finished games a command here shares: the server's,
    or outside servers the chat's (a DM, a group DM)."""
    return scope_of(interaction.guild_id, interaction.channel_id or 0)


async def defaults_owner(bot: LudoBot, interaction: Interaction[LudoBot]) -> int:
    """Whose defaults ``/ludo config`` and ``/ludo rules`` mean here: the ones a game
    opened here follows (the core's rule, ``ServerDefaults.owner_of``)."""
    defaults = bot.service.defaults
    return await defaults.owner_of(interaction.guild_id, reach_of(interaction), interaction.user.id)


class CommandBase(commands.Cog):
    """The commands' side of the cog: each concern is a Cog class whose commands the
    one :class:`cogs.ludo.cog.Ludo` gathers (it sets these)."""

    bot: LudoBot
    live: LiveBoards

    async def _open_game(self, interaction: Interaction[LudoBot]) -> GameInfo:
        found = await self.bot.service.queries.game_here(interaction.channel_id or 0)
        if found is None:
            raise Refused("no_game_here")
        return found

    @staticmethod
    def _url(game: GameInfo) -> str:
        live_id = game.board.message_id
        if live_id is None:
            return f"<#{game.channel_id}>"
        return jump_url(game.guild_id, game.channel_id, live_id)
