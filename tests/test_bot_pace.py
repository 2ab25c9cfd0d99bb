"""Games at any pace, through the stand-in Discord on its fake clock: a 24 h game over
seven simulated days with a restart in the middle (every deadline served once, at its
time), the private "your turn" (one a turn, one reminder at three quarters of the time),
a person whose DMs are closed (Discord refuses: 50007), and the pace chosen in the lobby.
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.app import discord_bot
from bot.bot import LudoBot
from bot.engine import SeededDice
from cogs.ludo.texts import read, say
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_anywhere import no_tracebacks
from tests.test_bot_e2e import code, is_board, ply_of, press, to_act

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")

DAY = 24 * 3600
REMIND = 0.75


@asynccontextmanager
async def running_bot(fd: FakeDiscord, database: Path) -> AsyncIterator[LudoBot]:
    bot = await discord_bot(
        database,
        dice_factory=lambda: SeededDice(8),
        computer_pause=0,
        wall=fd.clock.time,
        sleep=fd.clock.sleep,
    )
    async with fd.running(bot):
        yield bot


def deadline_of(board: Message) -> int:
    """When the time of the person to act runs out, as the card says (``<t:unix:R>``)."""
    found = re.findall(r"<t:(\d+):R>", board.text())
    assert found, board.text()
    return int(found[-1])


def dm_codes(fd: FakeDiscord, user: User) -> list[str]:
    codes = []
    for message in fd.dms_to(user):
        found = read(message.content)
        assert found is not None, message.content
        codes.append(found[0])
    return codes


def timeouts(caplog: pytest.LogCaptureFixture) -> int:
    return sum(
        1 for r in caplog.records if r.name == "ludobot.actions" and "action=timeout" in r.message
    )


async def one_slow_turn(
    fd: FakeDiscord, board: Message, users: dict[int, User], caplog: pytest.LogCaptureFixture
) -> User:
    """Nobody presses: the reminder comes at three quarters of the time (the turn goes on),
    the timer plays the turn when the time runs out. Returns whose turn it was."""
    ends, who, ply = deadline_of(board), to_act(board, users), ply_of(board)
    before, timed = len(fd.dms_to(who)), timeouts(caplog)
    fd.advance(ends - DAY * (1 - REMIND) - fd.now() + 1)
    await fd.wait_for(lambda: len(fd.dms_to(who)) == before + 1)
    assert dm_codes(fd, who)[-1] == "dm_reminder"
    assert ply_of(board) == ply and timeouts(caplog) == timed  # not yet run out
    fd.advance(ends - fd.now() + 1)
    await fd.wait_for(lambda: ply_of(board) != ply)
    assert timeouts(caplog) == timed + 1
    return who


async def told_next(
    fd: FakeDiscord, board: Message, users: dict[int, User], turns: dict[int, int]
) -> None:
    """The person whose turn begins is told privately, once."""
    who = to_act(board, users)
    turns[who.id] += 1
    await fd.wait_for(lambda: dm_codes(fd, who).count("dm_turn_ends") == turns[who.id])


async def run_out(fd: FakeDiscord, board: Message) -> None:
    """The time of the person to act runs out: the timer plays their turn."""
    ply = ply_of(board)
    fd.advance(deadline_of(board) - fd.now() + 1)
    await fd.wait_for(lambda: ply_of(board) != ply)


async def test_a_24h_game_over_seven_days_with_a_restart(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(41, "Ann", admin=True), fd.add_user(42, "Bob")
        users = {u.id: u for u in (ann, bob)}
        db = tmp_path / "db.sqlite3"
        start = fd.now()
        turns: dict[int, int] = {ann.id: 0, bob.id: 0}
        async with running_bot(fd, db):
            # The server's away rule is off: a week of timeouts keeps the seats.
            await fd.answered(await fd.slash("ludo config set", ann, option="away", value="off"))
            opened = await fd.answered(await fd.slash("ludo new", ann, pace="24h"))
            assert code(opened) == "game_open"
            lobby = fd.latest_message()
            assert say("lobby_pace", "en", pace="24h") in lobby.text()
            await press(fd, lobby, "Join", bob)
            started = fd.now()
            await press(fd, lobby, "Start", ann)
            board = lobby
            assert is_board(board)
            # The card says the pace and when the time runs out: a whole day from now.
            first = to_act(board, users)
            assert say("card_pace", "en", pace="24h", at=f"<t:{deadline_of(board)}:R>") in (
                board.text()
            )
            assert 0 <= deadline_of(board) - int(started + DAY) <= 2
            await fd.wait_for(lambda: dm_codes(fd, first) == ["dm_turn_ends"])
            turns[first.id] += 1
            for _ in range(3):
                await one_slow_turn(fd, board, users, caplog)
                await told_next(fd, board, users, turns)
        # Two days down, past the next reminder and deadline: served once, at start.
        down_at = deadline_of(board)
        who, ply, timed = to_act(board, users), ply_of(board), timeouts(caplog)
        fd.advance(2 * DAY)
        async with running_bot(fd, db):
            await fd.wait_for(lambda: ply_of(board) != ply)
            assert timeouts(caplog) == timed + 1
            assert dm_codes(fd, who)[-1] == "dm_turn_ends"  # no late reminder
            restarted = fd.now()
            assert restarted > down_at
            await told_next(fd, board, users, turns)
            assert 0 <= deadline_of(board) - int(restarted + DAY) <= 2
            while fd.now() < start + 7 * DAY:
                await one_slow_turn(fd, board, users, caplog)
                await told_next(fd, board, users, turns)
            # Exactly one "your turn" per turn and at most one reminder, for each person.
            for user in (ann, bob):
                got = dm_codes(fd, user)
                assert got.count("dm_turn_ends") == turns[user.id]
                assert got.count("dm_reminder") <= turns[user.id]
                assert set(got) == {"dm_turn_ends", "dm_reminder"}
    assert sum(turns.values()) >= 7
    no_tracebacks(caplog)


async def test_closed_dms_get_nothing_and_nothing_fails(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(43, "Ann"), fd.add_user(44, "Bob")
        bob.dms_closed = True
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann, pace="1h"))
            lobby = fd.latest_message()
            await press(fd, lobby, "Join", bob)
            await press(fd, lobby, "Start", ann)
            board = lobby
            seen = set()
            for _ in range(4):
                seen.add(to_act(board, users).id)
                await run_out(fd, board)
            assert seen == {ann.id, bob.id}
            assert fd.dms_to(bob) == [] and fd.refused_dms
            assert "dm_turn_ends" in dm_codes(fd, ann)
    no_tracebacks(caplog)


async def test_the_host_chooses_the_pace_in_the_lobby(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(45, "Ann"), fd.add_user(46, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            assert say("lobby_pace", "en", pace="live") in lobby.text()
            pace_menu = next(c for c in lobby.custom_ids if c.endswith(":pace"))
            refused = await fd.answered(await fd.select(lobby, pace_menu, ["72h"], bob))
            await fd.wait_for(lambda: bool(refused.followups))
            assert code(refused) == "host_only"
            await fd.answered(await fd.select(lobby, pace_menu, ["72h"], ann))
            await fd.wait_for(lambda: say("lobby_pace", "en", pace="72h") in lobby.text())
            await press(fd, lobby, "Join", bob)
            started = fd.now()
            await press(fd, lobby, "Start", ann)
            assert 0 <= deadline_of(lobby) - int(started + 3 * DAY) <= 2
            # A press within the turn keeps the turn's deadline; DMs: Ann's turn first.
            assert to_act(lobby, users) is ann
            await fd.wait_for(lambda: dm_codes(fd, ann) == ["dm_turn_ends"])
