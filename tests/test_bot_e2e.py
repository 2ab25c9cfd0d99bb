"""The real LudoBot against the stand-in Discord on 127.0.0.1: commands, buttons, restarts."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from bot.bot import LudoBot
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord, Interaction, Message, User

PNG = b"\x89PNG\r\n\x1a\n"


@asynccontextmanager
async def running_bot(fd: FakeDiscord, database: Path, seed: int = 3) -> AsyncIterator[LudoBot]:
    bot = LudoBot(database, dice_factory=lambda: SeededDice(seed))
    task = asyncio.create_task(bot.start("fake-token"))
    try:
        await fd.wait_ready()
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        yield bot
    finally:
        await bot.close()
        await asyncio.wait_for(task, 10)


async def press(fd: FakeDiscord, message: Message, label: str, user: User) -> Interaction:
    return await fd.answered(await fd.click(message, message.button(label), user))


def ply_of(message: Message) -> int:
    ids = [c for c in message.custom_ids if c.startswith("ludo:")]
    return int(ids[0].rsplit(":", 1)[1])


async def play_turn(fd: FakeDiscord, users: dict[int, User], board: Message) -> Interaction:
    """The player to act presses the first button of the board (Roll or a move)."""
    mention = re.search(r"<@(\d+)>", board.data["content"])
    assert mention, board.data["content"]
    user = users[int(mention.group(1))]
    custom_id = next(c for c in board.custom_ids if c.startswith("ludo:"))
    return await fd.answered(await fd.click(board, custom_id, user))


async def test_a_whole_game_through_buttons(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(11, "Ann"), fd.add_user(12, "Bob"), fd.add_user(13, "Cy")
        stranger = fd.add_user(99, "Eve")
        users = {u.id: u for u in (ann, bob, cy)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann, preset="ludo"))
            lobby = fd.public_messages()[-1]
            assert "lobby:" in lobby.custom_ids[0]
            await press(fd, lobby, "Join", bob)
            await press(fd, lobby, "Join", cy)
            assert "Cy" in str(lobby.data["embeds"])
            # Someone else's Start is refused privately; the host's starts the game.
            refused = await press(fd, lobby, "Start", bob)
            assert "Only the host" in " ".join(refused.texts())
            await press(fd, lobby, "Start", ann)
            board = lobby
            assert board.attachment and board.attachment.startswith(PNG)

            # A stranger, a stale board and a double click change nothing.
            ply = ply_of(board)
            eve = await fd.answered(await fd.click(board, board.custom_ids[0], stranger))
            assert "turn" in " ".join(eve.texts())
            assert ply_of(board) == ply
            old = Message(dict(board.data))
            await play_turn(fd, users, board)
            stale = await fd.answered(await fd.click(old, old.custom_ids[0], ann))
            assert "out of date" in " ".join(stale.texts())

            mention = re.search(r"<@(\d+)>", board.data["content"])
            assert mention
            who = users[int(mention.group(1))]
            first, second = await asyncio.gather(
                fd.click(board, board.custom_ids[0], who), fd.click(board, board.custom_ids[0], who)
            )
            await fd.answered(first)
            await fd.answered(second)
            texts = " ".join(first.texts() + second.texts())
            assert "out of date" in texts or "Already done" in texts

            pictures = 0
            for _ in range(3000):
                if "wins" in board.data["content"]:
                    break
                before = board.attachment
                await play_turn(fd, users, board)
                assert board.attachment and board.attachment.startswith(PNG)
                pictures += board.attachment != before
            assert "wins" in board.data["content"]
            assert pictures > 50
            assert any("Rematch" in str(c) for c in board.data["components"])


async def test_config_needs_manage_server(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        member = fd.add_user(21, "Member")
        admin = fd.add_user(22, "Admin", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            denied = await fd.answered(await fd.slash("ludo config preset", member, preset="fia"))
            assert "Manage Server" in " ".join(denied.texts())
            ok = await fd.answered(await fd.slash("ludo config preset", admin, preset="fia"))
            assert "Fia" in " ".join(ok.texts())
            bad = await fd.answered(
                await fd.slash("ludo config set", admin, option="max_sixes", value="7")
            )
            assert "max_sixes" in " ".join(bad.texts())


async def test_the_host_changes_the_rules_with_a_form(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(51, "Ann"), fd.add_user(52, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.public_messages()[-1]
            refused = await press(fd, lobby, "Rules", bob)
            assert refused.modal is None and "Only the host" in " ".join(refused.texts())
            opened = await press(fd, lobby, "Rules", ann)
            assert opened.modal is not None
            bad = await fd.answered(await fd.submit_modal(opened, ["fia capture=maybe"], ann))
            assert "capture" in " ".join(bad.texts())
            opened = await press(fd, lobby, "Rules", ann)  # a form answers once
            await fd.answered(await fd.submit_modal(opened, ["fia capture=no"], ann))
            assert "Fia" in str(lobby.data["embeds"]) and "capture no" in str(lobby.data["embeds"])


async def test_a_restarted_bot_continues_through_the_old_buttons(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, db, seed=4):
            await fd.answered(await fd.slash("ludo new", ann))
            board = fd.public_messages()[-1]
            await press(fd, board, "Join", bob)
            await press(fd, board, "Start", ann)
            for _ in range(6):
                await play_turn(fd, users, board)
            ply = ply_of(board)
        # A new process over the same database, the same message and its buttons.
        async with running_bot(fd, db, seed=5):
            await play_turn(fd, users, board)
            assert ply_of(board) > ply
            busy = await fd.answered(await fd.slash("ludo new", bob))
            assert "already has a game" in " ".join(busy.texts())


async def test_an_uneditable_board_is_posted_afresh(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(41, "Ann"), fd.add_user(42, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            board = fd.public_messages()[-1]
            await press(fd, board, "Join", bob)
            await press(fd, board, "Start", ann)
            fd.fail_edits[board.id] = 404
            await fd.click(board, board.custom_ids[0], _to_act(board, users))
            fresh = await fd.wait_message(after=board.id, predicate=lambda m: bool(m.files))
            assert fresh.attachment and fresh.attachment.startswith(PNG)
            # The fresh board is the live one now: its buttons work.
            await play_turn(fd, users, fresh)


def _to_act(board: Message, users: dict[int, User]) -> User:
    mention = re.search(r"<@(\d+)>", board.data["content"])
    assert mention
    return users[int(mention.group(1))]
