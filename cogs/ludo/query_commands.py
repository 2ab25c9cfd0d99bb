"""/ludo rules, stats, leaderboard, replay and help: questions that change nothing.

Each docstring is the command's help text."""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord
from discord import Interaction, app_commands

from bot import i18n
from bot.core import Note, note
from bot.engine import PRESETS, revealed_hash, verify_export
from bot.pictures import dice_png
from bot.reading import whole

from .command_base import CommandBase, circle, defaults_here
from .controller import send_replay
from .errors import tell
from .language import chat_language, private
from .messages import dice_lines, file_name
from .places import place_of
from .rules_words import preset_name, rules_in_words, rules_summary
from .texts import cut, decimal, lines, say

if TYPE_CHECKING:
    from bot.bot import LudoBot


class QueryCommands(CommandBase):
    @app_commands.command(name="rules")
    async def rules(self, interaction: Interaction[LudoBot]) -> None:
        """The rules of this channel's game (or the server's defaults) in plain words."""
        await interaction.response.defer(ephemeral=True)
        ruleset = await self.bot.service.queries.rules_here(
            place_of(interaction), await defaults_here(self.bot, interaction)
        )
        lang = private(interaction)
        text = "\n".join(f"• {line}" for line in rules_in_words(ruleset, lang))
        digest = await self.bot.service.queries.dice_hash_here(place_of(interaction))
        if digest is not None:
            text += "\n\n" + say("dice_hash", lang, hash=digest)
        embed = discord.Embed(title=rules_summary(ruleset, lang), description=text[:4000])
        await interaction.followup.send(embed=embed, ephemeral=True)

    @app_commands.command(name="stats")
    @app_commands.describe(member="Whose statistics (default: yours)")
    async def stats(
        self, interaction: Interaction[LudoBot], member: discord.User | None = None
    ) -> None:
        """Games, wins, places and captures here, and everywhere together."""
        await interaction.response.defer(ephemeral=True)
        who = member or interaction.user
        s = await self.bot.service.queries.player(circle(interaction), who.id)
        lang = private(interaction)
        mean = decimal(s.mean_place, lang) if s.mean_place is not None else "–"
        # Without the member's data (Discord sent only the id) the mention names them.
        shown = getattr(who, "display_name", None)
        name = discord.utils.escape_markdown(shown)[:80] if shown else f"<@{who.id}>"
        said = [
            note("stats", name=name, games=s.games, wins=s.wins, mean=mean, captures=s.captures)
        ]
        if s.favourite_colour is not None:
            said.append(note("stats_colour", colour=s.favourite_colour))
        everywhere = await self.bot.service.queries.player(None, who.id)
        if everywhere.games > s.games:  # played in other circles too
            mean = decimal(everywhere.mean_place, lang) if everywhere.mean_place else "–"
            said.append(
                note(
                    "stats_everywhere",
                    games=everywhere.games,
                    wins=everywhere.wins,
                    mean=mean,
                    captures=everywhere.captures,
                )
            )
        rating = await self.bot.service.queries.user_rating(circle(interaction), who.id)
        if rating is not None:
            games = rating.trend_games
            said.append(
                note(
                    "stats_rating" if games > 0 else "stats_rating_first",
                    rating=decimal(rating.ordinal, lang, 1),
                    mu=decimal(rating.mu, lang, 1),
                    sigma=decimal(rating.sigma, lang, 1),
                    trend=decimal(rating.trend, lang, 1, sign=True),
                    games=games,
                )
            )
        await tell(interaction, "\n".join(say(n, lang) for n in said))

    @app_commands.command(name="leaderboard")
    async def leaderboard(self, interaction: Interaction[LudoBot]) -> None:
        """The best players here by skill rating (OpenSkill), computer levels too."""
        await interaction.response.defer()
        lang = await chat_language(self.bot, interaction)  # the channel sees it
        rows = await self.bot.service.queries.ratings(circle(interaction), 10)
        if not rows:
            await interaction.followup.send(say("leaderboard_empty", lang))
            return
        ranked = []
        for i, r in enumerate(rows):
            name = (
                f"<@{r.user_id}>"
                if r.user_id is not None
                else say("rated_computer", lang, level=r.level or "?")
            )
            ranked.append(
                say(
                    "rated_line",
                    lang,
                    rank=i + 1,
                    who=name,
                    rating=decimal(r.ordinal, lang, 1),
                    games=r.games,
                )
            )
        await interaction.followup.send(
            embed=discord.Embed(
                title=say("leaderboard_title", lang), description="\n".join(ranked)
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="replay")
    @app_commands.describe(
        game="A game number (default: the last finished game here)",
        part="The whole game (default), its highlights, or its last 30 moves",
    )
    @app_commands.choices(
        part=[
            app_commands.Choice(name=i18n.say(f"choice-{part}"), value=part)
            for part in ("all", "highlights", "last-30")
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
        game = await self.bot.service.queries.chosen_game(
            whole(game, "game", 0, None), circle(interaction), place_of(interaction)
        )
        await self.bot.service.queries.replay_game(game, circle(interaction))
        await interaction.response.defer()
        await send_replay(self.bot, interaction, game, part.value if part else "all")

    @app_commands.command(name="export")
    @app_commands.describe(game="A game number (default: the last finished game here)")
    async def export(self, interaction: Interaction[LudoBot], game: int | None = None) -> None:
        """A game as a JSON file: rules, seats, every action, and its dice seed once it is over."""
        game = await self.bot.service.queries.chosen_game(
            whole(game, "game", 0, None), circle(interaction), place_of(interaction)
        )
        document = await self.bot.service.queries.game_export(game, circle(interaction))
        await interaction.response.send_message(
            say("export_caption", private(interaction), game=game),
            file=discord.File(io.BytesIO(document.to_json().encode()), f"ludo-{game}.json"),
            ephemeral=True,
        )

    @app_commands.command(name="verify")
    @app_commands.describe(game="A game number (default: the last finished game here)")
    async def verify(self, interaction: Interaction[LudoBot], game: int | None = None) -> None:
        """Recompute every roll of a finished game from its revealed dice seed."""
        if game is None:
            # In a tournament with duplicate dice: every table of its revealed rounds.
            here = await self.bot.tournaments.here(place_of(interaction))
            tables = [t for t in here.tables if t.round in here.seeds] if here else []
            if tables:
                await interaction.response.defer(ephemeral=True)
                scope = circle(interaction)
                lines = [await self._verified(t.game_id, scope) for t in tables if t.game_id]
                await tell(
                    interaction, "\n".join(say(line, private(interaction)) for line in lines)
                )
                return
        game = await self.bot.service.queries.chosen_game(
            whole(game, "game", 0, None), circle(interaction), place_of(interaction)
        )
        await tell(interaction, await self._verified(game, circle(interaction)))

    async def _verified(self, game: int, scope: int) -> Note:
        """The verdict on one game's dice (a tournament table's with its round's seed,
        once revealed)."""
        revealed = await self.bot.tournaments.seed_of(game)
        document = await self.bot.service.queries.game_export(game, scope, revealed)
        result = await asyncio.to_thread(verify_export, document)
        return note(
            f"verify_{result.code}",
            game=game,
            rolls=result.rolls,
            # Counted from 1, as the actions are (the seed's counter is roll - 1).
            roll=(result.roll or 0) + 1,
            action=(result.action or 0) + 1,
            # The seed's hash the check used, to compare with the first board's (a
            # verdict that read the seed says it).
            hash=revealed_hash(document) or "",
        )

    @app_commands.command(name="dice")
    @app_commands.describe(game="A game number (default: the game here, or the last finished)")
    async def dice(self, interaction: Interaction[LudoBot], game: int | None = None) -> None:
        """How often each player rolled each face, with a chi-square test of fairness."""
        game = await self.bot.service.queries.chosen_game(
            whole(game, "game", 0, None), circle(interaction), place_of(interaction), True
        )
        stats = await self.bot.service.queries.dice_stats(game, circle(interaction))
        await interaction.response.defer()
        lang = await chat_language(self.bot, interaction)  # the channel sees it
        shown = [say("dice_title", lang, game=game)]
        if stats.p_game is not None:
            p = decimal(stats.p_game, lang, 3)
            shown += [dice_lines(stats, lang), say("dice_game_p", lang, p=p)]
        else:  # no test of nothing: p = 1 would read as a verdict
            shown.append(say("dice_no_rolls", lang, game=game))
        if stats.p_server is not None:
            p = decimal(stats.p_server, lang, 3)
            shown.append(say("dice_server", lang, rolls=sum(stats.server), p=p))
        else:
            shown.append(say("dice_server_none", lang))
        png = await dice_png(
            stats.names,
            stats.colours,
            stats.per_seat,
            stats.server,
            say("dice_server_label", lang),
        )
        files = [discord.File(io.BytesIO(png), file_name("dice", lang))] if png else []
        await interaction.followup.send(
            cut("\n".join(shown)), files=files, allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name="help")
    async def help(self, interaction: Interaction[LudoBot]) -> None:
        """How to play with this bot."""
        lang = private(interaction)
        presets = ", ".join(f"{preset_name(k, lang)} (`{k}`)" for k in PRESETS)
        help_lines = ("help_new", "help_turn", "help_commands", "help_record", "help_admins")
        await tell(
            interaction,
            lines(lang, *help_lines) + "\n" + say("help_presets", lang, presets=presets),
        )
