"""A tournament's settings, as the organiser chose them: typed values the edge reads
from what was typed (``bot.reading``), checked here once (a refusal names the value),
and stored as JSON."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from ...engine import PRESETS
from ...engine.computers import Level
from ..commands import OFFERED_LEVELS, Options
from ..lobby_rules import check_rules, stored
from ..notes import Refused
from ..settings import Pace

Format = Literal["swiss", "knockout"]
FORMATS: Final = ("swiss", "knockout")
MOST_ROUNDS: Final = 12
MOST_ENTRANTS: Final = 512
"""A tournament's largest field (the sign-up list is one card's)."""
DEFAULT_MAXIMUM: Final = 64


@dataclass(frozen=True, slots=True)
class TournamentConfig:
    """What the organiser chose when creating it."""

    format: Format = "swiss"
    rounds: int = 3
    """Swiss: how many rounds (knockout: until one table is left)."""
    advance: int = 1
    """Knockout: how many of each table go on (1: the winner, 2: the first two)."""
    table_size: int = 4
    preset: str = "ludo"
    overrides: Mapping[str, str] = field(default_factory=dict)
    """House rules in their stored form."""
    pace: str = Pace.LIVE.value
    computers: bool = True
    """Computers fill a table's empty seats (else the table plays with fewer)."""
    level: str = Level.EASY.value
    """Their level, and that of a dropped player's or a no-show's computer."""
    starts_at: float | None = None
    """When sign-up closes and it starts by itself (None: the organiser starts it)."""
    maximum: int = DEFAULT_MAXIMUM
    duplicate: bool = False
    """Every table of a round rolls from the round's one secret seed."""

    @classmethod
    def checked(
        cls,
        format: str,
        *,
        rounds: int | None,
        advance: int | None,
        table_size: int,
        preset: str,
        overrides: Options,
        pace: Pace,
        computers: bool,
        level: Level,
        starts_at: float | None,
        maximum: int | None,
        duplicate: bool,
        now: float,
    ) -> TournamentConfig:
        """The settings, each checked; a bad one is :class:`Refused` naming it."""
        if format not in FORMATS:
            raise Refused("tournament_bad_format", value=format)
        if not 2 <= table_size <= 6:
            raise Refused("tournament_bad_size", value=table_size)
        if rounds is not None and not 1 <= rounds <= MOST_ROUNDS:
            raise Refused("tournament_bad_rounds", value=rounds, most=MOST_ROUNDS)
        advance = 1 if advance is None else advance
        if advance not in (1, 2) or advance >= table_size:
            raise Refused("tournament_bad_advance", value=advance)
        maximum = DEFAULT_MAXIMUM if maximum is None else maximum
        if not 2 <= maximum <= MOST_ENTRANTS:
            raise Refused("tournament_bad_maximum", value=maximum, most=MOST_ENTRANTS)
        if level not in OFFERED_LEVELS and level != Level.RANDOM:
            raise Refused("tournament_bad_level", value=level.value)
        if starts_at is not None and starts_at <= now:
            raise Refused("tournament_past_start")
        if preset not in PRESETS:
            raise Refused("tournament_bad_preset", value=preset)
        kept = stored(overrides)
        check_rules(preset, kept, table_size, user=tuple(overrides) or None)
        return cls(
            "knockout" if format == "knockout" else "swiss",
            rounds or 3,
            advance,
            table_size,
            preset,
            kept,
            pace.value,
            computers,
            level.value,
            starts_at,
            maximum,
            duplicate,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "rounds": self.rounds,
            "advance": self.advance,
            "table_size": self.table_size,
            "preset": self.preset,
            "overrides": dict(self.overrides),
            "pace": self.pace,
            "computers": self.computers,
            "level": self.level,
            "starts_at": self.starts_at,
            "maximum": self.maximum,
            "duplicate": self.duplicate,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> TournamentConfig:
        """As stored (a value missing or of the wrong type: its default)."""
        base = cls()

        def get(name: str, kind: type | tuple[type, ...]) -> Any:
            value = d.get(name)
            return value if isinstance(value, kind) else getattr(base, name)

        overrides = d.get("overrides")
        starts = d.get("starts_at")
        return cls(
            "knockout" if d.get("format") == "knockout" else "swiss",
            get("rounds", int),
            get("advance", int),
            get("table_size", int),
            get("preset", str),
            {str(k): str(v) for k, v in overrides.items()} if isinstance(overrides, dict) else {},
            get("pace", str),
            get("computers", bool),
            get("level", str),
            float(starts) if isinstance(starts, int | float) else None,
            get("maximum", int),
            get("duplicate", bool),
        )
