"""The tables a fast game reads: a ruleset and a table size compiled once into flat tuples.

A piece's place is one integer, its *gid*: ``colour * width + progress + 3`` (progress as
in :mod:`bot.engine.board`, so the yard, ``OUT`` and square ``-1`` of a new lap have gids
too). Every question the hot loop asks of a place is then one subscript: its progress, its
track square, its occupancy bit, and per die value where a move takes it and which squares
must be free of the mover's own pieces for that (the target, and the home squares jumped
when ``home_jump`` is off).

>>> from bot.engine import Ruleset
>>> t = tables_for(Ruleset.preset("madn", players=4), 4)
>>> t.colours, t.prog[t.start_gid[1]], t.tcell[t.start_gid[1]]
((0, 1, 2, 3), 0, 10)
>>> to = t.to[6][t.start_gid[0]]
>>> t.prog[to], t.need[6][t.start_gid[0]] == t.bit[to]
(6, True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from ..board import BOARDS, OUT, YARD
from ..rules import Ruleset
from ..seating import default_seating

Step = tuple[int, int] | None
"""Where one roll takes a piece, as (target gid, mask of cells that must hold no own
piece), or None when the roll cannot move it whatever the position."""

NEVER: Final = 1
"""A bit every colour's own-cells mask holds: the ``need`` of a move that cannot be made,
so that one AND answers every case."""


@dataclass(frozen=True, slots=True)
class Tables:
    rules: Ruleset
    players: int
    colours: tuple[int, ...]
    """The colours in play, by seat (one colour per seat, as ``default_seating``)."""
    n_colours: int
    seat_of: tuple[int, ...]
    """Per board colour, its seat (-1 for a colour not in play)."""
    side_of: tuple[int, ...]
    """Per board colour, its side: its seat, or the lower colour of a partnership."""
    width: int
    track_len: int
    lap: int
    last: int
    limit: int
    """Progress below this is on the track (the lap, or the whole loop in war)."""
    goal: bool
    offsets: tuple[int, ...]
    entry: tuple[bool, ...]
    """Per die value 0-6: does it bring a piece out of the yard."""
    prog: tuple[int, ...]
    tcell: tuple[int, ...]
    """Per gid, its track square, or -1 off the track."""
    bit: tuple[int, ...]
    """Per gid, the bit of its cell (track square or home square), 0 for the yard, out
    and the shared goal (which holds any number)."""
    # The step tables serve the simple kernel (exact_home on, no war, no blocks) and the
    # blocks kernel (with ``path`` and ``target`` below).
    need: tuple[tuple[int, ...], ...]
    """Per die value 0-6, per gid: the cells that must hold no own piece for the move
    (:data:`NEVER` when the roll cannot move a piece there). A yard gid's entry is its
    colour's start cell when an own piece there stops an entry, else nothing."""
    to: tuple[tuple[int, ...], ...]
    """Per die value 0-6, per gid: where the move ends (-1: none)."""
    on_track: tuple[tuple[bool, ...], ...]
    """Per die value 0-6, per gid: the move ends on the track and starts on it or in the
    yard (the simple kernel makes it in line when one piece moves onto a square no own
    piece holds)."""
    path: tuple[tuple[int, ...], ...]
    """Per die value 0-6, per gid: the track cells the move passes strictly between its
    start and its end (up to the home's entrance), as bits: a block there stops it (the
    blocks kernel's)."""
    target: tuple[tuple[int, ...], ...]
    """Per die value 0-6, per gid: the bit of the track cell the move lands on (0 in the
    home): an opponent's block there stops it."""
    yard_gid: tuple[int, ...]
    start_gid: tuple[int, ...]
    done_gid: tuple[int, ...]
    """Per colour, the lowest gid that counts as home for the colour's finish."""


def gid(width: int, colour: int, progress: int) -> int:
    return colour * width + progress + 3


@lru_cache(maxsize=64)
def tables_for(rules: Ruleset, players: int) -> Tables:
    """The tables of ``rules`` for ``players`` players seated by ``default_seating``."""
    board = BOARDS[rules.board]
    n = board.track_len
    lap, last, goal = board.lap, board.last, board.goal
    limit = n if rules.war else lap
    width = last + 4
    seats = default_seating(board, players)
    colours = tuple(s[0] for s in seats)
    seat_of = [-1] * board.n_colours
    for s, c in enumerate(colours):
        seat_of[c] = s
    if rules.teams == "partners":
        side_of = [
            min(c, board.opposite(c)) if seat_of[c] >= 0 else -1 for c in range(len(seat_of))
        ]
    else:
        side_of = list(seat_of)
    offsets = tuple(board.start_square(c) for c in range(board.n_colours))
    size = board.n_colours * width
    prog = [0] * size
    tcell = [-1] * size
    bit = [0] * size
    for c in range(board.n_colours):
        for p in range(OUT, last + 1):
            g = gid(width, c, p)
            prog[g] = p
            if YARD < p < limit:
                tcell[g] = (offsets[c] + p) % n
                bit[g] = 2 << tcell[g]
            elif p >= limit and not (goal and p == last):
                bit[g] = 2 << (n + c * board.home_len + p - lap)
    steps = [
        [
            _step(rules, width, c, p, v, bit)
            for c in range(board.n_colours)
            for p in range(OUT, last + 1)
        ]
        for v in range(7)
    ]
    need = [[NEVER if s is None else s[1] for s in row] for row in steps]
    to = [[-1 if s is None else s[0] for s in row] for row in steps]
    blocked_by_own = rules.own_landing == "forbidden" or (
        rules.own_landing == "capture" and rules.own_start_entry == "move_on"
    )
    for c in range(board.n_colours):
        yard, start = gid(width, c, YARD), gid(width, c, 0)
        for v in rules.entry_rolls:
            need[v][yard] = bit[start] if blocked_by_own else 0
            to[v][yard] = start
    path = [[0] * size for _ in range(7)]
    target = [[0] * size for _ in range(7)]
    for v in range(1, 7):
        for g in range(size):
            end = to[v][g]
            if end < 0:
                continue
            target[v][g] = bit[end] if tcell[end] >= 0 else 0
            if tcell[g] >= 0:  # on the track: the squares before the end or the home
                base = g - prog[g]
                stop = prog[g] + v if tcell[end] >= 0 else lap
                for q in range(prog[g] + 1, stop):
                    path[v][g] |= bit[base + q]
    return Tables(
        rules=rules,
        players=players,
        colours=colours,
        n_colours=board.n_colours,
        seat_of=tuple(seat_of),
        side_of=tuple(side_of),
        width=width,
        track_len=n,
        lap=lap,
        last=last,
        limit=limit,
        goal=goal,
        offsets=offsets,
        entry=tuple(v in rules.entry_rolls for v in range(7)),
        prog=tuple(prog),
        tcell=tuple(tcell),
        bit=tuple(bit),
        need=tuple(tuple(row) for row in need),
        to=tuple(tuple(row) for row in to),
        on_track=tuple(
            tuple(
                to[v][g] >= 0 and (tcell[g] >= 0 or prog[g] == YARD) and tcell[to[v][g]] >= 0
                for g in range(size)
            )
            for v in range(7)
        ),
        path=tuple(tuple(row) for row in path),
        target=tuple(tuple(row) for row in target),
        yard_gid=tuple(gid(width, c, YARD) for c in range(board.n_colours)),
        start_gid=tuple(gid(width, c, 0) for c in range(board.n_colours)),
        done_gid=tuple(gid(width, c, last if goal else limit) for c in range(board.n_colours)),
    )


def _step(rules: Ruleset, width: int, c: int, p: int, v: int, bit: list[int]) -> Step:
    """Where roll ``v`` takes a piece of colour ``c`` at progress ``p`` outside war, with
    no blocks, and the cells that must be free of own pieces (``movegen`` for a board whose
    track squares hold one piece: the own-landing rule decides the target's bit)."""
    board = BOARDS[rules.board]
    lap, last = board.lap, board.last
    if v == 0 or p <= YARD or rules.war:
        return None
    at = [gid(width, c, q) for q in range(OUT, last + 1)]

    def cell(q: int) -> int:
        return bit[at[q - OUT]]

    if p < lap:
        t = p + v
        if t < lap:
            # Landing on an own piece: forbidden, else a capture, a stack or a block (the
            # blocks kernel reads what a block stops from ``path`` and ``target``).
            return (at[t - OUT], cell(t) if rules.own_landing == "forbidden" else 0)
        return _home_step(rules, at, cell, p, t)
    if (board.goal and p == last) or not (rules.home_moves or board.goal):
        return None
    return _home_step(rules, at, cell, p, p + v)


def _home_step(rules: Ruleset, at: list[int], free: Callable[[int], int], p: int, t: int) -> Step:
    """``movegen._home_target`` as a table entry (exact_home yes; bounce or not)."""
    board = BOARDS[rules.board]
    lap, last = board.lap, board.last
    mine = free(p) if p >= lap else 0  # the moving piece is never in its own way
    if t > last:
        if rules.overshoot != "bounce":
            return None
        back = last - (t - last)
        if back < lap or back == p:
            return None
        need = free(back)
        if not rules.home_jump:
            for q in (*range(max(p + 1, lap), last + 1), *range(back + 1, last)):
                need |= free(q)
        return (at[back - OUT], need & ~mine)
    need = free(t)
    if not rules.home_jump:
        for q in range(max(p + 1, lap), t):
            need |= free(q)
    return (at[t - OUT], need & ~mine)


__all__ = ["NEVER", "Step", "Tables", "gid", "tables_for"]
