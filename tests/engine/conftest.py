"""Helpers for scenario tests: build a position, roll, look at the moves.

Positions are given as *progress* per piece (see ``bot/engine/board.py``): ``Y`` the
yard, ``OUT`` out of the game, ``0`` the colour's own start square, ``0 .. lap-1`` the
track, then the home. classic4: colour c starts on track square 10*c, home slots 40..43.
classic6: start 10*c, slots 60..63. cross4: start 13*c, track 0..50, lane 51..55, goal 56.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import YARD, Event, Game, IllegalAction, Ruleset

Y = YARD  # a piece in the yard


def make(
    preset: str = "madn",
    players: int = 2,
    seating: list[tuple[int, ...]] | None = None,
    **overrides: Any,
) -> Game:
    """A game with the given options; turn order by seating unless set, so the first
    roll is a real one."""
    overrides.setdefault("turn_order", "seating")
    rules = Ruleset.preset(preset, players=players, overrides=overrides)
    if seating is not None:
        return Game.new(rules, seating=seating)
    return Game.new(rules, players=players)


def moves(game: Game) -> set[tuple[int, int]]:
    """The legal moves as (piece, to) pairs."""
    return {(m.piece, m.to) for m in game.legal_moves()}


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def play(game: Game, piece: int, to: int | None = None) -> list[Event]:
    return game.play(game.find_move(piece, to))


def frozen(game: Game) -> dict[str, Any]:
    """Everything that makes up the state, to check that a refused action changed nothing."""
    return game.to_dict()


def refused(game: Game, action: Callable[[], Any]) -> None:
    """``action`` raises IllegalAction and leaves ``game`` exactly as it was."""
    before, copy = game.to_dict(), game.copy()
    with pytest.raises(IllegalAction):
        action()
    assert game.to_dict() == before
    assert game == copy
