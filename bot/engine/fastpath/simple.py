"""The fast kernel for boards whose track squares hold one colour at a time.

That is every rule set where a landing leaves one colour on the square: ``own_landing``
forbidden, capture or stack, ``capture`` on, no safe start squares, captures at once, no
teams, no war, no forced capture, and ``exact_home`` on (bounce allowed): the presets
madn, mejn, ludo and marbles. Legality then depends on the mover's own pieces only, which
one AND of a table mask and the colour's own-cells bitmask answers; a landing captures
whatever stands on the square if it is another colour's.

The game is :func:`play_simple`'s loop, turn by turn and roll by roll, over the game's
lists (:class:`~bot.engine.fastpath.squares.Board`), and a few named steps, each a closure
built once per game over those lists and the rule options, so that no step pays attribute
look-ups: three tries (:func:`three_tries`), a choice that is more than a draw
(:func:`chooser`, with the ``normal`` level's :func:`greedy_chooser`), and in
:mod:`.squares` the moves off the track and the captures of a stack. The legal moves of a
roll are a mask of pieces and one look-up (:func:`movable_tables`), and the common move,
one piece along the track, the loop makes in line: most rolls call no Python function.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from ..outcome import Termination
from ..rules import Ruleset
from .common import FastResult, Finish, Position, Watch
from .squares import Board, single_mover, stack_mover
from .tables import Tables


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
    the first best move). Stops unfinished after ``max_turns`` turns in all.

    The loop is the engine's ``roll_die``, ``play`` and after-move, turn by turn and roll
    by roll; the legal moves of a roll are a mask of pieces (an entry roll's: the first
    yard piece only, then forced entry; then the start square cleared first) and one
    look-up (:func:`movable_tables`), the rarer steps calls."""
    rules = t.rules
    roll = rolls.__next__
    start = Position.start(t, roll) if start is None else start
    b = Board.of(t, start)
    finish = Finish(t, start)
    pieces, own, occ, extra = b.pieces, b.own, b.occ, b.extra
    need, entry, to_of, tcell, bit, on_track = t.need, t.entry, t.to, t.tcell, t.bit, t.on_track
    start_bit = [t.bit[g] for g in t.start_gid]
    following = b.following()
    yard_gid, start_gid = t.yard_gid, t.start_gid
    # Own pieces on the track (bits 1 to track_len of the own-cells mask).
    track_bits = ((1 << t.track_len) - 1) << 1
    forced_entry, entry_always = rules.forced_entry != "never", rules.forced_entry == "always"
    # An entry roll clears the start square first under ``own_start_entry move_on`` too.
    clear_entry = rules.clear_start or (
        rules.own_landing == "capture" and rules.own_start_entry == "move_on"
    )
    stacks = rules.own_landing == "stack"
    single = not stacks
    move = stack_mover(t, b) if stacks else single_mover(t, b)
    # Colours whose choice is the chooser's: the normal level's, or any while watched.
    chosen = [pick is None or watch is not None for pick in rand]
    tries_apply = three_tries(t, b)
    choose = chooser(t, b, rand, watch) if any(chosen) else _never_chosen
    draws = [_chooser_draws if pick is None else pick for pick in rand]
    movable = movable_tables(rules.must_move)
    # A list this long or shorter holds no real move (only the pass, when offered).
    no_move = 0 if rules.must_move else 1
    three, tries_bonus, clear_start = rules.three_tries, rules.three_tries_bonus, rules.clear_start
    six_again, sixes_limit = rules.six_again, rules.max_sixes
    # The 6s in a row are counted only where they are limited (a die never shows 0).
    counted_six = 6 if sixes_limit else 0
    six_without_move = six_again and rules.six_again_without_move
    c, turns = start.turn, start.turns
    sixes, tries, moved, bonus = start.sixes, start.tries, start.moved, start.bonus
    while True:  # turn by turn
        pc, pick, slow, sb = pieces[c], draws[c], chosen[c], start_bit[c]
        while True:  # roll by roll, until the turn passes
            v = roll()
            if v == counted_six and (sixes := sixes + 1) == sixes_limit:
                break  # the third 6 in a row: no move, the turn passes
            # The legal moves as a mask of pieces (bit i: piece i), then one look-up.
            ow, nv = own[c], need[v]
            g0, g1, g2, g3 = pc
            legal = (
                (0 if nv[g0] & ow else 1)
                + (0 if nv[g1] & ow else 2)
                + (0 if nv[g2] & ow else 4)
                + (0 if nv[g3] & ow else 8)
            )
            if entry[v] and (yd := yard_gid[c]) in pc:
                # Yard pieces are alike: only the first may enter; then forced entry.
                yard = (g0 == yd) + 2 * (g1 == yd) + 4 * (g2 == yd) + 8 * (g3 == yd)
                legal &= ~(yard ^ (yard & -yard))
                forced = forced_entry and (entry_always or not ow & track_bits)
                entering = legal & yard if forced else 0
                legal = entering or legal
                clearing = clear_entry and not entering
            else:
                clearing = clear_start
            if clearing and ow & sb and yard_gid[c] in pc:
                # The start square cleared first: its piece's moves, where it has one.
                sg = start_gid[c]
                at_start = (g0 == sg) + 2 * (g1 == sg) + 4 * (g2 == sg) + 8 * (g3 == sg)
                legal = legal & at_start or legal
            ks = movable[legal]
            nk = len(ks)
            if nk > no_move:
                if tries_bonus and not moved and tries < 2 and tries_apply(c):
                    bonus = True
                # The engine's random mover draws for a single move too (False: index 0).
                i = ks[choose(c, v, ks)] if slow else ks[int(pick() * nk) if nk > 1 else pick() < 0]
                if i < 0:
                    break  # a pass ends the turn
                moved = True
                g = pc[i]
                to = to_of[v][g]
                if on_track[v][g] and (single or (not extra[tcell[g]] and occ[tcell[to]] < 0)):
                    # The common move, in line: along the track, taking whoever is there
                    # back to its yard (with stacks: a piece alone, onto an empty square).
                    cell = tcell[to]
                    x = occ[cell]
                    if x >= 0:
                        victim = x >> 2
                        pieces[victim][x & 3] = yard_gid[victim]
                        own[victim] ^= bit[to]
                    occ[tcell[g]] = -1
                    occ[cell] = c * 4 + i
                    own[c] ^= bit[g] ^ bit[to]
                    pc[i] = to
                elif move(c, i, v):
                    # A colour that gets home ends its turn at once.
                    if b.colour_home(c, following, finish):
                        return finish.result(turns, Termination.ALL_HOME, b.progress(t))
                    break
                again = v == 6 and six_again
            else:
                # All pieces in the yard: three tries apply without looking further.
                tried = (
                    three
                    and not moved
                    and tries < 2
                    and (g0 == g1 == g2 == g3 == yard_gid[c] or tries_apply(c))
                )
                tries += tried
                again = tried or (v == 6 and six_without_move)
            if not again and not bonus:
                break
            bonus = bonus and again  # a bonus roll is taken when no other roll comes
            sixes = sixes if v == 6 else 0  # the run of 6s goes on only with a 6
        sixes = tries = 0
        moved = bonus = False
        c = following[c]
        turns += 1
        if turns >= max_turns:
            return finish.result(turns, None, b.progress(t))


@lru_cache(maxsize=2)
def movable_tables(must_move: bool) -> tuple[tuple[int, ...], ...]:
    """Per mask of the pieces a roll can move (bit i: piece i), the legal moves in the
    engine's order, the pass last when ``must_move`` is off and there is a move. (Keyed
    by the one option it reads: a ruleset's hash, every option's, costs a game's
    start more than the table.)"""
    tables = []
    for mask in range(16):
        ks = tuple(i for i in range(4) if mask >> i & 1)
        tables.append((*ks, -1) if ks and not must_move else ks)
    return tuple(tables)


def three_tries(t: Tables, b: Board) -> Callable[[int], bool]:
    """RULES.md §5: three tries need a piece in the yard, and that no piece outside it
    could move with any roll."""
    yard_gid, rolls_1_6 = t.yard_gid, t.need[1:]
    pieces, own = b.pieces, b.own

    def applies(c: int) -> bool:
        pc, yard = pieces[c], yard_gid[c]
        waiting = pc.count(yard)
        if not waiting:
            return False
        if waiting == 4:
            return True
        ow = own[c]
        for g in pc:
            if g != yard:
                for nv in rolls_1_6:
                    if not nv[g] & ow:
                        return False
        return True

    return applies


def greedy_chooser(t: Tables, b: Board) -> Callable[[int, int, Sequence[int]], int]:
    """The ``normal`` level's pick: the index of the first move best by
    ``movers.greedy_score``: 8 a piece of an opponent captured, -6 an own one, 4 arriving
    home, 3 entering, -2 bouncing back, then progress."""
    to_of, tcell, prog, yard_gid, done_gid = t.to, t.tcell, t.prog, t.yard_gid, t.done_gid
    pieces, occ, extra = b.pieces, b.occ, b.extra
    stacks = t.rules.own_landing == "stack"

    def score(c: int, v: int, i: int) -> tuple[int, int]:
        if i < 0:
            return (-1, 0)
        g = pieces[c][i]
        to = to_of[v][g]
        value = 0
        cell = tcell[to]
        if cell >= 0 and occ[cell] >= 0:
            if occ[cell] >> 2 != c:
                value = 8 * (1 + extra[cell])
            elif not stacks:
                value = -6  # own_landing capture
        if to >= done_gid[c] > g:
            value += 4
        if g == yard_gid[c]:
            value += 3
        elif prog[to] < prog[g]:
            value -= 2  # bounced back off the end of the home
        return (value, prog[to])

    def choose(c: int, v: int, ks: Sequence[int]) -> int:
        keys = [score(c, v, i) for i in ks]
        return keys.index(max(keys))

    return choose


def chooser(
    t: Tables,
    b: Board,
    rand: Sequence[Callable[[], float] | None],
    watch: Watch | None,
) -> Callable[[int, int, Sequence[int]], int]:
    """The choice of colour ``c`` among the moves ``ks`` for roll ``v`` where it is more
    than a draw: by the ``normal`` level (a colour with no random source), and every
    choice shown to ``watch``."""
    greedy = greedy_chooser(t, b)

    def choose(c: int, v: int, ks: Sequence[int]) -> int:
        pick = rand[c]
        choice = greedy(c, v, ks) if pick is None else int(pick() * len(ks))
        if watch is not None:
            watch(c, v, _listed(t, b.pieces[c], ks, v), choice, b.progress(t))
        return choice

    return choose


def _never_chosen(c: int, v: int, ks: Sequence[int]) -> int:
    raise AssertionError("every colour draws at random: no choice is the chooser's")


def _chooser_draws() -> float:
    raise AssertionError("a colour without a random source chooses by the chooser")


def _listed(t: Tables, pc: list[int], ks: Sequence[int], v: int) -> list[tuple[int, int, int]]:
    """The moves as (piece, frm, to) progress triples, for :data:`Watch`."""
    return [(-1, 0, 0) if i < 0 else (i, t.prog[pc[i]], t.prog[t.to[v][pc[i]]]) for i in ks]
