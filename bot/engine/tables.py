"""A ruleset compiled once into flat tables: where each roll takes each piece, and which
cells must be free for it, so that move generation asks one subscript and one AND.

A piece's place is its progress (see :mod:`.board`); the tables are indexed by its *gid*,
``colour * width + progress + 3`` (:attr:`Tables.gbase` holds ``colour * width + 3``), so
the yard, ``OUT`` and square ``-1`` of a new lap have entries too. A colour's *own cells*
are a bitmask (:attr:`~bot.engine.state.GameState.own`): bit ``1 + square`` for a track
square, one bit per square of its home after those (the colours' homes share bits: a mask
is one colour's, and on a board of four colours it fits a machine word when compiled),
bit 0 (:data:`NEVER`) always set.

>>> from bot.engine import Ruleset
>>> t = tables_for(Ruleset.preset("madn"))
>>> g = t.gbase[1]  # yellow at progress 0
>>> t.to[6][g], t.sq[6][g], t.need[6][g] == t.bit[1][6 + 3]
(6, 16, True)
>>> t.need[3][t.gbase[1] + 42] == NEVER  # past the last slot: no move
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from .board import BOARDS, OUT, YARD, Board
from .rules import Ruleset

NEVER: Final = 1
"""A bit every colour's own-cells mask holds: the ``need`` of a move that cannot be made,
so that one AND answers every case."""
NONE: Final = -99
"""``to`` of a move that cannot be made."""
DEEPEST: Final = -98
"""``to`` of a move past the last home square under ``exact_home`` no: the deepest free
home square, found when asked (it depends on the home's pieces)."""


@dataclass(frozen=True, slots=True)
class Tables:
    """Per die value 0-6 (0 unused) and per gid: ``to`` (the target's progress, or
    :data:`NONE`, :data:`DEEPEST`), ``sq`` (the target's track square, -1 off the track),
    ``need`` (own cells that must be free: :data:`NEVER` when no move), ``path`` (the track
    cells passed strictly between the start and the end or the home's entrance, as bits:
    a block there stops the move); per colour and progress ``bit`` (the cell's bit, 0 for
    the yard, out and the goal)."""

    width: int
    limit: int
    gbase: tuple[int, ...]
    to: tuple[tuple[int, ...], ...]
    sq: tuple[tuple[int, ...], ...]
    need: tuple[tuple[int, ...], ...]
    path: tuple[tuple[int, ...], ...]
    bit: tuple[tuple[int, ...], ...]
    """Per colour, per progress + 3: the bit of the cell."""
    track_bits: int
    """The bits of every track square."""


def cell_bit(board: Board, limit: int, c: int, p: int) -> int:
    """The own-cells bit of colour ``c``'s piece at progress ``p`` (0: no cell)."""
    n = board.track_len
    if YARD < p < limit:
        return 2 << ((c * board.spacing + p) % n)
    if p >= limit and not (board.goal and p == board.last):
        return 2 << (n + p - board.lap)
    return 0


@lru_cache(maxsize=256)
def tables_for(rules: Ruleset) -> Tables:
    """The tables of ``rules`` (cached: a ruleset is a value)."""
    board = BOARDS[rules.board]
    n, last = board.track_len, board.last
    limit = n if rules.war else board.lap
    top = n - 1 if rules.war else last
    width = max(last, top) + 4
    colours = range(board.n_colours)
    bit = [[cell_bit(board, limit, c, p) for p in range(OUT, width - 3)] for c in colours]
    size = board.n_colours * width
    to = [[NONE] * size for _ in range(7)]
    sq = [[-1] * size for _ in range(7)]
    need = [[NEVER] * size for _ in range(7)]
    path = [[0] * size for _ in range(7)]
    blocked_by_own = rules.own_landing == "forbidden" or (
        rules.own_landing == "capture" and rules.own_start_entry == "move_on"
    )
    for c in colours:
        own = bit[c]
        for v in range(1, 7):
            if v in rules.entry_rolls:
                g = c * width + YARD + 3
                to[v][g], sq[v][g] = 0, c * board.spacing
                need[v][g] = own[3] if blocked_by_own else 0
            for p in range(-1, top + 1):
                step = _step(rules, board, limit, p, v)
                if step is None:
                    continue
                g = c * width + p + 3
                t, cells = step
                to[v][g] = t
                mask = 0
                for q in cells:
                    mask |= own[q + 3]
                if p >= board.lap and not rules.war:
                    mask &= ~own[p + 3]  # the moving piece is never in its own way
                need[v][g] = mask
                if YARD < t < limit:
                    sq[v][g] = (c * board.spacing + t) % n
                if YARD < p < limit:
                    stop = p + v if YARD < t < limit else limit
                    for q in range(p + 1, stop):
                        path[v][g] |= 2 << ((c * board.spacing + q) % n)
    return Tables(
        width=width,
        limit=limit,
        gbase=tuple(c * width + 3 for c in colours),
        to=tuple(map(tuple, to)),
        sq=tuple(map(tuple, sq)),
        need=tuple(map(tuple, need)),
        path=tuple(map(tuple, path)),
        bit=tuple(map(tuple, bit)),
        track_bits=((1 << n) - 1) << 1,
    )


def _step(
    rules: Ruleset, board: Board, limit: int, p: int, v: int
) -> tuple[int, tuple[int, ...]] | None:
    """Where roll ``v`` takes a piece at progress ``p`` whatever the position, and the
    squares (as progress) that must hold no own piece for it; None: no move."""
    if p < limit:
        t = p + v
        if rules.war:
            t %= board.track_len
        elif t >= limit:
            return _home_step(rules, board, p, t)
        own = (t,) if rules.own_landing == "forbidden" else ()
        return t, own
    if (board.goal and p == board.last) or not (rules.home_moves or board.goal):
        return None
    return _home_step(rules, board, p, p + v)


def _home_step(rules: Ruleset, board: Board, p: int, t: int) -> tuple[int, tuple[int, ...]] | None:
    """Where a piece at ``p`` that would reach ``t`` ends in its home: the target and the
    squares it needs free (the goal holds any number: it has no bit)."""
    lap, last = board.lap, board.last
    if t > last:
        if not rules.exact_home:
            return DEEPEST, ()
        if rules.overshoot != "bounce":
            return None
        back = last - (t - last)
        if back < lap or back == p:
            return None
        cells: tuple[int, ...] = (back,)
        if not rules.home_jump:
            cells += (*range(max(p + 1, lap), last + 1), *range(back + 1, last))
        return back, cells
    cells = (t,)
    if not rules.home_jump:
        cells += tuple(range(max(p + 1, lap), t))
    return t, cells
