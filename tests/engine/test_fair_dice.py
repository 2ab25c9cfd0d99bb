"""Provably fair dice (bot/engine/fair_dice.py): every roll re-derives from the seed and its
number, a changed roll is caught where it was changed, and the faces are uniform."""

from __future__ import annotations

import dataclasses
import hashlib

import pytest

from bot.engine import Game, GreedyMover, Ruleset, record_game
from bot.engine.export import ExportError, GameExport, Verification, verify
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


@pytest.mark.slow
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


def finished_export(reveal: bool = True) -> GameExport:
    seed = SEEDS[0]
    rules = Ruleset.preset("fia", players=4, overrides={"forced_capture": "huff"})
    game = Game.new(rules, players=4)
    actions = record_game(game, FairDice(seed), GreedyMover())
    assert game.is_over
    seats = [list(s) for s in game.seats]
    return GameExport.new(rules, seats, seed, actions, reveal=reveal, names=["Åse", "Bo", "C", "D"])


def test_an_export_verifies_and_replays() -> None:
    doc = GameExport.from_json(finished_export().to_json())
    result = verify(doc)
    assert result.holds and result.rolls == sum(1 for a in doc.actions if a["type"] == "roll")
    assert doc.replay().is_over and doc.names[0] == "Åse"


def test_a_tampered_export_names_the_first_roll_that_differs() -> None:
    doc = finished_export()
    rolls = [i for i, a in enumerate(doc.actions) if a["type"] == "roll"]
    i = rolls[10]
    doc.actions[i] = {**doc.actions[i], "value": doc.actions[i]["value"] % 6 + 1}
    assert verify(doc) == Verification("roll_differs", rolls=10, roll=10, action=i)


def test_the_seed_is_not_in_an_export_before_the_end() -> None:
    doc = finished_export(reveal=False)
    text = doc.to_json()
    assert SEEDS[0].hex() not in text and doc.seed is None
    assert verify(doc).code == "seed_not_revealed"
    assert seed_hash(SEEDS[0]) in text


def test_a_wrong_seed_or_a_broken_document_is_refused() -> None:
    doc = finished_export()
    other = dataclasses.replace(doc, seed=SEEDS[1].hex())
    assert verify(other).code == "seed_hash_differs"
    assert verify(dataclasses.replace(doc, seed="zz")).code == "bad_seed"
    bad_action = dataclasses.replace(doc, actions=[*doc.actions[:3], {"type": "teleport"}])
    assert verify(bad_action) == Verification("illegal_action", rolls=2, action=3)
    for text in ("not json", "[]", '{"format": 9}', '{"format": 1, "rules": {}}'):
        with pytest.raises(ExportError):
            GameExport.from_json(text)


def test_a_logged_roll_number_out_of_order_is_caught() -> None:
    doc = finished_export()
    rolls = [i for i, a in enumerate(doc.actions) if a["type"] == "roll"]
    numbered = [
        {**a, "n": rolls.index(i)} if a["type"] == "roll" else a for i, a in enumerate(doc.actions)
    ]
    assert verify(dataclasses.replace(doc, actions=numbered)).holds
    numbered[rolls[7]] = {**numbered[rolls[7]], "n": 8}
    assert verify(dataclasses.replace(doc, actions=numbered)) == Verification(
        "roll_differs", rolls=7, roll=7, action=rolls[7]
    )
