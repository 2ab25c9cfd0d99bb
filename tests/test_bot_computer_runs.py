"""A run of computer steps drawn as one edit (:mod:`bot.boards.runs`), through the real
bot and the stand-in Discord: while computers play in a row, the card is edited when a
person is next (with the person's last press's token, outside Discord's global limit,
or by the channel), with what the computers did in its move log; a long run still shows
progress; a person's turn never waits; a restart mid-run still brings the card to the
game's last version. (A 429, a server error or a dropped connection on these edits:
``tests/test_bot_limits.py``.)"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.app import discord_bot
from bot.boards.runs import StepRuns
from bot.bot import LudoBot
from bot.core import Answer, BoardView
from bot.core.tables import RECENT_LINES
from bot.discord_requests import Kind
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_e2e import asked, is_over, running_bot
from tests.test_bot_limits import lobby, no_press_tokens, on_last_state, persons_turn
from tests.test_bot_ping_rule import buttons
from tests.test_bot_restart import game_id_of, stored

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")

CHANNEL_EDITS = r"/channels/\d+/messages/\d+$"
TOKEN_EDITS = r"/webhooks/\d+/[^/]+/messages/@original$"


def runs_of(bot: LudoBot) -> StepRuns:
    from cogs.ludo.live import live  # the cog's modules are loaded anew with each bot

    return live(bot).runs


async def behind(bot: LudoBot, game_id: int) -> int:
    """How many versions the game's card is behind its stored state, as this process
    knows it (the record in the database follows a moment later)."""
    from cogs.ludo.live_board import card_of

    out = await bot.service.queries.stored(game_id)
    card = card_of(bot.service.surfaces(game_id))
    assert out is not None and card is not None and card.version is not None
    return out.version - card.version


async def until(check: Callable[[], bool], timeout: float = 30) -> None:
    """Until ``check()`` holds, for what the stand-in does not see change."""
    for _ in range(int(timeout / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise TimeoutError


async def drawn(bot: LudoBot, game_id: int) -> bool:
    """The card's draw under way (the card changes before the draw reports) finished,
    with the card on the game's stored version; False if it does not within 10 s."""
    for _ in range(500):
        if await behind(bot, game_id) == 0:
            return True
        await asyncio.sleep(0.02)
    return False


def steps_of(bot: LudoBot) -> list[Answer]:
    """The answers of the bot's own steps, from now on, in order."""
    seen: list[Answer] = []

    async def heard(out: Answer) -> None:
        seen.append(out)

    bot.service.listen(heard)
    return seen


def edits(fd: FakeDiscord, route: str) -> int:
    import re

    found = re.compile(route)
    return sum(1 for method, path, _ in fd.requests if method == "PATCH" and found.search(path))


def log_bullets(card: Message) -> int:
    """The lines of the move log the card shows (each a list item)."""
    return sum(1 for line in card.text().splitlines() if line.startswith("- "))


@pytest.mark.parametrize("tokens", [True, False])
async def test_a_run_of_computers_is_drawn_once_when_the_person_is_next(
    tmp_path: Path, tokens: bool
) -> None:
    """Ann and three computers, stepping at once: after each press of hers that hands
    the turn on, the card is edited once more for the whole run (with her press's token,
    nothing inside the global limit; or, the token not relied on, once by the channel),
    shows her turn and the game's stored version, and shows the whole move log kept
    (what the three computers did)."""
    async with FakeDiscord() as fd, running_bot(fd, tmp_path / "db.sqlite3") as bot:
        runs_of(bot).every = 60.0  # no progress draw here
        if not tokens:
            no_press_tokens(bot)
        ann = fd.add_user(71, "Ann")
        card = await lobby(fd, ann, fd.channel_id)
        await fd.answered(await fd.click(card, card.button("Start"), ann))
        await persons_turn(fd, card, ann)
        gid = game_id_of(card)
        steps = steps_of(bot)
        runs = 0
        for _ in range(8):
            if is_over(card):
                break
            edited, before = card.edits, Counter(bot.requests.of_game(gid))
            channel = edits(fd, CHANNEL_EDITS)
            stepped = len(steps)
            await fd.answered(await fd.click(card, buttons(card)[0], ann))
            await persons_turn(fd, card, ann)
            run = steps[stepped:]
            assert await drawn(bot, gid)  # the card shows the game's last version
            assert await on_last_state(bot, card)
            if not run:  # her press kept the turn (a roll that asks for her move)
                assert card.edits == edited + 1
                continue
            runs += 1
            assert len(run) >= 3  # three computers, each one step at least
            assert card.edits == edited + 2  # her press's update, and the run's one edit
            spent = Counter(bot.requests.of_game(gid))
            spent.subtract(before)
            if tokens:
                assert spent[Kind.GLOBAL] == 0  # no ping either: she pressed just now
            else:
                assert edits(fd, CHANNEL_EDITS) == channel + 1
            if not is_over(card):
                view = run[-1].view
                assert isinstance(view, BoardView)
                assert log_bullets(card) == min(RECENT_LINES, len(view.log))
        assert runs >= 2


async def test_a_long_run_shows_progress_and_a_persons_turn_at_once(tmp_path: Path) -> None:
    """Computers a pause apart, and a run's progress drawn every fifth of a second: in a
    run of three computers the card shows a computer's later step before Ann's turn (the
    run is not hidden until its end); her turn is drawn when it comes, not at a
    progress draw (they come only while computers play)."""
    async with FakeDiscord() as fd:
        bot = await discord_bot(
            tmp_path / "db.sqlite3", dice_factory=lambda: SeededDice(3), computer_pause=0.6
        )
        async with fd.running(bot):
            runs_of(bot).every = 0.2
            ann = fd.add_user(72, "Ann")
            card = await lobby(fd, ann, fd.channel_id)
            await fd.answered(await fd.click(card, card.button("Start"), ann))
            await persons_turn(fd, card, ann)
            steps = steps_of(bot)
            while not steps:  # until a press of hers hands the turn to the computers
                await fd.answered(await fd.click(card, buttons(card)[0], ann))
                pressed = card.edits
                await fd.wait_for(lambda: bool(steps) or bool(buttons(card)), timeout=30)
            # A computer's step drawn while the next one still thinks.
            await fd.wait_for(
                lambda: card.edits > pressed and asked(card) == "ask_thinking", timeout=30
            )
            await persons_turn(fd, card, ann)
            assert steps and asked(card) != "ask_thinking"


async def test_a_restart_mid_run_brings_the_card_to_the_last_version(tmp_path: Path) -> None:
    """The bot stops while a run's steps wait for its end (the card behind the stored
    game): started again, it draws the card up to the game's last version, which then
    goes on to Ann's turn, on the same card."""
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann: User = fd.add_user(73, "Ann")
        bot = await discord_bot(db, dice_factory=lambda: SeededDice(3), computer_pause=1.0)
        async with fd.running(bot):
            runs_of(bot).every = 600.0
            card = await lobby(fd, ann, fd.channel_id)
            await fd.answered(await fd.click(card, card.button("Start"), ann))
            await persons_turn(fd, card, ann)
            gid = game_id_of(card)
            runs = runs_of(bot)
            while not runs.waiting():
                # Until a press of hers hands the turn to the computers, and a step of
                # theirs waits for the run's end (no change on the card to wait on).
                await fd.answered(await fd.click(card, buttons(card)[0], ann))
                await until(lambda: runs.waiting() > 0 or bool(buttons(card)))
            assert await behind(bot, gid) > 0
        async with running_bot(fd, db) as bot:
            await persons_turn(fd, card, ann)
            assert await drawn(bot, gid)
            assert await on_last_state(bot, card)
        version, shown, _ = await stored(db, gid)
        assert shown == version  # stored as the bot stopped
        assert [m.id for m in fd.channel_messages() if m.custom_ids] == [card.id]
