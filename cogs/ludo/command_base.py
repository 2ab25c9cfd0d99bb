"""What the /ludo commands share: each concern's :class:`CommandBase` (an
``app_commands.Group`` whose commands the cog registers under /ludo), with the bot and
its live boards, the channel's game, whose defaults apply here, and the choices the
commands offer."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from discord import Interaction, app_commands

from bot import i18n
from bot.core import GameInfo, Refused
from bot.core.commands import OFFERED_LEVELS
from bot.core.settings import Pace
from bot.engine import PRESETS

from .dms import jump_url
from .live import LiveBoards
from .live_board import card_of
from .places import channel_of, place_of
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
    return place_of(interaction).circle


async def defaults_here(bot: LudoBot, interaction: Interaction[LudoBot]) -> int:
    """Whose defaults a game opened here follows (the core's rule,
    ``ServerDefaults.owner_of``)."""
    defaults = bot.service.defaults
    return await defaults.owner_of(interaction.guild_id, reach_of(interaction), interaction.user.id)


def defaults_kept(bot: LudoBot, interaction: Interaction[LudoBot]) -> int:
    """Whose defaults ``/ludo config`` shows and changes here (the core's rule,
    ``ServerDefaults.kept_by``)."""
    return bot.service.defaults.kept_by(interaction.guild_id, interaction.user.id)


class CommandBase(app_commands.Group):
    """One concern's commands (the lobby, questions, administration, pace and seats):
    a group discord.py binds them to, never sent to Discord itself; the one
    :class:`cogs.ludo.cog.Ludo` registers each of its commands under /ludo."""

    def __init__(self, bot: LudoBot, live: LiveBoards) -> None:
        self.bot = bot
        self.live = live
        super().__init__()

    async def interaction_check(self, interaction: Interaction[Any], /) -> bool:
        interaction.extras["started"] = time.perf_counter()
        return True

    async def _open_game(self, interaction: Interaction[LudoBot]) -> GameInfo:
        found = await self.bot.service.queries.game_here(place_of(interaction))
        if found is None:
            raise Refused("no_game_here")
        return found

    @staticmethod
    def _url(game: GameInfo) -> str:
        board = card_of(game.surfaces)
        live_id = board.message_id if board is not None else None
        if live_id is None:
            return f"<#{channel_of(game.place)}>"
        return jump_url(game.place.community, channel_of(game.place), live_id)
