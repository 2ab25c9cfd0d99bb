"""Every request the bot makes to Discord is counted by kind (inside the global limit,
through an interaction's token, invalid), in all and per game; the counts match what the
stand-in Discord saw, and the health file carries them."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
import yarl

from bot.bot import LudoBot
from bot.discord_requests import INVALID_STATUSES, Kind, kind_of
from bot.health import Heartbeat, requests_line
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import is_over, play_turn, running_bot

_TOKEN = re.compile(r"/api/v\d+/(interactions|webhooks)/")


def seen(fd: FakeDiscord, since: int = 0) -> Counter[Kind]:
    """What the stand-in answered, by kind, from its ``since``-th request on."""
    out: Counter[Kind] = Counter()
    for (_, path, _), status in zip(fd.requests[since:], fd.statuses[since:], strict=True):
        out[Kind.TOKEN if _TOKEN.search(path) else Kind.GLOBAL] += 1
        if status in INVALID_STATUSES:
            out[Kind.INVALID] += 1
    return out


def watched(fd: FakeDiscord, bot: LudoBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The stand-in's waiters are checked again each time the bot counts a request."""
    count = bot.requests.count

    def counted(url: yarl.URL | str, status: int) -> None:
        count(url, status)
        fd.changed()

    monkeypatch.setattr(bot.requests, "count", counted)


async def settled(fd: FakeDiscord, bot: LudoBot) -> None:
    """Until the bot has counted every request the stand-in answered. The stand-in
    checks its waiters while it answers, before the bot has the answer, so equal counts
    are trusted only when they still hold once the test runs again."""
    while bot.requests.total != seen(fd):
        await fd.wait_for(lambda: bot.requests.total == seen(fd), timeout=20)


def game_of(board: Message) -> int:
    return int(next(c for c in board.custom_ids if c.startswith("ludo:")).split(":")[1])


async def _opened(fd: FakeDiscord, channel: int, a: User, b: User) -> Message:
    await fd.answered(await fd.slash("ludo new", a, channel_id=channel))
    card = fd.latest_message(channel)
    await fd.answered(await fd.click(card, card.button("Join"), b))
    await fd.answered(await fd.click(card, card.button("Start"), a))
    return card


def test_kinds_by_route() -> None:
    base = "http://127.0.0.1:1/api/v10"
    assert kind_of(f"{base}/channels/5/messages") is Kind.GLOBAL
    assert kind_of(f"{base}/channels/5/messages/7") is Kind.GLOBAL
    assert kind_of(f"{base}/users/@me/channels") is Kind.GLOBAL
    assert kind_of(f"{base}/interactions/9/tok-en/callback") is Kind.TOKEN
    assert kind_of(f"{base}/webhooks/3/tok-en/messages/@original") is Kind.TOKEN
    assert kind_of(f"{base}/webhooks/3/tok-en") is Kind.TOKEN
    assert kind_of("ws://127.0.0.1:1/?v=10") is None
    assert kind_of("http://127.0.0.1:1/attachments/1/2/board.png") is None


async def test_counts_match_the_stand_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A live game of two people, one press answered first with a 429 (retried): the
    bot's totals by kind are what the stand-in answered, the 429 among the invalid."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3") as bot:
        watched(fd, bot, monkeypatch)
        users = {u.id: u for u in (fd.add_user(11, "Ann"), fd.add_user(12, "Bob"))}
        board = await _opened(fd, fd.channel_id, users[11], users[12])
        fd.fail("POST", r"/interactions/\d+/[^/]+/callback", status=429, times=1)
        for _ in range(8):
            if is_over(board):
                break
            await play_turn(fd, users, board)
        await settled(fd, bot)
        assert bot.requests.total == seen(fd)
        assert bot.requests.total[Kind.INVALID] == 1
        assert bot.requests.total[Kind.TOKEN] >= 9
        assert bot.requests.snapshot() == {k.value: seen(fd)[k] for k in Kind}


async def test_counts_per_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two games in two channels; while one is played the other's counts stay as they
    were, and the played one's grow by what the stand-in saw meanwhile."""
    async with FakeDiscord(channels=2) as fd, running_bot(fd, tmp_path / "db.sqlite3") as bot:
        watched(fd, bot, monkeypatch)
        users = {i: fd.add_user(i, f"P{i}") for i in range(21, 25)}
        one = await _opened(fd, fd.channel_ids[0], users[21], users[22])
        two = await _opened(fd, fd.channel_ids[1], users[23], users[24])
        await settled(fd, bot)
        # join, start (the command that opened it is answered before there is a game)
        assert bot.requests.of_game(game_of(one))[Kind.TOKEN] >= 2
        before_one = bot.requests.of_game(game_of(one))
        before_two = bot.requests.of_game(game_of(two))
        since = len(fd.requests)
        for _ in range(4):
            if is_over(one):
                break
            await play_turn(fd, users, one)
        await settled(fd, bot)
        assert bot.requests.of_game(game_of(two)) == before_two
        grown = bot.requests.of_game(game_of(one))
        grown.subtract(before_one)
        assert +grown == seen(fd, since)


def test_heartbeat_carries_the_counts(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    counts = {"global": 3, "token": 5, "invalid": 1}
    beat = Heartbeat(database.with_name(database.name + ".health"), requests=lambda: counts)
    beat.write(1.0)
    data = json.loads(beat.path.read_text(encoding="utf-8"))
    assert data["requests"] == counts
    line = requests_line(database)
    assert line is not None
    assert [int(n) for n in re.findall(r"\d+", line)] == [3, 5, 1]
