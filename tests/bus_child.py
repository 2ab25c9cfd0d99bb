"""Child process for the bus tests (tests/test_bus.py): a core of its own (its own pool, its
own bus) serving one index of a partition of a shared PostgreSQL database, driven line by
line on stdin, answering on stdout.

``python -m tests.bus_child URL COUNT INDEX`` prints ``ready`` once its core listens, then
reads:

- ``watch GAME``: subscribes to the game's commits (``watching GAME``), then prints
  ``commit GAME VERSION`` for each commit its feed hears, whichever process made it;
- ``press GAME USER ACTION PLY`` (``roll``, ``m<index>``, ``pass``): the press as a page
  makes it (:meth:`GameService.press`): ``applied VERSION`` when run here, ``forwarded
  VERSION`` when the process serving the game ran it, ``refused CODE`` otherwise.
"""

from __future__ import annotations

import asyncio
import sys

from bot.core import Actor, Answer, GameService, Partition, Refused
from bot.core.feed import Commit
from bot.engine import SeededDice
from bot.store import open_postgres
from bot.store.bus import bus_of
from tests.core_helpers import board_command
from tests.test_core_ports import HeldDeadlines


def say(line: str) -> None:
    print(line, flush=True)


def heard(commit: Commit) -> None:
    say(f"commit {commit.game_id} {commit.version}")


async def press(core: GameService, words: list[str]) -> None:
    game_id, user, action, ply = int(words[0]), int(words[1]), words[2], int(words[3])
    try:
        out = await core.press(game_id, Actor(user, f"user{user}"), board_command(action, ply))
    except Refused as refused:
        say(f"refused {refused.code}")
        return
    assert out is not None
    say(f"applied {out.version}" if isinstance(out, Answer) else f"forwarded {out.version}")


async def main(url: str, count: int, index: int) -> None:
    store = await open_postgres(url, pool_size=3)
    core = GameService(
        store,
        lambda: SeededDice(7),
        wall=lambda: 100.0,
        scheduler=HeldDeadlines(),
        partition=Partition(count, (index,)),
    )
    bus = bus_of(store)
    assert bus is not None
    await core.share(bus)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    say("ready")
    try:
        while line := (await reader.readline()).decode():
            words = line.split()
            if words[:1] == ["watch"]:
                core.feed.subscribe(int(words[1]), heard)
                say(f"watching {words[1]}")
            elif words[:1] == ["press"]:
                await press(core, words[1:])
    finally:
        await core.close()
        await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
