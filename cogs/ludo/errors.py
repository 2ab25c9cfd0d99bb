"""The one error handler: every failure of a command, button or form is answered to the
user who tried, privately, and logged; a refusal is told by its code, a bug as "sorry"."""

from __future__ import annotations

import contextlib
import logging
import time
from typing import Any

import discord
from discord import app_commands

from bot import i18n
from bot.core import Note, Refused, note
from bot.core.notes import echo
from bot.tree import BadOption

from .acks import settled
from .language import private
from .reach import count_followup
from .texts import cut, say

log = logging.getLogger("ludobot.discord")
actions_log = logging.getLogger("ludobot.actions")


PUBLIC = "answering_in_public"
"""Set in an interaction's extras while its answer is a public "thinking…" that a card
will replace (where the bot may only answer): a refusal removes it and answers privately."""


async def answer_in_public(interaction: discord.Interaction[Any]) -> None:
    """Acknowledge a command whose answer everyone in the chat will see (its card)."""
    await interaction.response.defer(thinking=True)
    interaction.extras[PUBLIC] = True


async def tell(interaction: discord.Interaction[Any], what: Note | str) -> None:
    """A private answer to whoever pressed or typed (a code, or words made already), in
    their language."""
    text = cut(say(what, private(interaction)) if isinstance(what, Note) else what)
    await settled(interaction)
    try:
        if interaction.extras.pop(PUBLIC, False):
            # The public "thinking…" would carry the refusal for all to see.
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
            count_followup(interaction)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as exc:  # the interaction expired: nobody to tell
        log.warning("could not answer interaction %s: %s", interaction.id, exc)


def display_name(interaction: discord.Interaction[Any]) -> str:
    return interaction.user.display_name[:80]


def log_action(
    interaction: discord.Interaction[Any],
    game_id: int | None,
    action: str,
    started: float,
    result: str,
) -> None:
    actions_log.info(
        "action guild=%s channel=%s game=%s user=%s action=%s result=%s ms=%.1f",
        interaction.guild_id,
        interaction.channel_id,
        game_id,
        interaction.user.id,
        action,
        result,
        (time.perf_counter() - started) * 1000,
    )


# -- the one error handler -------------------------------------------------------------


def option_name(interaction: discord.Interaction[Any], option: str) -> str:
    """A command's option by the name the user's Discord shows (the command's
    translation, ``cmd-ludo-new-players``), or as given when it is none of them."""
    command = interaction.command
    if not option or command is None:
        return option
    mid = f"cmd-{command.qualified_name.replace(' ', '-')}-{option}"
    return i18n.say(mid, private(interaction)) if i18n.has(mid) else option


def _transformed(
    interaction: discord.Interaction[Any], error: app_commands.TransformerError
) -> str:
    """The option whose value could not be read: the command's parameter of that type
    (by its type's name when the command has none)."""
    command = interaction.command
    parameters = getattr(command, "parameters", None) or []
    found = next((p.name for p in parameters if p.type == error.type), None)
    return found or error.type.name.lower()


def failure_note(
    error: BaseException, interaction: discord.Interaction[Any] | None = None
) -> Note | None:
    """What to tell the user about a failure; None: a bug (logged, then "sorry")."""
    if isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        inner = error.__cause__ or getattr(error, "original", None)
        if isinstance(error, app_commands.TransformerError):
            option = _transformed(interaction, error) if interaction else error.type.name.lower()
            # What was sent, visibly (a zero-width or direction mark, a NUL as escapes).
            return note("bad_input", option=option, why=echo(str(error.value)[:60]))
        if inner is not None and inner is not error:
            return failure_note(inner, interaction)
    if isinstance(error, BadOption):  # a forged payload's id
        return note("bad_input", option=error.option, why=echo(error.value[:60]))
    if isinstance(error, app_commands.MissingPermissions):
        if "manage_guild" in error.missing_permissions:
            return note("need_manage")
        return note("need_permissions", permissions=list(error.missing_permissions))
    if isinstance(error, app_commands.NoPrivateMessage):
        return note("guild_only")
    if isinstance(error, Refused):
        return error.note
    if isinstance(error, app_commands.BotMissingPermissions):
        return note("bot_needs_permissions", permissions=list(error.missing_permissions))
    if isinstance(error, app_commands.CommandSignatureMismatch | app_commands.CommandNotFound):
        return note("commands_changed")  # Discord's copy of the commands is older
    if isinstance(error, app_commands.AppCommandError) and not isinstance(
        error, app_commands.CommandInvokeError
    ):
        # discord.py's own explanation is English: the user hears the language's words.
        log.info("command refused by discord.py: %s", error)
        return note("command_refused")
    return None


async def answer_failure(
    interaction: discord.Interaction[Any],
    error: BaseException,
    game_id: int | None = None,
    action: str = "",
    started: float | None = None,
) -> str:
    """Tell the user privately what went wrong and log it; returns the log's result."""
    said = failure_note(error, interaction)
    if said is not None and said.code == "bad_input":  # the option as the user sees it
        said = note(
            "bad_input",
            **{**said.params, "option": option_name(interaction, said.params.get("option", ""))},
        )
    if said is None:
        log.error(
            "%s failed (game %s, interaction %s)",
            action or _command_name(interaction),
            game_id,
            interaction.id,
            exc_info=error,
        )
        # A press's game is saved as it was; a command's failure changed nothing.
        said, result = note("sorry" if game_id is not None else "sorry_command"), "error"
    else:
        result = f"refused:{said.code}"
    await tell(interaction, said)
    if started is not None:
        log_action(interaction, game_id, action or _command_name(interaction), started, result)
    return result


def _command_name(interaction: discord.Interaction[Any]) -> str:
    command = interaction.command
    return command.qualified_name if command is not None else "interaction"


async def on_app_command_error(
    interaction: discord.Interaction[Any], error: app_commands.AppCommandError
) -> None:
    """The command tree's error handler: every /ludo command ends up answered."""
    started = interaction.extras.get("started", time.perf_counter())
    await answer_failure(interaction, error, None, _command_name(interaction), started)
