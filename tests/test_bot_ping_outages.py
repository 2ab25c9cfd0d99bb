"""A ping whose post or removal fails for now (a server error left after discord.py's
own tries, a dropped connection) is tried again with backoff, under the game's lock and
through the bot's pace, through the real bot and the stand-in: the person to act is
pinged, the chat never holds two ping lines of a game, and a ping Discord refused (a
403) is not tried again."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from bot.bot import LudoBot
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import is_over, pings, running_bot, to_act
from tests.test_bot_ping_rule import always_ping, buttons, opened
from tests.test_bot_restart import game_id_of

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")

CHANNEL_POSTS = r"/channels/\d+/messages$"
MESSAGES = r"/channels/\d+/messages/\d+$"
OUTAGES = [
    {"status": 503},
    {"status": 500, "code": 0, "drop": True},  # the connection closed, no answer
]


def pinged(fd: FakeDiscord, card: Message, users: dict[int, User]) -> bool:
    """The chat holds one ping line, and it mentions the person the card asks to act."""
    lines = pings(fd)
    return len(lines) == 1 and f"<@{to_act(card, users).id}>" in (lines[0].content or "")


async def settled(bot: LudoBot, card: Message) -> None:
    """The game's draws under way (and their pings' tries) are done: a catch-up takes
    the game's lock after them."""
    from cogs.ludo.live import live  # the cog's modules are loaded anew with each bot

    await live(bot).boards.catch_up(game_id_of(card))


@pytest.mark.parametrize("method", ["POST", "DELETE"])
@pytest.mark.parametrize("failure", OUTAGES)
async def test_a_ping_that_fails_for_now_is_tried_again(
    tmp_path: Path, method: str, failure: dict[str, object]
) -> None:
    """Ann and Bob, pinged every turn: the next two posts (or removals) of a ping fail
    for now. Each turn still ends with one ping line, for the person to act, and the
    chat never holds two."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3"):
        await always_ping(fd)
        ann, bob = fd.add_user(501, "Ann"), fd.add_user(502, "Bob")
        users = {ann.id: ann, bob.id: bob}
        two = asyncio.ensure_future(fd.wait_for(lambda: len(pings(fd)) > 1, timeout=600))
        try:
            card = await opened(fd, [ann, bob])
            await fd.wait_for(lambda: pinged(fd, card, users), timeout=20)
            route = CHANNEL_POSTS if method == "POST" else MESSAGES
            failing = fd.fail(method, route, times=2, **failure)  # type: ignore[arg-type]
            for _ in range(6):
                await fd.wait_for(lambda: bool(buttons(card)) or is_over(card), timeout=20)
                if is_over(card):
                    break
                await fd.answered(await fd.click(card, buttons(card)[0], to_act(card, users)))
                await fd.wait_for(lambda: is_over(card) or pinged(fd, card, users), timeout=20)
            assert failing.hits == 2
            assert not two.done(), [p.content for p in pings(fd)]
        finally:
            two.cancel()


async def test_a_refused_ping_is_not_tried_again(tmp_path: Path) -> None:
    """The first ping of a turn is refused (403, Missing Permissions): it is not tried
    again (the card says whose turn it is); the next turn's is posted."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3") as bot:
        await always_ping(fd)
        ann, bob = fd.add_user(503, "Ann"), fd.add_user(504, "Bob")
        users = {ann.id: ann, bob.id: bob}
        card = await opened(fd, [ann, bob])
        await fd.wait_for(lambda: pinged(fd, card, users), timeout=20)
        first = to_act(card, users)
        since = len(fd.requests)
        refused = fd.fail("POST", CHANNEL_POSTS, status=403, code=50013, times=1)
        while to_act(card, users) is first:  # until the turn changes hands
            await fd.wait_for(lambda: bool(buttons(card)), timeout=20)
            await fd.answered(await fd.click(card, buttons(card)[0], first))
        await settled(bot, card)
        assert refused.hits == 1
        posts = re.compile(CHANNEL_POSTS)
        tried = [p for m, p, _ in fd.requests[since:] if m == "POST" and posts.search(p)]
        assert len(tried) == 1 and pings(fd) == []
