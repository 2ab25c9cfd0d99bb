"""The flow of a turn once a roll or a move is made: applying a move and its captures,
another roll or the next colour, finishing colours, and the end of the game.

:class:`TurnFlow` is the layer of :class:`~bot.engine.game.Game` between move generation
and the public actions; every method here runs inside an action that has already been
checked, so none of them refuses anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import OUT, PIECES, YARD
from .movegen import MoveGeneration
from .moves import PIECE_REFS, Colour, Event, Move, PendingCapture, PieceRef
from .outcome import Termination
from .state import OVER, ROLL

_new = tuple.__new__


class TurnFlow(MoveGeneration):
    __slots__ = ()

    # -- after a roll or a move ---------------------------------------------------------

    def _no_move(self, c: Colour, value: int, events: list[Event]) -> None:
        rules = self.rules
        self.current_roll = 0
        self.phase = ROLL
        if rules.three_tries and not self.moved and self.tries < 2 and self._three_tries_applies(c):
            self.tries += 1
            events.append(Event("retry", c, value=self.tries + 1))
            return
        events.append(Event("passed", c, value=value))
        self._roll_again_or_end(c, value == 6 and rules.six_again_without_move, events)

    def _roll_again_or_end(self, c: Colour, six: bool, events: list[Event]) -> None:
        """Another roll for a usable 6 (``six``) or a pending three-tries bonus; else the
        turn passes."""
        if six and self.rules.six_again:
            events.append(Event("bonus", c))
            return
        if self.bonus:
            self.bonus = False
            events.append(Event("bonus", c))
            return
        self._end_turn(events)

    def _apply_move(self, c: Colour, m: Move, events: list[Event]) -> None:
        limit = self._limit
        code = c * PIECES + m.piece
        if YARD < m.frm < limit:
            self.track[self._square(c, m.frm)].remove(code)
            if self.pending:
                self.pending = [pc for pc in self.pending if pc[:2] != (c, m.piece)]
        self.pieces[c][m.piece] = m.to
        if YARD < m.to < limit:
            self.track[self._square(c, m.to)].append(code)
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
                    self._capture(c, m.piece, own, events)
                self.pending.append(PendingCapture(c, m.piece, self._square(c, m.to)))
            else:
                self._capture(c, m.piece, m.captures, events)
        if m.forms_block:
            events.append(Event("blocked", c, m.piece, to=m.to))

    def _capture(
        self, c: Colour, piece: int, victims: Sequence[PieceRef], events: list[Event]
    ) -> None:
        dest = OUT if self.rules.war else YARD
        for ref in victims:
            k, j = ref
            p = self.pieces[k][j]
            self.track[self._square(k, p)].remove(ref.code)
            self.pieces[k][j] = dest
            events.append(Event("captured", c, piece, frm=p, to=dest, target=ref))
        if self.rules.war and self.phase != OVER:
            self._check_war(events)

    def _after_move(self, c: Colour, value: int, home: bool, events: list[Event]) -> None:
        if self.phase == OVER:
            return
        # Only an arrival home can complete a colour.
        if home and self.colour_done(c):
            self._colour_finished(c, events)
            if self.phase == OVER:
                return
            self.phase = ROLL
            self._end_turn(events)
            return
        self.phase = ROLL
        self._roll_again_or_end(c, value == 6, events)

    # -- the end of a turn --------------------------------------------------------------

    def _end_turn(self, events: list[Event]) -> None:
        c = self.turn
        if self.pending:
            self._resolve_pending(events)
            if self.phase == OVER:
                return
        self.sixes = self.tries = 0
        self.moved = self.bonus = False
        self.current_roll = 0
        n = len(self.colour_seat)
        seat_of = self.colour_seat
        finished = self.finished
        war = self.rules.war
        nxt = c
        for _ in range(n):
            nxt = (nxt + 1) % n
            if seat_of[nxt] < 0 or nxt in finished or (war and not self.alive(nxt)):
                continue
            break
        # A round ends when the turn comes back to (or passes) the colour that began.
        step, to_starter = (nxt - c) % n or n, (self.starter - c) % n or n
        if to_starter <= step:
            self.round += 1
            if self.rules.war and self.round > self.rules.war_rounds:
                self._war_round_limit(events)
                return
        self.turn = nxt
        self.turns += 1
        self.phase = ROLL
        events.append(_new(Event, ("next", nxt, -1, 0, 0, 0, None, -1)))

    def _resolve_pending(self, events: list[Event]) -> None:
        # One at a time: a capture that ends a war resolves the rest from _game_over.
        while self.pending:
            c, piece, square = self.pending.pop(0)
            p = self.pieces[c][piece]
            if not (YARD < p < self._limit) or self._square(c, p) != square:
                continue
            land = self._landing_victims(c, square)
            if land:
                self._capture(c, piece, land, events)

    def _landing_victims(self, c: Colour, square: int) -> list[PieceRef]:
        if not self.rules.capture:
            return []
        safe = self.rules.safe_start
        start_square = self.board.start_square
        out = []
        for code in self.track[square]:
            k = code // PIECES
            if k == c or (safe and square == start_square(k)):
                continue
            out.append(PIECE_REFS[code])
        return out

    # -- results ------------------------------------------------------------------------

    def _colour_finished(self, c: Colour, events: list[Event]) -> None:
        self.finished.append(c)
        events.append(Event("finished", c))
        side = self.side_of[c]
        if not all(k in self.finished for k in self._side_colours(side)):
            return
        seats = self._side_seats(side)
        self.places.append(seats)
        place = len(self.places)
        for s in seats:
            events.append(Event("placed", c, value=place, seat=s))
        if place == 1 and not self.rules.play_to_end:
            self._game_over(events, Termination.ALL_HOME)
            return
        left = sorted({self.side_of[k] for k in self.colours if k not in self.finished})
        if len(left) <= 1:
            for side_left in left:
                seats = self._side_seats(side_left)
                self.places.append(seats)
                for s in seats:
                    events.append(Event("placed", value=len(self.places), seat=s))
            self._game_over(events, Termination.ALL_HOME)

    def _game_over(self, events: list[Event], termination: Termination) -> None:
        self.phase = OVER
        self.termination = termination
        self.current_roll = 0
        self.huff_window = None
        self._moves = None
        # The turn that ends the game ends the turn too (RULES.md §5): captures waiting
        # for it resolve before the result. They cannot change it: the places are set, and
        # in war only the winning side has pieces left to be landed on.
        self._resolve_pending(events)
        for s in self.places[0] if self.places else []:
            events.append(Event("won", self.seats[s][0], value=1, seat=s))

    def _check_war(self, events: list[Event]) -> None:
        sides = {self.side_of[k] for k in self.colours}
        dead_sides = {
            side for side in sides if not any(self.alive(k) for k in self._side_colours(side))
        }
        known = {s for group in self.eliminated for s in group}
        for side in sorted(dead_sides):
            seats = self._side_seats(side)
            if seats[0] in known:
                continue
            self.eliminated.append(seats)
            for s in seats:
                events.append(Event("eliminated", seat=s))
        alive_sides = sorted(sides - dead_sides)
        if len(alive_sides) <= 1:
            self.places = [self._side_seats(s) for s in alive_sides] + self.eliminated[::-1]
            self._game_over(events, Termination.LAST_SIDE_STANDING)

    def _war_round_limit(self, events: list[Event]) -> None:
        """Rank the living sides by pieces not out; equal counts share a place."""
        counts: dict[int, int] = {}
        for k in self.colours:
            side = self.side_of[k]
            counts[side] = counts.get(side, 0) + sum(1 for p in self.pieces[k] if p != OUT)
        by_count: dict[int, list[int]] = {}
        for side, n in counts.items():
            if n:
                by_count.setdefault(n, []).extend(self._side_seats(side))
        self.places = [sorted(by_count[n]) for n in sorted(by_count, reverse=True)]
        self.places += self.eliminated[::-1]
        for i, group in enumerate(self.places):
            for s in group:
                events.append(Event("placed", value=i + 1, seat=s))
        self._game_over(events, Termination.ROUND_LIMIT)
