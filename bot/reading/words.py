"""A lobby's words, read into the typed values its commands carry: a colour (or any), a
computer's level, a pace, a seat's number."""

from __future__ import annotations

from typing import Final

from bot.core import Refused
from bot.core.commands import COLOURS, Colour
from bot.core.notes import echo
from bot.core.settings import PACES, Pace
from bot.engine.computers import LEVELS, Level

from .text import normal, whole

ANY: Final = "any"
"""What a person types (or a menu sends) for no colour in particular."""


def read_colour(text: str) -> Colour | None:
    """A colour of some board, or None for any (``any``, or nothing).

    >>> read_colour(" RED "), read_colour("any")
    (Colour(name='red'), None)
    """
    read = normal(text)
    if read in ("", ANY):
        return None
    if read not in COLOURS:
        raise Refused("bad_colour", colour=echo(read), colours=list(COLOURS))
    return Colour(read)


def read_level(text: str) -> Level:
    """A computer player's level.

    >>> read_level("Hard")
    <Level.HARD: 'hard'>
    """
    read = normal(text)
    if read not in LEVELS:
        raise Refused("bad_level", level=echo(read), levels=", ".join(LEVELS))
    return Level(read)


def read_pace(text: str) -> Pace:
    """A game's pace.

    >>> read_pace("\\uff12\\uff14H")
    <Pace.DAY: '24h'>
    """
    read = normal(text)
    if read not in PACES:
        raise Refused("bad_pace", pace=echo(read[:20]), paces=", ".join(PACES))
    return Pace(read)


def read_seat(value: object) -> int:
    """A seat's index from its number as a lobby lists it (from 1; up to 6 seats).

    >>> read_seat(3), read_seat("\\u0661")
    (2, 0)
    """
    number = whole(value, "seat", 1, 6)
    if number is None:
        raise Refused("bad_input", option="seat", why=echo(""))
    return number - 1
