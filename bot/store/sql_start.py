"""What start-up reads: every open game from its small columns (no JSON read), and the
few rows whose state it must read itself; and who sits in those, kept for next time.
And the open games one person sits in, found by that same ``people`` column.

A state is some kilobytes of JSON; the id, status, version, deadline and people of a
row are a few bytes, so listing 100,000 games costs the database little and Python
little more (see ``benchmarks/bench_start.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .base import GameRecord, ListedGame, Partition
from .sql_games import GAME_COLUMNS, record_from_row
from .sql_open import open_games, people_text
from .sql_plans import MAX_ID, Plan, PlanRunner

CHUNK = 500
"""Ids per ``IN (...)`` list: well under every backend's limit of parameters."""


def read_people(text: str | None) -> tuple[int, ...] | None:
    """The ``people`` column (None: not known, or not readable: the state says)."""
    if text is None:
        return None
    try:
        return tuple(map(int, text.split()))
    except ValueError:
        return None


class StartTables(PlanRunner):
    """The start-up methods of :class:`~bot.store.base.GameStore`."""

    async def list_open_games(self, partition: Partition | None = None) -> list[ListedGame]:
        where, params = open_games(partition)
        rows = await self._fetch(
            f"SELECT id, status, version, deadline, people FROM games {where} ORDER BY id",
            params,
        )
        return [ListedGame(r[0], r[1], r[2], r[3], read_people(r[4])) for r in rows]

    async def open_games_of(self, user_id: int) -> list[GameRecord]:
        # The column is ids between single spaces: one id, spaces added at both ends.
        # A scan of the open games' rows (a person's own command, seldom asked); an
        # index on ``people`` would cost every commit about a third of its CPU.
        where, params = open_games(None)
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games {where} AND ' ' || people || ' ' LIKE ? ORDER BY id",
            (*params, f"% {int(user_id)} %"),
        )
        return [record_from_row(r) for r in rows]

    async def games_by_id(self, ids: Sequence[int]) -> list[GameRecord]:
        wanted = sorted({i for i in ids if 0 <= i <= MAX_ID})
        found: list[GameRecord] = []
        for at in range(0, len(wanted), CHUNK):
            chunk = wanted[at : at + CHUNK]
            listed = "(" + ", ".join("?" for _ in chunk) + ")"
            rows = await self._fetch(
                f"SELECT {GAME_COLUMNS} FROM games WHERE id IN {listed} ORDER BY id", chunk
            )
            found.extend(record_from_row(r) for r in rows)
        return found

    async def note_people(self, people: Mapping[int, tuple[int, Sequence[int]]]) -> None:
        rows = [
            (people_text(ids), game_id, version)
            for game_id, (version, ids) in people.items()
            if 0 <= game_id <= MAX_ID
        ]
        if not rows:
            return

        def plan() -> Plan[None]:
            for row in rows:
                yield (
                    "UPDATE games SET people = ? WHERE id = ? AND version = ? AND people IS NULL",
                    row,
                )

        await self._run(plan())
