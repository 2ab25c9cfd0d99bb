"""Where each game is shown: the edge reports it to the core, which stores it with the
game's next commit, or for every quiet game at once a moment later, or at close."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.core import Actor, Answer, BoardView, GameService
from bot.core.commands import Join, Start
from bot.engine import SeededDice
from bot.store import open_store
from cogs.ludo.live_board import LiveBoard, card_of
from tests.core_helpers import act, board, here, new_lobby
from tests.store_helpers import card_ids
from tests.test_core_ports import HeldDeadlines

ANN, BOB = 1, 2


async def _shown(core: GameService, game_id: int) -> tuple[int | None, int | None, int | None]:
    record = await core.store.get_game(game_id)
    message, ping = card_ids(record)
    return message, record.shown_version, ping


def shown(core: GameService, out: Answer, board: LiveBoard) -> None:
    """The edge reports the game's card."""
    core.shown(out, board.surface())


async def test_a_reported_board_rides_on_the_next_commit(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    core = GameService(store, dice_factory=lambda: SeededDice(2), scheduler=HeldDeadlines())
    opened = await new_lobby(core, 10, 500, ANN, "Ann")
    gid = opened.game_id
    shown(core, opened, LiveBoard(7001, 0, None, None))
    assert card_of(core.surfaces(gid)) == LiveBoard(7001, 0, None, None)
    out = await core.execute(gid, Actor(BOB, "Bob", here(500)), Join())
    assert out is not None and card_of(out.surfaces) == LiveBoard(7001, 0, None, None)
    # Stored with the join's commit: the board shows version 0, the game is at 1.
    assert await _shown(core, gid) == (7001, 0, None)
    assert (await core.store.get_game(gid)).behind
    await core.close()
    await store.close()


async def test_a_quiet_game_has_its_board_stored_soon_and_at_close(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    core = GameService(store, dice_factory=lambda: SeededDice(2), scheduler=HeldDeadlines())
    one = await new_lobby(core, 10, 500, ANN, "Ann")
    two = await new_lobby(core, 10, 501, ANN, "Ann")
    first, second = one.game_id, two.game_id
    shown(core, one, LiveBoard(8001, 0, None, None))
    shown(core, two, LiveBoard(8002, 0, 8003, ANN))
    for _ in range(200):  # stored by the book's own task, about a second later
        if await _shown(core, second) == (8002, 0, 8003):
            break
        await asyncio.sleep(0.02)
    assert await _shown(core, first) == (8001, 0, None)
    assert await _shown(core, second) == (8002, 0, 8003)
    assert not (await core.store.get_game(first)).behind
    # One more report, then the core closes at once: stored on the way out.
    shown(core, one, LiveBoard(8004, 0, None, None))
    await core.close()
    assert await _shown(core, first) == (8004, 0, None)
    await store.close()


async def test_a_finished_game_keeps_its_shown_version_known(tmp_path: Path) -> None:
    """A late answer of a step made before the end must not draw over the final card:
    the version the final card shows stays known after the game is over."""
    store = await open_store(tmp_path / "db")
    core = GameService(store, dice_factory=lambda: SeededDice(5), scheduler=HeldDeadlines())
    gid = (await new_lobby(core, 10, 500, ANN, "Ann", preset="ludo")).game_id
    await core.execute(gid, Actor(BOB, "Bob", here(500)), Join())
    out = await core.execute(gid, Actor(ANN, "Ann", here(500)), Start())
    assert out is not None
    while isinstance(out.view, BoardView) and not board(out).position.over:
        seat = board(out).seat
        assert seat is not None
        user = out.view.seats[seat].user_id
        assert user is not None
        assert isinstance(out.view, BoardView)
        button = "m0" if out.view.step == "move" else "roll"
        out = await act(core, gid, user, button, board(out).position.ply)
    assert out.finished
    shown(core, out, LiveBoard(9001, out.version, None, None))
    await core.close()  # stored, and forgotten as a running game
    assert card_of(core.surfaces(gid)) == LiveBoard(9001, out.version, None, None)
    await store.close()
