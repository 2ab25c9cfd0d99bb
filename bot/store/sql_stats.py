"""The players' statistics, their ratings and the dice counts, on portable SQL (see
:mod:`.sql_plans`). A finished game's results and ratings are written by the plans here
inside the game's last commit (:mod:`.sql_games`), so they count exactly once."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from .base import PlayerResult, PlayerStats, Rater, Rating
from .sql_plans import Plan, PlanRunner


def add_results(guild_id: int, results: Sequence[PlayerResult]) -> Plan[None]:
    for r in results:
        if r.colour is not None:
            res = yield (
                "SELECT colours FROM player_stats WHERE guild_id = ? AND user_id = ?",
                (guild_id, r.user_id),
            )
            colours = json.loads(res.rows[0][0]) if res.rows else {}
            colours[r.colour] = int(colours.get(r.colour, 0)) + 1
            yield (
                "INSERT INTO player_stats (guild_id, user_id, games, wins, places_sum, captures, "
                "colours) VALUES (?, ?, 0, 0, 0, 0, ?) ON CONFLICT (guild_id, user_id) DO UPDATE "
                "SET colours = excluded.colours",
                (guild_id, r.user_id, json.dumps(colours, sort_keys=True)),
            )
        yield (
            "INSERT INTO player_stats (guild_id, user_id, games, wins, places_sum, captures) "
            "VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET "
            "games = player_stats.games + 1, wins = player_stats.wins + excluded.wins, "
            "places_sum = player_stats.places_sum + excluded.places_sum, "
            "captures = player_stats.captures + excluded.captures",
            (guild_id, r.user_id, int(r.won), r.place, r.captures),
        )


HISTORY = 20
"""Ordinals kept per player, for the trend."""


def rate(guild_id: int, players: Sequence[str], rate: Rater) -> Plan[None]:
    """Read the players' ratings, let ``rate`` (the core's model) compute the new ones and
    write them, inside the transaction that records the result: counted exactly once."""
    marks = ", ".join("?" for _ in players)
    res = yield (
        f"SELECT player, mu, sigma, games, history FROM ratings WHERE guild_id = ? "
        f"AND player IN ({marks})",
        (guild_id, *players),
    )
    known = {str(r[0]): r for r in res.rows}
    current: dict[str, tuple[float, float] | None] = {
        p: (float(known[p][1]), float(known[p][2])) if p in known else None for p in players
    }
    for player, (mu, sigma) in rate(current).items():
        row = known.get(player)
        games = int(row[3]) + 1 if row is not None else 1
        history = [*json.loads(row[4]), mu - 3 * sigma] if row is not None else [mu - 3 * sigma]
        yield (
            "INSERT INTO ratings (guild_id, player, mu, sigma, games, history) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, player) DO UPDATE SET "
            "mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, "
            "history = excluded.history",
            (guild_id, player, mu, sigma, games, json.dumps(history[-HISTORY:])),
        )


def rating_from_row(row: Sequence[Any]) -> Rating:
    return Rating(str(row[0]), float(row[1]), float(row[2]), int(row[3]), tuple(json.loads(row[4])))


class StatsTables(PlanRunner):
    """The statistics' methods of :class:`~bot.store.base.GameStore`."""

    async def ratings(self, guild_id: int, limit: int = 10) -> list[Rating]:
        rows = await self._fetch(
            "SELECT player, mu, sigma, games, history FROM ratings WHERE guild_id = ? "
            "ORDER BY mu - 3 * sigma DESC, games DESC LIMIT ?",
            (guild_id, limit),
        )
        return [rating_from_row(r) for r in rows]

    async def rating(self, guild_id: int, player: str) -> Rating | None:
        rows = await self._fetch(
            "SELECT player, mu, sigma, games, history FROM ratings "
            "WHERE guild_id = ? AND player = ?",
            (guild_id, player),
        )
        return rating_from_row(rows[0]) if rows else None

    async def roll_counts(self, game_id: int) -> dict[int, list[int]]:
        rows = await self._fetch(
            "SELECT seat, dice, COUNT(*) FROM moves WHERE game_id = ? AND dice IS NOT NULL "
            "GROUP BY seat, dice",
            (game_id,),
        )
        counts: dict[int, list[int]] = {}
        for seat, face, n in rows:
            if seat is not None and 1 <= face <= 6:
                counts.setdefault(int(seat), [0] * 6)[face - 1] += int(n)
        return counts

    async def server_roll_counts(self, scope: int, games: int = 1000) -> list[int]:
        rows = await self._fetch(
            "SELECT dice, COUNT(*) FROM moves WHERE dice IS NOT NULL AND game_id IN "
            "(SELECT id FROM games WHERE circle = ? "
            "AND status = 'finished' ORDER BY updated_at DESC LIMIT ?) GROUP BY dice",
            (scope, games),
        )
        counts = [0] * 6
        for face, n in rows:
            if 1 <= face <= 6:
                counts[face - 1] += int(n)
        return counts

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        rows = await self._fetch(
            "SELECT games, wins, places_sum, captures, colours FROM player_stats "
            "WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        )
        if not rows:
            return PlayerStats(guild_id, user_id)
        games, wins, places_sum, captures, colours = rows[0]
        counted = tuple(sorted((str(k), int(v)) for k, v in json.loads(colours).items()))
        return PlayerStats(guild_id, user_id, games, wins, places_sum, captures, counted)

    async def player_stats_everywhere(self, user_id: int) -> PlayerStats:
        """A player's totals over every circle (servers, DMs, group DMs) together."""
        rows = await self._fetch(
            "SELECT games, wins, places_sum, captures, colours FROM player_stats WHERE user_id = ?",
            (user_id,),
        )
        colours: dict[str, int] = {}
        for row in rows:
            for k, v in json.loads(row[4]).items():
                colours[str(k)] = colours.get(str(k), 0) + int(v)
        return PlayerStats(
            0,
            user_id,
            sum(int(r[0]) for r in rows),
            sum(int(r[1]) for r in rows),
            sum(int(r[2]) for r in rows),
            sum(int(r[3]) for r in rows),
            tuple(sorted(colours.items())),
        )
