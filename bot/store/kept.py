"""The rows this process last wrote or read, kept so that a game it holds needs no read.

Where one process owns the database (SQLite), the row of a game it holds is the one it
wrote last: reading it again (a thread hop, a query, two JSON states parsed) only gives
back what it already has. Were another process to write the game meanwhile anyway, the
next commit's version check refuses (StaleVersion) and the row kept is dropped: a kept
row can make a press fail as "already done", never apply twice or lose a write.

Bounded: the :attr:`KeptRows.size` games used last (a row is about 20 KB of parsed JSON
for a running 4-player game: 2,048 rows are about 40 MB at most), the oldest dropped.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from .base import OPEN_STATUSES, Commit, GameRecord, Shown

KEEP_ROWS = 2048
"""Games whose row an SQLite store keeps: more than the games a process plays at once
(a game not kept is read, as before)."""


class KeptRows:
    """Game id -> its row as last written or read here, the least recently used first.

    A row kept is shared with whoever got it: nobody changes a record (the store makes
    a new one for each write).
    """

    def __init__(self, size: int = KEEP_ROWS) -> None:
        self.size = size
        self._rows: OrderedDict[int, GameRecord] = OrderedDict()

    def __len__(self) -> int:
        return len(self._rows)

    def get(self, game_id: int) -> GameRecord | None:
        row = self._rows.get(game_id)
        if row is not None:
            self._rows.move_to_end(game_id)
        return row

    def read(self, record: GameRecord) -> None:
        """A row just read: kept if open and whole, unless a newer one is (a read that
        started before this process's own commit may end after it)."""
        if record.status not in OPEN_STATUSES or record.broken_reason is not None:
            self.forget(record.id)
            return
        kept = self._rows.get(record.id)
        if kept is None or kept.version <= record.version:
            self._keep(record)

    def committed(self, game_id: int, expected: int, version: int, columns: dict[str, Any]) -> None:
        """A commit of ``expected`` to ``version`` applied: the row kept follows it with
        the new ``columns`` if it was the row replaced (a read of the new row may have
        come first); dropped when the game closed (it takes no more commands)."""
        kept = self._rows.get(game_id)
        if kept is not None and kept.version == version:
            return
        if kept is None or kept.version != expected:
            self.forget(game_id)
            return
        new = replace(kept, version=version, **columns)
        if new.status in OPEN_STATUSES:
            self._keep(new)
        else:
            self.forget(game_id)

    def shown(self, records: Iterable[tuple[int, Shown]]) -> None:
        """Where games are shown, stored (no version bump)."""
        for game_id, shown in records:
            kept = self._rows.get(game_id)
            if kept is not None:
                self._rows[game_id] = replace(
                    kept, surfaces=shown.surfaces, shown_version=shown.version
                )

    def claimed(self, game_id: int, until: float, claimed: bool) -> None:
        """This process claimed the game's deadline (it moved to ``until``), or did not
        (the row is not the one kept: another process moved the game on)."""
        kept = self._rows.get(game_id)
        if kept is not None and claimed:
            self._rows[game_id] = replace(kept, deadline=until)
        elif kept is not None:
            self.forget(game_id)

    def forget(self, game_id: int) -> None:
        self._rows.pop(game_id, None)

    def clear(self) -> None:
        self._rows.clear()

    def _keep(self, record: GameRecord) -> None:
        if self.size <= 0:
            return
        self._rows[record.id] = record
        self._rows.move_to_end(record.id)
        while len(self._rows) > self.size:
            self._rows.popitem(last=False)


def commit_columns(commit: Commit, now: float) -> dict[str, Any]:
    """The columns a commit sets, as a kept row's fields (see
    :func:`.sql_games.commit_update`)."""
    columns: dict[str, Any] = {
        "state": commit.state,
        "updated_at": now,
        "deadline": commit.deadline,
    }
    if commit.status is not None:
        columns["status"] = commit.status
    if commit.initial_state is not None:
        columns["initial_state"] = commit.initial_state
    if commit.shown is not None:
        columns["surfaces"] = commit.shown.surfaces
        columns["shown_version"] = commit.shown.version
    return columns


__all__ = ["KEEP_ROWS", "KeptRows", "commit_columns"]
