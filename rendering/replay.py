"""Animated GIF replays of a whole game from its move history."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image

from bot.engine import Event, Game

from .draw import compose
from .palette import palette_image

GIF_SIZE = 320
MIN_GIF_SIZE = 200
MAX_GIF_BYTES = 8_000_000
FRAME_MS = 450
LAST_FRAME_MS = 4000


def replay_frames(
    initial_state: dict[str, Any], actions: Sequence[dict[str, Any]]
) -> list[tuple[Game, list[Event]]]:
    """The game after each action that moved a piece (one frame per move), plus the
    start and the final position."""
    game = Game.from_dict(initial_state)
    frames: list[tuple[Game, list[Event]]] = [(game.copy(), [])]
    pending: list[Event] = []
    for action in actions:
        events = game.apply(action)
        pending.extend(events)
        if action.get("type") in ("move", "huff") or game.is_over:
            frames.append((game.copy(), pending))
            pending = []
    return frames


def render_gif(
    initial_state: dict[str, Any],
    actions: Sequence[dict[str, Any]],
    names: Sequence[str],
    size: int | None = None,
    max_bytes: int = MAX_GIF_BYTES,
) -> bytes:
    """An animated GIF of the game: the start, one frame per move, the end held longer.

    A long game that would pass ``max_bytes`` is drawn again smaller (down to
    ``MIN_GIF_SIZE``), so the replay always fits an upload.
    """
    frames = replay_frames(initial_state, actions)
    width = size or GIF_SIZE
    while True:
        gif = _encode(frames, names, width)
        if len(gif) <= max_bytes or width <= MIN_GIF_SIZE:
            return gif
        width = max(MIN_GIF_SIZE, int(width * 0.8))


def _encode(frames: list[tuple[Game, list[Event]]], names: Sequence[str], width: int) -> bytes:
    palette = palette_image()
    images = [
        compose(game, names, events, width).quantize(palette=palette, dither=Image.Dither.NONE)
        for game, events in frames
    ]
    durations = [FRAME_MS] * len(images)
    durations[-1] = LAST_FRAME_MS
    out = io.BytesIO()
    images[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=images[1:],
        duration=durations,
        loop=0,
        optimize=False,
        disposal=1,
    )
    return out.getvalue()
