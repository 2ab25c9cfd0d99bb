"""The dice of a game as a picture: for each player six bars, one per face, beside a
line for the server's latest games, so a loaded die would stand out at a glance.

Words come from the caller (the edge makes them), numbers from the counts.

>>> png = dice_chart_png(["Ann", "Bob"], ["red", "blue"], [[3, 1, 2, 2, 1, 4], [2] * 6],
...                      [100, 98, 103, 99, 101, 97], "Server, last 1,000 games")
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Final

from PIL import Image, ImageDraw

from .fonts import draw_text
from .palette import RGB, colour_rgb, shade

WIDTH: Final = 640
ROW: Final = 70
LABEL: Final = 190
BACKGROUND: Final[RGB] = (43, 45, 49)
TEXT: Final[RGB] = (230, 231, 235)
MUTED: Final[RGB] = (148, 155, 164)
SERVER: Final[RGB] = (160, 160, 170)


def dice_chart_png(
    names: Sequence[str],
    colours: Sequence[str],
    per_seat: Sequence[Sequence[int]],
    server: Sequence[int],
    server_label: str,
) -> bytes:
    """Bars of each face's share of a row's rolls (1/6 marked by a line); one row per
    player, then one for the server."""
    rows: list[tuple[str, RGB, Sequence[int]]] = [
        (name, colour_rgb(colour), counts)
        for name, colour, counts in zip(names, colours, per_seat, strict=True)
    ]
    rows.append((server_label, SERVER, server))
    img = Image.new("RGB", (WIDTH, ROW * len(rows) + 30), BACKGROUND)
    draw = ImageDraw.Draw(img)
    bar_w = (WIDTH - LABEL - 20) // 6
    for i, (label, rgb, counts) in enumerate(rows):
        top = 10 + i * ROW
        base = top + ROW - 22
        draw_text(img, (12, top + ROW / 2 - 8), label, 18, TEXT, "lm", max_width=LABEL - 24)
        draw_text(img, (12, top + ROW / 2 + 14), str(sum(counts)), 14, MUTED, "lm")
        total = sum(counts) or 1
        # A share of 1/3 fills the row: a fair die's 1/6 is half way up.
        scale = (ROW - 30) / (1 / 3)
        fair_y = base - scale / 6
        for face, n in enumerate(counts):
            x = LABEL + face * bar_w
            height = min(ROW - 30, scale * n / total)
            draw.rectangle(
                (x + 6, base - height, x + bar_w - 6, base), fill=rgb, outline=shade(rgb, 0.3)
            )
            draw_text(img, (x + bar_w / 2, base + 10), str(face + 1), 14, MUTED, "mm")
        draw.line((LABEL, fair_y, LABEL + 6 * bar_w, fair_y), fill=MUTED, width=1)
    out = io.BytesIO()
    img.save(out, "PNG", optimize=True)
    return out.getvalue()
