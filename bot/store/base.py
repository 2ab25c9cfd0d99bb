"""The store's interface: plain rows and one Protocol that every backend implements.

Nothing here knows discord.py or Pillow: ids are ints, states are JSON-compatible dicts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

LOBBY = "lobby"
ACTIVE = "active"
FINISHED = "finished"
CANCELLED = "cancelled"
BROKEN = "broken"
OPEN_STATUSES = (LOBBY, ACTIVE)


class StoreError(Exception):
    """Base of the store's errors; the message is fit to show a user."""


class StaleVersion(StoreError):
    """The game changed since the caller read it: the action was already done."""

    def __init__(self, game_id: int, expected: int, actual: int | None) -> None:
        super().__init__("already done: this game has moved on since that click")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class ChannelBusy(StoreError):
    """The channel already has an open game."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"this channel already has a game (#{game_id})")
        self.game_id = game_id


class GameNotFound(StoreError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"there is no game #{game_id}")
        self.game_id = game_id


class SchemaTooNew(StoreError):
    """The database was written by a newer ludobot."""


@dataclass(slots=True)
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int
    host_id: int | None
    message_id: int | None
    status: str
    state: dict[str, Any]
    initial_state: dict[str, Any] | None
    version: int
    created_at: float
    updated_at: float


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action. ``seq`` is the game's version after the action."""

    actor_id: int | None
    seat: int | None
    action: dict[str, Any]
    dice: int | None
    events: list[dict[str, Any]]
    seq: int = 0
    at: float = 0.0


@dataclass(frozen=True, slots=True)
class BrokenGame:
    id: int
    channel_id: int
    reason: str


@dataclass(slots=True)
class GuildSettings:
    """A server's defaults, declared in one place."""

    guild_id: int
    preset: str = "madn"
    overrides: dict[str, str] = field(default_factory=dict)
    turn_timer: int | None = None
    language: str = "en"
    auto_move: bool = True


@dataclass(frozen=True, slots=True)
class PlayerResult:
    user_id: int
    place: int
    captures: int
    won: bool


@dataclass(frozen=True, slots=True)
class PlayerStats:
    guild_id: int
    user_id: int
    games: int = 0
    wins: int = 0
    places_sum: int = 0
    captures: int = 0

    @property
    def mean_place(self) -> float | None:
        return self.places_sum / self.games if self.games else None


Validator = Callable[[GameRecord], None]


class GameStore(Protocol):
    """What the core needs from storage. Every write is one transaction."""

    async def close(self) -> None: ...

    async def create_game(
        self, guild_id: int | None, channel_id: int, host_id: int | None, state: dict[str, Any]
    ) -> GameRecord: ...

    async def get_game(self, game_id: int) -> GameRecord: ...

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None: ...

    async def commit(
        self,
        game_id: int,
        expected_version: int,
        state: dict[str, Any],
        log: LogEntry | None = None,
        status: str | None = None,
        initial_state: dict[str, Any] | None = None,
    ) -> int: ...

    async def set_message_id(self, game_id: int, message_id: int | None) -> None: ...

    async def log_entries(self, game_id: int) -> list[LogEntry]: ...

    async def load_open_games(
        self, validate: Validator | None = None
    ) -> tuple[list[GameRecord], list[BrokenGame]]: ...

    async def finished_games(self, guild_id: int, limit: int = 10) -> list[GameRecord]: ...

    async def prune_finished(self, older_than_days: float) -> int: ...

    async def get_guild_settings(self, guild_id: int) -> GuildSettings: ...

    async def set_guild_settings(self, settings: GuildSettings) -> None: ...

    async def reset_guild_settings(self, guild_id: int) -> None: ...

    async def record_results(self, guild_id: int, results: list[PlayerResult]) -> None: ...

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats: ...

    async def leaderboard(self, guild_id: int, limit: int = 10) -> list[PlayerStats]: ...
