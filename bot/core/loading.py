"""Start-up: the open games of this process's partition, listed from the store's small
columns (:meth:`~bot.store.base.GameStore.list_open_games`).

A row the core wrote says who sits in the game (``people``) and when it is next due
(``deadline``), so nothing of its state is read here: a game is parsed when it is first
used (a press, its deadline, its board drawn again), as every command reads its row
anyway. Only two kinds of rows are read and checked at start: those whose people the
store does not know (rows from before, or a state written without the core), and
running games without a deadline (rows from before deadlines were kept, or without a
timer then, which may have one now). One that does not parse is set aside and reported.

With 100,000 games the work left is building the deadlines, a few small objects per
game (who sits where stays in the store: ``/ludo mygames`` asks it). The cyclic garbage
collector is paused meanwhile: it would walk the growing heap again and again for
nothing (no cycle is made), which made start-up cost more per game the more games there
were (``benchmarks/bench_start.py``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from ..store import ACTIVE, OPEN_STATUSES, BrokenGame, GameRecord, ListedGame, Partition
from .context import Parts
from .tables import Table


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection inside (reference counting frees as ever)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _needs_state(game: ListedGame) -> bool:
    return game.people is None or (game.status == ACTIVE and game.deadline is None)


async def load_games(parts: Parts, partition: Partition | None) -> tuple[int, list[BrokenGame]]:
    """Schedule every open game of ``partition``; returns how many loaded and the rows
    set aside as broken."""
    listed = await parts.store.list_open_games(partition)
    read: list[ListedGame] = []
    with collector_paused():
        for game in listed:
            if _needs_state(game):
                read.append(game)
                continue
            if game.status == ACTIVE:
                parts.deadlines.schedule(game.id, game.deadline, game.version, game.deadline)
    loaded, broken = await _from_states(parts, read)
    return len(listed) - len(read) + loaded, broken


async def _from_states(parts: Parts, listed: Sequence[ListedGame]) -> tuple[int, list[BrokenGame]]:
    """Schedule the games whose rows must be read: each is checked, and its people
    written when they were not known (``/ludo mygames`` finds a game by them)."""
    if not listed:
        return 0, []
    unknown = {g.id for g in listed if g.people is None}
    loaded = 0
    broken: list[BrokenGame] = []
    learnt: dict[int, tuple[int, tuple[int, ...]]] = {}
    for record in await parts.store.games_by_id([g.id for g in listed]):
        if record.status not in OPEN_STATUSES:
            continue  # closed since it was listed (another process)
        table = _table(record)
        if isinstance(table, str):
            broken.append(BrokenGame(record.id, table))
            continue
        loaded += 1
        if record.id in unknown:
            learnt[record.id] = (record.version, table.people)
        if record.status == ACTIVE:
            at = record.deadline
            if at is None:
                at = await parts.deadlines.due_at(record, table)
            parts.deadlines.schedule(record.id, at, record.version, record.deadline)
    await parts.store.set_aside(broken)
    await parts.store.note_people(learnt)
    return loaded, broken


def _table(record: GameRecord) -> Table | str:
    """The row's table, or why it cannot be read."""
    if record.broken_reason is not None and not record.state:
        return record.broken_reason  # its JSON does not parse (the store says how)
    try:
        return Table.from_json(record.state)
    except ValueError as exc:
        return f"{type(exc).__name__}: {exc}"[:500]
