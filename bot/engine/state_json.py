"""A game's state as JSON: what the store saves after every action, and loads back equal.

Format 2 is written; format 1 (before the cross board's square -1, see board.py) is read.
"""

from __future__ import annotations

from typing import Any, Final

from .board import OUT, YARD
from .moves import HuffWindow, PendingCapture
from .outcome import Termination
from .rules import Ruleset
from .state import OVER, PHASES, GameState

FORMAT: Final = 2
# Format 1 wrote the yard as -1 and "out" as -2.
_FORMAT_1_PROGRESS: Final = {-1: YARD, -2: OUT}


def state_to_dict(g: GameState) -> dict[str, Any]:
    """A JSON-compatible snapshot of ``g``."""
    return {
        "format": FORMAT,
        "rules": g.rules.to_dict(),
        "seats": [list(s) for s in g.seats],
        "pieces": [list(p) for p in g.pieces],
        "phase": g.phase,
        "turn": g.turn,
        "roll": g.current_roll,
        "last_roll": g.last_roll,
        "sixes": g.sixes,
        "tries": g.tries,
        "moved": g.moved,
        "bonus": g.bonus,
        "pending": [list(p) for p in g.pending],
        "huff_window": list(g.huff_window) if g.huff_window else None,
        "finished": list(g.finished),
        "places": [list(p) for p in g.places],
        "eliminated": [list(p) for p in g.eliminated],
        "order_contenders": list(g.order_contenders),
        "order_rolls": [[s, r] for s, r in sorted(g.order_rolls.items())],
        "round": g.round,
        "starter": g.starter,
        "ply": g.ply,
        "turns": g.turns,
        "termination": g.termination.value if g.termination else None,
    }


def stored_rules(d: dict[str, Any]) -> tuple[int, Ruleset]:
    """The format and the ruleset of a stored state. Raises ``ValueError`` for an unknown
    format, ``KeyError``/``TypeError`` for a corrupt one."""
    if not isinstance(d, dict):
        raise ValueError("game state must be a JSON object")
    fmt = d.get("format")
    if fmt not in (1, FORMAT):
        raise ValueError(f"unknown game state format {fmt!r} (this code reads 1 and {FORMAT})")
    values = dict(d["rules"])
    if fmt == 1:
        # Games begun before own_start_entry existed were played the DE 1960 way.
        values.setdefault("own_start_entry", "move_on")
    return fmt, Ruleset.from_dict(values)


def load_state(g: GameState, fmt: int, d: dict[str, Any]) -> None:
    """Fill ``g`` (new, with the stored rules and seats) from the stored state ``d``."""
    pieces = [[int(p) for p in ps] for ps in d["pieces"]]
    if fmt == 1:
        pieces = [[_FORMAT_1_PROGRESS.get(p, p) for p in ps] for ps in pieces]
    if [len(p) for p in pieces] != [len(p) for p in g.pieces]:
        raise ValueError("pieces do not match the seating")
    last = g.board.last if not g.rules.war else g.board.track_len - 1
    if any(not OUT <= p <= last for ps in pieces for p in ps):
        raise ValueError("a piece stands outside the board")
    g.pieces = pieces
    g.phase = str(d["phase"])
    if g.phase not in PHASES:
        raise ValueError(f"unknown phase {g.phase!r}")
    g.turn = int(d["turn"])
    if not 0 <= g.turn < len(g.colour_seat) or g.colour_seat[g.turn] < 0:
        raise ValueError("the colour to act is not in play")
    g.current_roll = int(d["roll"])
    g.last_roll = int(d["last_roll"])
    g.sixes = int(d["sixes"])
    g.tries = int(d["tries"])
    g.moved = bool(d["moved"])
    g.bonus = bool(d["bonus"])
    g.pending = [PendingCapture(int(a), int(b), int(c)) for a, b, c in d["pending"]]
    hw = d["huff_window"]
    g.huff_window = HuffWindow(int(hw[0]), int(hw[1]), bool(hw[2])) if hw else None
    g.finished = [int(c) for c in d["finished"]]
    g.places = [[int(s) for s in p] for p in d["places"]]
    g.eliminated = [[int(s) for s in p] for p in d["eliminated"]]
    g.order_contenders = [int(s) for s in d["order_contenders"]]
    g.order_rolls = {int(s): int(r) for s, r in d["order_rolls"]}
    g.round = int(d["round"])
    g.starter = int(d.get("starter", g.turn))
    g.ply = int(d["ply"])
    g.turns = int(d["turns"])
    g.termination = _termination(g, d.get("termination"))
    g.rebuild_track()


def _termination(g: GameState, stored: Any) -> Termination | None:
    if g.phase != OVER:
        return None
    if stored is not None:
        return Termination(stored)
    # Rows from before the termination was stored: it follows from the rules and round.
    if not g.rules.war:
        return Termination.ALL_HOME
    if g.round > g.rules.war_rounds:
        return Termination.ROUND_LIMIT
    return Termination.LAST_SIDE_STANDING
