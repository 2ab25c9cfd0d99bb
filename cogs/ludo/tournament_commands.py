"""/ludo tournament: Swiss and knockout tournaments over many tables, in a server's
channel (each table in a thread of it). The organiser (Manage Server) creates, starts,
pauses, drops, replaces and ends; anyone signs up with the card's buttons or /ludo
tournament join. Each docstring is the command's help text."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import Interaction, app_commands

from bot import i18n
from bot.core import Actor, Refused, note
from bot.core.commands import SetSetting
from bot.core.settings import Pace
from bot.core.tournaments import TournamentConfig, TournamentView
from bot.engine.computers import Level
from bot.reading import read_level, read_pace, read_rules

from .command_base import LEVEL_CHOICES, PACE_CHOICES, PRESET_CHOICES, circle
from .errors import answer_failure, display_name, log_action, tell
from .language import private
from .places import place_of, route_of
from .reach import reach_of
from .texts import decimal, say
from .tournament_cards import reason_line, standing_line
from .tournament_edge import DiscordTournaments

if TYPE_CHECKING:
    from bot.bot import LudoBot

FORMAT_CHOICES = [
    app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in ("swiss", "knockout")
]
EVENT_HOURS = 2
"""How long a tournament's Discord event says it lasts (Discord asks for an end)."""


async def organiser(bot: LudoBot, interaction: Interaction[LudoBot]) -> Actor:
    """Who runs the command, as the tournaments know them: an organiser when they may
    manage the server or have the role the server named (``/ludo tournament role``)."""
    manages = interaction.permissions.manage_guild
    if not manages and interaction.guild_id is not None:
        role = (await bot.service.defaults.get(interaction.guild_id)).organisers
        member = interaction.user
        manages = (
            role is not None
            and isinstance(member, discord.Member)
            and (member.get_role(role) is not None)
        )
    return Actor(
        interaction.user.id,
        display_name(interaction),
        place_of(interaction),
        can_manage=manages,
    )


def in_a_server(interaction: Interaction[LudoBot]) -> None:
    """Tournaments are a server's, where the bot is a member (threads need its channel)."""
    if interaction.guild_id is None or reach_of(interaction) != "channel":
        raise Refused("tournament_servers_only")


class TournamentCommands(
    app_commands.Group,
    name="tournament",
    description="Swiss and knockout tournaments over many tables",
):
    def __init__(self, bot: LudoBot, edge: DiscordTournaments) -> None:
        self.bot = bot
        self.edge = edge
        super().__init__()

    async def interaction_check(self, interaction: Interaction[Any], /) -> bool:
        interaction.extras["started"] = time.perf_counter()
        await interaction.response.defer(ephemeral=True)
        return True

    async def _here(self, interaction: Interaction[LudoBot]) -> TournamentView:
        in_a_server(interaction)
        found = await self.bot.tournaments.here(place_of(interaction))
        if found is None:
            raise Refused("tournament_none_here")
        return found

    async def _rating(self, interaction: Interaction[LudoBot], user_id: int) -> float:
        rated = await self.bot.service.queries.user_rating(circle(interaction), user_id)
        return rated.ordinal if rated is not None else 0.0

    async def _done(
        self, interaction: Interaction[LudoBot], t: TournamentView, code: str, action: str
    ) -> None:
        await self.edge.draw(t.id)
        await tell(interaction, note(code, id=t.id))
        log_action(interaction, None, f"tournament-{action}", interaction.extras["started"], "ok")

    @app_commands.command(name="new")
    @app_commands.describe(
        format="Swiss (everyone plays every round) or knockout",
        rounds="Swiss: how many rounds, 1 to 12 (default: 3)",
        advance="Knockout: how many of each table go on, 1 or 2 (default: 1)",
        size="Seats at each table, 2 to 6 (default: 4)",
        preset="The preset to play (default: this server's)",
        rules="House rules for every table, e.g. capture=no six_again=yes",
        pace="How long each turn may take (default: this server's)",
        computers="Computers fill a table's empty seats (default: yes)",
        level="Their level, and that of a dropped player's computer (default: easy)",
        signup="Minutes of sign-up before it starts by itself (default: the organiser starts it)",
        maximum="How many may sign up, 2 to 512 (default: 64)",
        event="Also make a Discord event for the start (needs Manage Events)",
        duplicate="Duplicate dice: every table of a round rolls the same dice (default: no)",
    )
    @app_commands.choices(
        format=FORMAT_CHOICES, preset=PRESET_CHOICES, pace=PACE_CHOICES, level=LEVEL_CHOICES
    )
    async def new(
        self,
        interaction: Interaction[LudoBot],
        format: str = "swiss",
        rounds: app_commands.Range[int, 1, 12] | None = None,
        advance: app_commands.Range[int, 1, 2] | None = None,
        size: app_commands.Range[int, 2, 6] | None = None,
        preset: str | None = None,
        rules: str | None = None,
        pace: str | None = None,
        computers: bool | None = None,
        level: str | None = None,
        signup: app_commands.Range[int, 1, 20160] | None = None,
        maximum: app_commands.Range[int, 2, 512] | None = None,
        event: bool | None = None,
        duplicate: bool | None = None,
    ) -> None:
        """Open a tournament in this channel for sign-up (Manage Server)."""
        in_a_server(interaction)
        actor = await organiser(self.bot, interaction)
        if not actor.can_manage:
            raise Refused("tournament_organisers_only")
        if not interaction.app_permissions.create_public_threads:
            raise Refused("tournament_needs_threads")
        if event and not interaction.app_permissions.manage_events:
            raise Refused("tournament_event_refused")
        if event and signup is None:
            raise Refused("tournament_event_needs_start")
        defaults = await self.bot.service.defaults.get(interaction.guild_id or 0)
        chosen, overrides = read_rules(rules or "", preset or "", preset_given=preset is not None)
        now = self.bot.wall()
        config = TournamentConfig.checked(
            format,
            rounds=rounds,
            advance=advance,
            table_size=size or 4,
            preset=chosen or defaults.preset,
            overrides=overrides,
            pace=read_pace(pace) if pace is not None else Pace(defaults.pace),
            computers=True if computers is None else computers,
            level=read_level(level) if level is not None else Level.EASY,
            starts_at=None if signup is None else now + 60 * signup,
            maximum=maximum,
            duplicate=bool(duplicate),
            now=now,
        )
        route = route_of(interaction.guild_id)
        t = await self.bot.tournaments.create(actor, place_of(interaction), route, config)
        if event and config.starts_at is not None:
            await self._event(interaction, t, config.starts_at)
        await self._done(interaction, t, "tournament_created", "new")

    async def _event(self, interaction: Interaction[LudoBot], t: TournamentView, at: float) -> None:
        """A Discord scheduled event for the start, in the tournament's channel."""
        lang = private(interaction)
        start = datetime.fromtimestamp(at, UTC)
        try:
            await self.bot.http.create_guild_scheduled_event(
                interaction.guild_id or 0,
                name=say("tournament_title", lang, id=t.id)[:100],
                privacy_level=2,
                entity_type=3,
                entity_metadata={"location": f"<#{interaction.channel_id}>"},
                scheduled_start_time=start.isoformat(),
                scheduled_end_time=(start + timedelta(hours=EVENT_HOURS)).isoformat(),
            )
        except discord.HTTPException:
            await tell(interaction, note("tournament_event_refused"))

    @app_commands.command(name="join")
    async def join(self, interaction: Interaction[LudoBot]) -> None:
        """Sign up for this channel's tournament."""
        t = await self._here(interaction)
        rating = await self._rating(interaction, interaction.user.id)
        await self.bot.tournaments.join(t.id, await organiser(self.bot, interaction), rating)
        await self._done(interaction, t, "tournament_joined", "join")

    @app_commands.command(name="leave")
    async def leave(self, interaction: Interaction[LudoBot]) -> None:
        """Leave this channel's tournament (once started, a computer plays your seats)."""
        t = await self._here(interaction)
        await self.bot.tournaments.leave(t.id, await organiser(self.bot, interaction))
        await self._done(interaction, t, "tournament_left", "leave")

    @app_commands.command(name="start")
    async def start(self, interaction: Interaction[LudoBot]) -> None:
        """Close the sign-up and play the first round, or go on after a pause (organiser)."""
        t = await self._here(interaction)
        await self.bot.tournaments.start(t.id, await organiser(self.bot, interaction))
        await self._done(interaction, t, "tournament_going", "start")

    @app_commands.command(name="pause")
    async def pause(self, interaction: Interaction[LudoBot]) -> None:
        """No new round begins until the tournament is started again (organiser)."""
        t = await self._here(interaction)
        await self.bot.tournaments.pause(t.id, await organiser(self.bot, interaction))
        await self._done(interaction, t, "tournament_paused", "pause")

    @app_commands.command(name="drop")
    @app_commands.describe(member="Who is dropped: a computer plays their seats from now on")
    async def drop(self, interaction: Interaction[LudoBot], member: discord.User) -> None:
        """Drop a player from the tournament (organiser)."""
        t = await self._here(interaction)
        await self.bot.tournaments.drop(t.id, await organiser(self.bot, interaction), member.id)
        await self._done(interaction, t, "tournament_dropped", "drop")

    @app_commands.command(name="replace")
    @app_commands.describe(
        member="The player who is not here", by="Who takes their place, with their points"
    )
    async def replace(
        self, interaction: Interaction[LudoBot], member: discord.User, by: discord.User
    ) -> None:
        """Before a round starts, someone takes a no-show's place (organiser)."""
        t = await self._here(interaction)
        newcomer = Actor(by.id, by.display_name[:80])
        rating = await self._rating(interaction, by.id)
        await self.bot.tournaments.replace(
            t.id, await organiser(self.bot, interaction), member.id, newcomer, rating
        )
        await self._done(interaction, t, "tournament_replaced", "replace")

    @app_commands.command(name="end")
    async def end(self, interaction: Interaction[LudoBot]) -> None:
        """End the tournament now; tables still playing end without a result (organiser)."""
        t = await self._here(interaction)
        await self.bot.tournaments.end(t.id, await organiser(self.bot, interaction))
        await self._done(interaction, t, "tournament_ended", "end")

    @app_commands.command(name="role")
    @app_commands.describe(role="Its members organise tournaments here (none: Manage Server only)")
    async def role(
        self, interaction: Interaction[LudoBot], role: discord.Role | None = None
    ) -> None:
        """Name the role whose members organise tournaments here (Manage Server)."""
        in_a_server(interaction)
        if not interaction.permissions.manage_guild:
            raise app_commands.MissingPermissions(["manage_guild"])
        change = SetSetting("organisers", role.id if role is not None else None)
        await self.bot.service.defaults.change(interaction.guild_id or 0, change)
        said = (
            note("tournament_role_set", role=f"<@&{role.id}>")
            if role
            else note("tournament_role_cleared")
        )
        await tell(interaction, said)

    @app_commands.command(name="standings")
    async def standings(self, interaction: Interaction[LudoBot]) -> None:
        """The standings of this channel's tournament."""
        t = await self._here(interaction)
        lang = private(interaction)
        lines = [say("tournament_standings", lang, id=t.id, round=t.round)]
        lines += [standing_line(s, lang) for s in t.standings[:20]]
        if not t.standings:
            lines.append(say("tournament_nobody", lang))
        await tell(interaction, "\n".join(lines))

    @app_commands.command(name="pairings")
    async def pairings(self, interaction: Interaction[LudoBot]) -> None:
        """This round's tables, and each table's players with their points."""
        t = await self._here(interaction)
        lang = private(interaction)
        points = {s.user_id: s.points for s in t.standings}
        lines = [say("tournament_round", lang, round=t.round)]
        for table in t.round_tables():
            names = ", ".join(
                say(
                    "tournament_seat",
                    lang,
                    name=t.name_of(s),
                    points=decimal(points.get(s, 0), lang, 0),
                )
                if s
                else say("tournament_computer", lang)
                for s in table.seats
            )
            where = f"<#{table.place.key}>" if table.place is not None else "…"
            lines.append(
                say("tournament_table_line", lang, table=table.number, where=where, names=names)
            )
        called = {e.user_id: e.name for e in t.entrants}
        lines += [reason_line(r, called, lang) for r in await self.bot.tournaments.reasons(t.id)]
        await tell(interaction, "\n".join(lines))


async def tournament_press(
    bot: LudoBot,
    edge: DiscordTournaments,
    interaction: Interaction[LudoBot],
    tournament_id: int,
    action: str,
) -> None:
    """A tournament card's Join or Leave: the same as the commands, told privately."""
    started = time.perf_counter()
    try:
        await interaction.response.defer(ephemeral=True)
        in_a_server(interaction)
        who = await organiser(bot, interaction)
        if action == "join":
            rated = await bot.service.queries.user_rating(circle(interaction), who.user_id or 0)
            rating = rated.ordinal if rated is not None else 0.0
            await bot.tournaments.join(tournament_id, who, rating)
        else:
            await bot.tournaments.leave(tournament_id, who)
        await edge.draw(tournament_id)
        joined = action == "join"
        await tell(
            interaction,
            note("tournament_joined" if joined else "tournament_left", id=tournament_id),
        )
        result = "ok"
    except Exception as exc:
        result = await answer_failure(interaction, exc, None, f"tournament-{action}")
    log_action(interaction, None, f"tournament-{action}", started, result)
