"""A run of the bot's own steps drawn once (:mod:`bot.boards.runs`), on the answers of a
real core's game: computer steps wait for the run's end (a person's turn, the game's
end), a long run is drawn every ``every`` seconds, a step with a notice is drawn at
once, a step older than the run's newest never drops it, and closing stops the timers.
(Through the real bot and the stand-in: ``tests/test_bot_computer_runs.py``.)"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest

from bot.boards.runs import StepRuns, merges
from bot.core import Answer, GameService
from bot.core.notes import note
from bot.store import open_store
from tests.core_helpers import board, lobby, new_lobby
from tests.test_core_ports import HeldDeadlines

ANN = 1


@pytest.fixture
async def started(tmp_path: Path) -> AsyncIterator[Answer]:
    """The first board of Ann and three computers."""
    store = await open_store(tmp_path / "db")
    core = GameService(store, scheduler=HeldDeadlines())
    try:
        opened = await new_lobby(core, 10, 500, ANN, "Ann", computers=3)
        yield await lobby(core, opened.game_id, ANN, "Ann", "start")
    finally:
        await core.close()
        await store.close()


def step(out: Answer, version: int, computer: bool = True) -> Answer:
    """``out`` as the answer of a later step: a computer to act next, or Ann."""
    view = replace(board(out), step="thinking" if computer else "roll")
    return replace(out, version=version, view=view, notice=None, dm=None)


class Drawn:
    """The draw the runs are given: the versions drawn, in order."""

    def __init__(self) -> None:
        self.versions: list[int] = []
        self.changed = asyncio.Event()

    async def __call__(self, out: Answer) -> None:
        self.versions.append(out.version)
        self.changed.set()

    async def until(self, count: int) -> None:
        while len(self.versions) < count:
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), 10)


async def test_a_run_is_drawn_once_when_a_person_is_next(started: Answer) -> None:
    drawn = Drawn()
    runs = StepRuns(drawn, every=60)
    for v in (11, 12, 13):
        await runs.show(step(started, v))
    assert drawn.versions == [] and runs.waiting() == 1
    await runs.show(step(started, 14, computer=False))
    assert drawn.versions == [14] and runs.waiting() == 0
    await runs.close()


async def test_every_step_is_drawn_with_the_merge_off(started: Answer) -> None:
    drawn = Drawn()
    runs = StepRuns(drawn, every=0)
    for v in (11, 12, 13):
        await runs.show(step(started, v))
    assert drawn.versions == [11, 12, 13]


async def test_a_long_run_is_drawn_every_so_often(started: Answer) -> None:
    """The run's newest step is drawn ``every`` seconds after its first; the next step
    starts the next wait."""
    drawn = Drawn()
    runs = StepRuns(drawn, every=0.05)
    await runs.show(step(started, 11))
    await runs.show(step(started, 12))
    await drawn.until(1)
    assert drawn.versions == [12] and runs.waiting() == 0
    await runs.show(step(started, 13))
    await drawn.until(2)
    assert drawn.versions == [12, 13]
    await runs.close()


async def test_a_step_with_a_notice_is_drawn_at_once(started: Answer) -> None:
    drawn = Drawn()
    runs = StepRuns(drawn, every=60)
    told = replace(step(started, 11), notice=note("timed_out", name="Ann"))
    assert not merges(told) and merges(step(started, 11))
    await runs.show(told)
    assert drawn.versions == [11]
    await runs.close()


async def test_an_older_step_leaves_the_newest_waiting(started: Answer) -> None:
    """Heard out of order, a person's turn older than the run's newest step is drawn,
    and the newest is still drawn by the run's timer."""
    drawn = Drawn()
    runs = StepRuns(drawn, every=0.05)
    await runs.show(step(started, 12))
    await runs.show(step(started, 11, computer=False))
    assert drawn.versions == [11] and runs.waiting() == 1
    await drawn.until(2)
    assert drawn.versions == [11, 12]
    await runs.close()


async def test_closing_stops_the_timers(started: Answer) -> None:
    drawn = Drawn()
    runs = StepRuns(drawn, every=0.01)
    await runs.show(step(started, 11))
    await runs.close()
    assert runs.waiting() == 0 and drawn.versions == []
    assert not [t for t in asyncio.all_tasks() if t.get_name().startswith("ludobot-run-")]
