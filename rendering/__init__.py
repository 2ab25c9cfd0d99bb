"""Board pictures with Pillow: a PNG per move (drawn from an engine :class:`Position`) and
GIF replays (played from a start :class:`Game`). Reads the engine only."""

from .draw import DEFAULT_SIZE, compose, frame, piece_spots, render_png
from .layout import Layout, layout
from .replay import render_gif
from .static import static_board

__all__ = [
    "DEFAULT_SIZE",
    "Layout",
    "compose",
    "frame",
    "layout",
    "piece_spots",
    "render_gif",
    "render_png",
    "static_board",
]
