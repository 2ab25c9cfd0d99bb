"""A ruleset read once into what move generation and the turn ask, in their innermost
loops: each option decided in one place (:func:`compile_rules`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .board import BOARDS
from .rules import Ruleset
from .tables import Tables, tables_for


@dataclass(frozen=True, slots=True)
class CompiledRules:
    """A ruleset read once into what move generation and the turn ask."""

    rules: Ruleset
    t: Tables
    entry: tuple[bool, ...]
    """Per die value 0-6: does it bring a piece out of the yard."""
    forced_entry: bool
    entry_always: bool
    clears_start: int
    """0: never; 1: on every roll (clear_start); 2: on an entry roll (move_on)."""
    by_captures: bool
    """An obligation reads the moves' captures: teams, forced capture strict or huff."""
    blocks: bool
    own_may_pass: bool
    own_mode: str
    capture: bool
    safe_start: bool
    at_turn_end: bool
    extra_lap: bool
    partners: bool
    strict: bool
    huff: bool
    may_pass: bool
    war: bool
    goal_last: int
    """The goal's last square as a progress, where the board has a goal; else -1 (home
    is past the lap)."""
    max_sixes: int
    three_tries: bool
    tries_bonus: bool
    six_again: bool
    six_without_move: bool
    static: bool
    """Every move is its table's (no position-dependent target) and no obligation reads
    captures: :func:`raw_mask` and :func:`obliged` are the legal moves."""
    plain_capture: bool
    """A square holds one colour, and landing on another's sends all of it home at once
    (no blocks, safe start squares, partners, captures at the turn's end, or war)."""


@lru_cache(maxsize=256)
def compile_rules(rules: Ruleset) -> CompiledRules:
    """The reading of ``rules`` (cached: a ruleset is a value)."""
    move_on = rules.own_landing == "capture" and rules.own_start_entry == "move_on"
    board = BOARDS[rules.board]
    return CompiledRules(
        rules=rules,
        t=tables_for(rules),
        entry=tuple(v in rules.entry_rolls for v in range(7)),
        forced_entry=rules.forced_entry != "never",
        entry_always=rules.forced_entry == "always",
        clears_start=1 if rules.clear_start else 2 if move_on else 0,
        by_captures=rules.teams == "partners" or rules.forced_capture != "off",
        blocks=rules.own_landing == "block",
        own_may_pass=rules.block_passing == "opponents_cannot",
        own_mode=rules.own_landing,
        capture=rules.capture,
        safe_start=rules.safe_start,
        at_turn_end=rules.capture_at_turn_end,
        extra_lap=rules.capture_extra_lap and not rules.war,
        partners=rules.teams == "partners",
        strict=rules.forced_capture == "strict",
        huff=rules.forced_capture == "huff",
        may_pass=not rules.must_move,
        war=rules.war,
        goal_last=board.last if board.goal else -1,
        max_sixes=rules.max_sixes,
        three_tries=rules.three_tries,
        tries_bonus=rules.three_tries_bonus,
        six_again=rules.six_again,
        six_without_move=rules.six_again and rules.six_again_without_move,
        plain_capture=rules.capture
        and not (rules.safe_start or rules.capture_at_turn_end or rules.war)
        and rules.teams == "off"
        and rules.own_landing != "block",
        static=rules.exact_home
        and not (rules.capture_extra_lap or rules.teams == "partners")
        and rules.forced_capture == "off",
    )
