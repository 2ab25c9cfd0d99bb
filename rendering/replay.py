"""Animated GIF replays from a game's move history: the whole game or a short cut of it.

Each frame after the first stores only the pixels that changed, the rest transparent
(Pillow crops a frame to the changed box, but the banner changes every move, so that box
is nearly the whole picture; transparent runs cost LZW almost nothing): a 6-player
marbles game shrinks about six-fold this way.

A replay always fits ``max_bytes`` (Discord's upload limit): a long game is drawn smaller
first, then, at the smallest size, frames are merged until it fits. It never fails for
being long.
"""

from __future__ import annotations

import io
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageChops

from bot.engine import Action, Event, Game, Huff, Play, Position, position_of
from bot.i18n import ENGLISH, Words

from .draw import frame

GIF_SIZE = 320
MIN_GIF_SIZE = 200
MAX_GIF_BYTES = 8_000_000
FRAME_MS = 450
MIN_FRAME_MS = 100
LONGEST_MS = 120_000
"""A long game plays faster, down to ``MIN_FRAME_MS`` a move, to last about 2 minutes
(highlights about one)."""
HIGHLIGHT_MS = 1000
MIN_HIGHLIGHT_MS = 300
LAST_FRAME_MS = 4000

HIGHLIGHTS = frozenset({"captured", "huffed", "finished", "eliminated"})
"""Event kinds that make a move worth a frame in the short replay (with a piece coming
home from the track)."""
TRANSPARENT = 255
"""A palette index no drawing uses (the fixed palette has fewer colours)."""

Frame = tuple[Position, list[Event]]


@dataclass(frozen=True, slots=True)
class Cut:
    """Which moves a replay shows: ``all``, ``highlights`` or the ``last`` ``count``."""

    kind: str = "all"
    count: int = 0


ALL = Cut()
HIGHLIGHTS_ONLY = Cut("highlights")


def parse_cut(text: str) -> Cut:
    """``all``, ``highlights`` or ``last-N``.

    >>> parse_cut("last-20"), parse_cut("highlights").kind
    (Cut(kind='last', count=20), 'highlights')
    >>> parse_cut("last-0")
    Traceback (most recent call last):
    ...
    ValueError: 'last-0' is not all, highlights or last-N
    """
    value = text.strip().lower()
    if value in ("all", "highlights"):
        return Cut(value)
    match = re.fullmatch(r"last-(\d{1,6})", value)
    if match and int(match.group(1)) > 0:
        return Cut("last", int(match.group(1)))
    raise ValueError(f"{text!r} is not all, highlights or last-N")


def replay_frames(start: Game, actions: Sequence[Action], cut: Cut = ALL) -> list[Frame]:
    """The position after each action that moved a piece (one frame per move), with the
    start first; the final position is always the last frame.

    ``last`` keeps the position before the last N moves and those moves; ``highlights``
    keeps the moves with a capture, a piece reaching home or a colour finishing."""
    game = start.copy()
    frames: list[Frame] = [(position_of(game), [])]
    pending: list[Event] = []
    for action in actions:
        events = game.apply(action)
        pending.extend(events)
        if isinstance(action, Play | Huff) or game.is_over:
            frames.append((position_of(game), pending))
            pending = []
    if pending:  # the log stops between a roll and its move: show where it stands
        frames.append((position_of(game), pending))
    if cut.kind == "last":
        return frames[-(cut.count + 1) :]
    if cut.kind == "highlights":
        kept = [f for f in frames[1:-1] if _highlight(f)]
        return [*kept, frames[-1]]
    return frames


def _highlight(frame: Frame) -> bool:
    game, events = frame
    return any(
        e.kind in HIGHLIGHTS or (e.kind == "home" and game.square_of(e.colour, e.frm)[0] == "track")
        for e in events
    )


def frame_duration(frames: int, cut: Cut = ALL) -> int:
    """Milliseconds per frame: highlights are held; long games play faster.

    >>> frame_duration(100), frame_duration(928), frame_duration(5000)
    (450, 129, 100)
    >>> frame_duration(9, HIGHLIGHTS_ONLY), frame_duration(146, HIGHLIGHTS_ONLY)
    (1000, 410)
    """
    if cut.kind == "highlights":
        return max(MIN_HIGHLIGHT_MS, min(HIGHLIGHT_MS, LONGEST_MS // 2 // max(1, frames)))
    return max(MIN_FRAME_MS, min(FRAME_MS, LONGEST_MS // max(1, frames)))


Renamed = tuple[int, int, str]
"""A seat that changed hands: ``(ply, seat, name)``, the game's actions after its ply
``ply`` are ``name``'s, so the frames after them name ``name`` for ``seat``."""


def names_at(names: Sequence[str], renamed: Sequence[Renamed], ply: int) -> list[str]:
    """The seats' names in the frame at ``ply`` (after that many actions): ``names``
    (the start's) with every change of hands made before its last action.

    >>> names_at(["Ann", "Robo Bert"], [(7, 1, "Carol")], 7)
    ['Ann', 'Robo Bert']
    >>> names_at(["Ann", "Robo Bert"], [(7, 1, "Carol")], 8)
    ['Ann', 'Carol']
    """
    now = list(names)
    for at, seat, name in renamed:
        if at < ply and 0 <= seat < len(now):
            now[seat] = name
    return now


def render_gif(
    start: Game,
    actions: Sequence[Action],
    names: Sequence[str],
    size: int | None = None,
    max_bytes: int = MAX_GIF_BYTES,
    cut: Cut = ALL,
    words: Words = ENGLISH,
    renamed: Sequence[Renamed] = (),
    genders: Sequence[str | None] = (),
) -> bytes:
    """An animated GIF of the game (or of ``cut``), the last frame held longer.
    ``names``: the seats' at the start; ``renamed``: the seats that changed hands since,
    in order (each frame names whoever held the seat then); ``genders``: what each seat's
    person at the end chose (``/ludo gender``), which the places' ordinals agree with.

    Over ``max_bytes`` it is drawn smaller (down to ``MIN_GIF_SIZE``), then frames are
    merged until it fits: the result is never over budget unless one frame alone is.
    """
    frames = replay_frames(start, actions, cut)
    frame_ms = frame_duration(len(frames), cut)
    width = size or GIF_SIZE
    while True:
        images = _images(frames, names, renamed, width, words, genders)
        gif = _encode(images, frame_ms)
        if len(gif) <= max_bytes:
            return gif
        if width <= MIN_GIF_SIZE:
            break
        width = max(MIN_GIF_SIZE, int(width * 0.8))
    return _thinned(images, frame_ms, max_bytes, len(gif))


def _thinned(images: list[Image.Image], frame_ms: int, max_bytes: int, size: int) -> bytes:
    """Keep one frame in ``step`` (and always the first and the last), the step guessed
    from how far over budget the GIF is, and raised until it fits."""
    step = 1
    gif = b""
    while True:
        # Bytes grow about linearly with frames; aim 10% under the budget.
        step = max(step + 1, int(step * size / (max_bytes * 0.9)) + 1)
        kept = images[:-1][::step] + images[-1:]
        gif = _encode(kept, frame_ms)
        size = len(gif)
        if size <= max_bytes or len(kept) <= 2:
            break
    if size > max_bytes:  # even two frames are too many: the final position alone
        gif = _encode(images[-1:], frame_ms)
    return gif


def _images(
    frames: list[Frame],
    names: Sequence[str],
    renamed: Sequence[Renamed],
    width: int,
    words: Words,
    genders: Sequence[str | None] = (),
) -> list[Image.Image]:
    return [
        frame(game, names_at(names, renamed, game.ply), events, width, words, genders)
        for game, events in frames
    ]


def _changes_only(images: list[Image.Image]) -> list[Image.Image] | None:
    """Every frame after the first with its unchanged pixels set to ``TRANSPARENT``
    (shown through from the frame before, as ``disposal=1`` keeps it); None if a frame
    uses that index itself."""
    for im in images:
        colours = im.getcolors(256) or []
        if any(index == TRANSPARENT for _, index in colours):
            return None
    out = [images[0]]
    for before, after in itertools.pairwise(images):
        # The palette indices as grey levels: equal index, equal "grey".
        a = Image.frombytes("L", after.size, before.tobytes())
        b = Image.frombytes("L", after.size, after.tobytes())
        same = ImageChops.difference(a, b).point(lambda v: 255 if v == 0 else 0)
        frame = after.copy()
        frame.paste(TRANSPARENT, mask=same)
        out.append(frame)
    return out


def _encode(images: list[Image.Image], frame_ms: int) -> bytes:
    durations = [frame_ms] * len(images)
    durations[-1] = LAST_FRAME_MS
    frames = _changes_only(images)
    extra: dict[str, Any] = {"transparency": TRANSPARENT}
    if frames is None:
        frames, extra = images, {}
    out = io.BytesIO()
    frames[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        optimize=False,
        disposal=1,
        **extra,
    )
    return out.getvalue()
