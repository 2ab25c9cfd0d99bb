"""Who sits where: the seats of a game and the colours each plays.

A seat is one player, in joining order; each holds one colour or more (two opposite
colours each with ``two_colours_each``). :func:`seats_for` checks a seating against the
rules and the board before a game is made of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import Board
from .moves import Colour
from .rules import RuleError, Ruleset

Seats = tuple[tuple[Colour, ...], ...]
"""Per seat, its colours."""


def default_seating(board: Board, players: int) -> Seats:
    """One colour per player, spread round the board so that opposite seats face.

    >>> from bot.engine.board import BOARDS
    >>> default_seating(BOARDS["classic4"], 2), default_seating(BOARDS["classic6"], 4)
    (((0,), (2,)), ((0,), (1,), (3,), (4,)))
    """
    n = board.n_colours
    return tuple(((i * n) // players,) for i in range(players))


def two_colour_seating(board: Board, players: int) -> Seats:
    """Each player plays two opposite colours (2 players on 4 colours, 2-3 on 6).

    >>> from bot.engine.board import BOARDS
    >>> two_colour_seating(BOARDS["classic4"], 2)
    ((0, 2), (1, 3))
    """
    half = board.n_colours // 2
    if players > half:
        raise RuleError(
            "seating",
            f"{players} players cannot each play two colours here",
            "two_colours_each",
            players=players,
        )
    return tuple((i, i + half) for i in range(players))


def seats_for(
    rules: Ruleset,
    board: Board,
    players: int | None,
    seating: Sequence[Sequence[Colour]] | None,
) -> Seats:
    """The seats of a new game for ``players`` players (one colour each, spread as
    :func:`default_seating`) or an explicit ``seating``. Raises :class:`RuleError` when the
    rules cannot seat them."""
    if seating is None:
        if players is None:
            raise RuleError(
                "players", "give the number of players or a seating", "players_or_seating"
            )
        rules.check_players(players)
        seats = default_seating(board, players)
    else:
        seats = tuple(tuple(s) for s in seating)
        if players is not None and players != len(seats):
            raise RuleError(
                "players",
                f"{players} players but {len(seats)} seats",
                "players_seats",
                players=players,
                seats=len(seats),
            )
    colours = [c for s in seats for c in s]
    if len(set(colours)) != len(colours) or any(not 0 <= c < board.n_colours for c in colours):
        raise RuleError(
            "seating",
            f"each seat needs its own colours of {board.name}",
            "seat_colours",
            board=board.name,
        )
    if any(not s for s in seats):
        raise RuleError("seating", "every seat needs a colour", "seat_needs_colour")
    if rules.teams == "partners":
        for c in colours:
            if board.opposite(c) not in colours:
                raise RuleError(
                    "teams",
                    "partners sit opposite: every colour needs its opposite in play",
                    "partners_opposite",
                )
    rules.check_players(len(seats), len(colours))
    return seats
