"""The Discord edge's live boards: each game's card, a message of its channel that the
answers are drawn on, and the short message that pings the person to act.

How an answer reaches a card (one draw at a time per game, never over a newer state,
catch-up, healing with backoff, reposting) is the protocol of every edge
(:mod:`bot.boards`); this module is its Discord side (:class:`DiscordCards`): it edits
the card (through the press; for the bot's own steps with the last press's token while
it lasts, outside Discord's global limit; through the channel; or with an interaction's
token where the bot may only answer), posts it afresh, pings, and points an old card at
the new one. The bot's own steps come through :class:`bot.boards.runs.StepRuns`, which
draws a run of computer steps once.
The card's record (its message, the version it shows, its ping) is the core's
(:mod:`.live_board`), so nothing per game is kept here.
"""

from __future__ import annotations

import contextlib
import logging
import time
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from bot.boards import LiveSurfaces, logged
from bot.boards.runs import StepRuns
from bot.core import Answer, Refused, Surface
from bot.discord_requests import for_game

from .acks import settled
from .dms import TurnDMs, jump_url
from .language import card_language
from .live_board import CARD, LiveBoard, card_of
from .messages import LAST_MOVES, Card, card_for, text_card
from .pings import FAILED, Pings, for_now, refused
from .places import KIND, channel_of
from .reach import Tokens, answers_only, count_followup, followups_left, pressed_on
from .texts import say
from .unreachable import LostChannels

if TYPE_CHECKING:
    from bot.bot import LudoBot

LOST = (50001, 50013)
"""Discord's codes for a chat the bot lost access to (Missing Access, Missing
Permissions)."""

log = logging.getLogger("ludobot.discord")

Press = discord.Interaction[Any]


class Unsent(Exception):
    """Discord did not take a card's edit for now: a server error (5xx) left after
    discord.py's retries, a dropped connection. The card is still there: it is drawn
    again a little later with the game's newest version (the protocol's healing,
    :mod:`bot.boards.live`), never posted afresh beside it. (A 429 is waited out by
    discord.py; one left after its five tries is the card's own bucket, so the card is
    posted afresh, which another bucket takes.)"""


class DiscordCards:
    """Draws a game on its card: the :class:`bot.boards.Drawer` of Discord."""

    kind = KIND
    key = CARD

    def __init__(self, bot: LudoBot, tokens: Tokens, pings: Pings) -> None:
        self.bot = bot
        self.tokens = tokens
        """The interactions that can still draw the games in chats the bot may only
        answer in."""
        self.pings = pings
        self.pressed = Tokens(lambda: bot.wall())
        """For cards in chats the bot may post in: the last press on each card, whose
        token edits it for the bot's own steps while it lasts (an interaction's edits are
        outside Discord's global limit; a channel's edit is inside it)."""
        self.lost = LostChannels()
        """Chats whose card the bot may no longer edit by itself."""

    def stopping(self) -> bool:
        return self.bot.is_closed()

    def heals(self, out: Answer) -> bool:
        """Where the bot may only answer, only a press can draw the card."""
        return not answers_only(out)

    def _channel(self, out: Answer) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(channel_of(out.place), guild_id=out.place.community)

    async def draw(
        self, out: Answer, shown: Surface | None, press: Press | None, fresh: bool
    ) -> Surface | None:
        """Edit the live message, or post afresh when it cannot be edited; ping the
        person to act."""
        board = LiveBoard.of(shown)
        answers = answers_only(out)
        if press is None and channel_of(out.place) in self.lost:
            return None  # refused before: tried again once a press or command comes
        if answers and press is not None:
            self.tokens.seen(out.game_id, press)
        elif answers and self.tokens.editor(board.message_id or 0) is None:
            return None  # nobody pressed for a while: the next press draws it
        # Steps drawn at once (a run of computers'): the whole log the view holds tells
        # them.
        merged = board.version is not None and out.version - board.version > 1
        card, lang = await self._card(out, None if merged else LAST_MOVES)
        try:
            message = await self._edited(out, card, board.message_id, press)
            if message is None:
                message = await self._posted(out, card, press, fresh)
        except Unsent:
            return None  # drawn again a little later (the protocol's healing)
        if message is None:
            return None
        ping_id, pinged = board.ping_id, board.pinged
        # The first draw since this process started: a ping the last one posted just
        # before it died may not be in the record.
        first = card_of(self.bot.service.surfaces(out.game_id)) is None
        with logged(out.game_id, self.stopping):
            if answers:
                ping_id, pinged = await self.pings.by_answer(out, board, lang, press)
            else:
                if first:
                    await self.pings.sweep(out, board, message, lang)
                ping_id, pinged = await self.pings.in_channel(out, board, lang)
        return LiveBoard(message, out.version, ping_id, pinged).surface()

    async def repost(self, out: Answer, shown: Surface | None, press: Press | None) -> Surface:
        """Post the card afresh at the bottom of the channel; where the bot may only
        answer, as the answer of ``press`` (the command)."""
        board = LiveBoard.of(shown)
        card, _ = await self._card(out)
        if answers_only(out) and press is not None:
            self.tokens.seen(out.game_id, press)
            message = await self._edited_by_press(out, card, press)
            if message is None:
                raise Refused("board_failed")
        else:
            message = (await self._channel(out).send(view=card.view, files=card.files())).id
        return LiveBoard(message, out.version, board.ping_id, board.pinged).surface()

    async def moved(self, out: Answer, old: Surface, new: Surface) -> None:
        """The old card keeps a pointer instead of buttons that would compete."""
        old_id, new_id = LiveBoard.of(old).message_id, LiveBoard.of(new).message_id
        if old_id is None or new_id is None or old_id == new_id:
            return
        lang = await card_language(self.bot, out)
        url = jump_url(out.place.community, channel_of(out.place), new_id)
        moved = text_card(say("moved_down", lang, url=url))
        # Gone already is fine too: then nothing competes with the new board.
        with contextlib.suppress(discord.HTTPException):
            await self._moved(out, old_id, moved)

    async def _card(self, out: Answer, moves: int | None = LAST_MOVES) -> tuple[Card, str]:
        lang = await card_language(self.bot, out)
        dice = await self.bot.service.queries.final_dice(out)
        # Where only presses can change the card, it says how old it is.
        as_of = time.time() if answers_only(out) else None
        watch = self.watch_link(out)
        activity = self.bot.board_activity
        return await card_for(out, lang, dice, as_of, watch, activity, moves), lang

    def watch_link(self, out: Answer) -> str | None:
        """The game's live page for the card's "Watch live": with the web edge on, for a
        running game of a server (a DM's or group DM's is watched only through its
        members' own links: ``/ludo board``, the "your turn" DM)."""
        web = self.bot.web
        if web is None or out.place.community is None or out.view.closed:
            return None
        return web.watch_link(out.game_id)

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
        if interaction is None and await self._edited_by_press_before(out, card, live_id):
            return live_id
        channel = self._channel(out)
        try:
            await channel.get_partial_message(live_id).edit(
                view=card.view, attachments=card.files()
            )
        except FAILED as exc:
            if for_now(exc):  # the card is there: it is edited again, never posted anew
                log.warning("game %s's board was not edited for now: %s", out.game_id, exc)
                raise Unsent from exc
            assert isinstance(exc, discord.HTTPException)
            self._refused(out, exc)
            log.log(refused(exc), "could not edit game %s's board: %s", out.game_id, exc)
            return None
        return live_id

    def _refused(self, out: Answer, exc: discord.HTTPException) -> None:
        if exc.code in LOST:
            self.lost.lost(channel_of(out.place))

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
        except FAILED as exc:
            # e.g. its token expired, or the connection dropped: by the channel
            log.warning("could not edit game %s's board by the press: %s", out.game_id, exc)
            return None
        if answers_only(out):
            self.tokens.made(shown, interaction, original=True)
        elif interaction.message is not None and shown == interaction.message.id:
            self.pressed.made(shown, interaction, original=True)
        return shown

    async def _edited_by_press_before(self, out: Answer, card: Card, live_id: int) -> bool:
        """A step of the bot's own (a computer's, the timer's): edit the card with the
        token of the last press on it, while that lasts, outside the global limit. False:
        no such press, or Discord refused it (then by the channel)."""
        grip = self.pressed.editor(live_id)
        if grip is None:
            return False
        try:
            await grip.edit(live_id, view=card.view, attachments=card.files())
        except FAILED as exc:
            log.info("game %s's card was not edited by its last press: %s", out.game_id, exc)
            self.pressed.lost(live_id)
            return False
        return True

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
        channel = self._channel(out)
        try:
            return (await channel.send(view=card.view, files=card.files())).id
        except (aiohttp.ClientError, OSError) as exc:
            log.warning("game %s's board was not posted for now: %s", out.game_id, exc)
            return None
        except discord.HTTPException as exc:
            self._refused(out, exc)
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

    async def _moved(self, out: Answer, old: int, moved: Card) -> None:
        if not answers_only(out):
            channel = self._channel(out)
            await channel.get_partial_message(old).edit(view=moved.view, attachments=[])
            return
        grip = self.tokens.editor(old)
        if grip is not None:  # else it stays; a press on it is pointed to the new one
            await grip.edit(old, view=moved.view, attachments=[])
            self.tokens.lost(old)


class LiveBoards:
    """The cog's live boards: the protocol (:class:`bot.boards.LiveSurfaces`) on Discord's
    cards, the pings, and the private "your turn" sent after a draw."""

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self.tokens = Tokens(lambda: self.bot.wall())
        self.pings = Pings(bot, self.tokens)
        self.dms = TurnDMs(bot)
        self.cards = DiscordCards(bot, self.tokens, self.pings)
        self.boards: LiveSurfaces[Press] = LiveSurfaces(lambda: self.bot.service, self.cards)
        self.runs = StepRuns(self.publish)
        """The bot's own steps, a run of computer steps drawn as one edit."""

    def pressing(self) -> contextlib.AbstractContextManager[None]:
        """Count one press (or command) under way, from its first step to its answer."""
        return self.boards.pressing()

    async def drain(self, grace: float = 5.0) -> None:
        """Let the presses under way finish (their edits and their answers) before the
        bot stops, for up to ``grace`` seconds."""
        await self.boards.drain(grace)

    def _board(self, out: Answer) -> LiveBoard:
        """Where the game's card is now (a draw since ``out`` was made may have moved it)."""
        return LiveBoard.of(self.boards.current(out.game_id, out))

    async def unsure(self, game_id: int, message_id: int) -> None:
        """The message ``message_id`` shows a choice of the game not saved yet (a menu
        shows it at once): the core stores the card as behind."""
        known = card_of(self.bot.service.surfaces(game_id)) or LiveBoard()
        card = LiveBoard(message_id, known.version, known.ping_id, known.pinged)
        await self.bot.service.unsure(game_id, card.surface())

    async def show(self, out: Answer) -> None:
        """The core's listener: a computer step or a timed-out turn (a run of computer
        steps drawn when a person is next, :mod:`bot.boards.runs`)."""
        await self.runs.show(out)

    async def publish(
        self,
        out: Answer,
        interaction: Press | None = None,
        fresh: bool = False,
        dm: Press | None = None,
    ) -> int | None:
        """Draw ``out`` on the live message (through the interaction when the press was
        on it); returns the live message's id, None when nothing could be drawn.
        ``fresh``: the first card of a game opened by a press on another game's card
        (a rematch), which in a chat the bot may only answer in is a follow-up of it.
        ``dm``: the press was on a private "your turn", which then shows what it did."""
        before = self._board(out)
        with for_game(out.game_id):
            shown = LiveBoard.of(await self.boards.publish(out, interaction, fresh)).message_id
            await self.dms.send(out, shown or before.message_id, dm)
        if out.view.closed:
            self.bot.requests.forget(out.game_id)
        return shown

    async def catch_up(
        self, game_id: int, interaction: Press | None = None, again: bool = False
    ) -> int | None:
        """Draw the stored state of a game whose live message is behind it (or which the
        press came from, when that message is the live one and shows an older state);
        ``again``: even when it is not behind (a menu shows a choice the core refused)."""
        with for_game(game_id):
            shown = await self.boards.catch_up(game_id, interaction, again)
        return LiveBoard.of(shown).message_id

    async def catch_up_all(self) -> int:
        """Every game whose live message is behind its stored state, drawn again."""
        return await self.boards.catch_up_all()

    async def repost(self, game_id: int, interaction: Press | None = None) -> int:
        """Post the board afresh at the bottom of the channel and make it the live one
        (:meth:`bot.boards.LiveSurfaces.repost`); where the bot may only answer, the new
        board is the answer of ``interaction`` (the command)."""
        shown = LiveBoard.of(await self.boards.repost(game_id, interaction)).message_id
        assert shown is not None
        return shown

    async def close(self) -> None:
        await self.runs.close()
        await self.boards.close()


def live(bot: LudoBot) -> LiveBoards:
    """The live boards of the running ludo cog."""
    boards = getattr(bot.get_cog("Ludo"), "live", None)
    assert isinstance(boards, LiveBoards), "the ludo cog is not loaded"
    return boards
