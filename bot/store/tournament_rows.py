"""A tournament's rows as the store keeps them, and the store's contract for them
(:class:`TournamentStore`): the tournament (its settings and its own state are JSON the
store never reads), its entrants, its tables round by round and its log of actions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

SIGNUP: Final = "signup"
RUNNING: Final = "running"
PAUSED: Final = "paused"
DONE: Final = "done"
"""Played to the end (its podium)."""
ENDED: Final = "ended"
"""Ended by its organiser before the end."""
TOURNAMENT_OPEN: Final = (SIGNUP, RUNNING, PAUSED)


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    id: int
    place_kind: str
    place_key: str
    community: int | None
    route: int
    organiser: int
    status: str
    config: Mapping[str, Any]
    state: Mapping[str, Any]
    starts_at: float | None
    version: int
    shown: Mapping[str, Any] = field(default_factory=dict)
    """Where the edge shows it (its messages), kept apart from the state."""


@dataclass(frozen=True, slots=True)
class EntrantRow:
    user_id: int
    name: str
    rating: float
    joined: int
    """Its place in the order of signing up."""
    status: str
    """``in``, ``dropped`` (a computer plays their seats), or ``left`` (before the start)."""


@dataclass(frozen=True, slots=True)
class TableRow:
    round: int
    number: int
    place_key: str | None
    """Where the table plays (a thread), once made."""
    game_id: int | None
    seats: tuple[int, ...]
    """The entrants' ids in seat order (0: a computer's seat)."""
    places: tuple[tuple[int, ...], ...] | None = field(default=None)
    """The seats per place, best first, once the table is over."""


@dataclass(frozen=True, slots=True)
class ActionRow:
    at: float
    user_id: int | None
    action: str
    detail: Mapping[str, Any]


class TournamentStore(Protocol):
    """What the store keeps of tournaments (both backends, :mod:`.sql_tournaments`)."""

    async def create_tournament(
        self,
        place: tuple[str, str, int | None, int],
        organiser: int,
        status: str,
        config: Mapping[str, Any],
        starts_at: float | None,
    ) -> int:
        """A new tournament at ``place`` (kind, key, community, route); its id."""

    async def get_tournament(self, tournament_id: int) -> TournamentRecord | None: ...

    async def open_tournaments(self, routes: Sequence[int] | None) -> list[TournamentRecord]:
        """The tournaments not over (of these routes; None: all)."""

    async def save_tournament(
        self,
        tournament_id: int,
        status: str,
        state: Mapping[str, Any],
        starts_at: float | None = None,
    ) -> None: ...

    async def show_tournament(self, tournament_id: int, shown: Mapping[str, Any]) -> None:
        """Where the edge shows it now."""

    async def put_entrant(self, tournament_id: int, entrant: EntrantRow) -> None:
        """Add the entrant, or change their row (a come-back, a drop)."""

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        """In the order they signed up."""

    async def put_table(self, tournament_id: int, table: TableRow) -> None:
        """Add the table, or change it (its place, its game, its places)."""

    async def tournament_tables(self, tournament_id: int) -> list[TableRow]:
        """Round by round, table by table."""

    async def table_of_game(self, game_id: int) -> tuple[int, int, int] | None:
        """The tournament, round and table a game plays (None: no tournament's)."""

    async def log_action(self, tournament_id: int, action: ActionRow) -> None: ...

    async def actions(self, tournament_id: int) -> list[ActionRow]:
        """Oldest first."""
