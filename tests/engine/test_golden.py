"""The engine plays the games recorded in ``golden.json`` (:mod:`tests.engine.golden`),
action for action: the net that holds a rewrite of the engine's inside to the engine's
behaviour (issue 40). Run under whichever kernels this process loaded (``make test`` runs
the suite compiled; ``LUDOBOT_KERNELS=python`` for the source).

When a game differs, the failure names its configuration and the first checkpoint (50
actions) that differs. After a deliberate change of the rules' behaviour the digests are
recorded again with ``python -m tests.engine.golden --write``, and the commit says why.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.engine import OPTIONS, Move

from .golden import (
    FIXTURE,
    Config,
    configurations,
    load,
    play,
)
from .golden_trace import CHECK_EVERY, difference

CONFIGS = configurations()
RECORDED: dict[str, Any] = load()
GAMES: dict[str, dict[str, Any]] = RECORDED["games"]


def by_name(name: str) -> Config:
    return next(c for c in CONFIGS if c.name == name)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.name)
def test_plays_the_recorded_game(config: Config) -> None:
    failure = difference(config.name, GAMES[config.name], play(config))
    assert failure is None, failure


def test_every_configuration_is_recorded_and_the_fixture_is_small() -> None:
    assert sorted(GAMES) == sorted(c.name for c in CONFIGS)
    assert re.fullmatch("[0-9a-f]{40}", RECORDED["engine_commit"])
    assert RECORDED["check_every"] == CHECK_EVERY
    assert FIXTURE.stat().st_size <= 1_000_000


def test_the_configurations_cover_the_rules() -> None:
    """Every kind of configuration is there, computers of every level play, and every
    value of every option is played."""
    kinds = {c.name.split("/")[0] for c in CONFIGS}
    assert kinds == {"preset", "seating", "option", "combo", "computers", "setup", "driver"}
    assert {level for c in CONFIGS for level in c.levels} == {"random", "easy", "normal", "hard"}
    assert any(len(s) > 1 for c in CONFIGS for s in c.seating or ())
    rules = [c.rules() for c in CONFIGS]
    assert {r.forced_capture for r in rules} == {"off", "strict", "huff"}
    assert {r.teams for r in rules} == {"off", "partners"}
    assert {r.turn_order for r in rules} == {"highest_roll", "fixed_colours", "seating"}
    for name, option in OPTIONS.items():
        if name != "war_rounds":
            assert {getattr(r, name) for r in rules} >= set(option.choices), name
    assert {r.war_rounds for r in rules if r.war} >= {10, 1000}


@pytest.mark.parametrize(
    ("name", "option", "value"),
    [
        ("preset/madn/4p/s0", "six_again", False),
        ("preset/fia/4p/s0", "safe_start", False),
        ("computers/ludo/4p", "max_sixes", 0),
    ],
)
def test_a_ruleset_with_one_option_changed_is_caught(name: str, option: str, value: Any) -> None:
    config = by_name(name)
    changed = Config(
        name,
        config.preset,
        config.players,
        ((option, value),),
        config.seating,
        config.levels,
        config.seed,
    )
    assert changed.rules() != config.rules()
    failure = difference(name, GAMES[name], play(changed))
    assert failure is not None
    assert failure.startswith(name) and "checkpoint 1)" in failure


def reversed_moves(moves: list[Move]) -> list[Move]:
    return moves[::-1]


@pytest.mark.parametrize("name", ["preset/marbles/4p/s1", "computers/mejn/4p", "setup/fia/2p/at90"])
def test_a_changed_move_order_is_caught(name: str) -> None:
    failure = difference(name, GAMES[name], play(by_name(name), reorder=reversed_moves))
    assert failure is not None and failure.startswith(name)


def test_a_difference_names_the_first_checkpoint_that_differs() -> None:
    name = "preset/madn/4p/s0"
    trace = play(by_name(name))
    recorded = GAMES[name]
    assert difference(name, recorded, trace) is None
    changed = [*recorded["checkpoints"]]
    changed[2:] = ["0" * 16] * len(changed[2:])
    failure = difference(name, {**recorded, "checkpoints": changed, "digest": "0" * 16}, trace)
    assert failure == f"{name}: differs within actions 101-150 (checkpoint 3)"
    shorter = {**recorded, "actions": recorded["actions"] + 1, "digest": "0" * 16}
    failure = difference(name, shorter, trace)
    last = len(recorded["checkpoints"]) * CHECK_EVERY
    assert failure == (
        f"{name}: the same up to action {last}, then differs "
        f"(recorded {recorded['actions'] + 1} actions, now {recorded['actions']})"
    )
