"""What the core is given rather than makes: dice per game, computer players by level,
dice seeds, clocks and the store (:class:`bot.store.GameStore`). The bot passes the real
ones (:func:`~.service.open_service`), tests pass fakes."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import Protocol

from ..engine import Dice, Game, Move
from ..engine.computers import Computer, UnknownLevel, computer
from ..engine.fair_dice import SEED_BYTES

Clock = Callable[[], float]
"""Seconds: ``time.time`` for deadlines kept in the database (wall clock),
``time.perf_counter`` for how long an action took."""

Chooser = Callable[[Game, list[Move]], Move]
"""A computer player's choice among the legal moves."""


SeedSource = Callable[[], bytes]
"""Secret dice seeds for provably fair games (``secrets.token_bytes(32)`` by default)."""


def fair_seed() -> bytes:
    return secrets.token_bytes(SEED_BYTES)


class DiceSource(Protocol):
    """The dice a game rolls with (a game may have its own, e.g. :class:`FairDice`)."""

    def __call__(self, game_id: int) -> Dice: ...


class ComputerPlayers(Protocol):
    """The computer player of a level (``random``, ``easy``, ``normal``, ``hard``), at a
    table whose seat ``s`` is played by level ``seats[s]`` (None: a person)."""

    def __call__(self, level: str, seats: Sequence[str | None] = ()) -> Chooser: ...


class SharedDice:
    """One dice object for every game of the process (a :class:`SystemDice`, or a
    :class:`SeededDice` in tests): what the bot rolled with before dice per game."""

    def __init__(self, dice: Dice) -> None:
        self._dice = dice

    def __call__(self, game_id: int) -> Dice:
        return self._dice


class Levels:
    """The engine's computer players (:func:`bot.engine.computers.computer`), one per
    level; an unknown level (a row from a newer version, say) plays as ``normal``."""

    def __init__(self, seed: int | None = None) -> None:
        self._seed = seed
        self._players: dict[str, Computer] = {}

    def __call__(self, level: str, seats: Sequence[str | None] = ()) -> Chooser:
        player = self._players.get(level)
        if player is None:
            try:
                player = computer(level, self._seed)
            except UnknownLevel:
                player = computer("normal", self._seed)
            self._players[level] = player
        return player.facing(seats).choose if seats else player.choose
