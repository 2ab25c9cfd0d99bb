"""A fast path of the whole turn for random players: ``ludobot simulate`` plays on it.

Two kernels play a whole game in one loop from tables compiled once per ruleset
(:mod:`.tables`): :mod:`.simple` for boards whose squares hold one colour (madn, mejn,
ludo, marbles) and :mod:`.blocks` for boards with blocks (fia). Both play exactly the
engine's game: the same dice, the same list of legal moves in the same order at every
choice, the same captures, turns and places (``tests/engine/test_fastpath.py`` plays them
side by side with :class:`~bot.engine.game.Game`). So a random game here, with
``SeededDice(seed)`` and a ``RandomMover(seed)`` picking for every seat, ends exactly as
the engine's does.

The kernels play every preset and most of the options' values around them; the rest
(teams, war, forced capture, ``exact_home`` off) only the engine plays, whose move
generation and turn are the rules' one full statement: :func:`supports` says which, and
callers play those games on the engine. A kernel also plays on from any position at a
roll (its ``start``): the tests read engine games into one (``tests/engine/playouts.py``)
to check the kernels mid-game.

>>> from bot.engine import Game, RandomMover, Ruleset, SeededDice, play_out
>>> rules = Ruleset.preset("madn", players=4)
>>> g = Game.new(rules, players=4)
>>> _ = play_out(g, SeededDice(7), RandomMover(7))
>>> r = random_game(rules, 4, 7)
>>> (list(r.winners), r.turns) == (g.winners, g.turns)
True
>>> supports(rules), supports(rules.with_options(forced_capture="huff", war=True))
(True, False)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Final, Protocol

from .. import native
from ..rules import OPTIONS, Ruleset

KERNELS: Final = native.attach(__path__, "fastpath")
"""What runs: :data:`bot.engine.KERNELS` (the engine's hot modules and these kernels are
one build)."""

from .blocks import blocks_supports, play_blocks  # noqa: E402 (after the build is chosen)
from .common import FastResult, Position, Watch, seeded_rolls  # noqa: E402
from .simple import play_simple, simple_supports  # noqa: E402
from .tables import Tables, tables_for  # noqa: E402

MAX_TURNS = 100_000
"""A safety net, as the engine's ``max_ply``: a game still running after this many turns
is stopped unfinished."""


class Kernel(Protocol):
    """A fast game: :func:`~bot.engine.fastpath.simple.play_simple` or
    :func:`~bot.engine.fastpath.blocks.play_blocks`."""

    def __call__(
        self,
        t: Tables,
        rolls: Iterator[int],
        rand: Sequence[Callable[[], float]],
        watch: Watch | None = None,
        max_turns: int = ...,
        start: Position | None = None,
    ) -> FastResult: ...


KNOWN_OPTIONS: Final = frozenset(
    ("board", "entry_rolls", "forced_entry", "clear_start", "start_pieces", "three_tries",
     "three_tries_bonus", "six_again", "six_again_without_move", "max_sixes", "own_landing",
     "own_start_entry", "block_passing", "capture", "safe_start", "capture_at_turn_end",
     "forced_capture", "capture_extra_lap", "exact_home", "overshoot", "home_jump",
     "home_moves", "must_move", "turn_order", "play_to_end", "teams", "war", "war_rounds")
)  # fmt: skip
"""The options the kernels know: each of their values the kernels play (:func:`supports`)
is checked against the engine."""
_DEFAULT: Final = Ruleset()


def supports(rules: Ruleset) -> bool:
    """True when a kernel plays ``rules`` exactly as the engine does: the values of the
    options it knows that one of the kernels takes (:func:`simple_supports`,
    :func:`blocks_supports`). An option the engine gains later is played only at its
    default (the fast path cannot know what another value changes). Callers play other
    rules on the engine.
    """
    default = _DEFAULT
    known = all(
        name in KNOWN_OPTIONS or getattr(rules, name) == getattr(default, name) for name in OPTIONS
    )
    return known and (simple_supports(rules) or blocks_supports(rules))


def kernel_for(rules: Ruleset) -> Kernel:
    """The kernel that plays ``rules``: the one-colour-a-square kernel where it applies,
    else the blocks kernel (fia); ``ValueError`` for rules neither plays (:func:`supports`).
    """
    if simple_supports(rules):
        return play_simple
    if blocks_supports(rules):
        return play_blocks
    raise ValueError("no fast kernel plays these rules: the engine does")


def random_game(rules: Ruleset, players: int, seed: int) -> FastResult:
    """The game ``play_out(Game.new(rules, players=players), SeededDice(seed),
    RandomMover(seed))`` plays: one random source picks for every seat."""
    return random_games(rules, players)(seed)


def random_games(rules: Ruleset, players: int) -> Callable[[int], FastResult]:
    """:func:`random_game` for many seeds, with the tables and the kernel found once."""
    t = tables_for(rules, players)
    kernel = kernel_for(rules)
    colours = t.n_colours

    def game(seed: int) -> FastResult:
        rand = random.Random(seed).random
        return kernel(t, seeded_rolls(seed), [rand] * colours, None, MAX_TURNS)

    return game


FAST_LEVELS: Final = ("random", "normal")
"""The computer levels the fast path plays (``normal`` where the simple kernel plays the
rules)."""


def plays_levels(rules: Ruleset, levels: Sequence[str]) -> bool:
    """True when :func:`seated_game` plays computers of ``levels`` under ``rules``."""
    if not supports(rules) or any(level not in FAST_LEVELS for level in levels):
        return False
    return all(level == "random" for level in levels) or simple_supports(rules)


def seated_game(
    rules: Ruleset, levels: Sequence[str], seed: int, seat_seeds: Sequence[int]
) -> FastResult:
    """The game of ``computer(levels[seat], seat_seeds[seat])`` in each seat, with
    ``SeededDice(seed)``: :func:`~bot.engine.matches.play_game`'s game, when
    :func:`plays_levels` (else ``ValueError``)."""
    if not plays_levels(rules, levels):
        raise ValueError(f"the fast path does not play {', '.join(levels)} here")
    t = tables_for(rules, len(levels))
    by_seat = [random.Random(s).random for s in seat_seeds]
    # Colours not in play never pick; they get a seat's source only to fill the list.
    seat_of = [max(t.seat_of[c], 0) for c in range(t.n_colours)]
    rand = [by_seat[seat_of[c]] for c in range(t.n_colours)]
    rolls = seeded_rolls(seed)
    if all(level == "random" for level in levels):
        return kernel_for(rules)(t, rolls, rand, None, MAX_TURNS)
    picks = [None if levels[seat_of[c]] == "normal" else rand[c] for c in range(t.n_colours)]
    return play_simple(t, rolls, picks, None, MAX_TURNS)


__all__ = [
    "FAST_LEVELS",
    "KERNELS",
    "KNOWN_OPTIONS",
    "MAX_TURNS",
    "FastResult",
    "Kernel",
    "Position",
    "Tables",
    "Watch",
    "kernel_for",
    "plays_levels",
    "random_game",
    "random_games",
    "seated_game",
    "seeded_rolls",
    "supports",
    "tables_for",
]
