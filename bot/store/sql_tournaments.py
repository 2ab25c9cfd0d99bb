"""Tournaments on portable SQL (see :mod:`.sql_plans`): the methods of
:class:`~.tournament_rows.TournamentStore`. The settings and the state are JSON kept as
given; a row that does not read (damaged by hand) reads as empty, never as an error."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from .sql_plans import MAX_ID, Plan, PlanRunner, dumps
from .tournament_rows import (
    TOURNAMENT_OPEN,
    ActionRow,
    EntrantRow,
    TableRow,
    TournamentRecord,
)

_COLUMNS = (
    "id, place_kind, place_key, community, route, organiser, status, config, state, "
    "starts_at, version, shown"
)


def _json(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _mapping(text: str | None) -> dict[str, Any]:
    value = _json(text)
    return value if isinstance(value, dict) else {}


def _ids(text: str | None) -> tuple[int, ...]:
    value = _json(text)
    if not isinstance(value, list):
        return ()
    return tuple(int(v) for v in value if isinstance(v, int))


def _places(text: str | None) -> tuple[tuple[int, ...], ...] | None:
    value = _json(text)
    if not isinstance(value, list):
        return None
    return tuple(
        tuple(int(s) for s in place if isinstance(s, int))
        for place in value
        if isinstance(place, list)
    )


def _record(row: Sequence[Any]) -> TournamentRecord:
    return TournamentRecord(
        int(row[0]),
        str(row[1]),
        str(row[2]),
        None if row[3] is None else int(row[3]),
        int(row[4]),
        int(row[5]),
        str(row[6]),
        _mapping(row[7]),
        _mapping(row[8]),
        None if row[9] is None else float(row[9]),
        int(row[10]),
        _mapping(row[11]),
    )


class TournamentTables(PlanRunner):
    """The tournaments' methods of the store."""

    returning_id: ClassVar[str] = ""

    async def create_tournament(
        self,
        place: tuple[str, str, int | None, int],
        organiser: int,
        status: str,
        config: Mapping[str, Any],
        starts_at: float | None,
    ) -> int:
        now = time.time()
        kind, key, community, route = place

        def plan() -> Plan[int]:
            res = yield (
                "INSERT INTO tournaments (place_kind, place_key, community, route, organiser, "
                "status, config, state, starts_at, version, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, '{}', ?, 0, ?, ?)" + self.returning_id,
                (
                    kind,
                    key,
                    community,
                    route,
                    organiser,
                    status,
                    dumps(config),
                    starts_at,
                    now,
                    now,
                ),
            )
            if self.returning_id:
                return int(res.rows[0][0])
            assert res.lastrowid is not None
            return res.lastrowid

        return await self._run(plan())

    async def get_tournament(self, tournament_id: int) -> TournamentRecord | None:
        if not 0 <= tournament_id <= MAX_ID:
            return None  # a forged id names no row
        rows = await self._fetch(
            f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,)
        )
        return _record(rows[0]) if rows else None

    async def open_tournaments(self, routes: Sequence[int] | None) -> list[TournamentRecord]:
        rows = await self._fetch(
            f"SELECT {_COLUMNS} FROM tournaments WHERE status IN (?, ?, ?) ORDER BY id",
            TOURNAMENT_OPEN,
        )
        found = [_record(r) for r in rows]
        return found if routes is None else [t for t in found if t.route in routes]

    async def save_tournament(
        self,
        tournament_id: int,
        status: str,
        state: Mapping[str, Any],
        starts_at: float | None = None,
    ) -> None:
        def plan() -> Plan[None]:
            yield (
                "UPDATE tournaments SET status = ?, state = ?, starts_at = ?, "
                "version = version + 1, updated_at = ? WHERE id = ?",
                (status, dumps(state), starts_at, time.time(), tournament_id),
            )

        await self._run(plan())

    async def show_tournament(self, tournament_id: int, shown: Mapping[str, Any]) -> None:
        def plan() -> Plan[None]:
            yield (
                "UPDATE tournaments SET shown = ? WHERE id = ?",
                (dumps(shown), tournament_id),
            )

        await self._run(plan())

    async def put_entrant(self, tournament_id: int, entrant: EntrantRow) -> None:
        def plan() -> Plan[None]:
            yield (
                "INSERT INTO tournament_entrants "
                "(tournament_id, user_id, name, rating, joined, status) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id, user_id) DO UPDATE "
                "SET name = excluded.name, rating = excluded.rating, "
                "joined = excluded.joined, status = excluded.status",
                (
                    tournament_id,
                    entrant.user_id,
                    entrant.name,
                    entrant.rating,
                    entrant.joined,
                    entrant.status,
                ),
            )

        await self._run(plan())

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        rows = await self._fetch(
            "SELECT user_id, name, rating, joined, status FROM tournament_entrants "
            "WHERE tournament_id = ? ORDER BY joined, user_id",
            (tournament_id,),
        )
        return [EntrantRow(int(r[0]), str(r[1]), float(r[2]), int(r[3]), str(r[4])) for r in rows]

    async def put_table(self, tournament_id: int, table: TableRow) -> None:
        places = None if table.places is None else dumps([list(p) for p in table.places])

        def plan() -> Plan[None]:
            yield (
                "INSERT INTO tournament_tables "
                "(tournament_id, round, number, place_key, game_id, seats, places) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (tournament_id, round, number) DO UPDATE "
                "SET place_key = excluded.place_key, game_id = excluded.game_id, "
                "seats = excluded.seats, places = excluded.places",
                (
                    tournament_id,
                    table.round,
                    table.number,
                    table.place_key,
                    table.game_id,
                    dumps(list(table.seats)),
                    places,
                ),
            )

        await self._run(plan())

    async def tournament_tables(self, tournament_id: int) -> list[TableRow]:
        rows = await self._fetch(
            "SELECT round, number, place_key, game_id, seats, places FROM tournament_tables "
            "WHERE tournament_id = ? ORDER BY round, number",
            (tournament_id,),
        )
        return [
            TableRow(
                int(r[0]),
                int(r[1]),
                None if r[2] is None else str(r[2]),
                None if r[3] is None else int(r[3]),
                _ids(r[4]),
                _places(r[5]),
            )
            for r in rows
        ]

    async def table_of_game(self, game_id: int) -> tuple[int, int, int] | None:
        rows = await self._fetch(
            "SELECT tournament_id, round, number FROM tournament_tables WHERE game_id = ?",
            (game_id,),
        )
        return (int(rows[0][0]), int(rows[0][1]), int(rows[0][2])) if rows else None

    async def log_action(self, tournament_id: int, action: ActionRow) -> None:
        def plan() -> Plan[None]:
            yield (
                "INSERT INTO tournament_log (tournament_id, at, user_id, action, detail) "
                "VALUES (?, ?, ?, ?, ?)",
                (tournament_id, action.at, action.user_id, action.action, dumps(action.detail)),
            )

        await self._run(plan())

    async def actions(self, tournament_id: int) -> list[ActionRow]:
        rows = await self._fetch(
            "SELECT at, user_id, action, detail FROM tournament_log "
            "WHERE tournament_id = ? ORDER BY id",
            (tournament_id,),
        )
        return [
            ActionRow(float(r[0]), None if r[1] is None else int(r[1]), str(r[2]), _mapping(r[3]))
            for r in rows
        ]
