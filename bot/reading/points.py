"""A tournament's points by place, as the organiser types them (``6,4,2,0``, or
``6/4/2/0``, or ``6 4 2 0``): one whole number a place, first place's first, as many as
a table seats."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from bot.core import Refused
from bot.core.notes import echo
from bot.tournaments import MOST_POINTS

from .text import normal, number

SEPARATORS: Final = re.compile(r"[\s,;/،、]+")
"""Between two places' points: commas (Arabic and ideographic too), semicolons,
slashes or spaces."""


def read_points(text: str, size: int) -> tuple[int, ...]:
    """Points by place for a table of ``size``: refused (a code a fault) when a value is
    not a whole number, below zero or above :data:`~bot.tournaments.MOST_POINTS`, when
    they are not ``size`` values, or when a place scores more than the one before it or
    first and last score alike (then places would not count).

    >>> read_points(" 6, 4 ,2，0 ", 4), read_points("\\u0665/\\u0663/1", 3)
    ((6, 4, 2, 0), (5, 3, 1))
    """
    parts = [p for p in SEPARATORS.split(normal(text)) if p]
    values: list[int] = []
    for part in parts:
        if part.isdigit() and len(part) > len(str(MOST_POINTS)):  # not read as a whole
            raise Refused("points_too_large", value=echo(part[:20]), most=MOST_POINTS)
        value = number(part)
        if value is None:
            negative = part.startswith("-") and number(part[1:]) is not None
            raise Refused("points_negative" if negative else "points_bad", value=echo(part[:20]))
        if value > MOST_POINTS:
            raise Refused("points_too_large", value=value, most=MOST_POINTS)
        values.append(value)
    if len(values) != size:
        raise Refused("points_count", count=len(values), seats=size)
    if any(a < b for a, b in pairwise(values)) or values[0] == values[-1]:
        raise Refused("points_not_descending", points=" · ".join(map(str, values)))
    return tuple(values)
