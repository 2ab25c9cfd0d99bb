"""Drawing: the static board (cached), and the pieces, marks and banner of one moment.

A moment is drawn straight on a palette copy of the board: the lines with the palette's
indices, the pieces and the words pasted from :mod:`rendering.stamps`. No quantizing of
the whole picture, and the PNG compresses only the rows that differ from the board's
(:mod:`rendering.bands`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine import OUT, YARD, Event, Position
from bot.i18n import ENGLISH, Words

from .bands import encode
from .banner import banner
from .layout import Layout, Point, layout
from .palette import ARROW, CAPTURE, WHITE, index_of
from .stamps import paste_piece
from .static import backdrop, static_board
from .words import colour_letter

DEFAULT_SIZE = 720


# -- one moment -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PieceSpot:
    colour: int
    piece: int
    centre: Point
    radius: float


def piece_spots(game: Position, L: Layout) -> list[PieceSpot]:
    """Where each piece is drawn; pieces sharing a place are spread so all show."""
    groups: dict[tuple[str, int, int], list[tuple[int, int]]] = {}
    spots: list[PieceSpot] = []
    r = L.cell * 0.34
    for c in game.colours:
        for i, p in enumerate(game.pieces[c]):
            if p == OUT:
                continue
            kind, where = game.square_of(c, p)
            if kind == "yard":
                spots.append(PieceSpot(c, i, L.yard[c][i], r))
                continue
            key = (kind, where if kind == "track" else c, where if kind == "home" else 0)
            groups.setdefault(key, []).append((c, i))
    for (kind, a, b), members in groups.items():
        if kind == "track":
            base = L.track[a]
        elif kind == "home":
            base = L.home[a][b]
        else:
            base = L.goal[a]
        n = len(members)
        if n == 1:
            spots.append(PieceSpot(members[0][0], members[0][1], base, r))
            continue
        same = all(m[0] == members[0][0] for m in members)
        for k, (c, i) in enumerate(members):
            if same and kind != "goal":
                # A stack or block: pieces piled diagonally, the top one in full view.
                off = (k - (n - 1) / 2) * L.cell * 0.14
                spots.append(PieceSpot(c, i, (base[0] - off, base[1] - off), r * 0.9))
            else:
                ang = -math.pi / 2 + 2 * math.pi * k / n
                d = L.cell * (0.22 if n <= 4 else 0.3)
                spots.append(
                    PieceSpot(
                        c, i, (base[0] + d * math.cos(ang), base[1] + d * math.sin(ang)), r * 0.66
                    )
                )
    return spots


def _place_of(game: Position, L: Layout, colour: int, progress: int, piece: int) -> Point | None:
    kind, where = game.square_of(colour, progress)
    if kind == "yard":
        return L.yard[colour][piece]
    if kind == "track":
        return L.track[where]
    if kind == "home":
        return L.home[colour][where]
    if kind == "goal":
        return L.goal[colour]
    return None


def move_path(game: Position, L: Layout, e: Event) -> list[Point]:
    """The places a piece passed through, in order: every square between ``e.frm`` and
    ``e.to`` for a move along the track, so the arrow turns the corners with the path
    instead of cutting across the yards; just the two ends for entering or a huff."""
    if e.kind == "moved" and e.frm >= 0 and e.to >= 0:
        step = 1 if e.to >= e.frm else -1
        progress = range(e.frm, e.to + step, step)
    else:
        progress = range(0)
    ends = [e.frm, e.to]
    points: list[Point] = []
    for p in progress or ends:
        where = _place_of(game, L, e.colour, p, e.piece)
        if where is not None and (not points or points[-1] != where):
            points.append(where)
    return points


ARROW_KINDS = frozenset({"moved", "entered", "huffed"})
"""The events whose path the picture draws as the last move's arrow."""


@dataclass(frozen=True, slots=True)
class LastMove:
    """What the picture marks of the game's last command: each move's path (its arrow,
    ``paths``) and the place of each piece it captured (its cross, ``captured``)."""

    paths: list[list[Point]]
    captured: list[Point]


def last_move(game: Position, L: Layout, events: Sequence[Event]) -> LastMove:
    """The marks of ``events`` (the last command's) on ``game``, the position after it;
    the live page draws the same (``showEvents`` in ``web/static/board.js``)."""
    paths = [move_path(game, L, e) for e in events if e.kind in ARROW_KINDS]
    captured: list[Point] = []
    for e in events:
        if e.kind == "captured":
            assert e.target is not None
            k, j = e.target
            where = _place_of(game, L, k, e.frm, j)
            if where:
                captured.append(where)
    return LastMove(paths, captured)


def arrow_shape(points: Sequence[Point], width: int) -> tuple[list[Point], list[Point]] | None:
    """The arrow through ``points`` drawn ``width`` wide: its line (ending at the head's
    base) and its head (tip first); None when there is no arrow to draw."""
    if len(points) < 2:
        return None
    a, b = points[-2], points[-1]
    length = math.dist(a, b)
    if length < 1:
        return None
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    head = width * 3.2
    tip = (b[0] - ux * width * 2.2, b[1] - uy * width * 2.2)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    return (
        [*points[:-1], base],
        [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])],
    )


def mark_width(L: Layout) -> int:
    """The width of the arrow's line and of the cross's strokes."""
    return max(2, round(L.cell * 0.09))


def frame(
    game: Position,
    names: Sequence[str],
    events: Sequence[Event] = (),
    size: int = DEFAULT_SIZE,
    words: Words = ENGLISH,
    genders: Sequence[str | None] = (),
) -> Image.Image:
    """The picture of ``game`` after ``events`` as a palette picture in the fixed
    palette (:func:`rendering.palette.palette_image`); its banner in ``words``'
    language (the channel's), its places agreeing with ``genders`` (each seat's)."""
    board = game.board
    L = layout(board.name, size)
    letters = {c: colour_letter(c, words) for c in board.colours}
    img = backdrop(board.name, game.colours, size, letters).image.copy()
    draw = ImageDraw.Draw(img)
    cell = L.cell
    width = mark_width(L)

    # The last move, drawn under the pieces.
    marks = last_move(game, L, events)
    for path in marks.paths:
        shape = arrow_shape(path, width)
        if shape is not None:
            line, head = shape
            draw.line(line, fill=index_of(ARROW), width=width, joint="curve")
            draw.polygon(head, fill=index_of(ARROW))

    for s in piece_spots(game, L):
        ringed = s.colour == game.turn and s.piece in game.movable
        paste_piece(img, board.colours[s.colour], s.piece, s.centre, s.radius, ringed)
    for where in marks.captured:
        # A red cross at the square's corner: the capturer may stand on the square itself.
        p = (where[0] + cell * 0.34, where[1] - cell * 0.34)
        d = cell * 0.15
        white, red = index_of(WHITE), index_of(CAPTURE)
        draw.ellipse((p[0] - d * 1.6, p[1] - d * 1.6, p[0] + d * 1.6, p[1] + d * 1.6), fill=white)
        draw.line([(p[0] - d, p[1] - d), (p[0] + d, p[1] + d)], fill=red, width=width)
        draw.line([(p[0] - d, p[1] + d), (p[0] + d, p[1] - d)], fill=red, width=width)
    banner(img, draw, game, names, events, L, words, genders)
    return img


def compose(
    game: Position,
    names: Sequence[str],
    events: Sequence[Event] = (),
    size: int = DEFAULT_SIZE,
    words: Words = ENGLISH,
) -> Image.Image:
    """:func:`frame` as an RGB picture."""
    return frame(game, names, events, size, words).convert("RGB")


def render_png(
    game: Position,
    names: Sequence[str],
    events: Sequence[Event] = (),
    size: int | None = None,
    words: Words = ENGLISH,
    genders: Sequence[str | None] = (),
) -> bytes:
    """The board after ``events`` as PNG bytes; ``names`` are the seats' names, the
    banner's words in ``words``' language (agreeing with ``genders``, see :func:`frame`)."""
    size = size or DEFAULT_SIZE
    letters = {c: colour_letter(c, words) for c in game.board.colours}
    img = frame(game, names, events, size, words, genders)
    return encode(img, backdrop(game.board.name, game.colours, size, letters))


__all__ = [
    "DEFAULT_SIZE",
    "YARD",
    "PieceSpot",
    "compose",
    "frame",
    "move_path",
    "piece_spots",
    "render_png",
    "static_board",
]
