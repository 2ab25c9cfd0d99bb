"""The ludo cog: the /ludo group, whose commands each concern declares in its own group
(:mod:`.lobby_commands`, :mod:`.query_commands`, :mod:`.admin_commands`,
:mod:`.pace_commands`) and the cog registers; the presses of its buttons and forms; and
what it does when loaded and unloaded."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import Interaction, app_commands
from discord.ext import commands

from .admin_commands import AdminCommands
from .buttons import DYNAMIC_ITEMS, Pressed
from .controller import on_press, on_rules_form, on_unknown_press
from .custom_ids import known
from .errors import on_app_command_error
from .live import LiveBoards
from .lobby_commands import LobbyCommands
from .pace_commands import PaceCommands
from .query_commands import QueryCommands
from .tournament_buttons import TournamentButton
from .tournament_commands import TournamentCommands, tournament_press
from .tournament_edge import DiscordTournaments
from .translator import Translator

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")


# Installed to a server or to a person: a person's install plays in any DM, group DM or
# server (see :mod:`.reach` for what the bot may do where it is not a member).
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
class Ludo(commands.GroupCog, group_name="ludo", group_description="Play Ludo-family race games"):
    """Ludo, Fia, Marbles and the German and Dutch classics, in any chat."""

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self.live = LiveBoards(bot)
        self._catch_up: asyncio.Task[None] | None = None
        self._unlisten: Callable[[], None] | None = None
        super().__init__()
        ludo = self.app_command
        assert ludo is not None  # a GroupCog's
        for concern in (PaceCommands, AdminCommands, QueryCommands, LobbyCommands):
            for command in concern(bot, self.live).commands:
                ludo.add_command(command)
        self.tournaments = DiscordTournaments(bot, self.live)
        ludo.add_command(TournamentCommands(bot, self.tournaments))

    async def cog_load(self) -> None:
        # Buttons are parsed from their custom_id, so old messages work after a restart.
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS, TournamentButton)
        # Computer players move in the background; their steps are shown like clicks.
        self._unlisten = self.bot.service.listen(self.live.show)
        # Tournaments open their tables in threads here and show their standings.
        self.bot.tournaments.attach(self.tournaments)
        # One error handler answers every command's failure, privately.
        self.bot.tree.error(on_app_command_error)
        # Every command's name and description in every catalogue's language: set before
        # the commands are sent (setup_hook loads the cog first, then syncs).
        await self.bot.tree.set_translator(Translator())
        self._catch_up = asyncio.get_running_loop().create_task(
            self._boards_catch_up(), name="ludobot-catch-up"
        )

    async def cog_unload(self) -> None:
        # Unloaded before the connection closes: the presses under way finish first.
        await self.live.drain()
        if self._catch_up is not None:
            self._catch_up.cancel()
        await self.bot.tournaments.close()
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS, TournamentButton)
        if self._unlisten is not None:
            self._unlisten()
            self._unlisten = None
        await self.bot.tree.set_translator(None)
        await self.live.close()

    async def _boards_catch_up(self) -> None:
        """Boards whose last edit was lost (a restart between a commit and its edit) are
        drawn again once the games are loaded, without waiting for anyone to press."""
        await self.bot.games_loaded.wait()
        try:
            drawn = await self.live.catch_up_all()
        except Exception:
            log.exception("bringing the boards up to date at start failed")
        else:
            log.info("%d boards brought up to date at start", drawn)
        try:
            running = await self.bot.tournaments.load()
        except Exception:
            log.exception("picking up the tournaments at start failed")
        else:
            log.info("%d tournaments picked up at start", running)

    # -- presses of the buttons (:mod:`.buttons` finds them here, on the loaded cog) ----

    async def press(
        self, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
    ) -> None:
        await on_press(self.bot, interaction, game_id, pressed)

    async def tournament_press(
        self, interaction: Interaction[LudoBot], tournament_id: int, action: str
    ) -> None:
        """A tournament card's Join or Leave."""
        await tournament_press(self.bot, self.tournaments, interaction, tournament_id, action)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: Interaction[LudoBot]) -> None:
        # Whoever uses the bot may be written to again (their DMs may be open now), and
        # a chat it comes from may be edited again (its access may be back).
        self.live.dms.unreachable.acted(interaction.user.id)
        if interaction.channel_id is not None:
            self.live.cards.lost.pressed(interaction.channel_id)
        # Rules forms are answered from their payload, not from an object kept in
        # memory: a form opened before a restart and sent after it gets its answer.
        if interaction.type == discord.InteractionType.modal_submit:
            await on_rules_form(self.bot, interaction)
        elif interaction.type == discord.InteractionType.component:
            data = cast(dict[str, Any], interaction.data or {})
            custom_id = str(data.get("custom_id", ""))
            if not known(custom_id):  # no item of this version answers it: this does
                await on_unknown_press(self.bot, interaction, custom_id)
