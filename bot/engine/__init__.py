"""The rules engine: pure Python, no I/O.

The data model follows python-chess: a :class:`Ruleset` (the variant, as data), a
:class:`Game` (the position, mutable, with ``copy()`` for search), typed actions
(:class:`Roll`, :class:`Play`, :class:`Pass`, :class:`Huff`), :class:`Move`, :class:`Event`
and :class:`PieceRef` values, an :class:`Outcome` with its :class:`Termination`, and
injected :class:`Dice` (:class:`FairDice` derives every roll from a seed that is revealed
when the game ends). Its hot modules run compiled where ``make`` built them
(:data:`KERNELS`), loaded first, before anything imports them.
"""

from . import native

KERNELS = native.load(__path__)
"""``("compiled", folder)`` when the engine's hot modules run compiled by mypyc (built by
``make``, :mod:`.native`), else ``("python", why)``: the same games either way."""

from .actions import (
    Action,
    Huff,
    MalformedAction,
    Pass,
    Play,
    Roll,
    action_from_dict,
    action_of,
)
from .board import BOARDS, OUT, PIECES, YARD, Board
from .dice import Dice, SeededDice, SystemDice
from .export import ExportError, GameExport, Verification, revealed_hash
from .export import verify as verify_export
from .fair_dice import FairDice, chi_square_uniform, derive_roll, first_mismatch, seed_hash
from .game import Game
from .movers import GreedyMover, Mover, RandomMover, play_out, record_game
from .moves import PASS, Colour, Event, HuffWindow, Move, PendingCapture, PieceRef, Seat
from .outcome import Outcome, Termination
from .position import Position, position_of
from .rules import OPTIONS, PRESETS, RuleError, Ruleset, describe, parse_value
from .seating import default_seating, two_colour_seating
from .state import MOVE, ORDER, OVER, ROLL, IllegalAction

__all__ = [
    "BOARDS",
    "KERNELS",
    "MOVE",
    "OPTIONS",
    "ORDER",
    "OUT",
    "OVER",
    "PASS",
    "PIECES",
    "PRESETS",
    "ROLL",
    "YARD",
    "Action",
    "Board",
    "Colour",
    "Dice",
    "Event",
    "ExportError",
    "FairDice",
    "Game",
    "GameExport",
    "GreedyMover",
    "Huff",
    "HuffWindow",
    "IllegalAction",
    "MalformedAction",
    "Move",
    "Mover",
    "Outcome",
    "Pass",
    "PendingCapture",
    "PieceRef",
    "Play",
    "Position",
    "RandomMover",
    "Roll",
    "RuleError",
    "Ruleset",
    "Seat",
    "SeededDice",
    "SystemDice",
    "Termination",
    "Verification",
    "action_from_dict",
    "action_of",
    "chi_square_uniform",
    "default_seating",
    "derive_roll",
    "describe",
    "first_mismatch",
    "parse_value",
    "play_out",
    "position_of",
    "record_game",
    "revealed_hash",
    "seed_hash",
    "two_colour_seating",
    "verify_export",
]
