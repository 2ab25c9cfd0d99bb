"""One ping per turn after any restart: the turn ping's message is in the game's
live-board record, so a new process removes the old one before it pings again; no
ping for a seat the computer plays while its person is away."""

from __future__ import annotations

from pathlib import Path

from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import is_over, pings, to_act
from tests.test_bot_ping_rule import always_ping
from tests.test_bot_restart import kill, start_child


def _buttons(board: Message) -> list[str]:
    return [c for c in board.custom_ids if c.startswith("ludo:") and ":replay:" not in c]


async def test_pings_do_not_pile_up_over_kills(tmp_path: Path) -> None:
    """Two people and a computer; the bot is killed while idle six times, each time
    someone presses after the restart: the chat never holds more than one ping."""
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(401, "Ann"), fd.add_user(402, "Bob")
        users: dict[int, User] = {u.id: u for u in (ann, bob)}
        child = await start_child(fd, db)
        try:
            await always_ping(fd)  # both press promptly: they would need no ping
            await fd.answered(await fd.slash("ludo new", ann, computers=1))
            card = fd.latest_message()
            await fd.answered(await fd.click(card, card.button("Join"), bob))
            await fd.answered(await fd.click(card, card.button("Start"), ann))
            most = 0
            for _ in range(6):
                await fd.wait_for(lambda: bool(_buttons(card)) or is_over(card), timeout=20)
                if is_over(card):
                    break
                await fd.wait_for(lambda: len(pings(fd)) >= 1, timeout=20)
                await kill(child)  # idle: nothing under way
                child = await start_child(fd, db)
                for _ in range(3):  # a few presses after the restart
                    await fd.wait_for(lambda: bool(_buttons(card)) or is_over(card), timeout=20)
                    if is_over(card):
                        break
                    pressed = await fd.click(card, _buttons(card)[0], to_act(card, users))
                    await fd.answered(pressed, timeout=20)
                    most = max(most, len(pings(fd)))
                await fd.wait_for(lambda: len(pings(fd)) <= 1, timeout=20)
                most = max(most, len(pings(fd)))
            assert most <= 1, [p.content for p in pings(fd)]
        finally:
            if child.returncode is None:
                await kill(child)
