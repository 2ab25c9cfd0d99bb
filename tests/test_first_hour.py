"""A self-hoster's first hour, as a child process sees it: what `make` says before it
installs anything."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

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
def test_an_old_python_is_named_before_anything_is_installed(tmp_path: Path) -> None:
    """`make PY=python3.10 run` stops at once with one line naming the Python it needs,
    and nothing is made (`-n` would print every command it ran)."""
    fake = tmp_path / "python3.10"
    fake.write_text(OLD_PYTHON.format(python=sys.executable))
    fake.chmod(0o755)
    done = subprocess.run(
        ["make", "-n", f"PY={fake}", "run"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    [line] = done.stderr.strip().splitlines()
    assert "3.11" in line and "3.10" in line and "PY=python3.11" in line


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_this_python_passes_the_check() -> None:
    done = subprocess.run(
        ["make", "-n", f"PY={sys.executable}", "lint"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
