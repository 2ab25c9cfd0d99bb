"""Board pictures with Pillow: a PNG per move and GIF replays. Reads engine state only."""

from .draw import DEFAULT_SIZE, compose, piece_spots, render_png
from .replay import render_gif

__all__ = ["DEFAULT_SIZE", "compose", "piece_spots", "render_gif", "render_png"]
