"""The fast kernel for boards whose track squares hold one piece at a time.

That is every rule set where landing always leaves one piece: ``own_landing`` forbidden or
capture, ``capture`` on, no safe start squares, captures at once, no teams, no war, no
forced capture, and ``exact_home`` on (bounce allowed): the presets madn, mejn and marbles.
Legality then depends on the mover's own pieces only, which one AND of a table mask and the
colour's own-cells bitmask answers; a landing captures whatever the square's one occupant
is. The whole game is one loop with the rule options read into locals once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..outcome import Termination
from ..rules import Ruleset
from .common import FastResult, Finish, Watch, first_colour
from .tables import NEVER, Tables


def simple_supports(r: Ruleset) -> bool:
    """True when :func:`play_simple` plays the rules ``r`` exactly as the engine does."""
    return (
        r.own_landing in ("forbidden", "capture")
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
    rand: Sequence[Callable[[], float]],
    watch: Watch | None = None,
    max_turns: int = 100_000,
) -> FastResult:
    """Play one game to its end: ``rolls`` are the dice, ``rand[colour]()`` the random
    number (in [0, 1)) that picks ``moves[int(r * len(moves))]`` for that colour, as
    ``RandomMover`` does. Stops unfinished after ``max_turns`` turns."""
    rules = t.rules
    roll = rolls.__next__
    need, to_of, bit, tcell, entry = t.need, t.to, t.bit, t.tcell, t.entry
    yard_gid, start_gid, done_gid = t.yard_gid, t.start_gid, t.done_gid
    forced_entry = rules.forced_entry != "never"
    entry_always = rules.forced_entry == "always"
    clear_start = rules.clear_start
    may_pass = not rules.must_move
    three_tries, tries_bonus = rules.three_tries, rules.three_tries_bonus
    six_again = rules.six_again
    six_without_move = six_again and rules.six_again_without_move
    max_sixes = rules.max_sixes
    n_colours = t.n_colours

    pos = [0] * (n_colours * 4)
    occ = [-1] * t.track_len
    own = [NEVER] * n_colours
    in_yard = [0] * n_colours
    at_home = [0] * n_colours
    finished = [True] * n_colours  # colours not in play are skipped like finished ones
    for c in t.colours:
        finished[c] = False
        for i in range(4):
            k = c * 4 + i
            g = start_gid[c] if i == 0 and rules.start_pieces else yard_gid[c]
            pos[k] = g
            if tcell[g] >= 0:
                occ[tcell[g]] = k
                own[c] |= bit[g]
            else:
                in_yard[c] += 1
    following = [(c + 1) % n_colours for c in range(n_colours)]
    pieces_of = [(c * 4, c * 4 + 1, c * 4 + 2, c * 4 + 3) for c in range(n_colours)]
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
        for k in pieces_of[c]:
            g = pos[k]
            if g != yg:
                for nv in rolls_1_6:
                    if not nv[g] & ow:
                        return False
        return True

    finish = Finish(t)
    c = first_colour(t, roll)
    sixes = tries = turns = 0
    moved = bonus = False
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
            k0, k1, k2, k3 = pieces_of[c]
            if entry[v] and in_yard[c]:
                # Yard pieces are alike: only the first may enter (and if it may not, none).
                ks = []
                entering = -1
                yg = yard_gid[c]
                for k in (k0, k1, k2, k3):
                    g = pos[k]
                    if g == yg:
                        if entering != -1:
                            continue
                        entering = -2
                        if nv[g] & ow:
                            continue
                        entering = k
                    elif nv[g] & ow:
                        continue
                    ks.append(k)
                if (
                    forced_entry
                    and entering >= 0
                    and (entry_always or all(tcell[pos[k]] < 0 for k in (k0, k1, k2, k3)))
                ):
                    ks = [entering]
                elif clear_start and ow & start_bit[c] and ks:
                    sg = start_gid[c]
                    ks = [k for k in ks if pos[k] == sg] or ks
            else:
                ks = []
                if not nv[pos[k0]] & ow:
                    ks.append(k0)
                if not nv[pos[k1]] & ow:
                    ks.append(k1)
                if not nv[pos[k2]] & ow:
                    ks.append(k2)
                if not nv[pos[k3]] & ow:
                    ks.append(k3)
                if clear_start and in_yard[c] and ow & start_bit[c] and ks:
                    sg = start_gid[c]
                    ks = [k for k in ks if pos[k] == sg] or ks
            if may_pass and ks:
                ks.append(-1)
            if ks and (ks[0] >= 0 or len(ks) > 1):
                if tries_bonus and not moved and tries < 2 and three_tries_apply(c):
                    bonus = True
                choice = int(rand[c]() * len(ks))
                k = ks[choice]
                if watch is not None:
                    watch(c, v, _listed(t, pos, ks, v), choice, _pieces(t, pos))
                if k >= 0:
                    moved = True
                    g = pos[k]
                    to = to_of[v][g]
                    if g == yard_gid[c]:
                        in_yard[c] -= 1
                    cell = tcell[g]
                    if cell >= 0:
                        occ[cell] = -1
                    cell = tcell[to]
                    if cell >= 0:
                        x = occ[cell]
                        if x >= 0:
                            victim = x >> 2
                            pos[x] = yard_gid[victim]
                            own[victim] ^= bit[to]
                            in_yard[victim] += 1
                        occ[cell] = k
                    own[c] ^= bit[g] ^ bit[to]
                    pos[k] = to
                    if to >= done_gid[c] > g:
                        at_home[c] += 1
                        if at_home[c] == 4:
                            if finish.colour_done(c):
                                return finish.result(turns, Termination.ALL_HOME, _pieces(t, pos))
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
        turns += 1
        if turns >= max_turns:
            return finish.result(turns, None, _pieces(t, pos))


def _listed(t: Tables, pos: list[int], ks: list[int], v: int) -> list[tuple[int, int, int]]:
    """The moves as (piece, frm, to) progress triples, for :data:`Watch`."""
    out = []
    for k in ks:
        if k < 0:
            out.append((-1, 0, 0))
            continue
        g = pos[k]
        out.append((k & 3, t.prog[g], t.prog[t.to[v][g]]))
    return out


def _pieces(t: Tables, pos: list[int]) -> list[list[int]]:
    return [[t.prog[pos[c * 4 + i]] for i in range(4)] for c in t.colours]
