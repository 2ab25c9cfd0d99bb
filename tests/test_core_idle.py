"""Games nobody is left waiting on: computer seats from /ludo new, through the core with a
fake scheduler."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import Actor, GameService, Refused
from bot.core.commands import Join, Start
from bot.store import DEFAULT_TURN_TIMER
from tests.test_core_ports import CountingDice, HeldDeadlines, LastMovePlayers

ANN, BOB = 1, 2

Parts = tuple[GameService, HeldDeadlines, LastMovePlayers]


@pytest.fixture
async def parts(tmp_path: Path) -> AsyncIterator[Parts]:
    from bot.store import open_store

    store = await open_store(tmp_path / "db")
    deadlines, players = HeldDeadlines(), LastMovePlayers()
    core = GameService(
        store,
        computer_pause=5,
        wall=lambda: 100.0,
        dice=CountingDice(),
        computers=players,
        scheduler=deadlines,
    )
    yield core, deadlines, players
    await core.close()
    await store.close()


async def test_a_new_game_seats_computers_of_a_level(parts: Parts) -> None:
    core, _, _ = parts
    out = await core.new_lobby(10, 500, ANN, "Ann", computers=2, level="hard")
    assert [(s.user_id, s.level) for s in out.table.seats] == [
        (ANN, None),
        (None, "hard"),
        (None, "hard"),
    ]
    assert len({s.name for s in out.table.seats}) == 3
    with pytest.raises(Refused, match=r"^too_many_computers$") as refused:
        await core.new_lobby(10, 501, ANN, "Ann", computers=4)
    assert refused.value.note.params == {"computers": 4, "most": 3}
    with pytest.raises(Refused, match=r"^too_many_computers$"):
        await core.new_lobby(10, 501, ANN, "Ann", players=2, computers=2)
    with pytest.raises(Refused, match=r"^bad_level$"):
        await core.new_lobby(10, 501, ANN, "Ann", computers=1, level="godlike")
    out = await core.new_lobby(10, 502, ANN, "Ann", preset="mejn", players=6, computers=5)
    assert len(out.table.seats) == 6
    started = await core.execute(out.game_id, Actor(ANN, "Ann", 502), Start())
    assert started is not None and started.game is not None


async def test_the_turn_timer_is_on_by_default(parts: Parts) -> None:
    core, deadlines, _ = parts
    assert (await core.settings(10)).turn_timer == DEFAULT_TURN_TIMER
    gid = (await core.new_lobby(10, 500, ANN, "Ann")).game_id
    await core.execute(gid, Actor(BOB, "Bob", 500), Join())
    await core.execute(gid, Actor(ANN, "Ann", 500), Start())
    assert deadlines.due_at[gid][0] == 100.0 + DEFAULT_TURN_TIMER
    # A server that turned it off keeps it off (stored as no timer), for the next games.
    await core.set_option(11, "turn_timer", "off")
    assert (await core.store.get_guild_settings(11)).turn_timer is None
    gid = (await core.new_lobby(11, 501, ANN, "Ann")).game_id
    await core.execute(gid, Actor(BOB, "Bob", 501), Join())
    await core.execute(gid, Actor(ANN, "Ann", 501), Start())
    assert gid not in deadlines.due_at
