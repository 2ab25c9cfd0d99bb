"""The banner over the board: whose turn it is (or who won) in one sentence that always
fits, the finishers' places or who plays which colour, and the last roll's die.

A sentence is never cut: the names in it are (with an ellipsis), and the type shrinks
before a name is cut to a stub (:func:`fitted`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from PIL import Image, ImageDraw

from bot.engine import MOVE, Event, Position
from bot.i18n import Words

from .fonts import ELLIPSIS, draw_text, shorten, text_width
from .layout import Layout
from .palette import INK, RGB, WHITE, colour_rgb, index_of, text_on
from .stamps import stamp_text
from .words import colour_letter, ordinal


def _die(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], value: int) -> None:
    x0, y0, x1, _ = box
    s = x1 - x0
    ink = index_of(INK)
    draw.rounded_rectangle(
        box, radius=s * 0.18, fill=index_of(WHITE), outline=ink, width=max(2, round(s * 0.05))
    )
    pips = {
        1: [(0.5, 0.5)],
        2: [(0.27, 0.27), (0.73, 0.73)],
        3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
        4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
        5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
        6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
    }[value]
    pr = s * 0.09
    for px, py in pips:
        cx, cy = x0 + px * s, y0 + py * s
        draw.ellipse((cx - pr, cy - pr, cx + pr, cy + pr), fill=ink)


def _seat_name(names: Sequence[str], seat: int, words: Words) -> str:
    return names[seat] if 0 <= seat < len(names) else words("picture_player", number=seat + 1)


class Room(NamedTuple):
    """The banner's measures for a layout: its height, the title's and the second
    line's type, the margin, the die's size, and the width the words may take."""

    height: int
    big: int
    small: int
    pad: int
    die: float
    words: int


def room(L: Layout) -> Room:
    h = L.top
    pad, die = round(h * 0.22), h * 0.62
    return Room(h, round(h * 0.34), round(h * 0.2), pad, die, int(L.width - 3 * pad - die))


def _gender(genders: Sequence[str | None], seats: Sequence[int]) -> str | None:
    """The gender a place's ordinal agrees with: its one person's choice, if known."""
    return genders[seats[0]] if len(seats) == 1 and seats[0] < len(genders) else None


def title(game: Position, names: Sequence[str], words: Words, at: Room) -> tuple[str, int]:
    """The banner's sentence (whose turn, or who won) and the type size it is drawn at."""
    if game.over:
        winners = [_seat_name(names, s, words) for s in game.winners]
        return fitted(words, "picture_wins", winners, at.big, at.words, count=max(1, len(winners)))
    what = (
        "picture_order"
        if game.phase == "order"
        else ("picture_move" if game.phase == MOVE else "picture_roll")
    )
    letter = colour_letter(game.board.colours[game.turn], words)
    who = [_seat_name(names, game.seat_of(game.turn), words)]
    return fitted(words, what, who, at.big, at.words, letter=letter)


def _text(
    img: Image.Image, xy: tuple[float, float], text: str, size: int, fill: RGB, ground: RGB
) -> int:
    """Text on the banner's flat colour, drawn once and then pasted (looked up here, so
    that a test may watch what the banner writes)."""
    return stamp_text(img, xy, text, size, fill, ground, draw=draw_text)


def banner(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    game: Position,
    names: Sequence[str],
    events: Sequence[Event],
    L: Layout,
    words: Words,
    genders: Sequence[str | None] = (),
) -> None:
    """The banner on the palette picture ``img`` (``draw`` draws on it); ``genders``:
    each seat's person's choice for sentences about them (``/ludo gender``), if known."""
    at = room(L)
    h, pad = at.height, at.pad
    board = game.board
    colour = board.colours[game.turn]
    if game.over:
        winner = game.winners[0] if game.winners else 0
        colour = board.colours[game.seats[winner][0]]
    ground = colour_rgb(colour)
    draw.rectangle((0, 0, L.width, h), fill=index_of(ground))
    fg = text_on(colour)
    text, size = title(game, names, words, at)
    _text(img, (pad, h * 0.36), text, size, fg, ground)
    if game.places:
        line, small = places_line(game, names, words, at, genders)
        _text(img, (pad, h * 0.74), shorten(line, small, at.words), small, fg, ground)
    else:
        _legend(img, draw, game, names, (pad, h * 0.74), at.small, at.words, (fg, ground), words)
    roll = next((e.value for e in reversed(events) if e.kind in ("rolled", "order_roll")), 0)
    roll = roll or game.last_roll
    if roll:
        x1, d = L.width - pad, at.die
        _die(draw, (x1 - d, (h - d) / 2, x1, (h + d) / 2), roll)


SMALLEST: Final = (1.0, 0.9, 0.8, 0.7)
"""How far a banner's type shrinks (from its size) before a name is cut to a stub."""


PLACES_GAP = "   "
"""Between one place and the next on the banner's second line."""


def places_line(
    game: Position,
    names: Sequence[str],
    words: Words,
    at: Room,
    genders: Sequence[str | None] = (),
) -> tuple[str, int]:
    """The finishers' places as one line of the banner's width, and the type size it is
    drawn at: each place has an equal share of what the gaps leave, and the line takes
    the smallest size any place needed, so it is never wider than the banner and the cut
    that :func:`~.fonts.shorten` makes at its end never takes the last places."""
    size, smallest = at.small, max(8, round(at.small * SMALLEST[-1]))
    for _ in range(len(SMALLEST)):
        gaps = text_width(PLACES_GAP, size) * (len(game.places) - 1)
        share = (at.words - gaps) // len(game.places)
        parts = [
            fitted(
                words,
                "picture_place",
                [_seat_name(names, s, words) for s in group],
                size,
                share,
                place=ordinal(i + 1, words, _gender(genders, group)),
            )
            for i, group in enumerate(game.places)
        ]
        # One place needed a smaller type: the whole line takes it (down to 70 %; below
        # that, names are cut rather than the type shrunk further).
        needed = max(smallest, min(part[1] for part in parts))
        if needed == size:
            break
        size = needed
    # A place fitted at a smaller type than the line's (the line stopped at 70 %) is cut
    # to its share at the line's: every catalogue puts the rank before the names.
    texts = [text if at_size == size else shorten(text, size, share) for text, at_size in parts]
    return PLACES_GAP.join(texts), size


def fitted(
    words: Words, message_id: str, names: Sequence[str], size: int, width: int, **values: object
) -> tuple[str, int]:
    """The sentence ``message_id`` about ``names`` (as ``who``, one list in the language)
    in ``width`` pixels, and the type size it takes: the names are shortened (with an
    ellipsis), never the sentence's own words; the type shrinks (to 70 %) rather than
    cut a name below three letters; only a sentence too long even then is cut.

    >>> from bot.i18n import ENGLISH
    >>> fitted(ENGLISH, "picture_roll", ["Bartholomew the Magnificent"], 20, 330, letter="R")
    ('Bartholomew th… (R) to roll', 20)
    """

    def made(cut: int | None, at: int) -> str:
        who = [n if cut is None else shorten(n, at, cut) for n in names]
        return words(message_id, who=words.join(who) if who else words("picture_nobody"), **values)

    for scale in SMALLEST:
        at = max(8, round(size * scale))
        if text_width(made(None, at), at) <= width or not names:
            return shorten(made(None, at), at, width), at
        stub = max(text_width(n[:3].rstrip() + ELLIPSIS, at) for n in names)
        if text_width(made(stub, at), at) <= width:
            break
    lo, hi = 0, max(text_width(n, at) for n in names)  # the widest cut that fits
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(made(mid, at), at) <= width:
            lo = mid
        else:
            hi = mid - 1
    return shorten(made(lo, at), at, width), at


def _legend(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    game: Position,
    names: Sequence[str],
    at: tuple[float, float],
    size: int,
    width: int,
    ink: tuple[RGB, RGB],
    words: Words,
) -> None:
    """Who plays which colour: a chip in the colour, then the name. Short names keep
    their width and the long ones share what is left, so six players fit and every
    name keeps as much of itself as the line allows. ``ink`` is the text's colour and
    the banner's."""
    fg, ground = ink
    colours = list(game.colours)
    if not colours:
        return
    texts = [_seat_name(names, game.seat_of(c), words) for c in colours]
    # A smaller type (down to 70 %) before any name is cut short.
    for scale in (1.0, 0.9, 0.8, 0.7):
        size_now = max(8, round(size * scale))
        r = size_now * 0.42
        chip = 2 * r + size_now * 0.3  # the chip and the space after it
        gap = size_now * 0.8  # between one name and the next chip
        wanted = [text_width(t, size_now) for t in texts]
        room = width - len(colours) * chip - (len(colours) - 1) * gap
        if sum(wanted) <= room:
            break
    size = size_now
    widths = _share(wanted, max(room, len(colours) * size))
    x, y = at
    for c, text, w in zip(colours, texts, widths, strict=True):
        cx = x + r
        # A ring in the banner's ink around the colour; the chip of the colour whose turn
        # it is (the banner's own colour) is a disc of ink with a dot of its colour.
        draw.ellipse((cx - r, y - r, cx + r, y + r), fill=index_of(fg))
        inner = r * 0.45 if c == game.turn else r - max(2, round(r * 0.3))
        own = index_of(colour_rgb(game.board.colours[c]))
        draw.ellipse((cx - inner, y - inner, cx + inner, y + inner), fill=own)
        _text(img, (x + chip, y), shorten(text, size, int(w)), size, fg, ground)
        x += chip + w + gap


def _share(wanted: Sequence[int], room: float) -> list[float]:
    """Widths for names that want ``wanted`` pixels in ``room``: the narrow ones get
    what they want, the rest an equal share of what is left.

    >>> _share([10, 100, 100], 150)
    [10.0, 70.0, 70.0]
    """
    out: list[float] = [float(w) for w in wanted]
    if sum(wanted) <= room:
        return out
    left, open_ = room, sorted(range(len(wanted)), key=lambda i: wanted[i])
    while open_:
        share = left / len(open_)
        i = open_[0]
        if wanted[i] > share:
            break
        left -= wanted[i]
        open_.pop(0)
    for i in open_:
        out[i] = left / len(open_)
    return out
