"""Ping only who needs it: in a live game, a person who pressed a button of it within the
server's ``ping_after`` seconds is looking at the card, which says it is their turn, and
gets no ping; the idle are pinged, once. Through the stand-in Discord on its fake clock."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cogs.ludo.texts import read
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import is_over, to_act
from tests.test_bot_pace import running_bot


def pings_posted(fd: FakeDiscord) -> list[Message]:
    """Every "your turn" line the bot posted in the channel, removed ones included."""
    shown = [*fd.channel_messages(), *(m for m in fd.deleted if m.channel_id == fd.channel_id)]
    return [m for m in shown if (read(m.content) or ("",))[0] == "your_turn"]


def buttons(board: Message) -> list[str]:
    return [c for c in board.custom_ids if c.startswith("ludo:") and ":replay:" not in c]


async def opened(fd: FakeDiscord, people: list[User], **options: Any) -> Message:
    """A game of ``people`` opened (with ``/ludo new``'s ``options``) and started."""
    await fd.answered(await fd.slash("ludo new", people[0], **options))
    card = fd.latest_message()
    for person in people[1:]:
        await fd.answered(await fd.click(card, card.button("Join"), person))
    await fd.answered(await fd.click(card, card.button("Start"), people[0]))
    return card


async def always_ping(fd: FakeDiscord) -> None:
    """The server's ``ping_after`` off: the person to act is pinged even when they just
    pressed (as before the setting; for tests of the ping itself)."""
    admin = fd.add_user(999, "Admin", admin=True)
    await fd.answered(await fd.slash("ludo config set", admin, option="ping_after", value="off"))


async def press(fd: FakeDiscord, board: Message, users: dict[int, User]) -> None:
    await fd.wait_for(lambda: bool(buttons(board)) or is_over(board), timeout=20)
    if not is_over(board):
        await fd.answered(await fd.click(board, buttons(board)[0], to_act(board, users)))


async def test_prompt_players_get_no_ping(tmp_path: Path) -> None:
    """Four people pressing promptly (the clock stands still): forty presses, turns
    changing hands, and not one ping."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3"):
        people = [fd.add_user(500 + i, f"P{i}") for i in range(4)]
        users = {u.id: u for u in people}
        board = await opened(fd, people)
        acted = set()
        for _ in range(40):
            if is_over(board):
                break
            acted.add(to_act(board, users).id)
            await press(fd, board, users)
        assert len(acted) == 4  # the turn went round
        assert pings_posted(fd) == []


async def test_an_idle_player_is_pinged_once(tmp_path: Path) -> None:
    """Ann and Bob; Bob looks away for 61 s during Ann's turn: when the turn comes to
    him he is pinged, once, and never again while both press promptly."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3"):
        ann, bob = fd.add_user(601, "Ann"), fd.add_user(602, "Bob")
        users = {ann.id: ann, bob.id: bob}
        board = await opened(fd, [ann, bob])
        while to_act(board, users) is bob:  # until it is Ann's turn
            await press(fd, board, users)
        assert pings_posted(fd) == []
        fd.clock.advance(61)
        while to_act(board, users) is ann:
            await press(fd, board, users)
        await fd.wait_for(lambda: len(pings_posted(fd)) == 1, timeout=20)
        (ping,) = pings_posted(fd)
        assert read(ping.content) == ("your_turn", {"mention": f"<@{bob.id}>", "game": "1"})
        for _ in range(12):
            if is_over(board):
                break
            await press(fd, board, users)
        assert len(pings_posted(fd)) == 1
