"""Move generation: the moves a roll allows, then the obligations that filter them.

The ruleset is compiled once (:func:`compile_rules`) into the values and the obligation
chain that generation asks, so each option is decided in one place: RULES.md §5 "Obligations
filter the legal moves in this order: partner landing (teams), forced entry, clear start,
forced capture" is the tuple ``CompiledRules.obligations``. own_start_entry move_on's
piece on the start square, which must move on with an entry roll (RULES.md §2), stands with
clear start: on such a roll it is clear start whatever ``clear_start`` says.

Generation is functions of the compiled rules and a :class:`~bot.engine.state.GameState`
that leave the state as they found it: :func:`legal_moves` (what the player to act, or any
colour, may do with a roll), :func:`raw_moves` (before the obligations),
:func:`captures_opponent` and :func:`three_tries_applies`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from .board import BOARDS, OUT, PIECES, YARD
from .moves import PASS, PIECE_REFS, Colour, Move, PieceRef
from .rules import Ruleset
from .state import GameState

# Building the hottest named tuples through tuple.__new__ skips their Python-level
# __new__: half the cost, on paths taken a thousand times a game.
_new = tuple.__new__

Landing = tuple[tuple[PieceRef, ...], bool, bool, bool]
"""What landing on a square does: (captures, forms_block, partner, deferred)."""
Obligation = Callable[["CompiledRules", GameState, Colour, int, list[Move]], list[Move] | None]
"""Filters the moves when it applies (returns the survivors), else returns None."""


def _forced_entry(
    cr: CompiledRules, s: GameState, c: Colour, v: int, moves: list[Move]
) -> list[Move] | None:
    if v not in cr.entry_rolls:
        return None
    entries = [m for m in moves if m.enters]
    if not entries:
        return None
    if cr.entry_always:
        return entries
    limit = s.limit
    return None if any(YARD < p < limit for p in s.pieces[c]) else entries


def _start_moves_on(
    cr: CompiledRules, s: GameState, c: Colour, v: int, moves: list[Move]
) -> list[Move] | None:
    """own_start_entry move_on: on an entry roll, with an own piece on the start square and
    pieces waiting in the yard, that piece moves on where it can, whatever clear_start says
    (RULES.md §2; DE 1960 "so muss er mit derselben 6 Kreise weiterziehen")."""
    if v not in cr.entry_rolls:
        return None
    return _clear_start(cr, s, c, v, moves)


def _clear_start(
    cr: CompiledRules, s: GameState, c: Colour, v: int, moves: list[Move]
) -> list[Move] | None:
    pieces = s.pieces[c]
    if YARD not in pieces or 0 not in pieces:
        return None
    return [m for m in moves if m.frm == 0] or None


def _strict_capture(
    cr: CompiledRules, s: GameState, c: Colour, v: int, moves: list[Move]
) -> list[Move] | None:
    return [m for m in moves if captures_opponent(s, c, m)] or None


@dataclass(frozen=True, slots=True)
class CompiledRules:
    """A ruleset read once into what move generation asks, in its innermost loops."""

    entry_rolls: frozenset[int]
    entry_always: bool
    exact: bool
    """A roll past the last home square is no move (exact_home without bounce)."""
    blocks: bool
    own_may_pass: bool
    own_mode: str
    own_start_moves_on: bool
    capture: bool
    safe_start: bool
    at_turn_end: bool
    extra_lap: bool
    home_moves: bool
    partners: bool
    huff: bool
    may_pass: bool
    war: bool
    obligations: tuple[Obligation, ...]


@lru_cache(maxsize=256)
def compile_rules(rules: Ruleset) -> CompiledRules:
    """The generation-side reading of ``rules`` (cached: a ruleset is a value)."""
    obligations: list[Obligation] = []
    if rules.forced_entry != "never":
        obligations.append(_forced_entry)
    if rules.own_landing == "capture" and rules.own_start_entry == "move_on":
        obligations.append(_start_moves_on)
    if rules.clear_start:
        obligations.append(_clear_start)
    if rules.forced_capture == "strict":
        obligations.append(_strict_capture)
    return CompiledRules(
        entry_rolls=rules.entry_rolls,
        entry_always=rules.forced_entry == "always",
        exact=rules.exact_home and rules.overshoot != "bounce",
        blocks=rules.own_landing == "block",
        own_may_pass=rules.block_passing == "opponents_cannot",
        own_mode=rules.own_landing,
        own_start_moves_on=rules.own_landing == "capture" and rules.own_start_entry == "move_on",
        capture=rules.capture,
        safe_start=rules.safe_start,
        at_turn_end=rules.capture_at_turn_end,
        extra_lap=rules.capture_extra_lap,
        home_moves=rules.home_moves or BOARDS[rules.board].goal,
        partners=rules.teams == "partners",
        huff=rules.forced_capture == "huff",
        may_pass=not rules.must_move,
        war=rules.war,
        obligations=tuple(obligations),
    )


def legal_moves(cr: CompiledRules, s: GameState, c: Colour, v: int) -> tuple[list[Move], bool]:
    """The legal moves, and whether skipping an available capture is an offence
    (forced_capture huff)."""
    moves = raw_moves(cr, s, c, v)
    if not moves:
        return moves, False
    if cr.partners:
        moves = [m for m in moves if not m.partner] or moves
    must_capture = False
    for obligation in cr.obligations:
        obliged = obligation(cr, s, c, v, moves)
        if obliged is not None:
            moves = obliged
            break
    else:
        if cr.huff:
            captures = sum(1 for m in moves if captures_opponent(s, c, m))
            must_capture = 0 < captures < len(moves)
    if cr.may_pass:
        moves.append(PASS)
    return moves, must_capture


def captures_opponent(s: GameState, c: Colour, m: Move) -> bool:
    side = s.side_of[c]
    return any(s.side_of[ref.colour] != side for ref in m.captures)


def raw_moves(cr: CompiledRules, s: GameState, c: Colour, v: int) -> list[Move]:
    """Every move the board allows, before the obligations filter them: a move along
    the track here, entering, passing the home's entrance and moving inside the home
    by the named steps."""
    limit = s.limit
    n = s.board.track_len
    base = s.offsets[c]
    track = s.track
    blocks = cr.blocks
    out: list[Move] = []
    entered = v not in cr.entry_rolls
    for i, p in enumerate(s.pieces[c]):
        if p == YARD:
            if not entered:
                entered = True  # yard pieces are alike: offer one entry
                _entry_move(cr, s, c, i, out)
        elif p < YARD:
            continue
        elif p < limit:
            t = p + v
            if t >= limit and not cr.war:
                _passing_home_moves(cr, s, c, i, p, v, out)
                continue
            t %= n
            if blocks and _path_blocked(cr, s, c, p, v):
                continue
            square = (base + t) % n
            if not track[square]:
                out.append(_new(Move, (i, p, t, False, (), False, False, False, False, False)))
                continue
            land = _landing(cr, s, c, square, False)
            if land is not None:
                caps, block, partner, deferred = land
                out.append(Move(i, p, t, False, caps, block, False, partner, False, deferred))
        else:
            _home_move(cr, s, c, i, p, v, out)
    return out


def _entry_move(cr: CompiledRules, s: GameState, c: Colour, i: int, out: list[Move]) -> None:
    """Piece ``i`` entering from the yard onto the start square, where it may."""
    base = s.offsets[c]
    occupants = s.track[base]
    if not occupants:
        out.append(_new(Move, (i, YARD, 0, True, (), False, False, False, False, False)))
        return
    if cr.own_start_moves_on and any(code // PIECES == c for code in occupants):
        # DE 1960: with an own piece on the start square the 6 moves that piece on
        # (capturing whatever own piece it lands on); no new piece enters.
        return
    land = _landing(cr, s, c, base, True)
    if land is not None:
        caps, block, partner, _ = land
        out.append(Move(i, YARD, 0, True, caps, block, False, partner, False, False))


def _passing_home_moves(
    cr: CompiledRules, s: GameState, c: Colour, i: int, p: int, v: int, out: list[Move]
) -> None:
    """Piece ``i`` at ``p`` whose roll passes its home's entrance: another lap where a
    capture asks for one (``capture_extra_lap``), and the move into the home."""
    t = p + v
    if cr.extra_lap:
        lap_move = _extra_lap_move(cr, s, c, i, p, v)
        if lap_move is not None:
            out.append(lap_move)
    if (cr.exact and t > s.board.last) or (cr.blocks and _path_blocked(cr, s, c, p, s.limit - p)):
        return
    h = _home_target(cr, s, c, p, t)
    if h is not None:
        home = not s.board.goal or h == s.board.last
        out.append(_new(Move, (i, p, h, False, (), False, home, False, False, False)))


def _home_move(
    cr: CompiledRules, s: GameState, c: Colour, i: int, p: int, v: int, out: list[Move]
) -> None:
    """Piece ``i`` inside its home at ``p``, where it may move on."""
    board = s.board
    last = board.last
    if (board.goal and p == last) or (cr.exact and p + v > last) or not cr.home_moves:
        return
    h = _home_target(cr, s, c, p, p + v)
    if h is not None:
        # Only the goal is "home" inside a lane; inside slots a piece is home already.
        home = board.goal and h == last
        out.append(_new(Move, (i, p, h, False, (), False, home, False, False, False)))


def _landing(
    cr: CompiledRules, s: GameState, c: Colour, square: int, entering: bool
) -> Landing | None:
    """What landing on track ``square`` does, or None when the piece may not land
    there (RULES.md §5: blocks, safe start squares, partners, capture no)."""
    occupants = s.track[square]
    if not occupants:
        return ((), False, False, False)
    own: list[int] = []
    others: list[int] = []
    for code in occupants:
        (own if code // PIECES == c else others).append(code)
    if cr.blocks and others:
        owners = [code // PIECES for code in others]
        if any(owners.count(k) >= 2 for k in set(owners)):
            return None  # another colour's block cannot be landed on
    caps: list[PieceRef] = []
    block = False
    if own:
        if cr.own_mode == "forbidden":
            return None
        if cr.own_mode == "capture":
            caps.extend(PIECE_REFS[code] for code in own)
        elif cr.blocks:
            block = True
    partner = False
    if others and cr.capture:
        partner_colour = s.partner_of(c)
        start_square = s.board.start_square
        for code in others:
            k = code // PIECES
            if cr.safe_start and square == start_square(k):
                continue  # protected on its own start square, partners' included
            # With capture no nobody is captured, partners included: both stay.
            partner = partner or k == partner_colour
            caps.append(PIECE_REFS[code])
    deferred = (
        cr.at_turn_end
        and not entering
        and square != s.board.start_square(c)
        and any(ref.colour != c for ref in caps)
    )
    return (tuple(caps), block, partner, deferred)


def _path_blocked(cr: CompiledRules, s: GameState, c: Colour, p: int, steps: int) -> bool:
    """True when a block stands on a square strictly between ``p`` and ``p+steps``
    that ``c`` may not pass (a block is 2+ pieces of one colour, whoever else stands
    there too: RULES.md §5, NO "2 eller fler")."""
    if not cr.blocks or steps <= 1:
        return False
    track = s.track
    own_may_pass = cr.own_may_pass
    n = s.board.track_len
    base = s.offsets[c]
    for q in range(p + 1, p + steps):
        occ = track[(base + q) % n]
        if len(occ) < 2:
            continue
        owners = [code // PIECES for code in occ]
        for k in set(owners):
            if owners.count(k) >= 2 and not (own_may_pass and k == c):
                return True
    return False


def _extra_lap_move(
    cr: CompiledRules, s: GameState, c: Colour, i: int, p: int, v: int
) -> Move | None:
    t = p + v
    new = t - s.board.track_len  # -1 on the cross board: the square before the start
    if _path_blocked(cr, s, c, p, v):
        return None
    land = _landing(cr, s, c, s.square(c, t), False)
    if land is None:
        return None
    caps, block, partner, deferred = land
    side = s.side_of[c]
    if not any(s.side_of[ref.colour] != side for ref in caps):
        return None
    return Move(i, p, new, False, caps, block, False, partner, True, deferred)


def _home_target(cr: CompiledRules, s: GameState, c: Colour, p: int, t: int) -> int | None:
    """Where a piece at ``p`` that would reach ``t`` ends in its home, or None."""
    board = s.board
    last = board.last
    if t > last and cr.exact:
        return None
    lap = board.lap
    goal = last if board.goal else -99
    # The moving piece itself is never in its own way (a bounce may pass its square).
    occupied = {q for q in s.pieces[c] if q >= lap and q != goal and q != p}
    jump = s.rules.home_jump
    if t > last:
        if not s.rules.exact_home:
            return _deepest_free(cr, s, p, occupied)
        return _bounce(cr, s, p, t, occupied)
    if t in occupied:
        return None
    if not jump and occupied:
        for q in range(max(p + 1, lap), t):
            if q in occupied:
                return None
    return t


def _deepest_free(cr: CompiledRules, s: GameState, p: int, occupied: set[int]) -> int | None:
    """exact_home no: the deepest free home square the piece can reach (RULES.md §5)."""
    best = None
    for q in range(max(p + 1, s.board.lap), s.board.last + 1):
        if q in occupied:
            if not s.rules.home_jump:
                break
            continue
        best = q
    return best


def _bounce(cr: CompiledRules, s: GameState, p: int, t: int, occupied: set[int]) -> int | None:
    """overshoot bounce: count back from the last home square, inside the home only; a
    bounce ending where the piece started is no move (RULES.md §5)."""
    last, lap = s.board.last, s.board.lap
    back = last - (t - last)
    if back < lap or back == p:
        return None
    if not s.rules.home_jump:
        passed = set(range(max(p + 1, lap), last + 1)) | set(range(back + 1, last))
        if passed & occupied:
            return None
    return back if back not in occupied else None


def three_tries_applies(cr: CompiledRules, s: GameState, c: Colour) -> bool:
    """RULES.md §5: three tries need a piece in the yard and that no piece outside it
    could move with any roll 1-6."""
    pieces = s.pieces[c]
    if YARD not in pieces:
        return False
    limit = s.limit
    if not s.rules.war and all(p == YARD or p >= limit for p in pieces):
        # Nothing on the track: decide from the home alone where that is simple.
        if s.board.goal:
            # The front piece of a lane can always reach the goal with its exact roll.
            return all(p == YARD or p == s.board.last for p in pieces)
        if not s.rules.home_moves:
            return True
        if s.rules.overshoot == "forbidden":
            # A home piece can move iff a deeper slot it may reach is free: the
            # distance is always a possible roll.
            last = s.board.last
            home = {p for p in pieces if p >= limit}
            jump = s.rules.home_jump
            return not any(
                (p + 1 <= last and p + 1 not in home)
                or (jump and any(q not in home for q in range(p + 2, last + 1)))
                for p in home
            )
    saved = s.pieces[c]
    # Only pieces outside the yard count: could any of them move with any roll?
    s.pieces[c] = [p if p != YARD else OUT for p in saved]
    try:
        return not any(raw_moves(cr, s, c, r) for r in range(1, 7))
    finally:
        s.pieces[c] = saved
