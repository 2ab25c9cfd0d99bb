"""Seats that change hands and turns pressed twice, through the stand-in Discord: the
card's last moves keep the names of their time after a takeover; a "your turn" pressed
after the board's press of the same roll shows the turn's moves instead of saying it is
over; a board drawn again after a restart marks the last move as the live one did; a
ping already gone is no warning."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path

import aiosqlite
import pytest

from cogs.ludo.texts import read
from tests.core_helpers import stored_table
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_anywhere import no_tracebacks
from tests.test_bot_dm_play import dm_code, dm_ids, dm_ply, turn_dms
from tests.test_bot_e2e import (
    asked,
    code,
    is_board,
    new_game,
    ply_of,
    press,
    running_bot,
    said,
    to_act,
)
from tests.test_bot_ping_rule import always_ping
from tests.test_bot_seats import game_of, until_said

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")

ARROW = frozenset({"moved", "entered", "huffed"})
"""The events the picture draws an arrow for."""


def log_said(board: Message) -> list[tuple[str, dict[str, str]]]:
    """The card's last moves, as codes and values (its lines ``- ...``)."""
    found = []
    for line in board.text().splitlines():
        said = read(line[2:]) if line.startswith("- ") else None
        if said is not None and said[0].startswith("log_"):
            found.append(said)
    return found


def by(said: tuple[str, dict[str, str]], name: str) -> bool:
    """The line tells of ``name``'s move (its ``who``: the name and the colour)."""
    return said[1].get("who", "").startswith(f"{name} (")


def turn_of(board: Message) -> int:
    """The ply the board's buttons carry (-1: none, a computer's step)."""
    ids = [c for c in board.custom_ids if c.startswith("ludo:")]
    return int(ids[0].rsplit(":", 1)[1]) if ids else -1


async def first_press(fd: FakeDiscord, board: Message, users: dict[int, User]) -> None:
    """The person to act presses the first button of the board (a roll, or a move),
    and the board moves on."""
    ply = turn_of(board)
    custom = next(c for c in board.custom_ids if c.startswith("ludo:"))
    pressed = await fd.answered(await fd.click(board, custom, to_act(board, users)))
    try:
        await fd.wait_for(lambda: turn_of(board) != ply)
    except TimeoutError:
        raise AssertionError((board.text(), board.custom_ids, pressed.texts())) from None


async def test_the_moves_before_a_takeover_keep_their_names(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Cy takes over the computer's seat: the computer's last moves on the card stay its
    own, and the handover is a line of its own naming Cy."""
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(161, "Ann"), fd.add_user(162, "Bob"), fd.add_user(163, "Cy")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            await fd.answered(await fd.slash("ludo new", ann, computers=1))
            board = fd.latest_message()
            await press(fd, board, "Join", bob)
            await press(fd, board, "Start", ann)
            gid = game_of(board)
            robo = (await stored_table(bot.service, gid)).seats[1].name
            # Play until the card's last moves (all but the oldest) tell of the computer's.
            for _ in range(200):
                await fd.wait_for(lambda: asked(board) != "ask_thinking")
                if any(by(s, robo) for s in log_said(board)[1:]):
                    break
                await first_press(fd, board, users)
            before = log_said(board)
            assert any(by(s, robo) for s in before[1:])

            asked_for = await fd.answered(await fd.slash("ludo takeover", cy, seat=2))
            await until_said(fd, asked_for, "takeover_asked")
            request = next(m for m in asked_for.followups if m.custom_ids)
            confirmed = await fd.answered(await fd.click(request, request.custom_ids[0], ann))
            await until_said(fd, confirmed, "took_seat")
            await fd.wait_for(lambda: log_said(board)[-1][0] == "log_handover")

            after = log_said(board)
            assert after[-1] == ("log_handover", {"seat": "Cy"})
            assert after[:-1] == before[-len(after) + 1 :]  # the same lines, the same names
            assert not any(by(s, "Cy") for s in after)
    no_tracebacks(caplog)


async def test_a_dm_pressed_after_the_boards_roll_shows_the_moves(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The board's Roll wins over the DM's: the DM, still the turn's, answers with the
    moves left to choose (a press there plays one); it says the turn is over only once
    it has passed."""
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(171, "Ann"), fd.add_user(172, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            _, board = await new_game(fd, ann, bob, pace="24h")
            assert is_board(board)
            before: User | None = None
            for _ in range(300):
                who, ply = to_act(board, users), ply_of(board)
                fresh = []
                if who is not before:  # a turn begins: its "your turn" comes
                    await fd.wait_for(lambda: any(dm_ply(m) == ply for m in turn_dms(fd, who)))  # noqa: B023
                    fresh = [m for m in turn_dms(fd, who) if dm_ply(m) == ply]
                before = who
                await first_press(fd, board, users)
                if fresh and asked(board) == "ask_move" and to_act(board, users) is who:
                    break
            else:
                pytest.fail("no roll left a move to choose")
            dm, ply = fresh[0], ply_of(board)
            assert dm_ids(dm)[0].split(":")[2] == "roll"  # the DM still offers the roll
            late = await fd.answered(await fd.click(dm, dm_ids(dm)[0], who))
            await fd.wait_for(lambda: dm_ply(dm) == ply)
            assert dm_code(dm) == "dm_your_move"
            assert dm_ids(dm) and all(":m" in c for c in dm_ids(dm))
            await fd.wait_for(lambda: bool(late.followups))  # told privately: done already
            assert code(late) in ("already_done", "out_of_date") and ply_of(board) == ply
            # The moves in the DM play.
            await fd.answered(await fd.click(dm, dm_ids(dm)[0], who))
            await fd.wait_for(lambda: ply_of(board) != ply)
    no_tracebacks(caplog)


@pytest.mark.parametrize("stored", ["kept", "from before"])
async def test_a_board_drawn_after_a_restart_marks_the_last_move(
    tmp_path: Path, stored: str
) -> None:
    """The picture drawn from the stored state (after a restart, by /ludo board) is the
    live one, the last move's arrow included; a state stored before the last events
    were kept in it takes them from the move log."""
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(181, "Ann"), fd.add_user(182, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, db) as bot:
            _, board = await new_game(fd, ann, bob)
            gid = game_of(board)
            for _ in range(200):
                await first_press(fd, board, users)
                last = (await stored_table(bot.service, gid)).last or []
                if any(e.kind in ARROW for e in last):
                    break
            else:
                pytest.fail("no move was made")
            live = board.attachment
            text = board.text()
        if stored == "from before":
            async with aiosqlite.connect(db) as raw:
                rows = await raw.execute_fetchall("SELECT state FROM games WHERE id = ?", (gid,))
                state = json.loads(next(iter(rows))[0])
                del state["last"]
                await raw.execute(
                    "UPDATE games SET state = ? WHERE id = ?", (json.dumps(state), gid)
                )
                await raw.commit()
        async with running_bot(fd, db):
            await fd.answered(await fd.slash("ludo board", ann))
            again = fd.latest_board()
            await fd.wait_for(lambda: again.attachment is not None)
            assert again.id != board.id
            assert again.attachment == live and again.text() == text


class Heard(logging.Handler):
    """Sets ``event`` when a record whose message holds ``words`` is logged, and keeps it."""

    def __init__(self, words: str) -> None:
        super().__init__(logging.DEBUG)
        self.words = words
        self.event = asyncio.Event()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if self.words in record.getMessage():
            self.records.append(record)
            self.event.set()


async def test_a_ping_already_gone_is_no_warning(tmp_path: Path) -> None:
    """Someone deleted the ping: removing it at the next turn finds nothing (404 Unknown
    Message), which is logged as information."""
    heard = Heard("could not remove game")
    discord_log = logging.getLogger("ludobot.discord")
    discord_log.addHandler(heard)
    level = discord_log.level
    discord_log.setLevel(logging.INFO)
    try:
        async with FakeDiscord() as fd:
            ann, bob = fd.add_user(191, "Ann"), fd.add_user(192, "Bob")
            users = {u.id: u for u in (ann, bob)}
            async with running_bot(fd, tmp_path / "db.sqlite3"):
                await always_ping(fd)  # both press promptly: they would need no ping
                _, board = await new_game(fd, ann, bob)
                first = to_act(board, users)
                gone = fd.fail("DELETE", r"/messages/", status=404, code=10008)
                for _ in range(50):
                    if to_act(board, users) is not first:
                        break
                    await first_press(fd, board, users)
                await asyncio.wait_for(heard.event.wait(), 10)
                assert gone.hits == 1
                assert [r.levelno for r in heard.records] == [logging.INFO]
    finally:
        discord_log.removeHandler(heard)
        discord_log.setLevel(level)


async def test_buttons_this_version_does_not_know_are_answered(tmp_path: Path) -> None:
    """A move button of a board an earlier release drew (``ludo:<game>:move:<i>:<j>``)
    draws the board afresh and says so; a button of no form at all is not known. Both
    privately, and nothing is played."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(201, "Ann"), fd.add_user(202, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            _, board = await new_game(fd, ann, bob)
            gid, ply, edits = game_of(board), ply_of(board), board.edits
            old = await fd.answered(await fd.click(board, f"ludo:{gid}:move:0:12", ann))
            await fd.wait_for(lambda: bool(said(old)))
            # The board is the press's answer; the word on it, a private follow-up.
            assert code(old) == "out_of_date" and old.followups
            assert all(m.ephemeral for m in old.followups)
            assert board.edits > edits and ply_of(board) == ply  # drawn afresh, not played
            for custom_id in ("nothing:1", f"ludo:{gid}x:roll:1", "ludo:99:move:0:1"):
                unknown = await fd.answered(await fd.click(board, custom_id, bob))
                await fd.wait_for(lambda u=unknown: bool(said(u)))  # type: ignore[misc]
                assert code(unknown) in ("unknown_button", "no_game") and unknown.ephemeral
            assert ply_of(board) == ply


async def test_takeover_suggests_only_the_seats_that_can_be_taken(tmp_path: Path) -> None:
    """/ludo takeover's seat offers a computer's seat (and one whose player left), never a
    seat a person plays."""
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(211, "Ann"), fd.add_user(212, "Bob"), fd.add_user(213, "Cy")
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:

            async def offered() -> list[int]:
                typed = await fd.answered(
                    await fd.autocomplete("ludo takeover", cy, "seat", seat="")
                )
                return [int(c["value"]) for c in typed.choices or []]

            assert await offered() == []  # no game here
            await fd.answered(await fd.slash("ludo new", ann, computers=1))
            board = fd.latest_message()
            await press(fd, board, "Join", bob)
            assert await offered() == []  # a lobby: nothing to take over
            await press(fd, board, "Start", ann)
            seats = (await stored_table(bot.service, game_of(board))).seats
            robo = next(n for n, s in enumerate(seats, 1) if s.user_id is None)
            assert await offered() == [robo]
            left = await fd.answered(await fd.slash("ludo leave", bob))
            await until_said(fd, left, "left_running")
            bobs = next(n for n, s in enumerate(seats, 1) if s.user_id == bob.id)
            assert await offered() == sorted([robo, bobs])
