"""What the core is given rather than makes: dice per game, computer players by level,
clocks and the store (:class:`bot.store.GameStore`). Tests pass fakes; the next issues
swap in provably fair dice and the computer levels without touching the core."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol

from ..engine import Dice, Game, GreedyMover, Move

Clock = Callable[[], float]
"""Seconds: ``time.time`` for deadlines kept in the database (wall clock),
``time.perf_counter`` for how long an action took."""

Chooser = Callable[[Game, list[Move]], Move]
"""A computer player's choice among the legal moves."""


class DiceSource(Protocol):
    """The dice a game rolls with (a game may have its own, e.g. :class:`FairDice`)."""

    def __call__(self, game_id: int) -> Dice: ...


class ComputerPlayers(Protocol):
    """The computer player of a level (``random``, ``easy``, ``normal``, ``hard``)."""

    def __call__(self, level: str) -> Chooser: ...


class SharedDice:
    """One dice object for every game of the process (a :class:`SystemDice`, or a
    :class:`SeededDice` in tests): what the bot rolled with before dice per game."""

    def __init__(self, dice: Dice) -> None:
        self._dice = dice

    def __call__(self, game_id: int) -> Dice:
        return self._dice


class OneLevel:
    """Every level plays the same way: ``bot.players.choose`` once the project has one,
    else the engine's greedy mover (the levels are built elsewhere)."""

    def __init__(self) -> None:
        self._choose = _default_chooser()

    def __call__(self, level: str) -> Chooser:
        return self._choose


def _default_chooser() -> Chooser:
    try:
        players = importlib.import_module("bot.players")
    except ModuleNotFoundError as exc:
        if exc.name != "bot.players":
            raise
        return GreedyMover().choose
    choose: Chooser = players.choose
    return choose
