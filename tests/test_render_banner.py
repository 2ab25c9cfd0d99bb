"""The banner's sentence always fits whole: the names in it are shortened, never its words.

Checked in every catalogue, on every board, for every banner sentence (the first turn's
roll, a roll, a move, one winner, a team), with the longest display name Discord allows
(32 characters) in its widest letters and in a real long name; the sentence is read back
by the catalogue (its message and its letter), the name kept as a prefix with an
ellipsis, the type no smaller than the banner allows.
"""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

from bot import i18n
from bot.engine import Game, Roll, Ruleset, position_of
from rendering import render_png
from rendering.banner import SMALLEST, fitted, places_line, room, title
from rendering.fonts import ELLIPSIS, text_width
from rendering.layout import layout
from rendering.palette import text_on
from rendering.words import ordinal

LONGEST = ("W" * 32, "Jürgen Weiß-Schnarrenberger Ütz", "Bob")
"""Discord's longest display name (32) in its widest letter, a real long one, a short one."""
PRESETS = ("madn", "fia", "ludo", "marbles")
"""Every board: the cross (40 squares), the Ludo cross (52), the six-colour board."""


def _minus(a: tuple[int, ...], b: tuple[int, ...]) -> list[int]:
    return [x - y for x, y in zip(a, b, strict=True)]


def _kept(shown: str, name: str) -> bool:
    """The name as shown: whole, or its beginning (at least three letters) and an ellipsis."""
    if shown == name:
        return True
    return shown.endswith(ELLIPSIS) and len(shown) >= 4 and name.startswith(shown[:-1].rstrip())


def _games(preset: str) -> list[Game]:
    """The same table in each phase the banner names: first roll (or roll), move."""
    rules = Ruleset.preset(preset, players=4)
    start = Game.new(rules, players=4)
    games = [start]
    moving = start.copy()
    for _ in range(12):  # roll until someone must choose a move
        if moving.phase == "move" or moving.is_over:
            break
        moving.apply(Roll(6))
    games.append(moving)
    return games


@pytest.mark.parametrize("code", i18n.available())
@pytest.mark.parametrize("preset", PRESETS)
def test_the_turn_banner_keeps_its_whole_sentence(code: str, preset: str) -> None:
    words = i18n.Words(code)
    own = i18n.catalogue(code)
    for game in _games(preset):
        at = room(layout(game.board.name, 720))
        for name in LONGEST:
            names = [name] * len(game.seats)
            text, size = title(position_of(game), names, words, at)
            assert text_width(text, size) <= at.words, (code, text)
            assert size >= round(at.big * SMALLEST[-1])
            found = own.read(text)
            assert found is not None and found[0].startswith("picture_"), (code, text)
            letter = words(f"letter_{game.board.colours[game.turn]}")
            assert found[1].get("letter") == letter, (code, text)
            assert _kept(found[1]["who"], name), (code, text)


@pytest.mark.parametrize("code", i18n.available())
def test_the_win_banner_names_a_team_in_the_plural(code: str) -> None:
    words, own = i18n.Words(code), i18n.catalogue(code)
    at = room(layout("classic4", 720))
    for names in ([LONGEST[0]], [LONGEST[1], LONGEST[0]], ["Ann", "Kari"]):
        text, size = fitted(words, "picture_wins", names, at.big, at.words, count=len(names))
        assert text_width(text, size) <= at.words
        before, after = words("picture_wins", who="\0", count=len(names)).split("\0")
        assert text.startswith(before) and text.endswith(after), (code, text)
        joined = text[len(before) : len(text) - len(after)]
        # The names are one list of the language (list_and), each kept or shortened.
        if len(names) == 2:
            pair = own.read(joined)
            assert pair is not None and pair[0] == "list_and", (code, joined)
            assert _kept(pair[1]["first"], names[0]) and _kept(pair[1]["second"], names[1])
        else:
            assert _kept(joined, names[0])
    # One winner and a team are told apart where the language does (wins / win).
    one = words("picture_wins", who="X", count=1)
    two = words("picture_wins", who="X", count=2)
    english = (i18n.say("picture_wins", "en", who="X", count=1), "X win!")
    assert (one, two) != english or code == "en"


def test_lists_of_names_go_through_the_catalogue() -> None:
    assert i18n.join(["Ann", "Bob", "Eve"], "en") == "Ann, Bob & Eve"
    assert i18n.join(["Ann", "Bob"], "es") == "Ann y Bob"
    assert i18n.join(["Ann"], "de") == "Ann"


def test_the_chip_of_the_colour_to_move_stands_out_on_its_own_banner() -> None:
    game = Game.new(Ruleset.preset("fia", players=4), players=4)
    img = Image.open(io.BytesIO(render_png(position_of(game), ["Ann", "Bob", "Cy", "Di"]))).convert(
        "RGB"
    )
    at = room(layout(game.board.name, 720))
    # The legend's first chip is the first colour's, whose turn it is: the banner's colour.
    y = round(at.height * 0.74)
    r = round(at.small * 0.42)
    chip = img.crop((at.pad, y - r, at.pad + 2 * r, y + r))
    ring = text_on(game.board.colours[game.turn])
    pixels = [chip.getpixel((x, yy)) for x in range(chip.width) for yy in range(chip.height)]
    near = [p for p in pixels if isinstance(p, tuple) and sum(map(abs, _minus(p, ring))) < 30]
    assert len(near) >= len(pixels) // 3  # mostly ink, its own colour only a dot


@pytest.mark.parametrize("code", i18n.available())
@pytest.mark.parametrize(("board", "players"), [("madn", 4), ("ludo", 6)])
def test_the_places_line_is_never_wider_than_the_banner(
    code: str, board: str, players: int
) -> None:
    """Every seat placed, each with the longest names: the line (its gaps counted) fits
    at the size it is drawn at, and every place's rank is in it, the last one too (the
    line was cut at its end, taking the last places, when each place had a share of the
    width with no room for the gaps and was drawn at a larger type than it was fitted at)."""
    words = i18n.Words(code)
    # The line cuts a place's tail when it must: the rank comes first in every language.
    template = words("picture_place", place="\x01", who="\x02")
    assert template.index("\x01") < template.index("\x02"), (code, template)
    rules = Ruleset.preset(board, players=players, overrides={"board": "classic6"})
    if players == 4:
        rules = Ruleset.preset(board, players=players)
    game = position_of(Game.new(rules, players=players))
    placed = dataclasses.replace(game, places=tuple((s,) for s in range(players)))
    at = room(layout(game.board.name, 720))
    for name in LONGEST[:2]:
        line, size = places_line(placed, [name] * players, words, at)
        assert text_width(line, size) <= at.words, (code, line)
        assert size >= round(at.small * SMALLEST[-1]) or size == 8
        for place in range(1, players + 1):
            assert ordinal(place, words) in line, (code, place, line)
