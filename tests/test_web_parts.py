"""The web edge's parts on their own: the commit feed, the links' tokens, the rates, the
settings, a page that stops reading, a page's language."""

from __future__ import annotations

import asyncio
import base64
from typing import Any, cast

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from bot.core import Commit, Feed
from web.config import WebConfig
from web.limits import Bucket
from web.rooms import SLOW_BUFFER, Viewer
from web.sockets import page_language, parse
from web.tokens import BadToken, Signer


def test_the_feed_tells_each_games_listeners_and_keeps_nothing_after() -> None:
    feed = Feed()
    heard: list[Commit] = []

    def broken(commit: Commit) -> None:
        raise RuntimeError("a listener's bug")

    stop_broken = feed.subscribe(1, broken)
    stop = feed.subscribe(1, heard.append)
    feed.publish(Commit(1, 5))
    feed.publish(Commit(2, 9))  # nobody listens to game 2
    assert heard == [Commit(1, 5)] and feed.watched(1) and not feed.watched(2)
    stop()
    stop()  # twice is harmless
    stop_broken()
    feed.publish(Commit(1, 6))
    assert heard == [Commit(1, 5)] and feed.games == 0


def test_a_token_speaks_for_one_person_in_one_game_until_it_expires() -> None:
    now = [1000.0]
    signer = Signer(b"k" * 32, lambda: now[0])
    token = signer.make(7, 42, 60)
    assert signer.read(token, 7).user_id == 42
    body, mac = token.split(".")
    # Another person or game in the payload, the same MAC: refused as forged.
    forged = base64.urlsafe_b64encode(b"1.7.43.1060").rstrip(b"=").decode()
    for bad in (f"{forged}.{mac}", f"{body}.{mac[:-2]}", f"{body}!.{mac}", "", "a.b.c", "x" * 500):
        with pytest.raises(BadToken) as refused:
            signer.read(bad, 7)
        assert refused.value.code == "web_token_forged"
    # Another secret's token is forged too.
    with pytest.raises(BadToken, match="web_token_forged"):
        Signer(b"j" * 32, lambda: now[0]).read(token, 7)
    now[0] += 61
    with pytest.raises(BadToken, match="web_token_expired"):
        signer.read(token, 7)


def test_a_bucket_refills_at_its_rate() -> None:
    now = [0.0]
    bucket = Bucket(2.0, 3, lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5  # one more
    assert [bucket.take(), bucket.take()] == [True, False]


def test_the_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("URL", "SECRET", "LISTEN", "LINK_HOURS", "ORIGINS"):
        monkeypatch.delenv(f"LUDOBOT_WEB_{name}", raising=False)
    assert WebConfig.from_env() is None  # off: nothing changes
    monkeypatch.setenv("LUDOBOT_WEB_URL", "https://ludo.example.org/")
    with pytest.raises(ValueError, match="LUDOBOT_WEB_SECRET"):
        WebConfig.from_env()
    monkeypatch.setenv("LUDOBOT_WEB_SECRET", "s" * 32)
    monkeypatch.setenv("LUDOBOT_WEB_ORIGINS", "https://1.discordsays.com, ")
    config = WebConfig.from_env()
    assert config is not None and (config.host, config.port) == ("127.0.0.1", 8080)
    assert config.page(5) == "https://ludo.example.org/live/5"
    assert config.allows("https://ludo.example.org") and config.allows("https://1.discordsays.com")
    assert not config.allows("https://evil.example") and not config.allows(None)
    for name, value in (
        ("LUDOBOT_WEB_LISTEN", "8080"),
        ("LUDOBOT_WEB_LINK_HOURS", "-3"),
        ("LUDOBOT_WEB_URL", "ftp://ludo.example.org"),
    ):
        with monkeypatch.context() as changed:
            changed.setenv(name, value)
            with pytest.raises(ValueError, match=name):
                WebConfig.from_env()


class Stalled(asyncio.WriteTransport):
    """A socket whose reader stopped: its buffer is full."""

    def __init__(self, waiting: int) -> None:
        super().__init__()
        self.waiting = waiting
        self.aborted = False

    def get_write_buffer_size(self) -> int:
        return self.waiting

    def is_closing(self) -> bool:
        return self.aborted

    def abort(self) -> None:
        self.aborted = True


class Socket:
    closed = False

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send_str(self, text: str) -> None:
        self.sent.append(text)


async def test_a_page_that_stops_reading_is_dropped_not_waited_for() -> None:
    def viewer(transport: asyncio.BaseTransport) -> tuple[Viewer, Socket]:
        ws = Socket()
        made = Viewer(
            cast(web.WebSocketResponse, ws), transport, "en", None, "a", Bucket(1, 1, float)
        )
        return made, ws

    reading, ws = viewer(Stalled(100))
    assert await reading.send("x") and ws.sent == ["x"]
    stalled_transport = Stalled(SLOW_BUFFER + 1)
    stalled, ws = viewer(stalled_transport)
    assert not await stalled.send("x") and ws.sent == [] and stalled_transport.aborted


@pytest.mark.parametrize(
    ("query", "header", "expected"),
    [
        ("", "", "en"),
        ("", "de-DE,de;q=0.9,en;q=0.8", "de"),
        ("", "ja,fr;q=0.5,en;q=0.4", "fr"),
        ("", "en-GB,de;q=0.9", "en"),
        ("?lang=hi", "de", "hi"),
        ("?lang=xx", "nl", "nl"),
        ("", "pt-BR", "pt-BR"),
    ],
)
def test_a_pages_language(query: str, header: str, expected: str) -> None:
    headers: dict[str, Any] = {"Accept-Language": header} if header else {}
    request = make_mocked_request("GET", f"/live/1/socket{query}", headers=headers)
    assert page_language(request) == expected


@pytest.mark.parametrize(
    "text",
    ["", "null", "[]", '{"type": 3}', '{"version": 1}', '{"type": "roll", "version": true}'],
)
def test_messages_that_are_not_a_press(text: str) -> None:
    assert parse(text) is None
