"""The /ludo commands. Each docstring is the command's help text."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

import discord
from discord import Interaction, app_commands
from discord.ext import commands

from bot.core import ChannelBusy, GameRecord, Refused, note, parse_rules_text
from bot.core.commands import lobby_command
from bot.core.settings import BOT_SETTINGS, SETTING_NAMES
from bot.engine import PRESET_NAMES

from .buttons import DYNAMIC_ITEMS
from .controller import (
    end_confirmation,
    execute,
    on_end_button,
    on_game_button,
    on_lobby_button,
    on_rules_form,
    send_replay,
)
from .errors import display_name, log_action, on_app_command_error, tell
from .live import LiveBoards, jump_url
from .rules_words import rules_in_words, rules_summary
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")

PRESET_CHOICES = [app_commands.Choice(name=f"{v} ({k})", value=k) for k, v in PRESET_NAMES.items()]


def whole(value: object, option: str, low: int, high: int | None) -> int | None:
    """An integer option as it arrived: Discord's client checks the type and the range,
    but a payload does not have to come from it."""
    if value is None:
        return None
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or value < low
        or (high is not None and value > high)
    ):
        raise Refused("bad_input", option=option, why=str(value)[:60])
    return value


@app_commands.guild_only()
class Ludo(commands.GroupCog, group_name="ludo", group_description="Play Ludo-family race games"):
    """Ludo, Fia, Marbles and the German and Dutch classics, in this channel."""

    config = app_commands.Group(
        name="config",
        description="This server's default rules (Manage Server)",
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self.live = LiveBoards(bot)
        self._catch_up: asyncio.Task[None] | None = None
        super().__init__()

    async def cog_load(self) -> None:
        # Buttons are parsed from their custom_id, so old messages work after a restart.
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        # Computer players move in the background; their steps are shown like clicks.
        self.bot.service.on_change(self.live.show)
        # One error handler answers every command's failure, privately.
        self.bot.tree.error(on_app_command_error)
        self._catch_up = asyncio.get_running_loop().create_task(
            self._boards_catch_up(), name="ludobot-catch-up"
        )

    async def cog_unload(self) -> None:
        if self._catch_up is not None:
            self._catch_up.cancel()
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        self.bot.service.on_change(None)
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

    # -- presses of the buttons (:mod:`.buttons` finds them here, on the loaded cog) ----

    async def game_button(
        self, interaction: Interaction[LudoBot], game_id: int, action: str, ply: int
    ) -> None:
        await on_game_button(self.bot, interaction, game_id, action, ply)

    async def lobby_button(
        self, interaction: Interaction[LudoBot], game_id: int, action: str, arg: str = ""
    ) -> None:
        await on_lobby_button(self.bot, interaction, game_id, action, arg)

    async def end_button(self, interaction: Interaction[LudoBot], game_id: int) -> None:
        await on_end_button(self.bot, interaction, game_id)

    async def interaction_check(self, interaction: Interaction[Any]) -> bool:
        interaction.extras["started"] = time.perf_counter()
        return True

    @commands.Cog.listener()
    async def on_interaction(self, interaction: Interaction[LudoBot]) -> None:
        # Rules forms are answered from their payload, not from an object kept in
        # memory: a form opened before a restart and sent after it gets its answer.
        if interaction.type == discord.InteractionType.modal_submit:
            await on_rules_form(self.bot, interaction)

    async def _open_game(self, interaction: Interaction[LudoBot]) -> GameRecord:
        record = await self.bot.service.open_game(interaction.channel_id or 0)
        if record is None:
            raise Refused("no_game_here")
        return record

    def _url(self, record: GameRecord) -> str:
        live_id = self.live.live_message(record.id, record.message_id)
        if live_id is None:
            return f"<#{record.channel_id}>"
        return jump_url(record.guild_id, record.channel_id, live_id)

    # -- games --------------------------------------------------------------------------

    @app_commands.command(name="new")
    @app_commands.describe(
        preset="The tradition to play (default: this server's)",
        rules="House rules for this game, e.g. capture=no six_again=yes",
        players="Seats at the table, 2 to 6 (default: as many as the board has)",
    )
    @app_commands.choices(preset=PRESET_CHOICES)
    async def new(
        self,
        interaction: Interaction[LudoBot],
        preset: str | None = None,
        rules: str | None = None,
        players: app_commands.Range[int, 2, 6] | None = None,
    ) -> None:
        """Open a new game in this channel: others join with the button."""
        started = time.perf_counter()
        # Private acknowledgement: a refusal stays between the bot and the one who typed;
        # the lobby itself is an ordinary channel message.
        await interaction.response.defer(ephemeral=True, thinking=True)
        players = whole(players, "players", 2, 6)
        chosen, overrides = parse_rules_text(rules or "", preset or "", {})
        try:
            out = await self.bot.service.new_lobby(
                interaction.guild_id,
                interaction.channel_id or 0,
                interaction.user.id,
                display_name(interaction),
                chosen or None,
                overrides,
                players,
            )
        except ChannelBusy as busy:
            record = await self.bot.service.record(busy.game_id)
            raise Refused("channel_busy", url=self._url(record)) from None
        await self.live.publish(out)
        await tell(interaction, note("game_open", game=out.game_id))
        log_action(interaction, out.game_id, "new", started, "ok")

    async def _lobby_command(self, interaction: Interaction[LudoBot], action: str) -> None:
        started = time.perf_counter()
        await interaction.response.defer(ephemeral=True)
        record = await self._open_game(interaction)
        out = await execute(self.bot, interaction, record.id, lobby_command(action))
        await self.live.publish(out)
        assert out.notice is not None
        await tell(interaction, out.notice)
        log_action(interaction, record.id, action, started, "ok")

    @app_commands.command(name="join")
    async def join(self, interaction: Interaction[LudoBot]) -> None:
        """Take a seat in this channel's open game."""
        await self._lobby_command(interaction, "join")

    @app_commands.command(name="leave")
    async def leave(self, interaction: Interaction[LudoBot]) -> None:
        """Give up your seat before the game starts."""
        await self._lobby_command(interaction, "leave")

    @app_commands.command(name="start")
    async def start(self, interaction: Interaction[LudoBot]) -> None:
        """Start this channel's game (the host)."""
        await self._lobby_command(interaction, "start")

    @app_commands.command(name="board")
    async def board(self, interaction: Interaction[LudoBot]) -> None:
        """Post the live board again, at the bottom of the channel."""
        await interaction.response.defer(ephemeral=True)
        record = await self._open_game(interaction)
        message_id = await self.live.repost(record.id)
        url = jump_url(record.guild_id, record.channel_id, message_id)
        await tell(interaction, note("here_is_board", url=url))

    @app_commands.command(name="rules")
    async def rules(self, interaction: Interaction[LudoBot]) -> None:
        """The rules of this channel's game (or the server's defaults) in plain words."""
        await interaction.response.defer(ephemeral=True)
        ruleset = await self.bot.service.rules_here(
            interaction.channel_id or 0, interaction.guild_id or 0
        )
        text = "\n".join(f"• {line}" for line in rules_in_words(ruleset))
        embed = discord.Embed(title=rules_summary(ruleset), description=text[:4000])
        await interaction.followup.send(embed=embed, ephemeral=True)

    @app_commands.command(name="end")
    async def end(self, interaction: Interaction[LudoBot]) -> None:
        """End this channel's game (the host, or anyone with Manage Channels)."""
        await interaction.response.defer(ephemeral=True)
        record = await self._open_game(interaction)
        # Someone who may not end the game hears so now, not after confirming.
        await self.bot.service.may_end(
            record.id, interaction.user.id, interaction.permissions.manage_channels
        )
        await interaction.followup.send(
            say("confirm_end", game=record.id), view=end_confirmation(record.id), ephemeral=True
        )

    @app_commands.command(name="stats")
    @app_commands.describe(member="Whose statistics (default: yours)")
    async def stats(
        self, interaction: Interaction[LudoBot], member: discord.User | None = None
    ) -> None:
        """Games, wins, places and captures on this server."""
        await interaction.response.defer(ephemeral=True)
        who = member or interaction.user
        s = await self.bot.service.player_stats(interaction.guild_id or 0, who.id)
        mean = f"{s.mean_place:.2f}" if s.mean_place is not None else "–"
        # Without the member's data (Discord sent only the id) the mention names them.
        shown = getattr(who, "display_name", None)
        name = discord.utils.escape_markdown(shown)[:80] if shown else f"<@{who.id}>"
        await tell(
            interaction,
            note("stats", name=name, games=s.games, wins=s.wins, mean=mean, captures=s.captures),
        )

    @app_commands.command(name="leaderboard")
    async def leaderboard(self, interaction: Interaction[LudoBot]) -> None:
        """The server's best players by wins."""
        await interaction.response.defer()
        rows = await self.bot.service.leaderboard(interaction.guild_id or 0, 10)
        if not rows:
            await interaction.followup.send(say("leaderboard_empty"))
            return
        lines = [
            say("leaderboard_line", rank=i + 1, user=r.user_id, wins=r.wins, games=r.games)
            for i, r in enumerate(rows)
        ]
        await interaction.followup.send(
            embed=discord.Embed(title=say("leaderboard_title"), description="\n".join(lines)),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="replay")
    @app_commands.describe(
        game="A game number (default: the last finished game here)",
        part="The whole game (default), its highlights, or its last 30 moves",
    )
    @app_commands.choices(
        part=[
            app_commands.Choice(name="whole game", value="all"),
            app_commands.Choice(name="highlights: captures and finishes", value="highlights"),
            app_commands.Choice(name="last 30 moves", value="last-30"),
        ]
    )
    async def replay(
        self,
        interaction: Interaction[LudoBot],
        game: int | None = None,
        part: app_commands.Choice[str] | None = None,
    ) -> None:
        """A finished game as an animated GIF: the whole game, its highlights or its end."""
        # Checked before the public acknowledgement, so that a refusal stays private.
        game = whole(game, "game", 0, None)
        if game is None:
            game = await self.bot.service.last_finished(
                interaction.guild_id, interaction.channel_id
            )
        await self.bot.service.replay_game(game, interaction.guild_id)
        await interaction.response.defer()
        await send_replay(self.bot, interaction, game, part.value if part else "all")

    @app_commands.command(name="help")
    async def help(self, interaction: Interaction[LudoBot]) -> None:
        """How to play with this bot."""
        presets = ", ".join(f"{v} (`{k}`)" for k, v in PRESET_NAMES.items())
        await tell(interaction, note("help", presets=presets))

    # -- server settings ----------------------------------------------------------------

    # Discord hides /ludo config from members without Manage Server (the group's
    # default_permissions), but a server can override that: each command checks too
    # (app_commands.checks), and the one error handler answers a refusal privately.

    async def _show(self, interaction: Interaction[LudoBot], title: str, **what: str) -> None:
        s = await self.bot.service.settings(interaction.guild_id or 0)
        overrides = ", ".join(f"`{k}={v}`" for k, v in s.overrides.items())
        bot_settings = " · ".join(f"{b.name}: {b.show(s)}" for b in BOT_SETTINGS.values())
        settings = say(
            "config_show",
            preset=s.preset,
            overrides=overrides or say("no_house_rules"),
            settings=bot_settings,
        )
        await tell(interaction, say(title, **what) + "\n" + settings)

    @config.command(name="show")
    @app_commands.checks.has_permissions(manage_guild=True)
    async def config_show(self, interaction: Interaction[LudoBot]) -> None:
        """This server's default rules."""
        await interaction.response.defer(ephemeral=True)
        await self._show(interaction, "title_defaults")

    @config.command(name="preset")
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.describe(preset="The tradition new games on this server play")
    @app_commands.choices(preset=PRESET_CHOICES)
    async def config_preset(self, interaction: Interaction[LudoBot], preset: str) -> None:
        """Choose the server's default preset."""
        await interaction.response.defer(ephemeral=True)
        await self.bot.service.set_preset(interaction.guild_id or 0, preset)
        await self._show(interaction, "title_preset_set")

    @config.command(name="set")
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.describe(
        option="A rule option, or auto_move / turn_timer / ping",
        value="Its value, e.g. yes, no, 3, bounce, {1,6}",
    )
    async def config_set(self, interaction: Interaction[LudoBot], option: str, value: str) -> None:
        """Set one house rule for new games on this server."""
        await interaction.response.defer(ephemeral=True)
        await self.bot.service.set_option(interaction.guild_id or 0, option, value)
        await self._show(interaction, "title_option_set", option=option.strip().lower()[:40])

    @config_set.autocomplete("option")
    async def _option_names(
        self, interaction: Interaction[LudoBot], current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=n, value=n) for n in SETTING_NAMES if current.lower() in n
        ][:25]

    @config.command(name="reset")
    @app_commands.checks.has_permissions(manage_guild=True)
    async def config_reset(self, interaction: Interaction[LudoBot]) -> None:
        """Back to the German classic with no house rules."""
        await interaction.response.defer(ephemeral=True)
        await self.bot.service.reset_settings(interaction.guild_id or 0)
        await self._show(interaction, "title_reset")
