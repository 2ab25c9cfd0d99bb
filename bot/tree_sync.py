"""Whether Discord has the bot's slash commands, and sending them when it has not.

Used at every start (:mod:`bot.bot`) and by ``ludobot sync`` (:mod:`bot.sync`).

An application with Activities enabled has an entry point command (type 4,
PRIMARY_ENTRY_POINT), made by Discord and edited in the Developer Portal: it opens the
Activity, whose page finds the channel's game. discord.py's tree does not know that type,
and Discord refuses a bulk update that would remove it (50240), so the global sync sends
it back as Discord has it, and the comparison leaves it out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import discord
from discord import app_commands

ENTRY_POINT: Final = 4
"""The command type of an Activity's entry point (PRIMARY_ENTRY_POINT)."""
_ENTRY_FIELDS: Final = (
    "name",
    "name_localizations",
    "description",
    "description_localizations",
    "type",
    "handler",
    "integration_types",
    "contexts",
    "default_member_permissions",
    "nsfw",
)
"""What an entry point is, as a bulk update sends it back (not its id or version)."""


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


async def _payloads(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """The tree's global commands as Discord is sent them (in every language)."""
    translator = tree.translator
    return [
        await c.get_translated_payload(tree, translator)
        if translator is not None
        else c.to_dict(tree)
        for c in tree.get_commands()
    ]


async def up_to_date(tree: app_commands.CommandTree[Any]) -> bool:
    """Does Discord already have exactly this tree's global commands?"""
    try:
        remote = await tree.fetch_commands()
    except discord.HTTPException:
        return False
    mine = sorted(_shape(c) for c in await _payloads(tree))
    theirs = (c.to_dict() for c in remote if c.type.value != ENTRY_POINT)
    return mine == sorted(_shape(c) for c in theirs)


async def _entry_points(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """The application's entry point commands as Discord has them (none without
    Activities)."""
    client = tree.client
    if client.application_id is None:
        return []
    remote = await client.http.get_global_commands(client.application_id)
    return [
        {k: c[k] for k in _ENTRY_FIELDS if k in c}
        for c in remote
        if int(c.get("type") or 1) == ENTRY_POINT
    ]


async def _sync_global(tree: app_commands.CommandTree[Any]) -> None:
    """The tree's commands, and the entry point kept (Discord refuses its removal)."""
    kept = await _entry_points(tree)
    if not kept:
        await tree.sync()
        return
    app_id = tree.client.application_id
    assert app_id is not None  # _entry_points found commands of it
    payload = await _payloads(tree) + kept
    await tree.client.http.bulk_upsert_global_commands(app_id, payload=payload)


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
    await _sync_global(tree)
    return True
