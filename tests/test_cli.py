"""The ``ludobot`` command line: help lists presets and options, defaults, choices,
--version, and errors with exit code 2."""

from __future__ import annotations

import json
import re
from importlib.metadata import version
from pathlib import Path

import pytest

from bot.cli import cli, main
from bot.engine import (
    OPTIONS,
    PRESETS,
    FairDice,
    Game,
    GreedyMover,
    Ruleset,
    record_game,
    seed_hash,
)
from bot.engine.export import GameExport, Verification, verify
from bot.i18n import say
from bot.verify import terminal_locale, verification_line
from cogs.ludo.texts import read

COMMANDS = ("run", "health", "simulate", "demo")


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert version("ludobot") in capsys.readouterr().out.split()


@pytest.mark.parametrize("argv", [[], *([c] for c in COMMANDS)])
def test_help_is_plain_text_and_lists_the_presets(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, "--help"]) == 0
    out = capsys.readouterr().out
    assert "`" not in out  # no raw reStructuredText or Markdown
    if argv in ([], ["simulate"], ["demo"]):
        assert all(name in out.split() for name in PRESETS)


def test_simulate_help_lists_every_rule_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--help"]) == 0
    out = capsys.readouterr().out
    listed = {line.split("=")[0].strip().strip("'") for line in out.splitlines() if "=" in line}
    assert set(OPTIONS) <= listed
    # A value with braces is quoted, as bash would split {1,6} into two words.
    braces = [line.strip() for line in out.splitlines() if "={" in line]
    assert braces and all(line.startswith("'") or "'" in line for line in braces)


def completions(argv: list[str], incomplete: str) -> list[str]:
    """What the shell completion offers for the last word (click's own machinery)."""
    from click.shell_completion import ShellComplete

    complete = ShellComplete(cli, {}, "ludobot", "_LUDOBOT_COMPLETE")
    return [item.value for item in complete.get_completions(argv, incomplete)]


def test_rules_seats_and_replays_complete_in_the_shell() -> None:
    assert "entry_rolls=" in completions(["simulate", "--rule"], "entry")
    assert completions(["demo", "--rule"], "board=classic") == ["board=classic4", "board=classic6"]
    assert completions(["simulate", "--seats"], "hard,ra") == ["hard,random"]
    assert completions(["demo", "--replay"], "h") == ["highlights"]


def test_the_demo_writes_an_export_that_verifies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "demo"
    assert main(["demo", "--players", "2", "--seed", "5", "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["verify", str(out / "game.json")]) == 0
    # Six players on the German classic's board: the option to give is named.
    assert main(["demo", "--players", "6", "--out", str(out)]) == 2
    assert "--rule board=" in capsys.readouterr().err


def test_a_second_demo_replaces_the_first_and_leaves_other_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two demos of different lengths into one folder: the second's count is its own
    pictures, none of the first is left, and a file of the user's stays."""
    out = tmp_path / "demo"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    counts = []
    for seed in ("3", "1"):  # 120 pictures, then 108
        assert main(["demo", "--players", "2", "--seed", seed, "--out", str(out)]) == 0
        said = capsys.readouterr().out
        pictures = int(re.search(r"(\d+) pictures", said)[1])  # type: ignore[index]
        assert len(list(out.glob("move-*.png"))) == pictures
        counts.append(pictures)
    assert counts[1] < counts[0]  # the second game is shorter: the first left more
    assert (out / "notes.txt").read_text() == "mine"


def test_every_option_has_help_and_shows_its_default() -> None:
    for name in COMMANDS:
        for param in cli.commands[name].params:
            assert getattr(param, "help", None), (name, param.name)
    assert cli.context_settings["show_default"] is True


def test_defaults_are_used(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 3 and len(data["wins"]) == 4  # madn, 4 players


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--preset", "chess"],
        ["simulate", "--players", "7"],
        ["simulate", "--games", "0"],
        ["simulate", "--rule", "capture"],
        ["simulate", "--rule", "nonsense=yes"],
        ["demo", "--replay", "most"],
        ["run", "--retries", "0"],
        ["nonsense"],
    ],
)
def test_bad_values_exit_2_and_change_nothing(argv: list[str], tmp_path: object) -> None:
    assert main(argv) == 2


def test_preset_choice_ignores_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--preset", "FIA", "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_simulate_seats_prints_each_level_with_an_interval(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--seats", "hard,random,random,random", "--games", "8", "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 8 and data["finished"] == 8
    assert data["seats"] == ["hard", "random", "random", "random"]
    hard, rand = data["levels"]
    assert (hard["level"], hard["seats"], rand["level"], rand["seats"]) == ("hard", 1, "random", 3)
    assert hard["wins"] + rand["wins"] == 8
    for level in (hard, rand):
        low, high = level["ci95"]
        assert 0 <= low <= level["win_rate"] <= high <= 1


def test_simulate_seats_is_the_same_for_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--seats", "easy,normal", "--games", "6", "--seed", "3", "--json"]
    results = []
    for _ in range(2):
        assert main(argv) == 0
        data = json.loads(capsys.readouterr().out)
        data.pop("games_per_s")
        results.append(data)
    assert results[0] == results[1]


def test_simulate_seats_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--seats", "normal,random", "--games", "4", "--preset", "ludo"]) == 0
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()}
    assert rows["preset"][1] == "ludo" and rows["games"][1] == "4"
    assert rows["normal"][1] == "x1" and rows["random"][1] == "x1"


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--seats", "hard,grandmaster"],
        ["simulate", "--seats", "hard"],
        ["simulate", "--seats", "hard,random", "--players", "4"],
        ["simulate", "--seats", "hard,random,random,random,random,random,random"],
        ["simulate", "--seats", "hard,random", "--rule", "teams=partners"],
        ["simulate", "--seats", ""],
        ["simulate", "--rule", "capture=no", "--rule", "capture=yes", "--games", "1"],
    ],
)
def test_simulate_bad_seats_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().out == ""


def _export(tmp_path: Path, reveal: bool = True, tamper: bool = False) -> Path:
    seed = bytes(range(32))
    rules = Ruleset.preset("madn", players=2)
    actions = record_game(Game.new(rules, players=2), FairDice(seed), GreedyMover())
    if tamper:
        i = [n for n, a in enumerate(actions) if a["type"] == "roll"][5]
        actions[i] = {**actions[i], "value": actions[i]["value"] % 6 + 1}
    doc = GameExport.new(rules, [[0], [2]], seed, actions, reveal=reveal)
    path = tmp_path / "game.json"
    path.write_text(doc.to_json(), encoding="utf-8")
    return path


def _checked(path: Path) -> Verification:
    return verify(GameExport.from_json(path.read_text(encoding="utf-8")))


def test_verify_says_the_dice_hold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _export(tmp_path)
    assert main(["verify", str(path)]) == 0
    result = _checked(path)
    assert result.code == "holds" and result.rolls > 50
    # The seed's SHA-256 it checked, for a person to compare with the first board's hash
    # (an invented export would bring a seed and a hash of its own that agree).
    digest = seed_hash(bytes(range(32)))
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}: {verification_line(result)}"
    assert read(lines[1], terminal_locale()) == ("cli_verify_hash", {"hash": digest})


def test_verify_names_the_first_roll_that_differs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _export(tmp_path, tamper=True)
    assert main(["verify", str(path)]) == 1
    result = _checked(path)
    assert (result.code, result.roll) == ("roll_differs", 5)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}: {verification_line(result)}"
    assert read(lines[1], terminal_locale()) == (
        "cli_verify_hash",
        {"hash": seed_hash(bytes(range(32)))},
    )
    # Rolls are counted from 1, as actions are: the seed's counter 5 is the 6th roll.
    assert result.action is not None
    expected = say("cli_verify_roll_differs", "en", roll="6", action=str(result.action + 1))
    assert verification_line(result, "en") == expected


def test_verify_refuses_what_it_cannot_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _export(tmp_path, reveal=False)
    assert main(["verify", str(path)]) == 1
    assert _checked(path).code == "seed_not_revealed"
    assert len(capsys.readouterr().out.splitlines()) == 1  # no seed, no hash of one
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main(["verify", str(broken)]) == 2
    assert main(["verify", str(tmp_path / "missing.json")]) == 2


@pytest.mark.parametrize("code", ["de", "hi", "pt-BR"])
def test_verify_tells_why_a_file_cannot_be_read_in_the_terminals_language(
    tmp_path: Path, code: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.engine.fair_dice import seed_hash
    from bot.i18n import catalogue

    monkeypatch.setenv("LC_ALL", f"{code.replace('-', '_')}.UTF-8")
    cases = {
        "not_json": "{not json",
        "not_export": json.dumps({"format": 99}),
        "malformed": json.dumps({"format": 1, "rules": {}}),
        "rules": json.dumps(
            {
                **{"format": 1, "rules": {"war_rounds": 5}, "seats": [[0], [2]]},
                **{"seed": "00" * 32, "seed_sha256": seed_hash(bytes(32)), "actions": []},
            }
        ),
    }
    for expected, text in cases.items():
        path = tmp_path / f"{expected}.json"
        path.write_text(text, encoding="utf-8")
        assert main(["verify", str(path)]) == 2
        line = capsys.readouterr().err.strip().removeprefix(f"ludobot verify: {path}: ")
        found = catalogue(code).read(line)
        assert found is not None and found[0] == f"cli_export_{expected}", (code, line)
    # The rules' reason is the engine's code in words: a range, not "10 to 1000".
    assert "10" in line and "1000" in line and " to " not in line


def test_the_engine_refuses_a_value_out_of_range_with_its_bounds() -> None:
    from bot.engine import RuleError

    with pytest.raises(RuleError) as caught:
        Ruleset(war_rounds=5)
    assert caught.value.code == "not_in_range"
    assert caught.value.params == {"value": "5", "low": 10, "high": 1000}
