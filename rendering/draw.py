"""Drawing: the static board (cached), and the pieces, marks and banner of one moment."""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine import MOVE, OUT, YARD, Event, Game
from bot.i18n import ENGLISH, Words

from .banner import banner
from .fonts import draw_text
from .layout import Layout, Point, layout
from .palette import (
    ARROW,
    CAPTURE,
    INK,
    RING,
    SHAPES,
    WHITE,
    colour_rgb,
    palette_image,
    shade,
    text_on,
)
from .static import static_board
from .words import colour_letter

DEFAULT_SIZE = 720


def _polygon(shape: str, cx: float, cy: float, r: float) -> list[Point] | None:
    sides = {"square": 4, "diamond": 4, "hexagon": 6, "pentagon": 5, "octagon": 8}.get(shape)
    if sides is None:
        return None
    start = {"square": math.pi / 4, "diamond": 0.0, "hexagon": 0.0, "pentagon": -math.pi / 2}
    a0 = start.get(shape, math.pi / 8)
    k = {"square": 0.92, "diamond": 1.12, "pentagon": 1.08}.get(shape, 1.04)
    return [
        (
            cx + r * k * math.cos(a0 + i * 2 * math.pi / sides),
            cy + r * k * math.sin(a0 + i * 2 * math.pi / sides),
        )
        for i in range(sides)
    ]


def draw_mark(
    draw: ImageDraw.ImageDraw,
    shape: str,
    c: Point,
    r: float,
    fill: tuple[int, int, int],
    outline: tuple[int, int, int],
    width: int,
) -> None:
    """A colour's own shape: the second cue beside colour."""
    poly = _polygon(shape, c[0], c[1], r)
    if poly is None:
        draw.ellipse(
            (c[0] - r, c[1] - r, c[0] + r, c[1] + r), fill=fill, outline=outline, width=width
        )
    else:
        draw.polygon(poly, fill=fill, outline=outline, width=width)


# -- one moment -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PieceSpot:
    colour: int
    piece: int
    centre: Point
    radius: float


def piece_spots(game: Game, L: Layout) -> list[PieceSpot]:
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


def _place_of(game: Game, L: Layout, colour: int, progress: int, piece: int) -> Point | None:
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


def move_path(game: Game, L: Layout, e: Event) -> list[Point]:
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


def _arrow(
    draw: ImageDraw.ImageDraw, points: Sequence[Point], width: int, colour: tuple[int, int, int]
) -> None:
    """A line through ``points`` with a head at the last one."""
    if len(points) < 2:
        return
    a, b = points[-2], points[-1]
    length = math.dist(a, b)
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    head = width * 3.2
    tip = (b[0] - ux * width * 2.2, b[1] - uy * width * 2.2)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    draw.line([*points[:-1], base], fill=colour, width=width, joint="curve")
    draw.polygon(
        [
            tip,
            (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6),
            (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6),
        ],
        fill=colour,
    )


def compose(
    game: Game,
    names: Sequence[str],
    events: Sequence[Event] = (),
    size: int = DEFAULT_SIZE,
    words: Words = ENGLISH,
) -> Image.Image:
    """The picture of ``game`` after ``events``, as an RGB image; its banner in
    ``words``' language (the channel's)."""
    board = game.board
    L = layout(board.name, size)
    letters = {c: colour_letter(c, words) for c in board.colours}
    img = static_board(board.name, game.colours, size, letters).copy()
    draw = ImageDraw.Draw(img)
    cell = L.cell
    width = max(2, round(cell * 0.09))

    # The last move, drawn under the pieces.
    for e in events:
        if e.kind in ("moved", "entered", "huffed"):
            _arrow(draw, move_path(game, L, e), width, ARROW)
    captured: list[Point] = []
    for e in events:
        if e.kind == "captured":
            assert e.target is not None
            k, j = e.target
            where = _place_of(game, L, k, e.frm, j)
            if where:
                captured.append(where)

    movable = (
        {m.piece for m in game.legal_moves() if not m.is_pass} if game.phase == MOVE else set()
    )
    spots = piece_spots(game, L)
    for s in spots:
        name = board.colours[s.colour]
        rgb = colour_rgb(name)
        if s.colour == game.turn and s.piece in movable:
            rr = s.radius * 1.42
            draw.ellipse(
                (s.centre[0] - rr, s.centre[1] - rr, s.centre[0] + rr, s.centre[1] + rr), fill=INK
            )
            rr = s.radius * 1.26
            draw.ellipse(
                (s.centre[0] - rr, s.centre[1] - rr, s.centre[0] + rr, s.centre[1] + rr), fill=RING
            )
        draw_mark(
            draw,
            SHAPES[name],
            s.centre,
            s.radius,
            rgb,
            shade(rgb, 0.45),
            max(2, round(s.radius * 0.14)),
        )
        draw_text(
            img,
            (s.centre[0], s.centre[1]),
            str(s.piece + 1),
            round(s.radius * 1.15),
            text_on(name),
            anchor="mm",
        )
    for where in captured:
        # A red cross at the square's corner: the capturer may stand on the square itself.
        p = (where[0] + cell * 0.34, where[1] - cell * 0.34)
        d = cell * 0.15
        draw.ellipse((p[0] - d * 1.6, p[1] - d * 1.6, p[0] + d * 1.6, p[1] + d * 1.6), fill=WHITE)
        draw.line([(p[0] - d, p[1] - d), (p[0] + d, p[1] + d)], fill=CAPTURE, width=width)
        draw.line([(p[0] - d, p[1] + d), (p[0] + d, p[1] - d)], fill=CAPTURE, width=width)
    banner(img, draw, game, names, events, L, words)
    return img


def to_png(img: Image.Image) -> bytes:
    """Encode with the fixed palette: several times faster and smaller than RGB."""
    pal = img.quantize(palette=palette_image(), dither=Image.Dither.NONE)
    out = io.BytesIO()
    pal.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def render_png(
    game: Game,
    names: Sequence[str],
    events: Sequence[Event] = (),
    size: int | None = None,
    words: Words = ENGLISH,
) -> bytes:
    """The board after ``events`` as PNG bytes; ``names`` are the seats' names, the
    banner's words in ``words``' language."""
    return to_png(compose(game, names, events, size or DEFAULT_SIZE, words))


__all__ = [
    "DEFAULT_SIZE",
    "YARD",
    "PieceSpot",
    "compose",
    "move_path",
    "piece_spots",
    "render_png",
    "static_board",
    "to_png",
]
