"""Tournaments, the pure part: Swiss and knockout pairings over tables of two to six,
points by place and standings, and the reasons for a pairing; no I/O, no Discord, no
words (like :mod:`bot.engine`; the layer above games that plays them is the core's).

The values (:mod:`.model`) hold entrant ids; :func:`pair_swiss` and
:func:`pair_knockout` are functions of the entrants and the tables played, so a round
can be made again, checked and explained (:func:`explain`) from what is stored.
"""

from .explain import Reason, explain
from .model import (
    MAX_TABLE,
    MIN_TABLE,
    MOST_POINTS,
    POINTS,
    Bye,
    Entrant,
    Format,
    Kind,
    Points,
    Round,
    Table,
    TableResult,
)
from .pairing import (
    advancing,
    is_final,
    knockout_order,
    knockout_seeds,
    knockout_sizes,
    pair_knockout,
    pair_swiss,
)
from .seating import table_sizes
from .standings import Standing, podium, points_of, standings

__all__ = [
    "MAX_TABLE",
    "MIN_TABLE",
    "MOST_POINTS",
    "POINTS",
    "Bye",
    "Entrant",
    "Format",
    "Kind",
    "Points",
    "Reason",
    "Round",
    "Standing",
    "Table",
    "TableResult",
    "advancing",
    "explain",
    "is_final",
    "knockout_order",
    "knockout_seeds",
    "knockout_sizes",
    "pair_knockout",
    "pair_swiss",
    "podium",
    "points_of",
    "standings",
    "table_sizes",
]
