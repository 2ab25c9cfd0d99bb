"""The application core: lobbies and games as calls with plain values."""

from .service import (
    Behind,
    GameService,
    Note,
    Outcome,
    Refused,
    check_rules,
    free_colours,
    lobby_colours,
    max_seats,
    note,
    parse_rules_text,
)
from .tables import Seat, Table

__all__ = [
    "Behind",
    "GameService",
    "Note",
    "Outcome",
    "Refused",
    "Seat",
    "Table",
    "check_rules",
    "free_colours",
    "lobby_colours",
    "max_seats",
    "note",
    "parse_rules_text",
]
