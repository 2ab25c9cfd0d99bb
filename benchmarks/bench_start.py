"""Start-up with many open games: the process ready, and its peak memory.

``python -m benchmarks.bench_start [--full]``. Every figure is a fresh process (the
interpreter, its imports and all), timed from its launch until it is ready, with its
CPU time and peak RSS (``ru_maxrss``) at that moment, with bytecode caches as an
installed ludobot has them; the median of three runs (one run for the sizes only
``--full`` measures). Beside each figure, from the same run:

- reference: plain ``sqlite3`` and ``json.loads`` of every open game's ``state`` and
  ``initial_state``, all held (what any start that parses every row costs at least);
- reference: ludobot with no game at all;
- ludobot: the bot (the stand-in Discord in the same process) until its games are loaded
  (``games_loaded``: claims taken back, broken rows set aside, who sits where, every
  deadline scheduled) and its gateway is connected.

With it, a full garbage collection timed once the bot is ready, beside the same bot
without ``gc.freeze`` (what every later full collection would walk). Then the cost per
game at several sizes, flat when start-up is linear: of the load itself (CPU time inside
``GameService.load``, the figure the machine's noise moves least), and of the whole
process, ``(ready(N) - ready(0)) / N``.

The games are 4-player ``madn`` games between people at various points (copies of games
played through the core, so their rows are what the core writes, four people of their
own in each), each shown (none behind) with a deadline an hour or more away: nothing is
due while it starts.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.app import discord_bot

GAMES = 10_000
SIZES = (1_250, 10_000)
FULL_SIZES = (1_250, 10_000, 40_000, 100_000)
RUNS = 3
TEMPLATES = 20
"""Games played through the core; the others are copies of their rows."""


async def _templates(path: Path) -> None:
    """:data:`TEMPLATES` 4-player games played through the core, 0 to 120 presses in."""
    from bot.core import BoardView, GameService
    from bot.engine import MOVE, SeededDice
    from bot.store import open_store
    from tests.core_helpers import act, lobby, new_lobby

    rng = random.Random(11)
    store = await open_store(path)
    core = GameService(store, dice_factory=lambda: SeededDice(3))
    try:
        for t in range(TEMPLATES):
            people = [100 + 4 * t + i for i in range(4)]
            out = await new_lobby(core, 10, 500 + t, people[0], "P0", preset="madn")
            for i, user in enumerate(people[1:], 1):
                await lobby(core, out.game_id, user, f"P{i}", "join")
            out = await lobby(core, out.game_id, people[0], "P0", "start")
            for _ in range(rng.randint(0, 120)):
                view = out.view
                if not isinstance(view, BoardView) or view.seat is None:
                    break
                player = view.seats[view.seat].user_id
                assert player is not None
                button = "m0" if view.position.phase == MOVE else "roll"
                out = await act(core, out.game_id, player, button, view.position.ply)
    finally:
        await core.close()
        await store.close()


def fill(path: Path, games: int, templates: Path) -> None:
    """``games`` open games: the templates, then copies of their rows (each in its own
    channel), every one shown and due an hour to three days from now."""
    if games == 0:
        from bot.store import open_store

        async def empty() -> None:
            await (await open_store(path)).close()

        asyncio.run(empty())
        return
    shutil.copyfile(templates, path)
    conn = sqlite3.connect(path)
    try:
        columns = [r[1] for r in conn.execute("PRAGMA table_info(games)")]
        copied = [c for c in columns if c not in ("id", "place_key")]
        names = ", ".join(copied)
        picked = ", ".join(f"g.{c}" for c in copied)
        conn.execute("BEGIN")
        conn.execute(
            f"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) "
            f"INSERT INTO games (place_key, {names}) SELECT 1000000 + n.i, {picked} "
            f"FROM n JOIN games g ON g.id = 1 + n.i % ?",
            (games - TEMPLATES, TEMPLATES),
        )
        now = time.time()
        # Four people of their own in each game (the copies' states keep the template's
        # seats, which start-up does not read).
        conn.execute(
            "UPDATE games SET shown_version = version, surfaces = "
            '\'[{"kind":"discord","key":"card","version":\' || version || '
            "',\"data\":{\"message\":' || (900000 + id) || '}}]', "
            "deadline = ? + (id * 7919) % 255600, "
            "people = printf('%d %d %d %d', 4 * id, 4 * id + 1, 4 * id + 2, 4 * id + 3)",
            (now + 3600,),
        )
        conn.execute("COMMIT")
    finally:
        conn.close()


# -- the processes measured -----------------------------------------------------------


def _report(usage: Any = None, **extra: Any) -> None:
    usage = usage or resource.getrusage(resource.RUSAGE_SELF)
    figures = {"cpu": usage.ru_utime + usage.ru_stime, "rss_mb": usage.ru_maxrss / 1024}
    print(json.dumps(figures | extra), flush=True)


def _reference(path: str) -> None:
    began = time.process_time()
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT state, initial_state FROM games WHERE status IN ('lobby', 'active')"
    )
    held = [(json.loads(s), json.loads(i) if i is not None else None) for s, i in rows]
    _report(games=len(held), load_cpu=time.process_time() - began, collect=0.0)


async def _bot(path: str, freeze: bool) -> None:
    from bot.core import GameService
    from tests.fakediscord import FakeDiscord

    loading: list[float] = []
    load = GameService.load

    async def timed(self: GameService) -> Any:
        loading.append(time.process_time())
        try:
            return await load(self)
        finally:
            loading.append(time.process_time())

    GameService.load = timed  # type: ignore[method-assign]
    async with FakeDiscord() as fd:
        bot = await discord_bot(Path(path), freeze_heap=freeze)
        task = asyncio.create_task(bot.start("fake-token"))
        await fd.wait_ready(timeout=600)
        await bot.wait_until_ready()
        await bot.games_loaded.wait()
        usage = resource.getrusage(resource.RUSAGE_SELF)
        began = time.perf_counter()
        gc.collect()
        collect = time.perf_counter() - began
        _report(usage, load_cpu=loading[1] - loading[0], collect=collect)
        await bot.close()
        await task


def _child(mode: str, path: str) -> None:
    if mode == "reference":
        _reference(path)
    else:
        asyncio.run(_bot(path, freeze=mode == "bot"))


# -- the parent ------------------------------------------------------------------------


def _run(mode: str, path: Path) -> dict[str, float]:
    """One fresh process: wall seconds from its launch to ready, CPU, peak RSS. With
    bytecode caches, as an installed ludobot has them (pip writes them): in a folder of
    their own, next to the databases, written by a first run that is not counted."""
    began = time.perf_counter()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.bench_start", "--child", mode, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        env=env | {"PYTHONHASHSEED": "0", "PYTHONPYCACHEPREFIX": str(path.parent / "pyc")},
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    wall = time.perf_counter() - began
    proc.wait(timeout=600)
    figures: dict[str, float] = json.loads(line)
    return figures | {"wall": wall}


def _medians(runs: int, *measured: tuple[str, Path]) -> list[dict[str, float]]:
    """The median of each figure of each (mode, database), ``runs`` runs of each taken
    in turn, so that the machine's load falls on all alike."""
    got: list[list[dict[str, float]]] = [[] for _ in measured]
    for _ in range(runs):
        for i, (mode, path) in enumerate(measured):
            got[i].append(_run(mode, path))
    return [{k: statistics.median(g[k] for g in runs_of) for k in runs_of[0]} for runs_of in got]


def _fmt(f: dict[str, float]) -> str:
    return f"{f['wall']:.2f} s ({f['cpu']:.2f} s CPU), {f['rss_mb']:.0f} MB"


def measure(folder: Path, sizes: tuple[int, ...]) -> None:
    templates = folder / "templates.sqlite3"
    asyncio.run(_templates(templates))
    empty = folder / "empty.sqlite3"
    fill(empty, 0, templates)
    _run("bot", empty)  # writes the bytecode caches
    zero: dict[str, float] = {}
    for games in sorted({GAMES, *sizes}):
        path = folder / f"{games}.sqlite3"
        fill(path, games, templates)
        if games == GAMES:
            zero, ref, bot, loose = _medians(
                RUNS, ("bot", empty), ("reference", path), ("bot", path), ("unfrozen", path)
            )
            print(
                f"start-up with {games:,} open games: ready {_fmt(bot)} (references: plain "
                f"sqlite3 + json.loads of every row {_fmt(ref)}; ludobot with 0 games "
                f"{_fmt(zero)})",
                flush=True,
            )
            print(
                f"  ready ÷ the plain sqlite3 reference: {bot['cpu'] / ref['cpu']:.2f}× CPU "
                f"(goal: 1.0 s against its 0.85 s, about 1.18×), "
                f"{bot['rss_mb'] / ref['rss_mb']:.2f}× peak RSS",
                flush=True,
            )
            print(
                f"  a full garbage collection once ready: {bot['collect'] * 1000:.0f} ms "
                f"(reference, the same bot without gc.freeze: {loose['collect'] * 1000:.0f} ms)",
                flush=True,
            )
        else:
            if not zero:
                (zero,) = _medians(RUNS, ("bot", empty))
            (bot,) = _medians(RUNS if games < GAMES else 1, ("bot", path))
        per_load = (bot["load_cpu"] - zero["load_cpu"]) / games * 1e6
        per_cpu = (bot["cpu"] - zero["cpu"]) / games * 1e6
        per_wall = (bot["wall"] - zero["wall"]) / games * 1e6
        per_kb = (bot["rss_mb"] - zero["rss_mb"]) / games * 1024
        print(
            f"  per game at {games:>7,}: the load {per_load:5.1f} µs CPU; the process "
            f"{per_cpu:6.1f} µs CPU, {per_wall:6.1f} µs wall, {per_kb:5.2f} KB peak RSS",
            flush=True,
        )
        path.unlink()


def main(full: bool = False) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        measure(Path(tmp), FULL_SIZES if full else SIZES)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], sys.argv[3])
    else:
        main("--full" in sys.argv[1:])
