"""The application core: lobbies and games as typed commands with plain values.

The edge reads what people type with ``bot.reading``, builds a command of typed values
(:mod:`.commands`), runs it with :meth:`GameService.execute` and draws the
:class:`Answer`; it never sees the store's types."""

from ..store import Shards
from . import commands
from .answer import Answer, LiveBoard
from .commands import Actor
from .games import ChannelTaken, GameInfo, scope_of
from .notes import Behind, Note, Refused, ToConfirm, note
from .queries import DiceStats, PlayerTotals, Rated
from .rules_text import check_rules
from .service import GameService, open_service
from .settings import GuildSettings
from .tables import Reach, Seat, Table, Venue
from .view import BoardView, HuffOffer, LobbyView, View

__all__ = [
    "Actor",
    "Answer",
    "Behind",
    "BoardView",
    "ChannelTaken",
    "DiceStats",
    "GameInfo",
    "GameService",
    "GuildSettings",
    "HuffOffer",
    "LiveBoard",
    "LobbyView",
    "Note",
    "PlayerTotals",
    "Rated",
    "Reach",
    "Refused",
    "Seat",
    "Shards",
    "Table",
    "ToConfirm",
    "Venue",
    "View",
    "check_rules",
    "commands",
    "note",
    "open_service",
    "scope_of",
]
