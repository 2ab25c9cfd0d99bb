"""Child process for the PostgreSQL tests: a core of its own (its own pool) on a shared
database, playing one game through :meth:`GameService.execute` as its players would.

``python -m tests.pg_child play URL GAME NAME``: it prints ``ready`` once its core is up;
once the file ``GAME.go`` exists in the working folder, it presses for whoever is to act
(a person's roll or first listed move, a computer's step) until the game is over. After
each press it prints ``won <read> <version>`` when its action applied (on the version it
read; an action may commit more than once, a roll and the move it forces), or ``lost
<code>`` when it was refused (flushed), so the parent knows what must survive a SIGKILL
and that no action applied twice.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from bot.core import Actor, GameService, Refused
from bot.core.commands import BOT, Command, ComputerStep, PlayMove, RollDie
from bot.core.tables import Table
from bot.engine import MOVE, SeededDice
from bot.store import open_postgres
from tests.core_helpers import here
from tests.test_core_ports import HeldDeadlines

CHANNEL = 500


def next_press(table: Table) -> tuple[Actor, Command] | None:
    """Who presses what now (None: the game is over)."""
    game = table.game
    assert game is not None
    seat = game.seat_to_act
    if game.is_over or seat is None:
        return None
    if table.seats[seat].computer:
        return BOT, ComputerStep()
    user = table.seats[seat].user_id
    actor = Actor(user, f"user{user}", here(CHANNEL))
    if game.phase == MOVE:
        return actor, PlayMove(game.ply, 0)
    return actor, RollDie(game.ply)


async def play(url: str, game_id: int, name: str) -> None:
    store = await open_postgres(url, pool_size=2)
    core = GameService(
        store,
        lambda: SeededDice(sum(map(ord, name))),
        wall=lambda: 100.0,
        scheduler=HeldDeadlines(),
    )
    go = Path(f"{game_id}.go")
    print("ready", flush=True)
    while not go.exists():
        await asyncio.sleep(0.001)
    try:
        while True:
            record = await core.store.get_game(game_id)
            press = next_press(Table.from_json(record.state))
            if press is None:
                return
            try:
                out = await core.execute(game_id, *press)
            except Refused as refused:
                print(f"lost {refused.note.code}", flush=True)
            else:  # None: the computer's step was no longer due
                print(f"won {record.version} {out.version}" if out else "lost not_due", flush=True)
    finally:
        await core.close()
        await store.close()


if __name__ == "__main__":
    asyncio.run(play(sys.argv[2], int(sys.argv[3]), sys.argv[4]))
