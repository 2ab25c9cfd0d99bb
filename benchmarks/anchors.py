"""Anchors: other projects measured beside ludobot, in their own environment.

ludopy pulls in numpy and opencv (about 260 MB), which ludobot never needs, so it lives
in ``.bench/anchors`` (made on first use from ``anchors.lock``, hashes checked) and runs
as a child process; the project's ``.venv`` never sees it. Only ``--full`` uses it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENV = ROOT / ".bench" / "anchors"
LOCK = Path(__file__).with_name("anchors.lock")
CHILD = Path(__file__).with_name("anchor_ludopy.py")


def python() -> Path:
    return ENV / "bin" / "python"


def ensure() -> Path:
    """The anchors' interpreter, the environment made (or remade after a lock change)."""
    stamp = ENV / "installed.lock"
    if python().exists() and stamp.exists() and stamp.read_bytes() == LOCK.read_bytes():
        return python()
    print(f"(making {ENV.relative_to(ROOT)} for the anchors: ludopy, numpy, opencv)")
    venv.EnvBuilder(with_pip=True, clear=True).create(ENV)
    subprocess.run(
        [str(python()), "-m", "pip", "install", "-q", "--require-hashes", "-r", str(LOCK)],
        check=True,
    )
    stamp.write_bytes(LOCK.read_bytes())
    return python()


def ludopy_rate(games: int) -> float:
    """Random 4-player ludopy games per second, timed inside the child process."""
    done = subprocess.run(
        [str(ensure()), str(CHILD), str(games)], check=True, capture_output=True, text=True
    )
    rate: float = json.loads(done.stdout)["games_per_s"]
    return rate


if __name__ == "__main__":
    print(ludopy_rate(int(sys.argv[1]) if len(sys.argv) > 1 else 10))
