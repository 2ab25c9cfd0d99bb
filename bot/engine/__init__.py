"""The rules engine: pure Python, no I/O.

The data model follows python-chess: a :class:`Ruleset` (the variant, as data), a
:class:`Game` (the position, mutable, with ``copy()`` for search), :class:`Move` and
:class:`Event` values, and injected :class:`Dice`.
"""

from .board import BOARDS, OUT, PIECES, YARD, Board
from .dice import Dice, FixedDice, SeededDice, SystemDice
from .game import (
    MOVE,
    ORDER,
    OVER,
    ROLL,
    Game,
    IllegalAction,
    default_seating,
    two_colour_seating,
)
from .movers import GreedyMover, Mover, RandomMover, play_out, record_game
from .moves import PASS, Event, Move, piece_code
from .rules import OPTIONS, PRESET_NAMES, PRESETS, RuleError, Ruleset, describe, parse_value

__all__ = [
    "BOARDS",
    "MOVE",
    "OPTIONS",
    "ORDER",
    "OUT",
    "OVER",
    "PASS",
    "PIECES",
    "PRESETS",
    "PRESET_NAMES",
    "ROLL",
    "YARD",
    "Board",
    "Dice",
    "Event",
    "FixedDice",
    "Game",
    "GreedyMover",
    "IllegalAction",
    "Move",
    "Mover",
    "RandomMover",
    "RuleError",
    "Ruleset",
    "SeededDice",
    "SystemDice",
    "default_seating",
    "describe",
    "parse_value",
    "piece_code",
    "play_out",
    "record_game",
    "two_colour_seating",
]
