"""The match table of docs/computers.md: every preset at every table size, several seeds pooled.

``python -m benchmarks.bench_computers --table [--games N] [--duel N] [--seeds 1,2,3,4]
[--jobs J]``
prints it as Markdown. Each table (a preset at 4 players, at 6 where the preset has a
six-colour board, and marbles with partners) gets these match-ups, each played through
:func:`bot.engine.matches.run_match` (the games of ``ludobot simulate --seats``: seats
rotated game by game, every seat told who sits where) once per seed and pooled:

* each level (``easy``, ``normal``, ``hard``) against random players in every other seat;
* ``hard`` against ``normal`` in every other seat (its partner too, with partners);
* all four levels at one table (at 6 players with two more random seats; not with
  partners, where the rotation would pair the same two levels in every game).

A level's win rate is the share of games a seat of it won (with partners, its side won),
with its 95% Wilson interval over the pooled games; par is one over the number of sides.
The same arguments print the same table.
"""

from __future__ import annotations

import ast
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from typing import Final

from bot.engine import Ruleset
from bot.engine.matches import run_match, wilson


@dataclass(frozen=True, slots=True)
class Table:
    """One kind of table: a preset, the players at it, partners or not."""

    preset: str
    players: int
    partners: bool = False

    @property
    def rules(self) -> Ruleset:
        overrides = {"teams": "partners"} if self.partners else {}
        return Ruleset.preset(self.preset, players=self.players, overrides=overrides)

    @property
    def sides(self) -> int:
        return self.players // 2 if self.partners else self.players

    @property
    def name(self) -> str:
        return f"`{self.preset}`, {self.players}" + (" (partners)" if self.partners else "")


TABLES: tuple[Table, ...] = (
    Table("madn", 4),
    Table("mejn", 4),
    Table("mejn", 6),
    Table("ludo", 4),
    Table("fia", 4),
    Table("marbles", 4),
    Table("marbles", 6),
    Table("marbles", 4, partners=True),
    Table("marbles", 6, partners=True),
)

SEEDS: tuple[int, ...] = (1, 2, 3, 4)
GAMES: int = 400
"""Games per match-up (over all seeds), but for ``hard`` against ``normal``."""
DUEL: int = 2000
"""Games of ``hard`` against ``normal`` (over all seeds): the line whose lower end must
clear par. Twice as many with partners (``hard``'s edge is shared with a ``normal``
partner), half as many at six players (each game takes about three times as long)."""


def duel_games(table: Table, duel: int) -> int:
    """How many games of ``hard`` against ``normal`` ``table`` gets."""
    games = duel * 2 if table.partners else duel
    return games // 2 if table.players > 4 else games


def matchups(table: Table) -> list[tuple[str, tuple[str, ...]]]:
    """The match-ups of ``table``: (the level whose win rate a line reports, the seats)."""
    n = table.players
    lines: list[tuple[str, tuple[str, ...]]] = [
        (level, (level,) + ("random",) * (n - 1)) for level in ("easy", "normal", "hard")
    ]
    lines.append(("hard", hard_vs_normal(n)))
    if not table.partners:
        lines.append(("all", ("hard", "normal", "easy", "random") + ("random",) * (n - 4)))
    return lines


def hard_vs_normal(players: int) -> tuple[str, ...]:
    return ("hard",) + ("normal",) * (players - 1)


def label(table: Table, level: str, seats: Sequence[str]) -> str:
    """``hard`` vs 3 normal; with partners, ``hard`` and a normal partner vs 2 normal."""
    if table.partners:
        return f"`{level}` and a {seats[1]} partner vs {len(seats) - 2} {seats[1]}"
    return f"`{level}` vs {len(seats) - 1} {seats[1]}"


@dataclass(frozen=True, slots=True)
class Job:
    table: Table
    seats: tuple[str, ...]
    seed: int
    games: int


def _run(job: Job) -> tuple[Job, dict[str, int], float]:
    start = time.process_time()
    result = run_match(job.table.rules, job.seats, job.games, seed=job.seed)
    return job, {s.level: s.wins for s in result.levels}, time.process_time() - start


_REPORTED: Final = re.compile(r"^(.*) (\S+) seed (\d+): (\{.*\}) of (\d+) \((\d+) s\)$")


def reported(path: str) -> dict[tuple[str, str, int, int], tuple[dict[str, int], float]]:
    """The runs a table's stderr in ``path`` reports: (table, seats, seed, games) to
    (wins by level, CPU seconds)."""
    runs = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = _REPORTED.match(line.rstrip("\n"))
            if m:
                name, seats, seed, won, games, seconds = m.groups()
                wins = {str(k): int(v) for k, v in ast.literal_eval(won).items()}
                runs[(name, seats, int(seed), int(games))] = (wins, float(seconds))
    return runs


def cell(wins: int, games: int) -> str:
    low, high = wilson(wins, games)
    return f"{100 * wins / games:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def jobs_for(tables: Sequence[Table], games: int, duel: int, seeds: Sequence[int]) -> list[Job]:
    jobs = []
    for table in tables:
        for _, seats in matchups(table):
            total = duel_games(table, duel) if seats == hard_vs_normal(table.players) else games
            share, extra = divmod(total, len(seeds))
            for k, seed in enumerate(seeds):
                jobs.append(Job(table, seats, seed, share + (k < extra)))
    return jobs


def table(
    tables: Sequence[Table] = TABLES,
    games: int = GAMES,
    duel: int = DUEL,
    seeds: Sequence[int] = SEEDS,
    jobs: int = 1,
    resume: str = "",
) -> str:
    """The match table as Markdown (``jobs`` processes play the games; each finished run
    is reported on stderr). ``resume``: the stderr of an earlier run with the same
    arguments; the runs it reports are taken from it, not played again (every run is
    fixed by its seed, so the table is the same)."""
    work = jobs_for(tables, games, duel, seeds)
    # The longest first (six players, then partners), so no process idles at the end.
    work.sort(key=lambda j: (-j.table.players, not j.table.partners, -j.games))
    earlier = reported(resume) if resume else {}
    wins: dict[tuple[Table, tuple[str, ...]], dict[str, int]] = {}
    played: dict[tuple[Table, tuple[str, ...]], int] = {}
    cpu = 0.0

    def count(job: Job, won: dict[str, int], seconds: float) -> None:
        nonlocal cpu
        key = (job.table, job.seats)
        total = wins.setdefault(key, {})
        for level, w in won.items():
            total[level] = total.get(level, 0) + w
        played[key] = played.get(key, 0) + job.games
        cpu += seconds
        print(
            f"{job.table.name} {','.join(job.seats)} seed {job.seed}: {won}"
            f" of {job.games} ({seconds:.0f} s)",
            file=sys.stderr,
            flush=True,
        )

    todo = []
    for job in work:
        found = earlier.get((job.table.name, ",".join(job.seats), job.seed, job.games))
        if found is None:
            todo.append(job)
        else:
            count(job, *found)
    with Pool(jobs) as pool:
        for job, won, seconds in pool.imap_unordered(_run, todo):
            count(job, won, seconds)
    seed_text = ",".join(map(str, seeds))
    out = [
        "`python -m benchmarks.bench_computers --table"
        f" --games {games} --duel {duel} --seeds {seed_text}`"
        f" ({len(work)} runs, {cpu / 60:.0f} CPU minutes)",
        "",
        "| table | match-up | games | win rate [95% interval] | par | lower end above par |",
        "|---|---|---|---|---|---|",
    ]
    four = [
        "",
        "| table | all four levels at one table | games | `hard` | `normal` | `easy` | `random` |",
        "|---|---|---|---|---|---|---|",
    ]
    for t in tables:
        par = 1 / t.sides
        for level, seats in matchups(t):
            key = (t, seats)
            n = played[key]
            if level == "all":
                rates = " | ".join(
                    cell(wins[key][lv], n) for lv in ("hard", "normal", "easy", "random")
                )
                four.append(f"| {t.name} | {', '.join(seats)} | {n:,} | {rates} |")
                continue
            w = wins[key][level]
            above = "yes" if wilson(w, n)[0] > par else "no"
            out.append(
                f"| {t.name} | {label(t, level, seats)} | {n:,} | {cell(w, n)} |"
                f" {100 * par:.1f}% | {above} |"
            )
    return "\n".join(out + four)
