"""``ludobot migrate-to-postgres`` reads its SQLite file without writing beside it
(:func:`bot.store.copy.snapshot`): a closed database in place as immutable, one whose
write-ahead log still holds commits from a copy of the file and its log."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.store.copy import snapshot


def _folder_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _wal_database(path: Path, rows: int) -> sqlite3.Connection:
    """A database in WAL mode (as the bot keeps it) with ``rows`` rows, every commit
    still in the log: the connection is left open, as a running bot's is."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA wal_autocheckpoint = 0")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, state TEXT)")
    db.executemany("INSERT INTO games (state) VALUES (?)", [(f"s{i}",) for i in range(rows)])
    db.commit()
    return db


def _rows(path: Path) -> list[tuple[int, str]]:
    db = sqlite3.connect(path)
    try:
        return [(int(r[0]), str(r[1])) for r in db.execute("SELECT id, state FROM games")]
    finally:
        db.close()


def test_a_closed_database_is_read_in_place_and_nothing_is_made_beside_it(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "ludobot.sqlite3"
    _wal_database(path, 30).close()  # closed: the log is folded in and removed
    before = _folder_bytes(folder)
    assert list(before) == ["ludobot.sqlite3"]
    snapshot(path, tmp_path / "copy.sqlite3")
    assert _folder_bytes(folder) == before
    assert len(_rows(tmp_path / "copy.sqlite3")) == 30


def test_commits_still_in_the_log_are_copied_and_the_folder_is_left_as_it_was(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "ludobot.sqlite3"
    writer = _wal_database(path, 40)
    try:
        assert (folder / "ludobot.sqlite3-wal").stat().st_size > 0
        before = _folder_bytes(folder)
        out = tmp_path / "out"
        out.mkdir()
        snapshot(path, out / "copy.sqlite3")
        assert _folder_bytes(folder) == before
        assert _rows(out / "copy.sqlite3") == [(i + 1, f"s{i}") for i in range(40)]
    finally:
        writer.close()


CHILD = """
import sys
from pathlib import Path
from bot.store.copy import snapshot
snapshot(Path(sys.argv[1]), Path(sys.argv[2]))
print("copied")
"""


@pytest.mark.parametrize("pending", [False, True], ids=["closed", "log-pending"])
def test_a_read_only_mount_will_do(tmp_path: Path, pending: bool) -> None:
    """The file on a read-only mount (as in a container's volume mounted ``:ro``), in a
    mount namespace of its own so the mount never outlives the test."""
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        pytest.skip("unshare and mount are needed to make a read-only mount")
    folder, mount = tmp_path / "data", tmp_path / "ro"
    folder.mkdir()
    mount.mkdir()
    writer = _wal_database(folder / "ludobot.sqlite3", 25)
    if not pending:
        writer.close()
    try:
        script = (
            f'mount --bind "{folder}" "{mount}" && '
            f'mount -o remount,ro,bind "{mount}" && '
            f'exec "{sys.executable}" -c "$0" "{mount}/ludobot.sqlite3" "{tmp_path}/copy.sqlite3"'
        )
        done = subprocess.run(
            ["unshare", "--mount", "sh", "-c", script, CHILD],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            cwd=Path(__file__).resolve().parents[1],
        )
        if done.returncode != 0 and "copied" not in done.stdout and "mount" in done.stderr:
            pytest.skip(f"no read-only mount can be made here: {done.stderr.strip()}")
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == "copied"
        assert len(_rows(tmp_path / "copy.sqlite3")) == 25
    finally:
        if pending:
            writer.close()
