"""Whether Discord has the bot's slash commands, and sending them when it has not.

Used at every start (:mod:`bot.bot`) and by ``ludobot sync`` (:mod:`bot.sync`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands


def _localised(d: Mapping[str, Any], key: str) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((str(k), str(v)) for k, v in (d.get(key) or {}).items()))


def _shape(d: Mapping[str, Any]) -> tuple[Any, ...]:
    """What a command is, as Discord stores it: names, texts (in every language),
    options and permissions."""
    return (
        int(d.get("type") or 1),
        str(d.get("name", "")),
        str(d.get("description", "")),
        _localised(d, "name_localizations"),
        _localised(d, "description_localizations"),
        bool(d.get("required", False)),
        tuple(
            sorted(
                (str(c["name"]), str(c["value"]), _localised(c, "name_localizations"))
                for c in d.get("choices") or []
            )
        ),
        tuple(sorted(_shape(o) for o in d.get("options") or [])),
        str(d.get("default_member_permissions") or ""),
        d.get("min_value"),
        d.get("max_value"),
    )


async def up_to_date(tree: app_commands.CommandTree[Any]) -> bool:
    """Does Discord already have exactly this tree's global commands?"""
    try:
        remote = await tree.fetch_commands()
    except discord.HTTPException:
        return False
    translator = tree.translator
    mine = sorted(
        [
            _shape(
                await c.get_translated_payload(tree, translator)
                if translator is not None
                else c.to_dict(tree)
            )
            for c in tree.get_commands()
        ]
    )
    return mine == sorted(_shape(c.to_dict()) for c in remote)


async def sync_commands(
    tree: app_commands.CommandTree[Any], dev_guild: int | None, force: bool = False
) -> bool:
    """Send the commands where they are needed; returns whether anything was sent."""
    if dev_guild:
        guild = discord.Object(dev_guild)
        tree.copy_global_to(guild=guild)
        await tree.sync(guild=guild)
        return True
    if not force and await up_to_date(tree):
        return False
    await tree.sync()
    return True
