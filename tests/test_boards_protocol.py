"""The live-board protocol of every edge (bot/boards), driven by a stand-in edge that
draws on surfaces of its own: an answer older than the one shown is dropped, a failed
draw is healed later by itself, a repost moves the live surface, and two edges keep
their surfaces of one game side by side."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.boards import LiveSurfaces
from bot.core import Actor, Answer, GameService, Surface, surface_of
from bot.core.commands import AddComputer, Join
from bot.store import open_store
from tests.core_helpers import here, new_lobby
from tests.test_core_ports import HeldDeadlines

ANN, BOB = 1, 2


class Pages:
    """A stand-in edge: each game on one page (kind ``kind``, key ``page``); its data
    count the page's draws. ``failing``: no draw succeeds."""

    key = "page"

    def __init__(self, kind: str = "web") -> None:
        self.kind = kind
        self.failing = False
        self.drawn: list[tuple[int, int]] = []
        """(game, version) of every draw that succeeded."""
        self.moves: list[tuple[int, int]] = []
        self.draw_done = asyncio.Event()

    def stopping(self) -> bool:
        return False

    def heals(self, out: Answer) -> bool:
        return True

    async def draw(
        self, out: Answer, shown: Surface | None, press: str | None, fresh: bool
    ) -> Surface | None:
        if self.failing:
            return None
        self.drawn.append((out.game_id, out.version))
        self.draw_done.set()
        page = int(shown.data.get("page", 1)) if shown is not None else 1
        return Surface(self.kind, self.key, out.version, {"page": page})

    async def repost(self, out: Answer, shown: Surface | None, press: str | None) -> Surface:
        page = int(shown.data.get("page", 1)) + 1 if shown is not None else 1
        return Surface(self.kind, self.key, out.version, {"page": page})

    async def moved(self, out: Answer, old: Surface, new: Surface) -> None:
        self.moves.append((int(old.data["page"]), int(new.data["page"])))


@pytest.fixture
async def core(tmp_path: Path) -> AsyncIterator[GameService]:
    store = await open_store(tmp_path / "db")
    made = GameService(store, scheduler=HeldDeadlines())
    yield made
    await made.close()
    await store.close()


async def _joined(core: GameService, gid: int) -> Answer:
    out = await core.execute(gid, Actor(BOB, "Bob", here(500)), Join())
    assert out is not None
    return out


async def test_an_older_answer_never_draws_over_a_newer_one(core: GameService) -> None:
    pages = Pages()
    live: LiveSurfaces[str] = LiveSurfaces(lambda: core, pages)
    opened = await new_lobby(core, 10, 500, ANN, "Ann")
    joined = await _joined(core, opened.game_id)
    shown = await live.publish(joined)
    assert shown is not None and shown.version == joined.version
    # The opening's answer comes late: dropped, the newer page stays.
    assert await live.publish(opened) == shown
    assert pages.drawn == [(opened.game_id, joined.version)]
    assert surface_of(core.surfaces(opened.game_id) or (), "web", "page") == shown


async def test_a_failed_draw_heals_by_itself(core: GameService) -> None:
    pages = Pages()
    live: LiveSurfaces[str] = LiveSurfaces(lambda: core, pages)
    live.retry_first = 0.01
    opened = await new_lobby(core, 10, 500, ANN, "Ann")
    assert await live.publish(opened) is not None
    # The page's record rides on the join's commit: stored behind the join.
    joined = await _joined(core, opened.game_id)
    pages.failing = True
    assert await live.publish(joined) is None
    pages.draw_done.clear()
    pages.failing = False
    await asyncio.wait_for(pages.draw_done.wait(), 10)
    assert pages.drawn[-1] == (opened.game_id, joined.version)
    await live.close()


async def test_a_repost_moves_the_live_surface(core: GameService) -> None:
    pages = Pages()
    live: LiveSurfaces[str] = LiveSurfaces(lambda: core, pages)
    opened = await new_lobby(core, 10, 500, ANN, "Ann")
    await live.publish(opened)
    new = await live.repost(opened.game_id)
    assert new.data == {"page": 2} and pages.moves == [(1, 2)]
    assert surface_of(core.surfaces(opened.game_id) or (), "web", "page") == new


async def test_two_edges_keep_their_surfaces_of_one_game(core: GameService) -> None:
    web, other = Pages("web"), Pages("activity")
    first: LiveSurfaces[str] = LiveSurfaces(lambda: core, web)
    second: LiveSurfaces[str] = LiveSurfaces(lambda: core, other)
    opened = await new_lobby(core, 10, 500, ANN, "Ann")
    await first.publish(opened)
    await second.publish(opened)
    # Stored together with the next commit; each edge finds its own.
    out = await core.execute(opened.game_id, Actor(ANN, "Ann", here(500)), AddComputer())
    assert out is not None
    kinds = sorted(s.kind for s in out.surfaces)
    assert kinds == ["activity", "web"]
    record = await core.store.get_game(opened.game_id)
    assert sorted(s["kind"] for s in record.surfaces or ()) == ["activity", "web"]
    assert record.shown_version == opened.version


class SlowPages(Pages):
    """Pages whose draws wait until ``go`` is set (as a card edit waits its turn under
    Discord's global limit)."""

    def __init__(self) -> None:
        super().__init__()
        self.go = asyncio.Event()
        self.waiting = asyncio.Event()

    async def draw(
        self, out: Answer, shown: Surface | None, press: str | None, fresh: bool
    ) -> Surface | None:
        self.waiting.set()
        await self.go.wait()
        return await super().draw(out, shown, press, fresh)


async def test_draws_that_wait_are_merged_into_the_newest(core: GameService) -> None:
    """A game's draw waits; two later answers come meanwhile: after the one under way
    only the newest is drawn, and all three publishes return."""
    pages = SlowPages()
    live: LiveSurfaces[str] = LiveSurfaces(lambda: core, pages)
    opened = await new_lobby(core, 10, 500, ANN, "Ann")
    gid = opened.game_id
    answers = [await _joined(core, gid)]
    for _ in range(2):
        out = await core.execute(gid, Actor(ANN, "Ann", here(500)), AddComputer())
        assert out is not None
        answers.append(out)
    first = asyncio.create_task(live.publish(answers[0]))
    await pages.waiting.wait()
    later = [asyncio.create_task(live.publish(out)) for out in answers[1:]]
    await asyncio.sleep(0)
    pages.go.set()
    await asyncio.gather(first, *later)
    assert pages.drawn == [(gid, answers[0].version), (gid, answers[-1].version)]
    assert live._asked == {}  # nothing kept once every draw is done
