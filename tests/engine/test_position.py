"""A position (:mod:`bot.engine.position`) is the game at one moment as a value: it
answers what the pictures ask exactly as the game does, and it does not change when the
game moves on."""

from __future__ import annotations

import random

import pytest

from bot.engine import MOVE, PRESETS, Game, Ruleset, position_of


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_position_answers_as_its_game_and_stays_as_it_was(preset: str) -> None:
    game = Game.new(Ruleset.preset(preset, players=4), players=4)
    rng = random.Random(preset)
    for _ in range(20000):
        position = position_of(game)
        pieces = tuple(tuple(p) for p in game.pieces)
        assert position.pieces == pieces and position.turn == game.turn
        assert (position.phase, position.ply, position.round) == (game.phase, game.ply, game.round)
        assert position.colours == game.colours and position.over == game.is_over
        for c in game.colours:
            assert position.seat_of(c) == game.seat_of(c)
            for progress in (-2, -1, *range(game.board.last + 1)):
                assert position.square_of(c, progress) == game.square_of(c, progress)
        movable = {m.piece for m in game.legal_moves() if not m.is_pass}
        assert position.movable == (movable if game.phase == MOVE else set())
        if game.is_over:
            assert position.winners == tuple(game.winners) and position.winners
            break
        if game.huff_seats():
            game.huff(game.huff_seats()[0])
        elif game.phase == MOVE:
            game.play(rng.choice(game.legal_moves()))
        else:
            game.roll_die(rng.randint(1, 6))
        assert position.pieces == pieces  # the value kept what it saw
    assert game.is_over
