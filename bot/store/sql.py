"""What the SQL backends share: every :class:`~bot.store.base.GameStore` method written
once, as plans over portable SQL (:mod:`.sql_plans`), by what it keeps: the games and
their logs (:mod:`.sql_games`), what start-up lists of them (:mod:`.sql_start`), the
statistics and ratings (:mod:`.sql_stats`), the servers' settings (:mod:`.sql_settings`),
the tournaments (:mod:`.sql_tournaments`).
A backend subclasses :class:`SQLStore` and supplies how a plan runs, and the class
attributes and hooks where SQLite and PostgreSQL differ.
"""

from __future__ import annotations

from .base import GameStore
from .sql_games import GameTables
from .sql_settings import SettingsTable
from .sql_start import StartTables
from .sql_stats import StatsTables
from .sql_tournaments import TournamentTables


class SQLStore(GameTables, StartTables, StatsTables, SettingsTable, TournamentTables, GameStore):
    """Every method of the store on :meth:`_run` and :meth:`_fetch`."""


__all__ = ["SQLStore"]
