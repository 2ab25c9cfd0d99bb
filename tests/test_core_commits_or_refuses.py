"""Every command of the core either commits or refuses having changed nothing, so the
row the store keeps for a game (``last_known``, read by the next press instead of the
database) is always the row stored: random commands of every type, with plausible and
odd arguments (typed text read by ``bot.reading``, whose refusals count as the
command's), by the players, a stranger and the bot itself, on games in every stage."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from bot.core import Actor, GameService, Refused
from bot.core import commands as c
from bot.core.handlers import HANDLERS
from bot.core.settings import PACES
from bot.core.tables import Table
from bot.engine import PRESETS, SeededDice
from bot.engine.computers import LEVELS
from bot.reading import read_colour, read_level, read_pace, read_rules
from bot.store import GameRecord, open_store
from tests.core_helpers import here, new_lobby
from tests.test_core_ports import HeldDeadlines

ANN, BOB, CAT = 1, 2, 3
CHANNEL = 700
COLOURS = ("red", "yellow", "blue", "green", "purple", "any", "mauve")


def _ply(row: GameRecord, rng: random.Random) -> int:
    """The turn the game is at (mostly), or one beside it."""
    try:
        game = Table.from_json(row.state).game
    except ValueError:
        game = None
    ply = game.ply if game is not None else 0
    return ply + rng.choice((0, 0, 0, 0, 0, -1, 1))


def _actor(row: GameRecord, rng: random.Random) -> Actor:
    """The player whose turn it is (often), a player, a stranger or the bot."""
    try:
        table = Table.from_json(row.state)
    except ValueError:
        table = None
    game = table.game if table is not None else None
    if table is not None and game is not None and game.seat_to_act is not None:
        user = table.seats[game.seat_to_act].user_id
        if user is not None and rng.random() < 0.8:
            return Actor(user, "")
    user = rng.choice((ANN, BOB, CAT, None))
    if user is None:
        return c.BOT
    return Actor(user, "", here(rng.choice((None, CHANNEL, CHANNEL + 1))), rng.random() < 0.2)


def _rules(rng: random.Random) -> c.SetRules:
    preset = rng.choice((*PRESETS, "chess"))
    return c.SetRules(*read_rules(rng.choice(("", "capture=no", "x=1")), preset, preset_given=True))


def _command(kind: type[object], row: GameRecord, rng: random.Random) -> c.Command:
    """A command of ``kind``; its text read as an edge reads it (refused: ``Refused``)."""
    ply = _ply(row, rng)
    made: dict[type[object], Callable[[], c.Command]] = {
        c.Join: c.Join,
        c.Leave: c.Leave,
        c.AddComputer: lambda: c.AddComputer(read_level(rng.choice((*LEVELS, "genius")))),
        c.Kick: lambda: c.Kick(rng.randint(-1, 6)),
        c.SetRules: lambda: _rules(rng),
        c.SetPace: lambda: c.SetPace(read_pace(rng.choice((*PACES, "glacial")))),
        c.ChooseColour: lambda: c.ChooseColour(read_colour(rng.choice(COLOURS))),
        c.Start: c.Start,
        c.Cancel: c.Cancel,
        c.RollDie: lambda: c.RollDie(ply),
        c.PlayMove: lambda: c.PlayMove(ply, rng.choice((-1, 0, 0, 1, 2, 3))),
        c.PassTurn: lambda: c.PassTurn(ply),
        c.CallHuff: lambda: c.CallHuff(ply),
        c.Back: c.Back,
        c.TakeSeat: lambda: c.TakeSeat(rng.randint(-1, 4), rng.choice((ANN, BOB, CAT)), "Someone"),
        c.AskTakeover: lambda: c.AskTakeover(rng.randint(-1, 4)),
        c.EndGame: c.EndGame,
        c.Rematch: c.Rematch,
        c.TimeOut: lambda: c.TimeOut(ply),
        c.ComputerStep: c.ComputerStep,
        c.Remind: lambda: c.Remind(ply),
    }
    return made[kind]()


async def test_every_command_commits_or_refuses_the_row_kept_is_the_row_stored(
    tmp_path: Path,
) -> None:
    rng = random.Random(27)
    store = await open_store(tmp_path / "db")
    other = await open_store(tmp_path / "db", keep_rows=0)
    core = GameService(store, lambda: SeededDice(5), scheduler=HeldDeadlines(), computer_pause=0)
    kinds = sorted(HANDLERS, key=lambda k: k.__name__)
    answered: set[type[object]] = set()
    refused: set[type[object]] = set()
    compared = 0
    try:
        gid = (await new_lobby(core, 1, CHANNEL, ANN, "Ann", computers=1)).game_id
        games = {gid}
        for step in range(1500):
            row = store.last_known(gid) or await other.get_game(gid)
            if row.status not in ("lobby", "active") and rng.random() < 0.05:
                gid = (await new_lobby(core, 1, CHANNEL, ANN, "Ann", computers=1)).game_id
                games.add(gid)
                continue
            # Each kind in turn at first, then at random (the lobby's ones more often
            # while the game waits in its lobby, the board's while it runs).
            kind = kinds[step] if step < len(kinds) else rng.choice(kinds)
            if step >= len(kinds) and row.status == "lobby" and rng.random() < 0.5:
                kind = rng.choice((c.Join, c.AddComputer, c.ChooseColour, c.Start))
            if step >= len(kinds) and row.status == "active" and rng.random() < 0.6:
                kind = rng.choice((c.RollDie, c.PlayMove, c.PlayMove, c.ComputerStep))
            try:
                out = await core.execute(gid, _actor(row, rng), _command(kind, row, rng))
            except Refused:
                refused.add(kind)
            else:
                if out is not None:
                    answered.add(kind)
                    if out.game_id != gid:  # a rematch: play on in the new lobby
                        gid = out.game_id
                        games.add(gid)
            for each in games:
                kept = store.last_known(each)
                if kept is not None:
                    assert kept == await other.get_game(each), (step, kind.__name__)
                    compared += 1
        assert answered | refused == set(HANDLERS)
        assert len(answered) > len(HANDLERS) // 2 and len(refused) > len(HANDLERS) // 2
        assert len(games) > 2 and compared > 1000  # rows were kept, and compared
    finally:
        await core.close()
        await other.close()
        await store.close()
