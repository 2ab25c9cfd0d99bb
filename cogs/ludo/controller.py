"""From an interaction to one core call and back to the live message.

Every handler acknowledges first (``defer``), then calls the core with plain values,
then draws off the event loop and edits the message. A refusal is told to the one user
who pressed, privately; nothing else changes. Each handled interaction leaves one log
line: guild, channel, game, user, action, result and milliseconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import discord

from bot.core import Outcome, Refused, Table
from bot.pictures import replay_gif
from bot.store import StoreError

from .buttons import EndButton
from .messages import Card, card_for, text_card

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")
actions_log = logging.getLogger("ludobot.actions")

SORRY = (
    "Something went wrong on my side; the game is saved as it was. "
    "Try again in a moment, or post the board again with /ludo board."
)


async def tell(interaction: discord.Interaction[Any], text: str) -> None:
    """A private answer to whoever pressed or typed."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
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


class LiveBoards:
    """Shows outcomes on each game's live message, one edit at a time per game.

    Edits of one game are serialised and an outcome older than the one shown is dropped,
    so a slow edit can never put an old board over a newer one (a click and a computer
    step may finish in either order)."""

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}
        self._shown: dict[int, int] = {}

    async def publish(
        self, out: Outcome, interaction: discord.Interaction[Any] | None = None
    ) -> None:
        """Edit the message the button was on when there is one, else the remembered
        message; if that cannot be edited (deleted, too old, rate limited), post a fresh
        one and remember it."""
        lock = self._locks.setdefault(out.game_id, asyncio.Lock())
        async with lock:
            if out.version < self._shown.get(out.game_id, 0):
                return
            self._shown[out.game_id] = out.version
            card = await card_for(out)
            await self._show(out, card, interaction)
        if out.finished:
            self._locks.pop(out.game_id, None)

    async def repost(self, out: Outcome) -> None:
        """Post the board afresh at the bottom of the channel and make it the live one;
        the old message keeps a pointer instead of buttons that would compete."""
        lock = self._locks.setdefault(out.game_id, asyncio.Lock())
        async with lock:
            self._shown[out.game_id] = max(out.version, self._shown.get(out.game_id, 0))
            card = await card_for(out)
            channel = self.bot.get_partial_messageable(out.channel_id)
            message = await channel.send(view=card.view, files=card.files())
            await self.bot.service.set_message(out.game_id, message.id)
            if out.message_id is not None and out.message_id != message.id:
                moved = text_card(f"This board moved down: {message.jump_url}")
                # Gone already is fine too: then nothing competes with the new board.
                with contextlib.suppress(discord.HTTPException):
                    await channel.get_partial_message(out.message_id).edit(
                        view=moved.view, attachments=[]
                    )

    async def _show(
        self, out: Outcome, card: Card, interaction: discord.Interaction[Any] | None
    ) -> None:
        service = self.bot.service
        pressed = interaction.message if interaction is not None else None
        if interaction is not None and pressed is not None:
            try:
                await interaction.edit_original_response(view=card.view, attachments=card.files())
            except discord.HTTPException as exc:
                log.warning("could not edit game %s's board: %s", out.game_id, exc)
            else:
                if pressed.id != out.message_id:
                    await service.set_message(out.game_id, pressed.id)
                return
        channel = self.bot.get_partial_messageable(out.channel_id)
        if out.message_id is not None and (pressed is None or pressed.id != out.message_id):
            try:
                await channel.get_partial_message(out.message_id).edit(
                    view=card.view, attachments=card.files()
                )
                return
            except discord.HTTPException as exc:
                log.warning("could not edit game %s's message: %s", out.game_id, exc)
        message = await channel.send(view=card.view, files=card.files())
        await service.set_message(out.game_id, message.id)


@contextlib.asynccontextmanager
async def answering(
    interaction: discord.Interaction[Any], game_id: int, action: str, what: str, started: float
) -> AsyncIterator[None]:
    """Around one press: a refusal or a failure is told privately to whoever pressed,
    and one log line records the outcome, whatever happens."""
    result = "ok"
    try:
        yield
    except (Refused, StoreError) as exc:
        result = "refused"
        await tell(interaction, str(exc))
    except Exception:
        result = "error"
        log.exception("%s of game %s failed", what, game_id)
        await tell(interaction, SORRY)
    finally:
        log_action(interaction, game_id, action, started, result)


def live(bot: LudoBot) -> LiveBoards:
    """The live boards of the running ludo cog."""
    boards = getattr(bot.get_cog("Ludo"), "live", None)
    assert isinstance(boards, LiveBoards), "the ludo cog is not loaded"
    return boards


async def on_game_button(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int, action: str, ply: int
) -> None:
    started = time.perf_counter()
    await interaction.response.defer()
    async with answering(interaction, game_id, action, f"button {action}", started):
        if action == "rematch":
            out = await bot.service.rematch(game_id, interaction.user.id, display_name(interaction))
            await live(bot).publish(out)
            await tell(interaction, "The rematch lobby is open below: press Start when ready.")
        elif action == "replay":
            await send_replay(bot, interaction, game_id)
        else:
            out = await bot.service.act(game_id, interaction.user.id, action, ply)
            await live(bot).publish(out, interaction)


class RulesForm(discord.ui.Modal, title="This game's rules"):
    """The host's form: a preset from a menu and house rules as NAME=VALUE, checked by
    the engine on submit."""

    def __init__(self, bot: LudoBot, game_id: int, preset: str, rules: str) -> None:
        from bot.engine import PRESET_NAMES

        super().__init__(custom_id=f"rules-form:{game_id}")
        self.bot = bot
        self.game_id = game_id
        self.current_preset = preset
        self.preset: discord.ui.Select[RulesForm] = discord.ui.Select(
            custom_id="preset",
            options=[
                discord.SelectOption(label=name, value=key, default=key == preset)
                for key, name in PRESET_NAMES.items()
            ],
        )
        self.rules: discord.ui.TextInput[RulesForm] = discord.ui.TextInput(
            custom_id="rules",
            placeholder="capture=no six_again=yes",
            style=discord.TextStyle.paragraph,
            max_length=400,
            required=False,
            default=rules,
        )
        self.add_item(discord.ui.Label(text="Preset", component=self.preset))
        self.add_item(
            discord.ui.Label(
                text="House rules",
                description="NAME=VALUE pairs; /ludo rules lists what they mean",
                component=self.rules,
            )
        )

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        started = time.perf_counter()
        await interaction.response.defer()
        # The text is the whole list of house rules, so the preset always leads it: a
        # preset token starts from no overrides, and a rule left out is dropped.
        preset = self.preset.values[0] if self.preset.values else self.current_preset
        async with answering(interaction, self.game_id, "rules", "the rules form", started):
            out = await self.bot.service.lobby(
                self.game_id,
                interaction.user.id,
                display_name(interaction),
                "rules",
                f"{preset} {self.rules.value}",
            )
            await live(self.bot).publish(out, interaction)


async def open_rules_form(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int
) -> None:
    """A form must be the first answer to the press (it cannot follow a deferral), so
    one quick read of the lobby comes first; the submit is checked again in the core."""
    try:
        record = await bot.service.store.get_game(game_id)
        table = Table.from_json(record.state)
    except (StoreError, ValueError):
        await tell(interaction, "This lobby cannot be read any more.")
        return
    if interaction.user.id != table.host_id:
        await tell(interaction, "Only the host can change this game's rules.")
        return
    current = " ".join(f"{k}={v}" for k, v in table.overrides.items())
    await interaction.response.send_modal(RulesForm(bot, game_id, table.preset, current))


async def on_lobby_button(
    bot: LudoBot,
    interaction: discord.Interaction[Any],
    game_id: int,
    action: str,
    arg: str = "",
) -> None:
    started = time.perf_counter()
    if action == "rules":
        await open_rules_form(bot, interaction, game_id)
        log_action(interaction, game_id, "rules-form", started, "ok")
        return
    await interaction.response.defer()
    async with answering(interaction, game_id, action, f"lobby {action}", started):
        out = await bot.service.lobby(
            game_id, interaction.user.id, display_name(interaction), action, arg
        )
        if out.finished and out.game is None:
            await interaction.edit_original_response(
                view=text_card("This game was cancelled.").view, attachments=[]
            )
        else:
            await live(bot).publish(out, interaction)


async def on_end_button(bot: LudoBot, interaction: discord.Interaction[Any], game_id: int) -> None:
    started = time.perf_counter()
    result = "ok"
    await interaction.response.defer(ephemeral=True)
    perms = interaction.permissions
    try:
        out = await bot.service.end(game_id, interaction.user.id, perms.manage_channels)
    except (Refused, StoreError) as exc:
        log_action(interaction, game_id, "end", started, "refused")
        await tell(interaction, str(exc))
        return
    if out.message_id is not None:
        channel = bot.get_partial_messageable(out.channel_id)
        text = f"Game #{game_id} was ended by {interaction.user.mention}."
        try:
            await channel.get_partial_message(out.message_id).edit(
                view=text_card(text).view, attachments=[]
            )
        except discord.HTTPException:
            result = "posted"
            await channel.send(text)
    await tell(interaction, "The game was ended.")
    log_action(interaction, game_id, "end", started, result)


def end_confirmation(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EndButton(game_id))
    return view


async def send_replay(bot: LudoBot, interaction: discord.Interaction[Any], game_id: int) -> None:
    """The finished game as a GIF, as a follow-up (the interaction is deferred)."""
    start, actions, names = await bot.service.replay_data(game_id)
    try:
        gif = await replay_gif(start, actions, names)
    except Exception:
        log.exception("the replay of game %s could not be drawn", game_id)
        await tell(interaction, "The replay could not be drawn, sorry.")
        return
    if len(gif) > interaction.filesize_limit:
        await tell(interaction, "This game's replay is too long to upload here, sorry.")
        return
    try:
        await interaction.followup.send(
            f"Replay of game #{game_id}",
            file=discord.File(io.BytesIO(gif), filename=f"ludo-{game_id}.gif"),
        )
    except discord.HTTPException as exc:
        log.warning("the replay of game %s could not be sent: %s", game_id, exc)
        await tell(interaction, "The replay could not be uploaded, sorry.")
