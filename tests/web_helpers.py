"""The web edge in the tests: the real bot on the stand-in Discord with its web server on
127.0.0.1 (a port the system gives), and pages as plain WebSocket clients speaking the
protocol (docs/architecture.md, "The web edge")."""

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
from bot.core import BoardView, Commit
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord, Message, User
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


CAPTURES = frozenset({"captures", "captures_lap", "hits_own"})
"""The moves that capture (:data:`bot.core.view.ChoiceKind`)."""


async def now(bot: LudoBot, game_id: int) -> tuple[int, BoardView]:
    """The game's version and board as the core has them now."""
    answer = await bot.service.queries.latest(game_id)
    assert answer is not None and isinstance(answer.view, BoardView), answer
    return answer.version, answer.view


async def press_on_card(fd: FakeDiscord, card: Message, action: str, ply: int, user: User) -> None:
    """``user`` presses the card's ``action`` (``roll``, ``m0``...) of turn ``ply``, once
    the card shows that turn."""
    custom_id = f"ludo:{game_of(card)}:{action}:{ply}"
    await fd.wait_for(lambda: custom_id in card.custom_ids)
    await fd.answered(await fd.click(card, custom_id, user))


async def until_a_huff(
    bot: LudoBot, fd: FakeDiscord, card: Message, users: dict[int, User], turns: int = 2000
) -> tuple[int, BoardView]:
    """Its people play the game (with ``forced_capture huff``) on the card, each skipping
    the captures they could make, until the core offers a huff and the card shows it:
    the game's version and board then."""
    game_id = game_of(card)
    for _ in range(turns):
        version, view = await now(bot, game_id)
        assert not view.closed, "the game ended without a huff"
        if view.huff is not None:
            await fd.wait_for(lambda: any(":huff:" in c for c in card.custom_ids))
            return version, view
        assert view.acting is not None
        action = "roll"
        if view.step == "move":
            kinds = [c.kind for c in view.choices]
            action = f"m{next((i for i, k in enumerate(kinds) if k not in CAPTURES), 0)}"
        await press_on_card(fd, card, action, view.position.ply, users[view.acting])
    raise AssertionError("no huff came up")


async def until_away(
    bot: LudoBot, fd: FakeDiscord, card: Message, users: dict[int, User], who: User
) -> tuple[int, BoardView]:
    """``who``'s turns run out (the timer's step, run as the scheduler runs it and shown
    by the cog) while the others press their first button on the card, until a computer
    plays ``who``'s seat, the card offers I'm back and the game waits for another person:
    the version and board then."""
    from bot.core.commands import BOT, TimeOut

    game_id = game_of(card)
    shown = bot.get_cog("Ludo")
    for _ in range(400):
        version, view = await now(bot, game_id)
        assert not view.closed, "the game ended before the seat was away"
        if view.acting is None:  # a computer's step: the bot plays it by itself
            await next_commit(bot, game_id, version)
        elif any(s.user_id == who.id and s.away == "computer" for s in view.seats):
            # Away, and the game waits for another person: it stays as it is.
            assert view.back
            await fd.wait_for(lambda: any(":back:" in c for c in card.custom_ids))
            return version, view
        elif view.acting == who.id:
            timed = await bot.service.execute(game_id, BOT, TimeOut(view.position.ply))
            assert timed is not None and shown is not None
            await shown.live.show(timed)  # type: ignore[attr-defined]
        else:
            action = "roll" if view.step in ("roll", "order") else "m0"
            await press_on_card(fd, card, action, view.position.ply, users[view.acting])
    raise AssertionError("the seat never went away")


async def next_commit(bot: LudoBot, game_id: int, version: int, timeout: float = 15) -> None:
    """Until the game has a commit after ``version`` (the core's feed tells it)."""
    came = asyncio.Event()

    def seen(commit: Commit) -> None:
        if commit.version > version:
            came.set()

    unsubscribe = bot.service.feed.subscribe(game_id, seen)
    try:
        if (await now(bot, game_id))[0] <= version:
            await asyncio.wait_for(came.wait(), timeout)
    finally:
        unsubscribe()
