"""GIF replays: every frame decodes to the picture drawn, cuts, and the size budget."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from PIL import Image, ImageChops
from PIL.GifImagePlugin import GifImageFile

from bot.engine import (
    Action,
    Game,
    GreedyMover,
    Ruleset,
    SeededDice,
    action_from_dict,
    record_game,
)
from rendering import compose, render_gif
from rendering.palette import palette_image
from rendering.replay import HIGHLIGHTS, Cut, parse_cut, replay_frames

NAMES = ["Ada", "Bruno", "Chloé", "Dmitri", "Emi", "Farah"]


def game_log(preset: str = "madn", players: int = 2, seed: int = 3) -> tuple[Game, list[Action]]:
    game = Game.new(Ruleset.preset(preset, players=players), players=players)
    start = game.copy()
    actions = record_game(game, SeededDice(seed), GreedyMover())
    return start, [action_from_dict(a) for a in actions]


def frames_of(gif: bytes) -> list[Image.Image]:
    im = Image.open(io.BytesIO(gif))
    assert isinstance(im, GifImageFile)
    out = []
    for i in range(im.n_frames):
        im.seek(i)
        out.append(im.convert("RGB"))
    return out


def test_every_frame_shows_exactly_the_picture_drawn() -> None:
    """Frames store only changed pixels; decoded, each must equal its whole picture."""
    initial, actions = game_log()
    size = 240
    gif = render_gif(initial, actions, NAMES[:2], size=size)
    frames = replay_frames(initial, actions)
    decoded = frames_of(gif)
    assert len(decoded) == len(frames)
    palette = palette_image()
    for (position, events), got in zip(frames, decoded, strict=True):
        want = compose(position, NAMES[:2], events, size).quantize(
            palette=palette, dither=Image.Dither.NONE
        )
        want = want.convert("RGB")
        assert ImageChops.difference(got, want).getbbox() is None


def test_a_replay_over_its_budget_still_fits() -> None:
    initial, actions = game_log()
    full = render_gif(initial, actions, NAMES[:2])
    for budget in (len(full) // 2, len(full) // 10, 30_000):
        small = render_gif(initial, actions, NAMES[:2], max_bytes=budget)
        assert len(small) <= budget
        got, whole = frames_of(small), frames_of(full)
        assert 2 <= len(got) <= len(whole)


def test_even_an_impossible_budget_gives_a_picture() -> None:
    initial, actions = game_log()
    gif = render_gif(initial, actions, NAMES[:2], max_bytes=1)
    assert len(frames_of(gif)) == 1  # the final position alone: never an error


def test_last_n_moves() -> None:
    initial, actions = game_log()
    frames = replay_frames(initial, actions, Cut("last", 5))
    whole = replay_frames(initial, actions)
    assert len(frames) == 6 and frames[-1][0] == whole[-1][0] and frames[0][0] == whole[-6][0]
    gif = render_gif(initial, actions, NAMES[:2], cut=Cut("last", 5))
    assert len(frames_of(gif)) == 6


def test_highlights_are_captures_and_finishes() -> None:
    initial, actions = game_log("marbles", 4, 2)
    frames = replay_frames(initial, actions, parse_cut("highlights"))
    whole = replay_frames(initial, actions)
    assert 1 < len(frames) < len(whole) and frames[-1][0] == whole[-1][0]
    for game, events in frames[:-1]:
        kinds = {e.kind for e in events}
        home_from_track = any(
            e.kind == "home" and game.square_of(e.colour, e.frm)[0] == "track" for e in events
        )
        assert kinds & HIGHLIGHTS or home_from_track
    captures = sum(any(e.kind == "captured" for e in ev) for _, ev in whole)
    assert captures and captures <= len(frames)


@pytest.mark.parametrize("text", ["", "last", "last-", "last-0", "last--3", "some", "last-1x"])
def test_bad_cuts_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_cut(text)


def test_the_demo_writes_a_short_replay(tmp_path: Any) -> None:
    from bot.cli import main

    assert (
        main(
            ["demo", "--players", "2", "--seed", "3", "--out", str(tmp_path), "--replay", "last-4"]
        )
        == 0
    )
    assert len(frames_of((tmp_path / "replay.gif").read_bytes())) == 5
    assert main(["demo", "--replay", "last-0", "--out", str(tmp_path)]) == 2


async def test_the_bot_can_ask_for_a_short_replay() -> None:
    from bot.core import Replay
    from bot.pictures import replay_gif

    initial, actions = game_log()
    start = json.dumps(initial.to_dict())
    replay = Replay(1, start, tuple(actions), tuple(NAMES[:2]), ())
    gif = await replay_gif(replay, cut="last-3")
    assert len(frames_of(gif)) == 4
    whole = await replay_gif(replay)
    assert len(frames_of(whole)) == len(replay_frames(initial, actions))


def test_the_demo_into_a_folder_it_cannot_write_is_one_line_exit_2(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.cli import main

    (tmp_path / "a-file").write_text("")
    assert main(["demo", "--players", "2", "--out", str(tmp_path / "a-file" / "out")]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
