"""Seats that change hands in a running game, through the stand-in Discord on its fake
clock: a player leaves (a computer of the table's level takes the seat), a person takes
over the computer's seat (the host confirms with the button), the away rule removes
them, and with ``takeover=anyone`` another person takes the removed seat without asking;
the move log and the replay show each handover. And the ratings' rule for such seats."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.core.ratings import player_key, rating_update
from bot.core.tables import Seat, Table
from bot.engine import Game, Ruleset
from cogs.ludo.texts import read
from tests.core_helpers import stored_table
from tests.fakediscord import FakeDiscord, Interaction, Message, User
from tests.test_bot_anywhere import no_tracebacks
from tests.test_bot_e2e import press, to_act
from tests.test_bot_pace import running_bot

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


def game_of(board: Message) -> int:
    return int(next(c for c in board.custom_ids if c.startswith("ludo:")).split(":")[1])


def codes(inter: Interaction) -> list[str]:
    """The codes of everything the bot answered, follow-ups included."""
    found = []
    for text in [*inter.texts(), *(m.content for m in inter.followups)]:
        said = read(text) if text else None
        if said is not None:
            found.append(said[0])
    return found


async def until_said(fd: FakeDiscord, inter: Interaction, wanted: str) -> None:
    await fd.wait_for(lambda: wanted in codes(inter))


async def test_leave_takeover_removal_and_the_replay(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with FakeDiscord() as fd:
        ann = fd.add_user(61, "Ann", admin=True)
        bob, cy = fd.add_user(62, "Bob"), fd.add_user(63, "Cy")
        users = {u.id: u for u in (ann, bob, cy)}
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            for option, value in (("away", "remove"), ("turn_timer", "30")):
                await fd.answered(
                    await fd.slash("ludo config set", ann, option=option, value=value)
                )
            await fd.answered(await fd.slash("ludo new", ann, level="easy", computers=1))
            board = fd.latest_message()
            await press(fd, board, "Join", bob)
            await press(fd, board, "Start", ann)
            gid = game_of(board)

            # Bob leaves: a computer of the table's level (easy) takes his seat.
            left = await fd.answered(await fd.slash("ludo leave", bob))
            await until_said(fd, left, "left_running")
            seats = (await stored_table(bot.service, gid)).seats
            assert (seats[2].user_id, seats[2].level) == (None, "easy")
            bobs_seat = 2
            # Cy asks for it in public; Bob may not confirm, the host does.
            asked = await fd.answered(await fd.slash("ludo takeover", cy, seat=bobs_seat + 1))
            await until_said(fd, asked, "takeover_asked")
            request = next(m for m in asked.followups if m.custom_ids)
            assert not request.ephemeral
            button = request.custom_ids[0]
            assert button == f"takeover:{gid}:{bobs_seat}:{cy.id}"
            refused = await fd.answered(await fd.click(request, button, bob))
            await until_said(fd, refused, "host_only")
            confirmed = await fd.answered(await fd.click(request, button, ann))
            await until_said(fd, confirmed, "took_seat")
            table = await stored_table(bot.service, gid)
            assert {"kind": "handover", "seat": bobs_seat} in table.recent
            assert table.seats[bobs_seat].user_id == cy.id

            # Cy lets the timer play three turns in a row: the away rule removes Cy.
            for _ in range(400):
                table = await stored_table(bot.service, gid)
                if table.seats[bobs_seat].away == "removed":
                    break
                await _step(fd, board, users, cy)
            assert table.seats[bobs_seat].away == "removed"

            # The server lets anyone take a seat over: Bob takes the removed seat back.
            await fd.answered(
                await fd.slash("ludo config set", ann, option="takeover", value="anyone")
            )
            taken = await fd.answered(await fd.slash("ludo takeover", bob, seat=bobs_seat + 1))
            await until_said(fd, taken, "took_seat")

            # The game ends; the replay lists each handover, in order.
            asked = await fd.answered(await fd.slash("ludo end", ann))
            await press(fd, asked.followups[0], "end the game", ann)
            replay = await fd.answered(
                await fd.slash("ludo replay", ann, game=gid, part="last-30"), timeout=60
            )
            await fd.wait_for(lambda: bool(replay.followups), timeout=60)
            caption = replay.followups[-1].content.splitlines()
            handovers = [read(line) for line in caption[1:]]
            assert handovers == [
                ("replay_handover", {"turn": h[0], "new": h[1], "seat": "3", "old": h[2]})
                for h in _turns(
                    handovers, (("Robo Bert", "Bob"), ("Cy", "Robo Bert"), ("Bob", "Cy"))
                )
            ]
    no_tracebacks(caplog)


async def _step(fd: FakeDiscord, board: Message, users: dict[int, User], idle: User) -> None:
    """One step of the game: ``idle`` lets the timer play; the others press; a computer
    plays on its own."""
    touched = board.touched
    buttons = [c for c in board.custom_ids if c.startswith("ludo:")]
    who = to_act(board, users) if "<@" in board.text() and buttons else None
    if who is idle:
        fd.advance(31)
    elif who is not None:
        await fd.answered(await fd.click(board, buttons[0], who))
    await fd.wait_for(lambda: board.touched > touched)


def _turns(
    said: list[tuple[str, dict[str, str]] | None], names: tuple[tuple[str, str], ...]
) -> list[tuple[str, str, str]]:
    """The expected handovers with the turns the caption gives (numbers, rising)."""
    turns = [s[1]["turn"] if s is not None else "?" for s in said]
    assert [int(t) for t in turns] == sorted(int(t) for t in turns)
    return [(t, new, old) for t, (new, old) in zip(turns, names, strict=True)]


def _finished(seats: list[Seat]) -> Table:
    table = Table(seats[0].user_id or 0, "madn", {}, seats)
    game = Game.new(Ruleset.preset("madn", players=len(seats)), players=len(seats))
    table.game = game
    return table


def test_a_seat_is_rated_for_whoever_began_most_of_its_turns() -> None:
    """The rule: more than half of a seat's turns, else nobody; a computer's part (its
    own seat, or a person's while away) is never a person's."""
    table = _finished(
        [
            Seat(1, "Ann", turns={"user:1": 10}),
            Seat(None, "Robo", level="hard", turns={"user:2": 3, "computer:hard": 7}),
            Seat(3, "Cy", turns={"computer:normal": 6, "user:3": 4}),
            Seat(4, "Dee", turns={"user:4": 5, "computer:normal": 5}),
        ]
    )
    assert [player_key(table, s) for s in range(4)] == [
        "user:1",
        "computer:hard",  # Bob left early: the computer played most of it
        "computer:normal",  # Cy was away for most of it: not Cy's
        None,  # half and half: nobody
    ]
    # A row from before turns were counted: its person, else its computer.
    old = _finished([Seat(5, "Eve"), Seat(None, "Robo", level="easy")])
    assert [player_key(old, s) for s in range(2)] == ["user:5", "computer:easy"]
    assert rating_update(table) is None  # the game is not over: nothing is rated
