"""Remember who cannot be reached: a "your turn" Discord refuses (DMs closed: 50007)
is not tried again for a while, backing off, until the person uses the bot; ``/ludo dm``
tells them why none came. Through the stand-in Discord on its fake clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from cogs.ludo.texts import read
from cogs.ludo.unreachable import FIRST, LONGEST, Unreachable
from tests.fakediscord import FakeDiscord, Interaction, Message, User
from tests.test_bot_e2e import press, to_act
from tests.test_bot_pace import run_out, running_bot

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


def test_refusals_back_off_until_the_person_acts() -> None:
    book = Unreachable()
    assert not book.skipped(7, 0.0) and not book.refusing(7)
    book.refused(7, 0.0)
    assert book.skipped(7, FIRST - 1) and not book.skipped(7, FIRST + 1)
    assert book.refusing(7) and not book.skipped(8, 1.0)
    book.acted(7)  # tried again at once; still known to refuse
    assert not book.skipped(7, 1.0) and book.refusing(7)
    book.refused(7, 100.0)  # refused again: twice as long
    assert book.skipped(7, 100 + 2 * FIRST - 1) and not book.skipped(7, 100 + 2 * FIRST + 1)
    for _ in range(20):
        book.refused(7, 0.0)
    assert not book.skipped(7, LONGEST + 1)
    book.reached(7)
    assert not book.refusing(7) and not book.skipped(7, 0.0)


def codes(inter: Interaction) -> list[str]:
    found = [read(line) for text in inter.texts() for line in text.splitlines()]
    return [f[0] for f in found if f is not None]


async def to_turn_of(fd: FakeDiscord, board: Message, users: dict[int, User], bob: User) -> None:
    """The others press promptly until Bob's turn begins."""
    while (who := to_act(board, users)) is not bob:
        await fd.wait_for(lambda: any(c.startswith("ludo:") for c in board.custom_ids))
        first = next(c for c in board.custom_ids if c.startswith("ludo:"))
        await fd.answered(await fd.click(board, first, who))


async def test_closed_dms_one_attempt_then_none_until_they_act(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(45, "Ann"), fd.add_user(46, "Bob")
        bob.dms_closed = True
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann, pace="1h"))
            board = fd.latest_message()
            await press(fd, board, "Join", bob)
            await press(fd, board, "Start", ann)
            # Bob's first turn: one attempt, refused; the timer plays it (its reminder
            # is not tried), and his second: no attempt either.
            await to_turn_of(fd, board, users, bob)
            await fd.wait_for(lambda: len(fd.refused_dms) == 1)
            await run_out(fd, board)
            await to_turn_of(fd, board, users, bob)
            await run_out(fd, board)
            assert len(fd.refused_dms) == 1
            # He uses the bot: /ludo dm says why none came, and his next turn's
            # "your turn" is tried again, once.
            answer = await fd.answered(await fd.slash("ludo dm", bob, when="slow"))
            assert codes(answer) == ["dm_set", "dm_unreachable"]
            await to_turn_of(fd, board, users, bob)
            await fd.wait_for(lambda: len(fd.refused_dms) == 2)
            await run_out(fd, board)
            assert len(fd.refused_dms) == 2
            mine = await fd.answered(await fd.slash("ludo dm", ann, when="slow"))
            assert codes(mine) == ["dm_set"]
