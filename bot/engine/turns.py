"""The turn: what a roll, a move or a huff does to a :class:`~bot.engine.state.GameState`.

:func:`roll` and :func:`play` are a turn's two steps: a roll leaves the legal moves as
codes (:mod:`.movegen`) when there is a choice, and a play makes one of them and what
follows (captures, another roll or the next colour, :mod:`.ending`). ``events`` is the
list the step appends what happened to, or None where nobody reads it. The game's actions
(:class:`~bot.engine.game.Game`) check first and call them with a list; the loop
(:mod:`.loop`) plays a game on by the same steps, without events. The turn's rule
decisions (the run of 6s, three tries and its bonus, another roll) are small functions
here, stated once and asked by the steps and the loop alike.
"""

from __future__ import annotations

from typing import Final

from .board import PIECES, YARD
from .ending import capture, colour_finished, end_turn, move_piece
from .landing import arrives_home, captures_opponent, describe, describe_all, landing
from .movegen import legal_codes, three_tries_applies
from .moves import PASS_CODE, PIECE_REFS, Colour, Event, HuffWindow, PendingCapture, Seat
from .rulebook import CompiledRules
from .state import MOVE, OVER, ROLL, GameState, IllegalAction

_new = tuple.__new__

# The turn's rule decisions, each stated here once: the steps below and the loop
# (:mod:`.loop`, which keeps the turn's counters in locals) ask these.


def sixes_after(sixes: int, value: int) -> int:
    """The run of 6s after a roll of ``value``."""
    return sixes + 1 if value == 6 else 0


def third_six(cr: CompiledRules, sixes: int) -> bool:
    """Does a run of ``sixes`` 6s end the turn unplayed (max_sixes)?"""
    return cr.max_sixes > 0 and sixes >= cr.max_sixes


def _in_three_tries(cr: CompiledRules, s: GameState, c: Colour, tries: int, moved: bool) -> bool:
    """Is ``c`` still within its three tries (nothing moved this turn, fewer than three
    rolls, and the position is one three tries apply to)?"""
    return not moved and tries < 2 and three_tries_applies(cr, s, c)


def retries(cr: CompiledRules, s: GameState, c: Colour, tries: int, moved: bool) -> bool:
    """Does a roll with no move give ``c`` another try (three_tries)?"""
    return cr.three_tries and _in_three_tries(cr, s, c, tries, moved)


def earns_bonus(cr: CompiledRules, s: GameState, c: Colour, tries: int, moved: bool) -> bool:
    """Does a roll with a move, made within the three tries, earn a roll after it
    (three_tries_bonus)?"""
    return cr.tries_bonus and _in_three_tries(cr, s, c, tries, moved)


AGAIN_SIX: Final = 1
"""The colour rolls again for its 6 (a pending bonus stays pending)."""
AGAIN_BONUS: Final = 2
"""The colour rolls again for its three-tries bonus, which is used up."""


def rolls_again(cr: CompiledRules, value: int, played: bool, bonus: bool) -> int:
    """Why the colour rolls again after its roll of ``value`` (``played``: it made a
    move; else it had none): :data:`AGAIN_SIX`, :data:`AGAIN_BONUS`, or 0 (the turn
    passes)."""
    if value == 6 and (cr.six_again if played else cr.six_without_move):
        return AGAIN_SIX
    return AGAIN_BONUS if bonus else 0


def roll(
    cr: CompiledRules, s: GameState, value: int, events: list[Event] | None
) -> list[int] | None:
    """The colour to act rolls ``value`` (phase ``roll``): the legal moves' codes when
    there is a choice (phase ``move``), else None (the roll is used up)."""
    s.ply += 1
    s.legal = None
    c = s.turn
    if events is not None:
        events.append(_new(Event, ("rolled", c, -1, 0, 0, value, None, -1)))
    hw = s.huff_window
    if hw is not None and hw.offender != c:
        s.huff_window = None
    s.last_roll = value
    s.sixes = sixes_after(s.sixes, value)
    if third_six(cr, s.sixes):
        if events is not None:
            events.append(Event("third_six", c, value=s.sixes))
        end_turn(s, events)
        return None
    codes, must_capture = legal_codes(cr, s, c, value)
    # PASS, when offered, comes last: anything before it is a real move.
    if codes and codes[0] != PASS_CODE:
        s.bonus = s.bonus or earns_bonus(cr, s, c, s.tries, s.moved)
        leave_choice(s, value, codes, must_capture)
        if events is not None:
            # The game's action: its caller lists the choices next (a press's buttons).
            s.legal = describe_all(cr, s, c, codes)
        return codes
    no_move(cr, s, c, value, events)
    return None


def play(cr: CompiledRules, s: GameState, code: int, events: list[Event] | None) -> None:
    """The colour to act plays the move ``code`` (one of ``s.codes``)."""
    c = s.turn
    value = s.current_roll
    s.ply += 1
    s.legal = None
    s.current_roll = 0
    codes = s.codes
    s.codes = None
    if code == PASS_CODE:
        if events is not None:
            events.append(Event("passed", c, value=value))
        s.phase = ROLL
        end_turn(s, events)
        return
    s.moved = True
    if s.must_capture and codes is not None:
        offence = _huff_offence(cr, s, c, code, codes)
        home = make_move(cr, s, c, code, events)
        if offence is not None:
            # Every offending move opens its own window, even after a huff in this turn
            # (RULES.md §5). The piece that could have captured is the one a huff takes
            # by default.
            s.huff_window = HuffWindow(c, offence, False)
    else:
        home = make_move(cr, s, c, code, events)
    after_move(cr, s, c, value, home, events)


def _huff_offence(
    cr: CompiledRules, s: GameState, c: Colour, code: int, codes: list[int]
) -> int | None:
    """The piece that could have captured, when ``code`` skips a capture (huff)."""
    if captures_opponent(s, c, describe(cr, s, c, code)):
        return None
    return next(m & 3 for m in codes if captures_opponent(s, c, describe(cr, s, c, m)))


def make_move(
    cr: CompiledRules, s: GameState, c: Colour, code: int, events: list[Event] | None
) -> bool:
    """Move ``c``'s piece as ``code`` says, with its captures; True when it arrived
    home."""
    i = code & 3
    to = (code >> 2) - 8
    frm = s.pieces[c][i]
    limit = cr.t.limit
    if s.pending and YARD < frm < limit:
        s.pending = [pc for pc in s.pending if pc[:2] != (c, i)]
    if YARD < to < limit and s.track[(s.offsets[c] + to) % len(s.track)]:
        land_move(cr, s, c, i, frm, to, events)
        return False
    move_piece(s, c, i, to)
    if to < limit or cr.war:
        if events is not None:
            kind = "entered" if frm == YARD else "moved"
            events.append(_new(Event, (kind, c, i, frm, to, 0, None, -1)))
        return False
    home = arrives_home(cr, frm, to)
    if events is not None:
        events.append(_new(Event, ("moved", c, i, frm, to, 0, None, -1)))
        if home:
            events.append(Event("home", c, i, frm, to))
    return home


def land_move(
    cr: CompiledRules,
    s: GameState,
    c: Colour,
    i: int,
    frm: int,
    to: int,
    events: list[Event] | None,
) -> None:
    """``c``'s piece ``i`` moves from ``frm`` onto the occupied track square of ``to``:
    what its landing does (captures, at once or at the turn's end, a block)."""
    square = s.square(c, to)
    land = landing(cr, s, c, square, frm == YARD)
    assert land is not None  # a generated move lands where it may
    captures, forms_block, _, deferred = land
    move_piece(s, c, i, to)
    if events is not None:
        kind = "entered" if frm == YARD else "moved"
        events.append(_new(Event, (kind, c, i, frm, to, 0, None, -1)))
    if captures:
        if deferred:
            # Only captures of other colours wait for the turn's end; an own piece
            # landed on goes at once (it cannot share the square).
            own = [ref for ref in captures if ref.colour == c]
            if own:
                capture(s, c, i, own, events)
            s.pending.append(_new(PendingCapture, (c, i, square)))
        else:
            capture(s, c, i, captures, events)
    if forms_block and events is not None:
        events.append(Event("blocked", c, i, to=to))


def after_move(
    cr: CompiledRules, s: GameState, c: Colour, value: int, home: bool, events: list[Event] | None
) -> None:
    if s.phase == OVER:
        return
    s.phase = ROLL
    # Only an arrival home can complete a colour.
    if home and s.colour_done(c):
        colour_finished(s, c, events)
        if s.phase != OVER:
            end_turn(s, events)
        return
    roll_again_or_end(cr, s, c, rolls_again(cr, value, True, s.bonus), events)


def no_move(
    cr: CompiledRules, s: GameState, c: Colour, value: int, events: list[Event] | None
) -> None:
    s.current_roll = 0
    s.phase = ROLL
    if retries(cr, s, c, s.tries, s.moved):
        s.tries += 1
        if events is not None:
            events.append(Event("retry", c, value=s.tries + 1))
        return
    passes(cr, s, c, value, events)


def passes(
    cr: CompiledRules, s: GameState, c: Colour, value: int, events: list[Event] | None
) -> None:
    """A roll with no move and no retry is used up: another roll when :func:`rolls_again`
    says so, else the turn passes."""
    if events is not None:
        events.append(Event("passed", c, value=value))
    roll_again_or_end(cr, s, c, rolls_again(cr, value, False, s.bonus), events)


def roll_again_or_end(
    cr: CompiledRules, s: GameState, c: Colour, again: int, events: list[Event] | None
) -> None:
    """Another roll when :func:`rolls_again` said ``again`` (the bonus used up when it is
    the reason); else the turn passes."""
    if again:
        if again == AGAIN_BONUS:
            s.bonus = False
        if events is not None:
            events.append(Event("bonus", c))
        return
    end_turn(s, events)


def huff(cr: CompiledRules, s: GameState, seat: Seat, piece: int | None) -> list[Event]:
    """``seat`` huffs ``piece`` (see :meth:`~bot.engine.game.Game.huff`)."""
    if seat not in s.huff_seats():
        raise IllegalAction("no huff is open for this seat")
    assert s.huff_window is not None
    offender, culprit, _ = s.huff_window
    targets = s.huff_targets()
    if piece is None:
        pieces = s.pieces[offender]
        piece = culprit if culprit in targets else max(targets, key=lambda i: pieces[i])
    if piece not in targets:
        raise IllegalAction(f"piece {piece + 1} is not on the track")
    s.ply += 1
    s.legal = None
    p = s.pieces[offender][piece]
    code = offender * PIECES + piece
    move_piece(s, offender, piece, YARD)
    s.pending = [pc for pc in s.pending if pc[:2] != (offender, piece)]
    s.huff_window = HuffWindow(offender, culprit, True)
    events = [Event("huffed", offender, piece, p, YARD, target=PIECE_REFS[code], seat=seat)]
    if s.phase == MOVE:
        s.codes, s.must_capture = legal_codes(cr, s, s.turn, s.current_roll)
        if s.turn == offender and not any(m != PASS_CODE for m in s.codes):
            s.codes = None
            no_move(cr, s, offender, s.current_roll, events)
    return events


def current_codes(cr: CompiledRules, s: GameState) -> list[int]:
    """The legal moves' codes of the roll waiting to be used ([] unless phase is
    ``move``), generated once a roll."""
    if s.phase != MOVE:
        return []
    if s.codes is None:
        s.codes, s.must_capture = legal_codes(cr, s, s.turn, s.current_roll)
    return s.codes


def leave_choice(s: GameState, v: int, codes: list[int], must_capture: bool) -> None:
    """The roll ``v`` leaves a choice among ``codes`` (phase ``move``), as :func:`roll`
    leaves it."""
    s.current_roll = v
    s.phase = MOVE
    s.codes = codes
    s.must_capture = must_capture


def order_roll(s: GameState, value: int, events: list[Event] | None) -> None:
    """A roll for the opening order (turn_order highest_roll)."""
    s.ply += 1
    seat = s.colour_seat[s.turn]
    if events is not None:
        events.append(Event("order_roll", s.turn, value=value, seat=seat))
    s.order_rolls[seat] = value
    s.last_roll = value
    waiting = [o for o in s.order_contenders if o not in s.order_rolls]
    if waiting:
        s.turn = s.seats[waiting[0]][0]
        return
    best = max(s.order_rolls.values())
    top = [o for o in s.order_contenders if s.order_rolls[o] == best]
    s.order_rolls = {}
    if len(top) > 1:
        s.order_contenders = top
        s.turn = s.seats[top[0]][0]
        return
    s.order_contenders = []
    s.phase = ROLL
    s.turn = s.starter = s.seats[top[0]][0]
    s.last_roll = 0
    if events is not None:
        events.append(Event("begins", s.turn, seat=top[0]))
