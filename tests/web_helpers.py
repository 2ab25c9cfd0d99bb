"""The web edge in the tests: the real bot on the stand-in Discord with its web server on
127.0.0.1 (a port the system gives), and pages as plain WebSocket clients speaking the
protocol of WEB.md."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp
import yarl

from bot.app import discord_bot
from bot.bot import LudoBot
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord, Message
from web.config import Limits, WebConfig
from web.server import WebServer

PUBLIC = "https://ludo.example.org"
SECRET = b"s" * 32


def web_config(limits: Limits | None = None, hours: float = 12.0) -> WebConfig:
    return WebConfig(
        yarl.URL(PUBLIC), SECRET, "127.0.0.1", 0, hours, frozenset(), limits or Limits()
    )


@asynccontextmanager
async def web_bot(
    fd: FakeDiscord,
    database: Path,
    *,
    limits: Limits | None = None,
    seed: int = 3,
    wall: Callable[[], float] | None = None,
) -> AsyncIterator[tuple[LudoBot, WebServer]]:
    """The bot with its web edge on, running against ``fd``."""
    kw: dict[str, Any] = {} if wall is None else {"wall": wall}
    bot = await discord_bot(
        database,
        dice_factory=lambda: SeededDice(seed),
        computer_pause=0,
        web=web_config(limits),
        **kw,
    )
    async with fd.running(bot):
        assert isinstance(bot.web, WebServer)
        yield bot, bot.web


class Page:
    """A page's socket: what it was sent, in order, and what it sends."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.got: list[dict[str, Any]] = []
        self._new = asyncio.Condition()
        self.closed: asyncio.Event = asyncio.Event()
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                async with self._new:
                    self.got.append(json.loads(msg.data))
                    self._new.notify_all()
        self.closed.set()
        async with self._new:
            self._new.notify_all()

    async def wait(
        self, test: Callable[[dict[str, Any]], bool], timeout: float = 15.0
    ) -> dict[str, Any]:
        """The first message (of all so far, and to come) that passes ``test``."""

        def found() -> dict[str, Any] | None:
            return next((m for m in self.got if test(m)), None)

        async def waiting() -> dict[str, Any]:
            async with self._new:
                while (m := found()) is None:
                    if self.closed.is_set():
                        raise AssertionError(f"closed without it; got {self.got}")
                    await self._new.wait()
                return m

        return await asyncio.wait_for(waiting(), timeout)

    async def kind(self, kind: str, **values: Any) -> dict[str, Any]:
        return await self.wait(
            lambda m: m["type"] == kind and all(m.get(k) == v for k, v in values.items())
        )

    async def commit_after(self, version: int) -> dict[str, Any]:
        return await self.wait(lambda m: m["type"] == "commit" and m["version"] > version)

    async def send(self, **message: Any) -> None:
        await self.ws.send_str(json.dumps(message))

    @property
    def refusals(self) -> list[str]:
        return [m["code"] for m in self.got if m["type"] == "refused"]

    async def close(self) -> None:
        await self.ws.close()
        await self._reader


@asynccontextmanager
async def page(
    server: WebServer,
    game_id: int,
    token: str | None = None,
    *,
    origin: str | None = PUBLIC,
    lang: str | None = None,
    session: aiohttp.ClientSession | None = None,
) -> AsyncIterator[Page]:
    """A page's socket on ``game_id`` (with a personal link's ``token``)."""
    query = {"t": token} if token else {}
    if lang:
        query["lang"] = lang
    url = yarl.URL(f"http://127.0.0.1:{server.port}/live/{game_id}/socket").with_query(query)
    headers = {"Origin": origin} if origin else {}
    own = session is None
    http = session or aiohttp.ClientSession()
    try:
        ws = await http.ws_connect(url, headers=headers)
        opened = Page(ws)
        try:
            yield opened
        finally:
            await opened.close()
    finally:
        if own:
            await http.close()


def token_of(link: str) -> str:
    """The token of a personal link."""
    return yarl.URL(link).query["t"]


def game_of(board: Message) -> int:
    return int(next(c for c in board.custom_ids if c.startswith("ludo:")).split(":")[1])
