"""The slash commands in every language there is a catalogue for: discord.py's
:class:`~discord.app_commands.Translator`, by message ids made from where each string
sits (``cmd-ludo-new``, ``cmd-ludo-new-desc``, ``cmd-ludo-new-players``,
``cmd-ludo-new-players-desc``, ``choice-<value>``), so the commands' code keeps its
English defaults and no id is written twice. A string's values (``locale_str(text,
settings=...)``) fill the message's placeholders in every language.

Discord shows each user the localisation for their client's language; a locale without
a catalogue gets the English defaults.
"""

from __future__ import annotations

from typing import Any

from discord import Locale, app_commands

from bot import i18n

Context = app_commands.TranslationContextTypes


def message_id(string: app_commands.locale_str, context: Context) -> str | None:
    """The catalogue's id for one string of the command tree (None: not translated)."""
    given = string.extras.get("id")
    if isinstance(given, str):
        return given
    where = app_commands.TranslationContextLocation
    data: Any = context.data
    if context.location in (where.command_name, where.group_name):
        return f"cmd-{data.qualified_name.replace(' ', '-')}"
    if context.location in (where.command_description, where.group_description):
        return f"cmd-{data.qualified_name.replace(' ', '-')}-desc"
    if context.location is where.parameter_name:
        return f"cmd-{data.command.qualified_name.replace(' ', '-')}-{data.name}"
    if context.location is where.parameter_description:
        return f"cmd-{data.command.qualified_name.replace(' ', '-')}-{data.name}-desc"
    if context.location is where.choice_name:
        return f"choice-{data.value}"
    return None


def catalogue_of(locale: Locale) -> str | None:
    """The catalogue that speaks ``locale``; None for a locale none does (Discord then
    shows the English defaults)."""
    code = i18n.catalogue_for(locale)
    if code == i18n.SOURCE and not locale.value.startswith("en"):
        return None
    return code


class Translator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: Context,
    ) -> str | None:
        code = catalogue_of(locale)
        mid = message_id(string, context)
        if code is None or mid is None:
            return None
        if context.location is app_commands.TranslationContextLocation.choice_name:
            value = str(context.data.value)
            if value in i18n.available():  # a language is named in itself, everywhere
                return i18n.say("language_name", value)
        if not i18n.has(mid, code) and not i18n.has(mid):
            return None
        # A string made from the code's data (a list of names) brings its values along.
        values = {k: v for k, v in string.extras.items() if k != "id"}
        return i18n.say(mid, code, **values)
