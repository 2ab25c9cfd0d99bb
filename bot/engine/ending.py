"""The end of a turn and of a game: the captures that wait for it, the next colour,
finished colours, places, war's eliminations and its round limit.

Every function runs inside an action already checked and refuses nothing; ``events`` is
the list the action returns, or None where nobody reads them (a played-out game).
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import OUT, PIECES, YARD
from .moves import PIECE_REFS, Colour, Event, PieceRef
from .outcome import Termination
from .state import OVER, ROLL, GameState

_new = tuple.__new__


def move_piece(s: GameState, c: Colour, i: int, to: int) -> None:
    """The one place a piece moves: its progress, the track's occupants, the own cells
    and the blocks."""
    pieces = s.pieces[c]
    limit = s.limit
    code = c * PIECES + i
    frm = pieces[i]
    track = s.track
    base, n = s.offsets[c], len(track)
    if YARD < frm < limit:
        track[(base + frm) % n].remove(code)
    pieces[i] = to
    if YARD < to < limit:
        track[(base + to) % n].append(code)
    if s.stacks:
        s.recount(c)
    else:  # an own piece landed on leaves at once (own_landing capture): its bit back
        bit, own = s.bits[c], s.own
        own[c] = own[c] ^ bit[frm + 3] ^ bit[to + 3]


def capture(
    s: GameState, c: Colour, piece: int, victims: Sequence[PieceRef], events: list[Event] | None
) -> None:
    """``c``'s piece ``piece`` sends ``victims`` to the yard (out of the game in war)."""
    war = s.rules.war
    dest = OUT if war else YARD
    for ref in victims:
        k, j = ref
        p = s.pieces[k][j]
        move_piece(s, k, j, dest)
        if events is not None:
            events.append(Event("captured", c, piece, frm=p, to=dest, target=ref))
    if war and s.phase != OVER:
        check_war(s, events)


def end_turn(s: GameState, events: list[Event] | None) -> None:
    c = s.turn
    if s.pending:
        resolve_pending(s, events)
        if s.phase == OVER:
            return
    s.sixes = s.tries = 0
    s.moved = s.bonus = False
    s.current_roll = 0
    seat_of, pieces, finished = s.colour_seat, s.pieces, s.finished
    n = len(seat_of)
    # The next colour clockwise in play, not finished, alive (only war takes a piece out:
    # whether a colour lives is asked when its first is out; back to ``c`` at most).
    nxt = (c + 1) % n
    while nxt != c and (
        seat_of[nxt] < 0 or nxt in finished or (pieces[nxt][0] == OUT and not s.alive(nxt))
    ):
        nxt = (nxt + 1) % n
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
    if events is not None:
        events.append(_new(Event, ("next", nxt, -1, 0, 0, 0, None, -1)))


def resolve_pending(s: GameState, events: list[Event] | None) -> None:
    # One at a time: a capture that ends a war resolves the rest from game_over.
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
    starts = s.offsets
    out = []
    for code in s.track[square]:
        k = code // PIECES
        if k == c or (safe and square == starts[k]):
            continue
        out.append(PIECE_REFS[code])
    return out


def colour_finished(s: GameState, c: Colour, events: list[Event] | None) -> None:
    s.finished.append(c)
    side = s.side_of[c]
    if events is not None:
        events.append(Event("finished", c))
    if not all(k in s.finished for k in s.side_colours(side)):
        return
    seats = s.side_seats(side)
    s.places.append(seats)
    place = len(s.places)
    if events is not None:
        events.extend(Event("placed", c, value=place, seat=seat) for seat in seats)
    if place == 1 and not s.rules.play_to_end:
        game_over(s, events, Termination.ALL_HOME)
        return
    left = sorted({s.side_of[k] for k in s.colours if k not in s.finished})
    if len(left) <= 1:
        for side_left in left:
            seats = s.side_seats(side_left)
            s.places.append(seats)
            if events is not None:
                events.extend(Event("placed", value=len(s.places), seat=seat) for seat in seats)
        game_over(s, events, Termination.ALL_HOME)


def game_over(s: GameState, events: list[Event] | None, termination: Termination) -> None:
    s.phase = OVER
    s.termination = termination
    s.current_roll = 0
    s.huff_window = None
    s.codes = None
    s.legal = None
    # The turn that ends the game ends the turn too (RULES.md §5): captures waiting
    # for it resolve before the result. They cannot change it: the places are set, and
    # in war only the winning side has pieces left to be landed on.
    resolve_pending(s, events)
    if events is not None:
        for seat in s.places[0] if s.places else []:
            events.append(Event("won", s.seats[seat][0], value=1, seat=seat))


def check_war(s: GameState, events: list[Event] | None) -> None:
    sides = {s.side_of[k] for k in s.colours}
    dead_sides = {side for side in sides if not any(s.alive(k) for k in s.side_colours(side))}
    known = {seat for group in s.eliminated for seat in group}
    for side in sorted(dead_sides):
        seats = s.side_seats(side)
        if seats[0] in known:
            continue
        s.eliminated.append(seats)
        if events is not None:
            events.extend(Event("eliminated", seat=seat) for seat in seats)
    alive_sides = sorted(sides - dead_sides)
    if len(alive_sides) <= 1:
        s.places = [s.side_seats(side) for side in alive_sides] + s.eliminated[::-1]
        game_over(s, events, Termination.LAST_SIDE_STANDING)


def war_round_limit(s: GameState, events: list[Event] | None) -> None:
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
    if events is not None:
        for i, group in enumerate(s.places):
            events.extend(Event("placed", value=i + 1, seat=seat) for seat in group)
    game_over(s, events, Termination.ROUND_LIMIT)
