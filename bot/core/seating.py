"""Who sits in which open game (lobbies and running games), for ``/ludo mygames``: kept
in memory, built from the games loaded at start and brought up to date by every commit
and every new lobby. A process that serves some shards only knows their games.

Kept small, as start-up builds it for every open game (100,000 slow games): a game's
people are the tuple the store listed, and a person's games a short list (most sit in
one or a few), about half the memory of sets."""

from __future__ import annotations

from collections.abc import Iterable

from .tables import Table


class Seating:
    def __init__(self) -> None:
        self._games: dict[int, list[int]] = {}
        """A person's id to the open games they sit in (each once)."""
        self._people: dict[int, tuple[int, ...]] = {}
        """An open game's id to the people seated in it (each once)."""

    def seat(self, game_id: int, table: Table | None) -> None:
        """The game is open with ``table``'s people (None: it closed)."""
        self.seat_people(game_id, table.people if table is not None else None)

    def seat_people(self, game_id: int, people: Iterable[int] | None) -> None:
        """The game is open with these people (None: it closed)."""
        for user in self._people.pop(game_id, ()):
            games = self._games.get(user)
            if games is not None and game_id in games:
                games.remove(game_id)
                if not games:
                    del self._games[user]
        if not people:
            return
        now = people if isinstance(people, tuple) else tuple(people)
        self._people[game_id] = now
        for user in now:
            games = self._games.get(user)
            if games is None:
                self._games[user] = [game_id]
            elif game_id not in games:  # (one person in two seats counts once)
                games.append(game_id)

    def games_of(self, user_id: int) -> Iterable[int]:
        """The open games ``user_id`` sits in, oldest first."""
        return sorted(self._games.get(user_id, ()))
