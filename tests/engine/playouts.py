"""Random games played on from a position by the fast path, for the tests that check the
kernels from mid-game positions and for ``benchmarks/bench_fastpath.py``.

The kernels take any position at a roll (``start``); the bot only ever starts them at a
new game, so reading an engine game into one lives here.

>>> from bot.engine import Game, RandomMover, Ruleset, SeededDice, play_out
>>> g = Game.new(Ruleset.preset("fia", players=4), players=4)
>>> _ = [g.roll_die(6), g.play(0), g.roll_die(3), g.play(0)]
>>> h = g.copy()
>>> _ = play_out(h, SeededDice(5), RandomMover(5))
>>> r = playout(g, 5)
>>> (list(r.winners), r.turns, g.ply) == (h.winners, h.turns, 4)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.engine import ROLL, Game, default_seating
from bot.engine.fastpath import (
    MAX_TURNS,
    FastResult,
    Position,
    kernel_for,
    seeded_rolls,
    tables_for,
)


def position_of(game: Game) -> Position:
    """The position of an engine game waiting for a roll (phase ``roll``), under rules a
    kernel plays (no huffs, no war: the round and the huff window do not count)."""
    if game.phase != ROLL:
        raise ValueError(f"a fast game starts at a roll, not in phase {game.phase}")
    return Position(
        pieces=tuple(tuple(p) for p in game.pieces),
        turn=game.turn,
        starter=game.starter,
        sixes=game.sixes,
        tries=game.tries,
        moved=game.moved,
        bonus=game.bonus,
        turns=game.turns,
        pending=tuple((c, i, sq) for c, i, sq in game.pending),
        finished=tuple(game.finished),
        places=tuple(tuple(p) for p in game.places),
    )


def playout(game: Game, seed: int) -> FastResult:
    """The rest of ``game`` (waiting for a roll) as ``play_out(game.copy(),
    SeededDice(seed), RandomMover(seed))`` plays it; ``game`` is left as it is."""
    return playouts(game)(seed)


def playouts(game: Game) -> Callable[[int], FastResult]:
    """:func:`playout` for many seeds from one position, read once (a later change to
    ``game`` does not reach it). Raises ``ValueError`` unless ``game`` waits for a roll
    and seats one colour per player as ``Game.new`` does."""
    players = len(game.seats)
    if game.seats != default_seating(game.board, players):
        raise ValueError("the fast path seats one colour per player, as Game.new does")
    rules = game.rules
    t = tables_for(rules, players)
    kernel = kernel_for(rules)
    start = position_of(game)
    colours = t.n_colours

    def play(seed: int) -> FastResult:
        rand = random.Random(seed).random
        return kernel(t, seeded_rolls(seed), [rand] * colours, None, MAX_TURNS, start)

    return play
