"""Requests to Discord per turn, by kind, through the real bot and the stand-in Discord.

``python -m benchmarks.bench_requests [--full]``: a live game of four people pressing
promptly, a live game of two people and two computers, and a slow (24 h) game of two
people who get the private "your turn"; for each, the requests inside Discord's global
limit (50 a second for the whole bot: channel posts, edits, deletes, DMs), those through
an interaction's token (outside it) and the invalid ones, per turn change (the seat to
act changed) and per press, as the bot counted them (:mod:`bot.discord_requests`); the
live games also with the server's ``ping_after`` off, as the bot pinged before it. With
``--full`` the games are longer. What one bot can serve follows: 50 divided by the
global requests a turn change costs is the most turn changes a second across all its
servers.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.app import discord_bot
from bot.bot import LudoBot
from bot.core import Answer, BoardView
from bot.discord_requests import Kind
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import is_over, to_act
from tests.test_bot_ping_rule import always_ping as ping_every_turn
from tests.test_bot_ping_rule import buttons, opened

PRESSES = 40
FULL_PRESSES = 200
GLOBAL_LIMIT = 50


@dataclass
class Turns:
    """The seat to act of every answer the core gives, in order: its changes are the
    turn changes (a 6's extra roll is the same turn)."""

    seat: int | None = None
    changes: int = 0
    steps: int = 0

    def saw(self, out: Answer) -> None:
        if isinstance(out.view, BoardView) and out.view.seat != self.seat:
            if self.seat is not None and out.view.seat is not None:
                self.changes += 1
            self.seat = out.view.seat


@dataclass
class Row:
    name: str
    counts: Counter[Kind] = field(default_factory=Counter)
    presses: int = 0
    turns: Turns = field(default_factory=Turns)

    def line(self) -> str:
        changes = max(1, self.turns.changes)
        per_turn = {k: self.counts[k] / changes for k in Kind}
        per_press = self.counts[Kind.GLOBAL] / max(1, self.presses)
        most = (
            f"{GLOBAL_LIMIT / per_turn[Kind.GLOBAL]:.0f}" if per_turn[Kind.GLOBAL] else "unbounded"
        )
        return (
            f"{self.name}: {self.turns.changes} turn changes, {self.presses} presses, "
            f"{self.turns.steps} bot steps; a turn change: global "
            f"{per_turn[Kind.GLOBAL]:.2f}, token {per_turn[Kind.TOKEN]:.2f}, invalid "
            f"{per_turn[Kind.INVALID]:.2f}; global a press {per_press:.2f}; "
            f"at most {most} turn changes/s a bot"
        )


def _watch(bot: LudoBot, turns: Turns) -> None:
    """Every answer the core gives: the presses' (``execute``) and the bot's own steps'
    (a listener beside the cog's)."""
    execute = bot.service.execute

    async def executed(*args: Any, **kw: Any) -> Answer | None:
        out = await execute(*args, **kw)
        if out is not None:
            turns.saw(out)
        return out

    async def stepped(out: Answer) -> None:
        turns.steps += 1
        turns.saw(out)

    bot.service.execute = executed  # type: ignore[method-assign]
    bot.service.listen(stepped)


async def measure(
    name: str, people: int, presses: int, always_ping: bool = False, **options: Any
) -> Row:
    row = Row(name)
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fd:
            users = [fd.add_user(100 + i, f"P{i}") for i in range(people)]
            by_id = {u.id: u for u in users}
            bot = await discord_bot(
                Path(tmp) / "bench.sqlite3", dice_factory=lambda: SeededDice(7), computer_pause=0
            )
            async with fd.running(bot):
                _watch(bot, row.turns)
                if always_ping:
                    await ping_every_turn(fd)
                board = await opened(fd, users, **options)
                start = Counter(bot.requests.total)
                row.turns.changes = 0
                for _ in range(presses):
                    await fd.wait_for(lambda: bool(buttons(board)) or is_over(board), timeout=60)
                    if is_over(board):
                        break
                    who = to_act(board, by_id)
                    await fd.answered(await fd.click(board, buttons(board)[0], who), timeout=60)
                    row.presses += 1
                row.counts = Counter(bot.requests.total)
                row.counts.subtract(start)
    return row


def main(full: bool = False) -> None:
    presses = FULL_PRESSES if full else PRESSES
    rows: tuple[tuple[str, int, dict[str, Any]], ...] = (
        ("live, 4 people, ping_after off (before)", 4, {"always_ping": True}),
        ("live, 4 people", 4, {}),
        (
            "live, 2 people + 2 computers, ping_after off (before)",
            2,
            {"always_ping": True, "computers": 2},
        ),
        ("live, 2 people + 2 computers", 2, {"computers": 2}),
        ("slow 24h, 2 people, DMs", 2, {"pace": "24h"}),
    )
    for name, people, options in rows:
        print(asyncio.run(measure(name, people, presses, **options)).line(), flush=True)


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
