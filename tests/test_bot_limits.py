"""Discord's limits met by the real bot through the stand-in: the global limit (50 a
second; a burst is spread by the bot's pace), 429s of a route or of the global limit
(waited out), server errors and dropped connections (the card is drawn again, with its
game's newest version, never posted afresh); every card ends on its game's last state,
no press is lost or applied twice, and nothing goes unhandled."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import cast

import pytest
from discord.http import handle_message_parameters

from bot.bot import LudoBot
from bot.core import BoardView
from bot.discord_pace import RATE, GlobalPace
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import is_over, pings, running_bot, to_act
from tests.test_bot_ping_rule import always_ping, buttons
from tests.test_bot_restart import game_id_of, ply_of_any

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")

CARD_EDITS = r"/channels/\d+/messages/\d+$"
TOKEN_EDITS = r"/webhooks/\d+/[^/]+/messages/@original$"
"""A card edited with the token of the last press on it (a computer's step)."""
CHANNEL_POSTS = r"/channels/\d+/messages$"


def unhandled(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Errors logged by the bot or discord.py (an exception nobody handled)."""
    return [
        r.getMessage()
        for r in caplog.records
        if r.levelno >= logging.ERROR and r.name.startswith(("ludobot", "discord"))
    ]


async def on_last_state(bot: LudoBot, card: Message) -> bool:
    """The card shows its game's stored state: the same turn, and the record says so."""
    game_id = game_id_of(card)
    out = await bot.service.queries.stored(game_id)
    assert out is not None and isinstance(out.view, BoardView)
    return ply_of_any(card) == out.view.position.ply


async def lobby(fd: FakeDiscord, person: User, channel: int) -> Message:
    await fd.answered(await fd.slash("ludo new", person, channel_id=channel, computers=3), 60)
    return fd.latest_message(channel)


async def persons_turn(fd: FakeDiscord, card: Message, person: User) -> None:
    """Until the card asks ``person`` to act (the computers played up to them)."""
    users = {person.id: person}

    def theirs() -> bool:
        return is_over(card) or (bool(buttons(card)) and to_act(card, users) is person)

    await fd.wait_for(theirs, timeout=60)


def no_press_tokens(bot: LudoBot) -> None:
    """The presses' tokens are never relied on: the bot's steps edit cards by their
    channels (as after a restart, or a quarter of an hour after the last press)."""
    from cogs.ludo.live import live
    from cogs.ludo.reach import Tokens

    live(bot).cards.pressed = Tokens(life=0)


@pytest.mark.parametrize("route", [CARD_EDITS, TOKEN_EDITS])
@pytest.mark.parametrize(
    "failure",
    [
        {"status": 429},  # the card's bucket: discord.py waits it out and sends again
        {"status": 429, "is_global": True},
        {"status": 503},  # not retried by discord.py: drawn again by the bot
        {"status": 500, "code": 0, "drop": True},  # the connection closed, no answer
    ],
)
async def test_a_failed_card_edit_ends_on_the_last_state(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, failure: dict[str, object], route: str
) -> None:
    """Ann and three computers: the computers' steps edit the card by the channel (her
    presses' tokens not relied on) or with her last press's token, and Discord fails the
    first two edits. The card (the same message) ends on the game's last state, with no
    other card posted beside it and nothing unhandled."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3") as bot:
        from cogs.ludo.live import live  # the cog's modules are loaded anew with each bot

        live(bot).boards.retry_first = 0.05
        if route == CARD_EDITS:
            no_press_tokens(bot)
        ann = fd.add_user(81, "Ann")
        card = await lobby(fd, ann, fd.channel_id)
        await fd.answered(await fd.click(card, card.button("Start"), ann))
        # From the computers' steps on (a start drawn late goes through its token too).
        edits = fd.fail("PATCH", route, times=2, **failure)  # type: ignore[arg-type]
        for _ in range(4):  # a few turns of hers, each followed by the computers'
            await persons_turn(fd, card, ann)
            if is_over(card):
                break
            await fd.answered(await fd.click(card, buttons(card)[0], ann))
        await persons_turn(fd, card, ann)
        assert edits.hits == 2
        assert await on_last_state(bot, card)
        assert [m.id for m in fd.channel_messages() if m.custom_ids] == [card.id]
        assert unhandled(caplog) == []


async def test_a_429_on_the_ping_leaves_one_ping(tmp_path: Path) -> None:
    """Ann and Bob, pinged every turn: the first ping's post and a removal meet a 429,
    waited out; the chat holds one ping line at every turn."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3"):
        await always_ping(fd)
        ann, bob = fd.add_user(91, "Ann"), fd.add_user(92, "Bob")
        users = {ann.id: ann, bob.id: bob}
        posts = fd.fail("POST", CHANNEL_POSTS, status=429, times=1)
        removals = fd.fail("DELETE", CARD_EDITS, status=429, times=1)
        await fd.answered(await fd.slash("ludo new", ann))
        card = fd.latest_message()
        await fd.answered(await fd.click(card, card.button("Join"), bob))
        await fd.answered(await fd.click(card, card.button("Start"), ann))
        for _ in range(8):
            await fd.wait_for(lambda: bool(buttons(card)) or is_over(card), timeout=20)
            if is_over(card):
                break
            await fd.wait_for(lambda: len(pings(fd)) == 1, timeout=20)
            await fd.answered(await fd.click(card, buttons(card)[0], to_act(card, users)))
        assert posts.hits == 1 and removals.hits == 1
        await fd.wait_for(lambda: len(pings(fd)) <= 1, timeout=20)


async def test_the_stand_in_answers_over_the_global_limit_with_a_global_429(
    tmp_path: Path,
) -> None:
    """Twenty posts at once, past the bot's pace (discord.py alone), to a stand-in whose
    global limit is 5 a second: it answers those over it with the global 429, which
    discord.py waits out; all twenty land. A bucket of 5 posts per half second in a
    channel: its headers keep discord.py's requests within it."""
    async with (
        FakeDiscord(global_limit=5, invalid_share=None) as fd,
        running_bot(fd, tmp_path / "db.sqlite3") as bot,
    ):
        bot.pace.rate = 0  # the bot's pace off: discord.py alone

        async def post(text: str) -> None:
            await bot.http.send_message(fd.channel_id, params=handle_message_parameters(text))

        before = len(fd.channel_messages())
        await asyncio.gather(*(post(f"m{i}") for i in range(20)))
        assert len(fd.channel_messages()) == before + 20
        assert fd.limits.global_refused > 0
        assert fd.limits.most_in_a_second <= 5

        fd.limits.per_second = None
        bucket = fd.limits.bucket("POST", r"^/channels/(\d+)/messages$", 5, 0.5)
        for i in range(12):
            await post(f"b{i}")  # one after another: the headers say when to wait
        assert bucket.refused == 0
        assert [m.content for m in fd.channel_messages()[-12:]] == [f"b{i}" for i in range(12)]


async def test_a_burst_of_200_games_with_a_global_429(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Two hundred games of one person and three computers start at once: the
    computers' steps edit 200 cards by their channels, a burst past 50 a second that
    the bot's pace spreads (the stand-in hardly answers its global 429 of itself), and
    Discord answers three of them with a global 429 anyway. Every card ends on its
    game's last state, every press was played, nothing goes unhandled."""
    games = 200
    async with FakeDiscord(channels=games) as fd, running_bot(fd, tmp_path / "db.sqlite3") as bot:
        no_press_tokens(bot)  # as if nobody had pressed for a quarter of an hour
        people = [fd.add_user(3000 + i, f"P{i}") for i in range(games)]
        cards = [await lobby(fd, p, c) for p, c in zip(people, fd.channel_ids, strict=True)]
        limited = fd.fail("PATCH", CARD_EDITS, status=429, is_global=True, times=3, retry_after=0.2)
        sent = bot.pace.sent
        pairs = list(zip(cards, people, strict=True))
        starts = [fd.click(card, card.button("Start"), p) for card, p in pairs]
        for pressed in await asyncio.gather(*starts):
            await fd.answered(pressed, 60)
        await asyncio.gather(*(persons_turn(fd, c, p) for c, p in pairs))
        # Every person presses once more, all at once (and their computers play on).
        before = [ply_of_any(c) for c in cards]
        presses = [fd.click(c, buttons(c)[0], p) for c, p in pairs]
        for pressed in await asyncio.gather(*presses):
            await fd.answered(pressed, 60)
        await asyncio.gather(*(persons_turn(fd, c, p) for c, p in pairs))
        assert limited.hits == 3
        assert bot.pace.sent - sent > games  # a burst of the global kind went out
        # Requests let go at the bot's pace may still arrive bunched on a busy machine:
        # the stand-in's own global 429s stay a trace (Discord counts them as invalid).
        assert fd.limits.global_refused < 0.01 * len(fd.statuses)
        assert all([await on_last_state(bot, c) for c in cards])
        # Each press was played (its game moved on from the turn it was made at).
        assert all(ply_of_any(c) > ply for c, ply in zip(cards, before, strict=True))
        assert unhandled(caplog) == []


async def test_the_pace_lets_at_most_its_rate_go_in_any_second() -> None:
    """On a clock of its own: 200 requests asked for at once go 40 a second, in the
    order they were asked for."""
    now = [0.0]

    async def sleep(seconds: float) -> None:
        now[0] += seconds
        await asyncio.sleep(0)

    pace = GlobalPace(40, clock=lambda: now[0], sleep=sleep)
    let_go: list[tuple[int, float]] = []

    async def ask(i: int) -> None:
        await pace.turn()
        let_go.append((i, now[0]))

    await asyncio.gather(*(ask(i) for i in range(200)))
    assert [i for i, _ in let_go] == list(range(200))
    moments = [t for _, t in let_go]
    assert max(sum(1 for t in moments if start <= t < start + 1.0) for start in moments) == 40
    assert moments[-1] >= 4.0  # 200 at 40 a second: the last after four seconds
    assert pace.sent == 200 and pace.held > 0


async def test_a_bot_made_again_in_the_process_keeps_the_second_of_the_one_before() -> None:
    """Two paces on the process's window (a bot stopped and started again in the same
    process, as the restart tests do): the second starts where the first left the
    second, so the two together keep to the rate Discord counts for the bot."""
    from collections import deque

    now = [0.0]

    async def sleep(seconds: float) -> None:
        now[0] += seconds
        await asyncio.sleep(0)

    window: deque[float] = deque()
    before = GlobalPace(40, clock=lambda: now[0], sleep=sleep, window=window)
    after = GlobalPace(40, clock=lambda: now[0], sleep=sleep, window=window)
    for _ in range(40):
        await before.turn()
    moments: list[float] = []
    for _ in range(10):
        await after.turn()
        moments.append(now[0])
    assert before.held == 0
    assert after.held == 1 and min(moments) >= 1.0  # the first second was full: it waited


async def test_shard_processes_share_the_global_limit() -> None:
    """A process on one of two shards keeps to half the bot's pace; one on all of them,
    to all of it."""
    from bot.bot import new_bot
    from bot.core import GameService, Partition

    service = cast(GameService, None)  # the pace is set before the core is asked
    assert new_bot(service).pace.rate == RATE
    assert new_bot(service, Partition(2, (1,))).pace.rate == RATE / 2
    assert new_bot(service, Partition(4, (0, 1, 2, 3))).pace.rate == RATE
