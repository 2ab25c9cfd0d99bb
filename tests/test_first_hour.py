"""A self-hoster's first hour: what `make` says before it installs anything (as a child
process sees it), and one table of exit codes in the code, every `--help` and the README."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot.cli import main
from bot.exit_codes import EXIT_CODES, epilog
from bot.startup import Failure, Problem

ROOT = Path(__file__).resolve().parents[1]

OLD_PYTHON = """#!/bin/sh
# Answers the Makefile's version questions as Python 3.10 would; anything else is Python.
case "$2" in
  *"version_info[:2]"*) echo 3.10 ;;
  *"version_info >="*) echo 0 ;;
  *) exec {python} "$@" ;;
esac
"""


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def _make(*args: str) -> subprocess.CompletedProcess[str]:
    """``make`` as a person runs it, also from inside ``make test`` (no MAKELEVEL or
    MAKEFLAGS: a sub-make prints "Entering directory" lines)."""
    env = {k: v for k, v in os.environ.items() if k not in ("MAKELEVEL", "MAKEFLAGS", "MFLAGS")}
    return subprocess.run(
        ["make", *args], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False, env=env
    )


def test_an_old_python_is_named_before_anything_is_installed(tmp_path: Path) -> None:
    """`make PY=python3.10 run` stops at once with one line naming the Python it needs,
    and nothing is made (`-n` would print every command it ran)."""
    fake = tmp_path / "python3.10"
    fake.write_text(OLD_PYTHON.format(python=sys.executable))
    fake.chmod(0o755)
    done = _make("-n", f"PY={fake}", "run")
    assert done.returncode == 2
    assert done.stdout == ""
    [line] = done.stderr.strip().splitlines()
    assert "3.11" in line and "3.10" in line and "PY=python3.11" in line


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_this_python_passes_the_check() -> None:
    done = _make("-n", f"PY={sys.executable}", "lint")
    assert done.returncode == 0, done.stderr


def _readme_exit_codes() -> dict[str, dict[int, str]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### Exit codes", 1)[1].split("\n## ", 1)[0]
    found: dict[str, dict[int, str]] = {}
    for row in re.findall(r"^\| `([a-z-]+)` \| (\d) \| (.+) \|$", section, flags=re.M):
        found.setdefault(row[0], {})[int(row[1])] = row[2]
    return found


def test_the_readme_lists_every_exit_code_as_the_code_does() -> None:
    assert _readme_exit_codes() == {c: dict(m) for c, m in EXIT_CODES.items()}


@pytest.mark.parametrize("command", list(EXIT_CODES))
def test_each_help_ends_with_its_exit_codes(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([command, "--help"]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert " ".join(epilog(command).replace("\b", "").split()) in shown


def test_the_start_up_problems_exit_with_codes_of_the_table() -> None:
    """Every start-up problem's exit code is one `run` and `sync` list."""
    for problem in Problem:
        code = Failure(problem).exit_code
        assert code in EXIT_CODES["run"] and code in EXIT_CODES["sync"], problem


def test_the_readme_starts_with_the_way_to_run_your_own() -> None:
    """Application, token, the two commands, invite: before playing and the reference,
    and the two commands are the only ones a fresh machine needs."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", text, flags=re.M)
    assert headings[0] == "Run your own"
    assert headings.index("Playing") < headings.index("Installing and running")
    first = text.split("## Run your own", 1)[1].split("\n## ", 1)[0]
    [block] = re.findall(r"```sh\n(.*?)```", first, flags=re.S)
    commands = [line.split("#")[0].split() for line in block.strip().splitlines()]
    assert commands == [["DISCORD_TOKEN=your-bot-token", "make", "run"], ["make", "test"]]
    [value] = re.findall(r"permissions=(\d+)", first)
    granted = {name for name, on in discord.Permissions(int(value)) if on}
    assert granted == {"send_messages", "embed_links", "attach_files", "read_message_history"}
