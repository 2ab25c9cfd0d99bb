"""The live board page in a real browser, through the real bot and its web server.

Two people play in two pages while a third plays on the stand-in Discord's card and a
fourth page watches; every page and the card show the same board at every step (the
pages' pieces where the PNG draws them, the card at the same turn); screenshots of the
page and the card's PNG show each piece's colour at the same places. A restarted bot:
the pages reconnect and catch up. A forged token, a spectator's press and an expired link
are refused on the page, in its language. A German page has no English; a Hindi page is
in Devanagari, shaped.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
import yarl
from PIL import Image
from playwright.async_api import Browser, BrowserContext

from bot.app import discord_bot
from bot.bot import LudoBot
from bot.core import BoardView
from bot.engine import SeededDice
from tests.browser.live import WAIT_MS, LivePage, board_of, free_port, sample
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import is_board, ply_of, press
from tests.test_bot_no_english import Checker
from web.config import WebConfig
from web.server import WebServer

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

SECRET = b"a test secret of at least 32 bytes!!"


def web_config(port: int) -> WebConfig:
    return WebConfig(yarl.URL(f"http://127.0.0.1:{port}"), SECRET, "127.0.0.1", port)


@asynccontextmanager
async def live_bot(fd: FakeDiscord, db: Path, port: int, seed: int = 5) -> AsyncIterator[LudoBot]:
    bot = await discord_bot(
        db, dice_factory=lambda: SeededDice(seed), computer_pause=0, web=web_config(port)
    )
    async with fd.running(bot):
        assert bot.web is not None
        yield bot


@asynccontextmanager
async def pages(browser: Browser, width: int = 1100) -> AsyncIterator[BrowserContext]:
    context = await browser.new_context(viewport={"width": width, "height": 900})
    try:
        yield context
    finally:
        await context.close()


async def start_game(fd: FakeDiscord, host: User, *others: User) -> tuple[Message, int]:
    """A German-classic game opened by ``host`` and joined by ``others``: its card, its id."""
    await fd.answered(await fd.slash("ludo new", host, preset="madn"))
    card = fd.latest_message()
    for other in others:
        await press(fd, card, "Join", other)
    await press(fd, card, "Start", host)
    assert is_board(card)
    return card, int(card.custom_ids[0].split(":")[1])


async def now(bot: LudoBot, game_id: int) -> tuple[int, BoardView]:
    answer = await bot.service.queries.latest(game_id)
    assert answer is not None
    return answer.version, board_of(answer.view)


async def until(check: Callable[[], Awaitable[bool]], what: str, seconds: float = 15) -> None:
    for _ in range(int(seconds * 50)):
        if await check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"never: {what}")


async def all_show(bot: LudoBot, game_id: int, card: Message, views: list[LivePage]) -> int:
    """Every page and the card show the game as the core has it now: the same version on
    every page, each page's pieces where the PNG draws them, the card at the same turn."""
    version, view = await now(bot, game_id)

    async def shown(page: LivePage) -> None:
        await page.wait_version(version)
        await page.shows(view.position)

    await asyncio.gather(*(shown(page) for page in views))
    if not view.closed:
        await until(lambda: _at(card, view.position.ply), "the card at the page's turn")
    return version


async def _at(card: Message, ply: int) -> bool:
    return is_board(card) and ply_of(card) == ply


async def test_two_pages_a_card_and_a_watcher_play_a_whole_game(
    browser: Browser, tmp_path: Path
) -> None:
    port = free_port()
    async with FakeDiscord() as fd, live_bot(fd, tmp_path / "db.sqlite3", port) as bot:
        ann, bob, cat = fd.add_user(31, "Ann"), fd.add_user(32, "Bob"), fd.add_user(33, "Cat")
        card, game_id = await start_game(fd, ann, bob, cat)
        assert bot.web is not None
        async with pages(browser) as context:
            ann_page = await LivePage.open(
                context, bot.web.personal_link(game_id, ann.id), "Ann's page"
            )
            bob_page = await LivePage.open(
                context, bot.web.personal_link(game_id, bob.id), "Bob's page"
            )
            watcher = await LivePage.open(context, bot.web.watch_link(game_id), "the watcher")
            views = [ann_page, bob_page, watcher]
            players = {ann.id: ann_page, bob.id: bob_page}
            await all_show(bot, game_id, card, views)
            # The watcher sees the others watching, and may press nothing.
            await watcher.page.wait_for_function(
                "() => /\\d/.test(document.getElementById('viewers').textContent)"
            )
            assert await watcher.page.locator("#roll").is_hidden()
            presses = {"page roll": 0, "page piece": 0, "page piece by key": 0, "page list": 0}
            presses["card"] = 0
            compared = 0
            for step in range(2000):
                version, view = await now(bot, game_id)
                if view.closed:
                    break
                acting = view.acting
                if acting in players:
                    page = players[acting]
                    await page.page.bring_to_front()  # as a person looks at their page
                    await page.wait_version(version)
                    if view.step in ("roll", "order"):
                        await page.page.click("#roll")
                        presses["page roll"] += 1
                    elif step % 3 == 0:  # a piece on the board, by click...
                        await page.page.click(".board .piece[data-choice]")
                        presses["page piece"] += 1
                    elif step % 3 == 1:  # ... or by keyboard (Space on the piece)...
                        await page.page.focus(".board .piece[data-choice]")
                        await page.page.keyboard.press(" ")
                        presses["page piece by key"] += 1
                    else:  # ... or a move of the list (Enter on its button)
                        await page.page.focus("#moves button")
                        await page.page.keyboard.press("Enter")
                        presses["page list"] += 1
                elif acting == cat.id:
                    custom_id = next(c for c in card.custom_ids if c.startswith("ludo:"))
                    await fd.answered(await fd.click(card, custom_id, cat))
                    presses["card"] += 1
                await ann_page.wait_version(version + 1, at_least=True)
                await all_show(bot, game_id, card, views)
                if step % 15 == 0:
                    compared += await same_picture(bot, game_id, card, watcher)
            else:
                raise AssertionError("the game did not end")
            await all_show(bot, game_id, card, views)
            compared += await same_picture(bot, game_id, card, watcher)
            assert all(presses.values()), presses
            assert compared >= 10
            # The places at the end, on every page.
            _, view = await now(bot, game_id)
            for page in views:
                assert await page.page.locator("#places li").count() == len(view.places)
                assert page.errors == []


async def same_picture(bot: LudoBot, game_id: int, card: Message, page: LivePage) -> int:
    """The page's screenshot and the card's PNG show each lone piece's colour at the same
    places (the PNG's layout, scaled to the SVG on screen); returns how many pieces were
    compared."""
    _, view = await now(bot, game_id)
    on_page = await page.screenshot_colours(view.position)
    await until(lambda: _png_turn(card, view), "the card's picture of this turn")
    assert card.attachment is not None
    png = Image.open(io.BytesIO(card.attachment)).convert("RGB")
    on_card = sample(png, view.position, png.width / 720, 0)
    assert on_page == on_card, (on_page, on_card)
    assert all(on_page.values()), on_page
    return len(on_page)


async def _png_turn(card: Message, view: BoardView) -> bool:
    return view.closed or (is_board(card) and ply_of(card) == view.position.ply)


async def test_pages_reconnect_and_catch_up_after_a_restart(
    browser: Browser, tmp_path: Path
) -> None:
    port = free_port()
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd, pages(browser) as context:
        ann, bob = fd.add_user(41, "Ann"), fd.add_user(42, "Bob")
        async with live_bot(fd, db, port) as bot:
            card, game_id = await start_game(fd, ann, bob)
            assert bot.web is not None
            links = {u.id: bot.web.personal_link(game_id, u.id) for u in (ann, bob)}
            players = {u.id: await LivePage.open(context, links[u.id], u.name) for u in (ann, bob)}
            watcher = await LivePage.open(context, bot.web.watch_link(game_id), "the watcher")
            views = [*players.values(), watcher]
            await all_show(bot, game_id, card, views)
        # The bot is gone: every page says it is reconnecting.
        for page in views:
            await page.page.wait_for_selector("#status[data-state=lost]", timeout=WAIT_MS)
        async with live_bot(fd, db, port) as bot:
            version, view = await now(bot, game_id)
            # The person to act presses on the card meanwhile: the pages catch up.
            acting = next(u for u in (ann, bob) if u.id == view.acting)
            custom_id = next(c for c in card.custom_ids if c.startswith("ludo:"))
            await fd.answered(await fd.click(card, custom_id, acting))
            for page in views:
                await page.page.wait_for_selector(
                    "#status[data-state=open]", state="attached", timeout=WAIT_MS
                )
            await all_show(bot, game_id, card, views)
            assert (await now(bot, game_id))[0] > version
            # And play goes on from the pages.
            version, view = await now(bot, game_id)
            page = players[view.acting or 0]
            await page.wait_version(version)
            await page.page.click("#roll:not([hidden]), #moves button >> nth=0")
            await page.wait_version(version + 1, at_least=True)
            await all_show(bot, game_id, card, views)


async def test_forged_expired_and_spectators_presses_are_refused_on_the_page(
    browser: Browser, tmp_path: Path
) -> None:
    port = free_port()
    async with FakeDiscord() as fd, live_bot(fd, tmp_path / "db.sqlite3", port) as bot:
        ann, bob = fd.add_user(51, "Ann"), fd.add_user(52, "Bob")
        card, game_id = await start_game(fd, ann, bob)
        assert bot.web is not None
        version, view = await now(bot, game_id)
        base = bot.web.watch_link(game_id)
        async with pages(browser) as context:
            forged = await LivePage.open(context, f"{base}?t=AAAA.BBBB&lang=de", "forged")
            code, text = await forged.wait_alert()
            assert code == "web_token_forged" and text
            assert Checker("de").problems(text) == []
            assert isinstance(bot.web, WebServer)
            expired_token = bot.web.signer.make(game_id, ann.id, -60)
            expired = await LivePage.open(context, f"{base}?t={expired_token}", "expired")
            code, text = await expired.wait_alert()
            assert code == "web_token_expired" and text
            watcher = await LivePage.open(context, base, "the watcher")
            await watcher.wait_version(version)
            await watcher.page.evaluate(
                "v => window.ludoLive.connection.send({type: 'roll', version: v})", version
            )
            code, text = await watcher.wait_alert()
            assert code == "web_spectator" and text
            # Nothing changed, and the card is where it was.
            assert (await now(bot, game_id))[0] == version
            assert ply_of(card) == view.position.ply


async def test_a_german_page_has_no_english_and_a_hindi_page_is_shaped_devanagari(
    browser: Browser, tmp_path: Path
) -> None:
    port = free_port()
    async with FakeDiscord() as fd, live_bot(fd, tmp_path / "db.sqlite3", port) as bot:
        ann, bob = fd.add_user(61, "Ann"), fd.add_user(62, "Bob")
        card, game_id = await start_game(fd, ann, bob)
        assert bot.web is not None
        # A few turns, so that the log, the die and the moves have words to show.
        for _ in range(6):
            version, view = await now(bot, game_id)
            who = next(u for u in (ann, bob) if u.id == view.acting)
            custom_id = next(c for c in card.custom_ids if c.startswith("ludo:"))
            await fd.answered(await fd.click(card, custom_id, who))
        version, view = await now(bot, game_id)
        acting = next(u for u in (ann, bob) if u.id == view.acting)
        link = bot.web.personal_link(game_id, acting.id)
        async with pages(browser, width=390) as context:
            german = await LivePage.open(context, f"{link}&lang=de", "German")
            await german.wait_version(version)
            assert await german.page.get_attribute("html", "lang") == "de"
            text = await german.page.inner_text("body")
            labels = await german.page.eval_on_selector_all(
                "[aria-label]", "nodes => nodes.map(n => n.getAttribute('aria-label'))"
            )
            checker = Checker("de")
            lines = [line for line in [*text.splitlines(), *labels] if line.strip()]
            assert len(lines) > 10
            assert [p for line in lines for p in checker.problems(line)] == []
            hindi = await LivePage.open(context, f"{link}&lang=hi", "Hindi")
            await hindi.wait_version(version)
            assert await hindi.page.get_attribute("html", "lang") == "hi"
            title = await hindi.page.inner_text("#title")
            assert any("\u0900" <= ch <= "\u097f" for ch in title), title
            # Shaped: a conjunct is drawn as one form, narrower than its three parts side
            # by side, in the page's own font (loaded, not boxes).
            shaped = await hindi.page.evaluate(
                """() => {
                    const width = text => {
                        const span = document.createElement("span");
                        span.textContent = text;
                        document.getElementById("title").append(span);
                        const w = span.getBoundingClientRect().width;
                        span.remove();
                        return w;
                    };
                    const loaded = document.fonts.check('700 16px "Ludo Devanagari"', "क");
                    return [loaded, width("क्ष"), width("क") + width("्") + width("ष")];
                }"""
            )
            loaded, together, apart = shaped
            assert loaded and together < apart * 0.9, shaped
            await hindi.shows(view.position)
