"""A turn's press is answered by the board's edit itself, deferred only when late
(:mod:`cogs.ludo.acks`), through the stand-in Discord."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import DEFERRED_UPDATE, UPDATE_MESSAGE
from tests.test_bot_e2e import code, new_game, ply_of, running_bot, to_act

UPDATE = f"callback:{UPDATE_MESSAGE}"
DEFERRAL = f"callback:{DEFERRED_UPDATE}"


def kinds(responses: list[tuple[str, dict[str, object]]]) -> list[str]:
    return [kind for kind, _ in responses]


async def test_a_roll_is_answered_by_its_edit_alone(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            _, board = await new_game(fd, ann, bob)
            ply, picture = ply_of(board), board.attachment
            calls = len(fd.requests)
            roll = await fd.answered(
                await fd.click(board, board.custom_ids[0], to_act(board, users))
            )
            # One callback that is the new board: no deferral, no edit by the token.
            assert kinds(roll.responses) == [UPDATE]
            assert ply_of(board) > ply and board.attachment != picture
            assert not any("/callback" in p and m == "POST" for m, p, _ in fd.requests[calls:-1])
            # A stranger's press is refused in one private message, and changes nothing.
            eve = fd.add_user(99, "Eve")
            ply = ply_of(board)
            refused = await fd.answered(await fd.click(board, board.custom_ids[0], eve))
            assert code(refused) == "not_a_player"
            assert kinds(refused.responses) == ["callback:4"] and refused.answers[0].ephemeral
            assert ply_of(board) == ply


async def test_a_late_answer_is_deferred_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past :data:`~cogs.ludo.acks.LATE` the press is deferred, then the board is edited
    with its token; a deferral still on its way is waited for, never raced."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(21, "Ann"), fd.add_user(22, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            # The cog's modules as loaded by this bot (an extension is imported afresh).
            monkeypatch.setattr(sys.modules["cogs.ludo.acks"], "LATE", 0.0)
            _, board = await new_game(fd, ann, bob)
            ply = ply_of(board)
            roll = await fd.answered(
                await fd.click(board, board.custom_ids[0], to_act(board, users))
            )
            assert kinds(roll.responses)[:2] == [DEFERRAL, "edit"]
            assert ply_of(board) > ply
            # The deferral is held by "Discord" (then dropped, and sent again by
            # discord.py): the edit waits for it instead of answering a second time.
            held = fd.hold("POST", r"/callback$")
            ply = ply_of(board)
            pressed = await fd.click(board, board.custom_ids[0], to_act(board, users))
            await fd.wait_for(lambda: held.arrived.is_set())
            assert ply_of(board) == ply
            held.release()
            await fd.answered(pressed)
            await fd.wait_for(lambda: ply_of(board) > ply)
            assert kinds(pressed.responses).count(DEFERRAL) == 1
            assert UPDATE not in kinds(pressed.responses)
