"""Tournaments on Discord (the core's :class:`~bot.core.tournaments.TournamentEdge`):
each table plays in a thread of the tournament's channel, named after its round and
table; its game is drawn like any other (:class:`.live.LiveBoards`); the tournament's
card, its standings card (after every finished table) and its podium are messages of
the channel, each drawn from the tournament as it is now, one draw at a time. Where they
are is the core's record (``TournamentService.shown``), so a restart edits the same
messages."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Final

import discord

from bot.core import Answer, Place, Refused
from bot.core.tournaments import TournamentView
from bot.pictures import standings_png

from .language import server
from .live import LiveBoards
from .messages import Card
from .places import channel_of, place_in
from .texts import say
from .tournament_cards import podium_card, standings_card, tournament_card

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")

ARCHIVE: Final = 10080
"""Minutes of quiet before Discord archives a table's thread (a week: slow games)."""
PUBLIC_THREAD: Final = 11


class DiscordTournaments:
    """The tournaments' messages and threads."""

    def __init__(self, bot: LudoBot, live: LiveBoards) -> None:
        self.bot = bot
        self.live = live
        self._drawing: dict[int, asyncio.Lock] = {}

    # -- the core's edge ---------------------------------------------------------------

    async def table_place(self, t: TournamentView, round_no: int, number: int) -> Place:
        lang = await server(self.bot, t.place.community)
        name = say("tournament_thread", lang, round=round_no, table=number, id=t.id)[:100]
        try:
            made: Any = await self.bot.http.start_thread_without_message(
                channel_of(t.place), name=name, auto_archive_duration=ARCHIVE, type=PUBLIC_THREAD
            )
        except discord.HTTPException as exc:
            log.warning("tournament %s: no thread for table %s: %s", t.id, number, exc)
            raise Refused("tournament_no_threads") from None
        return place_in(t.place.community, int(made["id"]))

    async def show_table(self, out: Answer) -> None:
        await self.live.publish(out)

    async def changed(self, t: TournamentView, event: str) -> None:
        await self.draw(t.id, event)

    # -- drawing -----------------------------------------------------------------------

    async def draw(self, tournament_id: int, event: str = "signup") -> int | None:
        """Draw the tournament as it is now: its card, and after a finished table the
        standings, at the end the podium. Returns the card's message id."""
        lock = self._drawing.setdefault(tournament_id, asyncio.Lock())
        async with lock:
            tournaments = self.bot.tournaments
            t = await tournaments.view(tournament_id)
            lang = await server(self.bot, t.place.community)
            log_lines = tuple(
                (a.action, t.name_of(a.user_id) if a.user_id else "")
                for a in await tournaments.log_of(t.id)
            )
            shown = dict(t.shown)
            shown["card"] = await self._put(
                t, shown.get("card"), tournament_card(t, lang, log_lines)
            )
            if event in ("table", "done"):
                picture = await self._picture(t, lang)
                card = standings_card(t, lang, picture)
                shown["standings"] = await self._put(t, shown.get("standings"), card)
            if event == "done" and "podium" not in shown:
                picture = await self._picture(t, lang)
                shown["podium"] = await self._put(t, None, podium_card(t, lang, picture))
            if shown != dict(t.shown):
                await tournaments.shown(t.id, shown)
            card_id = shown.get("card")
            return card_id if isinstance(card_id, int) else None

    @staticmethod
    async def _picture(t: TournamentView, lang: str) -> bytes | None:
        """The standings picture, after the round being played (or the last)."""
        rounds = t.config.rounds if t.config.format == "swiss" else t.round
        return await standings_png(
            t.lines,
            {e.user_id: e.name for e in t.entrants},
            lang,
            round_no=t.round,
            rounds=max(rounds, t.round),
            final=t.status == "done",
        )

    async def _put(self, t: TournamentView, message_id: object, card: Card) -> int | None:
        """Edit the message (when there is one), else post the card; its id (None: the
        channel refused both)."""
        channel = self.bot.get_partial_messageable(channel_of(t.place), guild_id=t.place.community)
        if isinstance(message_id, int):
            try:
                await channel.get_partial_message(message_id).edit(
                    view=card.view, attachments=card.files()
                )
            except discord.HTTPException as exc:
                log.info("tournament %s: message %s not edited: %s", t.id, message_id, exc)
            else:
                return message_id
        try:
            return (await channel.send(view=card.view, files=card.files())).id
        except discord.HTTPException as exc:
            log.warning("tournament %s: could not post in its channel: %s", t.id, exc)
            return None
