"""Move generation: the moves a roll allows, then the obligations that filter them.

A move is generated as one int, its *code*: ``piece + 4 * (to + 8)`` (``PASS_CODE`` for a
pass), the piece's target being its progress; the :class:`~bot.engine.moves.Move` the
outside reads is made of a code only when asked (:func:`~bot.engine.landing.describe`),
with what its landing captures. The common case is one look-up and one AND per piece in
the ruleset's tables (:mod:`.tables`): where a roll takes the piece and which own cells
must be free; what depends on the position beyond a colour's own cells is one general
branch each (another colour's block, the deepest free home square under ``exact_home``
no, another lap under ``capture_extra_lap``).

RULES.md §5 "Obligations filter the legal moves in this order: partner landing (teams),
forced entry, clear start, forced capture" is :func:`legal_codes`, each option decided in
:func:`~bot.engine.rulebook.compile_rules`. own_start_entry move_on's piece on the start
square, which must move on with an entry roll (RULES.md §2), stands with clear start: on
such a roll it is clear start whatever ``clear_start`` says.
"""

from __future__ import annotations

from typing import Final

from .board import YARD
from .landing import captures_opponent, describe_all, landing
from .moves import PASS_CODE, Colour, Move, PieceRef
from .rulebook import CompiledRules
from .state import GameState
from .tables import DEEPEST, NEVER

PIECE_BITS: Final = tuple(tuple(i for i in range(4) if mask >> i & 1) for mask in range(16))
"""Per mask of pieces, the pieces in it, in order."""


def raw_mask(cr: CompiledRules, s: GameState, c: Colour, v: int, yard: bool = True) -> int:
    """The pieces whose table move roll ``v`` allows (bit ``i``: piece ``i``), before the
    obligations: the own cells it needs free, one entry for the yard's pieces (none when
    ``yard`` is false: three tries ask what the others could do), and with blocks the
    blocks in the way."""
    t = cr.t
    base = t.gbase[c]
    need = t.need[v]
    own = s.own[c]
    p0, p1, p2, p3 = s.pieces[c]
    mask = (
        (0 if need[base + p0] & own else 1)
        | (0 if need[base + p1] & own else 2)
        | (0 if need[base + p2] & own else 4)
        | (0 if need[base + p3] & own else 8)
    )
    if cr.entry[v]:
        waiting = (p0 == YARD) | (p1 == YARD) << 1 | (p2 == YARD) << 2 | (p3 == YARD) << 3
        # Yard pieces are alike: only the first is offered an entry.
        mask &= ~(waiting ^ (waiting & -waiting)) if yard else ~waiting
    if cr.blocks and s.blk[-1]:
        mask = _unblocked(cr, s, c, v, mask)
    return mask


def _unblocked(cr: CompiledRules, s: GameState, c: Colour, v: int, mask: int) -> int:
    """``mask`` less the moves a block stops: one the mover may not pass on the way, or
    another colour's on the target (RULES.md §5, NO "2 eller fler": a block is 2+ pieces
    of one colour, whoever else stands there too)."""
    t = cr.t
    blk = s.blk
    every = blk[-1]
    opp = every ^ blk[c]
    stops = opp if cr.own_may_pass else every
    path, sq = t.path[v], t.sq[v]
    base = t.gbase[c]
    for i, p in enumerate(s.pieces[c]):
        g = base + p
        if path[g] & stops or (sq[g] >= 0 and opp >> sq[g] & 2):
            mask &= ~(1 << i)
    return mask


def raw_codes(cr: CompiledRules, s: GameState, c: Colour, v: int, yard: bool = True) -> list[int]:
    """Every move the board allows, before the obligations filter them, in the order the
    pieces stand (a piece's extra lap before its move home): :func:`raw_mask`'s, with
    the targets that depend on the position (``exact_home`` no, ``capture_extra_lap``)."""
    mask = raw_mask(cr, s, c, v, yard)
    t = cr.t
    base = t.gbase[c]
    to_v = t.to[v]
    out: list[int] = []
    for i, p in enumerate(s.pieces[c]):
        if cr.extra_lap and YARD < p < t.limit <= p + v:
            _extra_lap(cr, s, c, i, p, v, out)
        if mask >> i & 1:
            to = to_v[base + p]
            if to == DEEPEST:
                deepest = _deepest_free(s, c, p)
                if deepest is not None:
                    out.append(i + 4 * deepest + 32)
            else:
                out.append(i + 4 * to + 32)
    return out


def _extra_lap(
    cr: CompiledRules, s: GameState, c: Colour, i: int, p: int, v: int, out: list[int]
) -> None:
    """capture_extra_lap: piece ``i`` at ``p`` passes its home's entrance for another lap
    where landing there captures an opponent."""
    board = s.board
    n = board.track_len
    if cr.blocks and _blocked_between(cr, s, c, p, v):
        return
    land = landing(cr, s, c, s.square(c, p + v), False)
    if land is None:
        return
    side_of = s.side_of
    side = side_of[c]
    if any(side_of[ref.colour] != side for ref in land[0]):
        out.append(i + 4 * (p + v - n) + 32)


def _blocked_between(cr: CompiledRules, s: GameState, c: Colour, p: int, steps: int) -> bool:
    blk = s.blk
    every = blk[-1]
    stops = (every ^ blk[c]) if cr.own_may_pass else every
    return any(stops >> s.square(c, q) & 2 for q in range(p + 1, p + steps))


def _deepest_free(s: GameState, c: Colour, p: int) -> int | None:
    """exact_home no: the deepest free home square the piece can reach (RULES.md §5)."""
    board = s.board
    lap, last = board.lap, board.last
    goal = last if board.goal else -99
    occupied = {q for q in s.pieces[c] if q >= lap and q != goal and q != p}
    jump = s.rules.home_jump
    best = None
    for q in range(max(p + 1, lap), last + 1):
        if q in occupied:
            if not jump:
                break
            continue
        best = q
    return best


def legal_codes(cr: CompiledRules, s: GameState, c: Colour, v: int) -> tuple[list[int], bool]:
    """The legal moves as codes (the pass last, where offered), and whether skipping an
    available capture is an offence (forced_capture huff)."""
    must = False
    if cr.static:
        mask = raw_mask(cr, s, c, v)
        if not mask:
            return [], False
        if mask & (mask - 1) and (cr.forced_entry or cr.clears_start):
            forced = obliged(cr, s, c, v, mask)
            mask = mask if forced < 0 else forced
        t = cr.t
        base, to_v, pieces = t.gbase[c], t.to[v], s.pieces[c]
        codes = [i + 4 * to_v[base + pieces[i]] + 32 for i in PIECE_BITS[mask]]
    else:
        codes = raw_codes(cr, s, c, v)
        if not codes:
            return codes, False
        if cr.by_captures:
            codes, must = _by_captures(cr, s, c, v, codes)
        elif len(codes) > 1 and (cr.forced_entry or cr.clears_start):
            codes = _by_place(cr, s, c, v, codes)
    if cr.may_pass:
        codes.append(PASS_CODE)
    return codes, must


def obliged(cr: CompiledRules, s: GameState, c: Colour, v: int, mask: int) -> int:
    """Forced entry, then clear start, the obligations a piece's place decides: the
    pieces of ``mask`` that must move, or -1 when neither applies."""
    pieces = s.pieces[c]
    if cr.forced_entry and cr.entry[v]:
        entries = mask & _at(pieces, YARD)
        if entries and (cr.entry_always or not s.own[c] & cr.t.track_bits):
            return entries
    clears = cr.clears_start
    if clears and (clears == 1 or cr.entry[v]) and YARD in pieces:
        start = mask & _at(pieces, 0)
        if start:
            return start
    return -1


def _at(pieces: list[int], p: int) -> int:
    """The pieces at progress ``p``, as bits."""
    return (pieces[0] == p) | (pieces[1] == p) << 1 | (pieces[2] == p) << 2 | (pieces[3] == p) << 3


def _by_place(cr: CompiledRules, s: GameState, c: Colour, v: int, codes: list[int]) -> list[int]:
    """``codes`` filtered by :func:`obliged` where it applies."""
    mask = 0
    for m in codes:
        mask |= 1 << (m & 3)
    forced = obliged(cr, s, c, v, mask)
    return codes if forced < 0 else [m for m in codes if forced >> (m & 3) & 1]


def _by_captures(
    cr: CompiledRules, s: GameState, c: Colour, v: int, codes: list[int]
) -> tuple[list[int], bool]:
    """The obligations with teams or forced capture, which read what each move captures:
    a partner's piece is landed on only when nothing else moves, then forced entry and
    clear start, then forced capture strict; else huff's offence."""
    moves = describe_all(cr, s, c, codes)
    if cr.partners:
        kept = [k for k, m in enumerate(moves) if not m.partner]
        if kept:
            codes = [codes[k] for k in kept]
            moves = [moves[k] for k in kept]
    placed = _by_place(cr, s, c, v, codes)
    if placed is not codes:
        return placed, False
    capturing = [captures_opponent(s, c, m) for m in moves]
    if cr.strict and any(capturing):
        return [m for m, k in zip(codes, capturing, strict=True) if k], False
    must = cr.huff and 0 < sum(capturing) < len(codes)
    return codes, must


def captures_each(cr: CompiledRules, s: GameState, c: Colour, v: int) -> list[tuple[PieceRef, ...]]:
    """What each of :func:`legal_codes`'s moves captures, in their order (a computer's
    judgement asks only that: no Move is made)."""
    limit = cr.t.limit
    base = s.offsets[c]
    n = len(s.track)
    track = s.track
    pieces = s.pieces[c]
    out: list[tuple[PieceRef, ...]] = []
    for code in legal_codes(cr, s, c, v)[0]:
        to = (code >> 2) - 8
        square = (base + to) % n
        if code == PASS_CODE or not YARD < to < limit or not track[square]:
            out.append(())
            continue
        land = landing(cr, s, c, square, pieces[code & 3] == YARD)
        out.append(land[0] if land is not None else ())
    return out


def legal_moves(cr: CompiledRules, s: GameState, c: Colour, v: int) -> list[Move]:
    """The legal moves ``c`` would have with roll ``v`` in this position, as Moves."""
    return describe_all(cr, s, c, legal_codes(cr, s, c, v)[0])


def three_tries_applies(cr: CompiledRules, s: GameState, c: Colour) -> bool:
    """RULES.md §5: three tries need a piece in the yard and that no piece outside it
    could move with any roll 1-6."""
    pieces = s.pieces[c]
    if YARD not in pieces:
        return False
    if s.own[c] == NEVER:
        return True  # no piece on a cell: every one in the yard, out or at the goal
    if not cr.war and not s.own[c] & cr.t.track_bits:  # nothing on the track
        home = _home_decides(s, pieces)
        if home is not None:
            return home
    if cr.static:  # every move is its table's: the pieces' masks say it
        return not any(raw_mask(cr, s, c, r, False) for r in range(1, 7))
    return not any(raw_codes(cr, s, c, r, False) for r in range(1, 7))


def _home_decides(s: GameState, pieces: list[int]) -> bool | None:
    """Nothing on the track: three tries decided from the home alone where that is
    simple (None: ask the moves)."""
    rules, board = s.rules, s.board
    if board.goal:
        # The front piece of a lane can always reach the goal with its exact roll.
        return all(p == YARD or p == board.last for p in pieces)
    if not rules.home_moves:
        return True
    if rules.overshoot != "forbidden":
        return None
    # A home piece can move iff a deeper slot it may reach is free: the distance is
    # always a possible roll.
    last = board.last
    home = {p for p in pieces if p >= board.lap}
    jump = rules.home_jump
    return not any(
        (p + 1 <= last and p + 1 not in home)
        or (jump and any(q not in home for q in range(p + 2, last + 1)))
        for p in home
    )
