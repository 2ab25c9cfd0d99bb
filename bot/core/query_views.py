"""What the queries answer with (:mod:`.queries`): immutable values with everything an
edge words, the statistics' tests and trends worked out here, once for every edge."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Action, chi_square_uniform
from ..store import Rating
from .games import GameInfo
from .tables import Handover

TREND_GAMES = 5
"""The rated games a rating's trend spans."""


def _p(counts: Sequence[int]) -> float | None:
    """The chi-square test's p-value of six face counts against a fair die (None: no
    rolls, where p = 1 would read as a verdict)."""
    return chi_square_uniform(counts)[1] if sum(counts) else None


@dataclass(frozen=True, slots=True)
class DiceStats:
    """The faces rolled: per seat in one game, and on the server over its latest games,
    each with its chi-square test's p-value (None: no rolls to test)."""

    game_id: int
    names: tuple[str, ...]
    colours: tuple[str, ...]
    per_seat: tuple[tuple[int, ...], ...]
    server: tuple[int, ...]
    p_seats: tuple[float | None, ...]
    p_game: float | None
    """All the game's rolls together."""
    p_server: float | None

    @classmethod
    def of(
        cls,
        game_id: int,
        names: Sequence[str],
        colours: Sequence[str],
        per_seat: Sequence[Sequence[int]],
        server: Sequence[int],
    ) -> DiceStats:
        seats = tuple(tuple(c) for c in per_seat)
        everyone = [sum(c[f] for c in seats) for f in range(6)]
        return cls(
            game_id,
            tuple(names),
            tuple(colours),
            seats,
            tuple(server),
            tuple(_p(c) for c in seats),
            _p(everyone),
            _p(server),
        )


@dataclass(frozen=True, slots=True)
class MyGame:
    """An open game a person sits in (``/ludo mygames``)."""

    info: GameInfo
    pace: str
    to_act: int | None
    """The user whose turn it is (None: a lobby, a computer's step, or nobody's)."""
    name: str | None
    """The name of the seat to act (None: a lobby)."""
    ends: float | None
    """When the time of the person to act runs out (None: no timer)."""
    mine: bool
    """It is this person's turn."""


@dataclass(frozen=True, slots=True)
class PlayerTotals:
    """A person's games in one server."""

    games: int
    wins: int
    mean_place: float | None
    captures: int
    favourite_colour: str | None


@dataclass(frozen=True, slots=True)
class Rated:
    """A rated player: a person (``user_id``) or a computer level (``level``), with the
    trend of their rating over the last ``trend_games`` rated games (up to
    :data:`TREND_GAMES`; 0: their first, where the trend starts)."""

    user_id: int | None
    level: str | None
    ordinal: float
    mu: float
    sigma: float
    games: int
    history: tuple[float, ...]
    trend: float = 0.0
    trend_games: int = 0

    @classmethod
    def of(cls, r: Rating) -> Rated:
        kind, _, who = r.player.partition(":")
        user = int(who) if kind == "user" and who.isdigit() else None
        level = who if kind == "computer" else None
        history = tuple(r.history)
        games = min(TREND_GAMES, len(history) - 1)
        trend = history[-1] - history[-1 - games] if games > 0 else 0.0
        return cls(user, level, r.ordinal, r.mu, r.sigma, r.games, history, trend, max(0, games))


@dataclass(frozen=True, slots=True)
class Replay:
    """A finished game to replay: its start in the engine's stored format (JSON text,
    which the pictures read into a game of their own), every action since, the seats'
    names, and every time a seat changed hands."""

    game_id: int
    start: str
    actions: tuple[Action, ...]
    names: tuple[str, ...]
    handovers: tuple[Handover, ...]
    genders: tuple[str | None, ...] = ()
    """The gender each seat's person at the end chose for sentences about them (``/ludo
    gender``), None for a computer or a person who chose none: the last frames' places
    agree with it."""
