"""Discord's places: a game belongs to a channel (a server's, a DM, a group DM), named to
the core as the place ``discord``/the channel's id; its circle is the server, or outside
servers the chat itself; its route is the server's shard key.

Discord sends a server's events to shard ``(guild_id >> 22) % shard_count`` and direct
messages to shard 0. A game's route is the server's id without its 22 bits of time (0
outside servers), so a process that runs some shards serves exactly their games with
``Partition(shard_count, shard_ids)``: the core and the store know only the route.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.core import Place

KIND = "discord"
"""The kind of every place this edge names."""


def place_in(guild_id: int | None, channel_id: int) -> Place:
    """The place of a channel (of server ``guild_id``; None: outside servers)."""
    circle = guild_id if guild_id is not None else channel_id
    return Place(KIND, str(channel_id), circle, guild_id)


def place_of(interaction: discord.Interaction[Any]) -> Place:
    """The place an interaction comes from."""
    return place_in(interaction.guild_id, interaction.channel_id or 0)


def channel_of(place: Place) -> int:
    """The channel a place of this edge names."""
    return int(place.key)


def route_of(guild_id: int | None) -> int:
    """A game's route: the shard key of its server (0 outside servers: shard 0)."""
    return 0 if guild_id is None else guild_id >> 22
