"""/ludo new, join, leave, start and board: opening and running a game in a channel.

Each docstring is the command's help text."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from discord import Interaction, app_commands

from bot.core import PlaceTaken, Refused, note
from bot.core.commands import DEFAULT_LEVEL, Command, Join, Leave, OpenGame, Start
from bot.reading import read_level, read_pace, read_rules, whole

from .command_base import LEVEL_CHOICES, PACE_CHOICES, PRESET_CHOICES, CommandBase
from .controller import actor, execute
from .dms import jump_url, live_link
from .errors import PUBLIC, answer_in_public, log_action, tell
from .language import chat_language, private
from .places import channel_of, place_of, route_of
from .reach import external_apps_refused, reach_of
from .texts import notice, say

if TYPE_CHECKING:
    from bot.bot import LudoBot


class LobbyCommands(CommandBase):
    @app_commands.command(name="new")
    @app_commands.describe(
        preset="The preset to play (default: this server's)",
        rules="House rules for this game, e.g. capture=no six_again=yes",
        players="Seats at the table, 2 to 6 (default: as many as the board has)",
        computers="Computer players seated at once, 0 to 5 (default: none)",
        level="The level of those computer players (default: normal)",
        pace="How long each turn may take (default: this server's)",
    )
    @app_commands.choices(preset=PRESET_CHOICES, level=LEVEL_CHOICES, pace=PACE_CHOICES)
    async def new(
        self,
        interaction: Interaction[LudoBot],
        preset: str | None = None,
        rules: str | None = None,
        players: app_commands.Range[int, 2, 6] | None = None,
        computers: app_commands.Range[int, 0, 5] | None = None,
        level: str | None = None,
        pace: str | None = None,
    ) -> None:
        """Open a new game in this channel: others join with the button."""
        started = time.perf_counter()
        if external_apps_refused(interaction):
            raise Refused("external_apps_off")
        reach = reach_of(interaction)
        if reach == "answers":
            # The lobby is the command's own answer, the one message the bot may make.
            await answer_in_public(interaction)
        else:
            # Private acknowledgement: a refusal stays between the bot and the one who
            # typed; the lobby itself is an ordinary channel message.
            await interaction.response.defer(ephemeral=True, thinking=True)
        players = whole(players, "players", 2, 6)
        computers = whole(computers, "computers", 0, 5)
        chosen, overrides = read_rules(rules or "", preset or "", preset_given=preset is not None)
        command = OpenGame(
            place_of(interaction),
            chosen or None,
            overrides,
            players,
            computers or 0,
            read_level(level) if level is not None else DEFAULT_LEVEL,
            reach,
            read_pace(pace) if pace is not None else None,
            # Outside a server that has the bot, the cards' language is fixed now.
            None
            if reach == "channel" and interaction.guild_id is not None
            else await chat_language(self.bot, interaction),
            route_of(interaction.guild_id),
        )
        try:
            out = await self.bot.service.open(actor(interaction), command)
        except PlaceTaken as taken:
            raise Refused("channel_busy", url=self._url(taken.game)) from None
        if reach == "answers":
            await self.live.publish(out, interaction)
            interaction.extras.pop(PUBLIC, None)
        else:
            await self.live.publish(out)
            await tell(interaction, note("game_open", game=out.game_id))
        log_action(interaction, out.game_id, "new", started, "ok")

    async def _lobby_command(
        self, interaction: Interaction[LudoBot], action: str, command: Command
    ) -> None:
        started = time.perf_counter()
        await interaction.response.defer(ephemeral=True)
        game = await self._open_game(interaction)
        out = await execute(self.bot, interaction, game.id, command)
        shown = await self.live.publish(out)
        assert out.notice is not None
        told = notice(out.notice, out.view.seats, private(interaction))
        if shown is None and out.venue.reach == "answers":
            # No press of the last minutes can redraw the card: say when it will be.
            await tell(interaction, f"{told}\n{say('card_waits', private(interaction))}")
        else:
            await tell(interaction, told)
        log_action(interaction, game.id, action, started, "ok")

    @app_commands.command(name="join")
    async def join(self, interaction: Interaction[LudoBot]) -> None:
        """Take a seat in this channel's open game, or take yours back after being away."""
        await self._lobby_command(interaction, "join", Join())

    @app_commands.command(name="leave")
    async def leave(self, interaction: Interaction[LudoBot]) -> None:
        """Give up your seat: before the start, or in a running game (a computer takes it over)."""
        await self._lobby_command(interaction, "leave", Leave())

    @app_commands.command(name="start")
    async def start(self, interaction: Interaction[LudoBot]) -> None:
        """Start this channel's game (the host)."""
        await self._lobby_command(interaction, "start", Start())

    @app_commands.command(name="board")
    async def board(self, interaction: Interaction[LudoBot]) -> None:
        """Post the live board again, at the bottom of the channel."""
        lang = private(interaction)
        if reach_of(interaction) == "answers":
            # The board is this command's answer: the one message the bot may make here.
            await answer_in_public(interaction)
            game = await self._open_game(interaction)
            await self.live.repost(game.id, interaction)
            interaction.extras.pop(PUBLIC, None)
            link = live_link(self.bot, game.id, interaction.user.id, lang)
            if link is not None:  # the person's own link, privately
                await tell(interaction, link)
            return
        await interaction.response.defer(ephemeral=True)
        game = await self._open_game(interaction)
        message_id = await self.live.repost(game.id)
        url = jump_url(game.place.community, channel_of(game.place), message_id)
        link = live_link(self.bot, game.id, interaction.user.id, lang)
        here = say("here_is_board", lang, url=url)
        await tell(interaction, here if link is None else f"{here}\n{link}")
