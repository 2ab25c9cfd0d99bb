"""Property tests: random games under every preset and random option combinations."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bot.engine import (
    MOVE,
    OPTIONS,
    OUT,
    OVER,
    PIECES,
    PRESETS,
    YARD,
    Game,
    Move,
    PieceRef,
    RuleError,
    Ruleset,
    SeededDice,
)

MAX_PLY = 30_000


def blocks_passed(game: Game, move: Move) -> list[int]:
    """Track squares strictly between ``move.frm`` and ``move.to`` holding a block the
    mover may not pass, computed independently of the engine's own path check."""
    rules = game.rules
    if rules.own_landing != "block" or move.frm <= YARD or move.is_pass:
        return []
    c = game.turn
    board = game.board
    limit = board.track_len if rules.war else board.lap
    if move.extra_lap:
        end = move.to + board.track_len
    elif move.to >= limit or move.to < move.frm:
        end = min(move.to, limit) if move.to >= limit else move.to + board.track_len
    else:
        end = move.to
    bad = []
    for q in range(move.frm + 1, end):
        if q >= limit and not move.extra_lap and not rules.war:
            break
        square = board.track_square(c, q)
        colours = [
            k
            for k in game.colours
            for i, p in enumerate(game.pieces[k])
            if YARD < p < limit and board.track_square(k, p) == square
        ]
        # A block is 2+ pieces of one colour, whoever else stands there (RULES.md §5).
        for owner in set(colours):
            if colours.count(owner) >= 2 and (rules.block_passing == "nobody" or owner != c):
                bad.append(square)
                break
    return bad


def check_own_start_entry(game: Game, moves: list[Move]) -> None:
    """RULES.md §2 own_start_entry: with own_landing capture, an entry roll while an own piece
    stands on the start square and pieces wait in the yard enters a new piece that sends the
    own one back (enter), or offers no entry at all (move_on)."""
    rules = game.rules
    c = game.turn
    pieces = game.pieces[c]
    if not (
        rules.own_landing == "capture"
        and game.current_roll in rules.entry_rolls
        and YARD in pieces
        and 0 in pieces
    ):
        return
    entries = [m for m in moves if m.enters]
    on_start = {PieceRef(c, i) for i, p in enumerate(pieces) if p == 0}
    if rules.own_start_entry == "move_on":
        assert entries == [], f"move_on offered an entry: {entries}"
        return
    assert all(on_start <= set(m.captures) for m in entries), entries
    if rules.forced_entry == "always" and rules.teams == "off":
        assert entries, "enter: the new piece must be offered"


def check_invariants(game: Game, started: dict[int, int]) -> None:
    rules = game.rules
    board = game.board
    limit = board.track_len if rules.war else board.lap
    by_square: dict[int, set[int]] = {}
    for k in game.colours:
        pieces = game.pieces[k]
        assert len(pieces) == PIECES
        if rules.war:
            assert sum(1 for p in pieces if p != OUT) <= started[k]
        else:
            assert OUT not in pieces
        home = [p for p in pieces if p >= limit and not (board.goal and p == board.last)]
        assert len(home) == len(set(home)), f"two pieces share a home square: {pieces}"
        for p in pieces:
            if YARD < p < limit:
                by_square.setdefault(board.track_square(k, p), set()).add(k)
    pending = {sq for _, _, sq in game.pending}
    for square, colours in by_square.items():
        if len(colours) > 1:
            allowed = (
                not rules.capture
                or square in pending
                or (rules.safe_start and any(board.start_square(k) == square for k in colours))
            )
            assert allowed, f"square {square} holds colours {colours} in {game!r}"
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert loaded == game


def play_checked(rules: Ruleset, players: int, seed: int) -> Game:
    game = Game.new(rules, players=players)
    started = {k: sum(1 for p in game.pieces[k] if p != OUT) for k in game.colours}
    dice = SeededDice(seed)
    rng = random.Random(seed)
    check_invariants(game, started)
    while game.phase != OVER and game.ply < MAX_PLY:
        huffers = game.huff_seats()
        if huffers and rng.random() < 0.5:
            game.huff(rng.choice(huffers), rng.choice(game.huff_targets()))
        elif game.phase == MOVE:
            moves = game.legal_moves()
            assert moves
            check_own_start_entry(game, moves)
            move = rng.choice(moves)
            assert blocks_passed(game, move) == [], f"{move} passes a block"
            game.play(move)
        else:
            game.roll_die(dice.roll())
        check_invariants(game, started)
    assert game.phase == OVER, f"game did not end in {MAX_PLY} actions: {game!r}"
    assert game.places and all(game.places)
    seats_placed = [s for group in game.places for s in group]
    assert len(seats_placed) == len(set(seats_placed))
    return game


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_presets_always_end(preset: str, players: int) -> None:
    try:
        rules = Ruleset.preset(preset, players=players)
    except RuleError:
        assert players > 4 and preset in ("madn", "ludo", "fia")
        return
    for seed in range(3):
        play_checked(rules, players, seed)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(PRESETS)), st.integers(2, 6), st.integers(0, 2**32))
def test_preset_games_hold_invariants(preset: str, players: int, seed: int) -> None:
    try:
        rules = Ruleset.preset(preset, players=players)
    except RuleError:
        assume(False)
        return
    play_checked(rules, players, seed)


@st.composite
def rule_combinations(draw: st.DrawFn) -> tuple[Ruleset, int]:
    players = draw(st.integers(2, 6))
    values: dict[str, Any] = {}
    for name, opt in OPTIONS.items():
        if name == "war_rounds":
            values[name] = draw(st.integers(10, 40))
        else:
            values[name] = draw(st.sampled_from(opt.choices))
    if players > 4:
        values["board"] = "classic6"
    try:
        rules = Ruleset(**values)
        rules.check_players(players)
    except RuleError:
        assume(False)
        raise
    return rules, players


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(rule_combinations(), st.integers(0, 2**32))
def test_random_rule_combinations_hold_invariants(combo: tuple[Ruleset, int], seed: int) -> None:
    rules, players = combo
    play_checked(rules, players, seed)


def test_illegal_actions_leave_the_game_unchanged() -> None:
    game = Game.new(Ruleset.preset("madn"), players=4)
    dice = SeededDice(5)
    rng = random.Random(5)
    while game.phase != OVER:
        before = game.to_dict()
        for bad in (
            {"type": "move", "piece": 7, "to": 3},
            {"type": "roll", "value": 9},
            {"type": "huff", "seat": 0, "piece": 0},
            {"type": "teleport"},
            {"type": "move"},
        ):
            with pytest.raises(ValueError):
                game.apply(bad)
            assert game.to_dict() == before
        if game.phase == MOVE:
            with pytest.raises(ValueError):
                game.roll_die(3)
            game.play(rng.choice(game.legal_moves()))
        else:
            with pytest.raises(ValueError):
                game.play(0)
            game.roll_die(dice.roll())
    with pytest.raises(ValueError):
        game.roll_die(1)


def test_yard_pieces_enter_as_one_choice() -> None:
    game = Game.new(Ruleset.preset("madn", overrides={"turn_order": "seating"}), players=2)
    game.roll_die(6)
    assert [(m.frm, m.to) for m in game.legal_moves()] == [(YARD, 0)]
