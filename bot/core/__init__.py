"""The application core: lobbies and games as typed commands with plain values.

The edge reads what people type with ``bot.reading``, builds a command of typed values
(:mod:`.commands`), runs it with :meth:`GameService.execute` and draws the
:class:`Answer`'s view (:mod:`.view`) or a query's (:mod:`.query_views`): immutable
values, never the core's table, the engine's game or the store's types."""

from ..store import Partition
from . import commands
from .answer import Answer, Surface, surface_of
from .commands import Actor
from .feed import Commit, Feed
from .games import GameInfo, PlaceTaken
from .lobby_rules import check_rules
from .notes import Behind, Note, Refused, ToConfirm, note
from .places import Place
from .query_views import DiceStats, MyGame, PlayerTotals, Rated, Replay
from .service import GameService, open_service
from .settings import GuildSettings
from .tables import Reach, Venue
from .view import (
    BoardView,
    Choice,
    HuffOffer,
    LobbyView,
    LogEntry,
    Logged,
    SeatView,
    Seed,
    Step,
    View,
)

__all__ = [
    "Actor",
    "Answer",
    "Behind",
    "BoardView",
    "Choice",
    "Commit",
    "DiceStats",
    "Feed",
    "GameInfo",
    "GameService",
    "GuildSettings",
    "HuffOffer",
    "LobbyView",
    "LogEntry",
    "Logged",
    "MyGame",
    "Note",
    "Partition",
    "Place",
    "PlaceTaken",
    "PlayerTotals",
    "Rated",
    "Reach",
    "Refused",
    "Replay",
    "SeatView",
    "Seed",
    "Step",
    "Surface",
    "ToConfirm",
    "Venue",
    "View",
    "check_rules",
    "commands",
    "note",
    "open_service",
    "surface_of",
]
