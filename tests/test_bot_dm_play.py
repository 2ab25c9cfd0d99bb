"""Playing from the private "your turn", through the stand-in Discord: the DM carries the
turn's roll (and then its moves), a press there plays as on the board, the board in the
game's chat is drawn again (in a server channel, and in a group DM with a press's
token), the DM says what the press did, a press after the turn moved on changes nothing
and leaves the DM without buttons, and nobody but the person to act plays from it.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from cogs.ludo.texts import read
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_anywhere import no_tracebacks, open_here
from tests.test_bot_e2e import code, is_board, ply_of, press, to_act
from tests.test_bot_pace import running_bot

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


def turn_dms(fd: FakeDiscord, user: User) -> list[Message]:
    """The bot's "your turn" messages to ``user`` (not its private answers there)."""
    return [m for m in fd.dms_to(user) if not m.ephemeral]


def dm_ids(message: Message) -> list[str]:
    return [c for c in message.custom_ids if c.startswith("dm:")]


def dm_code(message: Message) -> str:
    found = read(message.content.splitlines()[0])
    assert found is not None, message.content
    return found[0]


def dm_ply(message: Message) -> int | None:
    ids = dm_ids(message)
    return int(ids[0].rsplit(":", 1)[1]) if ids else None


async def play_from_dm(
    fd: FakeDiscord, board: Message, users: dict[int, User], who: User, dm: Message
) -> int:
    """``who`` plays the rest of their turn from the DM, pressing the first button each
    time; returns the presses. Every press moves the game on (the board's turn changes)."""
    presses = 0
    while dm_ids(dm) and to_act(board, users) is who:
        ply = ply_of(board)
        await fd.answered(await fd.click(dm, dm_ids(dm)[0], who))
        await fd.wait_for(lambda p=ply: ply_of(board) != p)  # type: ignore[misc]
        await fd.wait_for(lambda p=ply: dm_ply(dm) != p)  # type: ignore[misc]
        presses += 1
        assert presses < 20
    return presses


async def test_a_turn_played_from_the_dm_in_a_server(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(51, "Ann"), fd.add_user(52, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann, pace="24h"))
            board = fd.latest_message()
            await press(fd, board, "Join", bob)
            await press(fd, board, "Start", ann)
            assert is_board(board)
            who = to_act(board, users)
            other = bob if who is ann else ann
            await fd.wait_for(lambda: len(turn_dms(fd, who)) == 1)
            dm = turn_dms(fd, who)[0]
            gid, ply = int(board.custom_ids[0].split(":")[1]), ply_of(board)
            assert dm_ids(dm) == [f"dm:{gid}:roll:{ply}"]

            # Somebody else cannot play from it (were the payload theirs to send).
            refused = await fd.answered(await fd.click(dm, dm_ids(dm)[0], other))
            await fd.wait_for(lambda: bool(refused.followups))
            assert code(refused) == "not_your_turn" and ply_of(board) == ply

            # The person to act rolls from the DM: the board moves on, the DM says so.
            await fd.answered(await fd.click(dm, dm_ids(dm)[0], who))
            await fd.wait_for(lambda: ply_of(board) != ply)
            await fd.wait_for(lambda: dm_ply(dm) != ply)
            assert dm_code(dm) in ("dm_your_move", "dm_played", "dm_turn_ends")
            if dm_code(dm) == "dm_your_move":  # a choice: the moves are in the DM too
                assert all(":m" in c for c in dm_ids(dm))
            await play_from_dm(fd, board, users, who, dm)
            await fd.wait_for(lambda: to_act(board, users) is other)
            assert dm_code(dm) == "dm_played" and not dm_ids(dm)
            assert len(turn_dms(fd, who)) == 1  # the same message, edited: one a turn

            # The other plays on the board; their DM's roll is then out of date.
            await fd.wait_for(lambda: len(turn_dms(fd, other)) == 1)
            theirs = turn_dms(fd, other)[0]
            stale = dm_ids(theirs)[0]
            while to_act(board, users) is other:
                ply = ply_of(board)
                custom = next(c for c in board.custom_ids if c.startswith("ludo:"))
                await fd.answered(await fd.click(board, custom, other))
                await fd.wait_for(lambda p=ply: ply_of(board) != p)  # type: ignore[misc]
            ply = ply_of(board)
            late = await fd.answered(await fd.click(theirs, stale, other))
            await fd.wait_for(lambda: bool(late.followups))
            assert ply_of(board) == ply  # nothing changed
            await fd.wait_for(lambda: not dm_ids(theirs))
            assert dm_code(theirs) == "dm_turn_over"
    no_tracebacks(caplog)


async def test_a_turn_played_from_the_dm_of_a_group_dm_game(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Where the bot may only answer, the DM press draws the group's card with the token
    of the latest press there (while it lasts)."""
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(53, "Ann"), fd.add_user(54, "Bob")
        users = {u.id: u for u in (ann, bob)}
        group = fd.add_group_dm("friends", [ann, bob]).id
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            board = await open_here(fd, ann, group, pace="24h")
            await fd.answered(await fd.click(board, board.button("Join"), bob))
            await fd.answered(await fd.click(board, board.button("Start"), ann))
            who = to_act(board, users)
            await fd.wait_for(lambda: len(turn_dms(fd, who)) == 1)
            dm = turn_dms(fd, who)[0]
            ply, edits = ply_of(board), board.edits
            await fd.answered(await fd.click(dm, dm_ids(dm)[0], who))
            await fd.wait_for(lambda: ply_of(board) != ply)
            await fd.wait_for(lambda: dm_ply(dm) != ply)
            assert board.edits > edits and not fd.refused
    no_tracebacks(caplog)
