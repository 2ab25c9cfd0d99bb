"""The Activity's page in a real browser (Debian's chromium, driven by Playwright: the
harness of tests/browser), with the Embedded App SDK's own ``DiscordSDKMock`` standing in
for Discord's frame and the stand-in Discord answering the code exchange and the instance
lookup: the page ends up connected to the board of the channel's game with that person's
token; a refused code and an instance of another channel are refused on screen, in the
viewer's language; and the mock is never taken in a frame, as Discord shows the page."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import pytest
import yarl
from aiohttp import web
from playwright.async_api import Browser, Page, Route

from bot.app import open_core, web_edge
from tests.browser.live import free_port
from tests.core_helpers import new_lobby
from tests.fakediscord import APP_ID, FakeDiscord, User
from tests.fakediscord.activities import CLIENT_SECRET, ActivityInstance
from tests.web_helpers import SECRET
from web.config import WebConfig
from web.oauth import ActivityApp
from web.server import WebServer

pytestmark = pytest.mark.asyncio(loop_scope="module")
WAIT_MS = 15_000


@dataclass
class Site:
    """The stand-in Discord, a core with a lobby in the first channel, and the web edge's
    Activity routes with the page's files; ``boards``: the board pages asked for."""

    fd: FakeDiscord
    server: WebServer
    url: str
    ann: User
    game_id: int

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


@asynccontextmanager
async def served(tmp_path: Path) -> AsyncIterator[Site]:
    """The stand-in Discord, a core with a lobby in the first channel, and the web edge
    with the Activity's side, on 127.0.0.1."""
    async with FakeDiscord(channels=2) as fd:
        ann = fd.add_user(11, "Ann")
        core = await open_core(tmp_path / "games.sqlite3")
        lobby = await new_lobby(core, fd.guild_id, fd.channel_ids[0], ann.id, ann.name)
        assert lobby.game_id is not None
        app = ActivityApp(APP_ID, CLIENT_SECRET, "fake-token", f"{fd.base_url}/api/v10")
        # The page's own address is the public one here (inside Discord its origin is
        # the Activity's, which the Activity's side allows).
        port = free_port()
        config = WebConfig(yarl.URL(f"http://127.0.0.1:{port}"), SECRET, "127.0.0.1", port)
        server = web_edge(core, config, app)
        server.add_routes([web.get("/framed", _framed)])
        await server.start()
        try:
            url = f"http://127.0.0.1:{server.port}"
            yield Site(fd, server, url, ann, lobby.game_id)
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


async def refusal(page: Page) -> tuple[str, str]:
    status = page.locator("body[data-state=refused] #activity-status")
    await status.wait_for()
    return (await status.get_attribute("data-code") or ""), await status.inner_text()


async def test_the_page_ends_up_on_the_board_of_the_channels_game(
    browser: Browser, tmp_path: Path
) -> None:
    async with served(tmp_path) as site:
        channel = site.fd.channels[site.fd.channel_ids[0]]
        instance = site.fd.activities.start(channel, site.ann)
        page = await browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        await page.goto(site.page_url(instance, site.fd.activities.code_for(site.ann), channel.id))
        # The board page's module, started in the Activity's page, got its game's hello.
        await page.wait_for_selector(
            "body[data-state=live] #ludo[data-version]", state="attached", timeout=WAIT_MS
        )
        room = site.server.rooms.rooms[site.game_id]
        assert [v.user_id for v in room.viewers] == [site.ann.id]  # Ann's token, not a spectator's
        assert await page.get_attribute("#ludo", "data-step") == "lobby"
        assert errors == []
        await page.close()


async def test_a_refused_code_is_refused_on_screen_in_the_viewers_language(
    browser: Browser, tmp_path: Path
) -> None:
    async with served(tmp_path) as site:
        channel = site.fd.channels[site.fd.channel_ids[0]]
        instance = site.fd.activities.start(channel, site.ann)
        context = await browser.new_context(locale="de-DE")
        page = await context.new_page()
        await page.goto(site.page_url(instance, "a-code-discord-never-gave", channel.id))
        code, text = await refusal(page)
        assert code == "web-activity-code-refused" and "Anmeldung" in text
        assert site.game_id not in site.server.rooms.rooms  # no board was opened
        await context.close()


async def test_an_instance_of_another_channel_is_refused_on_screen(
    browser: Browser, tmp_path: Path
) -> None:
    async with served(tmp_path) as site:
        other = site.fd.channels[site.fd.channel_ids[1]]
        instance = site.fd.activities.start(other, site.ann)
        page = await browser.new_page()
        code = site.fd.activities.code_for(site.ann)
        await page.goto(site.page_url(instance, code, site.fd.channel_ids[0]))
        assert (await refusal(page))[0] == "web-activity-other-channel"
        assert site.game_id not in site.server.rooms.rooms
        await page.close()


async def test_in_a_frame_the_mock_is_never_taken(browser: Browser, tmp_path: Path) -> None:
    async with served(tmp_path) as site:
        channel = site.fd.channels[site.fd.channel_ids[0]]
        instance = site.fd.activities.start(channel, site.ann)
        inner = site.page_url(instance, site.fd.activities.code_for(site.ann), channel.id)
        page = await browser.new_page()

        async def framable(route: Route) -> None:
            # The server lets only Discord frame the page (CSP frame-ancestors) and its
            # own pages frame nothing: this test's frame stands in for Discord's, so the
            # policy is left out of these two answers.
            response = await route.fetch()
            kept = {k: v for k, v in response.headers.items() if k != "content-security-policy"}
            await route.fulfill(response=response, headers=kept)

        await page.route("**/activity/?*", framable)
        await page.route("**/framed?*", framable)
        await page.goto(f"{site.url}/framed?{urlencode({'src': inner})}")
        status = page.frame_locator("#activity").locator(
            "body[data-state=refused] #activity-status"
        )
        await status.wait_for()
        # The real SDK, without Discord's frame_id, cannot start: Discord was not asked.
        assert await status.get_attribute("data-code") == "web-activity-failed"
        assert site.fd.activities.exchanges == []
        await page.close()
