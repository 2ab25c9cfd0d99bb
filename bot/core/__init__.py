"""The application core: lobbies and games as typed commands with plain values."""

from ..store import (
    ChannelBusy,
    GameClosed,
    GameNotFound,
    GameRecord,
    Shards,
    StaleVersion,
    StoreError,
)
from . import commands
from .commands import Actor
from .notes import Behind, Note, Outcome, Refused, note
from .rules_text import check_rules, free_colours, lobby_colours, max_seats, parse_rules_text
from .service import GameService, open_service
from .settings import GuildSettings
from .tables import Seat, Table

__all__ = [
    "Actor",
    "Behind",
    "ChannelBusy",
    "GameClosed",
    "GameNotFound",
    "GameRecord",
    "GameService",
    "GuildSettings",
    "Note",
    "Outcome",
    "Refused",
    "Seat",
    "Shards",
    "StaleVersion",
    "StoreError",
    "Table",
    "check_rules",
    "commands",
    "free_colours",
    "lobby_colours",
    "max_seats",
    "note",
    "open_service",
    "parse_rules_text",
]
