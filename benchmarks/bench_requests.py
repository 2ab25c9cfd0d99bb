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

Then what 10,000 live games at one turn change each per 8 seconds (1,250 turn changes a
second, on the shards of one bot) would ask of the global limit: the global requests a
turn change costs, measured in games of several seeds (mean and its 95% interval over
them), times 1,250, beside Discord's 50 a second. The games with computers are measured
on a clock five times faster than the bot's (a computer steps every 0.24 s, a run of
them drawn every second at most: :data:`bot.core.deadlines.COMPUTER_PAUSE` and
:data:`bot.boards.runs.PROGRESS_EVERY` divided by five), each way in the same run: as
the bot drew them before (every step edited by the channel), with the runs merged but
the presses' tokens not used, and as it draws them now (runs merged, edited with the
last press's token); and as this benchmark measured them before, the computers stepping
at once. And the refusals Discord would count
against the bot: a slow game with a person whose DMs are closed, and the requests
refused again for the same reason within the bot's back-off (the goal: none).
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.app import discord_bot
from bot.boards.runs import PROGRESS_EVERY
from bot.bot import LudoBot
from bot.core import Answer, BoardView
from bot.core.deadlines import COMPUTER_PAUSE
from bot.discord_requests import Kind
from bot.engine import SeededDice
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import is_over, to_act
from tests.test_bot_limits import no_press_tokens
from tests.test_bot_ping_rule import always_ping as ping_every_turn
from tests.test_bot_ping_rule import buttons, opened

PRESSES = 40
FULL_PRESSES = 200
GLOBAL_LIMIT = 50
TURNS_A_SECOND = 10_000 / 8
"""10,000 live games, one turn change each every 8 seconds."""
SEEDS = (7, 11, 13)
COMPUTER_SEEDS = (7, 11, 13, 17, 19)
FASTER = 5.0
"""The clock of the games with computers, this many times the bot's."""
T_975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571}
"""Student's t, 97.5th percentile, by degrees of freedom (the 95% interval's)."""


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
    repeated: int = 0
    """Requests refused again for a reason Discord gave before (a closed DM's)."""

    def global_a_turn(self) -> float:
        return self.counts[Kind.GLOBAL] / max(1, self.turns.changes)

    def line(self) -> str:
        changes = max(1, self.turns.changes)
        per_turn = {k: self.counts[k] / changes for k in Kind}
        per_press = self.counts[Kind.GLOBAL] / max(1, self.presses)
        per_step = (
            f"; global a bot step {self.counts[Kind.GLOBAL] / self.turns.steps:.2f}"
            if self.turns.steps
            else ""
        )
        most = (
            f"{GLOBAL_LIMIT / per_turn[Kind.GLOBAL]:.0f}" if per_turn[Kind.GLOBAL] else "unbounded"
        )
        return (
            f"{self.name}: {self.turns.changes} turn changes, {self.presses} presses, "
            f"{self.turns.steps} bot steps; a turn change: global "
            f"{per_turn[Kind.GLOBAL]:.2f}, token {per_turn[Kind.TOKEN]:.2f}, invalid "
            f"{per_turn[Kind.INVALID]:.2f}; global a press {per_press:.2f}{per_step}; "
            f"at most {most} turn changes/s a bot; refused again {self.repeated}"
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
    name: str,
    people: int,
    presses: int,
    always_ping: bool = False,
    seed: int = 7,
    closed_dms: bool = False,
    pause: float = 0.0,
    merge: bool = True,
    tokens: bool = True,
    **options: Any,
) -> Row:
    """``closed_dms``: the last person does not take the bot's DMs; ``pause``: seconds
    between two computer steps; ``merge``: a run of computer steps drawn as one edit
    (else every step), every ``pause`` times :data:`PROGRESS_EVERY` / :data:`COMPUTER_PAUSE`
    seconds at most; ``tokens``: the bot's steps edit a card with its last press's token
    (else by the channel)."""
    row = Row(name)
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(invalid_share=None) as fd:
            users = [fd.add_user(100 + i, f"P{i}") for i in range(people)]
            users[-1].dms_closed = closed_dms
            by_id = {u.id: u for u in users}
            bot = await discord_bot(
                Path(tmp) / "bench.sqlite3",
                dice_factory=lambda: SeededDice(seed),
                computer_pause=pause,
            )
            async with fd.running(bot):
                from cogs.ludo.live import live  # loaded with the bot

                runs = live(bot).runs
                runs.every = PROGRESS_EVERY * pause / COMPUTER_PAUSE if merge else 0.0
                if not tokens:
                    no_press_tokens(bot)
                _watch(bot, row.turns)
                if always_ping:
                    await ping_every_turn(fd)
                board = await opened(fd, users, **options)
                start = Counter(bot.requests.total)
                row.turns.changes = 0
                refusals = Refusals(fd, users[-1].id)
                for _ in range(presses):
                    await fd.wait_for(lambda: bool(buttons(board)) or is_over(board), timeout=60)
                    refusals.account()
                    if is_over(board):
                        break
                    who = to_act(board, by_id)
                    await fd.answered(await fd.click(board, buttons(board)[0], who), timeout=60)
                    refusals.pressed(who.id)
                    row.presses += 1
                refusals.account()
                row.repeated = refusals.repeated
                row.counts = Counter(bot.requests.total)
                row.counts.subtract(start)
    return row


@dataclass
class Refusals:
    """The private "your turn"s Discord refused to ``user``: the first after each of
    their presses may be tried (a press lifts the back-off); any other is a request
    refused again for the same reason within the back-off."""

    fd: FakeDiscord
    user: int
    seen: int = 0
    acted: bool = True
    repeated: int = 0

    def pressed(self, user: int) -> None:
        if user == self.user:
            self.acted = True

    def account(self) -> None:
        new = len(self.fd.refused_dms) - self.seen
        if new:
            self.seen += new
            self.repeated += new - (1 if self.acted else 0)
            self.acted = False


def interval(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (Student's t)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan")
    half = T_975[len(values) - 1] * statistics.stdev(values) / len(values) ** 0.5
    return mean, half


def at_scale(
    name: str, people: int, presses: int, seeds: tuple[int, ...] = SEEDS, **options: Any
) -> str:
    """The global requests a second 10,000 such games would need, from games of
    several seeds."""
    rows = [asyncio.run(measure(name, people, presses, seed=s, **options)) for s in seeds]
    mean, half = interval([r.global_a_turn() for r in rows])
    changes = sum(r.turns.changes for r in rows)
    steps = sum(r.turns.steps for r in rows)
    return (
        f"10,000 games like '{name}' ({TURNS_A_SECOND:.0f} turn changes/s): global "
        f"{mean * TURNS_A_SECOND:.0f} ± {half * TURNS_A_SECOND:.0f} requests/s "
        f"(a turn change {mean:.3f} ± {half:.3f}, {len(rows)} seeds, {changes} turn "
        f"changes, {steps} bot steps) against Discord's {GLOBAL_LIMIT}/s"
    )


COMPUTERS = {"computers": 2, "pause": COMPUTER_PAUSE / FASTER}
"""Two people and two computers, on the faster clock."""
WAYS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("every step edited by the channel (before)", {"merge": False, "tokens": False}),
    ("runs merged, by the channel", {"tokens": False}),
    ("runs merged, by the last press's token", {}),
)


def main(full: bool = False) -> None:
    presses = FULL_PRESSES if full else PRESSES
    rows: tuple[tuple[str, int, dict[str, Any]], ...] = (
        ("live, 4 people, ping_after off (before)", 4, {"always_ping": True}),
        ("live, 4 people", 4, {}),
        *(
            (f"live, 2 people + 2 computers, {way}", 2, {**COMPUTERS, **options})
            for way, options in WAYS
        ),
        ("slow 24h, 2 people, DMs", 2, {"pace": "24h"}),
    )
    for name, people, options in rows:
        print(asyncio.run(measure(name, people, presses, **options)).line(), flush=True)
    closed = asyncio.run(
        measure("slow 24h, 2 people, one with DMs closed", 2, presses, pace="24h", closed_dms=True)
    )
    print(closed.line(), flush=True)
    scaled: tuple[tuple[str, int, dict[str, Any]], ...] = (
        ("live, 4 people, ping_after off (before)", 4, {"always_ping": True}),
        ("live, 4 people", 4, {}),
    )
    for name, people, options in scaled:
        print(at_scale(name, people, presses, **options), flush=True)
    print(
        at_scale(
            "live, 2 people + 2 computers stepping at once, every step drawn (as measured before)",
            2,
            presses,
            computers=2,
            merge=False,
            tokens=False,
        ),
        flush=True,
    )
    for way, options in WAYS:
        name = f"live, 2 people + 2 computers, {way}"
        print(at_scale(name, 2, presses, COMPUTER_SEEDS, **COMPUTERS, **options), flush=True)


if __name__ == "__main__":
    import sys

    main("--full" in sys.argv[1:])
