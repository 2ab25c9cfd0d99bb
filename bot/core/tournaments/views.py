"""What an edge draws of a tournament: immutable values (the card, the standings, the
podium, the pairings' reasons), never the store's rows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...tournaments import Standing
from ..places import Place
from .config import TournamentConfig


@dataclass(frozen=True, slots=True)
class EntrantView:
    user_id: int
    name: str
    status: str
    """``in``, ``dropped`` or ``left``."""


@dataclass(frozen=True, slots=True)
class TableView:
    round: int
    number: int
    game_id: int | None
    place: Place | None
    seats: tuple[int, ...]
    """Entrants' ids in seat order (0: a computer's seat)."""
    places: tuple[tuple[int, ...], ...] | None
    """Seat indices per place, best first, once over."""


@dataclass(frozen=True, slots=True)
class StandingView:
    rank: int
    user_id: int
    name: str
    points: float
    tiebreak: float
    """Opponents' points (the first tie-break)."""
    played: int
    out: bool = False
    """Knocked out (knockout), or dropped."""


@dataclass(frozen=True, slots=True)
class ActionView:
    """One line of the tournament's log: when, who (None: the bot), what."""

    at: float
    user_id: int | None
    action: str


@dataclass(frozen=True, slots=True)
class TournamentView:
    """A tournament as everyone sees it."""

    id: int
    place: Place
    organiser: int
    status: str
    config: TournamentConfig
    entrants: tuple[EntrantView, ...]
    round: int
    """The round being played or last played (0: not started)."""
    tables: tuple[TableView, ...]
    standings: tuple[StandingView, ...]
    lines: tuple[Standing, ...]
    """The same standings as the pure functions give them (for the picture)."""
    shown: Mapping[str, Any]
    """The edge's own record of where it shows the tournament (JSON the core keeps)."""
    seeds: Mapping[int, str]
    """Duplicate dice: each finished round's seed, revealed."""

    def name_of(self, user_id: int) -> str:
        return next((e.name for e in self.entrants if e.user_id == user_id), "")

    @property
    def playing(self) -> tuple[EntrantView, ...]:
        return tuple(e for e in self.entrants if e.status != "left")

    def round_tables(self, round_no: int | None = None) -> tuple[TableView, ...]:
        wanted = self.round if round_no is None else round_no
        return tuple(t for t in self.tables if t.round == wanted)
