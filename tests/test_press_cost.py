"""What one press costs the store, counted through the real bot and the stand-in
Discord, and what forged presses leave behind in memory."""

from __future__ import annotations

import asyncio
import gc
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from asyncpg.connection import Connection

from bot.app import discord_bot
from bot.core import Actor, GameService, Refused
from bot.core.commands import RollDie
from bot.engine import SeededDice
from bot.store import GameStore, open_store
from bot.store.pg_bus import KEEPER, SENDER
from tests import pg_server
from tests.core_helpers import here
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import is_over, new_game, play_turn, ply_of, running_bot

STORE_CALLS = tuple(
    n for n in vars(GameStore) if not n.startswith("_") and callable(getattr(GameStore, n))
)
FLUSH_TASK = "ludobot-boards"
"""The task that stores the live boards' records of quiet games (not a press's work)."""
BUS_TASKS = (SENDER, KEEPER)
"""The bus's tasks: telling the other processes on a PostgreSQL database of the commits,
and checking its connection."""


class Ledger:
    """Every call a store gets, with the task that made it; and its SQL: transactions
    (``_run``) and single queries (``_fetch``)."""

    def __init__(self, store: Any) -> None:
        self.calls: list[tuple[str, str]] = []
        for name in (*STORE_CALLS, "_run", "_fetch"):
            if name != "hold":
                setattr(store, name, self._counted(name, getattr(store, name)))

    def _counted(self, name: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def counted(*args: Any, **kw: Any) -> Any:
            task = asyncio.current_task()
            self.calls.append((name, task.get_name() if task is not None else ""))
            return call(*args, **kw)

        return counted

    def of_presses(self) -> list[str]:
        return [name for name, task in self.calls if task != FLUSH_TASK]

    def of_flushes(self) -> list[str]:
        return [name for name, task in self.calls if task == FLUSH_TASK]


async def test_a_press_reads_nothing_and_writes_once(tmp_path: Path) -> None:
    """Each Roll or move through the bot: no read of the game (its row is the one this
    process wrote last, kept by the store) and one transaction that stores the new
    state, its log, its deadline and where the board is shown. The record
    of the last draw is stored with the next press's commit; only a game that stays quiet
    has its own write, made later for every quiet game at once."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            _, board = await new_game(fd, ann, bob, preset="ludo")
            ledger = Ledger(bot.service.store)
            per_press: list[list[str]] = []
            for _ in range(40):
                if is_over(board):
                    break
                before, ply = len(ledger.of_presses()), ply_of(board)
                await play_turn(fd, users, board)
                assert ply_of(board) > ply  # answered: the board shows the new state
                per_press.append(ledger.of_presses()[before:])
            assert len(per_press) >= 20
            for calls in per_press:
                assert [c for c in calls if c in STORE_CALLS] == ["last_known", "commit_action"]
                assert calls.count("_fetch") == 0 and calls.count("_run") == 1
            # The quiet moments' writes: far fewer than the presses.
            flushes = ledger.of_flushes().count("save_shown")
            assert flushes < len(per_press) / 2


async def test_forged_presses_leave_no_memory_behind(tmp_path: Path) -> None:
    """Presses naming games that do not exist are refused and leave nothing behind: the
    process's memory after 10,000 of them is as before (within noise)."""
    store: GameStore = await open_store(tmp_path / "db.sqlite3")
    core = GameService(store, dice_factory=lambda: SeededDice(1))
    forger = Actor(7, "Mallory", here(500))

    async def forge(first: int, count: int) -> None:
        for game_id in range(first, first + count):
            try:
                await core.execute(game_id, forger, RollDie(0))
            except Refused as refused:
                assert refused.code == "no_game"

    await forge(10_000, 1_000)  # warm up: caches and the driver's own buffers
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        await forge(1_000_000, 10_000)
        gc.collect()
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    grown = sum(s.size_diff for s in after.compare_to(before, "filename"))
    assert grown < 64 * 1024, grown  # a lock kept per forged id would be over 1 MB
    await core.close()
    await store.close()


class Statements:
    """Every statement asyncpg sends to the server (its connections' query methods,
    which the pool's and asyncpg's own reset on release go through too), with the task
    that sent it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sent: list[tuple[str, str]] = []
        for name in ("execute", "executemany", "fetch", "fetchval", "fetchrow"):
            monkeypatch.setattr(Connection, name, self._counted(getattr(Connection, name)))

    def _counted(self, method: Callable[..., Any]) -> Callable[..., Any]:
        async def counted(conn: Connection, query: str, *args: Any, **kw: Any) -> Any:
            task = asyncio.current_task()
            self.sent.append((query, task.get_name() if task is not None else ""))
            return await method(conn, query, *args, **kw)

        return counted

    def of_presses(self) -> list[str]:
        return [sql for sql, task in self.sent if task not in (FLUSH_TASK, *BUS_TASKS)]

    def of_the_bus(self) -> list[str]:
        return [sql for sql, task in self.sent if task == SENDER]


def kind_of(sql: str) -> str:
    """A statement by what it does: the game's lock, its read, the commit (one UPDATE
    with its log row), the pool's reset of a connection handed back."""
    if sql.startswith("SELECT pg_advisory_lock("):
        return "lock"
    if sql.startswith("SELECT pg_advisory_unlock_all()"):
        return "reset"
    if sql.startswith("SELECT ") and "FROM games WHERE id = $1" in sql:
        return "read"
    if sql.startswith(("UPDATE games SET state", "WITH ")):
        return "commit"
    if sql.startswith("INSERT INTO moves "):
        return "log"
    return {"BEGIN;": "begin", "COMMIT;": "end"}.get(sql, sql)


async def test_a_press_on_postgres_counts_its_statements(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each Roll or move through the bot on PostgreSQL: the game's advisory lock, one
    read of its row (PostgreSQL keeps no row: another process may have written it), one
    statement that commits the new state with its log row, its deadline and where the
    board is shown, and the pool's reset of the connection (which frees the lock): four.
    A press that applies several actions (a roll and the move it forces) writes a log
    row each, in one transaction around the same UPDATE. Off the press's path, the
    commits are told to the other processes on the database (the bus): one statement a
    press at most, on the bus's own connection (no pool's reset)."""
    async with pg_server.fresh_database() as url, FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        users = {u.id: u for u in (ann, bob)}
        bot = await discord_bot(url, dice_factory=lambda: SeededDice(3), computer_pause=0)
        async with fd.running(bot):
            _, board = await new_game(fd, ann, bob, preset="ludo")
            statements = Statements(monkeypatch)
            per_press: list[list[str]] = []
            for _ in range(30):
                if is_over(board):
                    break
                before, ply = len(statements.of_presses()), ply_of(board)
                await play_turn(fd, users, board)
                assert ply_of(board) > ply
                per_press.append([kind_of(s) for s in statements.of_presses()[before:]])
            assert len(per_press) >= 15
            one = ["lock", "read", "commit", "reset"]
            for kinds in per_press:
                logs = kinds.count("log")
                several = ["lock", "read", "begin", "commit", *["log"] * logs, "end", "reset"]
                assert kinds == one or (logs >= 2 and kinds == several), kinds
            assert sum(kinds == one for kinds in per_press) >= len(per_press) / 3
            told = statements.of_the_bus()
            assert 1 <= len(told) <= len(per_press)
            assert all("pg_notify" in sql for sql in told), told
