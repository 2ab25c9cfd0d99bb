"""Events and moves in words: the move log, button labels, the demo log.

The edge's words for engine values (the engine and the core keep codes and events);
pure functions, names of seats are passed in, and the language as :class:`bot.i18n.Words`
(the channel's: the log and the picture are for everyone). Shared by the pictures and the
Discord layer, so it lives beside the pictures and reads only the engine and the
catalogues.

>>> from bot.engine import Event, PieceRef
>>> from bot.i18n import Words
>>> names = ["Ann", "Bob"]
>>> colours = ("red", "yellow", "blue", "green")
>>> seat_of = [0, -1, 1, -1]
>>> narrate(Event("rolled", 0, value=6), names, colours, seat_of)
'Ann (red) rolls 6'
>>> narrate(Event("captured", 0, 1, frm=12, to=-2, target=PieceRef(2, 0)), names, colours, seat_of)
'Ann (red) captures piece 1 of Bob (blue)'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from bot.engine import Event
from bot.i18n import ENGLISH, Words


def ordinal(place: int, words: Words = ENGLISH, gender: str | None = None) -> str:
    """A place: ``1st`` in English, ``1.`` in German, ``1º`` in Spanish; ``gender``: the
    one its person chose (``/ludo gender``), where it is put before their name alone
    (French ``1re``); None keeps the form a place has on its own."""
    return words("ordinal", n=place, gender=gender or "unset")


def colour_name(colour: str, words: Words = ENGLISH) -> str:
    return words(f"colour_{colour}")


def colour_letter(colour: str, words: Words = ENGLISH) -> str:
    """The mark of a colour on the board and in the banner: ``Y`` for yellow in English,
    ``Ge`` (gelb) in German, where ``G`` would be grün's too.

    >>> colour_letter("yellow"), colour_letter("yellow", Words("de"))
    ('Y', 'Ge')
    """
    return words(f"letter_{colour}")


def _who(
    colour: int,
    names: Sequence[str],
    colours: Sequence[str],
    seat_of: Sequence[int],
    words: Words,
) -> str:
    seat = seat_of[colour] if 0 <= colour < len(seat_of) else -1
    name = names[seat] if 0 <= seat < len(names) else "?"
    return words("who_colour", name=name, colour=colour_name(colours[colour], words))


@dataclass(frozen=True, slots=True)
class Grammar:
    """What a line about a seat agrees with, by seat: ``kinds``, ``person`` or
    ``computer`` (a computer seat; a person's seat while away stays a person's, since
    the line names the person); ``genders``, each person's choice (``/ludo gender``) or
    None. A seat beyond them is a person who chose none."""

    kinds: Sequence[str] = ()
    genders: Sequence[str | None] = ()

    def kind(self, seat: int) -> str:
        return self.kinds[seat] if 0 <= seat < len(self.kinds) else "person"

    def gender(self, seat: int) -> str | None:
        return self.genders[seat] if 0 <= seat < len(self.genders) else None


PLAIN: Final = Grammar()
"""No seat's kind or gender known: every seat a person who chose none."""


KINDS = frozenset(
    {
        "order_roll",
        "begins",
        "rolled",
        "retry",
        "entered",
        "moved",
        "home",
        "captured",
        "blocked",
        "passed",
        "bonus",
        "third_six",
        "huffed",
        "finished",
        "placed",
        "eliminated",
        "won",
        "timed_out",
        "away",
        "back",
        "handover",
    }
)
"""The events with a line in the move log (``log_<kind>`` in the catalogues)."""


def narrate(
    event: Event,
    names: Sequence[str],
    colours: Sequence[str],
    seat_of: Sequence[int],
    words: Words = ENGLISH,
    grammar: Grammar = PLAIN,
) -> str | None:
    """One line for the move log, or None for events not worth a line; ``grammar``: the
    seats' kinds and genders, which the line's verb and ordinal agree with (Hindi
    ``शुरू करती हैं``, French ``1re``).

    >>> words, names, colours, seat_of = Words("hi"), ["Ann", "Bob"], ("red", "blue"), [0, 1]
    >>> narrate(Event("bonus", 0), names, colours, seat_of, words, Grammar(("person", "computer")))
    'Ann (लाल) फिर से पासा फेंकेंगे'
    >>> narrate(Event("bonus", 1), names, colours, seat_of, words, Grammar(("person", "computer")))
    'Bob (नीला) फिर से पासा फेंकेगा'
    >>> she = Grammar(genders=("feminine", None))
    >>> narrate(Event("placed", seat=0, value=1), names, colours, seat_of, Words("fr"), she).split()
    ['1re', ':', 'Ann']
    """
    e = event
    if e.kind not in KINDS:
        return None
    message = f"log_{e.kind}"
    target = e.target
    if e.kind == "captured" and target is not None and target.colour == e.colour:
        message = "log_own_capture"
    # The seat the line is about: the mover's, or the one an event names.
    seat = seat_of[e.colour] if 0 <= e.colour < len(seat_of) else e.seat
    return words(
        message,
        kind=grammar.kind(seat),
        gender=grammar.gender(seat) or "unset",
        who=_who(e.colour, names, colours, seat_of, words) if e.colour >= 0 else "",
        value=str(e.value),
        piece=str(e.piece + 1),
        victim=_who(target.colour, names, colours, seat_of, words) if target is not None else "",
        victim_piece=str(target.piece + 1) if target is not None else "0",
        seat=names[e.seat] if 0 <= e.seat < len(names) else "?",
        # An ordinal is a plural rule's work: made only for the one line that has one.
        place=ordinal(e.value, words, grammar.gender(e.seat)) if e.kind == "placed" else "",
    )


def move_label(
    kind: str, piece: int, steps: int = 0, victim: str = "?", words: Words = ENGLISH
) -> str:
    """A short button label for a move the core offers: the piece number and its effect
    (``kind``: the core's :data:`bot.core.view.ChoiceKind`; ``victim``: the name of the
    seat a capture hits).

    >>> move_label("home", 2)
    '3 → home'
    >>> move_label("steps", 0, 5, words=Words("de"))
    '1 zieht 5 Felder'
    """
    return words(f"move_{kind}", piece=str(piece + 1), steps=steps, victim=victim)[:80]


def huff_label(name: str, piece: int, words: Words = ENGLISH) -> str:
    """The Huff! button's label: whose piece skipped a capture (``piece`` counted from
    0, as the core's :class:`bot.core.HuffOffer` names it).

    >>> huff_label("Bob", 1)
    "Huff Bob's piece 2"
    """
    return words("huff_label", name=name, piece=piece + 1)[:80]


def log_lines(
    entries: Sequence[tuple[Event, Sequence[str]] | str],
    colours: Sequence[str],
    seat_of: Sequence[int],
    words: Words = ENGLISH,
    last: int | None = None,
    grammar: Grammar = PLAIN,
) -> list[str]:
    """The move log in words: each event narrated with the seats' names it was logged
    with (whoever held a seat then, not now); an English line kept by a row from before
    the log kept events is shown as it is. ``last``: only the last so many lines (the
    rest is not narrated at all).

    >>> from bot.i18n import Words
    >>> moved = Event("moved", 1, 0)
    >>> log_lines([(moved, ["Ann", "Robo Bert"]), "an old line"], ("red", "blue"), [0, 1])
    ['Robo Bert (blue) moves piece 1', 'an old line']
    """
    lines: list[str] = []
    for entry in reversed(entries):
        if last is not None and len(lines) >= last:
            break
        if isinstance(entry, str):
            line: str | None = entry
        else:
            event, names = entry
            try:
                line = _narrated(event, names, colours, seat_of, words, grammar)
            except TypeError:  # a list among them, which cannot be a key: narrated afresh
                line = narrate(event, names, colours, seat_of, words, grammar)
        if line:
            lines.append(line)
    lines.reverse()
    return lines


@lru_cache(maxsize=4096)
def _narrated(
    event: Event,
    names: Sequence[str],
    colours: Sequence[str],
    seat_of: Sequence[int],
    words: Words,
    grammar: Grammar,
) -> str | None:
    """:func:`narrate`, kept for the lines lately shown: the card shows the log's last
    lines at every step, and all but the newest were narrated at the steps before."""
    return narrate(event, names, colours, seat_of, words, grammar)
