"""The application core: lobbies and games as typed commands with plain values."""

from . import commands
from .commands import Actor
from .notes import Behind, Note, Outcome, Refused, note
from .rules_text import check_rules, free_colours, lobby_colours, max_seats, parse_rules_text
from .service import GameService
from .tables import Seat, Table

__all__ = [
    "Actor",
    "Behind",
    "GameService",
    "Note",
    "Outcome",
    "Refused",
    "Seat",
    "Table",
    "check_rules",
    "commands",
    "free_colours",
    "lobby_colours",
    "max_seats",
    "note",
    "parse_rules_text",
]
