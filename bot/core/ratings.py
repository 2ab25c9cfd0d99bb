"""Skill ratings from multiplayer results: OpenSkill's Plackett-Luce model (places, teams,
2-6 sides), updated in the transaction that records the result (the store runs
:func:`rating_update`'s function there, so each game counts exactly once).

People are rated as ``user:<id>``, computer players per level as ``computer:<level>``, so
"Robo Ada (hard)" has a rating people can compare with.
"""

from __future__ import annotations

from openskill.models import PlackettLuce

from ..store import Rater
from .tables import REMOVED, Table
from .view_of import place_of_seat

MODEL = PlackettLuce()


def player_key(table: Table, seat: int) -> str | None:
    """Who a finished game's seat is rated (and counted in the statistics) for.

    The rule for seats that changed hands: a seat goes to whoever began more than half
    of its turns (a person, or a computer level: the turns a computer played for a
    person away count as the computer's), else to nobody; a computer's part is never
    credited to a person. A person the away rule removed for good is never rated. A
    seat of a row from before turns were counted: its person, else its computer."""
    s = table.seats[seat]
    if s.turns:
        total = sum(s.turns.values())
        key, most = max(s.turns.items(), key=lambda kv: (kv[1], kv[0]))
        if most * 2 <= total:
            return None
    elif s.user_id is not None:
        key = f"user:{s.user_id}"
    else:
        key = f"computer:{s.level or 'normal'}"
    if s.away == REMOVED and key == f"user:{s.user_id}":
        return None  # removed by the away rule: not rated
    return key


def person_of(table: Table, seat: int) -> int | None:
    """The person a finished game's seat counts for (None: a computer, or nobody)."""
    key = player_key(table, seat)
    kind, _, who = (key or "").partition(":")
    return int(who) if kind == "user" else None


def rating_update(table: Table) -> tuple[list[str], Rater] | None:
    """The players of a finished game and the function that rates them (None: fewer than
    two sides to compare)."""
    game = table.game
    if game is None or not game.is_over:
        return None
    place_of = place_of_seat(game)
    sides: dict[int, list[int]] = {}
    for s, colours in enumerate(game.seats):
        sides.setdefault(game.side_of[colours[0]], []).append(s)
    teams: list[list[str]] = []
    ranks: list[int] = []
    seen: set[str] = set()
    for seats in sides.values():
        keys = []
        for s in seats:
            key = player_key(table, s)
            # A computer level playing two seats is rated once (its first seat).
            if key is not None and key not in seen:
                seen.add(key)
                keys.append(key)
        if keys:
            teams.append(keys)
            ranks.append(min(place_of[s] for s in seats))
    if len(teams) < 2:
        return None

    def rate(current: dict[str, tuple[float, float] | None]) -> dict[str, tuple[float, float]]:
        model_teams = [
            [
                MODEL.rating(mu=c[0], sigma=c[1], name=k)
                if (c := current.get(k)) is not None
                else MODEL.rating(name=k)
                for k in team
            ]
            for team in teams
        ]
        rated = MODEL.rate(model_teams, ranks=[float(r) for r in ranks])
        return {
            k: (float(r.mu), float(r.sigma))
            for team, new in zip(teams, rated, strict=True)
            for k, r in zip(team, new, strict=True)
        }

    return [k for team in teams for k in team], rate
