"""A tournament's standings as a picture: a gold banner (the tournament's name and the
round), then one striped line per entrant (rank, name, points, opponents' points, wins,
games), the podium's ranks on medals; in the board pictures' colours, type and fixed
palette, with the words of the reader's language.

Columns are as wide as their heading or widest value in that language, and the name
takes the rest (cut with an ellipsis, never the numbers).

>>> from bot.tournaments import Entrant, TableResult, standings
>>> people = [Entrant(i) for i in (1, 2, 3)]
>>> lines = standings(people, [TableResult(1, 1, (2, 1, 3), (1, 2, 3))])
>>> png = standings_png(lines, {1: "Ann", 2: "Bob", 3: "Cy"}, round_no=1, rounds=3)
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import io
from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction
from typing import Final

from babel.numbers import format_decimal
from PIL import Image, ImageDraw

from bot.i18n import ENGLISH, Words, cldr
from bot.tournaments import Standing

from .fonts import draw_text, shorten, text_width
from .palette import BACKGROUND, BOARD, COLOURS, FRAME, GOLD, INK, RGB, TRACK, mix, quantized, shade
from .palette import NEUTRAL as SILVER
from .words import ordinal

WIDTH: Final = 640
PAD: Final = 18
BANNER: Final = 86
HEAD: Final = 34
ROW: Final = 40
GAP: Final = 18
"""Between two columns."""
MEDALS: Final[tuple[RGB, ...]] = (GOLD, SILVER, shade(COLOURS["orange"], 0.15))
MUTED: Final = mix(INK, BOARD, 0.5)
MARK: Final = COLOURS["blue"]
HEADINGS: Final = (13, 12, 11)
"""The headings' type sizes, tried in turn while the name has less than :data:`NAME`."""
NAME: Final = 220
LIMIT: Final = 16
"""Lines shown at most; the rest are counted under them."""


def _decimal(value: Fraction, words: Words) -> str:
    """Opponents' points with at most one decimal, in the language's own digits."""
    return str(format_decimal(float(value), format="0.#", locale=cldr(words.locale)))


def _columns(
    lines: Sequence[Standing], words: Words, size: int
) -> list[tuple[str, int, list[str]]]:
    """The number columns: heading, width (headings at ``size``) and each line's value."""
    columns = []
    for message, values in (
        ("standings_points", [str(s.points) for s in lines]),
        ("standings_opponents", [_decimal(s.opponents_points, words) for s in lines]),
        ("standings_wins", [str(s.places[0] if s.places else 0) for s in lines]),
        ("standings_games", [str(s.games) for s in lines]),
    ):
        heading = words(message)
        width = max([text_width(heading, size), *(text_width(v, 18) for v in values)])
        columns.append((heading, width, values))
    return columns


def _banner(img: Image.Image, title: str, subtitle: str) -> None:
    ImageDraw.Draw(img).rectangle((0, 0, WIDTH, BANNER), fill=GOLD)
    draw_text(img, (PAD, BANNER * 0.38), title, 28, INK, "lm", max_width=WIDTH - 2 * PAD)
    draw_text(img, (PAD, BANNER * 0.75), subtitle, 17, INK, "lm", max_width=WIDTH - 2 * PAD)


def _rank(
    img: Image.Image, draw: ImageDraw.ImageDraw, s: Standing, x: int, y: float, words: Words
) -> None:
    label = ordinal(s.rank, words)
    if s.rank <= len(MEDALS):
        r = ROW * 0.36
        draw.ellipse(
            (x, y - r, x + 2 * r, y + r),
            fill=MEDALS[s.rank - 1],
            outline=shade(MEDALS[s.rank - 1], 0.35),
            width=2,
        )
        draw_text(img, (x + r, y), str(s.rank), 16, INK, "mm")
    else:
        draw_text(img, (x, y), label, 16, MUTED, "lm")


Layout = tuple[int, list[tuple[str, int, list[str]]], list[int], int, int]
"""The headings' type size, the number columns, their right edges, the name's x and width."""


def _layout(shown: Sequence[Standing], words: Words) -> Layout:
    """Columns from the right edge, the name taking what they leave: the headings'
    type shrinks (to 11 px) while that is narrower than :data:`NAME`."""
    rank_w = max([ROW, *(text_width(ordinal(s.rank, words), 16) for s in shown)])
    name_x = PAD + rank_w + GAP
    for size in HEADINGS:
        columns = _columns(shown, words, size)
        right = WIDTH - PAD
        edges = []
        for _, width, _ in reversed(columns):
            edges.append(right)
            right -= width + GAP
        edges.reverse()
        if right - name_x >= NAME:
            break
    return size, columns, edges, name_x, right - name_x


def standings_png(
    lines: Sequence[Standing],
    names: Mapping[int, str],
    words: Words = ENGLISH,
    *,
    round_no: int,
    rounds: int,
    title: str = "",
    final: bool = False,
    marked: Collection[int] = (),
    limit: int = LIMIT,
) -> bytes:
    """The standings ``lines`` (best first, :func:`bot.tournaments.standings`) after round
    ``round_no`` of ``rounds`` (``final``: the final standings), each entrant by their
    name in ``names``; ``title``: the tournament's name (else the word for standings);
    ``marked``: entrants whose lines get the blue edge (the table that just finished)."""
    shown = list(lines[:limit])
    more = len(lines) - len(shown)
    height = BANNER + HEAD + ROW * len(shown) + (ROW if more else 0) + PAD
    img = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    subtitle = (
        words("standings_final")
        if final
        else words("standings_after", round=round_no, rounds=rounds)
    )
    _banner(img, title or words("standings_heading"), subtitle)
    at, columns, edges, name_x, name_w = _layout(shown, words)
    head_y = BANNER + HEAD / 2 + 2
    draw_text(img, (name_x, head_y), words("standings_player"), at, MUTED, "lm", max_width=name_w)
    for (heading, _, _), edge in zip(columns, edges, strict=True):
        draw_text(img, (edge, head_y), heading, at, MUTED, "rm")
    top = BANNER + HEAD
    for i, s in enumerate(shown):
        y0 = top + i * ROW
        draw.rectangle((0, y0, WIDTH, y0 + ROW - 1), fill=TRACK if i % 2 == 0 else BOARD)
        if s.entrant in marked:
            draw.rectangle((0, y0, 5, y0 + ROW - 1), fill=MARK)
        middle = y0 + ROW / 2
        _rank(img, draw, s, PAD, middle, words)
        name = shorten(names.get(s.entrant, str(s.entrant)), 18, name_w)
        draw_text(img, (name_x, middle), name, 18, INK, "lm")
        for (_, _, values), edge in zip(columns, edges, strict=True):
            draw_text(img, (edge, middle), values[i], 18, INK, "rm")
    draw.line((0, top - 1, WIDTH, top - 1), fill=FRAME, width=2)
    if more:
        y = top + len(shown) * ROW + ROW / 2
        draw_text(img, (name_x, y), words("standings_more", count=more), 15, MUTED, "lm")
    out = io.BytesIO()
    # Zlib's default level: optimize=True saves 8 % of the bytes for six times the time.
    quantized(img).save(out, "PNG")
    return out.getvalue()
