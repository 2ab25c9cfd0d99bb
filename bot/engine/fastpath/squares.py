"""The simple kernel's board (:mod:`.simple`): its pieces and squares as plain lists, and
the steps that change them, each a closure built once per game over the lists: making a
move (:func:`single_mover`, :func:`stack_mover`) and a stack's capture
(:func:`stack_captor`). The common move, one piece along the track (and the capture it
makes), the kernel's loop makes in line as :func:`single_mover` would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..board import YARD
from .common import Finish, Position
from .tables import NEVER, Tables

Mover = Callable[[int, int, int], bool]
"""Make colour ``c``'s move of piece ``i`` with roll ``v``; True when it brought the
colour's last piece home."""


@dataclass(slots=True)
class Board:
    """A game's pieces, changed in place by the steps. Per colour the gids of its four
    pieces; per track square the code (colour * 4 + piece) of a piece on it, or -1, and how
    many more of that colour stand there (a stack's), and after the last square a spare one
    for the yard's track square, -1, so that a piece entering leaves it as a piece on the
    track leaves its square; per colour its own cells (and :data:`NEVER`) and its pieces
    home, and whether it is finished (colours not in play count as finished: their turns
    are skipped)."""

    pieces: list[list[int]]
    occ: list[int]
    extra: list[int]
    own: list[int]
    at_home: list[int]
    finished: list[bool]

    @classmethod
    def of(cls, t: Tables, start: Position) -> Board:
        # Built in locals: a game's start is paid once a game, a playout's too.
        n_colours, yard_gid, bit, tcell, done_gid = (
            t.n_colours,
            t.yard_gid,
            t.bit,
            t.tcell,
            t.done_gid,
        )
        pieces = [[yard_gid[c]] * 4 for c in range(n_colours)]
        occ = [-1] * (t.track_len + 1)
        extra = [0] * (t.track_len + 1)
        own = [NEVER] * n_colours
        at_home = [0] * n_colours
        finished = [True] * n_colours
        for c in t.colours:
            finished[c] = c in start.finished
            pc, shift, done = pieces[c], yard_gid[c] - YARD, done_gid[c]
            for i, p in enumerate(start.pieces[c]):
                g = pc[i] = shift + p
                own[c] |= bit[g]
                cell = tcell[g]
                if cell >= 0:
                    extra[cell] += occ[cell] >= 0
                    occ[cell] = c * 4 + i
                at_home[c] += g >= done
        return cls(pieces, occ, extra, own, at_home, finished)

    def following(self) -> list[int]:
        """Per colour, the next colour to play after it: the next one clockwise that is
        not finished (kept so by :meth:`colour_home`)."""
        n = len(self.finished)
        out = []
        for c in range(n):
            nxt = (c + 1) % n
            while self.finished[nxt] and nxt != c:
                nxt = (nxt + 1) % n
            out.append(nxt)
        return out

    def colour_home(self, c: int, following: list[int], finish: Finish) -> bool:
        """Colour ``c`` has every piece home: it is finished, and play goes round it from
        now on. True when that ends the game."""
        self.finished[c] = True
        for k, nxt in enumerate(following):
            if nxt == c:
                following[k] = following[c]
        return finish.colour_done(c)

    def progress(self, t: Tables) -> list[list[int]]:
        """Every piece in play as progress, seat order (as :data:`Watch` and the result
        give them)."""
        return [[t.prog[g] for g in self.pieces[c]] for c in t.colours]


def single_mover(t: Tables, b: Board) -> Mover:
    """Making a move where a track square holds one piece: the piece leaves its cell, and
    lands on the target, capturing whatever stands there (an own piece under
    ``own_landing capture``)."""
    to_of, bit, tcell, yard_gid, done_gid = t.to, t.bit, t.tcell, t.yard_gid, t.done_gid
    pieces, occ, own, at_home = b.pieces, b.occ, b.own, b.at_home

    def move(c: int, i: int, v: int) -> bool:
        pc = pieces[c]
        g = pc[i]
        to = to_of[v][g]
        occ[tcell[g]] = -1  # off the track: the spare square
        cell = tcell[to]
        if cell >= 0:
            x = occ[cell]
            if x >= 0:
                victim = x >> 2
                pieces[victim][x & 3] = yard_gid[victim]
                own[victim] ^= bit[to]
            occ[cell] = c * 4 + i
        own[c] ^= bit[g] ^ bit[to]
        pc[i] = to
        if to >= done_gid[c] > g:
            at_home[c] += 1
            return at_home[c] == 4
        return False

    return move


def stack_mover(t: Tables, b: Board) -> Mover:
    """Making a move under ``own_landing stack``: own pieces share a square (``extra``
    counts the ones beyond the first), and an opponent landing on a stack captures it
    whole."""
    to_of, bit, tcell, done_gid = t.to, t.bit, t.tcell, t.done_gid
    pieces, occ, extra, own, at_home = b.pieces, b.occ, b.extra, b.own, b.at_home
    capture = stack_captor(t, b)

    def move(c: int, i: int, v: int) -> bool:
        pc = pieces[c]
        g = pc[i]
        to = to_of[v][g]
        cell = tcell[g]
        if cell < 0:
            own[c] ^= bit[g]
        elif extra[cell]:
            extra[cell] -= 1
        else:
            occ[cell] = -1
            own[c] ^= bit[g]
        cell = tcell[to]
        if cell < 0:
            own[c] |= bit[to]
        elif occ[cell] >> 2 == c:
            extra[cell] += 1
        else:
            if occ[cell] >= 0:
                capture(occ[cell], to)
            occ[cell] = c * 4 + i
            own[c] |= bit[to]
        pc[i] = to
        if to >= done_gid[c] > g:
            at_home[c] += 1
            return at_home[c] == 4
        return False

    return move


def stack_captor(t: Tables, b: Board) -> Callable[[int, int], None]:
    """A capture under ``own_landing stack``: every piece of ``x``'s colour on the square
    of ``to`` goes back to its yard."""
    yard_gid, bit, tcell = t.yard_gid, t.bit, t.tcell
    pieces, own, extra = b.pieces, b.own, b.extra

    def capture(x: int, to: int) -> None:
        victim, cell = x >> 2, tcell[to]
        vp = pieces[victim]
        for j in (0, 1, 2, 3):
            if tcell[vp[j]] == cell:
                vp[j] = yard_gid[victim]
        own[victim] ^= bit[to]
        extra[cell] = 0

    return capture
