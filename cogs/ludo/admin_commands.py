"""/ludo end and /ludo config: ending a game, and the server's defaults (Manage Server).

Each docstring is the command's help text."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from discord import Interaction, app_commands

from bot import i18n
from bot.core.commands import DefaultsChange, SetPreset
from bot.core.settings import BY_NAME, SERVER_LANGUAGE, SETTING_NAMES, SETTINGS, Shows
from bot.reading import normal, read_preset, read_setting, read_setting_value

from .command_base import PRESET_CHOICES, CommandBase, defaults_kept
from .controller import ask_to_end
from .errors import tell
from .language import choosable, chosen, private
from .texts import folded, option_words, say, setting_value

T = TypeVar("T")

BY_NAME_LIST = "/".join(s.name for s in BY_NAME)
"""The settings /ludo config set takes by name, for its description (joined without
spaces: with eight of them the description must still fit Discord's 100 characters in
every language; the option's autocomplete offers each)."""

LANGUAGE_CHOICES = [
    app_commands.Choice(
        name=i18n.say("choice-auto")
        if code == SERVER_LANGUAGE
        else i18n.say("language_name", code),
        value=code,
    )
    for code in choosable()
]
"""``auto`` and every catalogue there is, each named in its own language."""


def _value_words(shows: Shows, typed: str, lang: str, name: str) -> str:
    """A value as typed (yes, off, computer, a language's code) in words."""
    value: object = typed
    if shows == "language" and typed == SERVER_LANGUAGE:
        return i18n.say("choice-auto", lang)
    if shows == "yes_no":
        value = typed == "yes"
    elif typed == "off":
        value = None
    return setting_value(shows, value, lang, typed if shows == "language" else None, name)


if TYPE_CHECKING:
    from bot.bot import LudoBot


def manages_defaults() -> Callable[[T], T]:
    """In a server: Manage Server. Outside servers the defaults are the person's own."""

    def predicate(interaction: Interaction[LudoBot]) -> bool:
        if interaction.guild_id is None or interaction.permissions.manage_guild:
            return True
        raise app_commands.MissingPermissions(["manage_guild"])

    return app_commands.check(predicate)


class AdminCommands(CommandBase):
    # Not hidden by default permissions: outside servers everyone sets their own
    # defaults, and Discord would hide the group there too.
    config = app_commands.Group(
        name="config",
        description="Default rules: this server's (Manage Server), or your own outside servers",
    )

    @app_commands.command(name="end")
    async def end(self, interaction: Interaction[LudoBot]) -> None:
        """End this channel's game (the host, or anyone with Manage Channels)."""
        await interaction.response.defer(ephemeral=True)
        game = await self._open_game(interaction)
        await ask_to_end(self.bot, interaction, game.id)

    # -- server settings ----------------------------------------------------------------

    # Anyone may look at the defaults (config show). In a server each command that
    # changes them needs Manage Server (checked here: Discord keeps default permissions
    # for a top-level command only); outside servers a person sets their own. The one
    # error handler answers a refusal privately.

    async def _show(self, interaction: Interaction[LudoBot], title: str, **what: str) -> None:
        lang = private(interaction)
        s = await self.bot.service.defaults.get(defaults_kept(self.bot, interaction))
        meant = chosen(
            s.language,
            interaction.guild_locale if interaction.guild_id is not None else interaction.locale,
        )
        overrides = "".join(
            "\n" + say("config_rule", lang, name=option_words(k, lang), rule=f"{k}={v}")
            for k, v in s.overrides.items()
        )
        bot_settings = "\n".join(
            say(
                "config_setting",
                lang,
                name=option_words(b.name, lang),
                option=b.name,
                value=setting_value(b.kind.shows, b.shown(s), lang, meant, b.name),
            )
            for b in BY_NAME
        )
        settings = say(
            "config_show",
            lang,
            preset=s.preset,
            overrides=overrides or say("no_house_rules", lang),
            settings=bot_settings,
        )
        await tell(interaction, say(title, lang, **what) + "\n" + settings)

    async def _change(self, interaction: Interaction[LudoBot], change: DefaultsChange) -> None:
        owner = defaults_kept(self.bot, interaction)
        await self.bot.service.defaults.change(owner, change)

    @config.command(name="show")
    async def config_show(self, interaction: Interaction[LudoBot]) -> None:
        """This server's default rules."""
        await interaction.response.defer(ephemeral=True)
        await self._show(interaction, "title_defaults")

    @config.command(name="preset")
    @manages_defaults()
    @app_commands.describe(preset="The preset new games on this server play")
    @app_commands.choices(preset=PRESET_CHOICES)
    async def config_preset(self, interaction: Interaction[LudoBot], preset: str) -> None:
        """Choose the server's default preset."""
        await interaction.response.defer(ephemeral=True)
        await self._change(interaction, SetPreset(read_preset(preset)))
        await self._show(interaction, "title_preset_set")

    @config.command(name="set")
    @manages_defaults()
    @app_commands.describe(
        option=app_commands.locale_str(f"A rule option, or {BY_NAME_LIST}", settings=BY_NAME_LIST),
        value="Its value, e.g. yes, no, 3, bounce, {1,6}",
    )
    async def config_set(self, interaction: Interaction[LudoBot], option: str, value: str) -> None:
        """Set one house rule for new games on this server."""
        await interaction.response.defer(ephemeral=True)
        await self._change(
            interaction, read_setting(option, value, self.bot.service.defaults.known)
        )
        await self._show(interaction, "title_option_set", option=normal(option)[:40])

    @config.command(name="language")
    @manages_defaults()
    @app_commands.describe(language="auto: the server's own language (Server Settings, Community)")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def config_language(self, interaction: Interaction[LudoBot], language: str) -> None:
        """The language of this server's boards, lobbies and move logs."""
        await interaction.response.defer(ephemeral=True)
        known = self.bot.service.defaults.known
        await self._change(interaction, read_setting_value("language", language, known))
        await self._show(interaction, "title_language_set")

    @config_set.autocomplete("option")
    async def _option_names(
        self, interaction: Interaction[LudoBot], current: str
    ) -> list[app_commands.Choice[str]]:
        """Every setting and rule option, by its words in the user's language with the
        typed name beside it; what is typed finds either."""
        lang = private(interaction)
        typed, found = folded(current.strip(), lang), []
        for n in SETTING_NAMES:
            label = f"{n}: {option_words(n, lang, 100 - len(n) - 2)}"
            if typed in folded(label, lang):
                found.append(app_commands.Choice(name=label, value=n))
        return found[:25]

    @config_set.autocomplete("value")
    async def _values(
        self, interaction: Interaction[LudoBot], current: str
    ) -> list[app_commands.Choice[str]]:
        """The values a setting takes, when they are a short list (a rule option's are
        typed), in words with the value to type."""
        name = normal(str(getattr(interaction.namespace, "option", "") or ""))
        setting = SETTINGS.get(name)
        if setting is None or not setting.by_name:
            return []
        lang = private(interaction)
        typed, out = folded(current.strip(), lang), []
        for v in self.bot.service.defaults.choices(name):
            label = f"{v}: {_value_words(setting.kind.shows, v, lang, name)}"
            if typed in folded(label, lang):
                out.append(app_commands.Choice(name=label[:100], value=v))
        return out[:25]

    @config.command(name="reset")
    @manages_defaults()
    async def config_reset(self, interaction: Interaction[LudoBot]) -> None:
        """Back to the German classic with no house rules."""
        await interaction.response.defer(ephemeral=True)
        await self.bot.service.defaults.reset(defaults_kept(self.bot, interaction))
        await self._show(interaction, "title_reset")
