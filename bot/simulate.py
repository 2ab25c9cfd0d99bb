"""``ludobot simulate``: many games between random movers, summed up, or a match between
computer levels (``--seats hard,random,random,random``) with each level's win rate.

The same seed gives the same result (``games_per_s`` aside). Random games are played on
by the engine's turn loop (:meth:`bot.engine.Game.run`: every option, no events), the
same games ``play_out`` plays with a ``RandomMover``; ``path`` in the output says whether
the engine's hot modules ran compiled or as Python. The match itself is the engine's
(:mod:`bot.engine.matches`); this module reads the options and prints.
"""

from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from .engine import KERNELS, Game, RuleError, Ruleset
from .engine.computers import UnknownLevel
from .engine.dice import seeded_rolls
from .engine.matches import MatchResult, parse_seats, run_match
from .engine.movers import play_random

MAX_PLY = 200_000


@dataclass
class Summary:
    games: int = 0
    finished: int = 0
    turns: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    seconds: float = 0.0
    path: str = KERNELS[0]

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "finished": self.finished,
            "turns_mean": round(sum(self.turns) / len(self.turns), 2) if self.turns else 0.0,
            "turns_max": max(self.turns, default=0),
            "wins": self.wins,
            "games_per_s": round(self.games / self.seconds, 1) if self.seconds else 0.0,
            "path": self.path,
        }


def parse_rules(items: list[str]) -> dict[str, str]:
    overrides: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise RuleError(item, "write each --rule as NAME=VALUE")
        if name.strip() in overrides:
            # As in the bot: a repeated option is refused, never silently the last one.
            raise RuleError(name.strip(), "given twice; give each option once")
        overrides[name.strip()] = value.strip()
    return overrides


def simulate(
    preset: str,
    players: int,
    games: int,
    seed: int,
    overrides: dict[str, str] | None = None,
) -> Summary:
    """Play ``games`` games; a *turn* counts each time the dice pass to the next colour.

    Game ``i`` is ``play_out(game, SeededDice(s), RandomMover(s))`` with ``s = seed *
    1_000_003 + i``, played on by the engine's loop."""
    rules = Ruleset.preset(preset, players=players, overrides=overrides or {})
    summary = Summary(wins=[0] * players)
    start = time.perf_counter()
    # Every game begins as a copy of one new game: seating it again is most of a short
    # game's set-up.
    new = Game.new(rules, players=players)
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        game = new.copy()
        draws = [random.Random(game_seed).random] * len(game.colour_seat)
        play_random(game, seeded_rolls(game_seed).__next__, draws, MAX_PLY)
        summary.games += 1
        if game.is_over:
            summary.finished += 1
            for s in game.winners:
                summary.wins[s] += 1
        summary.turns.append(game.turns)
    summary.seconds = time.perf_counter() - start
    return summary


def simulate_main(
    preset: str, rules: list[str], players: int, games: int, seed: int, as_json: bool
) -> int:
    try:
        if games < 1:
            raise RuleError("games", "must be at least 1")
        summary = simulate(preset, players, games, seed, parse_rules(rules))
    except RuleError as exc:
        print(f"ludobot simulate: {exc}", file=sys.stderr)
        return 2
    data = summary.to_json()
    if as_json:
        print(json.dumps(data))
        return 0
    print(f"games       {data['games']}")
    print(f"finished    {data['finished']}")
    print(f"turns mean  {data['turns_mean']}")
    print(f"turns max   {data['turns_max']}")
    print("wins        " + "  ".join(f"seat {i + 1}: {w}" for i, w in enumerate(data["wins"])))
    print(f"games/s     {data['games_per_s']}")
    # Which ran: the engine's hot modules compiled by mypyc (make builds them) or Python.
    print(f"played on   the engine ({data['path']})")
    return 0


def match_main(
    preset: str,
    rules: list[str],
    players: int | None,
    seats_text: str,
    games: int,
    seed: int,
    as_json: bool,
) -> int:
    """``simulate --seats``: exit 0, or 2 for a bad level, seat count or rule."""
    try:
        seats = parse_seats(seats_text)
        if players is not None and players != len(seats):
            raise RuleError("seats", f"{len(seats)} levels for {players} players")
        ruleset = Ruleset.preset(preset, players=len(seats), overrides=parse_rules(rules))
        result = run_match(ruleset, seats, games, seed)
    except (RuleError, UnknownLevel) as exc:
        print(f"ludobot simulate: {exc}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(result.to_json()))
    else:
        print_match(result)
    return 0


def print_match(result: MatchResult) -> None:
    data = result.to_json()
    print(f"preset      {data['preset']}")
    print(f"seats       {','.join(data['seats'])} (rotated game by game)")
    print(f"games       {data['games']}")
    print(f"finished    {data['finished']}")
    for level in data["levels"]:
        low, high = level["ci95"]
        print(
            f"{level['level']:8}    x{level['seats']}  won {level['wins']:>6}  "
            f"{100 * level['win_rate']:5.1f}%  95% CI [{100 * low:.1f}, {100 * high:.1f}]"
        )
    print(f"games/s     {data['games_per_s']}")
