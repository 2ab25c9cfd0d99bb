"""Core outcomes as Discord messages: the lobby card and the live board card."""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass

import discord

from bot.core import Outcome, Table
from bot.core.service import check_rules
from bot.describe_rules import rules_summary
from bot.engine import MOVE, ORDER, Game
from bot.engine.text import move_label, ordinal
from rendering import render_png
from rendering.palette import COLOURS, LETTERS

from .buttons import GameButton, LobbyButton

LOBBY_COLOUR = discord.Colour.from_rgb(120, 100, 80)
MAX_MOVE_BUTTONS = 20


@dataclass(slots=True)
class Card:
    """Everything one message shows."""

    content: str | None
    embed: discord.Embed
    view: discord.ui.View
    file: discord.File | None = None

    @property
    def files(self) -> list[discord.File]:
        return [self.file] if self.file else []


def mention(table: Table, seat: int) -> str:
    s = table.seats[seat]
    return f"<@{s.user_id}>" if s.user_id is not None else f"**{s.name}**"


def lobby_card(out: Outcome) -> Card:
    table = out.table
    try:
        rules = check_rules(table.preset, table.overrides, max(2, len(table.seats)))
        summary = rules_summary(rules)
    except Exception:  # the lobby still shows when its rules stopped fitting the seats
        summary = table.preset
    embed = discord.Embed(
        title="Ludo: a new game",
        description=f"**Rules:** {summary}\nPress **Join** to take a seat; the host starts.",
        colour=LOBBY_COLOUR,
    )
    seats = "\n".join(
        f"{i + 1}. {mention(table, i)}"
        + (" (computer)" if s.computer else "")
        + (" — host" if s.user_id == table.host_id else "")
        for i, s in enumerate(table.seats)
    )
    embed.add_field(name=f"Seats ({len(table.seats)})", value=seats or "nobody yet", inline=False)
    if out.notice:
        embed.set_footer(text=out.notice)
    view = discord.ui.View(timeout=None)
    gid = out.game_id
    for action, label, style in (
        ("join", "Join", discord.ButtonStyle.success),
        ("leave", "Leave", discord.ButtonStyle.secondary),
        ("computer", "Add computer", discord.ButtonStyle.secondary),
        ("rules", "Rules…", discord.ButtonStyle.secondary),
        ("start", "Start", discord.ButtonStyle.primary),
        ("cancel", "Cancel", discord.ButtonStyle.danger),
    ):
        view.add_item(LobbyButton(gid, action, label, style))
    return Card(None, embed, view)


def _board_file(game: Game, table: Table, out: Outcome) -> discord.File:
    png = render_png(game, table.names, out.events)
    return discord.File(io.BytesIO(png), filename="board.png")


async def game_card(out: Outcome) -> Card:
    """The live board: picture, whose turn, the last roll and moves, and the buttons."""
    table = out.table
    game = out.game
    assert game is not None
    file = await asyncio.to_thread(_board_file, game, table, out)
    board = game.board
    view = discord.ui.View(timeout=None)
    gid, ply = out.game_id, game.ply
    content: str | None
    if game.is_over:
        colour = board.colours[game.seats[game.winners[0]][0]] if game.winners else "red"
        places = "\n".join(
            f"{ordinal(i + 1)}: " + " & ".join(mention(table, s) for s in group)
            for i, group in enumerate(game.places)
        )
        title = "Game over"
        content = "🏆 " + " & ".join(mention(table, s) for s in game.winners) + " wins!"
        description = places
        view.add_item(GameButton(gid, "rematch", ply, "Rematch", discord.ButtonStyle.success))
        view.add_item(GameButton(gid, "replay", ply, "Replay GIF", discord.ButtonStyle.secondary))
    else:
        seat = game.seat_to_act
        assert seat is not None
        colour = board.colours[game.turn]
        name = table.seats[seat].name
        title = f"{name}'s turn ({colour}, {LETTERS[colour]})"
        content = f"{mention(table, seat)}, " + (
            "roll for the first turn."
            if game.phase == ORDER
            else "choose a move."
            if game.phase == MOVE
            else "your roll."
        )
        description = (
            f"Rolled **{game.last_roll}**." if game.last_roll else "Nobody has rolled yet."
        )
        if game.phase == MOVE:
            seat_of = [game.seat_of(c) for c in range(board.n_colours)]
            for i, move in enumerate(game.legal_moves()[:MAX_MOVE_BUTTONS]):
                label = move_label(move, game.turn, table.names, seat_of)
                view.add_item(GameButton(gid, f"m{i}", ply, label, discord.ButtonStyle.primary))
        else:
            view.add_item(GameButton(gid, "roll", ply, "🎲 Roll", discord.ButtonStyle.success))
        if game.huff_seats():
            view.add_item(GameButton(gid, "huff", ply, "Huff!", discord.ButtonStyle.danger))
    rgb = COLOURS.get(colour, (120, 100, 80))
    embed = discord.Embed(
        title=title, description=description, colour=discord.Colour.from_rgb(*rgb)
    )
    if table.recent:
        embed.add_field(name="Last moves", value="\n".join(table.recent[-5:])[:1024], inline=False)
    embed.set_image(url="attachment://board.png")
    embed.set_footer(text=f"Game #{gid} · turn {ply}")
    return Card(content, embed, view, file)


async def card_for(out: Outcome) -> Card:
    return await game_card(out) if out.game is not None else lobby_card(out)
