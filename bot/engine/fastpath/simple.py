"""The fast kernel for boards whose track squares hold one colour at a time.

That is every rule set where a landing leaves one colour on the square: ``own_landing``
forbidden, capture or stack, ``capture`` on, no safe start squares, captures at once, no
teams, no war, no forced capture, and ``exact_home`` on (bounce allowed): the presets
madn, mejn, ludo and marbles. Legality then depends on the mover's own pieces only, which
one AND of a table mask and the colour's own-cells bitmask answers; a landing captures
whatever stands on the square if it is another colour's. The whole game is one loop with
the rule options read into locals once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..board import YARD
from ..outcome import Termination
from ..rules import Ruleset
from .common import FastResult, Finish, Position, Watch
from .tables import NEVER, Tables


def simple_supports(r: Ruleset) -> bool:
    """True when :func:`play_simple` plays the rules ``r`` exactly as the engine does."""
    return (
        r.own_landing in ("forbidden", "capture", "stack")
        and r.capture
        and not r.safe_start
        and not r.capture_at_turn_end
        and r.teams == "off"
        and not r.war
        and r.forced_capture == "off"
        and r.exact_home
    )


def play_simple(
    t: Tables,
    rolls: Iterator[int],
    rand: Sequence[Callable[[], float] | None],
    watch: Watch | None = None,
    max_turns: int = 100_000,
    start: Position | None = None,
) -> FastResult:
    """Play one game to its end, from ``start`` or from the beginning: ``rolls`` are the
    dice, ``rand[colour]()`` the random number (in [0, 1)) that picks
    ``moves[int(r * len(moves))]`` for that colour, as ``RandomMover`` does; a colour
    whose ``rand`` is None picks as the ``normal`` level does (``movers.greedy_score``,
    the first best move). Stops unfinished after ``max_turns`` turns in all."""
    rules = t.rules
    roll = rolls.__next__
    need, to_of, bit, tcell, entry, prog = t.need, t.to, t.bit, t.tcell, t.entry, t.prog
    yard_gid, start_gid, done_gid = t.yard_gid, t.start_gid, t.done_gid
    forced_entry = rules.forced_entry != "never"
    entry_always = rules.forced_entry == "always"
    clear_start = rules.clear_start
    # own_start_entry move_on: on an entry roll the start square is cleared first, whatever
    # clear_start says (an own piece there already stops the entry: tables.need).
    clear_start_on_entry = clear_start or (
        rules.own_landing == "capture" and rules.own_start_entry == "move_on"
    )
    may_pass = not rules.must_move
    # A list this long or shorter holds no real move (only the pass, when offered).
    no_move = 1 if may_pass else 0
    three_tries, tries_bonus = rules.three_tries, rules.three_tries_bonus
    six_again = rules.six_again
    six_without_move = six_again and rules.six_again_without_move
    max_sixes = rules.max_sixes
    stacks = rules.own_landing == "stack"
    n_colours = t.n_colours

    if start is None:
        start = Position.start(t, roll)
    # Per colour the gids of its four pieces; per track square the code (colour * 4 +
    # piece) of the piece on it, or -1 (with stacks: the colour's piece 0, whichever
    # stands there, and how many); per colour its own cells (and NEVER), its pieces in the
    # yard and its pieces home.
    pieces: list[list[int]] = [[yard_gid[c]] * 4 for c in range(n_colours)]
    occ = [-1] * t.track_len
    stacked = [0] * t.track_len
    own = [NEVER] * n_colours
    in_yard = [0] * n_colours
    at_home = [0] * n_colours
    finished = [True] * n_colours  # colours not in play are skipped like finished ones
    for c in t.colours:
        finished[c] = c in start.finished
        for i, p in enumerate(start.pieces[c]):
            g = pieces[c][i] = yard_gid[c] + p - YARD
            own[c] |= bit[g]
            if tcell[g] >= 0:
                occ[tcell[g]] = c * 4 if stacks else c * 4 + i
                stacked[tcell[g]] += 1
            in_yard[c] += p == YARD
            at_home[c] += g >= done_gid[c]
    following = [(c + 1) % n_colours for c in range(n_colours)]
    start_bit = [bit[g] for g in start_gid]
    rolls_1_6 = need[1:]

    def three_tries_apply(c: int) -> bool:
        # RULES.md §5: a piece in the yard, and no piece outside it could move with any roll.
        if not in_yard[c]:
            return False
        if in_yard[c] == 4:
            return True
        ow = own[c]
        yg = yard_gid[c]
        for g in pieces[c]:
            if g != yg:
                for nv in rolls_1_6:
                    if not nv[g] & ow:
                        return False
        return True

    def greedy(c: int, v: int, ks: Sequence[int]) -> int:
        """The index of the first move best by ``movers.greedy_score``: 8 a piece of an
        opponent captured, -6 an own one, 4 arriving home, 3 entering, -2 bouncing back,
        then progress."""
        best, best_key = 0, (-2, 0)
        for n, i in enumerate(ks):
            if i < 0:
                key = (-1, 0)
            else:
                g = pieces[c][i]
                to = to_of[v][g]
                value = 0
                cell = tcell[to]
                if cell >= 0 and occ[cell] >= 0:
                    if occ[cell] >> 2 != c:
                        value = 8 * stacked[cell] if stacks else 8
                    elif not stacks:
                        value = -6  # own_landing capture
                if to >= done_gid[c] > g:
                    value += 4
                if g == yard_gid[c]:
                    value += 3
                elif prog[to] < prog[g]:
                    value -= 2  # bounced back off the end of the home
                key = (value, prog[to])
            if key > best_key:
                best, best_key = n, key
        return best

    finish = Finish(t, start)
    c = start.turn
    # What the turn's colour reads on every roll, read once a turn.
    pc = pieces[c]
    pick = rand[c]
    sb = start_bit[c]
    sixes, tries, turns = start.sixes, start.tries, start.turns
    moved, bonus = start.moved, start.bonus
    while True:
        v = roll()
        if max_sixes:
            if v != 6:
                sixes = 0
            else:
                sixes += 1
                if sixes >= max_sixes:
                    v = 0  # the third 6: no move, the turn passes
        if v:
            ow = own[c]
            nv = need[v]
            g0, g1, g2, g3 = pc
            if entry[v] and in_yard[c]:
                # Yard pieces are alike: only the first may enter (and if it may not, none).
                ks = []
                entering = -1
                for i in (0, 1, 2, 3):
                    g = pc[i]
                    if g == yard_gid[c]:
                        if entering != -1:
                            continue
                        entering = -2
                        if nv[g] & ow:
                            continue
                        entering = i
                    elif nv[g] & ow:
                        continue
                    ks.append(i)
                if (
                    forced_entry
                    and entering >= 0
                    and (entry_always or all(tcell[g] < 0 for g in pc))
                ):
                    ks = [entering]
                elif clear_start_on_entry and ow & sb and ks:
                    ks = [i for i in ks if pc[i] == start_gid[c]] or ks
            else:
                ks = []
                if not nv[g0] & ow:
                    ks.append(0)
                if not nv[g1] & ow:
                    ks.append(1)
                if not nv[g2] & ow:
                    ks.append(2)
                if not nv[g3] & ow:
                    ks.append(3)
                if clear_start and ow & sb and in_yard[c] and ks:
                    ks = [i for i in ks if pc[i] == start_gid[c]] or ks
            if may_pass and ks:
                ks.append(-1)
            nk = len(ks)
            if nk > no_move:
                if tries_bonus and not moved and tries < 2 and three_tries_apply(c):
                    bonus = True
                if pick is None:
                    choice = 0 if nk == 1 else greedy(c, v, ks)
                elif nk == 1:
                    pick()  # the engine's random mover draws for a single move too
                    choice = 0
                else:
                    choice = int(pick() * nk)
                i = ks[choice]
                if watch is not None:
                    watch(c, v, _listed(t, pc, ks, v), choice, _pieces(t, pieces))
                if i >= 0:
                    moved = True
                    g = pc[i]
                    to = to_of[v][g]
                    if stacks:
                        cell = tcell[g]
                        if cell < 0:
                            own[c] ^= bit[g]
                            if g == yard_gid[c]:
                                in_yard[c] -= 1
                        else:
                            stacked[cell] -= 1
                            if not stacked[cell]:
                                occ[cell] = -1
                                own[c] ^= bit[g]
                        cell = tcell[to]
                        if cell < 0:
                            own[c] |= bit[to]
                        elif occ[cell] >> 2 == c:
                            stacked[cell] += 1
                        else:
                            x = occ[cell]
                            if x >= 0:  # an opponent lands on it: the whole stack goes
                                victim = x >> 2
                                vp = pieces[victim]
                                for j in (0, 1, 2, 3):
                                    if tcell[vp[j]] == cell:
                                        vp[j] = yard_gid[victim]
                                        in_yard[victim] += 1
                                own[victim] ^= bit[to]
                            occ[cell] = c * 4
                            stacked[cell] = 1
                            own[c] |= bit[to]
                    else:
                        cell = tcell[g]
                        if cell >= 0:
                            occ[cell] = -1
                        elif g == yard_gid[c]:
                            in_yard[c] -= 1
                        cell = tcell[to]
                        if cell >= 0:
                            x = occ[cell]
                            if x >= 0:
                                victim = x >> 2
                                pieces[victim][x & 3] = yard_gid[victim]
                                own[victim] ^= bit[to]
                                in_yard[victim] += 1
                            occ[cell] = c * 4 + i
                        own[c] ^= bit[g] ^ bit[to]
                    pc[i] = to
                    if to >= done_gid[c] > g:
                        at_home[c] += 1
                        if at_home[c] == 4:
                            if finish.colour_done(c):
                                return finish.result(
                                    turns, Termination.ALL_HOME, _pieces(t, pieces)
                                )
                            finished[c] = True
                            v = 0  # a colour that gets home ends its turn at once
                    if v == 6 and six_again:
                        continue
                    if v and bonus:
                        bonus = False
                        continue
            else:
                if three_tries and not moved and tries < 2 and three_tries_apply(c):
                    tries += 1
                    continue
                if v == 6 and six_without_move:
                    continue
                if bonus:
                    bonus = False
                    continue
        # The turn passes.
        sixes = tries = 0
        moved = bonus = False
        c = following[c]
        while finished[c]:
            c = following[c]
        pc = pieces[c]
        pick = rand[c]
        sb = start_bit[c]
        turns += 1
        if turns >= max_turns:
            return finish.result(turns, None, _pieces(t, pieces))


def _listed(t: Tables, pc: list[int], ks: list[int], v: int) -> list[tuple[int, int, int]]:
    """The moves as (piece, frm, to) progress triples, for :data:`Watch`."""
    return [(-1, 0, 0) if i < 0 else (i, t.prog[pc[i]], t.prog[t.to[v][pc[i]]]) for i in ks]


def _pieces(t: Tables, pieces: list[list[int]]) -> list[list[int]]:
    return [[t.prog[g] for g in pieces[c]] for c in t.colours]
