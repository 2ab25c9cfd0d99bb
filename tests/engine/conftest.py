"""Helpers for scenario tests: build a position, roll, look at the moves."""

from __future__ import annotations

from typing import Any

from bot.engine import Event, Game, Ruleset

Y = -1  # a piece in the yard


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
