"""Who sits in which open game (lobbies and running games), for ``/ludo mygames``: kept
in memory, built from the games loaded at start and brought up to date by every commit
and every new lobby. A process that serves some shards only knows their games."""

from __future__ import annotations

from collections.abc import Iterable

from .tables import Table


class Seating:
    def __init__(self) -> None:
        self._games: dict[int, set[int]] = {}
        """A person's id to the open games they sit in."""
        self._people: dict[int, frozenset[int]] = {}
        """An open game's id to the people seated in it."""

    def seat(self, game_id: int, table: Table | None) -> None:
        """The game is open with ``table``'s people (None: it closed)."""
        self.seat_people(game_id, table.people if table is not None else None)

    def seat_people(self, game_id: int, people: Iterable[int] | None) -> None:
        """The game is open with these people (None: it closed)."""
        now = frozenset(people) if people is not None else None
        for user in self._people.pop(game_id, frozenset()):
            games = self._games.get(user)
            if games is not None:
                games.discard(game_id)
                if not games:
                    del self._games[user]
        if now:
            self._people[game_id] = now
            for user in now:
                self._games.setdefault(user, set()).add(game_id)

    def games_of(self, user_id: int) -> Iterable[int]:
        """The open games ``user_id`` sits in, oldest first."""
        return sorted(self._games.get(user_id, ()))
