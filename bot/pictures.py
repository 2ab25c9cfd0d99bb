"""Board pictures for the bot: the rendering package, called in a worker thread.

Drawing takes milliseconds of CPU; done on the event loop it would stall every other
game's clicks, so both calls run in :func:`asyncio.to_thread`. A picture that fails to
draw is logged and left out: the game goes on without it rather than stopping. What is
drawn is the core's view (an immutable :class:`Position`, a :class:`Replay`), so the
worker thread reads values nobody changes.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Sequence

from .core import Replay
from .engine import Action, Event, Game, Position
from .i18n import SOURCE, Words
from .tournaments import Standing

log = logging.getLogger("ludobot.pictures")


def _render_png(
    position: Position,
    names: Sequence[str],
    events: Sequence[Event],
    words: Words,
    genders: Sequence[str | None],
) -> bytes:
    from rendering import render_png

    return render_png(position, names, events, words=words, genders=genders)


def _render_gif(
    start: Game,
    actions: Sequence[Action],
    names: Sequence[str],
    cut: str,
    words: Words,
    renamed: Sequence[tuple[int, int, str]] = (),
    genders: Sequence[str | None] = (),
) -> bytes:
    from rendering import render_gif
    from rendering.replay import parse_cut

    return render_gif(
        start, actions, names, cut=parse_cut(cut), words=words, renamed=renamed, genders=genders
    )


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
    position: Position,
    names: Sequence[str],
    events: Sequence[Event],
    locale: str = SOURCE,
    genders: Sequence[str | None] = (),
) -> bytes | None:
    """The board after ``events`` as PNG bytes (its words in ``locale``, its places
    agreeing with ``genders``: each seat's person's choice), or None when it cannot be
    drawn."""
    try:
        return await asyncio.to_thread(
            _render_png, position, list(names), list(events), Words(locale), list(genders)
        )
    except Exception:
        log.exception("the board picture could not be drawn")
        return None


async def replay_gif(replay: Replay, cut: str = "all", locale: str = SOURCE) -> bytes:
    """A game as an animated GIF, always under the upload budget: the whole game, or
    ``cut`` = ``highlights`` (captures and finishes) or ``last-N`` (the last N moves).
    The game is played again here from the replay's start, a game of its own. Errors
    propagate (the caller says so)."""
    start = Game.from_dict(json.loads(replay.start))
    # Each frame names whoever held a seat then (a row from before kept no plies: its
    # frames keep the start's names, and the caption lists the handovers).
    renamed = [(h.ply, h.seat, h.new) for h in replay.handovers if h.ply is not None]
    return await asyncio.to_thread(
        _render_gif,
        start,
        list(replay.actions),
        list(replay.names),
        cut,
        Words(locale),
        renamed,
        list(replay.genders),
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


def _render_standings(
    lines: Sequence[Standing],
    names: dict[int, str],
    words: Words,
    round_no: int,
    rounds: int,
    title: str,
    final: bool,
) -> bytes:
    from rendering.standings import standings_png as draw

    return draw(lines, names, words, round_no=round_no, rounds=rounds, title=title, final=final)


async def standings_png(
    lines: Sequence[Standing],
    names: dict[int, str],
    locale: str = SOURCE,
    *,
    round_no: int,
    rounds: int,
    title: str = "",
    final: bool = False,
) -> bytes | None:
    """A tournament's standings picture (best first, each entrant by their name), in
    ``locale``; None when it cannot be drawn."""
    try:
        return await asyncio.to_thread(
            _render_standings, list(lines), names, Words(locale), round_no, rounds, title, final
        )
    except Exception:
        log.exception("the standings picture could not be drawn")
        return None
