"""The live board of each game: which message shows it, and which version it shows.

Edits of one game are serialised (one lock per game), a late outcome never draws over a
newer one, and the store keeps what each live message shows, so that a board left
behind (a failed edit, a restart between a commit and its edit) is drawn again by
itself. The player to act is pinged in a short message that the next turn replaces.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from bot.core import GameRecord, Outcome, Refused

from .language import server
from .messages import card_for, text_card
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")

RETRY_FIRST = 5.0
"""Seconds before boards whose edit failed are drawn again (doubling up to RETRY_MAX)."""
RETRY_MAX = 600.0
RECENT_DAYS = 1.0
"""Closed games whose last picture was lost are redrawn at start if this recent."""


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """A link to a message: a server channel's link needs the server's id."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


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


# -- the live boards ---------------------------------------------------------------------


class LiveBoards:
    """Shows outcomes on each game's live message, one edit at a time per game.

    Edits of one game are serialised and an outcome older than the one shown is dropped,
    so a slow edit can never put an old board over a newer one. Which message is live
    is kept here and in the store (with the version it shows): once a board has moved
    down, nothing draws on the old message again; a board left behind (a failed edit, a
    restart between a commit and its edit) is drawn again by :meth:`catch_up_all`.
    """

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self.retry_first = RETRY_FIRST
        self._locks: dict[int, asyncio.Lock] = {}
        self._shown: dict[int, int] = {}
        self._message: dict[int, int] = {}
        self._pings: dict[int, tuple[int | None, int | None]] = {}
        """game -> (the ping message, the user it pings)."""
        self._ping_locks: dict[int, asyncio.Lock] = {}
        self._retry: asyncio.Task[None] | None = None
        self._retry_wait = RETRY_FIRST
        self._pressing = 0
        """Presses under way: stopping waits for them (see :meth:`drain`)."""

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

    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def _channel(self, guild_id: int | None, channel_id: int) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(channel_id, guild_id=guild_id)

    def live_message(self, game_id: int, stored: int | None) -> int | None:
        return self._message.get(game_id, stored)

    async def show(self, out: Outcome) -> None:
        """The core's listener: a computer step or a timed-out turn."""
        await self.publish(out)

    async def publish(
        self, out: Outcome, interaction: discord.Interaction[Any] | None = None
    ) -> int | None:
        """Draw ``out`` on the live message (through the interaction when the press was
        on it); returns the live message's id, None when nothing was drawn."""
        async with self._lock(out.game_id):
            if out.version < self._shown.get(out.game_id, -1):
                return self._message.get(out.game_id)
            shown = await self._draw(out, interaction)
        if shown is not None:
            await self._after_draw(out)
        return shown

    async def _after_draw(self, out: Outcome) -> None:
        """The ping, outside the board's lock: the next board need not wait for it."""
        gid = out.game_id
        async with self._ping_locks.setdefault(gid, asyncio.Lock()):
            if out.version < self._shown.get(gid, -1):
                return  # a newer board was drawn meanwhile: it pings for itself
            with logged(gid, self.bot.is_closed):
                await self._ping(out)
        if out.finished:
            self._forget(gid)

    def _forget(self, game_id: int) -> None:
        """A game that is over takes no more outcomes: its locks and ping go. The version
        shown stays (a few bytes), so that a late outcome of a computer step cannot draw
        over the final card."""
        for kept in (self._locks, self._message, self._pings, self._ping_locks):
            kept.pop(game_id, None)

    async def _draw(self, out: Outcome, interaction: discord.Interaction[Any] | None) -> int | None:
        """Under the game's lock: edit the live message, or post afresh when it cannot be
        edited; remember which message shows which version."""
        gid = out.game_id
        card = await card_for(out, await server(self.bot, out.guild_id))
        live_id = self._message.get(gid, out.message_id)
        pressed = interaction.message.id if interaction and interaction.message else None
        channel = self._channel(out.guild_id, out.channel_id)
        shown: int | None = None
        if interaction is not None and pressed is not None and pressed == live_id:
            try:
                if interaction.response.is_done():
                    await interaction.edit_original_response(
                        view=card.view, attachments=card.files()
                    )
                else:  # not acknowledged yet (a press that would have opened a form)
                    await interaction.response.edit_message(
                        view=card.view, attachments=card.files()
                    )
                shown = pressed
            except discord.HTTPException as exc:  # e.g. its token expired: by the channel
                log.warning("could not edit game %s's board by the press: %s", gid, exc)
        if shown is None and live_id is not None:
            try:
                await channel.get_partial_message(live_id).edit(
                    view=card.view, attachments=card.files()
                )
                shown = live_id
            except discord.HTTPException as exc:
                log.warning("could not edit game %s's board: %s", gid, exc)
        if shown is None:
            try:
                shown = (await channel.send(view=card.view, files=card.files())).id
            except discord.HTTPException as exc:
                log.warning("could not post game %s's board: %s", gid, exc)
                self._heal_later()
                return None
        self._message[gid] = shown
        self._shown[gid] = out.version
        await self.bot.service.mark_shown(gid, shown, out.version)
        self._retry_wait = self.retry_first
        return shown

    async def _ping(self, out: Outcome) -> None:
        """Edits notify nobody: mention the person to act in a short message, and remove
        the previous one, so the channel keeps one such line per game at most."""
        gid = out.game_id
        game = out.game
        user: int | None = None
        if game is not None and not game.is_over and not out.ended:
            seat = game.seat_to_act
            # A seat the computer plays while its person is away pings nobody.
            if seat is not None and not out.table.seats[seat].computer:
                user = out.table.seats[seat].user_id
        previous, pinged = self._pings.get(gid, (None, None))
        if previous is not None and pinged == user:
            return
        guild = out.guild_id
        if user is not None and guild is not None and not (await self.service_ping(guild)):
            user = None
        if previous is None and user is None:
            return
        channel = self._channel(out.guild_id, out.channel_id)
        if previous is not None:
            try:
                await channel.get_partial_message(previous).delete()
            except (discord.HTTPException, aiohttp.ClientError) as exc:  # gone, or shutting down
                log.warning("could not remove game %s's ping: %s", gid, exc)
        ping_id: int | None = None
        if user is not None:
            lang = await server(self.bot, out.guild_id)
            text = say("your_turn", lang, mention=f"<@{user}>", game=gid)
            try:
                sent = await channel.send(
                    text, allowed_mentions=discord.AllowedMentions(users=True, roles=False)
                )
            except (discord.HTTPException, aiohttp.ClientError) as exc:  # the board says it too
                log.warning("could not ping the player to act in game %s: %s", gid, exc)
            else:
                ping_id = sent.id
        self._pings[gid] = (ping_id, user)
        await self.bot.service.set_ping(gid, ping_id)

    async def service_ping(self, guild_id: int) -> bool:
        return (await self.bot.service.settings(guild_id)).ping

    async def catch_up(
        self, game_id: int, interaction: discord.Interaction[Any] | None = None
    ) -> int | None:
        """Draw the stored state of a game whose live message is behind it (or which the
        press came from, when that message is the live one and shows an older state)."""
        async with self._lock(game_id):
            record = await self.bot.service.record(game_id)
            live_id = self._message.get(game_id, record.message_id)
            shown = self._shown.get(game_id, record.shown_version)
            if shown is not None and shown >= record.version and not record.behind:
                return live_id
            out = self.bot.service.stored(record)
            if out is None:
                return live_id
            drawn = await self._draw(out, interaction)
        if drawn is not None:
            await self._after_draw(out)
        return drawn

    async def catch_up_all(self) -> int:
        """Every game whose live message is behind its stored state, drawn again: at
        start, and a while after an edit failed. Returns how many were drawn."""
        drawn = 0
        for record in await self.bot.service.games_behind(time.time() - RECENT_DAYS * 86400):
            self._seed_ping(record)
            with logged(record.id, self.bot.is_closed):
                if await self.catch_up(record.id) is not None:
                    drawn += 1
        return drawn

    def _seed_ping(self, record: GameRecord) -> None:
        """After a restart: the stored ping belongs to whoever is to act in the state."""
        if record.ping_id is None or record.id in self._pings:
            return
        out = self.bot.service.stored(record)
        if out is None:
            return
        seat = out.game.seat_to_act if out.game is not None else None
        user = out.table.seats[seat].user_id if seat is not None else None
        self._pings[record.id] = (record.ping_id, user)

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

    async def repost(self, game_id: int) -> int:
        """Post the board afresh at the bottom of the channel and make it the live one;
        the old message keeps a pointer instead of buttons that would compete. Drawn
        from the stored state under the game's lock, so no edit in flight can land on
        the old message afterwards, nor an older state on the new one."""
        async with self._lock(game_id):
            record = await self.bot.service.record(game_id)
            out = self.bot.service.stored(record)
            if out is None:
                raise Refused("damaged")
            lang = await server(self.bot, record.guild_id)
            card = await card_for(out, lang)
            channel = self._channel(record.guild_id, record.channel_id)
            message = await channel.send(view=card.view, files=card.files())
            old = self._message.get(game_id, record.message_id)
            self._message[game_id] = message.id
            self._shown[game_id] = record.version
            await self.bot.service.mark_shown(game_id, message.id, record.version)
            if old is not None and old != message.id:
                url = jump_url(record.guild_id, record.channel_id, message.id)
                moved = text_card(say("moved_down", lang, url=url))
                # Gone already is fine too: then nothing competes with the new board.
                with contextlib.suppress(discord.HTTPException):
                    await channel.get_partial_message(old).edit(view=moved.view, attachments=[])
            return message.id


def live(bot: LudoBot) -> LiveBoards:
    """The live boards of the running ludo cog."""
    boards = getattr(bot.get_cog("Ludo"), "live", None)
    assert isinstance(boards, LiveBoards), "the ludo cog is not loaded"
    return boards
