"""An SQLite database that cannot be opened fails in one exception, with nothing left
behind: no worker thread answering an event loop that is gone (``ludobot run`` printed
"Exception in thread ... Event loop is closed" under its one line in half the tries)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from bot.store.sqlite import open_store


def test_a_file_sqlite_cannot_open_leaves_no_thread_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder where the file should be: SQLite refuses it after the folder check
    passed. Each try in its own event loop, closed at once, as ``ludobot run`` does."""
    seen: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: seen.append(args.exc_value))
    for _ in range(30):
        with pytest.raises(sqlite3.OperationalError):
            asyncio.run(open_store(tmp_path))
        assert not [t for t in threading.enumerate() if "_connection_worker_thread" in t.name]
    assert seen == []
