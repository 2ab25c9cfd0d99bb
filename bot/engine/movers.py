"""Simple movers: a random one (for simulations) and a greedy one (for demos and tests;
the computer levels ``easy`` and ``normal`` rank moves by its :func:`greedy_score`).

>>> from bot.engine import Game, Ruleset, SeededDice
>>> g = Game.new(Ruleset.preset("madn"), players=2)
>>> result = play_out(g, SeededDice(3), RandomMover(3))
>>> g.is_over and result == g.ply
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .actions import action_of
from .dice import Dice
from .game import Game
from .moves import Move
from .state import MOVE, OVER, GameState


class Mover(Protocol):
    def choose(self, game: Game, moves: list[Move]) -> Move:
        """Pick one of ``moves`` (the legal moves of the player to act)."""
        ...


class RandomMover:
    """Picks uniformly among the legal moves."""

    __slots__ = ("_rng",)

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, moves: list[Move]) -> Move:
        return moves[int(self._rng.random() * len(moves))]

    @property
    def draw(self) -> Callable[[], float]:
        """The random numbers its choices are made of (``moves[int(r * len(moves))]``)."""
        return self._rng.random


class GreedyMover:
    """Plays the move :func:`greedy_score` ranks highest."""

    __slots__ = ()

    def choose(self, game: Game, moves: list[Move]) -> Move:
        s = game.state
        return max(moves, key=lambda m: greedy_score(s, m))


def greedy_score(s: GameState, m: Move) -> tuple[int, int]:
    """The greedy priorities of a move of the colour to act, as a sort key (higher is
    better): captures of opponents, arrivals home, entries and blocks, then progress;
    sending back an own (or partner's) piece, or bouncing one back off the end of its
    home, counts against, below passing."""
    if m.is_pass:
        return (-1, 0)
    side_of = s.side_of
    side = side_of[s.turn]
    opponents = sum(1 for ref in m.captures if side_of[ref.colour] != side)
    own = len(m.captures) - opponents
    value = 8 * opponents - 6 * own + 4 * m.reaches_home + 3 * m.enters
    value += 2 * m.forms_block
    if m.to < m.frm and m.frm >= s.board.lap and not s.rules.war:
        # A bounce off the end of the home loses ground: below any move forward and below
        # passing, or two such players bounce the same pieces back and forth for ever.
        value -= 2
    return (value, m.to)


def play_out(game: Game, dice: Dice, mover: Mover, max_ply: int = 50_000) -> int:
    """Play ``game`` to its end with ``mover`` for every seat; huffs are always taken.
    Returns the number of actions applied. Stops at ``max_ply`` (a safety net)."""
    s = game.state
    if isinstance(mover, RandomMover):
        # The engine's loop plays a random mover's game on: the same choices.
        return play_random(game, dice.roll, [mover.draw] * len(s.colour_seat), max_ply)
    while s.phase != OVER and s.ply < max_ply:
        huffers = s.huff_seats() if s.huff_window is not None else []
        if huffers:
            game.huff(huffers[0])
        elif s.phase == MOVE:
            game.play(mover.choose(game, game.legal_moves()))
        else:
            game.roll_die(dice.roll())
    return s.ply


def play_random(
    game: Game,
    roll: Callable[[], int],
    draws: Sequence[Callable[[], float]],
    max_ply: int = 50_000,
) -> int:
    """:func:`play_out` with a random mover per colour: ``roll()`` rolls, colour ``c``
    picks ``moves[int(draws[c]() * len(moves))]``; huffs are always taken (the first seat
    that may, the piece the rules name). The engine's loop (:meth:`Game.run`) plays it
    on, the same game as :func:`play_out`'s action by action. Returns the actions applied.
    """
    s = game.state
    while s.phase != OVER and s.ply < max_ply:
        huffers = s.huff_seats() if s.huff_window is not None else []
        if huffers:
            game.huff(huffers[0])
        else:
            game.run(roll, draws, max_ply)
    return s.ply


def record_game(
    game: Game, dice: Dice, mover: Mover, max_ply: int = 50_000
) -> list[dict[str, Any]]:
    """Like :func:`play_out`, but returns the actions applied as the move log stores
    them (rolls with their values), for replays and tests."""
    actions: list[dict[str, Any]] = []
    s = game.state
    while s.phase != OVER and s.ply < max_ply:
        huffers = s.huff_seats()
        if huffers:
            huffed = game.huff(huffers[0])[0]
            actions.append({"type": "huff", "seat": huffers[0], "piece": huffed.piece})
            continue
        if s.phase == MOVE:
            action = action_of(mover.choose(game, game.legal_moves())).to_dict()
        else:
            action = {"type": "roll", "value": dice.roll()}
        game.apply(action)
        actions.append(action)
    return actions
