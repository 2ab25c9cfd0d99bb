"""Restarts through the stand-in Discord: a bot SIGKILLed between a commit and the edit
that shows it, a lost edit, a form sent after a restart, deadlines kept in the database.
The card must catch up by itself, without anyone pressing a button."""

from __future__ import annotations

import asyncio
import copy
import os
import signal
import sys
import time
from pathlib import Path

import aiosqlite
import pytest

from bot.app import discord_bot
from bot.engine import SeededDice
from bot.store import open_store
from cogs.ludo.live_board import card_of
from cogs.ludo.texts import read
from tests.core_helpers import act, lobby
from tests.fakediscord import FakeDiscord, Message
from tests.test_bot_e2e import (
    asked,
    code,
    is_board,
    new_game,
    pings,
    play_turn,
    ply_of,
    press,
    running_bot,
    said,
    to_act,
    upload_id,
)
from tests.test_bot_ping_rule import always_ping

ROOT = Path(__file__).resolve().parent.parent


async def start_child(fd: FakeDiscord, db: Path, seed: int = 3) -> asyncio.subprocess.Process:
    """The bot in its own process, connected to ``fd``."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.bot_child",
        fd.base_url,
        fd.ws_url,
        str(db),
        str(seed),
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    await fd.wait_for(lambda: fd.connected and "ludo" in str(fd.commands), timeout=30)
    return child


async def kill(child: asyncio.subprocess.Process) -> None:
    child.send_signal(signal.SIGKILL)
    await child.wait()


async def stored(db: Path, game_id: int) -> tuple[int, int | None, str]:
    store = await open_store(db)
    try:
        record = await store.get_game(game_id)
        return record.version, record.shown_version, record.status
    finally:
        await store.close()


def ply_of_any(message: Message) -> int:
    """The turn a card was drawn at, from any of its board buttons (-1: none)."""
    ids = [c for c in message.custom_ids if c.startswith("ludo:")]
    return int(ids[0].rsplit(":", 1)[1]) if ids else -1


def game_id_of(message: Message) -> int:
    return int(message.custom_ids[0].split(":")[1])


@pytest.mark.parametrize("moment", ["start", "roll"])
async def test_killed_between_commit_and_edit_the_card_catches_up(
    tmp_path: Path, moment: str
) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(81, "Ann"), fd.add_user(82, "Bob")
        users = {u.id: u for u in (ann, bob)}
        child = await start_child(fd, db)
        try:
            await fd.answered(await fd.slash("ludo new", ann))
            card = fd.latest_message()
            gid = game_id_of(card)
            await press(fd, card, "Join", bob)
            if moment == "roll":
                await press(fd, card, "Start", ann)
                assert is_board(card)
            before = card.text(), list(card.custom_ids)
            # The edit that would show the commit is held by "Discord"; the bot dies
            # while waiting for it. (Start's edit follows a deferral; a roll's edit is
            # the press's answer itself.)
            if moment == "start":
                held = fd.hold("PATCH", r"/messages/")
            else:
                held = fd.hold("POST", r"/callback$")
            who = ann if moment == "start" else to_act(card, users)
            button = card.button("Start") if moment == "start" else card.custom_ids[0]
            await fd.click(card, button, who)
            await asyncio.wait_for(held.arrived.wait(), 10)
            await kill(child)
        finally:
            if child.returncode is None:
                await kill(child)
        held.release()
        assert (card.text(), card.custom_ids) == before  # the card shows the old state
        version, shown, status = await stored(db, gid)
        assert status == "active" and shown is not None and shown < version
        # A new process catches the card up by itself: no click.
        async with running_bot(fd, db, seed=5):
            await fd.wait_for(lambda: is_board(card) and card.custom_ids != before[1])
            assert upload_id(card)
            for _ in range(100):  # the store learns what the card shows after the edit
                version_now, shown_now, _ = await stored(db, gid)
                if shown_now == version_now:
                    break
                await asyncio.sleep(0.02)
            assert shown_now == version_now == version
            # And the board works on from there.
            ply = ply_of(card)
            await play_turn(fd, users, card)
            assert ply_of(card) > ply


async def test_an_out_of_date_press_gets_the_current_board(tmp_path: Path) -> None:
    """A commit whose edit was lost: the next press on the card answers with the board
    as it is now (drawn on that card), never with a pointer to a board that is not
    there."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(83, "Ann"), fd.add_user(84, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            _, board = await new_game(fd, ann, bob)
            gid = game_id_of(board)
            ply = ply_of(board)
            who = to_act(board, users)
            # The commit happens, its edit does not (as if the process had died).
            await act(bot.service, gid, who.id, "roll", ply)
            press_old = await fd.answered(await fd.click(board, board.custom_ids[0], who))
            await fd.wait_for(lambda: bool(said(press_old)))
            assert code(press_old) in ("out_of_date", "already_done")
            assert ply_of(board) > ply  # the same card now shows the current state
            record = await bot.service.store.get_game(gid)
            shown = card_of(bot.service.surfaces(gid))  # stored with the next commit, or soon
            assert shown is not None
            assert shown.version == record.version and shown.message_id == board.id


async def test_board_moved_down_gets_no_later_edit(tmp_path: Path) -> None:
    """/ludo board while a computer plays: the old message keeps its pointer, and the
    new one ends up showing the latest state with the live buttons."""
    async with FakeDiscord() as fd:
        ann = fd.add_user(85, "Ann")
        async with running_bot(fd, tmp_path / "db.sqlite3", seed=11) as bot:
            await fd.answered(await fd.slash("ludo new", ann))
            old = fd.latest_message()
            await press(fd, old, "Add computer", ann)
            await press(fd, old, "Add computer", ann)
            await press(fd, old, "Add computer", ann)
            await press(fd, old, "Start", ann)
            gid = game_id_of(old)
            for _ in range(3):
                await fd.answered(await fd.slash("ludo board", ann))
            await asyncio.sleep(0.3)
            boards = [m for m in fd.public_messages() if m.attachment_list]
            live = fd.latest_board()
            for message in boards:
                if message.id == live.id:
                    continue
                moved = read(message.text())
                assert moved is not None and moved[0] == "moved_down", message.text()
                assert not message.custom_ids
                assert f"/channels/{fd.guild_id}/" in moved[1]["url"]
            shown = card_of(bot.service.surfaces(gid))
            assert shown is not None and shown.message_id == live.id
            # Whatever the computers did meanwhile, the live card shows the stored state.
            await fd.wait_for(lambda: live.custom_ids != [] and asked(live) != "ask_thinking")
            record = await bot.service.store.get_game(gid)
            shown = card_of(bot.service.surfaces(gid))
            assert shown is not None and shown.version == record.version
            assert ply_of(live) == record.state["game"]["ply"]


async def test_an_unsaved_colour_choice_is_undone_on_the_card(tmp_path: Path) -> None:
    """Acknowledged, then the process died before saving: at the next start the card
    is drawn from the stored lobby, so the menu does not show a choice that was lost."""
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann = fd.add_user(86, "Ann")
        async with running_bot(fd, db) as bot:
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            edits = lobby.edits

            async def dies(*args: object, **kwargs: object) -> None:
                await asyncio.Event().wait()  # never saves: the process is gone

            bot.service.execute = dies  # type: ignore[method-assign]
            colour = next(c for c in lobby.custom_ids if c.endswith(":colour"))
            inter = await fd.select(lobby, colour, ["green"], ann)
            await inter.wait_response()
            await asyncio.sleep(0.1)
        version, shown, _ = await stored(db, game_id_of(lobby))
        assert shown is not None and shown < version
        async with running_bot(fd, db):
            await fd.wait_for(lambda: lobby.edits > edits)
            assert "(green)" not in lobby.text()
        version, shown, _ = await stored(db, game_id_of(lobby))
        assert shown == version


async def test_a_form_sent_after_a_restart_gets_an_answer(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann = fd.add_user(87, "Ann")
        async with running_bot(fd, db):
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            opened = await press(fd, lobby, "Rules", ann)
            assert opened.modal is not None
        async with running_bot(fd, db):
            sent = await fd.answered(
                await fd.submit_modal(opened, {"preset": ["mejn"], "rules": "capture=no"})
            )
            assert sent.is_done
            assert "Dutch" in lobby.text() and "capture=no" in lobby.text()


async def test_the_turn_timer_survives_a_restart(tmp_path: Path) -> None:
    """The deadline is in the database: a restart neither resets nor forgets it."""
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(88, "Ann", admin=True), fd.add_user(89, "Bob")
        async with running_bot(fd, db):
            await fd.answered(
                await fd.slash("ludo config set", ann, option="turn_timer", value="60")
            )
            started = time.time()
            _, board = await new_game(fd, ann, bob)
            gid = game_id_of(board)
            ply = ply_of(board)
        store = await open_store(db)
        try:
            record = await store.get_game(gid)
            assert record.deadline is not None
            assert started + 59 <= record.deadline <= time.time() + 60
        finally:
            await store.close()
        # Time passes while the bot is down: the deadline is now (a minute later).
        async with aiosqlite.connect(db) as raw:
            await raw.execute("UPDATE games SET deadline = ? WHERE id = ?", (time.time(), gid))
            await raw.commit()
        async with running_bot(fd, db):
            # Nobody presses anything: the timer plays for the player to act.
            await fd.wait_for(lambda: ply_of(board) > ply, timeout=10)
            await fd.wait_for(lambda: bool(pings(fd)))


async def test_boards_left_behind_by_a_failed_edit_are_drawn_again(tmp_path: Path) -> None:
    """Discord refuses the edit and the fresh post for a moment: a little later the
    board is drawn again, without anyone pressing a button."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(113, "Ann"), fd.add_user(114, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            from cogs.ludo.live import live

            live(bot).boards.retry_first = 0.05
            live(bot).boards._retry_wait = 0.05
            await always_ping(fd)  # the ping below: both press promptly
            _, board = await new_game(fd, ann, bob)
            ply = ply_of(board)
            await fd.wait_for(lambda: bool(pings(fd)))
            # The edit (by the press's answer, then by the channel), the fresh post, and
            # the first retry's edits (with the token of the press before, then by the
            # channel) and post all fail (a 403 without the codes of a chat the bot lost
            # access to, 50001 and 50013, after which it waits for a press:
            # tests/test_bot_lost_channel.py).
            fd.fail("POST", r"/callback$", status=403, times=1)
            fd.fail("PATCH", r"/messages/", status=403, code=0, times=3)
            fd.fail("POST", r"/channels/\d+/messages$", status=403, code=0, times=2)
            await fd.click(board, board.custom_ids[0], to_act(board, users))
            await fd.wait_for(lambda: ply_of(fd.latest_board()) > ply)
            assert [f.hits for f in fd.failures] == [1, 3, 2]
            gid = game_id_of(board)
            for _ in range(100):
                record = await bot.service.store.get_game(gid)
                if not record.behind:
                    break
                await asyncio.sleep(0.02)
            assert not record.behind


async def test_lobby_buttons_of_a_started_game_bring_the_board(tmp_path: Path) -> None:
    """The Start was saved but its card never changed: Join, Cancel and Rules… on the
    old lobby card answer that the game started, and the card becomes the board."""
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(115, "Ann"), fd.add_user(116, "Bob"), fd.add_user(117, "Cy")
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            await fd.answered(await fd.slash("ludo new", ann))
            card = fd.latest_message()
            await press(fd, card, "Join", bob)
            gid = game_id_of(card)
            await lobby(bot.service, gid, ann.id, "Ann", "start")  # saved, not shown
            old = Message(copy.deepcopy(card.data))
            for label, who in (("Rules", ann), ("Join", cy)):
                inter = await fd.answered(await fd.click(old, old.button(label), who))
                await fd.wait_for(lambda: is_board(card))
                assert inter.modal is None
                await fd.wait_for(lambda: bool(said(inter)))  # noqa: B023
                assert code(inter) == "already_started"


async def test_a_computer_step_due_at_a_restart_is_played_at_once(tmp_path: Path) -> None:
    """The computers pause an hour between steps here: only the deadline kept in the
    database (due now) can make the restarted bot play at once."""
    db = tmp_path / "db.sqlite3"
    hour = 3600.0
    async with FakeDiscord() as fd:
        ann = fd.add_user(118, "Ann")
        slow = await discord_bot(db, dice_factory=lambda: SeededDice(2), computer_pause=hour)
        async with fd.running(slow):
            await fd.answered(await fd.slash("ludo new", ann))
            card = fd.latest_message()
            await press(fd, card, "Add computer", ann)
            await press(fd, card, "Start", ann)
            gid = game_id_of(card)
            # Ann plays until the computer is to act (it then waits its hour).
            for _ in range(50):
                if asked(card) == "ask_thinking":
                    break
                await play_turn(fd, {ann.id: ann}, card)
            assert asked(card) == "ask_thinking"
            record = await slow.service.store.get_game(gid)
            assert record.deadline is not None and record.deadline > time.time() + hour - 60
        async with aiosqlite.connect(db) as raw:
            await raw.execute("UPDATE games SET deadline = ? WHERE id = ?", (time.time(), gid))
            await raw.commit()
        version = record.version
        again = await discord_bot(db, dice_factory=lambda: SeededDice(2), computer_pause=hour)
        async with fd.running(again):
            await fd.wait_for(lambda: ply_of_any(card) > record.state["game"]["ply"])
            assert (await again.service.store.get_game(gid)).version > version
