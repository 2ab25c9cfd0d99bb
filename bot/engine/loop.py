"""The one loop that plays a game on with random choices and no events: ``ludobot
simulate``, random matches, ``play_out`` of a ``RandomMover`` (:meth:`bot.engine.Game.run`).
Its steps are the turn's (:mod:`.turns`), so its games are the game's actions' games
(``tests/engine/test_loop.py``); under rules whose moves are their tables' it makes the
common roll in line (:func:`_run_rolls`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from .board import PIECES, YARD
from .ending import end_turn
from .movegen import obliged, raw_mask, three_tries_applies
from .moves import Colour
from .rulebook import CompiledRules
from .state import ORDER, OVER, ROLL, GameState
from .tables import NEVER
from .turns import current_codes, leave_choice, no_move, order_roll, play, roll


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


def _run_rolls(
    cr: CompiledRules,
    s: GameState,
    dice: Callable[[], int],
    rand: Sequence[Callable[[], float]],
    max_ply: int,
) -> None:
    """:func:`run`'s rolls under static rules, with the turn's counters in locals: a
    roll, its legal moves (:func:`~bot.engine.movegen.raw_mask`, then
    :func:`~bot.engine.movegen.obliged`), the pick, and a move along the track onto an
    empty square are made here; whatever else a roll leads to, by the steps (the counters
    written back first). Returns when the phase is no longer ``roll`` or at ``max_ply``."""
    t = cr.t
    to, sq_of, gbase = t.to, t.sq, t.gbase
    pieces, own, track, bits, offsets = s.pieces, s.own, s.track, s.bits, s.offsets
    n = len(track)
    picks = PICKS[cr.may_pass]
    entry, forced_entry, clears = cr.entry, cr.forced_entry, cr.clears_start
    starts = [bits[k][3] for k in range(len(bits))]
    three = cr.three_tries
    plain = cr.plain_capture
    limit, last, goal = t.limit, s.board.last, s.board.goal and not cr.war
    max_sixes = cr.max_sixes or 1 << 60
    six_again, tries_bonus, blocks = cr.six_again, cr.tries_bonus, cr.blocks
    c, ply, sixes, tries, moved, bonus = s.turn, s.ply, s.sixes, s.tries, s.moved, s.bonus
    v = s.last_roll  # the last roll, written back with the counters
    while ply < max_ply:
        v = dice()
        ply += 1
        sixes = sixes + 1 if v == 6 else 0
        mask = 0 if sixes >= max_sixes else raw_mask(cr, s, c, v)
        if mask & (mask - 1) and ((forced_entry and entry[v]) or (clears and own[c] & starts[c])):
            forced = obliged(cr, s, c, v, mask)
            mask = mask if forced < 0 else forced
        elif (
            not mask
            and three
            and own[c] == NEVER
            and tries < 2
            and not moved
            and sixes < max_sixes
            and YARD in pieces[c]
        ):
            tries += 1  # three tries with every piece in the yard: no_move's retry
            continue
        bonus = bonus or (
            mask > 0 and tries_bonus and not moved and tries < 2 and three_tries_applies(cr, s, c)
        )
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
        i = ks[int(rand[c]() * len(ks))]
        ply += 1
        pc = pieces[c]
        p = pc[i] if i >= 0 else 0
        g = gbase[c] + p
        square = sq_of[v][g]
        target = to[v][g]
        if (
            i < 0
            or (s.pending and _waits(s, c, i))
            or (
                (track[square] and not (plain and track[square][0] >> 2 != c))
                if square >= 0
                else (target == last if goal else p < limit)
            )
        ):
            # A pass, a landing, an arrival home: the step, as the game's action makes it.
            s.ply, s.sixes, s.tries, s.moved, s.bonus = ply - 1, sixes, tries, moved, bonus
            s.last_roll = v
            leave_choice(s, v, [], False)  # play reads the other moves only for a huff
            play(cr, s, i if i < 0 else i + 4 * target + 32, None)
            if s.phase != ROLL:
                return
            c, ply, sixes, tries, moved, bonus = s.turn, s.ply, s.sixes, s.tries, s.moved, s.bonus
            continue
        moved = True
        if YARD < p < limit:
            track[(offsets[c] + p) % n].remove(c * PIECES + i)
        pc[i] = target
        if square >= 0:
            cell = track[square]
            if cell:
                _taken(s, cell)
            cell.append(c * PIECES + i)
        if blocks:
            s.recount(c)
        else:
            b = bits[c]
            own[c] = NEVER | b[pc[0] + 3] | b[pc[1] + 3] | b[pc[2] + 3] | b[pc[3] + 3]
        if v == 6 and six_again:
            continue
        if bonus:
            bonus = False
            continue
        s.ply, s.sixes, s.tries, s.moved, s.bonus = ply, sixes, tries, moved, bonus
        s.last_roll = v
        end_turn(s, None)
        if s.phase != ROLL:
            return
        c, sixes, tries, moved, bonus = s.turn, 0, 0, False, False
    s.ply, s.sixes, s.tries, s.moved, s.bonus = ply, sixes, tries, moved, bonus
    s.last_roll = v


def _waits(s: GameState, c: Colour, i: int) -> bool:
    """A capture of ``c``'s piece ``i`` waits for the turn's end (the step forgets it
    when the piece moves on)."""
    return any(pc.colour == c and pc.piece == i for pc in s.pending)


def _taken(s: GameState, cell: list[int]) -> None:
    """The pieces on ``cell``, another colour's, sent home by a plain capture."""
    for x in cell:
        k = x >> 2
        pk = s.pieces[k]
        pk[x & 3] = YARD
        b = s.bits[k]
        s.own[k] = NEVER | b[pk[0] + 3] | b[pk[1] + 3] | b[pk[2] + 3] | b[pk[3] + 3]
    cell.clear()


def _roll_end(
    cr: CompiledRules, s: GameState, c: Colour, v: int, mask: int, ks: tuple[int, ...]
) -> None:
    """A roll of :func:`_run_rolls` that is not played on in line: the third 6, no move
    (:func:`no_move`), or a choice at ``max_ply`` left for the caller."""
    if mask:
        pc = s.pieces[c]
        t = cr.t
        leave_choice(
            s, v, [k if k < 0 else k + 4 * t.to[v][t.gbase[c] + pc[k]] + 32 for k in ks], False
        )
    elif cr.max_sixes and s.sixes >= cr.max_sixes:
        end_turn(s, None)
    else:
        no_move(cr, s, c, v, None)
