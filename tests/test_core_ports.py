"""The core through its ports: typed commands run by execute, with fake dice per game,
fake computer players by level and a fake scheduler standing in for the clock."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any, cast

import pytest

from bot.core import Actor, Answer, BoardView, GameService, Refused
from bot.core.commands import (
    BOT,
    AddComputer,
    ComputerStep,
    EndGame,
    Join,
    PlayMove,
    RollDie,
    Start,
    TimeOut,
)
from bot.core.ports import Chooser, Levels
from bot.core.scheduler import Run
from bot.core.tables import Table
from bot.engine import (
    MOVE,
    Dice,
    Game,
    Move,
    Ruleset,
    SeededDice,
    derive_roll,
    seed_hash,
    verify_export,
)
from bot.engine.computers import HardComputer, Level
from bot.reading import read_setting
from bot.store import open_store
from cogs.ludo.live import LiveBoards
from tests.core_helpers import board, here, new_lobby, stored_table

ANN, BOB = 1, 2


class CountingDice:
    """A seeded die per game, counting the rolls of each."""

    def __init__(self) -> None:
        self.rolls: dict[int, int] = {}
        self._dice: dict[int, Dice] = {}

    def __call__(self, game_id: int) -> Dice:
        self.rolls.setdefault(game_id, 0)
        return self._dice.setdefault(game_id, _Counted(self, game_id))


class _Counted:
    def __init__(self, owner: CountingDice, game_id: int) -> None:
        self._owner, self._game, self._dice = owner, game_id, SeededDice(game_id)

    def roll(self) -> int:
        self._owner.rolls[self._game] += 1
        return self._dice.roll()


class LastMovePlayers:
    """Every level plays the last legal move; the levels asked for, and the table each
    was asked to face, are kept."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.tables: list[tuple[str | None, ...]] = []

    def __call__(self, level: str, seats: Sequence[str | None] = ()) -> Chooser:
        self.asked.append(level)
        self.tables.append(tuple(seats))

        def choose(game: Game, moves: list[Move]) -> Move:
            return moves[-1]

        return choose


class HeldDeadlines:
    """A scheduler that runs nothing by itself: the test fires the deadlines."""

    def __init__(self) -> None:
        self.due_at: dict[int, tuple[float, int]] = {}
        self.run: Run | None = None

    def due(self, game_id: int, at: float | None, version: int) -> None:
        if at is None:
            self.due_at.pop(game_id, None)
        else:
            self.due_at[game_id] = (at, version)

    def serve(self, run: Run) -> None:
        self.run = run

    async def close(self) -> None:
        self.due_at.clear()

    async def fire(self, game_id: int) -> None:
        _, version = self.due_at.pop(game_id)
        assert self.run is not None
        await self.run(game_id, version)


Parts = tuple[GameService, CountingDice, LastMovePlayers, HeldDeadlines]


@pytest.fixture
async def parts(tmp_path: Path) -> AsyncIterator[Parts]:
    store = await open_store(tmp_path / "db")
    dice, players, deadlines = CountingDice(), LastMovePlayers(), HeldDeadlines()
    core = GameService(
        store,
        computer_pause=5,
        wall=lambda: 100.0,
        dice=dice,
        computers=players,
        scheduler=deadlines,
    )
    yield core, dice, players, deadlines
    await core.close()
    await store.close()


async def test_a_computer_of_a_level_plays_when_its_deadline_comes(parts: Parts) -> None:
    core, dice, players, deadlines = parts
    ann = Actor(ANN, "Ann", here(500))
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    out = await core.execute(gid, ann, AddComputer(Level.HARD))
    assert out is not None and out.notice is not None and out.notice.code == "computer_joined"
    assert out.view.seats[1].level == "hard"
    assert Table.from_json((await core.store.get_game(gid)).state).seats[1].level == "hard"
    out = await core.execute(gid, ann, Start())
    assert out is not None and isinstance(out.view, BoardView)
    shown: list[Answer] = []

    async def listener(o: Answer) -> None:
        shown.append(o)

    core.listen(listener)
    for _ in range(2000):  # Ann rolls and moves; the computer plays when its deadline comes
        view = board(out)
        if view.position.over or len(players.asked) >= 3:
            break
        seat = view.seat
        if seat is not None and out.view.seats[seat].computer:
            assert deadlines.due_at[gid][0] == 105.0  # the pause after the commit
            before = len(shown)
            await deadlines.fire(gid)
            assert len(shown) == before + 1
            out = shown[-1]
            continue
        ply = view.position.ply
        command = PlayMove(ply, 0) if view.position.phase == MOVE else RollDie(ply)
        out = await core.execute(gid, ann, command)
        assert out is not None
    assert len(players.asked) >= 3 and set(players.asked) == {"hard"}
    # The computer is told who it plays against: a person (Ann) in seat 0, itself in 1.
    assert set(players.tables) == {(None, "hard")}
    assert dice.rolls[gid] > 0 and set(dice.rolls) == {gid}


async def test_only_the_bot_takes_its_own_steps(parts: Parts) -> None:
    core, _, _, deadlines = parts
    await core.defaults.change(10, read_setting("turn_timer", "off"))
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    await core.execute(gid, Actor(BOB, "Bob", here(500)), Join())
    out = await core.execute(gid, Actor(ANN, "Ann", here(500)), Start())
    assert out is not None and isinstance(out.view, BoardView)
    for command in (ComputerStep(), TimeOut(board(out).position.ply)):
        with pytest.raises(Refused, match=r"^unknown_button$"):
            await core.execute(gid, Actor(BOB, "Bob"), command)
    # No turn timer on this server and no computer to act: nothing is due.
    assert gid not in deadlines.due_at
    assert await core.execute(gid, BOT, ComputerStep()) is None
    with pytest.raises(Refused, match=r"^other_channel$"):
        await core.execute(gid, Actor(ANN, "Ann", here(501)), RollDie(board(out).position.ply))
    with pytest.raises(Refused, match=r"^end_not_allowed$"):
        await core.execute(gid, Actor(BOB, "Bob", here(500)), EndGame())
    ended = await core.execute(gid, Actor(BOB, "Bob", here(500), can_manage=True), EndGame())
    assert ended is not None and ended.ended and ended.notice is not None
    assert (ended.notice.code, ended.notice.params) == ("ended", {"name": "Bob"})


def test_a_row_with_english_lines_still_loads() -> None:
    from bot.core.view_of import log_entries
    from rendering.words import log_lines

    game = Game.new(Ruleset.preset("madn"), 2)
    old = Table(ANN, "madn", {}, [], game=None).to_json()
    old.update(
        kind="game",
        game=game.to_dict(),
        seats=[{"user": ANN, "name": "Ann"}, {"user": BOB, "name": "Bob"}],
        recent=["Ann (red) rolls 6", {"kind": "rolled", "colour": 2, "value": 3}],
    )
    table = Table.from_json(old)
    seat_of = [game.seat_of(c) for c in range(game.board.n_colours)]
    lines = log_lines(log_entries(table), game.board.colours, seat_of)
    assert lines[0] == "Ann (red) rolls 6" and len(lines) == 2 and "Bob" in lines[1]
    assert Table.from_json(table.to_json()).recent == table.recent


async def test_one_loop_serves_every_deadline_in_order() -> None:
    import asyncio
    import time

    from bot.core.scheduler import DeadlineLoop

    ran: list[tuple[int, int]] = []
    done = asyncio.Event()

    async def run(game_id: int, version: int) -> None:
        ran.append((game_id, version))
        if len(ran) == 3:
            done.set()

    loop = DeadlineLoop(time.time)
    loop.serve(run)
    now = time.time()
    loop.due(1, now + 0.06, 4)
    loop.due(2, now + 0.02, 7)
    loop.due(3, now + 0.01, 1)
    loop.due(3, None, 2)  # game 3 moved on with nothing due: its deadline is gone
    loop.due(4, now + 0.04, 1)
    loop.due(4, now - 1, 2)  # a later state of game 4 is due at once (after a restart)
    names = [t.get_name() for t in asyncio.all_tasks()]
    assert names.count("ludobot-deadlines") == 1
    await asyncio.wait_for(done.wait(), 5)
    assert ran == [(4, 2), (2, 7), (1, 4)]
    await loop.close()


class SlowReads:
    """A store whose reads of a game wait until released (an action under way)."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self.reading = asyncio.Event()
        self.release = asyncio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    def last_known(self, game_id: int) -> None:
        return None  # keeps no rows: every action reads the game (and waits here)

    async def get_game(self, game_id: int) -> Any:
        self.reading.set()
        await self.release.wait()
        return await self._store.get_game(game_id)


async def test_stopping_lets_an_action_under_way_finish_and_refuses_new_ones(
    tmp_path: Path,
) -> None:
    """A core that stops waits for the action that holds a game's lock (it would only fail
    half-way otherwise), then refuses new commands with a code: nothing is half-done."""
    slow = SlowReads(await open_store(tmp_path / "db"))
    core = GameService(cast(Any, slow), wall=lambda: 100.0, scheduler=HeldDeadlines())
    ann = Actor(ANN, "Ann", here(500))
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    order: list[str] = []

    async def under_way() -> None:
        await core.execute(gid, ann, AddComputer(Level.EASY))
        order.append("action done")

    task = asyncio.create_task(under_way())
    await slow.reading.wait()
    stopping = asyncio.create_task(core.stop())
    await asyncio.sleep(0.05)
    slow.release.set()
    await stopping
    order.append("stopped")
    await task
    assert order == ["action done", "stopped"]
    record = await slow.get_game(gid)
    assert Table.from_json(record.state).seats[1].level == "easy"  # done whole
    with pytest.raises(Refused) as refused:
        await core.execute(gid, ann, AddComputer(Level.EASY))
    assert refused.value.code == "stopping"
    await core.close()
    await slow.close()


async def test_stopping_waits_for_the_presses_under_way() -> None:
    """The cog unloads before the connection closes, and waits for presses under way
    (their edits and answers) first."""
    boards = LiveBoards(cast(Any, None))
    order: list[str] = []

    async def press() -> None:
        with boards.pressing():
            await asyncio.sleep(0.05)
            order.append("answered")

    task = asyncio.create_task(press())
    await asyncio.sleep(0)
    await boards.drain()
    order.append("drained")
    await task
    assert order == ["answered", "drained"]


SEED = bytes(range(32))


async def test_a_provably_fair_game_rolls_from_its_seed_across_a_restart(tmp_path: Path) -> None:
    """Issue 13: a game started with a seed rolls ``derive_roll(seed, n)`` for its n-th
    roll, whoever rolls (a person, a computer or the timer), and carries on with the same
    numbers after a restart; the seed is in no export before the end, and then it verifies."""
    store = await open_store(tmp_path / "db")
    core = GameService(store, wall=lambda: 100.0, scheduler=HeldDeadlines(), seeds=lambda: SEED)
    ann = Actor(ANN, "Ann", here(500))
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    await core.execute(gid, ann, AddComputer(Level.NORMAL))
    out = await core.execute(gid, ann, Start())
    assert out is not None and isinstance(out.view, BoardView) and out.view.seed is not None
    assert out.view.seed.revealed is None and out.view.seed.hash == seed_hash(SEED)
    assert (await stored_table(core, gid)).dice_seed == SEED.hex()
    start = (await core.store.get_game(gid)).initial_state
    assert start is not None and SEED.hex() not in json.dumps(start)
    running = await core.queries.game_export(gid, 10)
    assert running.seed is None and running.seed_hash == seed_hash(SEED)
    assert SEED.hex() not in running.to_json()
    with pytest.raises(Refused, match=r"^no_game$"):
        await core.queries.game_export(gid, 11)  # another server's game

    async def play(core: GameService, steps: int) -> Answer | None:
        last = None
        for _ in range(steps):
            record = await core.store.get_game(gid)
            table = Table.from_json(record.state)
            game = table.game
            assert game is not None
            if game.is_over:
                return None
            seat = game.seat_to_act
            assert seat is not None
            if table.seats[seat].computer:
                last = await core.execute(gid, BOT, ComputerStep())
            elif game.phase == MOVE:
                last = await core.execute(gid, ann, PlayMove(game.ply, 0))
            else:
                last = await core.execute(gid, ann, RollDie(game.ply))
        return last

    await play(core, 40)
    await core.close()
    # A restart: a new core on the same database rolls on with the next numbers.
    core = GameService(store, wall=lambda: 100.0, scheduler=HeldDeadlines(), seeds=lambda: SEED)
    while await play(core, 200) is not None:
        pass
    document = await core.queries.game_export(gid, 10)
    assert document.seed == SEED.hex()
    rolls = [a["value"] for a in document.actions if a["type"] == "roll"]
    assert len(rolls) > 20 and rolls == [derive_roll(SEED, n) for n in range(len(rolls))]
    numbers = [a["n"] for a in document.actions if a["type"] == "roll"]
    assert numbers == list(range(len(rolls)))  # each roll's number is in the log
    faces = (await core.queries.dice_stats(gid, 10)).per_seat
    assert sum(map(sum, faces)) == len(rolls)  # the final card's counts are every roll
    assert verify_export(document).code == "holds"
    await core.close()
    await store.close()


def test_ratings_rank_sides_and_rate_partners_as_a_team() -> None:
    """OpenSkill's Plackett-Luce over the places: partners are one team; a computer level
    playing two seats is rated once; the winner gains and the last loses."""
    from bot.core.ratings import player_key, rating_update
    from bot.core.tables import Seat
    from bot.engine import GreedyMover, SeededDice, play_out

    rules = Ruleset.preset("marbles", players=4, overrides={"teams": "partners"})
    game = Game.new(rules, players=4)
    play_out(game, SeededDice(4), GreedyMover())
    seats = [
        Seat(1, "Ann"),
        Seat(None, "Robo Ada", level="hard"),
        Seat(2, "Bob"),
        Seat(None, "Robo Bert", level="hard"),
    ]
    table = Table(1, "marbles", {}, seats, game=game)
    update = rating_update(table)
    assert update is not None
    players, rate = update
    assert sorted(players) == ["computer:hard", "user:1", "user:2"]
    new = rate({p: None for p in players})
    winners = {player_key(table, s) for s in game.winners}
    assert len(game.winners) == 2  # a team wins together
    assert winners and all(new[w][0] > 25 for w in winners if w is not None)
    assert all(new[p][0] < 25 for p in set(players) - winners)


def test_levels_tell_hard_who_it_faces() -> None:
    """The engine's levels port hands ``hard`` the table, so it models a random mover as
    one; the other levels play the same whoever they face."""
    levels = Levels(seed=1)
    hard = levels("hard", ["hard", "random", None])
    assert isinstance(hard.__self__, HardComputer)  # type: ignore[attr-defined]
    assert hard.__self__.opponents == ("hard", "random", None)  # type: ignore[attr-defined]
    assert levels("hard").__self__.opponents == ()  # type: ignore[attr-defined]
    easy = levels("easy", ["easy", "random"])
    assert easy == levels("easy")
