"""The store's interface: plain rows and one Protocol that every backend implements.

Nothing here knows discord.py or Pillow: ids are ints, states are JSON-compatible dicts
that the store keeps but never interprets.

Every write is one transaction. Writes to a game carry the version the caller read; a
mismatch raises :class:`StaleVersion` ("already done") and changes nothing, so a double
click, a retried interaction or a second process never applies an action twice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

from .tournament_rows import TournamentStore

LOBBY = "lobby"
ACTIVE = "active"
FINISHED = "finished"
CANCELLED = "cancelled"
BROKEN = "broken"
OPEN_STATUSES = (LOBBY, ACTIVE)
"""Statuses that hold a place: at most one such game per place (a unique index)."""
STATUSES = (LOBBY, ACTIVE, FINISHED, CANCELLED, BROKEN)


class StoreError(Exception):
    """Base of the store's errors; the message is fit to show a user."""


class StaleVersion(StoreError):
    """The game changed since the caller read it: the action was already done.

    ``actual`` is the stored version (``None`` if unknown).
    """

    def __init__(
        self, game_id: int, expected: int, actual: int | None, message: str | None = None
    ) -> None:
        super().__init__(message or f"game {game_id}: version {expected} is stale")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class GameClosed(StaleVersion):
    """The game is finished, cancelled or broken: it takes no more writes."""

    def __init__(self, game_id: int, version: int, status: str) -> None:
        super().__init__(game_id, version, version, f"game {game_id}: {status}")
        self.status = status


class PlaceBusy(StoreError):
    """The place already has an open game (lobby or running): ``game_id``."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id}: place busy")
        self.game_id = game_id


class GameNotFound(StoreError):
    """No game has this id."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"no game {game_id}")
        self.game_id = game_id


class SchemaTooNew(StoreError):
    """The database was written by a newer ludobot; this one refuses to start."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(
            f"the database has schema version {found}, but this ludobot knows only up to "
            f"{known}: upgrade ludobot (or use a backup made by this version)"
        )
        self.found = found
        self.known = known


@dataclass(frozen=True, slots=True)
class Where:
    """Where a game is played, as the store keeps it (what each means is its edge's): the
    place (``kind`` and ``key``: at most one open game each), the ``circle`` whose
    statistics, ratings and finished games it counts in, the ``community`` whose defaults
    a game from before follows (None: none), and its ``route``, an integer by which
    processes share the games (:class:`Partition`)."""

    kind: str
    key: str
    circle: int
    community: int | None = None
    route: int = 0


@dataclass(slots=True)
class GameRecord:
    """One row of ``games``. ``state`` is the caller's JSON (a lobby's or a running
    game's); ``initial_state`` is set when the game starts and, with the move log, replays
    it. ``version`` counts every write (lobby changes included). ``broken_reason`` says
    why the game was set aside (or why its stored JSON could not be read)."""

    id: int
    where: Where
    host_id: int | None
    status: str
    state: dict[str, Any]
    initial_state: dict[str, Any] | None
    version: int
    created_at: float
    updated_at: float
    broken_reason: str | None = None
    shown_version: int | None = None
    """The oldest version the game's surfaces show (None: not known to be drawn)."""
    deadline: float | None = None
    """When (``time.time()``) the turn timer runs out or the next computer step is due."""
    surfaces: list[dict[str, Any]] | None = None
    """Where the game is shown, as its edges reported it: JSON the store keeps and never
    reads (None: nowhere known)."""

    @property
    def behind(self) -> bool:
        """A surface may show an older state than the stored one."""
        return self.shown_version is None or self.shown_version < self.version


@dataclass(frozen=True, slots=True)
class Shown:
    """Where a game is shown: its surfaces (JSON the store keeps), and the oldest version
    they show (below the stored version: a surface is out of date and is drawn again)."""

    surfaces: list[dict[str, Any]]
    version: int


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action (append-only). ``seq`` is the game's version after the action,
    so sequence numbers grow but may skip versions spent on lobby changes; ``seq`` and
    ``at`` are filled in by the store. ``actor_id`` is ``None`` for computer players."""

    actor_id: int | None
    seat: int | None
    action: dict[str, Any]
    dice: int | None
    events: list[dict[str, Any]]
    seq: int = 0
    at: float = 0.0


@dataclass(frozen=True, slots=True)
class BrokenGame:
    """A row that failed to load at start; it was set aside with status ``broken``."""

    id: int
    reason: str


class ListedGame(NamedTuple):
    """An open game as start-up lists it: its small columns, none of its JSON (a named
    tuple: made 100,000 times at once, it costs less than a dataclass)."""

    id: int
    status: str
    version: int
    deadline: float | None
    people: tuple[int, ...] | None
    """The ids of the people seated, as written with the state (None: not known, a row
    from before or a state written without them: read the state)."""


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One human's result in a finished game (computers are not recorded)."""

    user_id: int
    place: int
    captures: int
    won: bool
    colour: str | None = None


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's skill rating in one server: the model's ``mu`` and ``sigma``, the games
    rated, and the last ordinals (``mu - 3 sigma``, oldest first) for a trend."""

    player: str
    mu: float
    sigma: float
    games: int
    history: tuple[float, ...] = ()

    @property
    def ordinal(self) -> float:
        """The conservative skill estimate the leaderboard ranks by."""
        return self.mu - 3 * self.sigma


Rater = Callable[[dict[str, tuple[float, float] | None]], dict[str, tuple[float, float]]]
"""From the current (mu, sigma) of each player of a finished game (None: not rated yet) to
the new ones. The core provides it; the store runs it inside the result's transaction."""


@dataclass(frozen=True, slots=True)
class Commit:
    """One write of a game (:meth:`GameStore.commit_action`): ``state``, the log rows of
    the actions that led to it (a press and the moves it forced), the version bump (one
    per action, at least one) and, if given, the new status, initial state and players'
    results (added to the statistics of the game's circle, so they count exactly once),
    all in one transaction."""

    game_id: int
    expected_version: int
    """The version the caller read: another one refuses the whole commit."""
    state: dict[str, Any]
    log: Sequence[LogEntry] = ()
    status: str | None = None
    initial_state: dict[str, Any] | None = None
    results: Sequence[PlayerResult] = ()
    deadline: float | None = None
    """Replaces the stored one (None clears it): it belongs to the new state."""
    ratings: tuple[Sequence[str], Rater] | None = None
    shown: Shown | None = None
    """Written by the same UPDATE: where the game is shown as the caller will show it;
    None leaves the stored record as it is."""
    people: Sequence[int] | None = None
    """Who sits in the game with this state (None: not known, start-up reads the state
    then)."""


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's totals in one circle: a server, or a chat outside servers (``guild_id``
    holds the chat's id then; 0: every circle together)."""

    guild_id: int
    user_id: int
    games: int = 0
    wins: int = 0
    places_sum: int = 0
    captures: int = 0
    colours: tuple[tuple[str, int], ...] = ()
    """How often the player played each colour."""

    @property
    def mean_place(self) -> float | None:
        return self.places_sum / self.games if self.games else None

    @property
    def favourite_colour(self) -> str | None:
        """The colour played most often (the first of a tie by name)."""
        if not self.colours:
            return None
        return min(self.colours, key=lambda c: (-c[1], c[0]))[0]


@dataclass(frozen=True, slots=True)
class Partition:
    """The games one process serves, of several that share a database: those whose
    ``route`` modulo ``count`` is one of ``indices`` (how an edge computes a game's route
    is its own business: Discord's, the server's shard key)."""

    count: int
    indices: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1 or not self.indices or any(not 0 <= i < self.count for i in self.indices):
            raise ValueError(f"indices {list(self.indices)} do not fit a count {self.count}")

    def of(self, route: int) -> int:
        return route % self.count

    def __contains__(self, route: object) -> bool:
        return isinstance(route, int) and self.of(route) in self.indices


class GameStore(TournamentStore, Protocol):
    """What the core needs from storage (and of tournaments, :class:`TournamentStore`)."""

    async def close(self) -> None:
        """Close the connection(s)."""
        ...

    async def create_game(
        self,
        where: Where,
        host_id: int | None,
        state: dict[str, Any],
        people: Sequence[int] | None = None,
    ) -> GameRecord:
        """A new game in its lobby (status ``lobby``, version 0); ``people``: who sits in
        it (kept for :meth:`list_open_games`; None: not known).

        Raises :class:`PlaceBusy` with the existing game's id if the place has an open
        game; the database enforces this (a partial unique index)."""
        ...

    async def get_game(self, game_id: int) -> GameRecord:
        """The game's row; raises :class:`GameNotFound`. Reads never fail on a damaged
        row: its ``state`` comes back ``{}`` with the damage in ``broken_reason``."""
        ...

    def last_known(self, game_id: int) -> GameRecord | None:
        """The game's row as this process last wrote or read it, without a read (None:
        not kept, read it): for a caller that holds the game (its lock in this process
        and :meth:`hold`), where one process owns the database (SQLite; PostgreSQL keeps
        none). Were another process to write the game since, the next commit's version
        check refuses it (:class:`StaleVersion`) and the row is no longer kept. Shared:
        never change a record."""
        ...

    async def open_game_at(self, kind: str, key: str) -> GameRecord | None:
        """The place's open game (lobby or running), if any."""
        ...

    async def commit_action(self, commit: Commit) -> int:
        """Write the commit (see :class:`Commit`) in one transaction; returns the new
        version (each log row's ``seq`` is the version after its action).

        Raises :class:`StaleVersion` ("already done") when the stored version is not
        ``commit.expected_version``, :class:`GameClosed` (a StaleVersion) when the game is
        no longer open, :class:`GameNotFound`; in each case nothing changes."""
        ...

    async def save_shown(self, shown: Mapping[int, Shown]) -> None:
        """Where each game is shown now (game id -> record), in one transaction,
        without a version bump. A game that no longer exists is skipped; an empty
        mapping touches nothing."""
        ...

    async def log_entries(self, game_id: int) -> list[LogEntry]:
        """The game's move log in sequence order."""
        ...

    async def list_open_games(self, partition: Partition | None = None) -> list[ListedGame]:
        """Every open game (of ``partition``), by id, from its small columns: start-up reads
        no state unless it must."""
        ...

    async def open_games_of(self, user_id: int) -> list[GameRecord]:
        """The open games ``user_id`` sits in, by id, of every partition (the ``people``
        written with each state): what ``/ludo mygames`` lists, the same from every
        process. A game whose people are not known yet (a row start-up has not read) is
        left out."""
        ...

    async def games_by_id(self, ids: Sequence[int]) -> list[GameRecord]:
        """The rows of these games (by id; an id that names none is left out). Reads never
        fail on a damaged row (see :meth:`get_game`)."""
        ...

    async def set_aside(self, broken: Sequence[BrokenGame]) -> None:
        """Mark these open games ``broken`` (with the reason, and a version bump), which
        frees their places; one no longer open is left alone."""
        ...

    async def note_people(self, people: Mapping[int, tuple[int, Sequence[int]]]) -> None:
        """Who sits in games whose people were not known (game id -> (version, ids)),
        read from their states: kept where the version is still that one."""
        ...

    def hold(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """Keep other processes from acting on the game while the caller reads it,
        decides and commits (an action may commit more than once: a roll, then the
        move it forces). Another process's hold waits. Where one process owns the
        database (SQLite) this holds nothing: the version check alone keeps writes apart."""
        ...

    async def take_back_claims(self, partition: Partition | None, now: float) -> int:
        """Deadlines of ``partition``'s games claimed by processes that are gone (they died
        between the claim and the step): due again ``now``, at once instead of when the
        claim would run out. Returns how many."""
        ...

    async def claim_due(
        self, game_id: int, version: int, deadline: float | None, until: float
    ) -> bool:
        """Claim the deadline ``deadline`` of the game's ``version`` for this process: the
        stored deadline moves to ``until`` (no version bump) when it is still the one
        given; True if this call claimed it. Of several processes that hold the same
        deadline exactly one acts; if it dies before committing the step, the deadline
        comes again at ``until``. Rows another transaction holds are skipped, not
        waited for."""
        ...

    async def games_behind(self, closed_since: float) -> list[GameRecord]:
        """Games shown somewhere that may show an older state than the stored one:
        every open game, and closed ones changed after ``closed_since`` (their last
        picture, e.g. the final board, may be missing)."""
        ...

    async def ended_games(self, scope: int, limit: int = 10) -> list[GameRecord]:
        """A circle's games that are over, newest first: finished, or ended (cancelled)
        after they started; a server's, or (outside servers) a chat's. Results, ratings
        and dice counts are kept per circle too."""
        ...

    async def ratings(self, guild_id: int, limit: int = 10) -> list[Rating]:
        """The server's best rated players, by ordinal."""
        ...

    async def rating(self, guild_id: int, player: str) -> Rating | None:
        """One player's rating in the server (None: never rated)."""
        ...

    async def roll_counts(self, game_id: int) -> dict[int, list[int]]:
        """How often each seat rolled each face in the game: seat -> six counts."""
        ...

    async def server_roll_counts(self, scope: int, games: int = 1000) -> list[int]:
        """How often each face was rolled in the circle's last ``games`` finished games."""
        ...

    async def get_guild_settings(self, guild_id: int) -> dict[str, Any]:
        """The server's settings as they were stored: a JSON object the store does not
        interpret (``{}`` for a server that never set any, or whose row is damaged)."""
        ...

    async def set_guild_settings(self, guild_id: int, values: dict[str, Any]) -> None:
        """Store the server's settings (a JSON object), replacing what was stored."""
        ...

    async def reset_guild_settings(self, guild_id: int) -> None:
        """Forget the server's settings: it reads as one that never set any."""
        ...

    async def player_stats_everywhere(self, user_id: int) -> PlayerStats:
        """A player's totals over every circle together (``guild_id`` 0)."""
        ...

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        """A player's totals (zeros if none)."""
        ...
