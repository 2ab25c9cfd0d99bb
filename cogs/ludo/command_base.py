"""What the /ludo commands share: the cog's bot and live boards, the channel's game,
and checking the values a payload brings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import Interaction, app_commands
from discord.ext import commands

from bot import i18n
from bot.core import GameInfo, Refused
from bot.core.notes import echo
from bot.core.settings import PACES
from bot.core.typed import number
from bot.engine import PRESETS

from .dms import jump_url
from .live import LiveBoards
from .live_board import card_of
from .places import channel_of, place_of

if TYPE_CHECKING:
    from bot.bot import LudoBot

# Choices' names are English here; the translator (:mod:`.translator`) gives the other
# languages, by the same ``choice-<value>`` message.
LEVEL_CHOICES = [
    app_commands.Choice(name=i18n.say(f"choice-{level}"), value=level)
    for level in ("easy", "normal", "hard")
]
PRESET_CHOICES = [app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in PRESETS]
PACE_CHOICES = [app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in PACES]


def whole(value: object, option: str, low: int, high: int | None) -> int | None:
    """An integer option as it arrived: Discord's client checks the type and the range,
    but a payload does not have to come from it (digits sent as text are read as typed
    text is everywhere: ``"٣"`` is 3)."""
    if value is None:
        return None
    if isinstance(value, str):
        value = number(value) if number(value) is not None else value
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or value < low
        or (high is not None and value > high)
    ):
        raise Refused("bad_input", option=option, why=echo(str(value)[:60]))
    return value


def circle(interaction: Interaction[LudoBot]) -> int:
    """Whose statistics, ratings and finished games a command here shares: the server's,
    or outside servers the chat's (a DM, a group DM)."""
    return place_of(interaction).circle


def defaults_owner(interaction: Interaction[LudoBot]) -> int:
    """Whose defaults ``/ludo config`` and ``/ludo rules`` mean here: the server's, or
    outside servers the person's own."""
    return interaction.guild_id if interaction.guild_id is not None else interaction.user.id


class CommandBase(commands.Cog):
    """The commands' side of the cog: each concern is a Cog class whose commands the
    one :class:`cogs.ludo.cog.Ludo` gathers (it sets these)."""

    bot: LudoBot
    live: LiveBoards

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
