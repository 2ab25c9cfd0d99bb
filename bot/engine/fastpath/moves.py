"""Move generation for the general fast kernel: :mod:`bot.engine.movegen` on plain lists.

:class:`MoveRules` holds the pieces, the track and the options that decide which moves a
roll allows; :class:`~bot.engine.fastpath.general._Game` builds the turn on it.
"""

from __future__ import annotations

from ..board import OUT, YARD
from .tables import Tables

# A move: (piece, frm, to, captures as piece codes, partner, extra_lap, deferred,
# reaches_home, enters). PASS is the engine's pass, listed last when offered.
FMove = tuple[int, int, int, tuple[int, ...], bool, bool, bool, bool, bool]
PASS: FMove = (-1, 0, 0, (), False, False, False, False, False)
Landing = tuple[tuple[int, ...], bool, bool]
"""What landing does: (captures, partner, deferred); None when the piece may not land."""


class MoveRules:
    """The position's pieces and track, and the moves a roll allows in it."""

    __slots__ = (
        "at_turn_end",
        "blocks",
        "capture",
        "crowded",
        "entry",
        "exact",
        "exact_home",
        "extra_lap",
        "goal",
        "home_jump",
        "home_moves",
        "home_stop",
        "lap",
        "last",
        "limit",
        "moves_on",
        "n",
        "off",
        "own_may_pass",
        "own_mode",
        "partner",
        "partners",
        "pieces",
        "safe_start",
        "side_of",
        "track",
        "war",
    )

    def __init__(self, t: Tables, pieces: tuple[tuple[int, ...], ...]) -> None:
        r = t.rules
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
        # Pieces in the home this far or further never move again: at the goal, at the
        # home's end with exact_home, anywhere in it without home_moves.
        self.home_stop = (t.last if t.goal or self.exact else t.last + 1) if self.home_moves else 0
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
        self.pieces: list[list[int]] = [list(ps) for ps in pieces]
        self.track: list[list[int]] = [[] for _ in range(self.n)]
        for c, ps in enumerate(self.pieces):
            for i, p in enumerate(ps):
                if YARD < p < self.limit:
                    self.track[(self.off[c] + p) % self.n].append(c * 4 + i)
        # Track squares holding two pieces or more: while there is none, no block stands.
        self.crowded = sum(1 for square in self.track if len(square) > 1)

    def captures_opponent(self, c: int, m: FMove) -> bool:
        side = self.side_of[c]
        side_of = self.side_of
        return any(side_of[code >> 2] != side for code in m[3])

    def raw(self, c: int, v: int, skip_yard: bool) -> list[FMove]:
        """The moves the board allows (``movegen.raw_moves``); ``skip_yard`` leaves the
        yard out, as the three-tries check does. A move along the track onto an empty
        square, with no block about, is made here; the rest by the named steps."""
        n, limit, war, track = self.n, self.limit, self.war, self.track
        blocks = self.blocks and self.crowded
        base = self.off[c]
        out: list[FMove] = []
        entered = skip_yard or not self.entry[v]
        i = -1
        for p in self.pieces[c]:
            i += 1
            if p == YARD:
                if not entered:
                    entered = True  # yard pieces are alike: offer one entry
                    self.entry_move(c, i, out)
            elif p == OUT:
                continue
            elif p < limit:
                to = p + v
                if to >= limit and not war:
                    self.passing_home_moves(c, i, p, v, out)
                    continue
                if war:
                    to %= n
                if blocks and self.path_blocked(c, p, v):
                    continue
                square = (base + to) % n
                if not track[square]:
                    out.append((i, p, to, (), False, False, False, False, False))
                    continue
                land = self.landing(c, square, False)
                if land is not None:
                    out.append((i, p, to, land[0], land[1], False, land[2], False, False))
            elif p < self.home_stop:
                self.home_move(c, i, p, v, out)
        return out

    def entry_move(self, c: int, i: int, out: list[FMove]) -> None:
        """Piece ``i`` entering from the yard, where the start square allows it (with
        ``own_start_entry move_on`` an own piece there stops it: that piece moves on)."""
        base = self.off[c]
        occupants = self.track[base]
        if not occupants:
            out.append((i, YARD, 0, (), False, False, False, False, True))
            return
        if self.moves_on and any(code >> 2 == c for code in occupants):
            return
        land = self.landing(c, base, True)
        if land is not None:
            out.append((i, YARD, 0, land[0], land[1], False, False, False, True))

    def passing_home_moves(self, c: int, i: int, p: int, v: int, out: list[FMove]) -> None:
        """Piece ``i`` at ``p`` whose roll passes its home's entrance: another lap where a
        capture asks for one (``capture_extra_lap``), and the move into the home."""
        if self.extra_lap:
            lap_move = self.extra_lap_move(c, i, p, v)
            if lap_move is not None:
                out.append(lap_move)
        to = p + v
        if (self.exact and to > self.last) or (
            self.blocks and self.crowded and self.path_blocked(c, p, self.limit - p)
        ):
            return
        h = self.home_target(c, p, to)
        if h is not None:
            out.append((i, p, h, (), False, False, False, not self.goal or h == self.last, False))

    def home_move(self, c: int, i: int, p: int, v: int, out: list[FMove]) -> None:
        """Piece ``i`` inside its home at ``p``, where it may move on (only the goal is
        "home" inside a lane)."""
        goal, last = self.goal, self.last
        if (goal and p == last) or (self.exact and p + v > last) or not self.home_moves:
            return
        h = self.home_target(c, p, p + v)
        if h is not None:
            out.append((i, p, h, (), False, False, False, goal and h == last, False))

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
        """True when a block stands strictly between ``p`` and ``p+steps`` that ``c`` may
        not pass (``movegen._path_blocked``). Only ``own_landing block`` makes blocks:
        under ``stack`` two own pieces on a square are no block (RULES.md §2)."""
        if not (self.blocks and self.crowded) or steps <= 1:
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
