"""Core outcomes as Discord messages (Components V2): the lobby card and the board card.

A card is a :class:`discord.ui.LayoutView`: a container in the colour of whoever is to
act, the board picture in a media gallery, the last moves, and the buttons. Every
button is a dynamic item parsed from its custom_id, so the card needs no memory.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.core import Outcome, Refused, Table, check_rules, free_colours, max_seats
from bot.engine import MOVE, ORDER, Game, chi_square_uniform, seed_hash
from bot.i18n import SOURCE, Words
from bot.pictures import board_png, colour_rgb, dice_png
from rendering.words import log_lines, move_label, ordinal

from .buttons import ColourSelect, GameButton, LevelSelect, LobbyButton
from .rules_words import rules_summary
from .texts import decimal, say
from .texts import lines as said_lines

LOBBY_COLOUR = discord.Colour.from_rgb(120, 100, 80)
ENDED_COLOUR = discord.Colour.from_rgb(110, 110, 110)
BOARD_FILE = "board.png"
DICE_FILE = "dice.png"
"""The pictures' file names in English; :func:`file_name` gives them in a language."""
LAST_MOVES = 5
ROW = 5
"""Buttons per action row (Discord's limit)."""


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


def mention(table: Table, seat: int) -> str:
    s = table.seats[seat]
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


def _lobby_summary(table: Table, lang: str) -> str:
    """The rules summary for the seats taken so far."""
    try:
        rules = check_rules(table.preset, table.overrides, max(2, len(table.seats)))
    except Refused:  # the lobby still shows when its rules stopped fitting the seats
        return table.preset
    return rules_summary(rules, lang)


def _seat_line(table: Table, i: int, lang: str) -> str:
    """A seat in the lobby: its number and who, then its colour, level and host."""
    s = table.seats[i]
    parts = [say("seat_line", lang, number=i + 1, who=mention(table, i))]
    if s.colour:
        parts.append(say("seat_colour", lang, colour=s.colour))
    if s.computer:
        parts.append(say("seat_computer", lang, level=s.level or "normal"))
    if s.user_id == table.host_id:
        parts.append(say("seat_host", lang))
    return " ".join(parts)


def lobby_card(out: Outcome, lang: str = SOURCE) -> Card:
    """The lobby, in the server's language ``lang``."""
    table = out.table
    if out.ended:
        return text_card(say("cancelled", lang))
    summary = _lobby_summary(table, lang)
    seats = "\n".join(_seat_line(table, i, lang) for i in range(len(table.seats)))
    head = said_lines(lang, "lobby_title", "lobby_rules", "lobby_how", summary=summary)
    footer = say("footer_game", lang, game=out.game_id)
    if out.notice:
        footer += f" · {say(out.notice, lang)}"
    gid = out.game_id
    most = max_seats(table)
    full = len(table.seats) >= most
    buttons = [
        LobbyButton(
            gid, action, say(label, lang), style, disabled=full and action in ("join", "computer")
        )
        for action, label, style in (
            ("join", "label_join", discord.ButtonStyle.success),
            ("leave", "label_leave", discord.ButtonStyle.secondary),
            ("start", "label_start", discord.ButtonStyle.primary),
            ("cancel", "label_cancel", discord.ButtonStyle.danger),
            ("computer", "label_computer", discord.ButtonStyle.secondary),
            ("rules", "label_rules", discord.ButtonStyle.secondary),
        )
    ]
    view = _layout(
        LOBBY_COLOUR,
        discord.ui.TextDisplay(head),
        discord.ui.Separator(),
        discord.ui.TextDisplay(
            say("seats", lang, taken=len(table.seats), most=most)
            + "\n"
            + (seats or say("nobody_yet", lang))
        ),
        *_rows(buttons),
        discord.ui.ActionRow(ColourSelect(gid, free_colours(table), lang)),
        discord.ui.ActionRow(LevelSelect(gid, disabled=full, locale=lang)),
        discord.ui.TextDisplay(footer),
    )
    return Card(view)


# -- the board ---------------------------------------------------------------------------


def _colour_of(name: str) -> discord.Colour:
    return discord.Colour.from_rgb(*colour_rgb(name))


async def game_card(out: Outcome, lang: str = SOURCE) -> Card:
    """The live board: whose turn (with a mention), the picture, the last roll and moves,
    and the buttons for exactly what the player to act may do; in the server's language
    ``lang`` (the whole channel sees it)."""
    table = out.table
    game = out.game
    assert game is not None
    words = Words(lang)
    names = (file_name("board", lang), file_name("dice", lang))
    png = await board_png(game, table.names, out.events, lang)
    board = game.board
    gid, ply = out.game_id, game.ply
    buttons: list[discord.ui.Item[Any]] = []
    if out.ended:
        colour = board.colours[game.turn]
        head = "## " + say(out.notice, lang) if out.notice else "## " + say("over", lang)
    elif game.is_over:
        colour = board.colours[game.seats[game.winners[0]][0]] if game.winners else "red"
        places = "\n".join(
            say(
                "place_line",
                lang,
                place=ordinal(i, words),
                who=" & ".join(mention(table, s) for s in group),
            )
            for i, group in enumerate(all_places(game), 1)
        )
        winners = " & ".join(mention(table, s) for s in game.winners)
        head = say("wins_one" if len(game.winners) == 1 else "wins_many", lang, who=winners)
        head += f"\n{places}"
        rematch, replay = say("label_rematch", lang), say("label_replay", lang)
        buttons.append(GameButton(gid, "rematch", ply, rematch, discord.ButtonStyle.success))
        buttons.append(GameButton(gid, "replay", ply, replay, discord.ButtonStyle.secondary))
    else:
        seat = game.seat_to_act
        assert seat is not None
        colour = board.colours[game.turn]
        who = table.seats[seat]
        if who.computer:
            ask = "ask_thinking"
        elif game.phase == ORDER:
            ask = "ask_order"
        elif game.phase == MOVE:
            ask = "ask_move"
        else:
            ask = "ask_roll"
        head = say("turn_head", lang, name=who.name, colour=colour)
        head += "\n" + say(ask, lang, who=mention(table, seat))
        if not who.computer:
            if game.phase == MOVE:
                seat_of = [game.seat_of(c) for c in range(board.n_colours)]
                for i, move in enumerate(game.legal_moves()[: 4 * ROW - 1]):
                    label = move_label(move, game.turn, table.names, seat_of, words)
                    buttons.append(
                        GameButton(gid, f"m{i}", ply, label, discord.ButtonStyle.primary)
                    )
            else:
                roll_button = GameButton(
                    gid, "roll", ply, say("label_roll", lang), discord.ButtonStyle.success
                )
                buttons.append(roll_button)
        if any(s.away == "computer" for s in table.seats):
            buttons.append(
                GameButton(gid, "back", ply, say("label_back", lang), discord.ButtonStyle.secondary)
            )
        if any(not table.seats[s].computer for s in game.huff_seats()):
            buttons.append(
                GameButton(
                    gid, "huff", ply, huff_label(game, table, lang), discord.ButtonStyle.danger
                )
            )
    seat_of = [game.seat_of(c) for c in range(board.n_colours)]
    lines_ = log_lines(table.recent, table.names, board.colours, seat_of, words)
    recent = "\n".join(f"- {line}" for line in lines_[-LAST_MOVES:])
    if game.last_roll:
        roll = say("last_roll", lang, roll=game.last_roll)
    else:  # the first rolls (for who begins) are in the lines below, if any yet
        roll = "" if recent else say("nobody_rolled", lang)
    children: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(head)]
    if png is not None:
        children.append(
            discord.ui.MediaGallery(
                discord.MediaGalleryItem(
                    f"attachment://{names[0]}", description=say("board_description", lang)
                )
            )
        )
    lines = "\n".join(part for part in (roll, recent) if part)
    if lines:
        children.append(discord.ui.TextDisplay(lines[:3900]))
    dice: bytes | None = None
    if game.is_over and table.faces:
        text = dice_lines(table.names, table.faces, lang)
        server = table.server_faces
        if server is not None:
            p = chi_square_uniform(server)[1]
            text += "\n" + say("dice_server", lang, rolls=sum(server), p=decimal(p, lang, 3))
        children.append(discord.ui.TextDisplay(text))
        colours = [board.colours[cols[0]] for cols in game.seats]
        faces = [table.faces[s] if s < len(table.faces) else [0] * 6 for s in range(len(colours))]
        dice = await dice_png(
            table.names, colours, faces, server or [0] * 6, say("dice_server_label", lang)
        )
        if dice is not None:
            children.append(
                discord.ui.MediaGallery(
                    discord.MediaGalleryItem(
                        f"attachment://{names[1]}", description=say("dice_description", lang)
                    )
                )
            )
    children.extend(_rows(buttons))
    footer = say("footer_round", lang, game=gid, round=game.round)
    if table.dice_seed is not None:
        # The seed's hash from the first board on; the seed itself once the game is over.
        if game.is_over or out.ended:
            footer += "\n" + say("dice_seed", lang, seed=table.dice_seed)
        else:
            digest = seed_hash(bytes.fromhex(table.dice_seed))
            footer += "\n" + say("dice_hash", lang, hash=digest)
    children.append(discord.ui.TextDisplay(footer))
    return Card(_layout(_colour_of(colour), *children), png, dice, names)


def dice_lines(names: Sequence[str], faces: Sequence[Sequence[int]], lang: str = SOURCE) -> str:
    """Each player's faces, sixes and a chi-square test of this game's dice (the final
    card and /ludo dice)."""
    lines = []
    for seat, counts in enumerate(faces):
        rolls: int = sum(counts)
        if seat < len(names) and rolls:
            lines.append(
                say(
                    "dice_line",
                    lang,
                    name=names[seat],
                    rolls=rolls,
                    faces=" ".join(str(n) for n in counts),
                    sixes=counts[5],
                    p=decimal(chi_square_uniform(counts)[1], lang, 3),
                )
            )
    return "\n".join(lines)


def all_places(game: Game) -> list[list[int]]:
    """Every seat's place, 1st to last: those still racing when the game ended share
    the place after the last one decided (as the statistics count them)."""
    places = [list(group) for group in game.places]
    placed = {s for group in places for s in group}
    rest = [s for s in range(len(game.seats)) if s not in placed]
    return [*places, rest] if rest else places


def huff_label(game: Game, table: Table, lang: str = SOURCE) -> str:
    """The Huff! button names the capture that was skipped: whose piece could have
    taken one."""
    if game.huff_window is None:
        return say("huff_label", lang, name="?", piece="?")
    offender, piece, _ = game.huff_window
    seat = game.seat_of(offender)
    name = table.seats[seat].name if 0 <= seat < len(table.seats) else "?"
    return say("huff_label", lang, name=name, piece=piece + 1)[:80]


async def card_for(out: Outcome, lang: str = SOURCE) -> Card:
    """The card of an outcome, in the server's language ``lang``."""
    return await game_card(out, lang) if out.game is not None else lobby_card(out, lang)
