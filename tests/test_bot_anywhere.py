"""Play anywhere: the real bot installed to a person plays in a group DM, in a DM with the
bot and in a server without the bot, against the stand-in Discord, by clicking alone.

Where the bot is not a member the stand-in refuses its channel posts and edits (403,
Missing Access), lets a token answer for 15 minutes on its own clock, and allows five
follow-ups per interaction, as Discord does. Every figure a test reaches (presses, edits,
follow-ups, refused posts) is checked against what must be: no refused post, no more
than five follow-ups to any interaction, no traceback logged.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.app import discord_bot
from bot.bot import LudoBot
from bot.engine import SeededDice
from cogs.ludo.places import place_in
from cogs.ludo.texts import say
from tests.fakediscord import FakeDiscord, Interaction, Message, User
from tests.test_bot_e2e import code, is_board, is_over, ply_of, said, to_act

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


@asynccontextmanager
async def running_bot(fd: FakeDiscord, database: Path, seed: int = 5) -> AsyncIterator[LudoBot]:
    """The bot on the stand-in's clock: its deadlines and tokens move when ``fd.advance``."""
    bot = await discord_bot(
        database,
        dice_factory=lambda: SeededDice(seed),
        computer_pause=0,
        wall=fd.clock.time,
        sleep=fd.clock.sleep,
    )
    async with fd.running(bot):
        yield bot


@dataclass
class Tally:
    presses: int = 0
    timer_moves: int = 0
    refreshed_by_press: int = 0


def followups_per_interaction(fd: FakeDiscord) -> int:
    return max((len(i.followup_ids) for i in fd.interactions.values()), default=0)


def assert_clean(fd: FakeDiscord, caplog: pytest.LogCaptureFixture) -> None:
    """No refused post, no interaction past its five follow-ups, no traceback logged."""
    assert fd.refused == []
    assert followups_per_interaction(fd) <= 5
    no_tracebacks(caplog)


def figures(where: str, fd: FakeDiscord, tally: Tally, board: Message) -> str:
    """The figures of a whole game, for the closing note (pytest -s prints them)."""
    followups = sum(len(i.followup_ids) for i in fd.interactions.values())
    return (
        f"{where}: {tally.presses} presses, {board.edits} edits of the card, {followups} "
        f"follow-ups (most {followups_per_interaction(fd)} to one interaction), "
        f"{len(fd.refused)} refused posts"
    )


def no_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    bad = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert bad == [], [r.getMessage() for r in bad]


def _buttons(board: Message) -> list[str]:
    return [c for c in board.custom_ids if c.startswith("ludo:") and ":replay:" not in c]


async def click_first(fd: FakeDiscord, board: Message, users: dict[int, User]) -> Interaction:
    """The person to act presses the first button (once the computers have moved)."""
    await fd.wait_for(lambda: bool(_buttons(board)) or is_over(board))
    custom_id = _buttons(board)[0]
    return await fd.answered(await fd.click(board, custom_id, to_act(board, users)))


async def play_out(
    fd: FakeDiscord, board: Message, users: dict[int, User], tally: Tally, most: int = 3000
) -> None:
    """The person to act presses the first button until the game is over; each press
    changes the card in place (the same message)."""
    while not is_over(board):
        assert tally.presses < most
        await fd.wait_for(lambda: bool(_buttons(board)) or is_over(board))
        if is_over(board):
            break
        edits = board.edits
        await click_first(fd, board, users)
        tally.presses += 1
        assert board.edits > edits  # the press changed the card in place


async def open_here(fd: FakeDiscord, host: User, channel: int, **options: Any) -> Message:
    """/ludo new where the bot may only answer: the lobby is the command's own public
    answer."""
    opened = await fd.answered(await fd.slash("ludo new", host, channel, **options))
    lobby = opened.original
    assert lobby is not None and not lobby.ephemeral and lobby.is_components_v2
    return lobby


async def test_a_whole_game_in_a_group_dm(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Two friends and a computer in a group DM: a turn timer's move shown with a press's
    token, a restart in the middle, an expired token (the card says how old it is and
    the next press brings it up to date), pings as follow-ups, and the replay."""
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        users = {u.id: u for u in (ann, bob)}
        group = fd.add_group_dm("friends", [ann, bob]).id
        db = tmp_path / "db.sqlite3"
        tally = Tally()
        async with running_bot(fd, db) as bot:
            # Ann's own defaults (no server here): a 60 s turn timer for games she opens.
            set_ = await fd.answered(
                await fd.slash("ludo config set", ann, group, option="turn_timer", value="60")
            )
            assert "(`turn_timer`): **60 s**" in set_.text() and set_.ephemeral
            lobby = await open_here(fd, ann, group, computers=1)
            # Bob has not installed the app: his presses carry Ann's install.
            joined = await fd.answered(await fd.click(lobby, lobby.button("Join"), bob))
            assert joined.owners == {"1": str(ann.id)}
            assert "<@32>" in lobby.text()
            await fd.answered(await fd.click(lobby, lobby.button("Start"), ann))
            board = lobby
            assert is_board(board)
            for _ in range(6):
                await click_first(fd, board, users)
                tally.presses += 1
            # Nobody presses for a minute: the timer moves, shown with the last token.
            ply = ply_of(board)
            gid = int(board.custom_ids[0].split(":")[1])
            record = await bot.service.store.get_game(gid)
            assert record.deadline is not None
            fd.advance(61)
            await fd.wait_for(lambda: ply_of(board) > ply)
            tally.timer_moves += 1
        # A restart in the middle: the tokens are gone, the game is not.
        async with running_bot(fd, db) as bot:
            for _ in range(4):
                await click_first(fd, board, users)
                tally.presses += 1
            # Sixteen minutes without a press: the timer plays, nobody can draw it; the
            # card says when it was drawn.
            shown = ply_of(board)
            assert any(f[0] == "footer_as_of" for f in _codes(board))
            before = (await bot.service.store.get_game(gid)).version
            fd.advance(16 * 60)
            await _until_stored(bot, gid, before)
            assert ply_of(board) == shown  # not drawn: no valid token
            # The next press brings the card up to date (an out-of-date press).
            stale = await fd.answered(
                await fd.click(board, board.custom_ids[0], to_act(board, users))
            )

            # The card first, then the word; an idle player's ping may come with them
            # (nobody pressed for 16 minutes).
            def told() -> list[str]:
                return [c for c, _ in said(stale) if c != "your_turn"]

            await fd.wait_for(lambda: bool(told()))
            assert told()[-1] in ("out_of_date", "not_your_turn")
            tally.refreshed_by_press += 1
            await fd.wait_for(lambda: ply_of(board) > shown)
            await play_out(fd, board, users, tally)
            assert is_over(board)
            replay = await fd.answered(await fd.click(board, board.button("Replay"), bob))
            gif = replay.followups[0].attachment
            assert gif is not None and gif.startswith(b"GIF89a")
            # Statistics are the group's (its chat), and everywhere together.
            mine = await fd.answered(await fd.slash("ludo stats", ann, group))
            stats = _figures(mine)
            assert stats["stats"]["games"] == "1" and "stats_everywhere" not in stats
        assert_clean(fd, caplog)
        print(figures("group DM", fd, tally, board), f"{tally.timer_moves} timer move shown")


def _codes(message: Message) -> list[tuple[str, dict[str, str]]]:
    from cogs.ludo.texts import read

    return [f for f in (read(line) for line in message.text().splitlines()) if f]


def _figures(inter: Interaction) -> dict[str, dict[str, str]]:
    """The codes and values of the lines of the bot's last answer."""
    from cogs.ludo.texts import read

    found = [read(line) for line in inter.texts()[-1].splitlines()]
    return {f[0]: f[1] for f in found if f}


async def _until_stored(bot: LudoBot, gid: int, version: int) -> None:
    """Wait until the game moved on in the database (a step nobody could see)."""
    for _ in range(500):
        if (await bot.service.store.get_game(gid)).version > version:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the game did not move on")


async def test_a_dm_with_the_bot_against_a_computer(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The bot's own DM is a chat it posts in: the lobby is its message, the game plays
    to the end, and a rematch opens a new lobby there."""
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann = fd.add_user(41, "Ann")
        dm = fd.add_dm(ann).id
        tally = Tally()
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            opened = await fd.answered(await fd.slash("ludo new", ann, dm, computers=1))
            assert code(opened) == "game_open" and opened.ephemeral
            lobby = fd.latest_message(dm)
            await fd.answered(await fd.click(lobby, lobby.button("Start"), ann))
            await play_out(fd, lobby, {ann.id: ann}, tally)
            await fd.answered(await fd.click(lobby, lobby.button("Rematch"), ann))
            rematch = fd.latest_message(dm)
            assert rematch.id != lobby.id and rematch.button("Start")
        assert fd.refused == []
        no_tracebacks(caplog)
        print(f"DM: {tally.presses} presses, {lobby.edits} edits, {len(fd.refused)} refused")


async def test_a_server_without_the_bot(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A person's install in a server whose admins added no bot: the game is the
    command's answer, its statistics are the server's, a rematch is a follow-up of the
    press, /ludo board answers with the board, and no post is ever tried."""
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(51, "Ann"), fd.add_user(52, "Bob")
        users = {u.id: u for u in (ann, bob)}
        guild = fd.add_guild("No bots here", has_bot=False)
        channel = guild.channels[0].id
        tally = Tally()
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            lobby = await open_here(fd, ann, channel, computers=1)
            await fd.answered(await fd.click(lobby, lobby.button("Join"), bob))
            await fd.answered(await fd.click(lobby, lobby.button("Start"), ann))
            for _ in range(3):
                await click_first(fd, lobby, users)
            # /ludo board: the board again as this command's answer; the old card, whose
            # token still lasts, points at it.
            again = await fd.answered(await fd.slash("ludo board", bob, channel))
            board = again.original
            assert board is not None and not board.ephemeral
            # (a computer may be thinking on it: its buttons come with its move)
            await fd.wait_for(lambda: is_board(board))
            await fd.wait_for(lambda: not is_board(lobby))
            await play_out(fd, board, users, tally)
            mine = _figures(await fd.answered(await fd.slash("ludo stats", ann, channel)))
            assert mine["stats"]["games"] == "1"
            # A rematch: the new lobby is a follow-up of the press (the one way to post).
            pressed = await fd.answered(await fd.click(board, board.button("Rematch"), bob))
            await fd.wait_for(lambda: len(pressed.followup_ids) >= 1)
            fresh = pressed.followups[0]
            assert fresh.button("Start") and not fresh.ephemeral
        assert_clean(fd, caplog)
        print(figures("server without the bot", fd, tally, board))


async def test_use_external_apps_off_is_told_privately(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann = fd.add_user(61, "Ann")
        ann.locale = "de"
        guild = fd.add_guild("Strict", has_bot=False, external_apps=False)
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            told = await fd.answered(await fd.slash("ludo new", ann, guild.channels[0].id))
            # In her language (her Discord's): the words of the German catalogue.
            assert told.texts() == [say("external_apps_off", "de")] and told.ephemeral
            place = place_in(guild.id, guild.channels[0].id)
            assert await bot.service.queries.game_here(place) is None
        assert fd.refused == []


async def test_own_defaults_outside_servers(tmp_path: Path) -> None:
    """/ludo config in a group DM sets the person's own defaults: her games there follow
    them, the server's stay as they were."""
    async with FakeDiscord() as fd:
        ann = fd.add_user(71, "Ann", admin=True)
        bob = fd.add_user(72, "Bob")
        group = fd.add_group_dm("pals", [ann, bob]).id
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            mine = await fd.answered(
                await fd.slash("ludo config set", ann, group, option="capture", value="no")
            )
            assert "capture=no" in mine.text()
            # Bob needs no permission for his own; his are untouched by Ann's.
            his = await fd.answered(await fd.slash("ludo config show", bob, group))
            assert "capture=no" not in his.text()
            lobby = await open_here(fd, ann, group)
            assert "capture=no" in lobby.text()
            # A second game here is refused privately: the public "thinking…" goes.
            busy = await fd.answered(await fd.slash("ludo new", bob, group))
            await fd.wait_for(lambda: bool(busy.followup_ids))
            assert code(busy) == "channel_busy" and busy.followups[-1].ephemeral
            assert busy.original is None or busy.original.deleted
            server = await fd.answered(await fd.slash("ludo config show", ann))
            assert "capture=no" not in server.text()


async def test_the_sixth_follow_up_is_never_sent(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """However many answers a press gets, the bot counts its follow-ups and stops at the
    limit; one Discord refuses anyway (here: a limit of one) is logged quietly and
    the game goes on, its banner saying whose turn it is."""
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        fd.followup_limit = 1
        ann, bob = fd.add_user(81, "Ann"), fd.add_user(82, "Bob")
        users = {u.id: u for u in (ann, bob)}
        group = fd.add_group_dm("two", [ann, bob]).id
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            lobby = await open_here(fd, ann, group)
            await fd.answered(await fd.click(lobby, lobby.button("Join"), bob))
            await fd.answered(await fd.click(lobby, lobby.button("Start"), ann))
            for _ in range(12):
                await click_first(fd, lobby, users)
            # A stranger's press: the refusal would be a second follow-up of a press
            # that pinged, and of its own it is the first.
            eve = fd.add_user(89, "Eve")
            refused = await fd.answered(await fd.click(lobby, lobby.custom_ids[0], eve))
            assert code(refused) == "not_a_player"
        assert followups_per_interaction(fd) <= 1
        assert fd.refused == []
        no_tracebacks(caplog)


async def test_end_export_and_verify_in_a_group_dm(tmp_path: Path) -> None:
    """/ludo end's confirmation ends the game and its card shows it (drawn with the
    token of the last press); a game with fair dice is exported and verified there."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(91, "Ann"), fd.add_user(92, "Bob")
        users = {u.id: u for u in (ann, bob)}
        group = fd.add_group_dm("fair", [ann, bob]).id
        bot = await discord_bot(
            tmp_path / "db.sqlite3", computer_pause=0, wall=fd.clock.time, sleep=fd.clock.sleep
        )
        async with fd.running(bot):
            lobby = await open_here(fd, ann, group)
            await fd.answered(await fd.click(lobby, lobby.button("Join"), bob))
            await fd.answered(await fd.click(lobby, lobby.button("Start"), ann))
            await click_first(fd, lobby, users)
            asked = await fd.answered(await fd.slash("ludo end", ann, group))
            confirm = asked.followups[0]
            await fd.answered(await fd.click(confirm, confirm.custom_ids[0], ann))
            await fd.wait_for(lambda: not _buttons(lobby))
            assert not is_board(lobby) or is_over(lobby)
            # A game played to the end with fair dice: its export and its check.
            second = await open_here(fd, ann, group, computers=1)
            await fd.answered(await fd.click(second, second.button("Start"), ann))
            await play_out(fd, second, users, Tally())
            gid = int(second.custom_ids[0].split(":")[1])
            checked = await fd.answered(await fd.slash("ludo verify", bob, group, game=gid))
            assert code(checked) == "verify_holds"
            exported = await fd.answered(await fd.slash("ludo export", bob, group, game=gid))
            assert exported.ephemeral and exported.original is not None
            assert exported.original.attachment is not None
        assert fd.refused == []
