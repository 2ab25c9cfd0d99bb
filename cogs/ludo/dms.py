""" "Your turn", privately: a direct message to the person to act, for those who want one
(their own ``/ludo dm`` setting: in slow games by default). The core decides when (once
when a turn starts, once as its reminder, :class:`bot.core.answer.TurnDM`); this sends
it, with a link to the board. A person who closed their DMs or blocked the bot gets none
(Discord refuses with 50007) and nothing else changes."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.core import Answer

from .language import card_language
from .pings import REFUSED
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """A link to a message: a server channel's link needs the server's id."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def board_link(guild_id: int | None, channel_id: int, message_id: int | None) -> str:
    """A link to a game's board (its chat, when the board is not known)."""
    if message_id is None:
        return f"<#{channel_id}>"
    return jump_url(guild_id, channel_id, message_id)


class TurnDMs:
    """Sends the private "your turn" an answer calls for."""

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot

    async def send(self, out: Answer, message_id: int | None) -> None:
        """Tell the person ``out.dm`` names, privately, with a link to the board at
        ``message_id``; a refusal is logged, never raised."""
        dm = out.dm
        if dm is None:
            return
        lang = await card_language(self.bot, out)
        url = board_link(out.guild_id, out.channel_id, message_id)
        at = f"<t:{int(dm.ends)}:R>" if dm.ends is not None else None
        if at is None:
            text = say("dm_turn", lang, game=out.game_id, url=url)
        else:
            code = "dm_reminder" if dm.reminder else "dm_turn_ends"
            text = say(code, lang, game=out.game_id, url=url, at=at)
        try:
            channel = await self.bot.create_dm(discord.Object(dm.user_id))
            await channel.send(text)
        except discord.HTTPException as exc:  # closed DMs (50007) are expected
            level = logging.INFO if exc.code in REFUSED else logging.WARNING
            log.log(level, "could not tell game %s's player privately: %s", out.game_id, exc)
