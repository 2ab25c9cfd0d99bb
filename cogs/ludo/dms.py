""" "Your turn", privately: a direct message to the person to act, for those who want one
(their own ``/ludo dm`` setting: in slow games by default). The core decides when (once
when a turn starts, once as its reminder, :class:`bot.core.answer.TurnDM`); this sends
it, with a link to the board and the turn's roll or move buttons (Discord allows buttons
in the bot's own DM): a press there plays as on the board, the board in the game's chat
is drawn again, and the DM shows what the press did. A person who closed their DMs or
blocked the bot gets none (Discord refuses with 50007, or a 403) and nothing else
changes; none is tried again for a while, until they use the bot (:mod:`.unreachable`)."""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from bot.core import Answer, BoardView

from .buttons import DMButton
from .language import card_language
from .live_board import card_of
from .messages import moves_text, play_buttons
from .pings import REFUSED
from .places import channel_of
from .texts import cut, say
from .unreachable import Unreachable

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")

CLOSED = 50007
"""Discord's code for a DM to someone who does not take the bot's (closed, or blocked)."""
FORBIDDEN = 403


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """A link to a message: a server channel's link needs the server's id."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def board_link(guild_id: int | None, channel_id: int, message_id: int | None) -> str:
    """A link to a game's board (its chat, when the board is not known)."""
    if message_id is None:
        return f"<#{channel_id}>"
    return jump_url(guild_id, channel_id, message_id)


def live_link(bot: LudoBot, game_id: int, user_id: int, lang: str) -> str | None:
    """``/ludo board``'s line with the person's own link to the game's live page, and
    when it expires (None: the web edge is off)."""
    web = bot.web
    if web is None:
        return None
    at = f"<t:{int(bot.wall() + web.link_seconds)}:R>"
    return say("board_live", lang, url=web.personal_link(game_id, user_id), at=at)


class TurnDMs:
    """Sends the private "your turn" an answer calls for, and shows on a pressed one what
    the press did."""

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self.unreachable = Unreachable()
        """Who refused the last "your turn": none is tried for a while."""

    async def send(
        self,
        out: Answer,
        message_id: int | None,
        pressed: discord.Interaction[Any] | None = None,
    ) -> None:
        """Tell the person ``out.dm`` names, privately, with a link to the board at
        ``message_id``; a refusal is logged, never raised. ``pressed``: the answer is a
        press on a "your turn" of this game, which now shows what it did (and is the
        message of the presser's next turn, if the press gave them one)."""
        dm = out.dm
        url = board_link(out.place.community, channel_of(out.place), message_id)
        if pressed is not None:
            mine = dm is not None and dm.user_id == pressed.user.id
            await self._show(out, pressed, url, mine)
            if mine:
                return
        if dm is None:
            return
        if self.unreachable.skipped(dm.user_id, self.bot.wall()):
            log.info("game %s's player refuses direct messages: none tried", out.game_id)
            return
        lang = await card_language(self.bot, out)
        try:
            channel = await self.bot.create_dm(discord.Object(dm.user_id))
            text, buttons = self._text(out, lang, url), self._buttons(out, dm.user_id, lang)
            if self.bot.web is not None:  # their own link: the turn can be played there
                link = self.bot.web.personal_link(out.game_id, dm.user_id)
                text += "\n" + say("dm_live", lang, url=link)
            if buttons is None:
                await channel.send(text)
            else:
                await channel.send(text, view=buttons)
        except discord.HTTPException as exc:  # closed DMs (50007) are expected
            if exc.code == CLOSED or exc.status == FORBIDDEN:
                self.unreachable.refused(dm.user_id, self.bot.wall())
            level = logging.INFO if exc.code in REFUSED else logging.WARNING
            log.log(level, "could not tell game %s's player privately: %s", out.game_id, exc)
        except (aiohttp.ClientError, OSError) as exc:  # the connection: this one is lost
            log.warning("could not tell game %s's player privately: %s", out.game_id, exc)
        else:
            self.unreachable.reached(dm.user_id)

    @staticmethod
    def _text(out: Answer, lang: str, url: str) -> str:
        dm = out.dm
        assert dm is not None
        if dm.ends is None:
            return say("dm_turn", lang, game=out.game_id, url=url)
        code = "dm_reminder" if dm.reminder else "dm_turn_ends"
        return say(code, lang, game=out.game_id, url=url, at=f"<t:{int(dm.ends)}:R>")

    @staticmethod
    def _buttons(out: Answer, user_id: int, lang: str) -> discord.ui.View | None:
        """The roll or the moves, when it is ``user_id``'s to play (None: no buttons)."""
        view = out.view
        if not isinstance(view, BoardView) or view.acting != user_id:
            return None
        buttons = play_buttons(out, view, lang, DMButton)
        if not buttons:
            return None
        items = discord.ui.View(timeout=None)
        for button in buttons:
            items.add_item(button)
        return items

    async def _show(
        self, out: Answer, pressed: discord.Interaction[Any], url: str, mine: bool
    ) -> None:
        """The pressed "your turn" says what happened (the roll and the moves since), with
        the buttons while the turn is still the presser's."""
        lang = await card_language(self.bot, out)
        buttons = self._buttons(out, pressed.user.id, lang)
        if mine:
            head = self._text(out, lang, url)
        else:
            code = "dm_your_move" if buttons is not None else "dm_played"
            head = say(code, lang, game=out.game_id, url=url)
        log = moves_text(out.view, lang) if isinstance(out.view, BoardView) else ""
        text = cut(head + "\n" + log)
        with contextlib.suppress(discord.HTTPException):  # the game goes on regardless
            await pressed.edit_original_response(content=text, view=buttons)

    async def behind(self, pressed: discord.Interaction[Any], game_id: int) -> None:
        """A press on a "your turn" that the game had already moved past (the board's
        press, or another, came first). While the turn is still the presser's, the DM
        shows where it stands now, with its current roll or moves; once the turn has
        passed it loses its buttons and points at the board."""
        out = await self.bot.service.queries.stored(game_id)
        if out is None:  # (a damaged row keeps the words it had)
            with contextlib.suppress(discord.HTTPException):
                await pressed.edit_original_response(view=None)
            return
        board = card_of(self.bot.service.surfaces(game_id)) or card_of(out.surfaces)
        message = board.message_id if board is not None else None
        url = board_link(out.place.community, channel_of(out.place), message)
        view = out.view
        if isinstance(view, BoardView) and view.acting == pressed.user.id:
            await self._show(out, pressed, url, mine=False)
            return
        lang = await card_language(self.bot, out)
        text = cut(say("dm_turn_over", lang, game=game_id, url=url))
        with contextlib.suppress(discord.HTTPException):
            await pressed.edit_original_response(content=text, view=None)
