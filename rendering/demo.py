"""``ludobot demo``: a whole game between computer players, offline.

Writes a PNG per move, ``replay.gif`` and ``moves.txt`` (a readable move log), so a
newcomer sees what the bot does without a Discord token. An output folder that cannot be
written gets one line and exit code 2, not a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path

from bot.engine import (
    MOVE,
    Action,
    GreedyMover,
    Huff,
    Pass,
    Play,
    Roll,
    RuleError,
    Ruleset,
    SeededDice,
)
from bot.engine.game import Game
from bot.i18n import ENGLISH
from rendering.words import narrate

from .draw import render_png
from .replay import parse_cut, render_gif

NAMES = ("Ada", "Bruno", "Chloé", "Dmitri", "Emi", "Farah")


def demo_main(preset: str, players: int, seed: int, out: Path, replay: str = "all") -> int:
    try:
        rules = Ruleset.preset(preset, players=players)
        game = Game.new(rules, players=players)
        cut = parse_cut(replay)
    except (RuleError, ValueError) as exc:
        print(f"ludobot demo: {exc}", file=sys.stderr)
        return 2
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / "moves.txt").touch()
    except OSError as exc:
        print(
            f"ludobot demo: cannot write to {out.resolve()} ({exc.strerror}); "
            "choose a writable folder with --out",
            file=sys.stderr,
        )
        return 2
    names = list(NAMES[:players])
    dice = SeededDice(seed)
    mover = GreedyMover()
    start = game.copy()
    actions: list[Action] = []
    log: list[str] = []
    seat_of = [game.seat_of(c) for c in range(game.board.n_colours)]
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
            (out / f"move-{pictures:04d}.png").write_bytes(render_png(game, names, events))
    (out / "moves.txt").write_text("\n".join(log) + "\n", encoding="utf-8")
    (out / "replay.gif").write_bytes(render_gif(start, actions, names, cut=cut))
    places = ", ".join(
        f"{i + 1}. " + ENGLISH.join([names[s] for s in group])
        for i, group in enumerate(game.places)
    )
    print(f"{rules.preset_name}: {len(actions)} actions, {pictures} pictures in {out}/")
    print(f"result: {places}")
    return 0
