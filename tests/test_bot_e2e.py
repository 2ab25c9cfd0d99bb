"""The real LudoBot against the stand-in Discord on 127.0.0.1: commands, buttons, restarts.

discord.py parses every payload, dispatches the dynamic buttons from their custom_ids and
uploads the board pictures as multipart requests, exactly as it would with Discord.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.bot import LudoBot
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord, Interaction, Message, User

PNG = b"\x89PNG\r\n\x1a\n"


@asynccontextmanager
async def running_bot(fd: FakeDiscord, database: Path, seed: int = 3) -> AsyncIterator[LudoBot]:
    bot = LudoBot(database, dice_factory=lambda: SeededDice(seed), computer_pause=0)
    async with fd.running(bot):
        yield bot


async def press(fd: FakeDiscord, message: Message, label: str, user: User) -> Interaction:
    return await fd.answered(await fd.click(message, message.button(label), user))


def ply_of(message: Message) -> int:
    ids = [c for c in message.custom_ids if c.startswith("ludo:")]
    return int(ids[0].rsplit(":", 1)[1])


def to_act(board: Message, users: dict[int, User]) -> User:
    """The player the board mentions as the one to act."""
    mention = re.search(r"<@(\d+)>", board.text())
    assert mention, board.text()
    return users[int(mention.group(1))]


def upload_id(message: Message) -> int:
    """The id of the message's picture: a new one for every upload."""
    assert message.attachment and message.attachment.startswith(PNG)
    return message.attachment_list[0].id


async def play_turn(fd: FakeDiscord, users: dict[int, User], board: Message) -> Interaction:
    """The player to act presses the first board button (Roll, or the first move)."""
    custom_id = next(c for c in board.custom_ids if c.startswith("ludo:"))
    return await fd.answered(await fd.click(board, custom_id, to_act(board, users)))


async def test_a_whole_game_through_buttons(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(11, "Ann"), fd.add_user(12, "Bob"), fd.add_user(13, "Cy")
        stranger = fd.add_user(99, "Eve")
        users = {u.id: u for u in (ann, bob, cy)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            opened = await fd.answered(await fd.slash("ludo new", ann, preset="ludo"))
            assert "is open" in opened.text() and opened.ephemeral
            lobby = fd.latest_message()
            assert lobby.is_components_v2
            assert "Ludo" in lobby.text() and "Join" in str(lobby.components)
            await press(fd, lobby, "Join", bob)
            await press(fd, lobby, "Join", cy)
            assert "Cy" in lobby.text() and "Seats (3)" in lobby.text()
            # Someone else's Start is refused privately; the host's starts the game.
            refused = await press(fd, lobby, "Start", bob)
            assert "Only the host" in refused.text() and refused.followups[0].ephemeral
            await press(fd, lobby, "Start", ann)
            board = lobby
            assert "turn" in board.text()
            last_upload = upload_id(board)

            # A stranger, a stale board and a double click change nothing.
            ply = ply_of(board)
            eve = await fd.answered(await fd.click(board, board.custom_ids[0], stranger))
            assert "turn" in eve.text() and eve.followups[0].ephemeral
            assert ply_of(board) == ply and upload_id(board) == last_upload
            old = Message(dict(board.data))
            await play_turn(fd, users, board)
            stale = await fd.answered(await fd.click(old, old.custom_ids[0], ann))
            assert "out of date" in stale.text()

            who = to_act(board, users)
            ply = ply_of(board)
            first, second = await asyncio.gather(
                fd.click(board, board.custom_ids[0], who), fd.click(board, board.custom_ids[0], who)
            )
            await fd.answered(first)
            await fd.answered(second)
            texts = first.text() + second.text()
            assert "out of date" in texts or "Already done" in texts
            log = await _log_length(fd, board)
            assert log == ply_of(board) > ply

            # Every press that changes the game uploads a new picture of the board.
            last_upload = upload_id(board)
            presses = 0
            while "wins" not in board.text():
                assert presses < 3000
                before = ply_of(board)
                await play_turn(fd, users, board)
                presses += 1
                assert ply_of(board) > before
                assert upload_id(board) != last_upload
                last_upload = upload_id(board)
            assert presses > 50
            assert "1st" in board.text() and "Rematch" in str(board.components)

            # The places are on the server's leaderboard, and the Rematch opens a lobby.
            top = await fd.answered(await fd.slash("ludo leaderboard", bob))
            assert "1 wins in 1 games" in top.text()
            mine = await fd.answered(await fd.slash("ludo stats", ann))
            assert "**Ann**: 1 games" in mine.text() and mine.ephemeral
            replay = await press(fd, board, "Replay", bob)
            gif = replay.followups[0].attachment
            assert gif is not None and gif.startswith(b"GIF89a")
            await press(fd, board, "Rematch", cy)
            rematch = fd.latest_message()
            assert rematch.id != board.id and "Seats (3)" in rematch.text()


async def _log_length(fd: FakeDiscord, board: Message) -> int:
    """The game's turn counter as the board shows it (``turn N`` in its footer)."""
    found = re.search(r"turn (\d+)", board.text())
    assert found
    return int(found.group(1))


async def test_config_needs_manage_server(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        member = fd.add_user(21, "Member")
        admin = fd.add_user(22, "Admin", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            for command in ("ludo config show", "ludo config reset"):
                denied = await fd.answered(await fd.slash(command, member))
                assert "Manage Server" in denied.text()
            denied = await fd.answered(await fd.slash("ludo config preset", member, preset="fia"))
            assert "Manage Server" in denied.text()
            ok = await fd.answered(await fd.slash("ludo config preset", admin, preset="fia"))
            assert "Fia" in ok.text()
            bad = await fd.answered(
                await fd.slash("ludo config set", admin, option="max_sixes", value="7")
            )
            assert "max_sixes" in bad.text()
            ok = await fd.answered(
                await fd.slash("ludo config set", admin, option="auto_move", value="no")
            )
            assert "auto_move: no" in ok.text()
            # A member's new game follows the server's defaults.
            await fd.answered(await fd.slash("ludo new", member))
            assert "Fia" in fd.latest_message().text()


async def test_the_host_changes_the_rules_with_a_form(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(51, "Ann"), fd.add_user(52, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            refused = await press(fd, lobby, "Rules", bob)
            assert refused.modal is None and "Only the host" in refused.text()
            opened = await press(fd, lobby, "Rules", ann)
            assert opened.modal is not None
            bad = await fd.answered(
                await fd.submit_modal(opened, {"preset": ["fia"], "rules": "capture=maybe"})
            )
            assert "capture" in bad.text() and "German" in lobby.text()
            opened = await press(fd, lobby, "Rules", ann)  # a form answers once
            await fd.answered(
                await fd.submit_modal(opened, {"preset": ["fia"], "rules": "capture=no"})
            )
            assert "Fia" in lobby.text() and "capture no" in lobby.text()


async def test_colours_and_computer_players(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann = fd.add_user(61, "Ann")
        async with running_bot(fd, tmp_path / "db.sqlite3", seed=8):
            await fd.answered(await fd.slash("ludo new", ann, preset="madn"))
            lobby = fd.latest_message()
            colour = next(c for c in lobby.custom_ids if c.endswith(":colour"))
            await fd.answered(await fd.select(lobby, colour, ["green"], ann))
            assert "green" in lobby.text()
            await press(fd, lobby, "Add computer", ann)
            await press(fd, lobby, "Start", ann)
            board = lobby
            # The computer moves on its own; Ann only ever presses her own buttons.
            for _ in range(2000):
                if "wins" in board.text():
                    break
                if "<@61>" in board.text() and "thinking" not in board.text():
                    custom_id = next(c for c in board.custom_ids if c.startswith("ludo:"))
                    await fd.answered(await fd.click(board, custom_id, ann))
                else:
                    touched = board.touched
                    await fd.wait_for(lambda: board.touched != touched)  # noqa: B023
            assert "wins" in board.text()


async def test_a_restarted_bot_continues_through_the_old_buttons(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, db, seed=4):
            await fd.answered(await fd.slash("ludo new", ann))
            board = fd.latest_message()
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
            assert "already has a game" in busy.text()
            assert f"/{board.channel_id}/{board.id}" in busy.text()


@pytest.mark.parametrize("status", [404, 429])
async def test_an_uneditable_board_is_posted_afresh(tmp_path: Path, status: int) -> None:
    """A deleted board (404) or one Discord will not let us edit (rate limited for good)."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(41, "Ann"), fd.add_user(42, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            board = fd.latest_message()
            await press(fd, board, "Join", bob)
            await press(fd, board, "Start", ann)
            fd.fail_message_edits(board, status)
            count = len(fd.public_messages())
            await fd.click(board, board.custom_ids[0], to_act(board, users))
            await fd.wait_for(lambda: len(fd.public_messages()) > count)
            fresh = fd.latest_message()
            assert fresh.id != board.id and upload_id(fresh)
            # The fresh board is the live one now: its buttons work.
            before = ply_of(fresh)
            await play_turn(fd, users, fresh)
            assert ply_of(fresh) > before


async def test_board_again_and_end_with_confirmation(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(71, "Ann"), fd.add_user(72, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            old = fd.latest_message()
            await press(fd, old, "Join", bob)
            await press(fd, old, "Start", ann)
            await fd.answered(await fd.slash("ludo board", bob))
            board = fd.latest_message()
            assert board.id != old.id and upload_id(board)
            assert "moved down" in old.text() and not old.custom_ids
            rules = await fd.answered(await fd.slash("ludo rules", bob))
            assert "German classic" in rules.text()

            asked = await fd.answered(await fd.slash("ludo end", bob))
            confirm = asked.followups[0]
            refused = await press(fd, confirm, "end the game", bob)
            assert "Only the host" in refused.text()
            asked = await fd.answered(await fd.slash("ludo end", ann))
            await press(fd, asked.followups[0], "end the game", ann)
            assert "was ended" in board.text() and not board.custom_ids
            none = await fd.answered(await fd.slash("ludo board", ann))
            assert "no game" in none.text()
