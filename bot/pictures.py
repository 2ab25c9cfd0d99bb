"""Board pictures for the bot: the rendering package, called in a worker thread.

Drawing takes milliseconds of CPU; done on the event loop it would stall every other
game's clicks, so both calls run in :func:`asyncio.to_thread`. A picture that fails to
draw is logged and left out: the game goes on without it rather than stopping.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from .engine import Action, Event, Game
from .i18n import SOURCE, Words

log = logging.getLogger("ludobot.pictures")


def _render_png(game: Game, names: Sequence[str], events: Sequence[Event], words: Words) -> bytes:
    from rendering import render_png

    return render_png(game, names, events, words=words)


def _render_gif(
    start: Game,
    actions: Sequence[Action],
    names: Sequence[str],
    cut: str,
    words: Words,
) -> bytes:
    from rendering import render_gif
    from rendering.replay import parse_cut

    return render_gif(start, actions, names, cut=parse_cut(cut), words=words)


def colour_rgb(name: str) -> tuple[int, int, int]:
    """The RGB the pictures use for a board colour (for cards in the same colour)."""
    from rendering.palette import COLOURS

    rgb = COLOURS.get(name, (120, 100, 80))
    return (rgb[0], rgb[1], rgb[2])


def colour_letter(name: str) -> str:
    """The letter the pictures print on a colour's pieces and squares."""
    from rendering.palette import LETTERS

    return LETTERS.get(name, name[:1].upper())


async def board_png(
    game: Game, names: Sequence[str], events: Sequence[Event], locale: str = SOURCE
) -> bytes | None:
    """The board after ``events`` as PNG bytes (its words in ``locale``), or None when it
    cannot be drawn.

    ``game`` is copied first: the worker thread must not see the core change it.
    """
    snapshot = game.copy()
    try:
        return await asyncio.to_thread(
            _render_png, snapshot, list(names), list(events), Words(locale)
        )
    except Exception:
        log.exception("the board picture could not be drawn")
        return None


async def replay_gif(
    start: Game,
    actions: Sequence[Action],
    names: Sequence[str],
    cut: str = "all",
    locale: str = SOURCE,
) -> bytes:
    """A game as an animated GIF, always under the upload budget: the whole game, or
    ``cut`` = ``highlights`` (captures and finishes) or ``last-N`` (the last N moves).
    Errors propagate (the caller says so)."""
    return await asyncio.to_thread(
        _render_gif, start.copy(), list(actions), list(names), cut, Words(locale)
    )


async def dice_png(
    names: Sequence[str],
    colours: Sequence[str],
    per_seat: Sequence[Sequence[int]],
    server: Sequence[int],
    server_label: str,
) -> bytes | None:
    """The dice chart of a game (None if it could not be drawn: the numbers still go out)."""
    from rendering.dice_chart import dice_chart_png

    try:
        return await asyncio.to_thread(
            dice_chart_png, names, colours, per_seat, server, server_label
        )
    except Exception:
        log.exception("the dice chart could not be drawn")
        return None
