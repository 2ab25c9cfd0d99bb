"""The engine's hot modules compiled by mypyc play the very games their Python source
plays: the steps one action at a time (computers of every level) and the turn loop
(``simulate``, random matches, playouts from mid-game positions).

Each kind runs in a child process of its own (a process holds one of the two), chosen by
``LUDOBOT_KERNELS``; the build is the one ``make`` keeps in the environment, made here
when it is missing (``make test`` has made it before, so CI plays the compiled path).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.build_kernels import BuildFailed, build
from bot.engine import PRESETS, native

ROOT = Path(__file__).resolve().parents[2]

PLAY = """
import doctest, json, sys, sysconfig
from bot.engine import KERNELS, MOVE, OVER, PRESETS, Game, RandomMover, RuleError, Ruleset, native
from bot.engine.computers import computer, play_computers
from bot.engine.dice import SeededDice
from bot.engine.matches import run_match
from bot.engine.movers import play_out
from bot.simulate import simulate

def midgame(preset):
    game = Game.new(Ruleset.preset(preset, players=4), players=4)
    dice, mover = SeededDice(1), RandomMover(1)
    while game.phase != OVER and (game.ply < 150 or game.phase == MOVE):
        if game.phase == MOVE:
            game.play(mover.choose(game, game.legal_moves()))
        else:
            game.roll_die(dice.roll())
    return game

out = {"kernels": KERNELS[0], "files": {}, "doctests": [0, 0]}
for name in native.COMPILED:
    module = sys.modules[f"bot.engine.{name}"]
    out["files"][name] = module.__file__.endswith(sysconfig.get_config_var("EXT_SUFFIX"))
    if KERNELS[0] == "python":  # pytest collects them only where they run as Python
        failed, tried = doctest.testmod(module)
        out["doctests"] = [out["doctests"][0] + failed, out["doctests"][1] + tried]
for preset in PRESETS:
    played = {}
    for players in (4, 6):
        try:
            rules = Ruleset.preset(preset, players=players)
        except RuleError:
            continue
        s = simulate(preset, players, 40, 3)
        assert s.path == KERNELS[0]
        played[f"random {players}"] = [s.turns, s.wins, s.finished]
        seats = ["normal"] + ["random"] * (players - 1)
        match = run_match(rules, seats, 8, seed=5).to_json()
        match.pop("games_per_s")
        played[f"normal {players}"] = match
    start = midgame(preset)
    played["playouts"] = []
    for seed in range(20):
        g = start.copy()
        play_out(g, SeededDice(seed), RandomMover(seed))
        played["playouts"].append(g.to_dict())
    # The engine itself, move for move: hard and normal against easy and random.
    game = Game.new(Ruleset.preset(preset, players=4), players=4)
    levels = ("hard", "normal", "easy", "random")
    actions = play_computers(game, SeededDice(2), [computer(lv, s) for s, lv in enumerate(levels)])
    played["engine"] = [actions, game.to_dict()]
    out[preset] = played
print(json.dumps(out))
"""


def play(kernels: str) -> dict[str, Any]:
    env = {**os.environ, native.CHOICE: kernels}
    done = subprocess.run(
        [sys.executable, "-c", PLAY], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.fixture(scope="module")
def both() -> dict[str, dict[str, Any]]:
    try:
        build()
    except BuildFailed as exc:
        pytest.fail(f"the kernels did not compile (make builds them): {exc}")
    return {kind: play(kind) for kind in ("compiled", "python")}


def test_each_child_ran_the_kernels_it_chose(both: dict[str, dict[str, Any]]) -> None:
    assert both["compiled"]["kernels"] == "compiled"
    assert set(both["compiled"]["files"].values()) == {True}
    assert both["python"]["kernels"] == "python"
    assert set(both["python"]["files"].values()) == {False}
    failed, tried = both["python"]["doctests"]
    assert (failed, tried > 0) == (0, True)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_compiled_and_python_kernels_play_the_same_games(
    both: dict[str, dict[str, Any]], preset: str
) -> None:
    compiled, python = both["compiled"][preset], both["python"][preset]
    assert compiled == python
    assert {"random 4", "normal 4", "playouts", "engine"} <= set(python)
    assert sum(python["random 4"][1]) == python["random 4"][2] > 0


def test_an_edit_anywhere_in_the_engine_changes_the_key(tmp_path: Path) -> None:
    copy = tmp_path / "engine"
    shutil.copytree(native.ENGINE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    assert native.source_key(copy) == native.source_key()
    rules = copy / "rules.py"
    rules.write_bytes(rules.read_bytes() + b"\n")
    assert native.source_key(copy) != native.source_key()


CHOOSE = """
import json, os, sys
from pathlib import Path
from bot.engine import native
native.home = lambda: Path(sys.argv[1])
os.environ[native.CHOICE] = sys.argv[2]
path = ["source"]
try:
    print(json.dumps([*native.load(path), path]))
except ImportError as exc:
    print(json.dumps(["ImportError", str(exc), path]))
"""


def choose(home: Path, choice: str) -> list[Any]:
    """What :func:`native.load` says in a child, with builds kept in ``home``."""
    env = {**os.environ, native.CHOICE: "python"}
    done = subprocess.run(
        [sys.executable, "-c", CHOOSE, str(home), choice],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result: list[Any] = json.loads(done.stdout)
    return result


def test_without_a_build_for_this_source_the_kernels_run_as_python(tmp_path: Path) -> None:
    (tmp_path / ("0" * 20)).mkdir()  # a build of another source is never loaded
    assert choose(tmp_path, "auto") == ["python", "absent", ["source"]]
    assert choose(tmp_path, "python") == ["python", "off", ["source"]]
    assert choose(tmp_path, "compiled")[0] == "ImportError"


def test_a_broken_build_falls_back_to_python(tmp_path: Path) -> None:
    build = tmp_path / native.source_key()
    build.mkdir()
    (build / "0123__mypyc.so").write_bytes(b"not a shared library")
    kind, why, path = choose(tmp_path, "auto")
    assert (kind, why.partition(":")[0], path) == ("python", "broken", ["source"])
    assert choose(tmp_path, "compiled")[0] == "ImportError"
