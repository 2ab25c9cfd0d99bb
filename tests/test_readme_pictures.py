"""The README's pictures are the bot's current messages: ``docs/pictures.py`` plays its
seeded game through the stand-in Discord again and draws every card; each must equal the
picture in ``docs/`` pixel for pixel. When a change to the cards makes this fail, run
``.venv/bin/python docs/pictures.py`` and commit the new pictures."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[1]
PICTURES = ("lobby.png", "game.png", "end.png", "board.png")


def _script() -> Any:
    spec = importlib.util.spec_from_file_location("docs_pictures", ROOT / "docs" / "pictures.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def _same(a: Path, b: Path) -> bool:
    with Image.open(a) as new, Image.open(b) as old:
        return new.size == old.size and (
            ImageChops.difference(new.convert("RGB"), old.convert("RGB")).getbbox() is None
        )


def test_the_standings_picture_is_the_current_one(tmp_path: Path) -> None:
    _script().standings(tmp_path)
    assert _same(tmp_path / "standings.png", ROOT / "docs" / "standings.png"), (
        "out of date (run .venv/bin/python docs/pictures.py): docs/standings.png"
    )


@pytest.mark.slow
async def test_the_readme_pictures_are_the_bots_current_messages(tmp_path: Path) -> None:
    await _script().play(tmp_path)
    stale = []
    for name in PICTURES:
        if not _same(tmp_path / name, ROOT / "docs" / name):
            stale.append(f"docs/{name}")
    assert not stale, f"out of date (run .venv/bin/python docs/pictures.py): {stale}"
    # Every card shows every picture it carries: the end card has the board and the chart.
    with Image.open(tmp_path / "end.png") as end, Image.open(tmp_path / "game.png") as game:
        assert end.height > game.height
