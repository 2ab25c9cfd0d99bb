"""The short message that mentions the person to act (edits notify nobody): one per
game at most, in a channel the bot posts in, or as a follow-up of the latest press where
it may only answer; and the stray ones a process left when it died."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Final, TypeVar

import aiohttp
import discord
from discord.http import handle_message_parameters

from bot.core import Answer, BoardView

from .live_board import LiveBoard
from .places import channel_of
from .reach import Tokens, count_followup, followups_left
from .texts import read, say

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")

REFUSED = (50001, 50007, 50013)
"""Discord's codes for a post or edit the bot may not make (no access to the chat, a DM
to a person who closed them, a missing permission): expected, logged without alarm."""
SWEEP = 50
"""Messages below a board looked through for stray pings after a restart."""
BACKOFF = (0.5, 1.0, 2.0)
"""Seconds before each new try of a ping's post or removal that failed for now (a
server error left after discord.py's own retries, a dropped connection)."""

T = TypeVar("T")

FAILED: Final = (discord.HTTPException, aiohttp.ClientError, OSError)
"""How a request to Discord fails: refused or failing on its side (an HTTP error), or the
connection (:func:`for_now` says which may pass by trying again)."""


def for_now(exc: BaseException) -> bool:
    """A failure that says nothing about the message or the chat: Discord's servers or
    the connection; trying again later may do."""
    if isinstance(exc, discord.HTTPException):
        return exc.status >= 500
    return isinstance(exc, aiohttp.ClientError | OSError)


def refused(exc: discord.HTTPException) -> int:
    """The log level of a post or edit Discord refused: expected refusals (no access, DMs
    closed, a missing permission) are told plainly, without a warning's alarm."""
    return logging.INFO if exc.code in REFUSED else logging.WARNING


class Pings:
    """Who to mention, where, and removing the previous mention."""

    def __init__(self, bot: LudoBot, tokens: Tokens) -> None:
        self.bot = bot
        self.tokens = tokens

    def _channel(self, out: Answer) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(channel_of(out.place), guild_id=out.place.community)

    async def sweep(self, out: Answer, board: LiveBoard, live_id: int, lang: str) -> None:
        """Remove this game's pings that no record names (posted by a process that died
        before it stored them): the bot's own "your turn in game #N" lines below the
        board. Needs Read Message History; without it they stay."""
        me = self.bot.user.id if self.bot.user is not None else None
        channel = self._channel(out)
        try:
            async for message in channel.history(limit=SWEEP, after=discord.Object(live_id)):
                if message.author.id != me or message.id == board.ping_id:
                    continue
                said = read(message.content, lang)
                if (
                    said is not None
                    and said[0] == "your_turn"
                    and said[1].get("game") == str(out.game_id)
                ):
                    await message.delete()
        except discord.HTTPException as exc:
            log.log(refused(exc), "could not look for game %s's stray pings: %s", out.game_id, exc)

    async def in_channel(
        self, out: Answer, board: LiveBoard, lang: str
    ) -> tuple[int | None, int | None]:
        """Edits notify nobody: mention the person the core names in a short message, and
        remove the previous one, so the channel keeps one such line per game at most.
        Returns the ping message now and whom it pings.

        The previous one goes first: a removal that fails for now (after its tries)
        leaves it standing and recorded, and no second line is posted beside it (the
        next draw of the game tries again; the card says whose turn it is meanwhile).
        Each try goes through discord.py's HTTP client (the bot's pace) under the game's
        lock, so a game's pings keep their order."""
        user = out.view.ping if isinstance(out.view, BoardView) else None
        if board.ping_id is not None and board.pinged == user and user is not None:
            return board.ping_id, user  # still their turn: the ping stands
        if not await self._remove(out, board.ping_id):
            return board.ping_id, board.pinged
        return await self._post(out, user, lang)

    async def _again(self, out: Answer, what: str, send: Callable[[], Awaitable[T]]) -> T:
        """``send()``, tried again after each of :data:`BACKOFF` while it fails for now;
        a refusal (a 4xx: no access, DMs closed, gone) is never tried again, nor anything
        while the bot stops."""
        for wait in BACKOFF:
            try:
                return await send()
            except FAILED as exc:
                if not for_now(exc) or self.bot.is_closed():
                    raise
                log.info("game %s's %s failed for now: %s", out.game_id, what, exc)
            await asyncio.sleep(wait)
        return await send()

    async def _remove(self, out: Answer, ping_id: int | None) -> bool:
        """Remove the ping ``ping_id``; False: it still stands (Discord failed for now)."""
        if ping_id is None:
            return True
        channel = channel_of(out.place)
        try:
            await self._again(
                out, "ping removal", lambda: self.bot.http.delete_message(channel, ping_id)
            )
        except discord.NotFound as exc:  # already gone (deleted by hand, or swept): expected
            log.info("could not remove game %s's ping: %s", out.game_id, exc)
        except FAILED as exc:
            log.warning("could not remove game %s's ping: %s", out.game_id, exc)
            return not for_now(exc)  # refused: it is not tried again
        return True

    async def _post(
        self, out: Answer, user: int | None, lang: str
    ) -> tuple[int | None, int | None]:
        if user is None:
            return None, None
        text = say("your_turn", lang, mention=f"<@{user}>", game=out.game_id)
        params = handle_message_parameters(
            text,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False),
            previous_allowed_mentions=self.bot.allowed_mentions,
        )
        channel = channel_of(out.place)
        try:
            # Nothing here reads the message back, so none is made of Discord's answer
            # (discord.py's HTTP client: a press's most frequent request).
            sent = await self._again(
                out, "ping", lambda: self.bot.http.send_message(channel, params=params)
            )
        except FAILED as exc:  # the board says it
            log.warning("could not ping the player to act in game %s: %s", out.game_id, exc)
            return None, None
        return int(sent["id"]), user

    async def by_answer(
        self,
        out: Answer,
        board: LiveBoard,
        lang: str,
        interaction: discord.Interaction[Any] | None,
    ) -> tuple[int | None, int | None]:
        """Where the bot may only answer, the ping is a follow-up of the latest press
        (within the five Discord allows it), removed by the token that sent it while
        that lasts; with no follow-up left there is none: the card's banner says whose
        turn it is."""
        user = out.view.ping if isinstance(out.view, BoardView) else None
        if board.ping_id is not None and board.pinged == user and user is not None:
            return board.ping_id, user
        if board.ping_id is not None:
            grip = self.tokens.editor(board.ping_id)
            if grip is not None:
                with contextlib.suppress(discord.HTTPException):
                    await grip.delete(board.ping_id)
                self.tokens.lost(board.ping_id)
        if user is None:
            return None, None
        speaker = interaction
        if speaker is None or followups_left(speaker) <= 0:
            speaker = self.tokens.speaker(out.game_id)
        if speaker is None:
            return None, None
        text = say("your_turn", lang, mention=f"<@{user}>", game=out.game_id)
        try:
            sent = await speaker.followup.send(
                text, allowed_mentions=discord.AllowedMentions(users=True, roles=False), wait=True
            )
        except discord.HTTPException as exc:  # out of follow-ups or time: the card says it
            log.info("no ping in game %s: %s", out.game_id, exc)
            return None, None
        count_followup(speaker)
        self.tokens.made(sent.id, speaker, original=False)
        return sent.id, user
