"""From an interaction to one core call and back to the live message.

Every handler acknowledges first (``defer``), then calls the core with plain values,
then draws off the event loop and edits the message (:mod:`.live`); a turn's press (a
roll, a move) is answered by that edit itself, deferred only if it is late
(:mod:`.acks`). A refusal or a
failure is told to the one user who pressed, privately, by the one error handler
(:mod:`.errors`); nothing else changes. Each handled interaction leaves one log line:
guild, channel, game, user, action, result and milliseconds.
"""

from __future__ import annotations

import contextlib
import io
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import Interaction

from bot.boards import logged
from bot.core import Actor, Answer, Behind, Place, Refused, note
from bot.core.commands import Command, EndGame, SetRules
from bot.discord_requests import for_game
from bot.pictures import replay_gif
from bot.reading import read_preset, read_rules

from . import texts
from .acks import answered_late
from .buttons import EndButton, FromDM, Misread, OpenRulesForm, Pressed, ShowReplay, press_name
from .custom_ids import OLD_BOARD, RULES_FORM
from .dms import jump_url
from .errors import answer_failure, display_name, log_action, tell
from .language import chat_language, private
from .live import live
from .places import channel_of, place_of
from .reach import answers_only
from .rules_words import preset_name
from .texts import cut, notice, say

if TYPE_CHECKING:
    from bot.bot import LudoBot

log = logging.getLogger("ludobot.discord")


@contextlib.asynccontextmanager
async def answering(
    bot: LudoBot,
    interaction: Interaction[LudoBot],
    game_id: int,
    action: str,
    on_card: bool = True,
) -> AsyncIterator[None]:
    """Around one press: a refusal or a failure is told privately to whoever pressed,
    and one log line records the outcome, whatever happens. When the press was on an
    older picture of the game, the live board is brought up to date first, so the answer
    points at a board that shows the game as it is (``on_card``: the press was on a card
    of the game's chat, which may be that board). A stopping bot waits for it. The
    requests made meanwhile count as the game's (:mod:`bot.discord_requests`)."""
    started = time.perf_counter()
    result = "ok"
    with live(bot).pressing(), for_game(game_id):
        try:
            yield
        except Behind as behind:
            answer: Refused = behind
            live_id: int | None = None
            with logged(game_id):
                live_id = await live(bot).catch_up(game_id, interaction if on_card else None)
            pressed = interaction.message
            if on_card and pressed is not None and live_id is not None and pressed.id != live_id:
                # The pressed message is not the live board: point at the one that is.
                url = jump_url(interaction.guild_id, interaction.channel_id or 0, live_id)
                answer = Behind("behind_below", url=url)
            result = await answer_failure(interaction, answer, game_id, action)
        except Exception as exc:
            result = await answer_failure(interaction, exc, game_id, action)
        finally:
            log_action(interaction, game_id, action, started, result)


def actor(interaction: Interaction[LudoBot]) -> Actor:
    """Who pressed, as the core knows them: only a game of this channel answers."""
    return Actor(
        interaction.user.id,
        display_name(interaction),
        place_of(interaction) if interaction.channel_id is not None else None,
        can_manage=interaction.permissions.manage_channels,
    )


async def execute(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, command: Command
) -> Answer:
    """Run a person's command in the core."""
    out = await bot.service.execute(game_id, actor(interaction), command)
    assert out is not None  # a person's command answers or is refused
    return out


async def _after_publish(
    bot: LudoBot, interaction: Interaction[LudoBot], out: Answer, shown: int | None
) -> None:
    """A press on a message that is no longer the live one still counts: say where the
    board is now."""
    pressed = interaction.message
    if shown is not None and pressed is not None and pressed.id != shown:
        url = jump_url(out.place.community, channel_of(out.place), shown)
        await tell(interaction, note("board_below", url=url))


async def on_press(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    """Any component of a card: which command it is. The core's commands run in the core
    and their answer is drawn (:func:`on_command`); the others are the edge's own."""
    own = EDGE_PRESSES.get(type(pressed.press))
    await (own or on_command)(bot, interaction, game_id, pressed)


async def on_command(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    """A press's command runs in the core and its answer is drawn as the answer says: on
    the live board (over the card pressed, when the press was on one), as a fresh card
    for a new game, with a private word for the presser when it has one."""
    press = pressed.press
    assert not isinstance(press, ShowReplay | OpenRulesForm | FromDM | Misread)  # the edge's
    # A turn's press is answered by the board's edit itself (deferred only if late); the
    # others defer first (they answer with follow-ups, or take seconds).
    if not pressed.turn and not interaction.response.is_done():
        await interaction.response.defer()
    acknowledged = answered_late(interaction) if pressed.turn else contextlib.nullcontext()
    async with acknowledged, answering(bot, interaction, game_id, press_name(press)):
        if pressed.shows_choice and interaction.message is not None:
            # Until the card is drawn from the stored lobby, the store counts it as
            # behind, so a choice lost to a restart is undone on the card at the next start.
            await live(bot).unsure(game_id, interaction.message.id)
        try:
            out = await execute(bot, interaction, game_id, press)
        except Refused:
            if pressed.shows_choice:  # the menu shows the refused choice: draw it again
                with logged(game_id):
                    await live(bot).catch_up(game_id, interaction, again=True)
            raise
        # A press answered with a private word leaves its card to the channel (where the
        # bot may only answer, only the press can draw it).
        privately = out.reply is not None and not answers_only(out)
        by = interaction if pressed.on_card and not privately else None
        shown = await live(bot).publish(out, by, fresh=out.fresh)
        if out.reply is not None:
            await tell(interaction, notice(out.reply, out.view.seats, private(interaction)))
        else:
            await _after_publish(bot, interaction, out, shown)


async def on_misread(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    """A menu's choice the reader refused: told privately, like any refusal, and the
    menu shows the game's card again."""
    press = pressed.press
    assert isinstance(press, Misread)
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, press.action):
        if pressed.shows_choice:
            with logged(game_id):
                await live(bot).catch_up(game_id, interaction, again=True)
        raise press.refused


async def on_replay(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    """The finished board's Replay button: the GIF, in the game's own chat only."""
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, press_name(pressed.press)):
        await send_replay(bot, interaction, game_id, place=place_of(interaction))


async def on_rules_press(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    """The lobby's Rules button: the host's form."""
    async with answering(bot, interaction, game_id, "rules-form"):
        await open_rules_form(bot, interaction, game_id)


async def on_dm_press(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    """A roll or a move pressed on the private "your turn": the core checks that the
    presser is the one to act, as on the board; the board is drawn in the game's chat
    (never through this interaction, which can edit only the DM) and the DM says what
    the press did. Only the bot's own DM carries these buttons."""
    press = pressed.press
    assert isinstance(press, FromDM)
    action = press_name(press)
    if not interaction.context.dm_channel:  # a forged payload anywhere else
        await interaction.response.defer(ephemeral=True)
        async with answering(bot, interaction, game_id, action):
            raise Refused("other_channel", game=game_id)
        return
    await interaction.response.defer()
    dms = live(bot).dms
    async with answering(bot, interaction, game_id, action, on_card=False):
        who = Actor(interaction.user.id, display_name(interaction))
        try:
            out = await bot.service.execute(game_id, who, press.command)
        except Behind:  # another press came first: the DM shows what is left, if any
            await dms.behind(interaction, game_id)
            raise
        assert out is not None  # a person's command answers or is refused
        await live(bot).publish(out, dm=interaction)


async def on_unknown_press(bot: LudoBot, interaction: Interaction[LudoBot], custom_id: str) -> None:
    """A component whose custom_id no form of this version reads (discord.py finds no
    item, and Discord would say the interaction failed). A button of a board an earlier
    release drew brings the game's board up to date, drawn afresh, and says so; any
    other is not known. Privately, either way."""
    old = OLD_BOARD.read(custom_id)
    if old is None or len(old["game"]) > 19:
        await answer_failure(interaction, Refused("unknown_button"), None, "unknown")
        return
    game_id = int(old["game"])
    async with answering(bot, interaction, game_id, "old_board"):
        if (await bot.service.queries.game(game_id)).place != place_of(interaction):
            raise Refused("other_channel", game=game_id)
        await live(bot).catch_up(game_id, interaction, again=True)
        raise Behind("out_of_date")


# -- the rules form ------------------------------------------------------------------------


class RulesForm(discord.ui.Modal):
    """The host's form (in the host's language): a preset from a menu and house rules as
    NAME=VALUE. Only sent: its answer is read from the submitted payload by
    :func:`on_rules_form` (a form sent after a restart must get an answer too, and the
    process that showed it is gone)."""

    def __init__(self, game_id: int, preset: str, rules: str, lang: str) -> None:
        from bot.engine import PRESETS

        super().__init__(title=say("form_title", lang), custom_id=RULES_FORM(game=game_id))
        self.preset: discord.ui.Select[RulesForm] = discord.ui.Select(
            custom_id="preset",
            options=[
                discord.SelectOption(label=preset_name(key, lang), value=key, default=key == preset)
                for key in PRESETS
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
        self.add_item(discord.ui.Label(text=say("form_preset", lang), component=self.preset))
        self.add_item(
            discord.ui.Label(
                text=say("form_rules", lang),
                description=say("form_rules_hint", lang),
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


async def on_rules_form(bot: LudoBot, interaction: Interaction[LudoBot]) -> None:
    """A submitted rules form, before or after a restart: checked in the core."""
    data: dict[str, Any] = dict(interaction.data or {})
    fields = RULES_FORM.read(str(data.get("custom_id", "")))
    if fields is None:
        return
    game_id = int(fields["game"])
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, "rules"):
        values = _form_values(list(data.get("components") or []))
        chosen = values.get("preset") or []
        if isinstance(chosen, list) and chosen:
            preset = read_preset(str(chosen[0]))
        else:
            preset, _ = await bot.service.queries.lobby_rules(
                game_id, place_of(interaction), interaction.user.id
            )
        # The form holds the whole list of house rules: a rule left out is dropped.
        preset, overrides = read_rules(str(values.get("rules") or ""), preset)
        out = await execute(bot, interaction, game_id, SetRules(preset, overrides))
        await live(bot).publish(out, interaction)


async def open_rules_form(bot: LudoBot, interaction: Interaction[LudoBot], game_id: int) -> None:
    """A form must be the first answer to the press (it cannot follow a deferral), so
    one quick read of the lobby comes first; the submit is checked again in the core."""
    preset, overrides = await bot.service.queries.lobby_rules(
        game_id, place_of(interaction), interaction.user.id
    )
    current = " ".join(f"{k}={v}" for k, v in overrides.items())
    form = RulesForm(game_id, preset, current, private(interaction))
    await interaction.response.send_modal(form)
    form.stop()  # the answer is read by on_rules_form, not by this object


async def ask_to_end(bot: LudoBot, interaction: Interaction[LudoBot], game_id: int) -> None:
    """The private confirmation of ending ``game_id`` (the interaction is deferred
    privately); someone who may not end it hears so now, not after confirming."""
    await bot.service.queries.may_end(game_id, actor(interaction))
    lang = private(interaction)
    await interaction.followup.send(
        say("confirm_end", lang, game=game_id),
        view=end_confirmation(game_id, lang),
        ephemeral=True,
    )


async def on_end(
    bot: LudoBot, interaction: Interaction[LudoBot], game_id: int, pressed: Pressed
) -> None:
    """The end's button: ends the game when pressed on its private confirmation."""
    message = interaction.message
    if message is None or not message.flags.ephemeral:
        # Only the private confirmation carries this button; pressed anywhere else (a
        # forged payload) it asks for that confirmation, privately, and ends nothing.
        await interaction.response.defer(ephemeral=True)
        async with answering(bot, interaction, game_id, "end"):
            await ask_to_end(bot, interaction, game_id)
        return
    # A button on the private confirmation: deferring updates that message, so its
    # button can be taken away once used.
    await interaction.response.defer()
    async with answering(bot, interaction, game_id, "end"):
        try:
            out = await execute(bot, interaction, game_id, EndGame())
        except Refused as exc:
            await _used(interaction, say(exc.note, private(interaction)))
            raise
        await live(bot).publish(out)
        await _used(interaction, say("end_done", private(interaction), game=game_id))


async def _used(interaction: Interaction[LudoBot], text: str) -> None:
    """The confirmation keeps its words but loses its button."""
    with contextlib.suppress(discord.HTTPException):
        await interaction.edit_original_response(content=cut(text), view=None)


def end_confirmation(game_id: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EndButton(game_id, lang))
    return view


async def send_replay(
    bot: LudoBot,
    interaction: Interaction[LudoBot],
    game_id: int,
    cut: str = "all",
    place: Place | None = None,
) -> None:
    """The finished game as a GIF, as a follow-up (the interaction is deferred): the whole
    game, or ``cut`` = ``highlights`` or ``last-N`` (see :func:`bot.pictures.replay_gif`);
    ``place``: asked from a card there, which must be the game's place."""
    replay = await bot.service.queries.replay_data(game_id, place)
    lang = await chat_language(bot, interaction)  # the chat sees it
    try:
        gif = await replay_gif(replay, cut, lang)
    except Exception:
        log.exception("the replay of game %s could not be drawn", game_id)
        raise Refused("replay_failed") from None
    if len(gif) > interaction.filesize_limit:
        raise Refused("replay_too_big")
    caption = say(
        "replay_caption" if cut == "all" else f"replay_caption_{cut.split('-')[0]}",
        lang,
        game=game_id,
    )
    for h in replay.handovers:  # who played each seat when
        values = {"turn": h.turn, "new": h.new, "seat": h.seat + 1, "old": h.old}
        caption += "\n" + say("replay_handover", lang, **values)
    try:
        await interaction.followup.send(
            texts.cut(caption),
            file=discord.File(io.BytesIO(gif), filename=f"ludo-{game_id}.gif"),
        )
    except discord.HTTPException as exc:
        log.warning("the replay of game %s could not be sent: %s", game_id, exc)
        raise Refused("replay_upload_failed") from None


EDGE_PRESSES: dict[
    type[object], Callable[[LudoBot, Interaction[LudoBot], int, Pressed], Awaitable[None]]
] = {
    OpenRulesForm: on_rules_press,
    EndGame: on_end,
    FromDM: on_dm_press,
    ShowReplay: on_replay,
    Misread: on_misread,
}
"""The presses the edge answers itself (a form, a confirmation, a "your turn" in a DM,
a replay, a menu's choice the reader refused), by type; every other press is a core
command (:func:`on_command`)."""
