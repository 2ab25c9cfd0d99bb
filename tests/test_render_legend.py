"""The board's header names who plays which colour with a chip in that colour."""

from __future__ import annotations

import io

from PIL import Image

from bot.engine import Game, Ruleset, position_of
from rendering import render_png
from rendering.palette import COLOURS


def test_every_colour_in_play_has_a_chip_in_the_header() -> None:
    game = Game.new(Ruleset.preset("mejn", players=6), players=6)
    names = ["Alexandra the Great", "Bob", "Carolina Herrera", "Dmitri", "Evangeline", "Fay"]
    img = Image.open(io.BytesIO(render_png(position_of(game), names, []))).convert("RGB")
    # The header's second line (the legend), away from the big title above it.
    band = img.crop((0, int(img.height * 0.085), int(img.width * 0.85), int(img.height * 0.12)))
    seen = {band.getpixel((x, y)) for x in range(band.width) for y in range(band.height)}
    banner = band.getpixel((1, 1))
    for c in game.colours:
        rgb = COLOURS[game.board.colours[c]]
        if rgb != banner:  # the chip in the banner's own colour stands out by its ring
            assert rgb in seen, game.board.colours[c]
