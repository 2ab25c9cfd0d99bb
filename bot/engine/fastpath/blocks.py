"""The fast kernel for boards with blocks: ``own_landing block`` (the fia preset), where a
track square may hold several pieces (an own block, an opponent safe on its start
square, a capture waiting for the turn's end).

It is :func:`~bot.engine.fastpath.simple.play_simple`'s loop with three more things
known per roll in bitmasks, so that most rolls still call no Python function: the blocks
on the board (per colour, the track cells where it has two pieces or more), the cells a
move passes and lands on (:attr:`~bot.engine.fastpath.tables.Tables.path` and
``target``), and how many pieces stand on each track cell. A move along the track from a
cell its piece holds alone onto an empty one is made in line; every other move (an
entry, onto or off a shared cell, into the home) by :func:`blocks_mover`, which captures
at once or marks the capture for the turn's end (``capture_at_turn_end``), as the
engine does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..outcome import Termination
from ..rules import Ruleset
from .common import FastResult, Finish, Position, Watch
from .simple import _never_chosen, chooser, movable_tables
from .squares import Board
from .tables import NEVER, Tables

Pending = list[tuple[int, int, int]]
"""Captures waiting for the turn's end: (colour, piece, track cell)."""


def blocks_supports(r: Ruleset) -> bool:
    """True when :func:`play_blocks` plays the rules ``r`` exactly as the engine does."""
    return (
        r.own_landing == "block"
        and r.teams == "off"
        and not r.war
        and r.forced_capture == "off"
        and r.exact_home
    )


class Crowd:
    """The part of a game the bitmasks cannot hold: per track cell how many pieces stand
    there, per colour its blocks (and after the last colour every block on the board:
    the colours' blocks never share a cell, as nobody lands on another colour's block),
    the captures waiting, and the steps that change them."""

    __slots__ = ("blk", "board", "cnt", "pending", "t")

    def __init__(self, t: Tables, b: Board, start: Position) -> None:
        self.t, self.board = t, b
        # After the last cell a spare one for the yard's (tcell -1), always 1: a piece
        # entering leaves it as a piece alone leaves its cell.
        self.cnt = [0] * t.track_len + [1]
        for c in t.colours:
            for g in b.pieces[c]:
                if t.tcell[g] >= 0:
                    self.cnt[t.tcell[g]] += 1
        self.blk = [0] * (t.n_colours + 1)
        for c in t.colours:
            self.recount(c)
        self.pending: Pending = [(c, i, sq) for c, i, sq in start.pending]

    def recount(self, c: int) -> None:
        """Colour ``c``'s own cells (:class:`Board`'s ``own``) and blocks, from its pieces:
        a home cell holds one piece, the goal and the yard have no bit."""
        bit = self.t.bit
        g0, g1, g2, g3 = self.board.pieces[c]
        b0, b1, b2, b3 = bit[g0], bit[g1], bit[g2], bit[g3]
        self.board.own[c] = NEVER | b0 | b1 | b2 | b3
        blk = self.blk
        blk[c] = (b0 & (b1 | b2 | b3)) | (b1 & (b2 | b3)) | (b2 & b3)
        if len(blk) == 5:
            blk[4] = blk[0] | blk[1] | blk[2] | blk[3]
        else:
            every = 0
            for k in range(len(blk) - 1):
                every |= blk[k]
            blk[-1] = every

    def victims(self, c: int, cell: int) -> list[tuple[int, int]]:
        """The pieces of other colours on ``cell`` that a capture there takes (none on its
        own start square under ``safe_start``)."""
        t = self.t
        safe = t.rules.safe_start
        return [
            (k, j)
            for k in t.colours
            if k != c and not (safe and cell == t.offsets[k])
            for j, g in enumerate(self.board.pieces[k])
            if t.tcell[g] == cell
        ]

    def capture(self, victims: list[tuple[int, int]], cell: int) -> None:
        pieces, yard_gid = self.board.pieces, self.t.yard_gid
        for k, j in victims:
            pieces[k][j] = yard_gid[k]
            self.cnt[cell] -= 1
        for k in {k for k, _ in victims}:
            self.recount(k)

    def resolve(self) -> None:
        """The turn's end: each waiting capture whose piece still stands on its cell
        takes whoever of another colour is there (``turns`` resolve_pending)."""
        tcell, pieces = self.t.tcell, self.board.pieces
        while self.pending:
            c, i, cell = self.pending.pop(0)
            if tcell[pieces[c][i]] == cell:
                victims = self.victims(c, cell)
                if victims:
                    self.capture(victims, cell)


def _own_on(tcell: tuple[int, ...], pc: list[int], cell: int) -> int:
    """How many of the pieces ``pc`` stand on track cell ``cell``."""
    return (
        (tcell[pc[0]] == cell)
        + (tcell[pc[1]] == cell)
        + (tcell[pc[2]] == cell)
        + (tcell[pc[3]] == cell)
    )


def blocks_mover(t: Tables, b: Board, crowd: Crowd) -> Callable[[int, int, int], bool]:
    """Making any move under ``own_landing block``: the piece leaves its cell (and the
    capture it waited to make there) and lands, taking pieces of other colours there.
    True when it brought the colour's last piece home."""
    to_of, tcell, bit, done_gid, offsets = t.to, t.tcell, t.bit, t.done_gid, t.offsets
    pieces, own, at_home, cnt = b.pieces, b.own, b.at_home, crowd.cnt
    capture, at_turn_end = t.rules.capture, t.rules.capture_at_turn_end

    def move(c: int, i: int, v: int) -> bool:
        pc = pieces[c]
        g = pc[i]
        to = to_of[v][g]
        here, there = tcell[g], tcell[to]
        pc[i] = to
        if here < 0 and there < 0:
            own[c] ^= bit[g] ^ bit[to]  # inside the home: no track cell changes
        else:
            if here >= 0:
                cnt[here] -= 1
                if crowd.pending:
                    crowd.pending = [p for p in crowd.pending if p[:2] != (c, i)]
            if there >= 0:
                cnt[there] += 1
                if capture and cnt[there] > _own_on(tcell, pc, there):
                    land(c, i, g, there)
            crowd.recount(c)
        if to >= done_gid[c] > g:
            at_home[c] += 1
            return at_home[c] == 4
        return False

    def land(c: int, i: int, g: int, cell: int) -> None:
        """Pieces of other colours on ``cell``: the unsafe ones are taken at once when
        entering or landing on its own start square, else at the turn's end where
        ``capture_at_turn_end`` says so."""
        victims = crowd.victims(c, cell)
        if not victims:
            return
        if at_turn_end and tcell[g] >= 0 and cell != offsets[c]:
            crowd.pending.append((c, i, cell))
        else:
            crowd.capture(victims, cell)

    return move


def blocked_tries(t: Tables, b: Board, crowd: Crowd) -> Callable[[int], bool]:
    """RULES.md §5's three tries, with blocks: a piece in the yard, and no piece outside
    it that any roll could move (a block in its way or on its target stops it)."""
    yard_gid, rolls_1_6 = t.yard_gid, t.need[1:]
    stops_1_6 = list(zip(t.need[1:], t.path[1:], t.target[1:], strict=True))
    pieces, own, blk = b.pieces, b.own, crowd.blk
    may_pass = t.rules.block_passing == "opponents_cannot"

    def applies(c: int) -> bool:
        pc, yard = pieces[c], yard_gid[c]
        if yard not in pc:
            return False
        ow, every = own[c], blk[-1]
        if not every:  # no block stands: the simple kernel's test
            for g in pc:
                if g != yard:
                    for nv in rolls_1_6:
                        if not nv[g] & ow:
                            return False
            return True
        opp = every ^ blk[c]
        passing = opp if may_pass else every
        for g in pc:
            if g != yard:
                for nv, pv, tv in stops_1_6:
                    if not (nv[g] & ow or pv[g] & passing or tv[g] & opp):
                        return False
        return True

    return applies


def play_blocks(
    t: Tables,
    rolls: Iterator[int],
    rand: Sequence[Callable[[], float]],
    watch: Watch | None = None,
    max_turns: int = 100_000,
    start: Position | None = None,
) -> FastResult:
    """As :func:`~bot.engine.fastpath.simple.play_simple` (random movers only), for the
    rules :func:`blocks_supports` takes: the legal moves of a roll are the simple
    kernel's mask of pieces, less those a block stops (only while a block stands)."""
    rules = t.rules
    roll = rolls.__next__
    start = Position.start(t, roll) if start is None else start
    b = Board.of(t, start)
    crowd = Crowd(t, b, start)
    finish = Finish(t, start)
    pieces, own, blk, cnt = b.pieces, b.own, crowd.blk, crowd.cnt
    need, entry, to_of, tcell, bit = t.need, t.entry, t.to, t.tcell, t.bit
    path, target = t.path, t.target
    start_bit = [t.bit[g] for g in t.start_gid]
    following = b.following()
    yard_gid, start_gid = t.yard_gid, t.start_gid
    track_bits = ((1 << t.track_len) - 1) << 1
    forced_entry, entry_always = rules.forced_entry != "never", rules.forced_entry == "always"
    may_pass = rules.block_passing == "opponents_cannot"
    move = blocks_mover(t, b, crowd)
    tries_apply = blocked_tries(t, b, crowd)
    choose = chooser(t, b, rand, watch) if watch is not None else _never_chosen
    slow = watch is not None
    movable = movable_tables(rules.must_move)
    no_move = 0 if rules.must_move else 1
    three, tries_bonus, clear_start = rules.three_tries, rules.three_tries_bonus, rules.clear_start
    six_again, sixes_limit = rules.six_again, rules.max_sixes
    counted_six = 6 if sixes_limit else 0
    six_without_move = six_again and rules.six_again_without_move
    c, turns = start.turn, start.turns
    sixes, tries, moved, bonus = start.sixes, start.tries, start.moved, start.bonus
    while True:  # turn by turn
        pc, pick, sb = pieces[c], rand[c], start_bit[c]
        while True:  # roll by roll, until the turn passes
            v = roll()
            if v == counted_six and (sixes := sixes + 1) == sixes_limit:
                break
            ow, nv = own[c], need[v]
            g0, g1, g2, g3 = pc
            every = blk[-1]
            if every:
                # A block stands: it stops the moves past it (own ones too, unless own
                # pieces may pass) and onto it (an opponent's).
                opp = every ^ blk[c]
                pv, tv, ps = path[v], target[v], opp if may_pass else every
                legal = (
                    (0 if nv[g0] & ow or pv[g0] & ps or tv[g0] & opp else 1)
                    + (0 if nv[g1] & ow or pv[g1] & ps or tv[g1] & opp else 2)
                    + (0 if nv[g2] & ow or pv[g2] & ps or tv[g2] & opp else 4)
                    + (0 if nv[g3] & ow or pv[g3] & ps or tv[g3] & opp else 8)
                )
            else:
                legal = (
                    (0 if nv[g0] & ow else 1)
                    + (0 if nv[g1] & ow else 2)
                    + (0 if nv[g2] & ow else 4)
                    + (0 if nv[g3] & ow else 8)
                )
            if entry[v] and (yd := yard_gid[c]) in pc:
                yard = (g0 == yd) + 2 * (g1 == yd) + 4 * (g2 == yd) + 8 * (g3 == yd)
                legal &= ~(yard ^ (yard & -yard))
                forced = forced_entry and (entry_always or not ow & track_bits)
                entering = legal & yard if forced else 0
                legal = entering or legal
                clearing = clear_start and not entering
            else:
                clearing = clear_start
            if clearing and ow & sb and yard_gid[c] in pc:
                sg = start_gid[c]
                at_start = (g0 == sg) + 2 * (g1 == sg) + 4 * (g2 == sg) + 8 * (g3 == sg)
                legal = legal & at_start or legal
            ks = movable[legal]
            nk = len(ks)
            if nk > no_move:
                if tries_bonus and not moved and tries < 2 and tries_apply(c):
                    bonus = True
                i = ks[choose(c, v, ks)] if slow else ks[int(pick() * nk) if nk > 1 else pick() < 0]
                if i < 0:
                    break
                moved = True
                g = pc[i]
                to = to_of[v][g]
                here, there = tcell[g], tcell[to]
                if there >= 0 and not cnt[there] and cnt[here] == 1:
                    # The common move, in line: a piece alone on its cell (or out of the
                    # yard) onto an empty one: no block made or broken, nobody to capture.
                    cnt[here] = here < 0  # the yard's spare cell stays at 1
                    cnt[there] = 1
                    own[c] ^= bit[g] ^ bit[to]
                    pc[i] = to
                elif move(c, i, v):
                    if b.colour_home(c, following, finish):
                        crowd.resolve()
                        return finish.result(turns, Termination.ALL_HOME, b.progress(t))
                    break
                again = v == 6 and six_again
            else:
                tried = (
                    three
                    and not moved
                    and tries < 2
                    and (g0 == g1 == g2 == g3 == yard_gid[c] or tries_apply(c))
                )
                tries += tried
                again = tried or (v == 6 and six_without_move)
            if not again and not bonus:
                break
            bonus = bonus and again
            sixes = sixes if v == 6 else 0
        crowd.resolve()  # the captures waiting for the turn's end, if any
        sixes = tries = 0
        moved = bonus = False
        c = following[c]
        turns += 1
        if turns >= max_turns:
            return finish.result(turns, None, b.progress(t))
