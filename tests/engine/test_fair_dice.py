"""Provably fair dice (bot/engine/fair_dice.py): every roll re-derives from the seed and its
number, a changed roll is caught where it was changed, and the faces are uniform."""

from __future__ import annotations

import hashlib

import pytest

from bot.engine import Game, GreedyMover, Ruleset, record_game
from bot.engine.fair_dice import (
    SEED_BYTES,
    FairDice,
    chi_square_uniform,
    derive_roll,
    first_mismatch,
    seed_hash,
)

SEEDS = [bytes([i]) * SEED_BYTES for i in (1, 2, 3)]


def logged_rolls(actions: list[dict[str, object]]) -> list[tuple[int, int]]:
    values = [int(a["value"]) for a in actions if a["type"] == "roll"]  # type: ignore[call-overload]
    return list(enumerate(values))


def test_a_games_rolls_re_derive_from_its_seed() -> None:
    seed = SEEDS[0]
    dice = FairDice(seed)
    actions = record_game(Game.new(Ruleset.preset("madn"), players=4), dice, GreedyMover())
    rolls = logged_rolls(actions)
    assert len(rolls) == dice.rolls_made > 100
    assert all(value == derive_roll(seed, n) for n, value in rolls)
    assert first_mismatch(seed, rolls) is None
    assert dice.seed_hash == hashlib.sha256(seed).hexdigest() == seed_hash(seed)


@pytest.mark.parametrize("at", [0, 37, -1])
def test_a_tampered_roll_is_caught_at_that_roll(at: int) -> None:
    seed = SEEDS[1]
    rolls = [(n, derive_roll(seed, n)) for n in range(200)]
    n, value = rolls[at]
    rolls[at] = (n, value % 6 + 1)
    assert first_mismatch(seed, rolls) == n
    assert first_mismatch(SEEDS[2], [(n, derive_roll(seed, n)) for n in range(200)]) is not None


def test_a_dropped_or_repeated_roll_is_caught() -> None:
    seed = SEEDS[0]
    rolls = [(n, derive_roll(seed, n)) for n in range(30)]
    assert first_mismatch(seed, rolls[:10] + rolls[11:]) == 11
    assert first_mismatch(seed, rolls[:10] + rolls[9:]) == 9


def test_a_restart_rolls_on_as_before() -> None:
    seed = SEEDS[2]
    straight = FairDice(seed)
    first = [straight.roll() for _ in range(40)]
    resumed = FairDice(seed, rolls_made=25)
    assert [resumed.roll() for _ in range(15)] == first[25:]


def test_bad_seeds_are_refused() -> None:
    with pytest.raises(ValueError):
        FairDice(b"short")
    with pytest.raises(ValueError):
        FairDice(SEEDS[0], rolls_made=-1)
    with pytest.raises(ValueError):
        derive_roll(SEEDS[0], -1)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_million_rolls_are_uniform(seed: bytes) -> None:
    counts = [0] * 6
    for n in range(1_000_000):
        counts[derive_roll(seed, n) - 1] += 1
    stat, p = chi_square_uniform(counts)
    assert p > 0.001, (counts, stat)
    assert sum(counts) == 1_000_000


def test_chi_square_tells_a_loaded_die() -> None:
    assert chi_square_uniform([1000] * 6) == (0.0, 1.0)
    assert chi_square_uniform([1200, 1000, 1000, 1000, 1000, 800])[1] < 0.001
    with pytest.raises(ValueError):
        chi_square_uniform([1, 2, 3])
