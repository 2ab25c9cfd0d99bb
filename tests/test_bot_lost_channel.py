"""A chat the bot lost access to (50013 Missing Permissions, 50001 Missing Access): the
game goes on, and the bot tries no edit or post of its own there (a computer's steps)
after the first refusal, until someone uses the bot there again. Through the stand-in."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.core import Answer, BoardView
from bot.discord_requests import Kind
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import running_bot

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")

CHANNEL_WRITES = r"/channels/\d+/messages"


def refused_writes(fd: FakeDiscord) -> int:
    return sum(
        1
        for (method, path, _), status in zip(fd.requests, fd.statuses, strict=True)
        if method in ("PATCH", "POST") and "/channels/" in path and status == 403
    )


async def test_a_lost_channel_is_not_tried_until_used_again(tmp_path: Path) -> None:
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3") as bot:
        ann = fd.add_user(71, "Ann")
        await fd.answered(await fd.slash("ludo new", ann, computers=3))
        board = fd.latest_message()
        await fd.answered(await fd.click(board, board.button("Start"), ann))
        turn = asyncio.Event()
        steps = 0

        async def stepped(out: Answer) -> None:
            nonlocal steps
            steps += 1
            if isinstance(out.view, BoardView) and out.view.acting == ann.id:
                turn.set()

        bot.service.listen(stepped)
        # The bot loses its permissions in the channel: every post or edit is refused.
        edits = fd.fail("PATCH", CHANNEL_WRITES, status=403, code=50013, times=None)
        posts = fd.fail("POST", CHANNEL_WRITES, status=403, code=50013, times=None)
        first = next(c for c in board.custom_ids if c.startswith("ludo:"))
        await fd.answered(await fd.click(board, first, ann))  # drawn through the press
        await asyncio.wait_for(turn.wait(), timeout=20)  # the computers played on
        assert steps >= 3
        # The first step's edit and fresh post were refused; no step tried again.
        assert edits.hits + posts.hits == refused_writes(fd) <= 2
        assert bot.requests.total[Kind.INVALID] == refused_writes(fd)
        # The permissions are back and Ann asks for the board: it shows her turn.
        edits.times, posts.times = edits.hits, posts.hits
        await fd.answered(await fd.slash("ludo board", ann))
        await fd.wait_for(
            lambda: any(c.startswith("ludo:") for c in fd.latest_board().custom_ids), timeout=20
        )
