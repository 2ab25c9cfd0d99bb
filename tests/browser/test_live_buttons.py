"""The card's other buttons on the live page, and the last move on a page just opened, in
a real browser through the real bot: in a game with ``forced_capture huff`` the caller's
page offers the huff (the offender's does not), a key press calls it and the card
follows; the person a computer plays for while they are away takes their seat back from
their page (the other player's page offers nothing); a page opened mid-game draws the
last move's arrow and capture cross where the card's picture draws them.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image
from playwright.async_api import Browser, Page

from bot.bot import LudoBot
from bot.engine import Event
from bot.i18n import Words
from rendering.draw import DEFAULT_SIZE
from rendering.layout import layout
from rendering.palette import CAPTURE
from rendering.words import huff_label
from tests.browser.live import LivePage, board_of, expected_marks, free_port
from tests.browser.test_live_page import live_bot, pages, until
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import new_game, ply_of
from tests.web_helpers import (
    CAPTURES,
    game_of,
    next_commit,
    now,
    press_on_card,
    until_a_huff,
    until_away,
)

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


async def tab_to(page: Page, element_id: str, most: int = 40) -> None:
    """Tab from the page's start until ``element_id`` has the focus."""
    for _ in range(most):
        await page.keyboard.press("Tab")
        if await page.evaluate("() => document.activeElement?.id") == element_id:
            return
    raise AssertionError(f"#{element_id} is not reached by Tab")


async def test_a_page_calls_the_huff_and_the_card_follows(browser: Browser, tmp_path: Path) -> None:
    port = free_port()
    async with FakeDiscord() as fd, live_bot(fd, tmp_path / "db.sqlite3", port) as bot:
        ann, bob = fd.add_user(71, "Ann"), fd.add_user(72, "Bob")
        users = {u.id: u for u in (ann, bob)}
        _, card = await new_game(fd, ann, bob, preset="madn", rules="forced_capture=huff")
        game = game_of(card)
        version, view = await until_a_huff(bot, fd, card, users)
        assert view.huff is not None and bot.web is not None
        offender = users[view.seats[view.huff.seat].user_id or 0]
        caller = bob if offender is ann else ann
        async with pages(browser) as context:
            calling = await LivePage.open(context, bot.web.personal_link(game, caller.id), "caller")
            offending = await LivePage.open(
                context, bot.web.personal_link(game, offender.id), "offender"
            )
            for page in (calling, offending):
                await page.wait_version(version)
            # The caller's page offers it, labelled as the card's button; not the offender's.
            label = huff_label(view.seats[view.huff.seat].name, view.huff.piece, Words("en"))
            assert card.component(f"ludo:{game}:huff:{view.position.ply}")["label"] == label
            huff = calling.page.locator("#huff")
            assert await huff.is_visible()
            assert await huff.inner_text() == label
            assert await huff.get_attribute("aria-label") == label
            assert await offending.page.locator("#huff").is_hidden()
            # Called by keyboard: Tab reaches it, Enter presses it.
            await tab_to(calling.page, "huff")
            await calling.page.keyboard.press("Enter")
            await calling.wait_version(version + 1, at_least=True)
            await fd.wait_for(lambda: not any(":huff:" in c for c in card.custom_ids))
            answer = await bot.service.queries.latest(game)
            assert answer is not None
            after = board_of(answer.view)
            assert after.huff is None
            assert "huffed" in [e.kind for e in answer.events]
            # Every page and the card show the huffed board, its arrow as the picture's.
            for page in (calling, offending):
                await page.wait_version(answer.version)
                await page.shows(after.position)
                assert (await page.marks()).near(expected_marks(after.position, answer.events))
                assert await page.page.locator("#huff").is_hidden()
                assert page.errors == []
            await until(lambda: _at(card, after.position.ply), "the card at the huffed board")


async def _at(card: Message, ply: int) -> bool:
    return ply_of(card) == ply


async def test_the_away_person_takes_their_seat_back_from_the_page(
    browser: Browser, tmp_path: Path
) -> None:
    port = free_port()
    async with FakeDiscord() as fd, live_bot(fd, tmp_path / "db.sqlite3", port) as bot:
        ann, bob = fd.add_user(73, "Ann"), fd.add_user(74, "Bob")
        users = {u.id: u for u in (ann, bob)}
        _, card = await new_game(fd, ann, bob, preset="madn")
        game = game_of(card)
        version, view = await until_away(bot, fd, card, users, ann)
        seat = next(i for i, s in enumerate(view.seats) if s.user_id == ann.id)
        assert bot.web is not None
        async with pages(browser) as context:
            away = await LivePage.open(context, bot.web.personal_link(game, ann.id), "Ann")
            other = await LivePage.open(context, bot.web.personal_link(game, bob.id), "Bob")
            for page in (away, other):
                await page.wait_version(version)
            back = away.page.locator("#back")
            assert await back.is_visible() and await away.page.locator("#away-note").is_visible()
            card_label = card.component(next(c for c in card.custom_ids if ":back:" in c))["label"]
            assert await back.inner_text() == card_label
            assert await back.get_attribute("aria-label") == card_label
            assert await back.get_attribute("aria-describedby") == "away-note"
            assert await other.page.locator("#back").is_hidden()
            await back.click()
            await fd.wait_for(lambda: not any(":back:" in c for c in card.custom_ids))
            after_version, after = await now(bot, game)
            assert after.seats[seat].away is None and not after.back
            for page in (away, other):
                await page.wait_version(after_version)
                assert await page.page.locator("#back").is_hidden()
                assert page.errors == []


async def test_a_page_opened_mid_game_draws_the_last_move_as_the_picture(
    browser: Browser, tmp_path: Path
) -> None:
    port = free_port()
    async with FakeDiscord() as fd, live_bot(fd, tmp_path / "db.sqlite3", port) as bot:
        ann, bob = fd.add_user(75, "Ann"), fd.add_user(76, "Bob")
        users = {u.id: u for u in (ann, bob)}
        _, card = await new_game(fd, ann, bob, preset="madn")
        game = game_of(card)
        version, events = await until_a_capture(bot, fd, card, users)
        _, view = await now(bot, game)
        wanted = expected_marks(view.position, events)
        assert wanted.arrows and wanted.crosses
        assert bot.web is not None
        async with pages(browser) as context:
            opened = await LivePage.open(context, bot.web.watch_link(game), "opened")
            await opened.wait_version(version)
            assert (await opened.marks()).near(wanted)
            assert opened.errors == []
        # The card's picture has its cross there (red at its centre: the cross's strokes).
        await until(lambda: _at(card, view.position.ply), "the card's picture of this turn")
        assert card.attachment is not None
        png = Image.open(io.BytesIO(card.attachment)).convert("RGB")
        scale = png.width / layout(view.position.board.name, DEFAULT_SIZE).width
        for x, y in wanted.crosses:
            got = png.getpixel((round(x * scale), round(y * scale)))
            assert isinstance(got, tuple) and got[:3] == CAPTURE, got


async def until_a_capture(
    bot: LudoBot, fd: FakeDiscord, card: Message, users: dict[int, User], turns: int = 2000
) -> tuple[int, tuple[Event, ...]]:
    """Its people play on the card, each taking a capture when they can, until the last
    command captured and the game waits for a person: the version and its events."""
    game = game_of(card)
    for _ in range(turns):
        answer = await bot.service.queries.latest(game)
        assert answer is not None
        view = board_of(answer.view)
        assert not view.closed, "no capture came up"
        if view.acting is None:  # a computer's or the bot's own step comes
            await next_commit(bot, game, answer.version)
            continue
        if any(e.kind == "captured" for e in answer.events):
            return answer.version, answer.events
        action = "roll"
        if view.step == "move":
            kinds = [c.kind for c in view.choices]
            action = f"m{next((i for i, k in enumerate(kinds) if k in CAPTURES), 0)}"
        await press_on_card(fd, card, action, view.position.ply, users[view.acting])
    raise AssertionError("no capture came up")
