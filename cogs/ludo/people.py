"""People as a chat shows them: a person's name where the edge knows only their id."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.bot import LudoBot


async def name_of(interaction: discord.Interaction[LudoBot], user_id: int) -> str:
    """A person's name as the chat shows it (their name in the server, if any)."""
    guild = interaction.guild
    member = guild.get_member(user_id) if guild is not None else None
    if member is not None:
        return member.display_name
    try:
        return (await interaction.client.fetch_user(user_id)).display_name
    except discord.HTTPException:
        return "?"
