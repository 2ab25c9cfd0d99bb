"""Board pictures: pixel probes, every board and player count, fonts, replays."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image
from PIL.GifImagePlugin import GifImageFile

from bot.engine import (
    BOARDS,
    MOVE,
    YARD,
    Action,
    Game,
    GreedyMover,
    Play,
    Ruleset,
    SeededDice,
    action_from_dict,
    position_of,
    record_game,
)
from rendering import compose, piece_spots, render_gif, render_png
from rendering.fonts import covered, draw_text
from rendering.layout import layout
from rendering.palette import COLOURS, RING

NAMES = ["Zoë", "Дмитрий", "王小明", "محمد", "😀 Bob", "Eve"]


def probe(img: Image.Image, x: float, y: float) -> tuple[int, int, int]:
    px = img.getpixel((round(x), round(y)))
    assert isinstance(px, tuple)
    return (px[0], px[1], px[2])


def close(a: tuple[int, int, int], b: tuple[int, int, int], tol: int = 40) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def decoded(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def midgame(preset: str, players: int, plies: int = 120, seed: int = 4) -> Game:
    game = Game.new(Ruleset.preset(preset, players=players), players=players)
    dice, mover = SeededDice(seed), GreedyMover()
    while game.ply < plies and not game.is_over:
        if game.phase == MOVE:
            game.play(mover.choose(game, game.legal_moves()))
        else:
            game.roll_die(dice.roll())
    return game


def body_point(spot_x: float, spot_y: float, r: float) -> tuple[float, float]:
    # Up and left of centre: inside the shape, clear of the number.
    return (spot_x - r * 0.48, spot_y - r * 0.2)


@pytest.mark.parametrize(("preset", "players"), [("madn", 4), ("ludo", 4), ("mejn", 6)])
def test_each_piece_shows_its_colour_where_it_stands(preset: str, players: int) -> None:
    game = midgame(preset, players)
    img = decoded(render_png(position_of(game), NAMES[:players]))
    L = layout(game.board.name, img.width)
    spots = piece_spots(position_of(game), L)
    assert len(spots) == 4 * players
    for s in spots:
        colour = COLOURS[game.board.colours[s.colour]]
        x, y = body_point(s.centre[0], s.centre[1], s.radius)
        if s.radius >= L.cell * 0.33:
            assert close(probe(img, x, y), colour), (s, probe(img, x, y), colour)
        else:
            # Pieces sharing a square overlap: some of this piece's body still shows.
            offsets = [
                (dx * s.radius, dy * s.radius) for dx in (-0.5, 0, 0.5) for dy in (-0.5, 0.5)
            ]
            assert any(
                close(probe(img, s.centre[0] + ox, s.centre[1] + oy), colour) for ox, oy in offsets
            ), s


def test_a_moved_piece_is_gone_from_its_old_square() -> None:
    game = Game.new(Ruleset.preset("madn", overrides={"turn_order": "seating"}), players=2)
    game.setup({0: [5, YARD, YARD, YARD]}, turn=0)
    L = layout("classic4", 720)
    before = decoded(render_png(position_of(game), NAMES))
    old = L.track[5]
    assert close(probe(before, old[0] - L.cell * 0.2, old[1]), COLOURS["red"])
    game.roll_die(3)
    events = game.play(game.find_move(0))
    after = decoded(render_png(position_of(game), NAMES, events))
    assert not close(probe(after, old[0] - L.cell * 0.2, old[1]), COLOURS["red"])
    new = L.track[8]
    assert close(probe(after, new[0] - L.cell * 0.2, new[1]), COLOURS["red"])


def test_the_ring_is_on_exactly_the_movable_pieces() -> None:
    game = Game.new(Ruleset.preset("madn", overrides={"turn_order": "seating"}), players=2)
    game.setup({0: [5, 12, YARD, 41], 2: [3, YARD, YARD, YARD]}, turn=0)
    game.roll_die(2)
    movable = {m.piece for m in game.legal_moves()}
    assert movable == {0, 1, 3}
    img = compose(position_of(game), NAMES)
    L = layout("classic4", img.width)
    for s in piece_spots(position_of(game), L):
        ring_at = (s.centre[0], s.centre[1] - s.radius * 1.17)
        ringed = close(probe(img, *ring_at), RING, 12)
        assert ringed == (s.colour == 0 and s.piece in movable), s


@pytest.mark.parametrize("board", sorted(BOARDS))
def test_every_board_renders_for_every_player_count(board: str) -> None:
    n = BOARDS[board].n_colours
    for players in range(2, n + 1):
        rules = Ruleset.preset("madn", players=players, overrides={"board": board})
        game = Game.new(rules, players=players)
        png = render_png(position_of(game), NAMES[:players])
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        img = decoded(png)
        L = layout(board, img.width)
        for c in game.colours:
            start = L.track[BOARDS[board].start_square(c)]
            # The start square carries the colour (and its letter at the centre).
            assert close(
                probe(img, start[0] - L.cell * 0.3, start[1]), COLOURS[BOARDS[board].colours[c]]
            )


def test_names_in_any_script_have_glyphs() -> None:
    for name in [*NAMES, "Ελένη", "한국어", "ひらがな", "👍🏽 ok"]:
        assert covered(name), name
    img = Image.new("RGB", (400, 60), (255, 255, 255))
    assert draw_text(img, (5, 30), "王小明 محمد 😀", 24, (0, 0, 0)) > 60
    assert img.getbbox() is not None


def whole_game(seed: int) -> tuple[Game, list[Action]]:
    """A 2-player German classic game between computer players: its start and actions."""
    game = Game.new(Ruleset.preset("madn"), players=2)
    start = game.copy()
    actions = record_game(game, SeededDice(seed), GreedyMover())
    return start, [action_from_dict(a) for a in actions]


def test_replay_has_one_frame_per_move() -> None:
    initial, actions = whole_game(9)
    gif = Image.open(io.BytesIO(render_gif(initial, actions, NAMES[:2])))
    assert isinstance(gif, GifImageFile)
    moves = sum(1 for a in actions if isinstance(a, Play))
    assert gif.n_frames == moves + 1  # the start, then one frame per move


def test_demo_writes_pictures_gif_and_log(tmp_path: Path) -> None:
    from rendering.demo import demo_main

    assert demo_main("fia", 3, 2, tmp_path) == 0
    pngs = sorted(tmp_path.glob("move-*.png"))
    assert pngs and (tmp_path / "replay.gif").stat().st_size > 0
    log = (tmp_path / "moves.txt").read_text(encoding="utf-8")
    assert "rolls" in log and "wins!" in log


def test_the_dice_chart_draws_a_row_per_player_and_one_for_the_server() -> None:
    from rendering.dice_chart import ROW, dice_chart_png
    from rendering.palette import colour_rgb

    png = dice_chart_png(
        ["Ann", "Bob"], ["red", "blue"], [[0, 0, 0, 0, 0, 9], [1] * 6], [10] * 6, "Server"
    )
    img = Image.open(io.BytesIO(png)).convert("RGB")
    assert img.size[1] == 3 * ROW + 30
    pixels = {rgb for _, rgb in img.getcolors(1 << 20) or []}
    assert colour_rgb("red") in pixels and colour_rgb("blue") in pixels
    # Ann rolled only sixes: her first five bars are empty, her sixth is full height.
    red = colour_rgb("red")
    columns = {
        x for x in range(img.size[0]) for y in range(10, 10 + ROW) if img.getpixel((x, y)) == red
    }
    assert columns and min(columns) > img.size[0] * 0.75
