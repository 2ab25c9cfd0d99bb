"""Tournaments on the core alone (no Discord): the service opens each table through the
commands people use and hears of results through the core's listener; nobody presses,
so the turn timer and the away rule hand every seat to a computer (a no-show), on a
clock that jumps to each deadline. Refusals change nothing."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.core import Actor, Answer, BoardView, GameService, Place, Refused, open_service
from bot.core.settings import Pace
from bot.core.tournaments import TournamentConfig, TournamentService, TournamentView
from bot.engine import SeededDice
from bot.engine.computers import Level
from bot.engine.export import verify

ORGANISER = Actor(1, "Org", can_manage=True)
CHANNEL = Place("test", "hall", 5, 5)


class Warp:
    """A clock every sleep moves on: each deadline comes at once. ``frozen``: it stands
    still (nobody's time runs out), and a sleep waits a moment of real time."""

    def __init__(self) -> None:
        self.now = 1_000_000.0
        self.frozen = False

    def time(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        if self.frozen:
            await asyncio.sleep(0.01)
            return
        self.now += max(seconds, 0.0)
        await asyncio.sleep(0)


@dataclass
class Edge:
    events: list[str] = field(default_factory=list)
    boards: list[Answer] = field(default_factory=list)
    places: list[tuple[int, int]] = field(default_factory=list)
    # The stored status turns "done" a moment before the edge hears of it (the service
    # reads the view again to show it), so a test that checks the edge waits on this.
    over: asyncio.Event = field(default_factory=asyncio.Event)

    async def table_place(self, t: TournamentView, round_no: int, number: int) -> Place:
        self.places.append((round_no, number))
        return Place("test", f"{t.id}-{round_no}-{number}", 5, 5)

    async def show_table(self, out: Answer) -> None:
        self.boards.append(out)

    async def changed(self, t: TournamentView, event: str) -> None:
        self.events.append(event)
        if event in ("done", "ended"):
            self.over.set()


@asynccontextmanager
async def running() -> AsyncIterator[tuple[GameService, TournamentService, Edge, Warp]]:
    warp = Warp()
    core = await open_service(
        ":memory:", lambda: SeededDice(3), computer_pause=0, wall=warp.time, sleep=warp.sleep
    )
    service = TournamentService(core, core.store, warp.time, warp.sleep)
    edge = Edge()
    service.attach(edge)
    try:
        yield core, service, edge, warp
    finally:
        await service.close()
        await core.close()


def config(warp: Warp, format: str = "swiss", **kw: Any) -> TournamentConfig:
    values: dict[str, Any] = {
        "rounds": 3,
        "advance": 1,
        "table_size": 4,
        "preset": "ludo",
        "overrides": {},
        "pace": Pace.LIVE,
        "computers": True,
        "level": Level.RANDOM,
        "starts_at": None,
        "maximum": None,
        "duplicate": False,
        "now": warp.time(),
    }
    values.update(kw)
    return TournamentConfig.checked(format, **values)


async def finished(service: TournamentService, tid: int) -> TournamentView:
    for _ in range(6000):
        view = await service.view(tid)
        if view.status in ("done", "ended"):
            return view
        await asyncio.sleep(0.01)
    raise AssertionError("the tournament did not finish")


async def test_a_swiss_of_ten_to_the_end() -> None:
    async with running() as (_core, service, edge, warp):
        t = await service.create(ORGANISER, CHANNEL, 0, config(warp, rounds=3))
        for i in range(10):
            await service.join(t.id, Actor(100 + i, f"P{i}"), 1500.0 - i)
        await service.start(t.id, ORGANISER)
        view = await finished(service, t.id)
        assert view.status == "done" and view.round == 3
        # Ten at tables of four: a table of four and two of three, each filled by a
        # computer up to four; every entrant seated once a round.
        for round_no in (1, 2, 3):
            tables = view.round_tables(round_no)
            seated = [s for table in tables for s in table.seats if s]
            assert sorted(seated) == [100 + i for i in range(10)]
            assert all(len(table.seats) == 4 for table in tables)
            assert all(table.places is not None for table in tables)
        assert len(view.standings) == 10
        assert [s.rank for s in view.standings] == sorted(s.rank for s in view.standings)
        assert all(s.played == 3 for s in view.standings)
        await asyncio.wait_for(edge.over.wait(), 30)
        assert edge.events.count("table") == len(view.tables) and edge.events[-1] == "done"
        assert [a.action for a in await service.log_of(t.id)][:2] == ["create", "start"]


async def test_a_knockout_of_twelve_to_its_final() -> None:
    async with running() as (_core, service, _edge, warp):
        t = await service.create(ORGANISER, CHANNEL, 0, config(warp, "knockout", advance=2))
        for i in range(12):
            await service.join(t.id, Actor(100 + i, f"P{i}"), 1500.0 - i)
        await service.start(t.id, ORGANISER)
        view = await finished(service, t.id)
        # 12 -> 3 tables of four, two go on from each -> 6 -> a final.
        final = view.round_tables(view.round)
        assert len(final) == 1 and final[0].places is not None
        champion = final[0].seats[final[0].places[0][0]]
        if champion:  # a person won the final: they head the standings
            assert view.standings[0].user_id == champion and view.standings[0].rank == 1
        assert not view.standings[0].out and view.standings[-1].out


async def test_refusals_change_nothing() -> None:
    async with running() as (core, service, edge, warp):
        with pytest.raises(Refused) as stranger:
            await service.create(Actor(9, "Eve"), CHANNEL, 0, config(warp))
        assert stranger.value.code == "tournament_organisers_only"
        outside = Place("test", "dm", 9, None)
        with pytest.raises(Refused) as dm:
            await service.create(ORGANISER, outside, 0, config(warp))
        assert dm.value.code == "tournament_servers_only"
        for bad, code in (
            ({"table_size": 7}, "tournament_bad_size"),
            ({"rounds": 0}, "tournament_bad_rounds"),
            ({"advance": 3}, "tournament_bad_advance"),
            ({"maximum": 1}, "tournament_bad_maximum"),
            ({"starts_at": 5.0}, "tournament_past_start"),
        ):
            with pytest.raises(Refused) as refused:
                config(warp, **bad)
            assert refused.value.code == code
        t = await service.create(ORGANISER, CHANNEL, 0, config(warp, maximum=2))
        with pytest.raises(Refused) as twice:
            await service.create(ORGANISER, CHANNEL, 0, config(warp))
        assert twice.value.code == "tournament_exists"
        await service.join(t.id, Actor(100, "A"), 0.0)
        for call, code in (
            (service.join(t.id, Actor(100, "A"), 0.0), "tournament_already_in"),
            (service.start(t.id, ORGANISER), "tournament_too_few"),
            (service.start(t.id, Actor(100, "A")), "tournament_organisers_only"),
            (service.leave(t.id, Actor(101, "B")), "tournament_not_in"),
            (service.pause(t.id, ORGANISER), "tournament_not_running"),
            (service.view(2**70), "tournament_none"),
        ):
            with pytest.raises(Refused) as refused:
                await call
            assert refused.value.code == code
        await service.join(t.id, Actor(101, "B"), 0.0)
        with pytest.raises(Refused) as full:
            await service.join(t.id, Actor(102, "C"), 0.0)
        assert full.value.code == "tournament_full"
        view = await service.view(t.id)
        assert view.status == "signup" and [e.user_id for e in view.playing] == [100, 101]
        assert edge.boards == [] and await core.store.tournament_tables(t.id) == []


async def test_a_result_missed_by_a_killed_process_is_counted_at_start() -> None:
    """The service stops hearing (as a SIGKILL between a game's last commit and the
    tournament's count would leave it) while round 1 is played out; a new service on the
    same store picks the tournament up: it counts the tables that closed meanwhile and
    plays on to the end."""
    async with running() as (core, service, _edge, warp):
        warp.frozen = True
        t = await service.create(ORGANISER, CHANNEL, 0, config(warp, rounds=2))
        for i in range(8):
            await service.join(t.id, Actor(100 + i, f"P{i}"), 0.0)
        await service.start(t.id, ORGANISER)
        first = (await service.view(t.id)).round_tables(1)
        assert len(first) == 2 and all(table.game_id for table in first)
        await service.close()  # gone: nobody hears the games close
        warp.frozen = False
        for table in first:
            assert table.game_id is not None
            for _ in range(6000):
                out = await core.queries.stored(table.game_id)
                if out is not None and out.finished:
                    break
                await asyncio.sleep(0.01)
        assert all(r.places is None for r in await core.store.tournament_tables(t.id))
        again = TournamentService(core, core.store, warp.time, warp.sleep)
        again.attach(Edge())
        try:
            assert await again.load() == 1
            view = await finished(again, t.id)
        finally:
            await again.close()
        assert view.status == "done" and len(view.tables) == 4
        assert [s.played for s in view.standings] == [2] * 8


async def test_a_tournament_starts_at_its_time_or_ends_with_too_few() -> None:
    async with running() as (_core, service, _edge, warp):
        warp.frozen = True
        soon = warp.time() + 600
        full = await service.create(ORGANISER, CHANNEL, 0, config(warp, rounds=1, starts_at=soon))
        empty = await service.create(
            ORGANISER, Place("test", "other", 5, 5), 0, config(warp, starts_at=soon)
        )
        for i in range(4):
            await service.join(full.id, Actor(100 + i, f"P{i}"), 0.0)
        await service.join(empty.id, Actor(200, "Alone"), 0.0)
        assert (await service.view(full.id)).status == "signup"
        warp.frozen = False  # the sign-up's ten minutes pass
        assert (await finished(service, full.id)).status == "done"
        lonely = await finished(service, empty.id)
        assert lonely.status == "ended"
        assert [a.action for a in await service.log_of(empty.id)] == ["create", "too_few"]
        started = [a for a in await service.log_of(full.id) if a.action == "start"]
        assert len(started) == 1 and started[0].user_id is None


async def test_duplicate_dice_one_sealed_seed_a_round_revealed_at_its_end() -> None:
    """Every table of a round rolls from the round's one secret seed: the same hash on
    every board; a table over before the others keeps it sealed (its view and its export
    do not show it); at the round's end the tournament reveals it, and every table's
    dice check out with it."""
    async with running() as (core, service, _edge, warp):
        warp.frozen = True
        t = await service.create(ORGANISER, CHANNEL, 0, config(warp, rounds=2, duplicate=True))
        for i in range(8):
            await service.join(t.id, Actor(100 + i, f"P{i}"), 0.0)
        await service.start(t.id, ORGANISER)
        first = (await service.view(t.id)).round_tables(1)
        hashes = set()
        for table in first:
            assert table.game_id is not None
            out = await core.queries.stored(table.game_id)
            assert out is not None and isinstance(out.view, BoardView) and out.view.seed
            hashes.add(out.view.seed.hash)
            assert await service.seed_of(table.game_id) is None  # not before the end
        assert len(hashes) == 1
        warp.frozen = False
        view = await finished(service, t.id)
        assert sorted(view.seeds) == [1, 2] and view.seeds[1] != view.seeds[2]
        for table in view.tables:
            assert table.game_id is not None
            out = await core.queries.stored(table.game_id)
            assert out is not None and isinstance(out.view, BoardView) and out.view.seed
            assert out.view.seed.revealed is None  # sealed: the tournament reveals it
            sealed = await core.queries.game_export(table.game_id, 5)
            assert verify(sealed).code == "seed_not_revealed"
            seed = await service.seed_of(table.game_id)
            assert seed == view.seeds[table.round]
            document = await core.queries.game_export(table.game_id, 5, seed)
            assert verify(document).code == "holds"
            wrong = view.seeds[3 - table.round]
            assert verify(await core.queries.game_export(table.game_id, 5, wrong)).code == (
                "seed_not_revealed"
            )


def points_of(view: TournamentView, scores: tuple[int, ...], bye: int) -> dict[int, int]:
    """Each entrant's points from the tables' places by ``scores`` (a table smaller than
    ``scores`` drops its last values) and ``bye`` a round not seated."""
    total = {e.user_id: 0 for e in view.entrants}
    for table in view.tables:
        assert table.places is not None
        place = 0
        for seats in table.places:
            for seat in seats:
                if table.seats[seat]:
                    total[table.seats[seat]] += scores[place]
            place += len(seats)
    for round_no in range(1, view.round + 1):
        seated = {s for table in view.round_tables(round_no) for s in table.seats}
        for e in total:
            total[e] += bye if e not in seated else 0
    return total


async def test_the_organisers_points_by_place_count_at_every_table_size() -> None:
    """Five at tables of four without computers sit at a table of three and one of two:
    each scores the first places of the organiser's points; kept with the tournament."""
    async with running() as (_core, service, _edge, warp):
        chosen = config(warp, rounds=2, computers=False, points=(9, 5, 2, 0), bye=7)
        t = await service.create(ORGANISER, CHANNEL, 0, chosen)
        for i in range(5):
            await service.join(t.id, Actor(100 + i, f"P{i}"), 1500.0 - i)
        await service.start(t.id, ORGANISER)
        view = await finished(service, t.id)
        assert view.config.points == (9, 5, 2, 0) and view.config.bye == 7
        assert sorted(len(t.seats) for t in view.round_tables(1)) == [2, 3]
        expected = points_of(view, (9, 5, 2, 0), 7)
        assert {s.user_id: s.points for s in view.standings} == expected
        assert max(expected.values()) > 2 * 5  # not the defaults' (at most 2 * 6)


async def test_a_bye_scores_the_organisers_points() -> None:
    async with running() as (_core, service, _edge, warp):
        chosen = config(warp, rounds=1, table_size=2, points=(4, 1), bye=2)
        t = await service.create(ORGANISER, CHANNEL, 0, chosen)
        for i in range(3):
            await service.join(t.id, Actor(100 + i, f"P{i}"), 1500.0 - i)
        await service.start(t.id, ORGANISER)
        view = await finished(service, t.id)
        assert sorted(s.points for s in view.standings) == [1, 2, 4]


def test_points_that_do_not_fit_the_table_or_a_bye_out_of_range_are_refused() -> None:
    warp = Warp()
    with pytest.raises(Refused) as refused:
        config(warp, points=(6, 4, 2))
    assert refused.value.note.code == "points_count"
    assert refused.value.note.params == {"count": 3, "seats": 4}
    for bye in (-1, 101):
        with pytest.raises(Refused) as refused:
            config(warp, bye=bye)
        assert refused.value.note.code == "tournament_bad_bye"
