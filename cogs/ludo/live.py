"""The live board of each game: drawing an answer on the game's live message, and the
short message that pings the person to act.

Where a game is shown (its message, the version it shows, its ping) is the core's
record (the card's surface, :mod:`.live_board`): each answer carries it, and every draw
reports the new one (:meth:`GameService.shown`), so this module keeps no per-game state beyond the
edit locks of the games being drawn. Edits of one game are serialised and an answer
older than the one shown is dropped; a board left behind (a failed edit, a restart
between a commit and its edit) is drawn again from the stored state.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import discord

from bot.core import Answer, BoardView, Refused
from bot.core.locks import GameLocks

from .acks import settled
from .dms import TurnDMs, jump_url
from .language import card_language
from .live_board import LiveBoard, card_of
from .messages import Card, card_for, text_card
from .pings import Pings, refused
from .places import channel_of
from .reach import Tokens, answers_only, count_followup, followups_left, pressed_on
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")

RETRY_FIRST = 5.0
"""Seconds before boards whose edit failed are drawn again (doubling up to RETRY_MAX)."""
RETRY_MAX = 600.0
RECENT_DAYS = 1.0
"""Closed games whose last picture was lost are redrawn at start if this recent."""


@contextlib.contextmanager
def logged(game_id: int, stopping: Callable[[], bool] = lambda: False) -> Iterator[None]:
    """Drawing a board again is a repair: its failure is logged and never hides the
    answer the user is waiting for. While the bot stops (its connection already closed)
    a failed edit is no error: the store knows what each board shows, and the next start
    draws it again."""
    try:
        yield
    except Exception:
        if stopping():
            log.info("game %s's board is left for the next start: the bot is stopping", game_id)
        else:
            log.exception("bringing game %s's board up to date failed", game_id)


class LiveBoards:
    """Shows answers on each game's live message, one edit at a time per game."""

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self.retry_first = RETRY_FIRST
        self._locks = GameLocks()
        self._retry: asyncio.Task[None] | None = None
        self._retry_wait = RETRY_FIRST
        self._pressing = 0
        """Presses under way: stopping waits for them (see :meth:`drain`)."""
        self.tokens = Tokens(lambda: self.bot.wall())
        """The interactions that can still draw the games in chats the bot may only
        answer in."""
        self.pings = Pings(bot, self.tokens)
        self.dms = TurnDMs(bot)

    @contextlib.contextmanager
    def pressing(self) -> Iterator[None]:
        """Count one press (or command) under way, from its first step to its answer."""
        self._pressing += 1
        try:
            yield
        finally:
            self._pressing -= 1

    async def drain(self, grace: float = 5.0) -> None:
        """Let the presses under way finish (their edits and their answers) before the
        bot stops, for up to ``grace`` seconds."""
        until = time.monotonic() + grace
        while self._pressing and time.monotonic() < until:
            await asyncio.sleep(0.02)

    def _channel(self, guild_id: int | None, channel_id: int) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(channel_id, guild_id=guild_id)

    def _board(self, out: Answer) -> LiveBoard:
        """Where the game is shown now (a draw since ``out`` was made may have moved it)."""
        known = card_of(self.bot.service.surfaces(out.game_id))
        return known or card_of(out.surfaces) or LiveBoard()

    async def unsure(self, game_id: int, message_id: int) -> None:
        """The message ``message_id`` shows a choice of the game not saved yet (a menu
        shows it at once): the core stores the card as behind."""
        known = card_of(self.bot.service.surfaces(game_id)) or LiveBoard()
        card = LiveBoard(message_id, known.version, known.ping_id, known.pinged)
        await self.bot.service.unsure(game_id, card.surface())

    async def show(self, out: Answer) -> None:
        """The core's listener: a computer step or a timed-out turn."""
        await self.publish(out)

    async def publish(
        self,
        out: Answer,
        interaction: discord.Interaction[Any] | None = None,
        fresh: bool = False,
        dm: discord.Interaction[Any] | None = None,
    ) -> int | None:
        """Draw ``out`` on the live message (through the interaction when the press was
        on it); returns the live message's id, None when nothing could be drawn.
        ``fresh``: the first card of a game opened by a press on another game's card
        (a rematch), which in a chat the bot may only answer in is a follow-up of it.
        ``dm``: the press was on a private "your turn", which then shows what it did."""
        async with self._locks.hold(out.game_id):
            board = self._board(out)
            if board.version is not None and out.version < board.version:
                shown = board.message_id  # a newer state is shown already
            else:
                shown = await self._draw(out, board, interaction, fresh)
        await self.dms.send(out, shown or board.message_id, dm)
        return shown

    async def catch_up(
        self,
        game_id: int,
        interaction: discord.Interaction[Any] | None = None,
        again: bool = False,
    ) -> int | None:
        """Draw the stored state of a game whose live message is behind it (or which the
        press came from, when that message is the live one and shows an older state);
        ``again``: even when it is not behind (a menu shows a choice the core refused)."""
        async with self._locks.hold(game_id):
            out = await self.bot.service.queries.stored(game_id)
            if out is None:
                board = card_of(self.bot.service.surfaces(game_id))
                return board.message_id if board is not None else None
            board = self._board(out)
            if not again and board.version is not None and board.version >= out.version:
                return board.message_id
            return await self._draw(out, board, interaction)

    async def catch_up_all(self) -> int:
        """Every game whose live message is behind its stored state, drawn again: at
        start, and a while after an edit failed. Returns how many were drawn."""
        drawn = 0
        for game_id in await self.bot.service.queries.games_behind(
            time.time() - RECENT_DAYS * 86400
        ):
            with logged(game_id, self.bot.is_closed):
                if await self.catch_up(game_id) is not None:
                    drawn += 1
        return drawn

    async def _card(self, out: Answer) -> tuple[Card, str]:
        lang = await card_language(self.bot, out)
        over = isinstance(out.view, BoardView) and out.view.step == "over"
        dice = await self.bot.service.queries.final_dice(out) if over else None
        # Where only presses can change the card, it says how old it is.
        as_of = time.time() if answers_only(out) else None
        return await card_for(out, lang, dice, as_of), lang

    async def _draw(
        self,
        out: Answer,
        board: LiveBoard,
        interaction: discord.Interaction[Any] | None,
        fresh: bool = False,
    ) -> int | None:
        """Under the game's lock: edit the live message, or post afresh when it cannot be
        edited; ping the person to act; report where the game is shown now."""
        answers = answers_only(out)
        if answers and interaction is not None:
            self.tokens.seen(out.game_id, interaction)
        elif answers and self.tokens.editor(board.message_id or 0) is None:
            return None  # nobody pressed for a while: the next press draws it
        card, lang = await self._card(out)
        shown = await self._edited(out, card, board.message_id, interaction)
        if shown is None:
            shown = await self._posted(out, card, interaction, fresh)
        if shown is None:
            if not answers:
                self._heal_later()
            return None
        ping_id, pinged = board.ping_id, board.pinged
        # The first draw since this process started: a ping the last one posted just
        # before it died may not be in the record.
        first = card_of(self.bot.service.surfaces(out.game_id)) is None
        with logged(out.game_id, self.bot.is_closed):
            if answers:
                ping_id, pinged = await self.pings.by_answer(out, board, lang, interaction)
            else:
                if first:
                    await self.pings.sweep(out, board, shown, lang)
                ping_id, pinged = await self.pings.in_channel(out, board, lang)
        self.bot.service.shown(out, LiveBoard(shown, out.version, ping_id, pinged).surface())
        self._retry_wait = self.retry_first
        return shown

    async def _edited(
        self,
        out: Answer,
        card: Card,
        live_id: int | None,
        interaction: discord.Interaction[Any] | None,
    ) -> int | None:
        """Edit the live message: through the press when it was on it (no rate limit of
        the channel's), else by the channel. None: it could not be edited."""
        pressed = interaction.message.id if interaction and interaction.message else None
        if interaction is not None and pressed is not None and pressed == live_id:
            shown = await self._edited_by_press(out, card, interaction)
            if shown is not None:
                return shown
        if live_id is None:
            return None
        if answers_only(out):
            return await self._edited_by_token(out, card, live_id)
        channel = self._channel(out.place.community, channel_of(out.place))
        try:
            await channel.get_partial_message(live_id).edit(
                view=card.view, attachments=card.files()
            )
        except discord.HTTPException as exc:
            log.log(refused(exc), "could not edit game %s's board: %s", out.game_id, exc)
            return None
        return live_id

    async def _edited_by_press(
        self, out: Answer, card: Card, interaction: discord.Interaction[Any]
    ) -> int | None:
        """Edit the message pressed (or the command's own answer) with the interaction;
        returns that message's id (None: it could not be edited)."""
        await settled(interaction)
        try:
            if interaction.response.is_done():
                message = await interaction.edit_original_response(
                    view=card.view, attachments=card.files()
                )
                shown = message.id
            else:  # not acknowledged yet (a press that would have opened a form)
                await interaction.response.edit_message(view=card.view, attachments=card.files())
                shown = interaction.message.id if interaction.message else 0
        except discord.HTTPException as exc:  # e.g. its token expired: by the channel
            log.warning("could not edit game %s's board by the press: %s", out.game_id, exc)
            return None
        if answers_only(out):
            self.tokens.made(shown, interaction, original=True)
        return shown

    async def _edited_by_token(self, out: Answer, card: Card, live_id: int) -> int | None:
        """Where the bot may only answer: edit the card with the token of an interaction
        that made it or pressed on it, while that token lasts."""
        grip = self.tokens.editor(live_id)
        if grip is None:
            return None
        try:
            await grip.edit(live_id, view=card.view, attachments=card.files())
        except discord.HTTPException as exc:  # the token ran out sooner, or the card is gone
            log.info("game %s's card could not be edited by its token: %s", out.game_id, exc)
            self.tokens.lost(live_id)
            return None
        return live_id

    async def _posted(
        self,
        out: Answer,
        card: Card,
        interaction: discord.Interaction[Any] | None = None,
        fresh: bool = False,
    ) -> int | None:
        if answers_only(out):
            return await self._answered(out, card, interaction, fresh)
        channel = self._channel(out.place.community, channel_of(out.place))
        try:
            return (await channel.send(view=card.view, files=card.files())).id
        except discord.HTTPException as exc:
            log.log(refused(exc), "could not post game %s's board: %s", out.game_id, exc)
            return None

    async def _answered(
        self,
        out: Answer,
        card: Card,
        interaction: discord.Interaction[Any] | None,
        fresh: bool,
    ) -> int | None:
        """Where the bot may only answer, a card that cannot be edited is drawn by the
        interaction at hand: on the card pressed (of this game; it becomes the live one),
        as the answer of a command, or (a rematch) as a follow-up of the press."""
        if interaction is None:
            return None
        if not fresh and (interaction.message is None or pressed_on(interaction, out.game_id)):
            return await self._edited_by_press(out, card, interaction)
        if followups_left(interaction) <= 0:
            return None
        try:
            sent = await interaction.followup.send(view=card.view, files=card.files(), wait=True)
        except discord.HTTPException as exc:
            log.info("game %s's card could not be sent as a follow-up: %s", out.game_id, exc)
            return None
        count_followup(interaction)
        self.tokens.made(sent.id, interaction, original=False)
        return sent.id

    def _heal_later(self) -> None:
        if self._retry is not None and not self._retry.done():
            return
        wait = self._retry_wait
        self._retry_wait = min(RETRY_MAX, wait * 2)

        async def heal() -> None:
            await asyncio.sleep(wait)
            self._retry = None  # a board that fails again schedules the next try
            with logged(0, self.bot.is_closed):
                await self.catch_up_all()

        self._retry = asyncio.get_running_loop().create_task(heal(), name="ludobot-heal")

    async def close(self) -> None:
        if self._retry is not None:
            self._retry.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._retry

    async def repost(
        self, game_id: int, interaction: discord.Interaction[Any] | None = None
    ) -> int:
        """Post the board afresh at the bottom of the channel and make it the live one;
        the old message keeps a pointer instead of buttons that would compete. Drawn
        from the stored state under the game's lock, so no edit in flight can land on
        the old message afterwards, nor an older state on the new one. Where the bot may
        only answer, the new board is the answer of ``interaction`` (the command)."""
        async with self._locks.hold(game_id):
            out = await self.bot.service.queries.stored(game_id)
            if out is None:
                raise Refused("damaged")
            board = self._board(out)
            card, lang = await self._card(out)
            if answers_only(out) and interaction is not None:
                self.tokens.seen(game_id, interaction)
                shown = await self._edited_by_press(out, card, interaction)
                if shown is None:
                    raise Refused("board_failed")
            else:
                channel = self._channel(out.place.community, channel_of(out.place))
                shown = (await channel.send(view=card.view, files=card.files())).id
            self.bot.service.shown(
                out, LiveBoard(shown, out.version, board.ping_id, board.pinged).surface()
            )
            old = board.message_id
            if old is not None and old != shown:
                url = jump_url(out.place.community, channel_of(out.place), shown)
                moved = text_card(say("moved_down", lang, url=url))
                # Gone already is fine too: then nothing competes with the new board.
                with contextlib.suppress(discord.HTTPException):
                    await self._moved(out, old, moved)
            return shown

    async def _moved(self, out: Answer, old: int, moved: Card) -> None:
        if not answers_only(out):
            channel = self._channel(out.place.community, channel_of(out.place))
            await channel.get_partial_message(old).edit(view=moved.view, attachments=[])
            return
        grip = self.tokens.editor(old)
        if grip is not None:  # else it stays; a press on it is pointed to the new one
            await grip.edit(old, view=moved.view, attachments=[])
            self.tokens.lost(old)


def live(bot: LudoBot) -> LiveBoards:
    """The live boards of the running ludo cog."""
    boards = getattr(bot.get_cog("Ludo"), "live", None)
    assert isinstance(boards, LiveBoards), "the ludo cog is not loaded"
    return boards
