"""Matches between computer levels: many games, seats rotated, win rates with intervals.

Game ``i`` seats the levels rotated by ``i`` places, so over a multiple of the number of
seats every level has sat in every seat equally often and no seat (the first to roll,
say) favours anyone. A level's *win rate* is the share of games a seat of that level won,
with its 95% Wilson score interval; with one seat per level these add up to about 1.

>>> r = run_match(Ruleset.preset("madn", players=2), ["normal", "random"], games=4, seed=1)
>>> r.games, [s.level for s in r.levels], sum(s.wins for s in r.levels)
(4, ['normal', 'random'], 4)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from .computers import LEVELS, Computer, UnknownLevel, computer, play_computers
from .dice import SeededDice, seeded_rolls
from .game import Game
from .movers import play_random
from .rules import Ruleset

Z95: Final = 1.959963984540054
MAX_PLY: Final = 200_000


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (95% by default).

    >>> [round(x, 4) for x in wilson(6380, 10_000)]
    [0.6285, 0.6474]
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class LevelScore:
    """How one level did: ``seats`` per game, ``wins`` (games a seat of it won)."""

    level: str
    seats: int
    wins: int
    games: int

    def to_json(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {
            "level": self.level,
            "seats": self.seats,
            "wins": self.wins,
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
        }


@dataclass(frozen=True, slots=True)
class MatchResult:
    preset: str
    seats: tuple[str, ...]
    games: int
    finished: int
    levels: tuple[LevelScore, ...]
    seconds: float

    def to_json(self) -> dict[str, Any]:
        return {
            "preset": self.preset,
            "seats": list(self.seats),
            "games": self.games,
            "finished": self.finished,
            "levels": [s.to_json() for s in self.levels],
            "games_per_s": round(self.games / self.seconds, 1) if self.seconds else 0.0,
        }


def parse_seats(text: str) -> tuple[str, ...]:
    """``"hard,random,random,random"`` as levels; raises :class:`UnknownLevel`.

    >>> parse_seats(" Hard, random ")
    ('hard', 'random')
    """
    seats = tuple(part.strip().lower() for part in text.split(","))
    for level in seats:
        if level not in LEVELS:
            raise UnknownLevel(level)
    return seats


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a match (its dice and its players' choices)."""
    return seed * 1_000_003 + index


def seat_seed(seed: int, seat: int) -> int:
    """The seed of the computer in ``seat`` of the game seeded ``seed``."""
    return seed * 31 + seat


def play_game(rules: Ruleset, levels: Sequence[str], seed: int) -> Game:
    """One game with ``levels[s]`` in seat ``s``, dice and choices fixed by ``seed``.

    Random seats only, where no huff is asked for (a random computer huffs a piece of its
    own choosing): the engine's loop plays it on (:meth:`Game.run`), the same game as the
    computers' one action at a time."""
    game = Game.new(rules, players=len(levels))
    if rules.forced_capture != "huff" and all(level == "random" for level in levels):
        seats = [random.Random(seat_seed(seed, s)).random for s in range(len(levels))]
        draws = [seats[max(seat, 0)] for seat in game.colour_seat]
        play_random(game, seeded_rolls(seed).__next__, draws, MAX_PLY)
        return game
    players: list[Computer] = [
        computer(level, seat_seed(seed, s)).facing(levels) for s, level in enumerate(levels)
    ]
    play_computers(game, SeededDice(seed), players, max_ply=MAX_PLY)
    return game


def run_match(rules: Ruleset, seats: Sequence[str], games: int, seed: int = 0) -> MatchResult:
    """Play ``games`` games between ``seats`` (levels), rotated game by game."""
    n = len(seats)
    order = list(dict.fromkeys(seats))
    wins = dict.fromkeys(order, 0)
    finished = 0
    start = time.perf_counter()
    for i in range(games):
        levels = [seats[(s + i) % n] for s in range(n)]
        game = play_game(rules, levels, game_seed(seed, i))
        if game.is_over:
            finished += 1
        for level in {levels[s] for s in game.winners}:
            wins[level] += 1
    seconds = time.perf_counter() - start
    scores = tuple(LevelScore(lv, seats.count(lv), wins[lv], games) for lv in order)
    return MatchResult(rules.preset_name, tuple(seats), games, finished, scores, seconds)
