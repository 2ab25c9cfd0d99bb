"""The Activity's page in a real browser (Debian's chromium, driven by Playwright), with the
Embedded App SDK's own ``DiscordSDKMock`` standing in for Discord's frame and the stand-in
Discord answering the code exchange and the instance lookup: the page ends up on the board
of the channel's game with that person's token; a refused code and an instance of another
channel are refused on screen, in the viewer's language; and the mock is never taken in
a frame, as Discord shows the page.

Without chromium or Playwright the tests skip with the reason; under CI they fail.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import pytest
from aiohttp import web

from bot.app import open_core, web_edge
from tests.core_helpers import new_lobby
from tests.fakediscord import APP_ID, FakeDiscord, User
from tests.fakediscord.activities import CLIENT_SECRET, ActivityInstance
from tests.web_helpers import web_config
from web.oauth import ActivityApp
from web.server import WebServer

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

try:
    from playwright.async_api import Browser, Page, Route, async_playwright
except ImportError:  # pragma: no cover - the test extra has it
    async_playwright = None  # type: ignore[assignment]


def _missing() -> str | None:
    if async_playwright is None:
        return "Playwright is not installed (the test extra has it)"
    if CHROMIUM is None:
        return "Debian's chromium is not installed (.ci/run installs it)"
    return None


if (reason := _missing()) is not None:
    pytestmark = pytest.mark.skipif(os.environ.get("CI") != "true", reason=reason)


@dataclass
class Site:
    """The stand-in Discord, a core with a lobby in the first channel, and the web edge's
    Activity routes with the page's files; ``boards``: the board pages asked for."""

    fd: FakeDiscord
    server: WebServer
    url: str
    ann: User
    game_id: int
    boards: list[tuple[int, str]] = field(default_factory=list)
    """The board pages asked for (an address the Activity never opens: it starts the
    board in its own page)."""

    def page_url(self, instance: ActivityInstance, code: str, channel_id: int) -> str:
        """The page as the SDK's mock is given it: what Discord's frame would say."""
        query = {
            "mock": "1",
            "instance_id": instance.id,
            "channel_id": str(channel_id),
            "guild_id": str(self.fd.guild_id),
            "code": code,
        }
        return f"{self.url}/activity/?{urlencode(query)}"


@pytest.fixture
async def site(tmp_path: Path) -> AsyncIterator[Site]:
    async with FakeDiscord(channels=2) as fd:
        ann = fd.add_user(11, "Ann")
        core = await open_core(tmp_path / "games.sqlite3")
        lobby = await new_lobby(core, fd.guild_id, fd.channel_ids[0], ann.id, ann.name)
        assert lobby.game_id is not None
        boards: list[tuple[int, str]] = []

        @web.middleware
        async def seen(request: web.Request, handler: Any) -> web.StreamResponse:
            # The board pages asked for, as the Activity opens them.
            if request.path.startswith("/live/") and request.path.count("/") == 2:
                boards.append((int(request.match_info["game"]), request.query.get("t", "")))
            response: web.StreamResponse = await handler(request)
            return response

        app = ActivityApp(APP_ID, CLIENT_SECRET, "fake-token", f"{fd.base_url}/api/v10")
        server = web_edge(core, web_config(), app)
        server.app.middlewares.append(seen)
        server.add_routes([web.get("/framed", _framed)])
        await server.start()
        try:
            url = f"http://127.0.0.1:{server.port}"
            yield Site(fd, server, url, ann, lobby.game_id, boards)
        finally:
            await server.close()
            await core.close()


async def _framed(request: web.Request) -> web.Response:
    """A page that shows the Activity in a frame, as Discord does (with the test flag)."""
    inner = request.query["src"]
    return web.Response(
        text=f'<!doctype html><iframe id="activity" src="{inner}"></iframe>',
        content_type="text/html",
    )


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    assert async_playwright is not None and CHROMIUM is not None
    async with async_playwright() as p:
        launched = await p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield launched
        finally:
            await launched.close()


async def refusal(page: Page) -> tuple[str, str]:
    status = page.locator("body[data-state=refused] #status")
    await status.wait_for()
    return (await status.get_attribute("data-code") or ""), await status.inner_text()


async def test_the_page_starts_the_board_of_the_channels_game(site: Site, browser: Browser) -> None:
    channel = site.fd.channels[site.fd.channel_ids[0]]
    instance = site.fd.activities.start(channel, site.ann)
    page = await browser.new_page()
    address = site.page_url(instance, site.fd.activities.code_for(site.ann), channel.id)
    board = f"**/live/{site.game_id}/data*"
    async with (
        page.expect_response("**/api/activity/session") as answered,
        page.expect_request(board) as asked,
    ):
        await page.goto(address)
    session = await (await answered.value).json()
    assert session["game_id"] == site.game_id
    assert site.server.signer.read(session["token"], site.game_id).user_id == site.ann.id
    # The board page's module, started in the Activity's page, asks for its game's data.
    assert urlsplit((await asked.value).url).path == f"/live/{site.game_id}/data"


async def test_a_refused_code_is_refused_on_screen_in_the_viewers_language(
    site: Site, browser: Browser
) -> None:
    channel = site.fd.channels[site.fd.channel_ids[0]]
    instance = site.fd.activities.start(channel, site.ann)
    context = await browser.new_context(locale="de-DE")
    page = await context.new_page()
    await page.goto(site.page_url(instance, "a-code-discord-never-gave", channel.id))
    code, text = await refusal(page)
    assert code == "web-activity-code-refused" and "Anmeldung" in text
    assert site.boards == []


async def test_an_instance_of_another_channel_is_refused_on_screen(
    site: Site, browser: Browser
) -> None:
    other = site.fd.channels[site.fd.channel_ids[1]]
    instance = site.fd.activities.start(other, site.ann)
    page = await browser.new_page()
    code = site.fd.activities.code_for(site.ann)
    await page.goto(site.page_url(instance, code, site.fd.channel_ids[0]))
    assert (await refusal(page))[0] == "web-activity-other-channel"
    assert site.boards == []


async def test_in_a_frame_the_mock_is_never_taken(site: Site, browser: Browser) -> None:
    channel = site.fd.channels[site.fd.channel_ids[0]]
    instance = site.fd.activities.start(channel, site.ann)
    inner = site.page_url(instance, site.fd.activities.code_for(site.ann), channel.id)
    page = await browser.new_page()

    async def framable(route: Route) -> None:
        # The server lets only Discord frame the page (CSP frame-ancestors) and its own
        # pages frame nothing: this test's frame stands in for Discord's, so the policy is
        # left out of these two answers.
        response = await route.fetch()
        kept = {k: v for k, v in response.headers.items() if k != "content-security-policy"}
        await route.fulfill(response=response, headers=kept)

    await page.route("**/activity/?*", framable)
    await page.route("**/framed?*", framable)
    await page.goto(f"{site.url}/framed?{urlencode({'src': inner})}")
    frame = page.frame_locator("#activity")
    status = frame.locator("body[data-state=refused] #status")
    await status.wait_for()
    # The real SDK, without Discord's frame_id, cannot start: nothing was asked of Discord.
    assert await status.get_attribute("data-code") == "web-activity-failed"
    assert site.fd.activities.exchanges == [] and site.boards == []
