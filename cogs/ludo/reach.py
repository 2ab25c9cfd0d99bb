"""Chats the bot may only answer in: a group DM, a DM between friends, a server whose
admins added no bot. The app is installed to a person there (a user install), so the
bot cannot post or edit by itself (Discord answers 403 "Missing Access"); it can answer
an interaction, send up to five follow-ups to it, and edit its answer and follow-ups
with the interaction's token while the token lasts (15 minutes).

:func:`reach_of` says which kind of chat an interaction comes from; :class:`Tokens` keeps,
for each game in such a chat, the interactions whose tokens can still edit its card or
speak in the chat. Nothing here outlives a token, so memory stays bounded by the presses
of the last 15 minutes (and a hard cap).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.core import Answer, Reach

TOKEN_LIFE = 15 * 60.0
"""Seconds an interaction's token lasts (Discord's limit)."""
MARGIN = 30.0
"""Seconds before the end of a token when it is no longer relied on (an edit in flight,
clocks that differ)."""
FOLLOWUPS = 5
"""Follow-up messages Discord allows one interaction of a user-installed app where the
bot is not a member."""
KEEP = 10_000
"""Interactions kept at most (the oldest go first), whatever users send."""


def reach_of(interaction: discord.Interaction[Any]) -> Reach:
    """``channel`` where the bot may post and edit: a server that has the bot (a guild
    install), or the bot's own DM; ``answers`` elsewhere (a group DM, a DM between
    friends, a server without the bot), where it may only answer interactions."""
    if interaction.context.dm_channel:
        return "channel"
    if interaction.guild_id is not None and interaction.is_guild_integration():
        return "channel"
    return "answers"


def answers_only(out: Answer) -> bool:
    """The game's chat is one the bot may only answer in."""
    return out.venue.reach == "answers"


def pressed_on(interaction: discord.Interaction[Any], game_id: int) -> bool:
    """The press was on a card of ``game_id`` (its custom_id names the game)."""
    data: dict[str, Any] = dict(interaction.data or {})
    parts = str(data.get("custom_id", "")).split(":")
    return len(parts) > 1 and parts[1] == str(game_id)


def external_apps_refused(interaction: discord.Interaction[Any]) -> bool:
    """A server without the bot that turned "Use External Apps" off for this person:
    every answer there is private to them, so nobody else would see a game."""
    return (
        interaction.guild_id is not None
        and not interaction.is_guild_integration()
        and not interaction.permissions.use_external_apps
    )


def followups_left(interaction: discord.Interaction[Any]) -> int:
    return FOLLOWUPS - int(interaction.extras.get("followups", 0))


def count_followup(interaction: discord.Interaction[Any]) -> None:
    """Every follow-up the bot sends to an interaction is counted here (the limit)."""
    interaction.extras["followups"] = int(interaction.extras.get("followups", 0)) + 1


@dataclass(frozen=True, slots=True)
class Grip:
    """An interaction whose token can edit one message: its own answer (``original``,
    for a press the message pressed) or one of its follow-ups."""

    interaction: discord.Interaction[Any]
    original: bool
    until: float

    async def edit(self, message_id: int, **fields: Any) -> None:
        if self.original:
            await self.interaction.edit_original_response(**fields)
        else:
            await self.interaction.followup.edit_message(message_id, **fields)

    async def delete(self, message_id: int) -> None:
        if self.original:
            await self.interaction.delete_original_response()
        else:
            await self.interaction.followup.delete_message(message_id)


class Tokens:
    """For games in chats the bot may only answer in: which interaction can edit each
    message (a card, a ping), and the latest interaction of each game (it speaks there)."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        life: float = TOKEN_LIFE - MARGIN,
        keep: int = KEEP,
    ) -> None:
        self._clock = clock
        self._life = life
        self._keep = keep
        self._messages: OrderedDict[int, Grip] = OrderedDict()
        self._latest: OrderedDict[int, Grip] = OrderedDict()

    def __len__(self) -> int:
        return len(self._messages) + len(self._latest)

    def _until(self, interaction: discord.Interaction[Any]) -> float:
        """When the token stops being relied on: counted from the interaction's own
        creation (a press handled late has less time left)."""
        age = max(0.0, discord.utils.utcnow().timestamp() - interaction.created_at.timestamp())
        return self._clock() + self._life - age

    def seen(self, game_id: int, interaction: discord.Interaction[Any]) -> None:
        """An interaction of the game's chat: it may speak there while its token lasts."""
        self._put(self._latest, game_id, Grip(interaction, True, self._until(interaction)))

    def made(self, message_id: int, interaction: discord.Interaction[Any], original: bool) -> None:
        """``interaction`` answered with (or pressed on) ``message_id``: its token edits it."""
        self._put(self._messages, message_id, Grip(interaction, original, self._until(interaction)))

    def editor(self, message_id: int) -> Grip | None:
        return self._valid(self._messages, message_id)

    def speaker(self, game_id: int) -> discord.Interaction[Any] | None:
        """The game's latest interaction that may still send a follow-up."""
        grip = self._valid(self._latest, game_id)
        if grip is None or followups_left(grip.interaction) <= 0:
            return None
        return grip.interaction

    def lost(self, message_id: int) -> None:
        """Discord refused the token (it expired sooner, or the message is gone)."""
        self._messages.pop(message_id, None)

    def _valid(self, table: OrderedDict[int, Grip], key: int) -> Grip | None:
        self._prune(table)
        grip = table.get(key)
        return grip if grip is not None and grip.until > self._clock() else None

    def _put(self, table: OrderedDict[int, Grip], key: int, grip: Grip) -> None:
        table[key] = grip
        table.move_to_end(key)
        self._prune(table)

    def _prune(self, table: OrderedDict[int, Grip]) -> None:
        """Drop the expired from the oldest end, and the oldest beyond :data:`KEEP`."""
        now = self._clock()
        while table and (len(table) > self._keep or next(iter(table.values())).until <= now):
            table.popitem(last=False)
