"""The turn: what a roll, a move or a huff does to a :class:`~bot.engine.state.GameState`,
and what follows it (captures, another roll or the next colour, finished colours, the
end of the game).

:func:`roll`, :func:`play` and :func:`huff` are the actions: each checks that it may be
taken (else :class:`~bot.engine.state.IllegalAction`, the state untouched) and returns
its events; :class:`~bot.engine.game.Game` calls them. The functions after them run
inside an action already checked, so none of them refuses anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import OUT, PIECES, YARD
from .movegen import CompiledRules, captures_opponent, legal_moves, three_tries_applies
from .moves import (
    PASS_PIECE,
    PIECE_REFS,
    Colour,
    Event,
    HuffWindow,
    Move,
    PendingCapture,
    PieceRef,
    Seat,
)
from .outcome import Termination
from .state import MOVE, ORDER, OVER, ROLL, GameState, IllegalAction

_new = tuple.__new__

# -- the actions ----------------------------------------------------------------------


def roll(cr: CompiledRules, s: GameState, value: int) -> list[Event]:
    """The player to act rolls ``value``."""
    if s.phase not in (ROLL, ORDER):
        raise IllegalAction("it is not time to roll" if s.phase != OVER else "game over")
    if not 1 <= value <= 6:
        raise IllegalAction(f"a die shows 1 to 6, not {value}")
    s.ply += 1
    s.legal = None
    if s.phase == ORDER:
        return _order_roll(s, value)
    c = s.turn
    rules = s.rules
    events = [_new(Event, ("rolled", c, -1, 0, 0, value, None, -1))]
    hw = s.huff_window
    if hw is not None and hw.offender != c:
        s.huff_window = None
    s.last_roll = value
    if value == 6:
        s.sixes += 1
        if rules.max_sixes and s.sixes >= rules.max_sixes:
            events.append(Event("third_six", c, value=s.sixes))
            end_turn(s, events)
            return events
    else:
        s.sixes = 0
    moves, must_capture = legal_moves(cr, s, c, value)
    # PASS, when offered, comes last: anything before it is a real move.
    if moves and (len(moves) > 1 or moves[0].piece != PASS_PIECE):
        if (
            rules.three_tries_bonus
            and not s.moved
            and s.tries < 2
            and three_tries_applies(cr, s, c)
        ):
            s.bonus = True
        s.current_roll = value
        s.phase = MOVE
        s.legal = moves
        s.must_capture = must_capture
        return events
    no_move(cr, s, c, value, events)
    return events


def _order_roll(s: GameState, value: int) -> list[Event]:
    seat = s.colour_seat[s.turn]
    events = [Event("order_roll", s.turn, value=value, seat=seat)]
    s.order_rolls[seat] = value
    s.last_roll = value
    waiting = [o for o in s.order_contenders if o not in s.order_rolls]
    if waiting:
        s.turn = s.seats[waiting[0]][0]
        return events
    best = max(s.order_rolls.values())
    top = [o for o in s.order_contenders if s.order_rolls[o] == best]
    s.order_rolls = {}
    if len(top) > 1:
        s.order_contenders = top
        s.turn = s.seats[top[0]][0]
        return events
    s.order_contenders = []
    s.phase = ROLL
    s.turn = s.starter = s.seats[top[0]][0]
    s.last_roll = 0
    events.append(Event("begins", s.turn, seat=top[0]))
    return events


def current_moves(cr: CompiledRules, s: GameState) -> list[Move]:
    """The legal moves of the roll waiting to be used ([] unless phase is ``move``),
    generated once a roll (the list itself: callers copy it before handing it out)."""
    if s.phase != MOVE:
        return []
    if s.legal is None:
        s.legal, s.must_capture = legal_moves(cr, s, s.turn, s.current_roll)
    return s.legal


def play(cr: CompiledRules, s: GameState, move: Move | int) -> list[Event]:
    """The player to act plays ``move``: one of :func:`current_moves`, or its index there."""
    if s.phase != MOVE:
        raise IllegalAction("there is no roll to use" if s.phase != OVER else "game over")
    legal = s.legal if s.legal is not None else current_moves(cr, s)
    if isinstance(move, int):
        if not 0 <= move < len(legal):
            raise IllegalAction(f"no move number {move}")
        move = legal[move]
    elif move not in legal:
        raise IllegalAction(f"{move} is not legal now")
    c = s.turn
    value = s.current_roll
    must_capture = s.must_capture
    s.ply += 1
    s.legal = None
    s.current_roll = 0
    events: list[Event] = []
    if move.piece == PASS_PIECE:
        events.append(Event("passed", c, value=value))
        s.phase = ROLL
        end_turn(s, events)
        return events
    s.moved = True
    apply_move(s, c, move, events)
    if must_capture and not captures_opponent(s, c, move):
        # Every offending move opens its own window, even after a huff in this turn
        # (RULES.md §5). The piece that could have captured is the one a huff takes
        # by default.
        culprit = next(m.piece for m in legal if captures_opponent(s, c, m))
        s.huff_window = HuffWindow(c, culprit, False)
    after_move(s, c, value, move.reaches_home, events)
    return events


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
    s.track[s.square(offender, p)].remove(code)
    s.pieces[offender][piece] = YARD
    s.pending = [pc for pc in s.pending if pc[:2] != (offender, piece)]
    s.huff_window = HuffWindow(offender, culprit, True)
    events = [Event("huffed", offender, piece, p, YARD, target=PIECE_REFS[code], seat=seat)]
    if (
        s.phase == MOVE
        and s.turn == offender
        and not any(m.piece != PASS_PIECE for m in current_moves(cr, s))
    ):
        no_move(cr, s, offender, s.current_roll, events)
    return events


# -- after a roll or a move ---------------------------------------------------------


def no_move(cr: CompiledRules, s: GameState, c: Colour, value: int, events: list[Event]) -> None:
    rules = s.rules
    s.current_roll = 0
    s.phase = ROLL
    if rules.three_tries and not s.moved and s.tries < 2 and three_tries_applies(cr, s, c):
        s.tries += 1
        events.append(Event("retry", c, value=s.tries + 1))
        return
    events.append(Event("passed", c, value=value))
    roll_again_or_end(s, c, value == 6 and rules.six_again_without_move, events)


def roll_again_or_end(s: GameState, c: Colour, six: bool, events: list[Event]) -> None:
    """Another roll for a usable 6 (``six``) or a pending three-tries bonus; else the
    turn passes."""
    if six and s.rules.six_again:
        events.append(Event("bonus", c))
        return
    if s.bonus:
        s.bonus = False
        events.append(Event("bonus", c))
        return
    end_turn(s, events)


def apply_move(s: GameState, c: Colour, m: Move, events: list[Event]) -> None:
    limit = s.limit
    code = c * PIECES + m.piece
    if YARD < m.frm < limit:
        s.track[s.square(c, m.frm)].remove(code)
        if s.pending:
            s.pending = [pc for pc in s.pending if pc[:2] != (c, m.piece)]
    s.pieces[c][m.piece] = m.to
    if YARD < m.to < limit:
        s.track[s.square(c, m.to)].append(code)
    kind = "entered" if m.enters else "moved"
    events.append(_new(Event, (kind, c, m.piece, m.frm, m.to, 0, None, -1)))
    if m.reaches_home:
        events.append(Event("home", c, m.piece, m.frm, m.to))
    if m.captures:
        if m.deferred:
            # Only captures of other colours wait for the turn's end; an own piece
            # landed on goes at once (it cannot share the square).
            own = [ref for ref in m.captures if ref.colour == c]
            if own:
                capture(s, c, m.piece, own, events)
            s.pending.append(PendingCapture(c, m.piece, s.square(c, m.to)))
        else:
            capture(s, c, m.piece, m.captures, events)
    if m.forms_block:
        events.append(Event("blocked", c, m.piece, to=m.to))


def capture(
    s: GameState, c: Colour, piece: int, victims: Sequence[PieceRef], events: list[Event]
) -> None:
    dest = OUT if s.rules.war else YARD
    for ref in victims:
        k, j = ref
        p = s.pieces[k][j]
        s.track[s.square(k, p)].remove(ref.code)
        s.pieces[k][j] = dest
        events.append(Event("captured", c, piece, frm=p, to=dest, target=ref))
    if s.rules.war and s.phase != OVER:
        check_war(s, events)


def after_move(s: GameState, c: Colour, value: int, home: bool, events: list[Event]) -> None:
    if s.phase == OVER:
        return
    # Only an arrival home can complete a colour.
    if home and s.colour_done(c):
        colour_finished(s, c, events)
        if s.phase == OVER:
            return
        s.phase = ROLL
        end_turn(s, events)
        return
    s.phase = ROLL
    roll_again_or_end(s, c, value == 6, events)


# -- the end of a turn --------------------------------------------------------------


def end_turn(s: GameState, events: list[Event]) -> None:
    c = s.turn
    if s.pending:
        resolve_pending(s, events)
        if s.phase == OVER:
            return
    s.sixes = s.tries = 0
    s.moved = s.bonus = False
    s.current_roll = 0
    n = len(s.colour_seat)
    seat_of = s.colour_seat
    finished = s.finished
    war = s.rules.war
    nxt = c
    for _ in range(n):
        nxt = (nxt + 1) % n
        if seat_of[nxt] < 0 or nxt in finished or (war and not s.alive(nxt)):
            continue
        break
    # A round ends when the turn comes back to (or passes) the colour that began.
    step, to_starter = (nxt - c) % n or n, (s.starter - c) % n or n
    if to_starter <= step:
        s.round += 1
        if s.rules.war and s.round > s.rules.war_rounds:
            war_round_limit(s, events)
            return
    s.turn = nxt
    s.turns += 1
    s.phase = ROLL
    events.append(_new(Event, ("next", nxt, -1, 0, 0, 0, None, -1)))


def resolve_pending(s: GameState, events: list[Event]) -> None:
    # One at a time: a capture that ends a war resolves the rest from _game_over.
    while s.pending:
        c, piece, square = s.pending.pop(0)
        p = s.pieces[c][piece]
        if not (YARD < p < s.limit) or s.square(c, p) != square:
            continue
        land = landing_victims(s, c, square)
        if land:
            capture(s, c, piece, land, events)


def landing_victims(s: GameState, c: Colour, square: int) -> list[PieceRef]:
    if not s.rules.capture:
        return []
    safe = s.rules.safe_start
    start_square = s.board.start_square
    out = []
    for code in s.track[square]:
        k = code // PIECES
        if k == c or (safe and square == start_square(k)):
            continue
        out.append(PIECE_REFS[code])
    return out


# -- results ------------------------------------------------------------------------


def colour_finished(s: GameState, c: Colour, events: list[Event]) -> None:
    s.finished.append(c)
    events.append(Event("finished", c))
    side = s.side_of[c]
    if not all(k in s.finished for k in s.side_colours(side)):
        return
    seats = s.side_seats(side)
    s.places.append(seats)
    place = len(s.places)
    for seat in seats:
        events.append(Event("placed", c, value=place, seat=seat))
    if place == 1 and not s.rules.play_to_end:
        game_over(s, events, Termination.ALL_HOME)
        return
    left = sorted({s.side_of[k] for k in s.colours if k not in s.finished})
    if len(left) <= 1:
        for side_left in left:
            seats = s.side_seats(side_left)
            s.places.append(seats)
            for seat in seats:
                events.append(Event("placed", value=len(s.places), seat=seat))
        game_over(s, events, Termination.ALL_HOME)


def game_over(s: GameState, events: list[Event], termination: Termination) -> None:
    s.phase = OVER
    s.termination = termination
    s.current_roll = 0
    s.huff_window = None
    s.legal = None
    # The turn that ends the game ends the turn too (RULES.md §5): captures waiting
    # for it resolve before the result. They cannot change it: the places are set, and
    # in war only the winning side has pieces left to be landed on.
    resolve_pending(s, events)
    for seat in s.places[0] if s.places else []:
        events.append(Event("won", s.seats[seat][0], value=1, seat=seat))


def check_war(s: GameState, events: list[Event]) -> None:
    sides = {s.side_of[k] for k in s.colours}
    dead_sides = {side for side in sides if not any(s.alive(k) for k in s.side_colours(side))}
    known = {seat for group in s.eliminated for seat in group}
    for side in sorted(dead_sides):
        seats = s.side_seats(side)
        if seats[0] in known:
            continue
        s.eliminated.append(seats)
        for seat in seats:
            events.append(Event("eliminated", seat=seat))
    alive_sides = sorted(sides - dead_sides)
    if len(alive_sides) <= 1:
        s.places = [s.side_seats(side) for side in alive_sides] + s.eliminated[::-1]
        game_over(s, events, Termination.LAST_SIDE_STANDING)


def war_round_limit(s: GameState, events: list[Event]) -> None:
    """Rank the living sides by pieces not out; equal counts share a place."""
    counts: dict[int, int] = {}
    for k in s.colours:
        side = s.side_of[k]
        counts[side] = counts.get(side, 0) + sum(1 for p in s.pieces[k] if p != OUT)
    by_count: dict[int, list[int]] = {}
    for side, n in counts.items():
        if n:
            by_count.setdefault(n, []).extend(s.side_seats(side))
    s.places = [sorted(by_count[n]) for n in sorted(by_count, reverse=True)]
    s.places += s.eliminated[::-1]
    for i, group in enumerate(s.places):
        for seat in group:
            events.append(Event("placed", value=i + 1, seat=seat))
    game_over(s, events, Termination.ROUND_LIMIT)
