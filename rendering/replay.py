"""Animated GIF replays of a whole game from its move history."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image

from bot.engine import Event, Game

from .draw import compose
from .palette import palette_image

GIF_SIZE = 360
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
) -> bytes:
    """An animated GIF of the game: the start, one frame per move, the end held longer."""
    palette = palette_image()
    images = [
        compose(game, names, events, size or GIF_SIZE).quantize(
            palette=palette, dither=Image.Dither.NONE
        )
        for game, events in replay_frames(initial_state, actions)
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
