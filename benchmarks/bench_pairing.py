"""Swiss pairing of 1,000 players at tables of four: time and quality.

Time: each round of a 7-round Swiss (random places at every table) paired by
:func:`bot.tournaments.pair_swiss`, beside two references measured on the same field in
the same run: the standings it starts from (:func:`bot.tournaments.standings`: points,
tie-breaks, sorted) and a bare ``sorted`` of 1,000 (points, rating, id) tuples. The
median of a few timings of each, in the thread's CPU time (the machine is shared).

Quality: over simulated tournaments (7 rounds each, random places), the pairs seated
again who had met before, per round and as a share of all pairs seated, with its 95%
Wilson interval; beside the same count for the layout alone (the standings cut into
consecutive tables, the score groups dealt in a snake, no repeat avoided), the pairing
before its search. And who moved last: the most times one entrant did in 7 rounds (a
fair rotation keeps it near 7 / 4), beside what seats drawn at random give.

The standings picture of the field after the last round (its first 16 lines), drawn
and encoded, beside a board picture drawn in the same run (:func:`rendering.render_png`
of a 4-player game, the pictures every move draws).

``python -m benchmarks.bench_pairing [--full]``: 3 tournaments by default, 20 with
``--full``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable

from bot.engine.matches import wilson
from bot.tournaments import Bye, Entrant, TableResult, pair_swiss, standings
from bot.tournaments.grouping import meetings, repeats
from bot.tournaments.pairing import swiss_plan

PLAYERS = 1_000
TABLE = 4
ROUNDS = 7


def _cpu_ms(work: Callable[[], object], times: int = 3) -> float:
    taken = []
    for _ in range(times):
        start = time.thread_time()
        work()
        taken.append((time.thread_time() - start) * 1000)
    return statistics.median(taken)


def field(seed: int) -> list[Entrant]:
    rng = random.Random(seed)
    return [Entrant(i, rating=round(rng.gauss(1500, 200), 1)) for i in range(1, PLAYERS + 1)]


def tournament(seed: int, timed: bool) -> dict[str, list[float]]:
    """One Swiss to the end; per round: repeats seated, the layout's repeats, and (when
    ``timed``) the pairing's and the references' CPU milliseconds."""
    rng = random.Random(seed)
    people = field(seed)
    results: list[TableResult] = []
    byes: list[Bye] = []
    out: dict[str, list[float]] = {
        k: [] for k in ("repeats", "layout", "pairs", "pair_ms", "standings_ms", "sort_ms")
    }
    last: Counter[int] = Counter()
    for number in range(1, ROUNDS + 1):
        done = pair_swiss(people, results, TABLE, number, byes=byes)
        if timed:
            out["pair_ms"].append(
                _cpu_ms(lambda: pair_swiss(people, results, TABLE, number, byes=byes))  # noqa: B023
            )
            out["standings_ms"].append(_cpu_ms(lambda: standings(people, results, byes=byes)))  # noqa: B023
            rows = [(rng.randrange(40), e.rating, e.id) for e in people]
            out["sort_ms"].append(_cpu_ms(lambda: sorted(rows)))  # noqa: B023
        met = meetings(r.places for r in results)
        plan = swiss_plan(people, results, TABLE, byes=byes)
        layout = [plan.order[i : i + TABLE] for i in range(0, len(plan.order), TABLE)]
        out["repeats"].append(repeats([t.seats for t in done.tables], met))
        out["layout"].append(repeats(layout, met))
        out["pairs"].append(sum(len(t.seats) * (len(t.seats) - 1) // 2 for t in done.tables))
        for t in done.tables:
            places = list(t.seats)
            rng.shuffle(places)
            results.append(TableResult(number, t.number, tuple(places), t.seats))
            last[t.seats[-1]] += 1
        byes += done.bye_records()
    out["most_last"] = [max(last.values())]
    if timed:
        out["pictures"] = list(pictures(people, results))
    return out


def pictures(people: list[Entrant], results: list[TableResult]) -> tuple[float, float]:
    """CPU ms of the standings picture and of a board picture (medians of 5)."""
    from bot.engine import Game, GreedyMover, Ruleset, SeededDice, play_out, position_of
    from rendering import render_png
    from rendering.standings import standings_png

    lines = standings(people, results)
    names = {e.id: f"Player {e.id}" for e in people}
    game = Game.new(Ruleset.preset("madn", players=4), players=4)
    play_out(game, SeededDice(1), GreedyMover(), max_ply=200)
    seats = ["Ada", "Bruno", "Chloé", "Dmitri"]
    render_png(position_of(game), seats)  # the static board, cached
    board = _cpu_ms(lambda: render_png(position_of(game), seats), 5)
    table = _cpu_ms(lambda: standings_png(lines, names, round_no=ROUNDS, rounds=ROUNDS), 5)
    return table, board


def random_seats_most_last(seed: int) -> int:
    """The most times one of 1,000 moved last in 7 rounds with seats drawn at random."""
    rng = random.Random(seed)
    last: Counter[int] = Counter()
    ids = list(range(PLAYERS))
    for _ in range(ROUNDS):
        rng.shuffle(ids)
        last.update(ids[i + TABLE - 1] for i in range(0, PLAYERS, TABLE))
    return max(last.values())


def main(full: bool = False) -> None:
    count = 20 if full else 3
    runs = [tournament(seed, timed=seed == 0) for seed in range(count)]
    timed = runs[0]
    print(f"pairing {PLAYERS} players at tables of {TABLE}, {ROUNDS} rounds (CPU ms, median of 3)")
    print("round  pair_swiss  standings  sorted(1000)  pair/standings")
    for r in range(ROUNDS):
        p, s, b = timed["pair_ms"][r], timed["standings_ms"][r], timed["sort_ms"][r]
        print(f"{r + 1:>5}  {p:>10.1f}  {s:>9.1f}  {b:>12.2f}  {p / s:>14.1f}")
    print(
        f"  all rounds: pair_swiss {sum(timed['pair_ms']):.0f} ms, "
        f"standings {sum(timed['standings_ms']):.0f} ms, sorted {sum(timed['sort_ms']):.1f} ms"
    )
    seated = int(sum(sum(r["pairs"]) for r in runs))
    for key, what in (("repeats", "pair_swiss"), ("layout", "layout alone")):
        total = int(sum(sum(r[key]) for r in runs))
        low, high = wilson(total, seated)
        per_round = [statistics.fmean(r[key][i] for r in runs) for i in range(ROUNDS)]
        print(
            f"repeats, {what}: {total} of {seated} pairs seated over {count} tournaments "
            f"({total / seated:.2e}, 95% CI {low:.2e}-{high:.2e}); per round "
            + " ".join(f"{x:.1f}" for x in per_round)
        )
    ours = [int(r["most_last"][0]) for r in runs]
    drawn = [random_seats_most_last(seed) for seed in range(count)]
    print(
        f"most times one entrant moved last in {ROUNDS} rounds: {max(ours)} "
        f"(seats drawn at random: {max(drawn)})"
    )
    table, board = timed["pictures"]
    print(
        f"standings picture (16 of {PLAYERS}): {table:.1f} ms CPU; a board picture: {board:.1f} ms"
    )


if __name__ == "__main__":
    main(full="--full" in sys.argv[1:])
