"""/ludo dm, /ludo gender, /ludo mygames and /ludo takeover: a person's own "your turn"
by direct message and the grammatical gender of sentences about them, every game they sit
in (all three anywhere, answered privately), and taking over a computer's seat in a running
game (asked in public: the host confirms with a button).

Each docstring is the command's help text."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import Interaction, app_commands

from bot import i18n
from bot.core import MyGame, ToConfirm
from bot.core.commands import AskTakeover
from bot.core.settings import DM_CHOICES, GENDER_CHOICES, GuildSettings
from bot.reading import read_seat, read_setting_value

from .buttons import TakeoverButton
from .command_base import CommandBase
from .controller import execute
from .errors import PUBLIC, answer_in_public, tell
from .language import chat_language, private
from .live import live
from .places import place_of
from .texts import say

if TYPE_CHECKING:
    from bot.bot import LudoBot

DM_CHOICE_LIST = [app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in DM_CHOICES]
GENDER_CHOICE_LIST = [
    app_commands.Choice(name=i18n.say(f"choice-{k}"), value=k) for k in GENDER_CHOICES
]
MY_GAMES = 20
"""Games /ludo mygames lists at most (the message's length)."""


class PaceCommands(CommandBase):
    @app_commands.command(name="dm")
    @app_commands.describe(when="In slow games (the default), in every game, or never")
    @app_commands.choices(when=DM_CHOICE_LIST)
    async def dm(self, interaction: Interaction[LudoBot], when: str) -> None:
        """When the bot tells you privately that it is your turn."""
        settings = await self._own_setting(interaction, "dm", when)
        lang = private(interaction)
        lines = [say("dm_set", lang, when=settings.dm)]
        if live(self.bot).dms.unreachable.refusing(interaction.user.id):
            lines.append(say("dm_unreachable", lang))  # why none came
        await tell(interaction, "\n".join(lines))

    @app_commands.command(name="gender")
    @app_commands.describe(form="Feminine, masculine, or unset (neutral wording)")
    @app_commands.choices(form=GENDER_CHOICE_LIST)
    async def gender(self, interaction: Interaction[LudoBot], form: str) -> None:
        """How sentences about you agree where a language needs it (others see only the wording)."""
        settings = await self._own_setting(interaction, "gender", form)
        await tell(interaction, say("gender_set", private(interaction), form=settings.gender))

    async def _own_setting(
        self, interaction: Interaction[LudoBot], name: str, text: str
    ) -> GuildSettings:
        """One of the presser's own settings changed, wherever they are (a refusal is
        told privately by the one error handler): their settings after it."""
        await interaction.response.defer(ephemeral=True)
        defaults = self.bot.service.defaults
        change = read_setting_value(name, text, defaults.known)
        return await defaults.change(interaction.user.id, change)

    @app_commands.command(name="mygames")
    async def mygames(self, interaction: Interaction[LudoBot]) -> None:
        """Every game you sit in, the ones where it is your turn first."""
        await interaction.response.defer(ephemeral=True)
        lang = private(interaction)
        games = await self.bot.service.queries.my_games(interaction.user.id)
        if not games:
            await tell(interaction, say("no_games", lang))
            return
        lines = [self._line(g, lang) for g in games[:MY_GAMES]]
        await tell(interaction, "\n".join([say("mygames_title", lang), *lines]))

    def _line(self, game: MyGame, lang: str) -> str:
        url = self._url(game.info)
        values = {"game": game.info.id, "pace": game.pace, "url": url}
        if game.name is None:
            line = say("mygames_lobby", lang, **values)
        elif game.mine:
            line = say("mygames_yours", lang, **values)
        else:
            line = say("mygames_other", lang, name=game.name, **values)
        if game.ends is not None:
            line += " · " + say("mygames_ends", lang, at=f"<t:{int(game.ends)}:R>")
        return f"- {line}"

    @app_commands.command(name="takeover")
    @app_commands.describe(seat="The seat's number, as the lobby listed it")
    async def takeover(
        self, interaction: Interaction[LudoBot], seat: app_commands.Range[int, 1, 6]
    ) -> None:
        """Take over a computer's seat in this channel's running game (the host confirms)."""
        # In public: the host sees the request and its button (a refusal stays private).
        await answer_in_public(interaction)
        game = await self._open_game(interaction)
        try:
            out = await execute(self.bot, interaction, game.id, AskTakeover(read_seat(seat)))
        except ToConfirm as asked:  # the core asks the host: their button confirms
            wanted = asked.confirm
            lang = await self.chat_words(interaction)
            view = discord.ui.View(timeout=None)
            view.add_item(TakeoverButton(game.id, wanted.seat, wanted.user_id, lang))
            await interaction.followup.send(say(asked.note, lang), view=view)
            interaction.extras.pop(PUBLIC, None)
            return
        await self.live.publish(out)
        assert out.notice is not None
        await interaction.followup.send(say(out.notice, await self.chat_words(interaction)))
        interaction.extras.pop(PUBLIC, None)

    @takeover.autocomplete("seat")
    async def _takeable(
        self, interaction: Interaction[LudoBot], current: int | str
    ) -> list[app_commands.Choice[int]]:
        """Only the seats that can be taken over: a computer's, or one the away rule
        removed (its number and who holds it)."""
        seats = await self.bot.service.queries.takeable_seats(place_of(interaction))
        return [app_commands.Choice(name=f"{n}: {name}"[:100], value=n) for n, name in seats][:25]

    async def chat_words(self, interaction: Interaction[LudoBot]) -> str:
        return await chat_language(self.bot, interaction)
