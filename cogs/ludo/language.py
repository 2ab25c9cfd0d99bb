"""Whose language: a private answer speaks the language of the one who pressed, what the
whole channel sees (cards, the move log, the pictures) the server's.

The server's language is ``/ludo config language``: a catalogue, or ``auto`` (the
default), which follows the server's own locale (Server Settings, Community).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot import i18n
from bot.core import Answer
from bot.core.settings import SERVER_LANGUAGE

from .reach import reach_of

if TYPE_CHECKING:
    from bot.bot import LudoBot


def private(interaction: discord.Interaction[Any]) -> str:
    """The catalogue for the user who pressed or typed (their Discord client's locale)."""
    return i18n.catalogue_for(interaction.locale)


def chosen(setting: str, guild_locale: object) -> str:
    """The catalogue a server's setting means: itself, or with ``auto`` its locale.

    >>> chosen("auto", "de"), chosen("de", "en-US"), chosen("auto", None)
    ('de', 'de', 'en')
    """
    if setting == SERVER_LANGUAGE:
        return i18n.catalogue_for(guild_locale)
    return i18n.catalogue_for(setting)


async def server(bot: LudoBot, guild_id: int | None) -> str:
    """The catalogue for what a server's channel sees."""
    if guild_id is None:
        return i18n.SOURCE
    settings = await bot.service.defaults.get(guild_id)
    guild = bot.get_guild(guild_id)
    return chosen(settings.language, guild.preferred_locale if guild is not None else None)


async def card_language(bot: LudoBot, out: Answer) -> str:
    """The catalogue of a game's cards: the one fixed when it was opened outside a server
    that has the bot, else its server's setting."""
    fixed = out.venue.language
    return (
        i18n.catalogue_for(fixed) if fixed is not None else await server(bot, out.place.community)
    )


async def chat_language(bot: LudoBot, interaction: discord.Interaction[Any]) -> str:
    """The catalogue for what everyone in the chat of ``interaction`` sees: a server's
    setting where the bot is; elsewhere the setting of whose defaults apply there (the
    person's own outside servers), ``auto`` meaning the server's locale, or in a DM or
    group DM the language of the person's Discord."""
    if reach_of(interaction) == "channel" and interaction.guild_id is not None:
        return await server(bot, interaction.guild_id)
    owner = await bot.service.defaults.owner_of(
        interaction.guild_id, "answers", interaction.user.id
    )
    settings = await bot.service.defaults.get(owner)
    locale = interaction.guild_locale if interaction.guild_id is not None else interaction.locale
    return chosen(settings.language, locale)


def choosable() -> tuple[str, ...]:
    """What ``/ludo config language`` offers: ``auto`` and every catalogue there is."""
    return (SERVER_LANGUAGE, *i18n.available())
