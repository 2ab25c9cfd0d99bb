"""Tournaments: Swiss and knockout over many tables, a layer above games (the game
handlers know nothing of it). :class:`TournamentService` keeps them in the store, opens
each table through the commands people use and hears of results through the core's
listener; the pairings and standings are :mod:`bot.tournaments`' pure functions."""

from .config import TournamentConfig
from .progress import TournamentEdge
from .service import TournamentService
from .views import ActionView, EntrantView, StandingView, TableView, TournamentView

__all__ = [
    "ActionView",
    "EntrantView",
    "StandingView",
    "TableView",
    "TournamentConfig",
    "TournamentEdge",
    "TournamentService",
    "TournamentView",
]
