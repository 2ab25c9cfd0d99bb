"""The standings picture: in every catalogue every heading and every line is drawn whole
(the names alone cut, with an ellipsis, inside their column), the podium on medals, the
lines past the limit counted, the marked lines edged; read back by watching what it
writes."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from bot import i18n
from bot.i18n import Words
from bot.tournaments import Entrant, Standing, TableResult, pair_swiss, standings
from rendering import standings as picture
from rendering.fonts import ELLIPSIS, draw_text, shorten, text_width
from rendering.palette import index_of

LONG = "W" * 32
"""Discord's longest display name in its widest letter."""
WHOLE = "Dagny Ødegård-Lund"
"""A name of 18 characters, shown whole in every language (the headings leave it room)."""


def _field(count: int) -> tuple[tuple[Standing, ...], dict[int, str]]:
    people = [Entrant(i, rating=1500.0 - i) for i in range(1, count + 1)]
    results: list[TableResult] = []
    for number in (1, 2):
        done = pair_swiss(people, results, 4, number)
        results += [TableResult(number, t.number, t.seats[::-1], t.seats) for t in done.tables]
    names = {e.id: f"Player {e.id}" for e in people}
    names[1], names[2] = LONG, WHOLE
    return standings(people, results), names


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, int, float | None]]]:
    """Every text the picture draws, its size and the width it was allowed (if any)."""
    seen: list[tuple[str, int, float | None]] = []

    def watch(img: Image.Image, xy: Any, text: str, size: int, *args: Any, **kw: Any) -> int:
        allowed = kw.get("max_width")
        shown = text if allowed is None else shorten(text, size, allowed)
        seen.append((shown, size, allowed))
        return draw_text(img, xy, text, size, *args, **kw)

    monkeypatch.setattr(picture, "draw_text", watch)
    yield seen


@pytest.mark.parametrize("code", i18n.available())
def test_every_heading_and_line_is_drawn_in_every_language(
    code: str, written: list[tuple[str, int, float | None]]
) -> None:
    words = Words(code)
    lines, names = _field(20)
    png = picture.standings_png(lines, names, words, round_no=2, rounds=5, limit=16)
    with Image.open(io.BytesIO(png)) as img:
        assert img.size == (
            picture.WIDTH,
            picture.BANNER + picture.HEAD + picture.ROW * 17 + picture.PAD,
        )
    texts = [t for t, _, _ in written]
    for message in ("standings_heading", "standings_player", "standings_points"):
        assert words(message) in texts
    for message in ("standings_opponents", "standings_wins", "standings_games"):
        assert words(message) in texts
    assert words("standings_after", round=2, rounds=5) in texts
    assert words("standings_more", count=4) in texts
    for s in lines[:16]:
        assert str(s.points) in texts
        name = names[s.entrant]
        assert name in texts or any(t.endswith(ELLIPSIS) and name.startswith(t[:-1]) for t in texts)
    assert not any(names[s.entrant] in texts for s in lines[16:])
    assert WHOLE in texts
    # Nothing cut is wider than it may be, and every heading is drawn at 11 px or more.
    assert all(text_width(t, size) <= w for t, size, w in written if w is not None)
    assert min(size for _, size, _ in written) >= 11


def test_the_final_standings_say_so(written: list[tuple[str, int, float | None]]) -> None:
    lines, names = _field(8)
    picture.standings_png(lines, names, round_no=3, rounds=3, final=True, title="Cup")
    texts = [t for t, _, _ in written]
    assert "Cup" in texts and i18n.ENGLISH("standings_final") in texts
    assert i18n.ENGLISH("standings_after", round=3, rounds=3) not in texts


def test_the_podium_on_medals_and_the_marked_edged() -> None:
    lines, names = _field(8)
    plain = picture.standings_png(lines, names, round_no=2, rounds=3)
    marked = picture.standings_png(lines, names, round_no=2, rounds=3, marked={lines[4].entrant})
    top = picture.BANNER + picture.HEAD
    with Image.open(io.BytesIO(plain)) as a, Image.open(io.BytesIO(marked)) as b:
        for i, medal in enumerate(picture.MEDALS):
            y = round(top + i * picture.ROW + picture.ROW / 2)
            assert a.getpixel((picture.PAD + 4, y)) == index_of(medal)
        y = round(top + 4 * picture.ROW + picture.ROW / 2)
        assert b.getpixel((2, y)) == index_of(picture.MARK) != a.getpixel((2, y))
        y = round(top + 3 * picture.ROW + picture.ROW / 2)
        assert b.getpixel((2, y)) == a.getpixel((2, y))
