"""From an interaction to one core call and back to the live message.

Every handler acknowledges first (``defer``), then calls the core with plain values,
then draws off the event loop and edits the message. A refusal is told to the one user
who pressed, privately; nothing else changes.
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.core import Outcome, Refused
from bot.store import StoreError

from .buttons import EndButton
from .messages import Card, card_for

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")


async def tell(interaction: discord.Interaction[Any], text: str) -> None:
    """A private answer to whoever pressed or typed."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def display_name(interaction: discord.Interaction[Any]) -> str:
    return interaction.user.display_name[:80]


async def publish(
    bot: LudoBot,
    out: Outcome,
    interaction: discord.Interaction[Any] | None = None,
    card: Card | None = None,
) -> None:
    """Show ``out`` on its live message: edit the message the button was on when there
    is one, else the remembered message; if that cannot be edited, post a fresh one and
    remember it."""
    card = card or await card_for(out)
    if interaction is not None and interaction.message is not None:
        try:
            await interaction.edit_original_response(
                content=card.content, embed=card.embed, attachments=card.files, view=card.view
            )
            if interaction.message.id != out.message_id:
                await bot.service.set_message(out.game_id, interaction.message.id)
            return
        except discord.HTTPException as exc:
            log.warning("could not edit game %s's message: %s", out.game_id, exc)
            card = await card_for(out)  # a File can be sent once only
    channel = bot.get_partial_messageable(out.channel_id)
    if out.message_id is not None and interaction is None:
        try:
            await channel.get_partial_message(out.message_id).edit(
                content=card.content, embed=card.embed, attachments=card.files, view=card.view
            )
            return
        except discord.HTTPException as exc:
            log.warning("could not edit game %s's message: %s", out.game_id, exc)
            card = await card_for(out)
    message = await channel.send(
        content=card.content, embed=card.embed, files=card.files, view=card.view
    )
    await bot.service.set_message(out.game_id, message.id)


async def on_game_button(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int, action: str, ply: int
) -> None:
    await interaction.response.defer()
    try:
        if action == "rematch":
            out = await bot.service.rematch(game_id, interaction.user.id, display_name(interaction))
            await publish(bot, out)
            return
        if action == "replay":
            await send_replay(bot, interaction, game_id)
            return
        out = await bot.service.act(game_id, interaction.user.id, action, ply)
    except (Refused, StoreError) as exc:
        await tell(interaction, str(exc))
        return
    await publish(bot, out, interaction)


class RulesForm(discord.ui.Modal, title="This game's rules"):
    """The host's form: a preset and house rules, checked by the engine on submit."""

    rules: discord.ui.TextInput[RulesForm] = discord.ui.TextInput(
        label="Preset and house rules",
        placeholder="fia capture=no six_again=yes",
        style=discord.TextStyle.paragraph,
        max_length=400,
    )

    def __init__(self, bot: LudoBot, game_id: int, current: str) -> None:
        super().__init__(custom_id=f"rules-form:{game_id}")
        self.bot = bot
        self.game_id = game_id
        self.rules.default = current

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        try:
            out = await self.bot.service.lobby(
                self.game_id,
                interaction.user.id,
                display_name(interaction),
                "rules",
                self.rules.value,
            )
        except (Refused, StoreError) as exc:
            await tell(interaction, str(exc))
            return
        await publish(self.bot, out, interaction)


async def open_rules_form(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int
) -> None:
    """The form must be the first answer to the press, so only a quick read comes first."""
    from bot.core import Table

    try:
        record = await bot.service.store.get_game(game_id)
        table = Table.from_json(record.state)
    except (StoreError, ValueError):
        await tell(interaction, "This lobby cannot be read any more.")
        return
    if interaction.user.id != table.host_id:
        await tell(interaction, "Only the host can change this game's rules.")
        return
    current = " ".join([table.preset, *(f"{k}={v}" for k, v in table.overrides.items())])
    await interaction.response.send_modal(RulesForm(bot, game_id, current))


async def on_lobby_button(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int, action: str
) -> None:
    if action == "rules":
        await open_rules_form(bot, interaction, game_id)
        return
    await interaction.response.defer()
    try:
        out = await bot.service.lobby(
            game_id, interaction.user.id, display_name(interaction), action
        )
    except (Refused, StoreError) as exc:
        await tell(interaction, str(exc))
        return
    if out.finished and out.game is None:
        await interaction.edit_original_response(
            content="This game was cancelled.", embed=None, attachments=[], view=None
        )
        return
    await publish(bot, out, interaction)


async def on_end_button(bot: LudoBot, interaction: discord.Interaction[Any], game_id: int) -> None:
    await interaction.response.defer(ephemeral=True)
    perms = interaction.permissions
    try:
        out = await bot.service.end(game_id, interaction.user.id, perms.manage_channels)
    except (Refused, StoreError) as exc:
        await tell(interaction, str(exc))
        return
    await tell(interaction, "The game was ended.")
    if out.message_id is not None:
        channel = bot.get_partial_messageable(out.channel_id)
        try:
            await channel.get_partial_message(out.message_id).edit(
                content=f"This game was ended by {interaction.user.mention}.", view=None
            )
        except discord.HTTPException:
            await channel.send(f"Game #{game_id} was ended by {interaction.user.mention}.")


def end_confirmation(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EndButton(game_id))
    return view


async def send_replay(bot: LudoBot, interaction: discord.Interaction[Any], game_id: int) -> None:
    import asyncio

    from rendering import render_gif

    try:
        start, actions, names = await bot.service.replay_data(game_id)
    except (Refused, StoreError) as exc:
        await tell(interaction, str(exc))
        return
    gif = await asyncio.to_thread(render_gif, start, actions, names)
    await interaction.followup.send(
        f"Replay of game #{game_id}",
        file=discord.File(io.BytesIO(gif), filename=f"ludo-{game_id}.gif"),
    )
