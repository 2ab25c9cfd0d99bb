"""The application core: lobbies and games as typed commands with plain values.

The edge builds a command (:mod:`.commands`), runs it with :meth:`GameService.execute`
and draws the :class:`Answer`; it never sees the store's types."""

from ..store import Partition
from . import commands
from .answer import Answer, Surface, surface_of
from .commands import Actor
from .games import GameInfo, PlaceTaken
from .notes import Behind, Note, Refused, note
from .places import Place
from .queries import DiceStats, PlayerTotals, Rated
from .rules_text import check_rules, parse_rules_text
from .service import GameService, open_service
from .settings import GuildSettings
from .tables import Reach, Seat, Table, Venue
from .view import BoardView, HuffOffer, LobbyView, View

__all__ = [
    "Actor",
    "Answer",
    "Behind",
    "BoardView",
    "DiceStats",
    "GameInfo",
    "GameService",
    "GuildSettings",
    "HuffOffer",
    "LobbyView",
    "Note",
    "Partition",
    "Place",
    "PlaceTaken",
    "PlayerTotals",
    "Rated",
    "Reach",
    "Refused",
    "Seat",
    "Surface",
    "Table",
    "Venue",
    "View",
    "check_rules",
    "commands",
    "note",
    "open_service",
    "parse_rules_text",
    "surface_of",
]
