"""The fast kernel for every other rule set: squares that hold several colours (blocks,
safe start squares, ``capture no``, captures at the turn's end), teams, war, forced
capture (strict, or huffs), extra laps and ``exact_home no``.

It follows :mod:`bot.engine.movegen` and :mod:`bot.engine.turns` step for step, on plain
lists and tuples: no events, no move objects, no copies of the move list, no phases for
actions nobody can take, one object per game. What it must never do is differ from the
engine; ``tests/engine/test_fastpath.py`` plays both side by side and compares every move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..board import OUT, YARD
from ..outcome import Termination
from .common import FastResult, Finish, Position, Watch
from .tables import Tables

# A move: (piece, frm, to, captures as piece codes, partner, extra_lap, deferred,
# reaches_home, enters). PASS is the engine's pass, listed last when offered.
FMove = tuple[int, int, int, tuple[int, ...], bool, bool, bool, bool, bool]
PASS: FMove = (-1, 0, 0, (), False, False, False, False, False)
Landing = tuple[tuple[int, ...], bool, bool]
"""What landing does: (captures, partner, deferred); None when the piece may not land."""


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


class _Game:
    __slots__ = (
        "at_turn_end",
        "blocks",
        "bonus",
        "capture",
        "clear_start",
        "crowded",
        "eliminated",
        "entry",
        "entry_always",
        "exact",
        "exact_home",
        "extra_lap",
        "finish",
        "following",
        "forced_entry",
        "goal",
        "home_jump",
        "home_moves",
        "huff",
        "huff_by_next_seat",
        "huff_culprit",
        "huff_offender",
        "huff_used",
        "lap",
        "last",
        "limit",
        "may_pass",
        "moved",
        "moves_on",
        "n",
        "off",
        "over",
        "own_may_pass",
        "own_mode",
        "partner",
        "partners",
        "pending",
        "pieces",
        "places",
        "rand",
        "round",
        "safe_start",
        "side_of",
        "sixes",
        "starter",
        "strict",
        "t",
        "termination",
        "track",
        "tries",
        "turn",
        "turns",
        "war",
        "watch",
    )

    def __init__(
        self, t: Tables, rand: Sequence[Callable[[], float]], watch: Watch | None, start: Position
    ):
        r = t.rules
        self.t = t
        self.rand = rand
        self.watch = watch
        self.n, self.lap, self.last, self.limit, self.goal = (
            t.track_len,
            t.lap,
            t.last,
            t.limit,
            t.goal,
        )
        self.off = t.offsets
        self.entry = t.entry
        self.side_of = t.side_of
        self.war = r.war
        self.exact = r.exact_home and r.overshoot != "bounce"
        self.exact_home = r.exact_home
        self.home_jump = r.home_jump
        self.home_moves = r.home_moves or t.goal
        self.blocks = r.own_landing == "block"
        self.own_may_pass = r.block_passing == "opponents_cannot"
        self.own_mode = r.own_landing
        self.moves_on = r.own_landing == "capture" and r.own_start_entry == "move_on"
        self.capture = r.capture
        self.safe_start = r.safe_start
        self.at_turn_end = r.capture_at_turn_end
        self.extra_lap = r.capture_extra_lap
        self.partners = r.teams == "partners"
        half = t.n_colours // 2
        self.partner = [
            (c + half) % t.n_colours if self.partners else -1 for c in range(t.n_colours)
        ]
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
        self.pieces: list[list[int]] = [list(ps) for ps in start.pieces]
        self.track: list[list[int]] = [[] for _ in range(self.n)]
        for c, ps in enumerate(self.pieces):
            for i, p in enumerate(ps):
                if YARD < p < self.limit:
                    self.track[(self.off[c] + p) % self.n].append(c * 4 + i)
        # Track squares holding two pieces or more: while there is none, no block stands.
        self.crowded = sum(1 for square in self.track if len(square) > 1)
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
        # One loop with the options in locals: the engine's roll_die, _legal_moves, play
        # and _after_move, in that order; the rarer steps are methods.
        t = self.t
        rules = t.rules
        rand, watch = self.rand, self.watch
        max_sixes = rules.max_sixes
        tries_bonus, three_tries = rules.three_tries_bonus, rules.three_tries
        six_again = rules.six_again
        six_without_move = six_again and rules.six_again_without_move
        all_pieces, entry, limit, partners = self.pieces, self.entry, self.limit, self.partners
        forced_entry, entry_always = self.forced_entry, self.entry_always
        clear_start, strict, may_pass = self.clear_start, self.strict, self.may_pass
        huff = self.huff
        no_move = 1 if may_pass else 0  # a list this long holds no real move
        while not self.over and self.turns < max_turns:
            c = self.turn
            if huff and self.huff_offender >= 0:
                # Before any action, an open huff is taken; another colour's roll closes it.
                if not self.huff_used:
                    self.take_huff()
                if self.huff_offender != c:
                    self.huff_offender = -1
            v = roll()
            if v == 6:
                self.sixes += 1
                if max_sixes and self.sixes >= max_sixes:
                    self.end_turn()
                    continue
            else:
                self.sixes = 0
            pieces = all_pieces[c]
            must_capture = False
            moves = self.raw(c, v, False)
            if moves:
                if partners:
                    moves = [m for m in moves if not m[4]] or moves
                # The obligations in RULES.md §5's order; the first that leaves moves applies.
                obliged = None
                if forced_entry and entry[v]:
                    entries = [m for m in moves if m[8]]
                    if entries and (entry_always or not any(YARD < p < limit for p in pieces)):
                        obliged = entries
                if obliged is None and clear_start and YARD in pieces and 0 in pieces:
                    obliged = [m for m in moves if m[1] == 0] or None
                if obliged is None and strict:
                    obliged = [m for m in moves if self.captures_opponent(c, m)] or None
                if obliged is not None:
                    moves = obliged
                elif huff:
                    captures = sum(1 for m in moves if self.captures_opponent(c, m))
                    must_capture = 0 < captures < len(moves)
                if may_pass:
                    moves.append(PASS)
            if len(moves) > no_move:
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
                if must_capture and not self.captures_opponent(c, m):
                    # Every offending move opens its own window (RULES.md §5).
                    self.huff_offender = c
                    self.huff_culprit = next(x[0] for x in moves if self.captures_opponent(c, x))
                    self.huff_used = False
                if self.over:
                    break
                if m[7] and self.all_home(c):
                    if self.finish.colour_done(c):
                        self.game_over(Termination.ALL_HOME)
                    else:
                        self.end_turn()  # a colour that gets home ends its turn at once
                    continue
                if v == 6 and six_again:
                    continue
            else:
                if three_tries and not self.moved and self.tries < 2 and self.tries_apply(c):
                    self.tries += 1
                    continue
                if v == 6 and six_without_move:
                    continue
            if self.bonus:
                self.bonus = False
                continue
            self.end_turn()
        return self.finish.result(self.turns, self.termination, [all_pieces[k] for k in t.colours])

    def all_home(self, c: int) -> bool:
        """Every piece of ``c`` is home (``GameState.colour_done``; never in war)."""
        if self.war:
            return False
        threshold = self.last if self.goal else self.limit
        return all(p >= threshold for p in self.pieces[c])

    # -- moves ----------------------------------------------------------------------

    def captures_opponent(self, c: int, m: FMove) -> bool:
        side = self.side_of[c]
        side_of = self.side_of
        return any(side_of[code >> 2] != side for code in m[3])

    def raw(self, c: int, v: int, skip_yard: bool) -> list[FMove]:
        """The moves the board allows (``movegen._raw_moves``); ``skip_yard`` leaves the
        yard out, as the three-tries check does."""
        n, limit, last, goal = self.n, self.limit, self.last, self.goal
        exact, blocks, war, track = self.exact, self.blocks, self.war, self.track
        base = self.off[c]
        out: list[FMove] = []
        entered = skip_yard or not self.entry[v]
        i = -1
        for p in self.pieces[c]:
            i += 1
            if p == YARD:
                if entered:
                    continue
                entered = True  # yard pieces are alike: offer one entry
                if self.moves_on and any(code >> 2 == c for code in track[base]):
                    continue
                if not track[base]:
                    out.append((i, YARD, 0, (), False, False, False, False, True))
                    continue
                land = self.landing(c, base, True)
                if land is not None:
                    out.append((i, YARD, 0, land[0], land[1], False, False, False, True))
            elif p == OUT:
                continue
            elif p < limit:
                to = p + v
                if to < limit or war:
                    if war:
                        to %= n
                    if blocks and self.crowded and self.path_blocked(c, p, v):
                        continue
                    square = (base + to) % n
                    if not track[square]:
                        out.append((i, p, to, (), False, False, False, False, False))
                        continue
                    land = self.landing(c, square, False)
                    if land is not None:
                        out.append((i, p, to, land[0], land[1], False, land[2], False, False))
                    continue
                if self.extra_lap:
                    lap_move = self.extra_lap_move(c, i, p, v)
                    if lap_move is not None:
                        out.append(lap_move)
                if (exact and to > last) or (
                    blocks and self.crowded and self.path_blocked(c, p, limit - p)
                ):
                    continue
                h = self.home_target(c, p, to)
                if h is not None:
                    out.append((i, p, h, (), False, False, False, not goal or h == last, False))
            elif not ((goal and p == last) or (exact and p + v > last) or not self.home_moves):
                h = self.home_target(c, p, p + v)
                if h is not None:
                    out.append((i, p, h, (), False, False, False, goal and h == last, False))
        return out

    def landing(self, c: int, square: int, entering: bool) -> Landing | None:
        occupants = self.track[square]
        own = [code for code in occupants if code >> 2 == c]
        others = [code for code in occupants if code >> 2 != c]
        if self.blocks and others:
            owners = [code >> 2 for code in others]
            if any(owners.count(k) >= 2 for k in set(owners)):
                return None
        caps: list[int] = []
        if own:
            if self.own_mode == "forbidden":
                return None
            if self.own_mode == "capture":
                caps.extend(own)
        partner = False
        if others and self.capture:
            for code in others:
                k = code >> 2
                if self.safe_start and square == self.off[k]:
                    continue
                partner = partner or k == self.partner[c]
                caps.append(code)
        deferred = (
            self.at_turn_end
            and not entering
            and square != self.off[c]
            and any(code >> 2 != c for code in caps)
        )
        return (tuple(caps), partner, deferred)

    def path_blocked(self, c: int, p: int, steps: int) -> bool:
        if steps <= 1:
            return False
        track, n, base = self.track, self.n, self.off[c]
        for q in range(p + 1, p + steps):
            occ = track[(base + q) % n]
            if len(occ) < 2:
                continue
            owners = [code >> 2 for code in occ]
            for k in set(owners):
                if owners.count(k) >= 2 and not (self.own_may_pass and k == c):
                    return True
        return False

    def extra_lap_move(self, c: int, i: int, p: int, v: int) -> FMove | None:
        to = p + v
        if self.path_blocked(c, p, v):
            return None
        land = self.landing(c, (self.off[c] + to) % self.n, False)
        if land is None:
            return None
        side = self.side_of[c]
        if not any(self.side_of[code >> 2] != side for code in land[0]):
            return None
        return (i, p, to - self.n, land[0], land[1], True, land[2], False, False)

    def home_target(self, c: int, p: int, to: int) -> int | None:
        last, lap = self.last, self.lap
        if to > last and self.exact:
            return None
        goal = last if self.goal else -99
        occupied = {q for q in self.pieces[c] if q >= lap and q != goal and q != p}
        if to > last:
            if not self.exact_home:
                best = None
                for q in range(max(p + 1, lap), last + 1):
                    if q in occupied:
                        if not self.home_jump:
                            break
                        continue
                    best = q
                return best
            back = last - (to - last)
            if back < lap or back == p:
                return None
            if not self.home_jump:
                passed = set(range(max(p + 1, lap), last + 1)) | set(range(back + 1, last))
                if passed & occupied:
                    return None
            return back if back not in occupied else None
        if to in occupied:
            return None
        if not self.home_jump and occupied:
            for q in range(max(p + 1, lap), to):
                if q in occupied:
                    return None
        return to

    def tries_apply(self, c: int) -> bool:
        """RULES.md §5: a piece in the yard, and no piece outside it could move with any
        roll 1-6."""
        pieces = self.pieces[c]
        if YARD not in pieces:
            return False
        if max(pieces) <= YARD:
            return True  # nothing outside the yard (war's lost pieces cannot move)
        return not any(self.raw(c, r, True) for r in range(1, 7))

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
