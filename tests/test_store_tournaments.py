"""The tournaments' rows on every backend (SQLite, and PostgreSQL when its binaries are
there): a tournament, its entrants, its tables round by round and its log, kept and read
back; the open ones listed (of some routes); a forged id names no row. Migration 13
itself is tested with the others (on PostgreSQL from every earlier version,
tests/test_postgres.py)."""

from __future__ import annotations

from bot.store import GameStore
from bot.store.tournament_rows import DONE, RUNNING, SIGNUP, ActionRow, EntrantRow, TableRow
from tests.test_store import connect, store

__all__ = ["connect", "store"]  # the fixtures, on every backend


async def test_a_tournament_and_its_rows_are_kept(store: GameStore) -> None:
    tid = await store.create_tournament(("discord", "42", 7, 1), 5, SIGNUP, {"rounds": 3}, 10.0)
    other = await store.create_tournament(("discord", "43", 8, 2), 5, SIGNUP, {}, None)
    got = await store.get_tournament(tid)
    assert got is not None
    assert (got.place_key, got.community, got.route, got.organiser, got.status) == (
        "42",
        7,
        1,
        5,
        SIGNUP,
    )
    assert got.config == {"rounds": 3} and got.state == {} and got.starts_at == 10.0
    await store.put_entrant(tid, EntrantRow(100, "Ann", 12.5, 1, "in"))
    await store.put_entrant(tid, EntrantRow(101, "Bob", 0.0, 2, "in"))
    await store.put_entrant(tid, EntrantRow(100, "Ann", 12.5, 1, "dropped"))
    assert [(e.user_id, e.status) for e in await store.entrants(tid)] == [
        (100, "dropped"),
        (101, "in"),
    ]
    await store.put_table(tid, TableRow(1, 1, None, None, (100, 101, 0)))
    await store.put_table(tid, TableRow(1, 1, "900", 77, (100, 101, 0)))
    await store.put_table(tid, TableRow(1, 1, "900", 77, (100, 101, 0), ((2,), (0, 1))))
    await store.put_table(tid, TableRow(2, 1, None, None, (101, 100)))
    tables = await store.tournament_tables(tid)
    assert tables[0] == TableRow(1, 1, "900", 77, (100, 101, 0), ((2,), (0, 1)))
    assert tables[1].round == 2 and tables[1].game_id is None and tables[1].places is None
    assert await store.table_of_game(77) == (tid, 1, 1)
    assert await store.table_of_game(78) is None
    await store.save_tournament(tid, RUNNING, {"round": 1, "byes": {"1": []}})
    await store.show_tournament(tid, {"card": 123})
    got = await store.get_tournament(tid)
    assert got is not None and got.status == RUNNING and got.state["round"] == 1
    assert got.shown == {"card": 123} and got.version == 1
    await store.save_tournament(other, DONE, {})
    assert [t.id for t in await store.open_tournaments(None)] == [tid]
    assert await store.open_tournaments([2]) == []
    await store.log_action(tid, ActionRow(1.0, 5, "create", {"rounds": 3}))
    await store.log_action(tid, ActionRow(2.0, None, "round", {"round": 1}))
    assert [(a.user_id, a.action, a.detail) for a in await store.actions(tid)] == [
        (5, "create", {"rounds": 3}),
        (None, "round", {"round": 1}),
    ]
    assert await store.get_tournament(2**63) is None and await store.get_tournament(-1) is None
