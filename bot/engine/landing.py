"""What a move does where it lands, and the :class:`~bot.engine.moves.Move` the outside
reads, made of a move's code (:mod:`.movegen`) only when asked."""

from __future__ import annotations

from typing import Final

from .board import PIECES, YARD
from .moves import PASS, PASS_CODE, PIECE_REFS, Colour, Move, PieceRef
from .rulebook import CompiledRules
from .state import GameState

_new = tuple.__new__  # a named tuple made without its Python-level __new__ (half the cost)

_PLAIN: Final[dict[int, Move]] = {}
"""The moves that land on nothing, made once each (a roll's choices are described for
every press, and making the named tuple costs more than the rest): by their code, their
progress from, and what their flags read of the rules. Bounded by the boards' codes."""

Landing = tuple[tuple[PieceRef, ...], bool, bool, bool]
"""What landing on a square does: (captures, forms_block, partner, deferred)."""


def describe(cr: CompiledRules, s: GameState, c: Colour, code: int) -> Move:
    """The :class:`Move` of ``code`` for colour ``c`` in this position (before it is
    played): where it goes and what its landing does."""
    if code == PASS_CODE:
        return PASS
    i, to = code & 3, (code >> 2) - 8
    p = s.pieces[c][i]
    if not YARD < to < cr.t.limit:
        return Move(i, p, to, reaches_home=arrives_home(cr, p, to))
    land = landing(cr, s, c, (s.offsets[c] + to) % len(s.track), p == YARD)
    assert land is not None  # a generated move lands where it may
    caps, block, partner, deferred = land
    extra = not cr.war and p > to
    return _new(Move, (i, p, to, p == YARD, caps, block, False, partner, extra, deferred))


def describe_all(cr: CompiledRules, s: GameState, c: Colour, codes: list[int]) -> list[Move]:
    """:func:`describe` of each of ``codes``, in their order."""
    pieces, track, base = s.pieces[c], s.track, s.offsets[c]
    limit, n = cr.t.limit, len(track)
    rules = (limit << 8 | cr.goal_last + 1) << 1 | cr.war  # what a plain move's flags read
    out: list[Move] = []
    for code in codes:
        to = (code >> 2) - 8
        if YARD < to < limit and track[(base + to) % n]:
            out.append(describe(cr, s, c, code))
            continue
        key = (code << 7 | pieces[code & 3] + 8) << 16 | rules
        m = _PLAIN.get(key)
        if m is None:
            m = _PLAIN[key] = describe(cr, s, c, code)
        out.append(m)
    return out


def arrives_home(cr: CompiledRules, frm: int, to: int) -> bool:
    """Does a move from ``frm`` to ``to``, a progress off the track, bring the piece
    home: onto the goal's last square, or past the lap where there is no goal (never in
    war, where the home column is the track's)?"""
    return not cr.war and (to == cr.goal_last if cr.goal_last >= 0 else frm < cr.t.limit)


def captures_opponent(s: GameState, c: Colour, m: Move) -> bool:
    side_of = s.side_of
    side = side_of[c]
    return any(side_of[ref.colour] != side for ref in m.captures)


_EMPTY: Final[Landing] = ((), False, False, False)


def landing(
    cr: CompiledRules, s: GameState, c: Colour, square: int, entering: bool
) -> Landing | None:
    """What landing on track ``square`` does, or None when the piece may not land
    there (RULES.md §5: blocks, safe start squares, partners, capture no)."""
    occupants = s.track[square]
    if not occupants:
        return _EMPTY
    if cr.plain_capture and occupants[0] // PIECES != c:  # one colour a square: all go
        return (tuple([PIECE_REFS[k] for k in occupants]), False, False, False)
    own = [code for code in occupants if code // PIECES == c]
    others = [code for code in occupants if code // PIECES != c]
    if cr.blocks and len(others) > 1:
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
        start = s.offsets  # per colour, its start square
        for code in others:
            k = code // PIECES
            if cr.safe_start and square == start[k]:
                continue  # protected on its own start square, partners' included
            # With capture no nobody is captured, partners included: both stay.
            partner = partner or k == partner_colour
            caps.append(PIECE_REFS[code])
    deferred = (
        cr.at_turn_end
        and not entering
        and square != s.offsets[c]
        and any(ref.colour != c for ref in caps)
    )
    return (tuple(caps), block, partner, deferred)
