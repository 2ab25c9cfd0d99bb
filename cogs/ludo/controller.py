"""From an interaction to one core call and back to the live message.

Every handler acknowledges first (``defer``), then calls the core with plain values,
then draws off the event loop and edits the message. A refusal or a failure is told to
the one user who pressed, privately, by :func:`answer_failure` (the one error handler
of every command, button and form); nothing else changes. Each handled interaction
leaves one log line: guild, channel, game, user, action, result and milliseconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
import time
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord import app_commands

from bot.core import Behind, Note, Outcome, Refused, Table, note
from bot.pictures import replay_gif
from bot.store import (
    GameClosed,
    GameNotFound,
    GameRecord,
    StaleVersion,
    StoreError,
)

from .buttons import EndButton
from .messages import card_for, text_card
from .texts import cut, say

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")
actions_log = logging.getLogger("ludobot.actions")

RETRY_FIRST = 5.0
"""Seconds before boards whose edit failed are drawn again (doubling up to RETRY_MAX)."""
RETRY_MAX = 600.0
RECENT_DAYS = 1.0
"""Closed games whose last picture was lost are redrawn at start if this recent."""


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """A link to a message: a server channel's link needs the server's id."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


async def tell(interaction: discord.Interaction[Any], what: Note | str) -> None:
    """A private answer to whoever pressed or typed (a code, or words made already)."""
    text = cut(say(what) if isinstance(what, Note) else what)
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


# -- the one error handler -------------------------------------------------------------


def failure_note(error: BaseException) -> Note | None:
    """What to tell the user about a failure; None: a bug (logged, then "sorry")."""
    if isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        inner = error.__cause__ or getattr(error, "original", None)
        if isinstance(error, app_commands.TransformerError):
            return note("bad_input", option=error.type.name.lower(), why=str(error.value)[:60])
        if inner is not None and inner is not error:
            return failure_note(inner)
    if isinstance(error, Refused):
        return error.note
    if isinstance(error, GameNotFound):
        return note("no_game", game=error.game_id)
    if isinstance(error, GameClosed):
        return note("closed")
    if isinstance(error, StaleVersion):
        return note("already_done")
    if isinstance(error, StoreError):
        return note("store_error")
    if isinstance(error, app_commands.AppCommandError) and not isinstance(
        error, app_commands.CommandInvokeError
    ):
        return note("bad_input", option="", why=str(error)[:120])
    return None


async def answer_failure(
    interaction: discord.Interaction[Any],
    error: BaseException,
    game_id: int | None = None,
    action: str = "",
    started: float | None = None,
) -> str:
    """Tell the user privately what went wrong and log it; returns the log's result."""
    said = failure_note(error)
    if said is None:
        log.error(
            "%s failed (game %s, interaction %s)",
            action or _command_name(interaction),
            game_id,
            interaction.id,
            exc_info=error,
        )
        said, result = note("sorry"), "error"
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


@contextlib.asynccontextmanager
async def answering(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int, action: str
) -> AsyncIterator[None]:
    """Around one press: a refusal or a failure is told privately to whoever pressed,
    and one log line records the outcome, whatever happens. When the press was on an
    older picture of the game, the live board is brought up to date first, so the answer
    points at a board that shows the game as it is."""
    started = time.perf_counter()
    result = "ok"
    try:
        yield
    except Behind as behind:
        answer: Refused = behind
        live_id: int | None = None
        with _logged(game_id):
            live_id = await live(bot).catch_up(game_id, interaction)
        pressed = interaction.message
        if pressed is not None and live_id is not None and pressed.id != live_id:
            # The pressed message is not the live board: point at the one that is.
            url = jump_url(interaction.guild_id, interaction.channel_id or 0, live_id)
            answer = Behind("behind_below", url=url)
        result = await answer_failure(interaction, answer, game_id, action)
    except Exception as exc:
        result = await answer_failure(interaction, exc, game_id, action)
    finally:
        log_action(interaction, game_id, action, started, result)


@contextlib.contextmanager
def _logged(game_id: int) -> Iterator[None]:
    try:
        yield
    except Exception:
        log.exception("bringing game %s's board up to date failed", game_id)


# -- the live boards ---------------------------------------------------------------------


class LiveBoards:
    """Shows outcomes on each game's live message, one edit at a time per game.

    Edits of one game are serialised and an outcome older than the one shown is dropped,
    so a slow edit can never put an old board over a newer one. Which message is live
    is kept here and in the store (with the version it shows): once a board has moved
    down, nothing draws on the old message again; a board left behind (a failed edit, a
    restart between a commit and its edit) is drawn again by :meth:`catch_up_all`.
    """

    def __init__(self, bot: LudoBot) -> None:
        self.bot = bot
        self.retry_first = RETRY_FIRST
        self._locks: dict[int, asyncio.Lock] = {}
        self._shown: dict[int, int] = {}
        self._message: dict[int, int] = {}
        self._pings: dict[int, tuple[int | None, int | None]] = {}
        self._ping_locks: dict[int, asyncio.Lock] = {}
        """game -> (the ping message, the user it pings)."""
        self._retry: asyncio.Task[None] | None = None
        self._retry_wait = RETRY_FIRST

    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def _channel(self, guild_id: int | None, channel_id: int) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(channel_id, guild_id=guild_id)

    def live_message(self, game_id: int, stored: int | None) -> int | None:
        return self._message.get(game_id, stored)

    async def show(self, out: Outcome) -> None:
        """The core's listener: a computer step or a timed-out turn."""
        await self.publish(out)

    async def publish(
        self, out: Outcome, interaction: discord.Interaction[Any] | None = None
    ) -> int | None:
        """Draw ``out`` on the live message (through the interaction when the press was
        on it); returns the live message's id, None when nothing was drawn."""
        async with self._lock(out.game_id):
            if out.version < self._shown.get(out.game_id, -1):
                return self._message.get(out.game_id)
            shown = await self._draw(out, interaction)
        if shown is not None:
            await self._after_draw(out)
        return shown

    async def _after_draw(self, out: Outcome) -> None:
        """The ping, outside the board's lock: the next board need not wait for it."""
        gid = out.game_id
        async with self._ping_locks.setdefault(gid, asyncio.Lock()):
            if out.version < self._shown.get(gid, -1):
                return  # a newer board was drawn meanwhile: it pings for itself
            with _logged(gid):
                await self._ping(out)

    async def _draw(self, out: Outcome, interaction: discord.Interaction[Any] | None) -> int | None:
        """Under the game's lock: edit the live message, or post afresh when it cannot be
        edited; remember which message shows which version."""
        gid = out.game_id
        card = await card_for(out)
        live_id = self._message.get(gid, out.message_id)
        pressed = interaction.message.id if interaction and interaction.message else None
        channel = self._channel(out.guild_id, out.channel_id)
        shown: int | None = None
        try:
            if interaction is not None and pressed is not None and pressed == live_id:
                if interaction.response.is_done():
                    await interaction.edit_original_response(
                        view=card.view, attachments=card.files()
                    )
                else:  # not acknowledged yet (a press that would have opened a form)
                    await interaction.response.edit_message(
                        view=card.view, attachments=card.files()
                    )
                shown = pressed
            elif live_id is not None:
                await channel.get_partial_message(live_id).edit(
                    view=card.view, attachments=card.files()
                )
                shown = live_id
        except discord.HTTPException as exc:
            log.warning("could not edit game %s's board: %s", gid, exc)
        if shown is None:
            try:
                shown = (await channel.send(view=card.view, files=card.files())).id
            except discord.HTTPException as exc:
                log.warning("could not post game %s's board: %s", gid, exc)
                self._heal_later()
                return None
        self._message[gid] = shown
        self._shown[gid] = out.version
        await self.bot.service.store.mark_shown(gid, shown, out.version)
        self._retry_wait = self.retry_first
        return shown

    async def _ping(self, out: Outcome) -> None:
        """Edits notify nobody: mention the person to act in a short message, and remove
        the previous one, so the channel keeps one such line per game at most."""
        gid = out.game_id
        game = out.game
        user: int | None = None
        if game is not None and not game.is_over and not out.ended:
            seat = game.seat_to_act
            if seat is not None:
                user = out.table.seats[seat].user_id
        previous, pinged = self._pings.get(gid, (None, None))
        if previous is not None and pinged == user:
            return
        guild = out.guild_id
        if user is not None and guild is not None and not (await self.service_ping(guild)):
            user = None
        if previous is None and user is None:
            return
        channel = self._channel(out.guild_id, out.channel_id)
        if previous is not None:
            try:
                await channel.get_partial_message(previous).delete()
            except (discord.HTTPException, aiohttp.ClientError) as exc:  # gone, or shutting down
                log.warning("could not remove game %s's ping: %s", gid, exc)
        ping_id: int | None = None
        if user is not None:
            text = say("your_turn", mention=f"<@{user}>", game=gid)
            try:
                sent = await channel.send(
                    text, allowed_mentions=discord.AllowedMentions(users=True, roles=False)
                )
            except (discord.HTTPException, aiohttp.ClientError) as exc:  # the board says it too
                log.warning("could not ping the player to act in game %s: %s", gid, exc)
            else:
                ping_id = sent.id
        self._pings[gid] = (ping_id, user)
        await self.bot.service.store.set_ping(gid, ping_id)

    async def service_ping(self, guild_id: int) -> bool:
        return (await self.bot.service.settings(guild_id)).ping

    async def catch_up(
        self, game_id: int, interaction: discord.Interaction[Any] | None = None
    ) -> int | None:
        """Draw the stored state of a game whose live message is behind it (or which the
        press came from, when that message is the live one and shows an older state)."""
        async with self._lock(game_id):
            record = await self.bot.service.store.get_game(game_id)
            live_id = self._message.get(game_id, record.message_id)
            shown = self._shown.get(game_id, record.shown_version)
            if shown is not None and shown >= record.version and not record.behind:
                return live_id
            try:
                table = Table.from_json(record.state)
            except ValueError:
                return live_id
            out = Outcome.of(record, table)
            drawn = await self._draw(out, interaction)
        if drawn is not None:
            await self._after_draw(out)
        return drawn

    async def catch_up_all(self) -> int:
        """Every game whose live message is behind its stored state, drawn again: at
        start, and a while after an edit failed. Returns how many were drawn."""
        store = self.bot.service.store
        drawn = 0
        for record in await store.games_behind(time.time() - RECENT_DAYS * 86400):
            self._seed_ping(record)
            with _logged(record.id):
                if await self.catch_up(record.id) is not None:
                    drawn += 1
        return drawn

    def _seed_ping(self, record: GameRecord) -> None:
        """After a restart: the stored ping belongs to whoever is to act in the state."""
        if record.ping_id is None or record.id in self._pings:
            return
        try:
            game = Table.from_json(record.state)
        except ValueError:
            return
        seat = game.game.seat_to_act if game.game is not None else None
        user = game.seats[seat].user_id if seat is not None else None
        self._pings[record.id] = (record.ping_id, user)

    def _heal_later(self) -> None:
        if self._retry is not None and not self._retry.done():
            return
        wait = self._retry_wait
        self._retry_wait = min(RETRY_MAX, wait * 2)

        async def heal() -> None:
            await asyncio.sleep(wait)
            with _logged(0):
                await self.catch_up_all()

        self._retry = asyncio.get_running_loop().create_task(heal(), name="ludobot-heal")

    async def close(self) -> None:
        if self._retry is not None:
            self._retry.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._retry

    async def repost(self, game_id: int) -> int:
        """Post the board afresh at the bottom of the channel and make it the live one;
        the old message keeps a pointer instead of buttons that would compete. Drawn
        from the stored state under the game's lock, so no edit in flight can land on
        the old message afterwards, nor an older state on the new one."""
        async with self._lock(game_id):
            record = await self.bot.service.store.get_game(game_id)
            try:
                table = Table.from_json(record.state)
            except ValueError:
                raise Refused("damaged") from None
            out = Outcome.of(record, table)
            card = await card_for(out)
            channel = self._channel(record.guild_id, record.channel_id)
            message = await channel.send(view=card.view, files=card.files())
            old = self._message.get(game_id, record.message_id)
            self._message[game_id] = message.id
            self._shown[game_id] = record.version
            await self.bot.service.store.mark_shown(game_id, message.id, record.version)
            if old is not None and old != message.id:
                url = jump_url(record.guild_id, record.channel_id, message.id)
                moved = text_card(say("moved_down", url=url))
                # Gone already is fine too: then nothing competes with the new board.
                with contextlib.suppress(discord.HTTPException):
                    await channel.get_partial_message(old).edit(view=moved.view, attachments=[])
            return message.id


def live(bot: LudoBot) -> LiveBoards:
    """The live boards of the running ludo cog."""
    boards = getattr(bot.get_cog("Ludo"), "live", None)
    assert isinstance(boards, LiveBoards), "the ludo cog is not loaded"
    return boards


async def _after_publish(
    bot: LudoBot, interaction: discord.Interaction[Any], out: Outcome, shown: int | None
) -> None:
    """A press on a message that is no longer the live one still counts: say where the
    board is now."""
    pressed = interaction.message
    if shown is not None and pressed is not None and pressed.id != shown:
        url = jump_url(out.guild_id, out.channel_id, shown)
        await tell(interaction, note("board_below", url=url))


async def on_game_button(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int, action: str, ply: int
) -> None:
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, action):
        if action == "rematch":
            out = await bot.service.rematch(game_id, interaction.user.id, display_name(interaction))
            await live(bot).publish(out)
            await tell(interaction, note("rematch_open"))
        elif action == "replay":
            await bot.service.read(game_id, interaction.channel_id)
            await send_replay(bot, interaction, game_id)
        else:
            out = await bot.service.act(
                game_id, interaction.user.id, action, ply, interaction.channel_id
            )
            shown = await live(bot).publish(out, interaction)
            await _after_publish(bot, interaction, out, shown)


# -- the rules form ------------------------------------------------------------------------

FORM_ID = re.compile(r"rules-form:(\d+)")


class RulesForm(discord.ui.Modal, title="This game's rules"):
    """The host's form: a preset from a menu and house rules as NAME=VALUE. Only sent:
    its answer is read from the submitted payload by :func:`on_rules_form` (a form sent
    after a restart must get an answer too, and the process that showed it is gone)."""

    def __init__(self, game_id: int, preset: str, rules: str) -> None:
        from bot.engine import PRESET_NAMES

        super().__init__(custom_id=f"rules-form:{game_id}")
        self.preset: discord.ui.Select[RulesForm] = discord.ui.Select(
            custom_id="preset",
            options=[
                discord.SelectOption(label=name, value=key, default=key == preset)
                for key, name in PRESET_NAMES.items()
            ],
        )
        self.rules: discord.ui.TextInput[RulesForm] = discord.ui.TextInput(
            custom_id="rules",
            placeholder="capture=no entry_rolls={1,6}",
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


def _form_values(components: list[dict[str, Any]]) -> dict[str, Any]:
    """custom_id -> the value (text input) or values (select) of a submitted form."""
    found: dict[str, Any] = {}
    stack = list(components)
    while stack:
        c = stack.pop()
        if not isinstance(c, dict):
            continue
        if "custom_id" in c and ("value" in c or "values" in c):
            found[str(c["custom_id"])] = c.get("values", c.get("value"))
        stack.extend(c.get("components") or [])
        if isinstance(c.get("component"), dict):
            stack.append(c["component"])
    return found


async def on_rules_form(bot: LudoBot, interaction: discord.Interaction[Any]) -> None:
    """A submitted rules form, before or after a restart: checked in the core."""
    data: dict[str, Any] = dict(interaction.data or {})
    match = FORM_ID.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        return
    game_id = int(match[1])
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, "rules"):
        values = _form_values(list(data.get("components") or []))
        chosen = values.get("preset") or []
        _, table = await bot.service.read(game_id, interaction.channel_id)
        preset = str(chosen[0]) if isinstance(chosen, list) and chosen else table.preset
        # The text is the whole list of house rules, so the preset always leads it: a
        # preset token starts from no overrides, and a rule left out is dropped.
        out = await bot.service.lobby(
            game_id,
            interaction.user.id,
            display_name(interaction),
            "rules",
            f"{preset} {values.get('rules') or ''}",
            interaction.channel_id,
        )
        await live(bot).publish(out, interaction)


async def open_rules_form(
    bot: LudoBot, interaction: discord.Interaction[Any], game_id: int
) -> None:
    """A form must be the first answer to the press (it cannot follow a deferral), so
    one quick read of the lobby comes first; the submit is checked again in the core."""
    record, table = await bot.service.read(game_id, interaction.channel_id)
    if record.status != "lobby" or table.game is not None:
        raise Behind("already_started")
    if interaction.user.id != table.host_id:
        raise Refused("host_only", action="rules")
    current = " ".join(f"{k}={v}" for k, v in table.overrides.items())
    form = RulesForm(game_id, table.preset, current)
    await interaction.response.send_modal(form)
    form.stop()  # the answer is read by on_rules_form, not by this object


async def on_lobby_button(
    bot: LudoBot,
    interaction: discord.Interaction[Any],
    game_id: int,
    action: str,
    arg: str = "",
) -> None:
    if action == "rules":
        async with answering(bot, interaction, game_id, "rules-form"):
            await open_rules_form(bot, interaction, game_id)
        return
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, action):
        if action == "colour" and interaction.message is not None:
            # The menu shows the choice as soon as it is made; until the card is drawn
            # from the stored lobby, the store counts the card as not up to date, so a
            # choice lost to a restart is undone on the card at the next start.
            store = bot.service.store
            record = await store.get_game(game_id)
            live_id = live(bot).live_message(game_id, record.message_id)
            if live_id is not None:
                await store.mark_shown(game_id, live_id, -1)
        try:
            out = await bot.service.lobby(
                game_id,
                interaction.user.id,
                display_name(interaction),
                action,
                arg,
                interaction.channel_id,
            )
        except Refused:
            if action == "colour":  # the menu shows the refused choice: draw it as stored
                with _logged(game_id):
                    await live(bot).catch_up(game_id, interaction)
            raise
        shown = await live(bot).publish(out, interaction)
        await _after_publish(bot, interaction, out, shown)


async def on_end_button(bot: LudoBot, interaction: discord.Interaction[Any], game_id: int) -> None:
    # A button on the private confirmation: deferring updates that message, so its
    # button can be taken away once used.
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, "end"):
        can_manage = interaction.permissions.manage_channels
        try:
            out = await bot.service.end(
                game_id,
                interaction.user.id,
                can_manage,
                interaction.user.display_name[:80],
                interaction.channel_id,
            )
        except Refused as exc:
            await _used(interaction, say(exc.note))
            raise
        await live(bot).publish(out)
        await _used(interaction, say("end_done", game=game_id))


async def _used(interaction: discord.Interaction[Any], text: str) -> None:
    """The confirmation keeps its words but loses its button."""
    with contextlib.suppress(discord.HTTPException):
        await interaction.edit_original_response(content=cut(text), view=None)


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
        raise Refused("replay_failed") from None
    if len(gif) > interaction.filesize_limit:
        raise Refused("replay_too_big")
    try:
        await interaction.followup.send(
            say("replay_caption", game=game_id),
            file=discord.File(io.BytesIO(gif), filename=f"ludo-{game_id}.gif"),
        )
    except discord.HTTPException as exc:
        log.warning("the replay of game %s could not be sent: %s", game_id, exc)
        raise Refused("replay_upload_failed") from None


def channel_busy_url(record: GameRecord, live_id: int | None) -> str:
    if live_id is None:
        return f"<#{record.channel_id}>"
    return jump_url(record.guild_id, record.channel_id, live_id)


__all__ = [
    "LiveBoards",
    "answer_failure",
    "answering",
    "display_name",
    "end_confirmation",
    "jump_url",
    "live",
    "log_action",
    "on_app_command_error",
    "on_end_button",
    "on_game_button",
    "on_lobby_button",
    "on_rules_form",
    "send_replay",
    "tell",
]
