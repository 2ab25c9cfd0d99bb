"""Drawing: the static board (cached), and the pieces, marks and banner of one moment."""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine import MOVE, OUT, OVER, YARD, Event, Game
from bot.i18n import ENGLISH, Words

from .fonts import draw_text, shorten, text_width
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
from .words import colour_letter, ordinal

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


def _die(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], value: int) -> None:
    x0, y0, x1, _ = box
    s = x1 - x0
    draw.rounded_rectangle(
        box, radius=s * 0.18, fill=WHITE, outline=INK, width=max(2, round(s * 0.05))
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
        draw.ellipse((cx - pr, cy - pr, cx + pr, cy + pr), fill=INK)


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
    _banner(img, draw, game, names, events, L, words)
    return img


def _seat_name(names: Sequence[str], seat: int, words: Words) -> str:
    return names[seat] if 0 <= seat < len(names) else words("picture_player", number=seat + 1)


def _banner(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    game: Game,
    names: Sequence[str],
    events: Sequence[Event],
    L: Layout,
    words: Words,
) -> None:
    h = L.top
    board = game.board
    colour = board.colours[game.turn]
    rgb = colour_rgb(colour)
    if game.phase == OVER:
        winner = game.winners[0] if game.winners else 0
        rgb = colour_rgb(board.colours[game.seats[winner][0]])
        colour = board.colours[game.seats[winner][0]]
    draw.rectangle((0, 0, L.width, h), fill=rgb)
    fg = text_on(colour)
    big = round(h * 0.34)
    small = round(h * 0.2)
    pad = round(h * 0.22)
    die_size = h * 0.62
    text_width = L.width - 2 * pad - die_size - pad
    if game.phase == OVER:
        who = " & ".join(_seat_name(names, s, words) for s in game.winners)
        title = words("picture_wins", who=who or words("picture_nobody"))
    else:
        seat = game.seat_of(game.turn)
        who = _seat_name(names, seat, words)
        what = (
            "picture_order"
            if game.phase == "order"
            else ("picture_move" if game.phase == MOVE else "picture_roll")
        )
        title = words(what, who=who, letter=colour_letter(colour, words))
    draw_text(img, (pad, h * 0.36), shorten(title, big, int(text_width)), big, fg)
    if game.places:
        line = "   ".join(
            words(
                "picture_place",
                place=ordinal(i + 1, words),
                who=" & ".join(_seat_name(names, s, words) for s in group),
            )
            for i, group in enumerate(game.places)
        )
        draw_text(img, (pad, h * 0.74), shorten(line, small, int(text_width)), small, fg)
    else:
        _legend(img, draw, game, names, (pad, h * 0.74), small, int(text_width), fg, words)
    roll = next((e.value for e in reversed(events) if e.kind in ("rolled", "order_roll")), 0)
    roll = roll or game.last_roll
    if roll:
        x1 = L.width - pad
        _die(draw, (x1 - die_size, (h - die_size) / 2, x1, (h + die_size) / 2), roll)


def _legend(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    game: Game,
    names: Sequence[str],
    at: tuple[float, float],
    size: int,
    width: int,
    fg: tuple[int, int, int],
    words: Words,
) -> None:
    """Who plays which colour: a chip in the colour, then the name. Short names keep
    their width and the long ones share what is left, so six players fit and every
    name keeps as much of itself as the line allows."""
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
        draw.ellipse(
            (cx - r, y - r, cx + r, y + r),
            fill=colour_rgb(game.board.colours[c]),
            outline=fg,
            width=max(1, round(size * 0.1)),
        )
        draw_text(img, (x + chip, y), shorten(text, size, int(w)), size, fg)
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
