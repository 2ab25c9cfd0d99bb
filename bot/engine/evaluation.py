"""How good a position is for one side: the judgement the ``hard`` computer player searches with.

A position is scored by what each piece is worth, less what the next rolls of the other
sides threaten to take, less what the other sides own, plus what this side threatens.

* A piece on the track is worth its progress, bent upward (``bend``) because a piece far
  round has more to lose; a piece in its home is worth more than any track piece, deeper
  slots more (with ``home_jump`` off a shallow piece blocks the ones behind it).
* Danger: for every opponent colour and every roll 1-6, the opponent's legal moves (the
  engine's own, :func:`~.movegen.captures_each`, so every option counts: blocks, safe
  start squares, teams, captures at the turn's end) say which pieces of ours could be
  taken. An opponent is assumed to take a capture it has with probability ``greed`` and
  otherwise to pick a move at random among its legal moves.
* In war a captured piece leaves the game, so every living piece is worth the same and the
  danger term does the work.

>>> from bot.engine import Game, Ruleset
>>> g = Game.new(Ruleset.preset("madn"), players=2).setup({0: [5, -2, -2, -2], 2: [1, -2, -2, -2]})
>>> safe = Game.new(Ruleset.preset("madn"), players=2).setup({0: [5, -2, -2, -2], 2: [-2] * 4})
>>> evaluate(g, 0) < evaluate(safe, 0)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Final

from .board import OUT, YARD
from .game import Game
from .movegen import captures_each
from .moves import Colour
from .rules import Ruleset
from .state import OVER, GameState

WIN: Final = 1_000_000.0


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's knobs, chosen by measuring games (docs/computers.md)."""

    bend: float = 1.0
    """How much more a piece far round is worth than its progress (``bend * p**2 / lap``)."""
    entered: float = 8.0
    """What standing on the board at all is worth over the yard."""
    home: float = 10.0
    """What a piece in its home is worth over the best track square."""
    home_depth: float = 8.0
    """Per slot deeper in the home: a shallow piece blocks the ones behind it (measured in
    ``madn`` against three random players: 2 wins 62%, 4 69.6%, 6-12 about 70%)."""
    danger: float = 0.5
    """Weight of the expected loss of pieces the opponents may capture next roll."""
    greed: float = 0.5
    """Chance an opponent takes a capture it has (else it plays at random)."""
    opponents: float = 0.4
    """Weight of the opponents' own piece values (their loss is our gain)."""
    threat: float = 0.25
    """Weight of the opponent pieces this side could capture on its next roll."""
    war_piece: float = 30.0
    """In war: what a living piece is worth."""


DEFAULT: Final = Weights()

OPTIONAL_ENTRY: Final = 25.0
"""``entered`` where bringing a piece in is always a choice (``forced_entry never``:
``ludo``, ``fia``): measured on ludo against three random players, 8 wins 50% of games,
20-35 win 59-60%, 60 falls back to 57%. Where entering is forced the weight only prices
captures, and there 8 measured best (20: -1 point, 35: -3 against three normal). Not in
``marbles`` (``when_no_piece_in_play``, entering on a 1 or a 6): there 25 made ``hard``
hoard pieces on the board for the opponents to hit, and it lost to ``normal`` (6
players: 16.2% against 23.5% with 8, 600 games each on the same seeds; issue 26)."""


AGAINST_PLAYERS: Final = replace(DEFAULT, bend=2.0)
"""The weights facing anyone but random movers (people, ``easy``, ``normal``, ``hard``)
where a piece may not overshoot its home: a piece far round is worth more than against
random movers, which seldom aim at it. Against three ``normal`` in ``madn``, 20,000 games
a seed, each beside :data:`DEFAULT` on the same games: 29.1% against 28.4% over three
seeds (``bend`` 1.5, 2.5 and 3 measured between); ``ludo`` 33.4% against 29.0% (1,000
games), ``fia`` 32.2% against 29.8% (800), ``marbles`` 32.1% against 31.1% (800) and at 6
players 28.5% against 24.3% (600; issue 26). Against random movers ``bend`` above 1
measured worse, and so did ``bend`` 2 where a piece bounces back off the end of its home
(``mejn``: 29.2% against 30.4%; ``madn`` with bounce: 28.7% against 29.2%): there a front
piece run for home wastes rolls; and with partners (``marbles``: 47.9% against 52.0%,
800 games), where a side waits for its last colour (docs/computers.md)."""


@lru_cache(maxsize=64)
def weights_for(rules: Ruleset, random_field: bool = False) -> Weights:
    """The weights ``hard`` plays ``rules`` with; ``random_field`` when every opponent is
    known to be a random mover.

    >>> weights_for(Ruleset.preset("madn")).bend, weights_for(Ruleset.preset("madn"), True).bend
    (2.0, 1.0)
    >>> weights_for(Ruleset.preset("mejn")).bend  # bounce: as against random movers
    1.0
    >>> w = weights_for(Ruleset.preset("ludo"))
    >>> w.entered, w.bend, weights_for(Ruleset.preset("marbles")).entered
    (25.0, 2.0, 8.0)
    """
    base = DEFAULT
    if rules.forced_entry == "never":
        # home_depth 8 measured no better here (ludo: 57.2% against 57.6% with 4).
        base = replace(DEFAULT, entered=OPTIONAL_ENTRY, home_depth=4.0)
    if random_field or rules.overshoot != "forbidden" or rules.teams == "partners":
        return base
    return replace(base, bend=AGAINST_PLAYERS.bend)


def piece_value(s: GameState, progress: int, w: Weights = DEFAULT) -> float:
    """What one piece at ``progress`` is worth to its owner."""
    if progress in (YARD, OUT):
        return 0.0 if progress == OUT or not s.rules.war else w.war_piece
    if s.rules.war:
        return w.war_piece + 1.0
    lap = s.board.lap
    if progress >= lap:
        return lap * (1.0 + w.bend) + w.entered + w.home + w.home_depth * (progress - lap)
    return progress + w.entered + w.bend * progress * progress / lap


def evaluate(
    game: Game,
    colour: Colour,
    w: Weights = DEFAULT,
    greed: Mapping[Colour, float] | None = None,
) -> float:
    """The position's worth to ``colour``'s side (its partner's and other colours of its
    seat included); higher is better. A finished game is ``±WIN``.

    ``greed`` gives, per opponent colour, the chance it takes a capture it has, where the
    player knows it better than ``w.greed`` (a random mover takes one only by chance)."""
    s = game.state
    side = s.side_of[colour]
    if s.phase == OVER:
        seats = {s.colour_seat[c] for c in s.colours if s.side_of[c] == side}
        return WIN if seats & set(s.winners) else -WIN
    mine = [c for c in s.colours if s.side_of[c] == side]
    others = [c for c in s.colours if s.side_of[c] != side]
    survive = _survival(game, side, others, w.greed, greed or {})
    score = 0.0
    for c in mine:
        for i, p in enumerate(s.pieces[c]):
            v = piece_value(s, p, w)
            score += v
            chance = survive.get((c, i))
            if chance is not None:
                score -= w.danger * (1.0 - chance) * (v + 4.0)
    for k in others:
        for p in s.pieces[k]:
            score -= w.opponents * piece_value(s, p, w)
    if s.pending:
        score += w.opponents * _pending_gain(s, side, w)
    if w.threat:
        score += w.threat * _threat(game, side, mine, w)
    return score


def _pending_gain(s: GameState, side: int, w: Weights) -> float:
    """capture_at_turn_end: the opponent pieces this side's waiting captures will take when
    its turn ends (it is still rolling: it can leave the capturing piece where it is)."""
    gain = 0.0
    safe = s.rules.safe_start
    for c, piece, square in s.pending:
        if s.side_of[c] != side or s.square_of(c, s.pieces[c][piece]) != ("track", square):
            continue
        for k in s.colours:
            if s.side_of[k] == side or (safe and s.board.start_square(k) == square):
                continue
            for p in s.pieces[k]:
                if s.square_of(k, p) == ("track", square):
                    gain += piece_value(s, p, w)
    return gain


def _survival(
    game: Game, side: int, others: list[Colour], default: float, greed: Mapping[Colour, float]
) -> dict[tuple[Colour, int], float]:
    """Per piece of ``side`` that some opponent roll could capture: the chance it survives
    the opponents' next rolls."""
    survive: dict[tuple[Colour, int], float] = {}
    s, cr = game.state, game._rules  # move generation's own call: a Game's is Python
    side_of = s.side_of
    for k in others:
        g = greed.get(k, default)
        for roll in range(1, 7):
            moves = captures_each(cr, s, k, roll)
            if not moves:
                continue
            caught: dict[tuple[Colour, int], int] = {}
            for captures in moves:
                for ref in captures:
                    if side_of[ref.colour] == side:
                        key = (ref.colour, ref.piece)
                        caught[key] = caught.get(key, 0) + 1
            n = len(moves)
            for key, count in caught.items():
                hit = (g + (1.0 - g) * count / n) / 6.0
                survive[key] = survive.get(key, 1.0) * (1.0 - hit)
    return survive


def _threat(game: Game, side: int, mine: list[Colour], w: Weights) -> float:
    """The value of opponent pieces ``side`` could capture next roll, weighted by how many
    rolls reach each."""
    reach: dict[tuple[Colour, int], int] = {}
    s, cr = game.state, game._rules
    side_of = s.side_of
    for c in mine:
        for roll in range(1, 7):
            seen = set()
            for captures in captures_each(cr, s, c, roll):
                for ref in captures:
                    if side_of[ref.colour] != side:
                        seen.add((ref.colour, ref.piece))
            for key in seen:
                reach[key] = reach.get(key, 0) + 1
    return sum(n / 6.0 * piece_value(s, s.pieces[k][i], w) for (k, i), n in reach.items())
