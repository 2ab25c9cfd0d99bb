"""The fast kernel for every other rule set: squares that hold several colours (blocks,
safe start squares, ``capture no``, captures at the turn's end), teams, war, forced
capture (strict, or huffs), extra laps and ``exact_home no``.

It follows :mod:`bot.engine.turns` (and, in :mod:`.moves`, :mod:`bot.engine.movegen`)
step for step, on plain lists and tuples: no events, no move objects, no copies of the
move list, no phases for actions nobody can take, one object per game. What it must never
do is differ from the engine; ``tests/engine/test_fastpath.py`` plays both side by side
and compares every move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..board import OUT, YARD
from ..outcome import Termination
from .common import FastResult, Finish, Position, Watch
from .moves import PASS, FMove, MoveRules
from .tables import Tables


def play_general(
    t: Tables,
    rolls: Iterator[int],
    rand: Sequence[Callable[[], float]],
    watch: Watch | None = None,
    max_turns: int = 100_000,
    start: Position | None = None,
    huff_by_next_seat: bool = False,
) -> FastResult:
    """As :func:`~bot.engine.fastpath.simple.play_simple`, for any rules.

    With ``forced_capture huff`` every huff the rules open is taken at once, on one of two
    terms. By default as ``play_out`` takes it: by the first seat of another side, on the
    piece the rules name (the one that could have captured if it is still on the track,
    else the offender's piece furthest round). With ``huff_by_next_seat`` as random
    computers take it (``computers.take_huff``): by the first seat of another side after
    the offender, on a piece of the offender's on the track drawn by that seat's
    ``rand``."""
    roll = rolls.__next__
    game = _Game(t, rand, watch, start or Position.start(t, roll))
    game.huff_by_next_seat = huff_by_next_seat
    return game.play(roll, max_turns)


class _Game(MoveRules):
    """One game: the turn's flow on :class:`~bot.engine.fastpath.moves.MoveRules`."""

    __slots__ = (
        "bonus",
        "clear_start",
        "eliminated",
        "entry_always",
        "finish",
        "following",
        "forced_entry",
        "huff",
        "huff_by_next_seat",
        "huff_culprit",
        "huff_offender",
        "huff_used",
        "may_pass",
        "moved",
        "over",
        "pending",
        "places",
        "rand",
        "round",
        "sixes",
        "starter",
        "strict",
        "t",
        "termination",
        "tries",
        "turn",
        "turns",
        "watch",
    )

    def __init__(
        self, t: Tables, rand: Sequence[Callable[[], float]], watch: Watch | None, start: Position
    ):
        super().__init__(t, start.pieces)
        r = t.rules
        self.t = t
        self.rand = rand
        self.watch = watch
        self.forced_entry = r.forced_entry != "never"
        self.entry_always = r.forced_entry == "always"
        self.clear_start = r.clear_start
        self.strict = r.forced_capture == "strict"
        self.huff = r.forced_capture == "huff"
        self.huff_by_next_seat = False
        # The open huff window: the colour that skipped a capture (-1: none), the piece
        # that could have made it, and whether its one huff is taken.
        self.huff_offender, self.huff_culprit, self.huff_used = start.huff or (-1, -1, False)
        self.may_pass = not r.must_move
        # The colour in play after each colour, clockwise.
        self.following = []
        for c in range(t.n_colours):
            nxt = (c + 1) % t.n_colours
            while t.seat_of[nxt] < 0:
                nxt = (nxt + 1) % t.n_colours
            self.following.append(nxt)
        self.pending: list[tuple[int, int, int]] = list(start.pending)
        self.finish = Finish(t, start)
        self.places = self.finish.places
        self.eliminated: list[list[int]] = [list(p) for p in start.eliminated]
        self.over = False
        self.termination: Termination | None = None
        self.sixes, self.tries, self.turns = start.sixes, start.tries, start.turns
        self.round = start.round
        self.moved, self.bonus = start.moved, start.bonus
        self.turn, self.starter = start.turn, start.starter

    # -- the game -------------------------------------------------------------------

    def play(self, roll: Callable[[], int], max_turns: int) -> FastResult:
        """The game to its end (or ``max_turns``): the engine's ``roll_die``, the board's
        moves (:meth:`~bot.engine.fastpath.moves.MoveRules.raw`) and the obligations
        (:meth:`obliged_moves`), the choice and the move (``Game.play``, then the
        after-move: another roll for a 6, the colour home, a huff window opened) or
        :meth:`rolls_without_move`, and the turn's end, in one loop with the options in
        locals."""
        t = self.t
        rules = t.rules
        rand, watch, all_pieces = self.rand, self.watch, self.pieces
        max_sixes, huff, six_again = rules.max_sixes, self.huff, rules.six_again
        tries_bonus = rules.three_tries_bonus
        raw, obliged_moves, captures_opponent = self.raw, self.obliged_moves, self.captures_opponent
        no_move = 1 if self.may_pass else 0  # a list this long holds no real move
        # Without an obligation or a pass to offer, the board's moves are the legal ones.
        obliging = (
            self.partners
            or self.forced_entry
            or self.clear_start
            or self.moves_on
            or self.strict
            or self.huff
            or self.may_pass
        )
        while not self.over and self.turns < max_turns:
            c = self.turn
            if huff and self.huff_offender >= 0:
                self.huff_before_roll(c)
            v = roll()
            self.sixes = self.sixes + 1 if v == 6 else 0
            if max_sixes and self.sixes >= max_sixes:
                self.end_turn()
                continue
            moves, must_capture = raw(c, v, False), False
            if moves and obliging:
                moves, must_capture = obliged_moves(c, v, moves)
            if len(moves) <= no_move:
                if self.rolls_without_move(c, v):
                    continue
            else:
                if tries_bonus and not self.moved and self.tries < 2 and self.tries_apply(c):
                    self.bonus = True
                choice = int(rand[c]() * len(moves))
                m = moves[choice]
                if watch is not None:
                    listed = [(x[0], x[1], x[2]) for x in moves]
                    watch(c, v, listed, choice, [list(all_pieces[k]) for k in t.colours])
                if m is PASS:
                    self.end_turn()
                    continue
                self.moved = True
                self.apply(c, m)
                if must_capture and not captures_opponent(c, m):
                    self.open_huff_window(c, moves)
                if self.over:
                    break
                if m[7] and self.all_home(c):
                    self.colour_home(c)
                    continue
                if v == 6 and six_again:
                    continue
            if self.bonus:
                self.bonus = False
                continue
            self.end_turn()
        return self.finish.result(self.turns, self.termination, [all_pieces[k] for k in t.colours])

    def open_huff_window(self, c: int, moves: list[FMove]) -> None:
        """``c`` skipped a capture: every offending move opens its own window (RULES.md
        §5), on the piece that could have made it."""
        self.huff_offender = c
        self.huff_culprit = next(x[0] for x in moves if self.captures_opponent(c, x))
        self.huff_used = False

    def colour_home(self, c: int) -> None:
        """Every piece of ``c`` is home: it is placed, and the game ends or the turn ends
        at once (no bonus roll)."""
        if self.finish.colour_done(c):
            self.game_over(Termination.ALL_HOME)
        else:
            self.end_turn()

    def huff_before_roll(self, c: int) -> None:
        """Before any action an open huff is taken; another colour's roll closes it."""
        if not self.huff_used:
            self.take_huff()
        if self.huff_offender != c:
            self.huff_offender = -1

    def obliged_moves(self, c: int, v: int, moves: list[FMove]) -> tuple[list[FMove], bool]:
        """Of the board's ``moves`` for colour ``c`` and roll ``v``, the ones it may choose
        (``movegen.legal_moves``), and whether skipping a capture among them is an
        offence (``forced_capture huff``): the obligations in RULES.md §5's order, the
        first that leaves moves applying."""
        if self.partners:
            moves = [m for m in moves if not m[4]] or moves
        pieces = self.pieces[c]
        obliged = None
        if self.forced_entry and self.entry[v]:
            entries = [m for m in moves if m[8]]
            if entries and (self.entry_always or not any(YARD < p < self.limit for p in pieces)):
                obliged = entries
        if (
            obliged is None
            and (self.clear_start or (self.moves_on and self.entry[v]))
            and YARD in pieces
            and 0 in pieces
        ):
            obliged = [m for m in moves if m[1] == 0] or None
        if obliged is None and self.strict:
            obliged = [m for m in moves if self.captures_opponent(c, m)] or None
        must_capture = False
        if obliged is not None:
            moves = obliged
        elif self.huff:
            captures = sum(1 for m in moves if self.captures_opponent(c, m))
            must_capture = 0 < captures < len(moves)
        if self.may_pass:
            moves.append(PASS)
        return moves, must_capture

    def rolls_without_move(self, c: int, v: int) -> bool:
        """No move for roll ``v``: True when ``c`` rolls again (three tries, or an unusable
        6 under ``six_again_without_move``), False when a bonus roll decides."""
        rules = self.t.rules
        if rules.three_tries and not self.moved and self.tries < 2 and self.tries_apply(c):
            self.tries += 1
            return True
        return v == 6 and rules.six_again and rules.six_again_without_move

    def all_home(self, c: int) -> bool:
        """Every piece of ``c`` is home (``GameState.colour_done``; never in war)."""
        if self.war:
            return False
        threshold = self.last if self.goal else self.limit
        return all(p >= threshold for p in self.pieces[c])

    # -- applying a move ------------------------------------------------------------

    def apply(self, c: int, m: FMove) -> None:
        i, frm, to, caps = m[0], m[1], m[2], m[3]
        limit, n, base = self.limit, self.n, self.off[c]
        code = c * 4 + i
        if YARD < frm < limit:
            left = self.track[(base + frm) % n]
            left.remove(code)
            if len(left) == 1:
                self.crowded -= 1
            if self.pending:
                self.pending = [pc for pc in self.pending if pc[:2] != (c, i)]
        self.pieces[c][i] = to
        if YARD < to < limit:
            square = self.track[(base + to) % n]
            square.append(code)
            if len(square) == 2:
                self.crowded += 1
        if caps:
            if m[6]:
                own = [x for x in caps if x >> 2 == c]
                if own:
                    self.capture_pieces(own)
                self.pending.append((c, i, (base + to) % n))
            else:
                self.capture_pieces(caps)

    def capture_pieces(self, victims: Sequence[int]) -> None:
        dest = OUT if self.war else YARD
        n = self.n
        for code in victims:
            k, j = code >> 2, code & 3
            p = self.pieces[k][j]
            square = self.track[(self.off[k] + p) % n]
            square.remove(code)
            if len(square) == 1:
                self.crowded -= 1
            self.pieces[k][j] = dest
        if self.war and not self.over:
            self.check_war()

    def take_huff(self) -> None:
        """The open window's huff (``Game.huff``), taken on the terms :func:`play_general`
        names, if the offender has a piece on the track."""
        offender, limit = self.huff_offender, self.limit
        pieces = self.pieces[offender]
        targets = [i for i, p in enumerate(pieces) if YARD < p < limit]
        if not targets:
            return
        t = self.t
        side = self.side_of[offender]
        seats = [t.seat_of[k] for k in t.colours if self.side_of[k] != side]
        if self.huff_by_next_seat:
            here = t.seat_of[offender]
            seat = min(seats, key=lambda s: (s - here) % len(t.colours))
            piece = targets[int(self.rand[t.colours[seat]]() * len(targets))]
        elif self.huff_culprit in targets:
            piece = self.huff_culprit
        else:
            piece = max(targets, key=lambda i: pieces[i])
        p = pieces[piece]
        square = self.track[(self.off[offender] + p) % self.n]
        square.remove(offender * 4 + piece)
        if len(square) == 1:
            self.crowded -= 1
        pieces[piece] = YARD
        self.pending = [pc for pc in self.pending if pc[:2] != (offender, piece)]
        self.huff_used = True

    # -- the end of a turn ----------------------------------------------------------

    def end_turn(self) -> None:
        c = self.turn
        if self.pending:
            self.resolve_pending()
            if self.over:
                return
        self.sixes = self.tries = 0
        self.moved = self.bonus = False
        finished = self.finish.finished
        if not self.war:
            # Rounds count only for war's round limit.
            nxt = self.following[c]
            while nxt in finished:
                nxt = self.following[nxt]
            self.turn = nxt
            self.turns += 1
            return
        t = self.t
        n = t.n_colours
        nxt = c
        for _ in range(n):
            nxt = (nxt + 1) % n
            if t.seat_of[nxt] < 0 or nxt in finished or (self.war and not self.alive(nxt)):
                continue
            break
        step, to_starter = (nxt - c) % n or n, (self.starter - c) % n or n
        if to_starter <= step:
            self.round += 1
            if self.war and self.round > t.rules.war_rounds:
                self.war_round_limit()
                return
        self.turn = nxt
        self.turns += 1

    def resolve_pending(self) -> None:
        n, limit = self.n, self.limit
        while self.pending:
            c, i, square = self.pending.pop(0)
            p = self.pieces[c][i]
            if not (YARD < p < limit) or (self.off[c] + p) % n != square:
                continue
            if not self.capture:
                continue
            victims = [
                code
                for code in self.track[square]
                if code >> 2 != c and not (self.safe_start and square == self.off[code >> 2])
            ]
            if victims:
                self.capture_pieces(victims)

    def alive(self, c: int) -> bool:
        return any(p != OUT for p in self.pieces[c])

    def game_over(self, termination: Termination) -> None:
        self.over = True
        self.termination = termination
        self.resolve_pending()

    def side_colours(self, side: int) -> list[int]:
        return [c for c in self.t.colours if self.side_of[c] == side]

    def check_war(self) -> None:
        sides = {self.side_of[k] for k in self.t.colours}
        dead = {s for s in sides if not any(self.alive(k) for k in self.side_colours(s))}
        known = {s for group in self.eliminated for s in group}
        for side in sorted(dead):
            seats = self.finish.side_seats(side)
            if seats[0] not in known:
                self.eliminated.append(seats)
        alive = sorted(sides - dead)
        if len(alive) <= 1:
            self.places[:] = [self.finish.side_seats(s) for s in alive] + self.eliminated[::-1]
            self.game_over(Termination.LAST_SIDE_STANDING)

    def war_round_limit(self) -> None:
        counts: dict[int, int] = {}
        for k in self.t.colours:
            side = self.side_of[k]
            counts[side] = counts.get(side, 0) + sum(1 for p in self.pieces[k] if p != OUT)
        by_count: dict[int, list[int]] = {}
        for side, count in counts.items():
            if count:
                by_count.setdefault(count, []).extend(self.finish.side_seats(side))
        self.places[:] = [sorted(by_count[x]) for x in sorted(by_count, reverse=True)]
        self.places += self.eliminated[::-1]
        self.game_over(Termination.ROUND_LIMIT)
