"""What a card offers, decided by the core: who is to act and what they may press, whom
to ping, the places of a finished game. Every edge draws these as they are; none works
out the rules' choices again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..engine import MOVE, ORDER, Game, Move, Ruleset
from .notes import Refused
from .rules_text import check_rules, free_colours, max_seats
from .tables import Table

Step = Literal["order", "roll", "move", "thinking", "over", "ended"]
"""What the board waits for: a person's roll for the order or the turn, a person's move,
a computer's step; or nothing (over, or closed without a result)."""


@dataclass(frozen=True, slots=True)
class HuffOffer:
    """A huff people may call: ``seat`` skipped a capture with piece ``piece``."""

    seat: int
    piece: int


@dataclass(frozen=True, slots=True)
class LobbyView:
    """A lobby: how many seats there are, whether they are all taken, the colours nobody
    asked for yet, and the rules for the seats taken (None: they no longer fit)."""

    most: int
    full: bool
    colours: tuple[str, ...]
    rules: Ruleset | None
    ended: bool = False


@dataclass(frozen=True, slots=True)
class BoardView:
    """A running or finished game."""

    step: Step
    seat: int | None
    """The seat to act (None: over or closed)."""
    moves: tuple[Move, ...] = ()
    """The moves the person to act may choose; a :class:`PlayMove` names one by index."""
    back: bool = False
    """Someone is away and may take their seat back."""
    huff: HuffOffer | None = None
    """A huff people may call (computers call their own)."""
    ping: int | None = None
    """The person to mention: their turn, and the server wants pings."""
    places: tuple[tuple[int, ...], ...] = ()
    """A finished game's seats per place, best first; those still racing when it ended
    share the last place."""


View = LobbyView | BoardView


def standings(game: Game) -> tuple[tuple[int, ...], ...]:
    """Every seat's place in a finished game, best first: the engine's places, then
    those still racing share the place after the last one decided.

    >>> from bot.engine import Ruleset
    >>> standings(Game.new(Ruleset(), players=2))
    ((0, 1),)
    """
    places = game.outcome.places if game.outcome is not None else ()
    placed = {s for group in places for s in group}
    rest = tuple(s for s in range(len(game.seats)) if s not in placed)
    return (*places, rest) if rest else tuple(places)


def place_of_seat(game: Game) -> list[int]:
    """Every seat's place (1 = first) by :func:`standings`."""
    found = [0] * len(game.seats)
    for place, group in enumerate(standings(game), 1):
        for s in group:
            found[s] = place
    return found


def lobby_view(table: Table, ended: bool = False) -> LobbyView:
    most = max_seats(table)
    try:
        rules: Ruleset | None = check_rules(table.preset, table.overrides, max(2, len(table.seats)))
    except Refused:  # the lobby still shows when its rules stopped fitting the seats
        rules = None
    return LobbyView(most, len(table.seats) >= most, free_colours(table), rules, ended)


def board_view(table: Table, ended: bool = False, ping: bool = True) -> BoardView:
    """The board's choices; ``ping``: the server wants the person to act mentioned."""
    game = table.game
    assert game is not None
    if ended:
        return BoardView("ended", None)
    if game.is_over:
        return BoardView("over", None, places=standings(game))
    seat = game.seat_to_act
    assert seat is not None
    who = table.seats[seat]
    step = _step(game, who.computer)
    return BoardView(
        step,
        seat,
        moves=tuple(game.legal_moves()) if step == "move" else (),
        back=any(s.away == "computer" for s in table.seats),
        huff=_huff(game, table),
        ping=who.user_id if ping and not who.computer else None,
    )


def _step(game: Game, computer: bool) -> Step:
    if computer:
        return "thinking"
    if game.phase == ORDER:
        return "order"
    return "move" if game.phase == MOVE else "roll"


def _huff(game: Game, table: Table) -> HuffOffer | None:
    if game.huff_window is None or all(table.seats[s].computer for s in game.huff_seats()):
        return None
    offender, piece, _ = game.huff_window
    return HuffOffer(game.seat_of(offender), piece)
