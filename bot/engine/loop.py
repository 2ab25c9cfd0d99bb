"""The one loop that plays a game on with random choices and no events: ``ludobot
simulate``, random matches, ``play_out`` of a ``RandomMover`` (:meth:`bot.engine.Game.run`).
Its steps are the turn's (:mod:`.turns`), so its games are the game's actions' games
(``tests/engine/test_loop.py``); under rules whose moves are their tables' it plays the
common roll on without leaving the loop (:func:`_run_rolls`), by the steps' own rule
decisions and board changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from .board import PIECES
from .ending import end_turn, move_piece
from .movegen import obliged, raw_mask
from .moves import Colour
from .rulebook import CompiledRules
from .state import ORDER, OVER, ROLL, GameState
from .turns import (
    AGAIN_BONUS,
    after_move,
    current_codes,
    earns_bonus,
    leave_choice,
    make_move,
    order_roll,
    passes,
    play,
    retries,
    roll,
    rolls_again,
    sixes_after,
    third_six,
)


def run(
    cr: CompiledRules,
    s: GameState,
    dice: Callable[[], int],
    rand: Sequence[Callable[[], float]],
    max_ply: int,
) -> None:
    """Play on until the game is over, a huff is open (the caller takes it), or
    ``max_ply`` actions: ``dice()`` rolls, ``rand[colour]()`` picks colour's move as
    ``RandomMover`` does (``moves[int(r * len(moves))]``, a draw for every choice). The
    steps are the game's actions' (:func:`roll`, :func:`play`) without events; rolls under
    rules whose moves are their tables' are played on by :func:`_run_rolls`."""
    s.legal = None
    while s.phase != OVER and s.ply < max_ply:
        if cr.huff and s.huff_seats():
            return
        if s.phase == ROLL:
            if cr.static:
                _run_rolls(cr, s, dice, rand, max_ply)
            else:
                roll(cr, s, dice(), None)
        elif s.phase == ORDER:
            order_roll(s, dice(), None)
        else:
            codes = current_codes(cr, s)
            play(cr, s, codes[int(rand[s.turn]() * len(codes))], None)


PICKS: Final = tuple(
    tuple(
        tuple(i for i in range(PIECES) if mask >> i & 1) + ((-1,) if may_pass else ())
        for mask in range(16)
    )
    for may_pass in (False, True)
)
"""Per ``may_pass`` and mask of the pieces that may move, the moves in the engine's order
(pieces as their numbers, -1 the pass)."""
SPANS: Final = tuple(tuple(float(len(ks)) for ks in row) for row in PICKS)
"""How many moves each of :data:`PICKS` is, a float to scale a draw by (compiled, a float
times an int is a boxed product)."""


def _run_rolls(
    cr: CompiledRules,
    s: GameState,
    dice: Callable[[], int],
    rand: Sequence[Callable[[], float]],
    max_ply: int,
) -> None:
    """:func:`run`'s rolls under static rules, with the turn's counters in locals: a
    roll, its legal moves (:func:`~bot.engine.movegen.raw_mask`, then
    :func:`~bot.engine.movegen.obliged`), the pick and the move are played here, by the
    steps' own rule decisions (:mod:`.turns`: ``sixes_after``, ``third_six``,
    ``retries``, ``earns_bonus``, ``rolls_again``) and board changes
    (:func:`~bot.engine.ending.move_piece` onto an empty square, else
    :func:`~bot.engine.turns.make_move`); whatever else a roll leads to (the third 6, no
    move and no retry, a pass, an arrival home, the game's end), by the steps, the
    counters written back first. Returns when the phase is no longer ``roll`` or at
    ``max_ply``."""
    t = cr.t
    to, sq_of, gbase = t.to, t.sq, t.gbase
    pieces, own, track, bits = s.pieces, s.own, s.track, s.bits
    picks, spans = PICKS[cr.may_pass], SPANS[cr.may_pass]
    entry, forced_entry, clears = cr.entry, cr.forced_entry, cr.clears_start
    starts = [bits[k][3] for k in range(len(bits))]
    c, ply, sixes, tries, moved, bonus = s.turn, s.ply, s.sixes, s.tries, s.moved, s.bonus
    v = s.last_roll  # the last roll, written back with the counters
    while ply < max_ply:
        v = dice()
        ply += 1
        sixes = sixes_after(sixes, v)
        third = third_six(cr, sixes)
        mask = 0 if third else raw_mask(cr, s, c, v)
        if mask & (mask - 1) and ((forced_entry and entry[v]) or (clears and own[c] & starts[c])):
            forced = obliged(cr, s, c, v, mask)
            mask = mask if forced < 0 else forced
        elif not mask and not third and retries(cr, s, c, tries, moved):
            tries += 1  # no_move's retry, without its event
            continue
        bonus = bonus or (mask > 0 and earns_bonus(cr, s, c, tries, moved))
        ks = picks[mask]
        if not mask or ply >= max_ply:
            # The third 6, no move, or a choice left for the caller: the step's end.
            s.ply, s.sixes, s.tries, s.moved, s.bonus = ply, sixes, tries, moved, bonus
            s.last_roll = v
            _roll_end(cr, s, c, v, mask, ks)
            if s.phase != ROLL:
                return
            c, sixes, tries, moved, bonus = s.turn, s.sixes, s.tries, s.moved, s.bonus
            continue
        i = ks[int(rand[c]() * spans[mask])]
        ply += 1
        if i >= 0:  # else a pass, which ends the turn (as play makes it)
            moved = True
            g = gbase[c] + pieces[c][i]
            square = sq_of[v][g]
            if square >= 0 and not track[square] and not s.pending:
                move_piece(s, c, i, to[v][g])
            elif make_move(cr, s, c, i + 4 * to[v][g] + 32, None) or s.phase == OVER:
                # An arrival home, or the game's end (which after_move leaves as it is).
                s.ply, s.sixes, s.tries, s.moved, s.bonus = ply, sixes, tries, moved, bonus
                s.last_roll = v
                after_move(cr, s, c, v, True, None)
                if s.phase != ROLL:
                    return
                c, sixes, tries, moved, bonus = s.turn, s.sixes, s.tries, s.moved, s.bonus
                continue
            again = rolls_again(cr, v, True, bonus)
            if again:
                bonus = bonus and again != AGAIN_BONUS
                continue
        s.ply, s.sixes, s.tries, s.moved, s.bonus = ply, sixes, tries, moved, bonus
        s.last_roll = v
        end_turn(s, None)
        if s.phase != ROLL:
            return
        c, sixes, tries, moved, bonus = s.turn, 0, 0, False, False
    s.ply, s.sixes, s.tries, s.moved, s.bonus = ply, sixes, tries, moved, bonus
    s.last_roll = v


def _roll_end(
    cr: CompiledRules, s: GameState, c: Colour, v: int, mask: int, ks: tuple[int, ...]
) -> None:
    """A roll of :func:`_run_rolls` that it does not play on itself: the third 6, no move
    and no retry (:func:`passes`), or a choice at ``max_ply`` left for the caller."""
    if mask:
        pc = s.pieces[c]
        t = cr.t
        leave_choice(
            s, v, [k if k < 0 else k + 4 * t.to[v][t.gbase[c] + pc[k]] + 32 for k in ks], False
        )
    elif third_six(cr, s.sixes):
        end_turn(s, None)
    else:
        passes(cr, s, c, v, None)  # no_move without its retry, asked above
