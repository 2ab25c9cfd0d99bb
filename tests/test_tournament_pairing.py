"""Swiss and knockout pairings: the issue's properties over random tournaments (hypothesis),
the repeat count against brute force for small fields, and the seat order's rotation."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bot.tournaments import (
    Bye,
    Entrant,
    Round,
    TableResult,
    advancing,
    is_final,
    knockout_order,
    pair_knockout,
    pair_swiss,
    points_of,
    table_sizes,
)
from bot.tournaments.grouping import meetings, repeats


def entrants(count: int, seed: int = 0) -> list[Entrant]:
    rng = random.Random(seed)
    return [Entrant(i, rating=float(rng.randrange(1000, 2000))) for i in range(1, count + 1)]


def finish(done: Round, rng: random.Random) -> list[TableResult]:
    """Random places at every table of a round."""
    out = []
    for t in done.tables:
        places = list(t.seats)
        rng.shuffle(places)
        out.append(TableResult(done.number, t.number, tuple(places), t.seats))
    return out


def swiss(
    people: Sequence[Entrant], size: int, rounds: int, seed: int
) -> Iterator[tuple[Round, list[TableResult], list[Bye]]]:
    """Each round of a Swiss with random results, with the history it was paired from."""
    rng = random.Random(seed)
    results: list[TableResult] = []
    byes: list[Bye] = []
    for n in range(1, rounds + 1):
        done = pair_swiss(people, results, size, n, byes=byes)
        yield done, list(results), list(byes)
        results += finish(done, rng)
        byes += done.bye_records()


fields = st.tuples(st.integers(1, 40), st.integers(2, 6), st.integers(1, 6), st.integers(0, 99))


@settings(max_examples=60, deadline=None)
@given(fields)
def test_every_entrant_seated_once_a_round(field: tuple[int, int, int, int]) -> None:
    count, size, rounds, seed = field
    people = entrants(count, seed)
    for done, _, _ in swiss(people, size, rounds, seed):
        seated = done.seated()
        assert sorted(seated) == [e.id for e in people]
        assert [t.number for t in done.tables] == list(range(1, len(done.tables) + 1))
        assert all(2 <= len(t.seats) <= size for t in done.tables)


def best_smallest_table(count: int, size: int) -> int:
    """The largest smallest table over every way to seat ``count`` at tables of
    2..``size``: tables of ``m``..``size`` seat ``count`` when some number ``t`` of them
    has ``t * m <= count <= t * size``."""
    return max(
        m for m in range(2, size + 1) for t in range(1, count + 1) if t * m <= count <= t * size
    )


@given(st.integers(2, 40), st.integers(3, 6))
def test_tables_of_size_or_one_less_whenever_they_add_up(count: int, size: int) -> None:
    sizes = table_sizes(count, size)
    assert sum(sizes) == count
    assert max(sizes) - min(sizes) <= 1
    assert min(sizes) == best_smallest_table(count, size)
    fits = any(a * size + b * (size - 1) == count for a in range(41) for b in range(41))
    assert fits == (min(sizes) >= size - 1)
    assert len(sizes) == -(-count // size)


@settings(max_examples=60, deadline=None)
@given(fields)
def test_byes_only_where_unavoidable_and_never_twice(field: tuple[int, int, int, int]) -> None:
    count, size, rounds, seed = field
    people = entrants(count, seed)
    had: Counter[int] = Counter()
    for done, _, _ in swiss(people, size, min(rounds, count), seed):
        unavoidable = count == 1 or (size == 2 and count % 2 == 1)
        assert len(done.byes) == (1 if unavoidable else 0)
        had.update(done.byes)
    assert all(n == 1 for n in had.values())


def test_the_bye_goes_to_the_lowest_ranked_without_one() -> None:
    people = [Entrant(i, rating=2000 - i) for i in range(1, 6)]
    results = [TableResult(1, 1, (1, 2), (1, 2)), TableResult(1, 2, (3, 4), (3, 4))]
    done = pair_swiss(people, results, 2, 2, byes=[Bye(1, 5)])
    # 5 has 3 points from the bye; 2 and 4 have none, and 4 is rated lower.
    assert done.byes == (4,)
    assert points_of(results, [Bye(1, 5)])[5] == 3


def least_repeats(ids: Sequence[int], sizes: Sequence[int], met: dict[int, dict[int, int]]) -> int:
    """By brute force: the fewest repeats over every way to seat ``ids`` at ``sizes``
    (the first of ``ids`` at a table of each size in turn, the rest recursively)."""
    if not sizes:
        return 0
    first, rest = ids[0], ids[1:]
    costs = []
    for size in set(sizes):
        left_sizes = list(sizes)
        left_sizes.remove(size)
        for others in itertools.combinations(rest, size - 1):
            left = [e for e in rest if e not in others]
            costs.append(repeats([(first, *others)], met) + least_repeats(left, left_sizes, met))
    return min(costs)


@settings(max_examples=80, deadline=None)
@given(st.integers(4, 9), st.integers(2, 4), st.integers(2, 4), st.integers(0, 999))
def test_repeats_as_few_as_brute_force_finds(count: int, size: int, rounds: int, seed: int) -> None:
    people = entrants(count, seed)
    for done, results, _ in swiss(people, size, rounds, seed):
        met = meetings(r.places for r in results)
        tables = [t.seats for t in done.tables]
        ids = sorted(e for t in tables for e in t)
        # As few as any seating at these tables has: none where none is possible.
        assert repeats(tables, met) == least_repeats(ids, [len(t) for t in tables], met)


@settings(max_examples=60, deadline=None)
@given(fields)
def test_score_groups_kept_unless_a_repeat_forbids(field: tuple[int, int, int, int]) -> None:
    """Nobody sits at a higher table than someone with more points, unless swapping the
    two would seat more repeat meetings."""
    count, size, rounds, seed = field
    for done, results, byes in swiss(entrants(count, seed), size, rounds, seed):
        score = points_of(results, byes)
        met = meetings(r.places for r in results)
        tables = [list(t.seats) for t in done.tables]
        now = repeats(tables, met)
        for i, j in itertools.combinations(range(len(tables)), 2):
            for a in tables[i]:
                for b in tables[j]:
                    if score.get(a, 0) < score.get(b, 0):
                        swapped = [list(t) for t in tables]
                        swapped[i][swapped[i].index(a)] = b
                        swapped[j][swapped[j].index(b)] = a
                        assert repeats(swapped, met) > now


@settings(max_examples=60, deadline=None)
@given(fields)
def test_who_moved_last_more_often_sits_earlier(field: tuple[int, int, int, int]) -> None:
    count, size, rounds, seed = field
    for done, results, _ in swiss(entrants(count, seed), size, rounds + 1, seed):
        last = Counter(r.seats[-1] for r in results)
        for t in done.tables:
            for a, b in itertools.combinations(t.seats, 2):
                assert not last[a] < last[b], (t.seats, last)


@settings(max_examples=40, deadline=None)
@given(fields)
def test_deterministic_given_the_standings(field: tuple[int, int, int, int]) -> None:
    count, size, rounds, seed = field
    people = entrants(count, seed)
    rng = random.Random(seed + 1)
    for done, results, byes in swiss(people, size, rounds, seed):
        shuffled, mixed = list(people), list(results)
        rng.shuffle(shuffled)
        rng.shuffle(mixed)
        assert pair_swiss(shuffled, mixed, size, done.number, byes=byes[::-1]) == done


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 64), st.integers(2, 6), st.sampled_from([1, 2]), st.integers(0, 99))
def test_knockout_to_the_end(count: int, size: int, advance: int, seed: int) -> None:
    assume(advance < size and advance < count)
    rng = random.Random(seed)
    people = entrants(count, seed)
    by_id = {e.id: e for e in people}
    left = list(people)
    results: list[TableResult] = []
    rounds: list[Round] = []
    number = 0
    while len(left) > advance:
        number += 1
        done = pair_knockout(left, results, size, number, advance=advance)
        rounds.append(done)
        # The final is the round that leaves only those who go on from its one table.
        assert is_final(done) == (len(left) <= size and not done.byes)
        assert sorted(done.seated()) == sorted(e.id for e in left)
        assert all(advance < len(t.seats) <= size for t in done.tables)
        seeds = [e.id for e in sorted(left, key=lambda e: (-e.rating, e.id))]
        # Byes to the top seeds; the next seeds each at a table of their own.
        assert done.byes == tuple(seeds[: len(done.byes)])
        heads = seeds[len(done.byes) : len(done.byes) + len(done.tables)]
        assert len({t.number for t in done.tables for e in t.seats if e in heads}) == len(heads)
        played = finish(done, rng)
        results += played
        going = advancing(done, played, advance)
        assert len(going) == advance * len(done.tables) + len(done.byes) < len(left)
        left = [by_id[e] for e in going]
    assert number <= count
    assert is_final(rounds[-1])
    order = knockout_order(people, rounds, results)
    assert sorted(order) == sorted(by_id)
    assert order[: len(rounds[-1].tables[0].seats)] == results[-1].places


def test_a_dropped_entrant_is_no_longer_seated_and_still_counts() -> None:
    """Those still playing are paired; a dropped entrant's results still give their
    opponents' points and are kept from meeting again those they met."""
    people = entrants(9, 3)
    rng = random.Random(3)
    first = pair_swiss(people, [], 3, 1)
    results = finish(first, rng)
    dropped = first.tables[0].seats[0]
    still = [e for e in people if e.id != dropped]
    second = pair_swiss(still, results, 3, 2)
    assert sorted(second.seated()) == sorted(e.id for e in still)
    assert [len(t.seats) for t in second.tables] == [3, 3, 2]
    met = meetings(r.places for r in results)
    assert repeats([t.seats for t in second.tables], met) == 0
