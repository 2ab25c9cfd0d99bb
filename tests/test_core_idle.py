"""Games nobody is left waiting on: computer seats from /ludo new, the turn timer by
default, and the away rule (three turns played by the timer hand the seat to a computer
until its person comes back, or for good), through the core with a fake scheduler."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import Actor, Answer, BoardView, GameService, Refused
from bot.core.commands import BOT, Back, Join, PlayMove, RollDie, Start, TimeOut
from bot.core.settings import DEFAULT_TURN_TIMER
from bot.core.tables import Table
from bot.engine import MOVE
from bot.reading import read_setting
from tests.core_helpers import board, here, new_lobby, stored_table
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
    out = await new_lobby(core, 10, 500, ANN, "Ann", computers=2, level="hard")
    assert [(s.user_id, s.level) for s in out.view.seats] == [
        (ANN, None),
        (None, "hard"),
        (None, "hard"),
    ]
    assert len({s.name for s in out.view.seats}) == 3
    with pytest.raises(Refused, match=r"^too_many_computers$") as refused:
        await new_lobby(core, 10, 501, ANN, "Ann", computers=4)
    assert refused.value.note.params == {"computers": 4, "most": 3}
    with pytest.raises(Refused, match=r"^too_many_computers$"):
        await new_lobby(core, 10, 501, ANN, "Ann", players=2, computers=2)
    with pytest.raises(Refused, match=r"^bad_level$"):
        await new_lobby(core, 10, 501, ANN, "Ann", computers=1, level="godlike")
    out = await new_lobby(core, 10, 502, ANN, "Ann", preset="mejn", players=6, computers=5)
    assert len(out.view.seats) == 6
    started = await core.execute(out.game_id, Actor(ANN, "Ann", here(502)), Start())
    assert started is not None and isinstance(started.view, BoardView)


async def test_the_turn_timer_is_on_by_default(parts: Parts) -> None:
    core, deadlines, _ = parts
    assert (await core.defaults.get(10)).turn_timer == DEFAULT_TURN_TIMER
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    await core.execute(gid, Actor(BOB, "Bob", here(500)), Join())
    await core.execute(gid, Actor(ANN, "Ann", here(500)), Start())
    assert deadlines.due_at[gid][0] == 100.0 + DEFAULT_TURN_TIMER
    # A server that turned it off keeps it off (stored as no timer), for the next games.
    await core.defaults.change(11, read_setting("turn_timer", "off"))
    assert (await core.store.get_guild_settings(11))["turn_timer"] is None
    gid = (await new_lobby(core, 11, 501, ANN, "Ann")).game_id
    await core.execute(gid, Actor(BOB, "Bob", here(501)), Join())
    await core.execute(gid, Actor(ANN, "Ann", here(501)), Start())
    assert gid not in deadlines.due_at


# -- the turn timer and the away rule --------------------------------------------------------

ann, bob = Actor(ANN, "Ann", here(500)), Actor(BOB, "Bob", here(500))


async def two_player_game(core: GameService, level: str = "normal") -> Answer:
    gid = (await new_lobby(core, 10, 500, ANN, "Ann", level=level)).game_id
    await core.execute(gid, bob, Join())
    out = await core.execute(gid, ann, Start())
    assert out is not None and isinstance(out.view, BoardView)
    return out


async def bob_plays(core: GameService, out: Answer, who: Actor = bob) -> Answer:
    game = board(out)
    ply = game.position.ply
    command = PlayMove(ply, 0) if game.position.phase == MOVE else RollDie(ply)
    new = await core.execute(out.game_id, who, command)
    assert new is not None
    return new


async def until_ann_times_out(
    core: GameService, deadlines: HeldDeadlines, out: Answer, shown: list[Answer]
) -> Answer:
    """Bob plays his turns; on Ann's, her deadline comes and the timer plays it."""
    for _ in range(200):
        game = board(out)
        assert not game.position.over
        seat = game.seat
        if seat == 0:
            # A person's deadline: the server's turn timer (120 s by default) from now.
            assert deadlines.due_at[out.game_id][0] == 100.0 + DEFAULT_TURN_TIMER
            before = len(shown)
            await deadlines.fire(out.game_id)
            assert len(shown) == before + 1
            return shown[-1]
        out = await bob_plays(core, out)
    raise AssertionError("Ann never had a turn")


def listen(core: GameService) -> list[Answer]:
    shown: list[Answer] = []

    async def listener(o: Answer) -> None:
        shown.append(o)

    core.listen(listener)
    return shown


async def test_a_timer_runs_out_and_three_make_the_seat_away(parts: Parts) -> None:
    core, deadlines, players = parts
    shown = listen(core)
    out = await two_player_game(core)
    gid = out.game_id
    for turn in (1, 2):
        out = await until_ann_times_out(core, deadlines, out, shown)
        assert out.notice is not None and out.notice.code == "timed_out"
        held = (await stored_table(core, gid)).seats[0]
        assert held.timeouts == turn and out.view.seats[0].away is None
    out = await until_ann_times_out(core, deadlines, out, shown)
    assert out.notice is not None
    assert (out.notice.code, out.notice.params) == ("away", {"name": "Ann"})
    seat = out.view.seats[0]
    assert (seat.user_id, seat.away) == (ANN, "computer")
    assert {"kind": "away", "seat": 0} in (await stored_table(core, gid)).recent
    # The seat keeps its person in the stored row, and the computer plays it now.
    stored = Table.from_json((await core.store.get_game(gid)).state)
    assert stored.seats[0].user_id == ANN and stored.seats[0].away == "computer"
    for _ in range(200):
        game = board(out)
        if game.seat == 0:
            break
        out = await bob_plays(core, out)
    assert deadlines.due_at[gid][0] == 105.0  # a computer's pause, not a person's timer
    asked = len(players.asked)
    with pytest.raises(Refused, match=r"^away_press_back$"):
        await core.execute(gid, ann, RollDie(board(out).position.ply))
    await deadlines.fire(gid)
    assert len(players.asked) > asked and players.asked[-1] == "normal"
    assert shown[-1].notice is None


async def test_an_away_seat_plays_at_the_level_the_game_was_opened_with(parts: Parts) -> None:
    # A tournament opens its tables at its level; a table of people only has no computer
    # to take the level from, so the away seat's computer takes the game's own.
    core, deadlines, players = parts
    shown = listen(core)
    out = await two_player_game(core, level="hard")
    gid = out.game_id
    assert (await stored_table(core, gid)).level == "hard"
    for _ in range(3):
        out = await until_ann_times_out(core, deadlines, out, shown)
    assert out.view.seats[0].away == "computer"
    for _ in range(200):
        if board(out).seat == 0:
            break
        out = await bob_plays(core, out)
    asked = len(players.asked)
    await deadlines.fire(gid)
    assert players.asked[asked:] == ["hard"]


async def time_out_three_times(
    core: GameService, deadlines: HeldDeadlines, shown: list[Answer]
) -> Answer:
    out = await two_player_game(core)
    for _ in range(3):
        out = await until_ann_times_out(core, deadlines, out, shown)
    return out


async def test_the_back_button_and_join_give_the_seat_back(parts: Parts) -> None:
    core, deadlines, _ = parts
    shown = listen(core)
    out = await time_out_three_times(core, deadlines, shown)
    gid = out.game_id
    with pytest.raises(Refused, match=r"^not_in_game$"):
        await core.execute(gid, Actor(99, "Eve", here(500)), Back())
    back = await core.execute(gid, ann, Back())
    assert back is not None and back.notice is not None
    assert (back.notice.code, back.notice.params) == ("back", {"name": "Ann"})
    assert back.view.seats[0].away is None
    assert (await stored_table(core, gid)).seats[0].timeouts == 0
    with pytest.raises(Refused, match=r"^not_away$"):
        await core.execute(gid, ann, Back())
    # Away again: /ludo join (Join in a running game) gives it back the same way.
    out = back
    for _ in range(3):
        out = await until_ann_times_out(core, deadlines, out, shown)
    assert out.view.seats[0].away == "computer"
    joined = await core.execute(gid, ann, Join())
    assert joined is not None and joined.notice is not None and joined.notice.code == "back"
    with pytest.raises(Refused, match=r"^already_started$"):
        await core.execute(gid, Actor(99, "Eve", here(500)), Join())
    # Her own turn is hers again: a person's timer, and her press is taken.
    out = joined
    for _ in range(200):
        assert isinstance(out.view, BoardView)
        if board(out).seat == 0:
            break
        out = await bob_plays(core, out)
    assert deadlines.due_at[gid][0] == 100.0 + DEFAULT_TURN_TIMER


async def test_a_person_acting_resets_the_count(parts: Parts) -> None:
    core, deadlines, _ = parts
    shown = listen(core)
    out = await two_player_game(core)
    for _ in range(2):
        out = await until_ann_times_out(core, deadlines, out, shown)
    for _ in range(200):
        game = board(out)
        if game.seat == 0:
            break
        out = await bob_plays(core, out)
    assert isinstance(out.view, BoardView)
    command = (
        PlayMove(board(out).position.ply, 0)
        if board(out).position.phase == MOVE
        else RollDie(board(out).position.ply)
    )
    assert await core.execute(out.game_id, ann, command) is not None
    assert (await stored_table(core, out.game_id)).seats[0].timeouts == 0


async def test_remove_takes_the_seat_for_good(parts: Parts) -> None:
    core, deadlines, _ = parts
    await core.defaults.change(10, read_setting("away", "remove"))
    shown = listen(core)
    out = await time_out_three_times(core, deadlines, shown)
    assert out.notice is not None and out.notice.code == "away_removed"
    assert out.view.seats[0].away == "removed"
    for command in (Back(), Join()):
        with pytest.raises(Refused, match=r"^removed_for_good$"):
            await core.execute(out.game_id, ann, command)


async def test_away_off_leaves_the_seat_to_its_person(parts: Parts) -> None:
    core, deadlines, _ = parts
    await core.defaults.change(10, read_setting("away", "off"))
    with pytest.raises(Refused, match=r"^bad_setting$"):
        await core.defaults.change(10, read_setting("away", "maybe"))
    assert (await core.defaults.get(10)).away == "off"
    shown = listen(core)
    out = await two_player_game(core)
    for _ in range(4):
        out = await until_ann_times_out(core, deadlines, out, shown)
        assert out.notice is not None and out.notice.code == "timed_out"
    assert out.view.seats[0].away is None
    assert (await stored_table(core, out.game_id)).seats[0].timeouts == 4


async def test_a_click_racing_the_timer_acts_once(parts: Parts) -> None:
    core, _, _ = parts
    out = await two_player_game(core)
    gid = out.game_id
    for _ in range(200):
        game = board(out)
        if game.seat == 1 and game.position.phase != MOVE:
            break
        out = await bob_plays(core, out, ann if game.seat == 0 else bob)
    assert isinstance(out.view, BoardView)
    ply = board(out).position.ply
    before = len(await core.store.log_entries(gid))
    # Both for the same turn at once: the game's lock lets one through; the other finds
    # the turn gone by (a code for the person, nothing due for the timer).
    results = await asyncio.gather(
        core.execute(gid, BOT, TimeOut(ply)),
        core.execute(gid, bob, RollDie(ply)),
        return_exceptions=True,
    )
    timer, press = results
    applied = [r for r in results if isinstance(r, Answer)]
    assert len(applied) == 1
    if isinstance(timer, Answer):
        assert isinstance(press, Refused) and press.code == "out_of_date"
    else:
        assert timer is None and isinstance(press, Answer)
    entries = await core.store.log_entries(gid)
    rolls = [e for e in entries[before:] if e.action.get("type") == "roll"]
    assert len(rolls) == 1
    # The other order: the press first, then the timer of that turn does nothing.
    out = applied[0]
    for _ in range(200):
        game = board(out)
        if game.seat == 1 and game.position.phase != MOVE:
            break
        out = await bob_plays(core, out, ann if game.seat == 0 else bob)
    assert isinstance(out.view, BoardView)
    ply = board(out).position.ply
    await core.execute(gid, bob, RollDie(ply))
    assert await core.execute(gid, BOT, TimeOut(ply)) is None


async def test_deadlines_survive_a_restart(tmp_path: Path) -> None:
    from bot.store import open_store

    store = await open_store(tmp_path / "db")
    first = GameService(store, computer_pause=5, wall=lambda: 100.0, scheduler=HeldDeadlines())
    out = await two_player_game(first)
    gid = out.game_id
    assert isinstance(out.view, BoardView)
    ply = board(out).position.ply
    await first.close()
    await store.close()
    # A new core on the same database, an hour later: the stored deadline is served.
    store = await open_store(tmp_path / "db")
    deadlines = HeldDeadlines()
    second = GameService(store, computer_pause=5, wall=lambda: 3700.0, scheduler=deadlines)
    try:
        shown = listen(second)
        await second.load()
        assert deadlines.due_at[gid][0] == 100.0 + DEFAULT_TURN_TIMER
        await deadlines.fire(gid)
        assert len(shown) == 1 and shown[0].notice is not None
        assert shown[0].notice.code == "timed_out"
        assert isinstance(shown[0].view, BoardView) and board(shown[0]).position.ply > ply
        # Served once: the old deadline's version is gone, a second run does nothing.
        assert await second.execute(gid, BOT, TimeOut(ply)) is None
    finally:
        await second.close()
        await store.close()
