"""The command tree: a payload's options are checked before discord.py reads them.

A user, channel, role or attachment option is a snowflake (digits, under 2**63, which the
store keeps as a signed 64-bit integer); a real client sends nothing else, but a forged
payload may. discord.py turns such a value into an object before any command runs (and
a non-numeric one raises outside the commands' error handling), so the tree checks them
first and refuses with :class:`BadOption`, which reaches the tree's one error handler.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import discord
from discord import app_commands

SNOWFLAKES = frozenset(
    {
        discord.AppCommandOptionType.user.value,
        discord.AppCommandOptionType.channel.value,
        discord.AppCommandOptionType.role.value,
        discord.AppCommandOptionType.mentionable.value,
        discord.AppCommandOptionType.attachment.value,
    }
)
"""Option types whose value is an id."""
LARGEST_ID = 2**63 - 1


class BadOption(app_commands.AppCommandError):
    """An option's value that no Discord client sends: ``option`` (its name) and the
    ``value`` as it came."""

    def __init__(self, option: str, value: str) -> None:
        super().__init__(f"{option}: {value!r}")
        self.option = option
        self.value = value


def check_options(options: Iterable[Mapping[str, Any]]) -> None:
    """Raise :class:`BadOption` for the first id option that is not an id (subcommands'
    options included).

    >>> check_options([{"name": "member", "type": 6, "value": "123"}])
    >>> check_options([{"name": "member", "type": 6, "value": "abc"}])
    Traceback (most recent call last):
    ...
    bot.tree.BadOption: member: 'abc'
    """
    for option in options:
        check_options(option.get("options") or [])
        if option.get("type") not in SNOWFLAKES or "value" not in option:
            continue
        value = option["value"]
        text = str(value)
        if (
            isinstance(value, bool)
            or not text.isascii()
            or not text.isdigit()
            or int(text) > LARGEST_ID
        ):
            raise BadOption(str(option.get("name", "")), text)


class CheckedTree(app_commands.CommandTree[Any]):
    """The bot's command tree (``tree_cls``): each command's payload is checked first."""

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        data: Mapping[str, Any] = interaction.data or {}
        try:
            check_options(data.get("options") or [])
        except BadOption:
            if interaction.type is discord.InteractionType.autocomplete:
                return False  # nobody to tell: no suggestions
            raise  # the tree's error handler answers it
        return True
