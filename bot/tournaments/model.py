"""A tournament's values: who entered, how tables finished, what a round seats.

Every value is frozen and holds entrant ids (ints the caller chooses: a person's Discord
id, a row's key), never names: the edge words them.

>>> POINTS.for_place(4, 1), POINTS.for_place(3, 3), POINTS.for_place(2, 2)
(6, 1, 0)
>>> r = TableResult(round=1, table=1, places=(7, 3, 9), seats=(3, 9, 7))
>>> r.place_of(9), r.opponents(9)
(3, (3, 7))
>>> Format.knockout(advance=2).advance
2
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

MIN_TABLE: Final = 2
MAX_TABLE: Final = 6
"""Table sizes a board holds (the presets' boards seat two to six)."""
MOST_POINTS: Final = 100
"""The most points an organiser may give a place or a bye."""


@dataclass(frozen=True, slots=True)
class Entrant:
    """One who plays the tournament: an id and the rating knockout seeds by (and a Swiss
    orders its first round by)."""

    id: int
    rating: float = 0.0


@dataclass(frozen=True, slots=True)
class Table:
    """One game of a round: its number (1 = the top table) and who sits where, in the
    order they move (``seats[0]`` moves first)."""

    number: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Bye:
    """A round an entrant was not seated in (and scored :attr:`Points.bye` for, in a
    Swiss; in a knockout, went on without playing)."""

    round: int
    entrant: int


@dataclass(frozen=True, slots=True)
class Round:
    """What a pairing decides: the tables, top table first, and who has a bye."""

    number: int
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()

    def bye_records(self) -> tuple[Bye, ...]:
        """The round's byes as the history the next pairing is given."""
        return tuple(Bye(self.number, e) for e in self.byes)

    def seated(self) -> tuple[int, ...]:
        """Everyone of the round: the tables' seats in order, then the byes."""
        return tuple(e for t in self.tables for e in t.seats) + self.byes


@dataclass(frozen=True, slots=True)
class TableResult:
    """How one table of a round finished: ``places``, its entrants best first; ``seats``,
    the same entrants in the order they moved."""

    round: int
    table: int
    places: tuple[int, ...]
    seats: tuple[int, ...]

    def __post_init__(self) -> None:
        if sorted(self.places) != sorted(self.seats) or len(set(self.places)) != len(self.places):
            raise ValueError("a table's places and seats name the same entrants once each")

    def place_of(self, entrant: int) -> int:
        """The place (1 = first) of ``entrant`` at this table."""
        return self.places.index(entrant) + 1

    def opponents(self, entrant: int) -> tuple[int, ...]:
        """Everyone else at the table, in ascending id."""
        return tuple(sorted(e for e in self.places if e != entrant))


@dataclass(frozen=True, slots=True)
class Points:
    """Points by place, per table size (``by_size[n]``: first place's points first, for a
    table of ``n``), and a Swiss bye's points (a win at a table of two, as a chess
    Swiss scores a bye a whole point)."""

    by_size: tuple[tuple[int, tuple[int, ...]], ...] = (
        (2, (3, 0)),
        (3, (5, 3, 1)),
        (4, (6, 4, 2, 0)),
        (5, (8, 6, 4, 2, 0)),
        (6, (10, 8, 6, 4, 2, 0)),
    )
    bye: int = 3

    def __post_init__(self) -> None:
        for size, places in self.by_size:
            if len(places) != size or list(places) != sorted(places, reverse=True):
                raise ValueError(f"points for a table of {size} name {size} places, best first")

    @classmethod
    def by_place(cls, places: tuple[int, ...], bye: int = 3) -> Points:
        """An organiser's points for a full table (``places``, first place's first): a
        smaller table (a Swiss's, or one without computers) scores its first places'
        points, the last places' values dropped.

        >>> p = Points.by_place((7, 4, 1, 0), bye=2)
        >>> p.for_place(4, 1), p.for_place(3, 3), p.for_place(2, 2), p.bye
        (7, 1, 4, 2)
        """
        return cls(tuple((n, places[:n]) for n in range(MIN_TABLE, len(places) + 1)), bye)

    def for_place(self, size: int, place: int) -> int:
        """The points of ``place`` (1 = first) at a table of ``size``."""
        for n, places in self.by_size:
            if n == size:
                return places[place - 1]
        raise ValueError(f"no points for a table of {size}")


POINTS: Final = Points()
"""The default: 6/4/2/0 at four, 5/3/1 at three, 3/0 at two (8/6/4/2/0 at five,
10/8/6/4/2/0 at six), a bye 3."""


class Kind(enum.Enum):
    SWISS = "swiss"
    KNOCKOUT = "knockout"


@dataclass(frozen=True, slots=True)
class Format:
    """A Swiss of ``rounds`` rounds, or a knockout where the first ``advance`` (1 or 2) of
    each table go on."""

    kind: Kind
    rounds: int = 0
    advance: int = 1

    def __post_init__(self) -> None:
        if self.kind is Kind.SWISS and self.rounds < 1:
            raise ValueError("a Swiss has at least one round")
        if self.kind is Kind.KNOCKOUT and self.advance not in (1, 2):
            raise ValueError("a knockout sends on the first one or two of a table")

    @classmethod
    def swiss(cls, rounds: int) -> Format:
        return cls(Kind.SWISS, rounds=rounds)

    @classmethod
    def knockout(cls, advance: int = 1) -> Format:
        return cls(Kind.KNOCKOUT, advance=advance)
