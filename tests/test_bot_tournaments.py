"""Tournaments through the real bot and the stand-in Discord: the organiser opens one
with /ludo tournament new, people sign up with the card's Join button, the organiser
starts it; each table is an ordinary game in a thread of the channel, named after its
round and table. Nobody presses at the tables: on a clock that jumps to each deadline
the turn timer and the away rule give every seat to a computer (a no-show), which plays
to the end. The standings card follows every finished table; the podium comes last.

Measured here (printed, never asserted as a timing): the requests to Discord per table,
and how long a whole tournament takes. Nothing is left running at the end."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.app import discord_bot
from bot.bot import LudoBot
from bot.core.tournaments import TableView
from bot.engine import SeededDice
from cogs.ludo.places import place_in
from cogs.ludo.texts import read
from tests.fakediscord import CREATE_PUBLIC_THREADS, MANAGE_EVENTS, FakeDiscord, Message, User
from tests.test_bot_e2e import code, press
from tests.test_tournaments_core import Warp

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


@asynccontextmanager
async def running_bot(
    fd: FakeDiscord, database: Path, warp: Warp, seed: int = 5
) -> AsyncIterator[LudoBot]:
    bot = await discord_bot(
        database,
        dice_factory=lambda: SeededDice(seed),
        computer_pause=0,
        wall=warp.time,
        sleep=warp.sleep,
    )
    async with fd.running(bot):
        yield bot


def codes_of(message: Message) -> list[str]:
    found = [read(line) for line in message.text().splitlines()]
    return [f[0] for f in found if f is not None]


def card_of(fd: FakeDiscord, channel: int) -> Message:
    """The tournament's card: the channel's message with its title."""
    return next(m for m in fd.public_messages(channel) if codes_of(m)[:1] == ["tournament_title"])


def podium(fd: FakeDiscord, channel: int) -> Message | None:
    return next(
        (m for m in fd.public_messages(channel) if "tournament_podium" in codes_of(m)), None
    )


async def sign_up(fd: FakeDiscord, organiser: User, people: list[User], **options: Any) -> Message:
    made = await fd.answered(await fd.slash("ludo tournament new", organiser, **options))
    assert code(made) == "tournament_created" and made.ephemeral
    card = card_of(fd, fd.channel_id)
    for person in people:
        joined = await press(fd, card, "Join", person)
        assert code(joined) == "tournament_joined"
    assert f"<@{people[-1].id}>" in card.text()
    return card


async def played_out(fd: FakeDiscord, timeout: float = 900) -> Message:
    """Wait for the podium (the last table finished)."""
    await fd.wait_for(lambda: podium(fd, fd.channel_id) is not None, timeout=timeout)
    found = podium(fd, fd.channel_id)
    assert found is not None
    return found


@pytest.mark.slow
async def test_a_swiss_of_sixteen_in_four_rounds(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        before = set(asyncio.all_tasks())
        organiser = fd.add_user(10, "Org", admin=True)
        people = [fd.add_user(100 + i, f"P{i:02}") for i in range(16)]
        warp = Warp()
        async with running_bot(fd, tmp_path / "db.sqlite3", warp) as bot:
            await sign_up(fd, organiser, people, format="swiss", rounds=4, size=4, preset="mejn")
            started = time.perf_counter()
            requests_before = len(fd.requests)
            go = await fd.answered(await fd.slash("ludo tournament start", organiser))
            assert code(go) == "tournament_going"
            final = await played_out(fd)
            took = time.perf_counter() - started
            threads = fd.threads_of(fd.channel_id)
            # 16 players at tables of four: four tables a round, four rounds, each its
            # own thread named after its round and table, each with its game's card.
            assert len(threads) == 16
            names = [read(t.name) for t in threads]
            assert {n[0] if n else t.name for n, t in zip(names, threads, strict=True)} == {
                "tournament_thread"
            }
            for thread in threads:
                assert any(m.custom_ids for m in fd.public_messages(thread.id))
            view = await bot.tournaments.view(1)
            assert view.status == "done" and view.round == 4
            assert all(t.places is not None for t in view.tables)
            assert [s.played for s in view.standings] == [4] * 16
            assert final.text().count("🥇") == 1
            requests = len(fd.requests) - requests_before
            print(
                f"\nswiss 16x4: {took:.1f} s, {requests} requests to Discord, "
                f"{requests / len(threads):.1f} per table"
            )
        assert_nothing_running()
        assert await settled(before) == []


@pytest.mark.slow
async def test_a_knockout_of_thirty_two_to_its_final(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        before = set(asyncio.all_tasks())
        organiser = fd.add_user(10, "Org", admin=True)
        people = [fd.add_user(100 + i, f"P{i:02}") for i in range(32)]
        warp = Warp()
        async with running_bot(fd, tmp_path / "db.sqlite3", warp) as bot:
            await sign_up(fd, organiser, people, format="knockout", size=4, preset="mejn")
            started = time.perf_counter()
            await fd.answered(await fd.slash("ludo tournament start", organiser))
            final = await played_out(fd)
            took = time.perf_counter() - started
            view = await bot.tournaments.view(1)
            # 32 at tables of four, the winner of each goes on: 8 tables, then 2, then
            # the final of the two winners (two computers fill its empty seats).
            assert [len(view.round_tables(r)) for r in (1, 2, 3)] == [8, 2, 1]
            assert view.round == 3 and view.status == "done"
            winners = [winner(t) for t in view.round_tables(2)]
            assert sorted(s for s in view.round_tables(3)[0].seats if s) == sorted(winners)
            assert view.standings[0].user_id == winner(view.round_tables(3)[0])
            out = [s for s in view.standings if s.out]
            assert len(out) == 30 and not view.standings[0].out
            assert final.text().count("🥇") == 1
            print(f"\nknockout 32: {took:.1f} s, {len(fd.threads_of(fd.channel_id))} tables")
        assert_nothing_running()
        assert await settled(before) == []


def winner(table: TableView) -> int:
    """The first person (not a computer) in a finished table's places."""
    assert table.places is not None
    return next(table.seats[i] for place in table.places for i in place if table.seats[i])


def assert_nothing_running() -> None:
    """No task of the bot's is left (the tournaments' workers, the deadline loop, the
    boards' healing): checked by name here, and every task by :func:`settled`."""
    left = [t for t in asyncio.all_tasks() if t is not asyncio.current_task() and not t.done()]
    names = [t.get_name() for t in left if t.get_name().startswith("ludobot")]
    assert names == []


async def settled(before: set[asyncio.Task[Any]]) -> list[asyncio.Task[Any]]:
    """The tasks started since ``before`` that are still running a moment after the bot
    closed (the stand-in's own requests' tasks end as their connections close)."""
    for _ in range(200):
        left = [
            t
            for t in asyncio.all_tasks()
            if t not in before and t is not asyncio.current_task() and not t.done()
        ]
        if not left:
            return []
        await asyncio.sleep(0.01)
    return left


@pytest.mark.slow
async def test_a_restart_in_the_middle_of_a_round(tmp_path: Path) -> None:
    """The bot stops while round 1's tables are playing (nobody's time has run out yet)
    and starts again on the same database: the games go on from where they were, the
    tournament counts them and plays round 2 to the end, editing the same card."""
    async with FakeDiscord() as fd:
        before = set(asyncio.all_tasks())
        organiser = fd.add_user(10, "Org", admin=True)
        people = [fd.add_user(100 + i, f"P{i:02}") for i in range(8)]
        warp = Warp()
        warp.frozen = True
        database = tmp_path / "db.sqlite3"
        async with running_bot(fd, database, warp):
            card = await sign_up(fd, organiser, people, rounds=2, size=4, preset="mejn")
            await fd.answered(await fd.slash("ludo tournament start", organiser))
            threads = fd.threads_of(fd.channel_id)
            assert len(threads) == 2
            for thread in threads:  # each table's game is running, its board posted
                assert any(m.custom_ids for m in fd.public_messages(thread.id))
        assert_nothing_running()
        assert await settled(before) == []
        warp.frozen = False
        async with running_bot(fd, database, warp) as bot:
            final = await played_out(fd)
            view = await bot.tournaments.view(1)
            assert view.status == "done" and view.round == 2
            assert len(fd.threads_of(fd.channel_id)) == 4
            assert [s.played for s in view.standings] == [2] * 8
            assert card_of(fd, fd.channel_id).id == card.id  # the same card, edited
            assert "tournament_podium" in codes_of(final)
        assert_nothing_running()
        assert await settled(before) == []


async def test_refusals_are_private_and_change_nothing(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        before = set(asyncio.all_tasks())
        organiser = fd.add_user(10, "Org", admin=True)
        stranger = fd.add_user(11, "Eve")
        ann = fd.add_user(12, "Ann")
        warp = Warp()
        warp.frozen = True  # the sign-up's 30 minutes do not run out meanwhile
        async with running_bot(fd, tmp_path / "db.sqlite3", warp) as bot:
            refused = await fd.answered(await fd.slash("ludo tournament new", stranger))
            assert code(refused) == "tournament_organisers_only" and refused.ephemeral
            bad = await fd.answered(
                await fd.slash("ludo tournament new", organiser, format="round-robin")
            )
            assert code(bad) == "tournament_bad_format"
            advance = await fd.answered(
                await fd.slash("ludo tournament new", organiser, size=2, advance=2)
            )
            assert code(advance) == "tournament_bad_advance"
            dm = fd.add_dm(organiser, ann)
            outside = await fd.answered(await fd.slash("ludo tournament new", organiser, dm.id))
            assert code(outside) == "tournament_servers_only"
            none = await fd.answered(await fd.slash("ludo tournament join", ann))
            assert code(none) == "tournament_none_here"
            assert await bot.tournaments.here(place_in(fd.guild_id, fd.channel_id)) is None
            # Without Manage Events for the bot, no event (and no tournament) is made.
            fd.guild.bot_permissions &= ~MANAGE_EVENTS
            no_event = await fd.answered(
                await fd.slash("ludo tournament new", organiser, signup=30, event=True)
            )
            assert code(no_event) == "tournament_event_refused"
            fd.guild.bot_permissions &= ~CREATE_PUBLIC_THREADS
            no_threads = await fd.answered(await fd.slash("ludo tournament new", organiser))
            assert code(no_threads) == "tournament_needs_threads"
            fd.guild.bot_permissions |= MANAGE_EVENTS | CREATE_PUBLIC_THREADS
            assert await bot.tournaments.here(place_in(fd.guild_id, fd.channel_id)) is None
            made = await fd.answered(
                await fd.slash("ludo tournament new", organiser, signup=30, event=True)
            )
            assert code(made) == "tournament_created"
            assert len(fd.guild.scheduled_events) == 1
            card = card_of(fd, fd.channel_id)
            assert code(await press(fd, card, "Leave", ann)) == "tournament_not_in"
            assert code(await press(fd, card, "Join", ann)) == "tournament_joined"
            assert code(await press(fd, card, "Join", ann)) == "tournament_already_in"
            early = await fd.answered(await fd.slash("ludo tournament start", organiser))
            assert code(early) == "tournament_too_few"
            theirs = await fd.answered(await fd.slash("ludo tournament start", ann))
            assert code(theirs) == "tournament_organisers_only"
            twice = await fd.answered(await fd.slash("ludo tournament new", organiser))
            assert code(twice) == "tournament_exists"
            view = await bot.tournaments.view(1)
            assert view.status == "signup" and [e.user_id for e in view.playing] == [12]
            assert fd.threads_of(fd.channel_id) == []
            # The organiser's end is logged and shown on the card.
            ended = await fd.answered(await fd.slash("ludo tournament end", organiser))
            assert code(ended) == "tournament_ended"
            assert "tournament_action" in codes_of(card_of(fd, fd.channel_id))
            assert [a.action for a in await bot.tournaments.log_of(1)] == ["create", "end"]
            # The server names a role whose members organise too (Manage Server names it).
            staff = fd.add_role("Staff", 0)
            rae = fd.add_user(13, "Rae", roles=[staff])
            named = await fd.answered(
                await fd.slash("ludo tournament role", stranger, role=staff.id)
            )
            assert code(named) == "need_manage"
            named = await fd.answered(
                await fd.slash("ludo tournament role", organiser, role=staff.id)
            )
            assert code(named) == "tournament_role_set"
            by_role = await fd.answered(await fd.slash("ludo tournament new", rae))
            assert code(by_role) == "tournament_created"
            still = await fd.answered(await fd.slash("ludo tournament end", stranger))
            assert code(still) == "tournament_organisers_only"
        assert_nothing_running()
        assert await settled(before) == []


async def test_a_table_without_a_thread_pauses_the_tournament(tmp_path: Path) -> None:
    """The channel stops letting the bot make threads after sign-up: the round cannot
    seat its tables, so the tournament pauses and says why on its card; once threads
    can be made again, the organiser's start opens them."""
    # The channel's refusal (a 403) is the test's own doing, not an invalid request.
    async with FakeDiscord(invalid_share=None) as fd:
        before = set(asyncio.all_tasks())
        organiser = fd.add_user(10, "Org", admin=True)
        people = [fd.add_user(100 + i, f"P{i:02}") for i in range(4)]
        warp = Warp()
        warp.frozen = True
        async with running_bot(fd, tmp_path / "db.sqlite3", warp) as bot:
            await sign_up(fd, organiser, people, size=4, duplicate=True)
            fd.guild.bot_permissions &= ~CREATE_PUBLIC_THREADS
            await fd.answered(await fd.slash("ludo tournament start", organiser))
            view = await bot.tournaments.view(1)
            assert view.status == "paused" and fd.threads_of(fd.channel_id) == []
            assert [a.action for a in await bot.tournaments.log_of(1)][-1] == "no_place"
            card = card_of(fd, fd.channel_id)
            assert "tournament_action" in codes_of(card) and "tournament_status" in codes_of(card)
            fd.guild.bot_permissions |= CREATE_PUBLIC_THREADS
            going = await fd.answered(await fd.slash("ludo tournament start", organiser))
            assert code(going) == "tournament_going"
            assert len(fd.threads_of(fd.channel_id)) == 1
            assert (await bot.tournaments.view(1)).status == "running"
            # Why the round is paired so, line by line (codes and values).
            paired = await fd.answered(await fd.slash("ludo tournament pairings", people[0]))
            lines = [read(line) for text in paired.texts() for line in text.splitlines()]
            said = [found[0] for found in lines if found is not None]
            assert said[:2] == ["tournament_round", "tournament_table_line"]
            assert "pairing_tables" in said and said.count("pairing_seat") == 4
            await fd.answered(await fd.slash("ludo tournament end", organiser))
            ended = await bot.tournaments.view(1)
            assert ended.status == "ended"
            # Its table's game was ended too, without a result.
            table = ended.round_tables(1)[0]
            assert table.game_id is not None
            out = await bot.service.queries.stored(table.game_id)
            assert out is not None and out.ended
            # Duplicate dice: the seed, revealed with the end, is on the card, and
            # /ludo verify in the channel checks every table with it.
            assert "tournament_seed" in codes_of(card_of(fd, fd.channel_id))
            checked = await fd.answered(await fd.slash("ludo verify", people[1]))
            assert code(checked) == "verify_holds"  # its one table
        assert_nothing_running()
        assert await settled(before) == []
