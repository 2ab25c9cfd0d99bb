"""``ludobot demo``: a whole game between computer players, offline.

Writes a PNG per move, ``replay.gif``, ``moves.txt`` (a readable move log) and
``game.json`` (the game's export, its dice seed revealed, for ``ludobot verify``), so a
newcomer sees what the bot does without a Discord token. The dice are the bot's provably
fair ones, their seed drawn from ``--seed``. An output folder that cannot be written gets
one line and exit code 2, not a traceback.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bot.engine import (
    MOVE,
    OPTIONS,
    Action,
    GameExport,
    GreedyMover,
    Huff,
    Pass,
    Play,
    Roll,
    RuleError,
    Ruleset,
    position_of,
)
from bot.engine.fair_dice import FairDice
from bot.engine.game import Game
from bot.i18n import ENGLISH
from rendering.words import narrate

from .draw import render_png
from .replay import parse_cut, render_gif

NAMES = ("Ada", "Bruno", "Chloé", "Dmitri", "Emi", "Farah")


def demo_seed(seed: int) -> bytes:
    """The dice seed of ``ludobot demo --seed N``: the same N plays the same game."""
    return hashlib.sha256(f"ludobot demo {seed}".encode()).digest()


OUTPUTS = ("move-[0-9][0-9][0-9][0-9].png", "replay.gif", "moves.txt", "game.json")
"""What a demo writes into its folder: an earlier demo's are removed first (a shorter game
would leave its extra pictures behind), anything else there is left alone."""


def _clear_earlier_demo(out: Path) -> None:
    for pattern in OUTPUTS:
        for old in out.glob(pattern):
            if old.is_file():
                old.unlink()


def demo_main(
    preset: str,
    players: int,
    seed: int,
    out: Path,
    replay: str = "all",
    overrides: Mapping[str, Any] | None = None,
) -> int:
    try:
        rules = Ruleset.preset(preset, players=players, overrides=overrides or {})
        game = Game.new(rules, players=players)
        cut = parse_cut(replay)
    except RuleError as exc:
        hint = f"; set it with --rule {exc.option}=VALUE" if exc.option in OPTIONS else ""
        print(f"ludobot demo: {exc}{hint}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"ludobot demo: {exc}", file=sys.stderr)
        return 2
    try:
        out.mkdir(parents=True, exist_ok=True)
        _clear_earlier_demo(out)
        (out / "moves.txt").touch()
    except OSError as exc:
        print(
            f"ludobot demo: cannot write to {out.resolve()} ({exc.strerror}); "
            "choose a writable folder with --out",
            file=sys.stderr,
        )
        return 2
    names = list(NAMES[:players])
    secret = demo_seed(seed)
    dice = FairDice(secret)
    mover = GreedyMover()
    start = game.copy()
    actions: list[Action] = []
    log: list[str] = []
    seat_of = game.colour_seat
    pictures = 0
    while not game.is_over:
        huffers = game.huff_seats()
        action: Action
        if huffers:
            action = Huff(huffers[0], game.huff_targets()[0])
        elif game.phase == MOVE:
            move = mover.choose(game, game.legal_moves())
            action = Pass() if move.is_pass else Play(move.piece, move.to)
        else:
            action = Roll(dice.roll())
        events = game.apply(action)
        actions.append(action)
        lines = [narrate(e, names, game.board.colours, seat_of) for e in events]
        log.extend(f"{len(actions):4d}. {line}" for line in lines if line)
        if not isinstance(action, Roll) or game.is_over:
            pictures += 1
            png = render_png(position_of(game), names, events)
            (out / f"move-{pictures:04d}.png").write_bytes(png)
    (out / "moves.txt").write_text("\n".join(log) + "\n", encoding="utf-8")
    (out / "replay.gif").write_bytes(render_gif(start, actions, names, cut=cut))
    export = GameExport.new(
        rules,
        [list(s) for s in start.seats],
        secret,
        [a.to_dict() for a in actions],
        reveal=True,
        names=names,
    )
    (out / "game.json").write_text(export.to_json(), encoding="utf-8")
    places = ", ".join(
        f"{i + 1}. " + ENGLISH.join([names[s] for s in group])
        for i, group in enumerate(game.places)
    )
    size = sum((out / f"move-{i:04d}.png").stat().st_size for i in range(1, pictures + 1)) / 1e6
    summary = f"{len(actions)} actions, {pictures} pictures ({size:.0f} MB) in {out}/"
    print(f"{rules.preset_name}: {summary}")
    print(f"result: {places}")
    print(f"check its dice: ludobot verify {out / 'game.json'}")
    return 0
