"""Core outcomes as Discord messages (Components V2): the lobby card and the board card.

A card is a :class:`discord.ui.LayoutView`: a container in the colour of whoever is to
act, the board picture in a media gallery, the last moves, and the buttons. Every
button is a dynamic item parsed from its custom_id, so the card needs no memory.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from bot import i18n
from bot.core import Answer, BoardView, DiceStats, LobbyView, SeatView
from bot.core.commands import Back, CallHuff, PlayMove, Rematch, RollDie
from bot.i18n import SOURCE, Words
from bot.pictures import board_png, colour_rgb, dice_png
from rendering.words import Grammar, huff_label, log_lines, move_label, ordinal

from .buttons import ColourSelect, GameButton, LevelSelect, LobbyButton, PaceSelect, ShowReplay
from .open_board import OpenBoardButton
from .rules_words import rules_summary
from .texts import decimal, notice, say
from .texts import lines as said_lines

LOBBY_COLOUR = discord.Colour.from_rgb(120, 100, 80)
ENDED_COLOUR = discord.Colour.from_rgb(110, 110, 110)
BOARD_FILE = "board.png"
DICE_FILE = "dice.png"
"""The pictures' file names in English; :func:`file_name` gives them in a language."""
LAST_MOVES = 5
ROW = 5
"""Buttons per action row (Discord's limit)."""
MOVE_BUTTONS = 4 * ROW - 1
"""Move buttons a card shows at most (with the rows' limit, room for one more)."""


@dataclass(slots=True)
class Card:
    """Everything one message shows. ``files()`` gives fresh uploads each call: a
    :class:`discord.File` can be sent only once, and a failed edit is retried as a post."""

    view: discord.ui.LayoutView
    png: bytes | None = None
    dice: bytes | None = None
    """The dice chart of a finished game."""
    names: tuple[str, str] = (BOARD_FILE, DICE_FILE)
    """The pictures' file names (the board's, the dice chart's), in the card's language."""

    def files(self) -> list[discord.File]:
        board, dice = self.names
        files = [discord.File(io.BytesIO(self.png), filename=board)] if self.png else []
        if self.dice:
            files.append(discord.File(io.BytesIO(self.dice), filename=dice))
        return files


def file_name(picture: str, lang: str = SOURCE) -> str:
    """A picture's file name in a language (users see it when they open or save it):
    ``board.png``, ``spielbrett.png``; ``picture`` is ``board`` or ``dice``."""
    return say(f"file_{picture}", lang) + ".png"


def mention(s: SeatView) -> str:
    return f"<@{s.user_id}>" if s.user_id is not None else f"**{s.name}**"


def _rows(items: Sequence[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    return [discord.ui.ActionRow(*items[i : i + ROW]) for i in range(0, len(items), ROW)]


def _layout(colour: discord.Colour, *children: discord.ui.Item[Any]) -> discord.ui.LayoutView:
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*children, accent_colour=colour))
    return view


def text_card(text: str, colour: discord.Colour = ENDED_COLOUR) -> Card:
    """A card with a line of text and no buttons (a cancelled or ended game)."""
    return Card(_layout(colour, discord.ui.TextDisplay(text)))


# -- the lobby ---------------------------------------------------------------------------


def _seat_line(s: SeatView, i: int, lang: str) -> str:
    """A seat in the lobby: its number and who, then its colour, level and host."""
    parts = [say("seat_line", lang, number=i + 1, who=mention(s))]
    if s.colour:
        parts.append(say("seat_colour", lang, colour=s.colour))
    if s.level is not None:
        parts.append(say("seat_computer", lang, level=s.level))
    if s.host:
        parts.append(say("seat_host", lang))
    return " ".join(parts)


LOBBY_BUTTONS = (
    ("join", "label_join", discord.ButtonStyle.success),
    ("leave", "label_leave", discord.ButtonStyle.secondary),
    ("start", "label_start", discord.ButtonStyle.primary),
    ("cancel", "label_cancel", discord.ButtonStyle.danger),
    ("computer", "label_computer", discord.ButtonStyle.secondary),
    ("rules", "label_rules", discord.ButtonStyle.secondary),
)


def lobby_card(out: Answer, view: LobbyView, lang: str = SOURCE) -> Card:
    """The lobby, in the server's language ``lang``."""
    if view.ended:
        return text_card(say("cancelled", lang))
    summary = rules_summary(view.rules, lang) if view.rules is not None else view.preset
    seats = "\n".join(_seat_line(s, i, lang) for i, s in enumerate(view.seats))
    head = said_lines(
        lang,
        "lobby_title",
        "lobby_rules",
        "lobby_pace",
        "lobby_how",
        summary=summary,
        pace=view.pace,
    )
    footer = say("footer_game", lang, game=out.game_id)
    if out.notice:
        footer += f" · {notice(out.notice, view.seats, lang)}"
    gid = out.game_id
    buttons = [
        LobbyButton(
            gid, action, say(label, lang), style, view.full and action in ("join", "computer")
        )
        for action, label, style in LOBBY_BUTTONS
    ]
    layout = _layout(
        LOBBY_COLOUR,
        discord.ui.TextDisplay(head),
        discord.ui.Separator(),
        discord.ui.TextDisplay(
            say("seats", lang, taken=len(view.seats), most=view.most)
            + "\n"
            + (seats or say("nobody_yet", lang))
        ),
        *_rows(buttons),
        discord.ui.ActionRow(ColourSelect(gid, view.colours, lang)),
        discord.ui.ActionRow(LevelSelect(gid, disabled=view.full, locale=lang)),
        discord.ui.ActionRow(PaceSelect(gid, view.pace, lang)),
        discord.ui.TextDisplay(footer),
    )
    return Card(layout)


# -- the board ---------------------------------------------------------------------------


def _colour_of(name: str) -> discord.Colour:
    return discord.Colour.from_rgb(*colour_rgb(name))


def _head(out: Answer, view: BoardView, lang: str) -> str:
    """The card's first lines."""
    if view.step == "ended":
        return "## " + say(out.notice or "over", lang)
    if view.step == "over":
        words = Words(lang)
        places = "\n".join(
            say(
                "place_line",
                lang,
                place=ordinal(i, words, _gender(view, group)),
                who=_who(view, group, lang),
            )
            for i, group in enumerate(view.places, 1)
        )
        winners = view.places[0] if view.places else ()
        head = say(
            "wins_one" if len(winners) == 1 else "wins_many", lang, who=_who(view, winners, lang)
        )
        return f"{head}\n{places}"
    assert view.seat is not None
    who = view.seats[view.seat]
    head = say("turn_head", lang, name=who.name, colour=view.colour)
    return head + "\n" + say(f"ask_{view.step}", lang, who=mention(who))


def _gender(view: BoardView, seats: Sequence[int]) -> str | None:
    """The gender a place's ordinal agrees with: its one person's choice (a team's
    place, a computer's or a person who chose none keeps the form of a place alone)."""
    return view.seats[seats[0]].gender if len(seats) == 1 else None


def _who(view: BoardView, seats: Sequence[int], lang: str) -> str:
    return i18n.join([mention(view.seats[s]) for s in seats], lang)


def _buttons(out: Answer, view: BoardView, lang: str) -> list[discord.ui.Item[Any]]:
    """Exactly what the core offers: roll or the moves, back, huff; rematch and replay."""
    gid, ply = out.game_id, view.position.ply
    if view.step == "over":
        return [
            GameButton(
                gid, Rematch(), ply, say("label_rematch", lang), discord.ButtonStyle.success
            ),
            GameButton(
                gid, ShowReplay(), ply, say("label_replay", lang), discord.ButtonStyle.secondary
            ),
        ]
    buttons: list[discord.ui.Item[Any]] = list(play_buttons(out, view, lang, GameButton))
    if view.back:
        buttons.append(
            GameButton(gid, Back(), ply, say("label_back", lang), discord.ButtonStyle.secondary)
        )
    if view.huff is not None:
        # It names the capture that was skipped: whose piece could have taken one.
        huff = view.huff
        name = view.seats[huff.seat].name if 0 <= huff.seat < len(view.seats) else "?"
        label = huff_label(name, huff.piece, Words(lang))
        buttons.append(GameButton(gid, CallHuff(ply), ply, label, discord.ButtonStyle.danger))
    return buttons


class PlayButton(Protocol):
    """A kind of button that plays a roll or a move (on the board, or in the DM)."""

    def __call__(
        self,
        game_id: int,
        press: RollDie | PlayMove,
        ply: int,
        label: str,
        style: discord.ButtonStyle,
    ) -> discord.ui.Item[Any]: ...


def play_buttons(
    out: Answer, view: BoardView, lang: str, make: PlayButton
) -> list[discord.ui.Item[Any]]:
    """The roll, or the moves to choose from, of the person to act, as ``make`` draws a
    button."""
    gid, ply = out.game_id, view.position.ply
    buttons: list[discord.ui.Item[Any]] = []
    if view.step in ("order", "roll"):
        buttons.append(
            make(gid, RollDie(ply), ply, say("label_roll", lang), discord.ButtonStyle.success)
        )
    words = Words(lang)
    for i, choice in enumerate(view.choices[:MOVE_BUTTONS]):
        victim = view.seats[choice.victim].name if choice.victim is not None else "?"
        label = move_label(choice.kind, choice.piece, choice.steps, victim, words)
        buttons.append(make(gid, PlayMove(ply, i), ply, label, discord.ButtonStyle.primary))
    return buttons


def moves_text(view: BoardView, lang: str, last: int | None = LAST_MOVES) -> str:
    """The last roll and the last ``last`` lines of the move log (None: every line the
    view holds, the last the core keeps)."""
    position = view.position
    words = Words(lang)
    colours = position.board.colours
    grammar = Grammar(
        tuple("person" if s.user_id is not None else "computer" for s in view.seats),
        tuple(s.gender for s in view.seats),
    )
    lines_ = log_lines(view.log, colours, position.colour_seat, words, last, grammar)
    recent = "\n".join(f"- {line}" for line in lines_)
    if position.last_roll:
        roll = say("last_roll", lang, roll=position.last_roll)
    else:  # the first rolls (for who begins) are in the lines below, if any yet
        roll = "" if recent else say("nobody_rolled", lang)
    return "\n".join(part for part in (roll, recent) if part)[:3900]


def _footer(out: Answer, view: BoardView, lang: str, as_of: float | None = None) -> str:
    footer = say("footer_round", lang, game=out.game_id, round=view.position.round)
    if not view.closed:
        footer = pace_line(view, lang) + "\n" + footer
    if as_of is not None and not view.closed:
        # A chat where only presses can change the card: it says how old it is.
        footer += "\n" + say("footer_as_of", lang, at=f"<t:{int(as_of)}:R>")
    seed = view.seed
    if seed is not None:
        # The seed's hash from the first board on; the seed itself once the game is over.
        if seed.revealed is not None:
            footer += "\n" + say("dice_seed", lang, seed=seed.revealed)
        else:
            footer += "\n" + say("dice_hash", lang, hash=seed.hash)
    return footer


def pace_line(view: BoardView, lang: str) -> str:
    """The game's pace, and when the time of the person to act runs out (a Discord
    timestamp: each reader sees it in their own time zone and language)."""
    if view.ends is None:
        return say("card_pace_untimed", lang, pace=view.pace)
    return say("card_pace", lang, pace=view.pace, at=f"<t:{int(view.ends)}:R>")


def _gallery(name: str, description: str) -> discord.ui.MediaGallery[Any]:
    return discord.ui.MediaGallery(
        discord.MediaGalleryItem(f"attachment://{name}", description=description)
    )


async def _dice_section(
    stats: DiceStats, lang: str, names: tuple[str, str]
) -> tuple[list[discord.ui.Item[Any]], bytes | None]:
    """The final card's dice: each player's faces, the server's, and the chart."""
    text = dice_lines(stats, lang)
    p = stats.p_server if stats.p_server is not None else 1.0
    text += "\n" + say("dice_server", lang, rolls=sum(stats.server), p=decimal(p, lang, 3))
    items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(text)]
    chart = await dice_png(
        stats.names, stats.colours, stats.per_seat, stats.server, say("dice_server_label", lang)
    )
    if chart is not None:
        items.append(_gallery(names[1], say("dice_description", lang)))
    return items, chart


async def game_card(
    out: Answer,
    view: BoardView,
    lang: str = SOURCE,
    dice: DiceStats | None = None,
    as_of: float | None = None,
    watch: str | None = None,
    activity: bool = False,
    moves: int | None = LAST_MOVES,
) -> Card:
    """The live board: whose turn (with a mention), the picture, the last roll and moves,
    and the buttons the core offers; in the server's language ``lang`` (the whole channel
    sees it). ``dice``: a finished game's dice, for its final card; ``as_of``: when it
    is drawn, said on a card that only presses can change (a chat the bot may only
    answer in); ``watch``: the game's live page (the web edge on); ``activity``: the bot
    has the live board as a Discord Activity, which Open board starts while the game
    runs; ``moves``: the lines of the move log shown (None: all the view holds, after a
    run of steps drawn at once)."""
    names = (file_name("board", lang), file_name("dice", lang))
    genders = [s.gender for s in view.seats]
    png = await board_png(view.position, view.names, out.events, lang, genders)
    head = _head(out, view, lang)
    children: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(head)]
    if png is not None:
        children.append(_gallery(names[0], say("board_description", lang)))
    told = moves_text(view, lang, moves)
    if told:
        children.append(discord.ui.TextDisplay(told))
    chart: bytes | None = None
    if dice is not None and any(sum(f) for f in dice.per_seat):
        section, chart = await _dice_section(dice, lang, names)
        children.extend(section)
    children.extend(_rows(_buttons(out, view, lang)))
    if activity and view.step != "over":
        children.append(discord.ui.ActionRow(OpenBoardButton(out.game_id, lang)))
    children.append(_footer_item(_footer(out, view, lang, as_of), watch, lang))
    return Card(_layout(_colour_of(view.colour), *children), png, chart, names)


def _footer_item(text: str, watch: str | None, lang: str) -> discord.ui.Item[Any]:
    """The footer; beside it the "Watch live" link to the game's page, when there is
    one. A link button has no custom_id, and a section costs two components more than
    the text alone: with the most buttons a card has (:data:`MOVE_BUTTONS` moves, back,
    huff: 31 components) it stays well within Discord's 40."""
    if watch is None:
        return discord.ui.TextDisplay(text)
    link: discord.ui.Button[Any] = discord.ui.Button(
        style=discord.ButtonStyle.link, label=say("label_watch", lang), url=watch
    )
    return discord.ui.Section(discord.ui.TextDisplay(text), accessory=link)


def dice_lines(stats: DiceStats, lang: str = SOURCE) -> str:
    """Each player's faces, sixes and the chi-square test of their dice (the final card
    and /ludo dice)."""
    lines = []
    for name, counts, p in zip(stats.names, stats.per_seat, stats.p_seats, strict=False):
        if p is not None:
            lines.append(
                say(
                    "dice_line",
                    lang,
                    name=name,
                    rolls=sum(counts),
                    faces=" ".join(str(n) for n in counts),
                    sixes=counts[5],
                    p=decimal(p, lang, 3),
                )
            )
    return "\n".join(lines)


async def card_for(
    out: Answer,
    lang: str = SOURCE,
    dice: DiceStats | None = None,
    as_of: float | None = None,
    watch: str | None = None,
    activity: bool = False,
    moves: int | None = LAST_MOVES,
) -> Card:
    """The card of an answer, in the channel's language ``lang``; ``watch``: the game's
    live page, linked from a running game's card; ``activity`` and ``moves``: as
    :func:`game_card`."""
    if isinstance(out.view, LobbyView):
        return lobby_card(out, out.view, lang)
    return await game_card(out, out.view, lang, dice, as_of, watch, activity, moves)
