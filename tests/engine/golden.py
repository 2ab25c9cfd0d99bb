"""Golden traces: the engine's games recorded as digests, so that a rewrite of its inside
is held to them game for game (issue 40).

A configuration is a ruleset (a preset with overrides), a player count or a seating,
the seats' kind (random movers, or computers by level) and a seed; some start from a
position set up mid-game (:meth:`Game.setup`), some are played by the engine's own loops
(``play_computers``, ``play_out``, ``record_game``) and only their ends recorded. The
trace of a game (:mod:`tests.engine.golden_trace`) goes through the engine's public
outside only. ``golden.json`` holds, per configuration, the digest of its game, its
checkpoints and its length, and the engine commit they were made on::

    python -m tests.engine.golden --write    # record (a committed engine only)
    python -m tests.engine.golden            # compare, and say which games differ
    python -m tests.engine.golden --show preset/madn/4p/s0   # one game's trace, as text

The trace reads only the engine's outside, so these modules also run on an older
engine (copied into a checkout of ``engine_commit``): two ``--show`` outputs of a game
that differs, compared, show the first action where it does.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from bot.engine import (
    BOARDS,
    OPTIONS,
    PRESETS,
    Game,
    GreedyMover,
    RandomMover,
    RuleError,
    Ruleset,
    SeededDice,
    play_out,
    record_game,
    two_colour_seating,
)
from bot.engine.computers import Computer, computer, play_computers

from .golden_trace import (
    CHECK_EVERY,
    ComputerSeats,
    RandomSeats,
    Reorder,
    Trace,
    difference,
    play_traced,
    state_text,
)

FIXTURE: Final = Path(__file__).with_name("golden.json")
ROOT: Final = Path(__file__).resolve().parents[2]

MAX_ACTIONS: Final = 6000
"""The safety net: a game stops here (war and odd rules may go on for long)."""
COMBINATIONS: Final = 150
"""Random valid rule combinations drawn (from a fixed seed) over :data:`OPTIONS`."""
LEVELS: Final = ("hard", "normal", "easy", "random")

Overrides = tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class Config:
    """One recorded game."""

    name: str
    preset: str
    players: int
    overrides: Overrides = ()
    seating: tuple[tuple[int, ...], ...] | None = None
    levels: tuple[str, ...] = ()
    """A computer level per seat; empty: random movers."""
    seed: int = 0
    setup_at: int = 0
    """When set: the game starts from the position another game of these rules reached
    after this many actions, set up with :meth:`Game.setup`."""
    driver: str = "trace"
    """``trace`` (every action traced), or the engine's own loop whose end is recorded:
    ``play_computers``, ``play_out``, ``record_game``."""

    def rules(self) -> Ruleset:
        return Ruleset.preset(self.preset, players=self.players, overrides=dict(self.overrides))

    def new_game(self) -> Game:
        rules = self.rules()
        if self.seating is not None:
            return Game.new(rules, seating=self.seating)
        return Game.new(rules, players=self.players)


def _valid(config: Config) -> bool:
    try:
        config.new_game()
    except RuleError:
        return False
    return True


def _tag(overrides: Overrides) -> str:
    def value(v: Any) -> str:
        if isinstance(v, frozenset):
            return "{" + ",".join(map(str, sorted(v))) + "}"
        return str(v).lower()

    return ",".join(f"{k}={value(v)}" for k, v in overrides) or "preset"


def _players(preset: str) -> list[int]:
    out = []
    for n in range(2, 7):
        try:
            Ruleset.preset(preset, players=n)
        except RuleError:
            continue
        out.append(n)
    return out


def preset_configs(seeds: int = 3) -> list[Config]:
    """Every preset at every player count it takes."""
    return [
        Config(f"preset/{p}/{n}p/s{s}", p, n, seed=s)
        for p in PRESETS
        for n in _players(p)
        for s in range(seeds)
    ]


# Options that mean something only together with another (each alone is refused or idle).
PAIRS: Final[tuple[Overrides, ...]] = (
    (("war", True), ("play_to_end", False)),
    (("war", True), ("play_to_end", False), ("war_rounds", 10)),
    (("war", True), ("play_to_end", False), ("war_rounds", 1000)),
    (("war", True), ("play_to_end", False), ("teams", "partners")),
    (("forced_capture", "strict"), ("capture_extra_lap", True)),
    (("forced_capture", "huff"), ("capture_extra_lap", True)),
    (("three_tries", True), ("three_tries_bonus", True)),
    (("six_again", False), ("six_again_without_move", True)),
    (("own_start_entry", "move_on"), ("clear_start", False)),
    (("home_moves", False), ("home_jump", True)),
    (("forced_capture", "huff"), ("teams", "partners")),
    (("own_landing", "block"), ("block_passing", "opponents_cannot")),
    (("own_landing", "stack"), ("capture_at_turn_end", True)),
)


def option_overrides(preset: str) -> list[Overrides]:
    """Every value of every option changed alone around ``preset`` (4 players), then the
    options of :data:`PAIRS` that change more than one option of the preset together;
    the ruleset's own validation decides what is played."""
    base = Ruleset.preset(preset)
    out: list[Overrides] = []
    for name, opt in OPTIONS.items():
        values = (10, 1000) if name == "war_rounds" else opt.choices
        out.extend(((name, v),) for v in values if v != getattr(base, name))
    for pair in PAIRS:
        changed = tuple((k, v) for k, v in pair if getattr(base, k) != v)
        if len(changed) > 1 and changed not in out:
            out.append(changed)
    return out


def option_configs(seeds: int = 2) -> list[Config]:
    out = []
    for p in PRESETS:
        for overrides in option_overrides(p):
            for s in range(seeds):
                config = Config(f"option/{p}/{_tag(overrides)}/s{s}", p, 4, overrides, seed=s)
                if _valid(config):
                    out.append(config)
    return out


def combinations(count: int = COMBINATIONS) -> list[tuple[Overrides, int]]:
    """``count`` valid rule combinations (overrides of every option, and a player count)
    drawn from a fixed seed; war_rounds from 10 to 40 (as the property tests draw it) so
    that a war ends within the safety net."""
    rng = random.Random(40)
    out: list[tuple[Overrides, int]] = []
    while len(out) < count:
        players = rng.randint(2, 6)
        values: dict[str, Any] = {}
        for name, opt in OPTIONS.items():
            choices = range(10, 41) if name == "war_rounds" else opt.choices
            values[name] = rng.choice(choices)
        if players > 4:
            values["board"] = "classic6"
        try:
            Ruleset.preset("madn", players=players, overrides=values)
        except RuleError:
            continue
        out.append((tuple(values.items()), players))
    return out


def combination_configs() -> list[Config]:
    return [
        Config(f"combo/{i:03d}/{n}p", "madn", n, overrides, seed=i)
        for i, (overrides, n) in enumerate(combinations())
    ]


def seating_configs(seeds: int = 2) -> list[Config]:
    """Several colours per seat (two each, and uneven), and partners."""
    out = []
    for p in PRESETS:
        for s in range(seeds):
            for players, board in ((2, ()), (3, (("board", "classic6"),))):
                config = Config(f"seating/{p}/two_each/{players}p/s{s}", p, players, board)
                seating = two_colour_seating(BOARDS[config.rules().board], players)
                out.append(replace(config, seating=seating, seed=s))
            out.append(
                Config(f"seating/{p}/uneven/s{s}", p, 3, seating=((0,), (1,), (2, 3)), seed=s)
            )
            for n in (4, 6):
                teams = (("teams", "partners"),)
                out.append(Config(f"seating/{p}/partners/{n}p/s{s}", p, n, teams, seed=s))
    return [c for c in out if _valid(c)]


COMPUTER_COMBOS: Final = 12
"""Rule combinations the computer levels play (the first of :func:`combinations` for 2-4
players)."""


def computer_configs() -> list[Config]:
    """Computer levels, hard included, on every preset (2 and 4 players, 6 where the
    preset takes them, two colours each, partners), with huffs, and on a dozen
    combinations."""
    out = []
    for p in PRESETS:
        out.append(Config(f"computers/{p}/4p", p, 4, levels=LEVELS, seed=1))
        out.append(Config(f"computers/{p}/2p", p, 2, levels=("hard", "normal"), seed=2))
        out.append(Config(f"computers/{p}/6p", p, 6, levels=LEVELS + LEVELS[:2], seed=3))
        two = two_colour_seating(BOARDS[Ruleset.preset(p, players=2).board], 2)
        pair = ("hard", "easy")
        out.append(Config(f"computers/{p}/two_each", p, 2, seating=two, levels=pair, seed=4))
        teams = (("teams", "partners"),)
        out.append(Config(f"computers/{p}/partners", p, 4, teams, levels=LEVELS, seed=5))
    huffs = (("forced_capture", "huff"),)
    out.append(Config("computers/madn/huff/4p", "madn", 4, huffs, levels=LEVELS[::-1], seed=3))
    picked = [c for c in combinations() if c[1] <= 4][:COMPUTER_COMBOS]
    for i, (overrides, n) in enumerate(picked):
        levels = tuple(LEVELS[(i + k) % len(LEVELS)] for k in range(n))
        name = f"computers/combo/{i:02d}/{n}p"
        out.append(Config(name, "madn", n, overrides, levels=levels, seed=i))
    return [c for c in out if _valid(c)]


def setup_configs() -> list[Config]:
    """Games that begin from a position set up mid-game: every preset, and madn at war,
    as partners and with huffs."""
    out = [
        Config(f"setup/{p}/{n}p/at{at}", p, n, seed=at, setup_at=at)
        for p in PRESETS
        for n, at in ((4, 40), (2, 90))
    ]
    for tag, overrides in (
        ("war", (("war", True), ("war_rounds", 10))),
        ("partners", (("teams", "partners"),)),
        ("huff", (("forced_capture", "huff"),)),
    ):
        out.append(Config(f"setup/madn/{tag}/4p/at150", "madn", 4, overrides, seed=1, setup_at=150))
    return out


def driver_configs() -> list[Config]:
    """The engine's own loops, their ends recorded."""
    huffs = (("forced_capture", "huff"),)
    out = []
    for p in PRESETS:
        name = f"driver/{p}/"
        out += [
            Config(name + "play_computers", p, 4, levels=LEVELS, seed=4, driver="play_computers"),
            Config(name + "play_out", p, 4, seed=5, driver="play_out"),
            Config(name + "play_out_greedy", p, 4, seed=6, driver="play_out_greedy"),
            Config(name + "record_game", p, 3, seed=7, driver="record_game"),
            Config(name + "record_game/huff", p, 4, huffs, seed=8, driver="record_game"),
        ]
    return out


def configurations() -> list[Config]:
    """Every recorded game, each name once."""
    out = (
        preset_configs()
        + seating_configs()
        + option_configs()
        + combination_configs()
        + computer_configs()
        + setup_configs()
        + driver_configs()
    )
    names = [c.name for c in out]
    assert len(set(names)) == len(names), "configuration names must be unique"
    return out


# -- playing ---------------------------------------------------------------------------


def _random_seats(seed: int, reorder: Reorder | None = None) -> RandomSeats:
    # The dice, the mover and the choice of entry points each draw from their own seed.
    return RandomSeats(RandomMover(seed + 7919), seed + 104_729, reorder)


def set_up(config: Config) -> Game:
    """The game of a ``setup_at`` configuration: another game of its rules played that
    far, then a position set up from it (on that game itself, one colour's pieces
    renumbered; or on a new game, every colour named)."""
    source = config.new_game()
    dice, seats = SeededDice(config.seed), _random_seats(config.seed)
    source = play_traced(source, dice, seats, config.setup_at)[1]
    colours = source.colours
    if config.players > 2:
        first = colours[0]
        return source.setup({first: source.pieces[first][::-1]}, turn=colours[-1])
    pieces: dict[int, Sequence[int]] = {c: list(source.pieces[c]) for c in colours}
    return config.new_game().setup(pieces, turn=colours[1])


def _computers(config: Config, facing: bool) -> list[Computer]:
    players = [computer(level, config.seed * 10 + i) for i, level in enumerate(config.levels)]
    return [p.facing(config.levels) for p in players] if facing else players


def run_driver(config: Config, game: Game, trace: Trace) -> Trace:
    """One of the engine's own loops plays the game; its result and end are recorded."""
    dice = SeededDice(config.seed)
    if config.driver == "play_computers":
        played: Any = play_computers(game, dice, _computers(config, False), MAX_ACTIONS)
    elif config.driver == "play_out":
        played = play_out(game, dice, RandomMover(config.seed), MAX_ACTIONS)
    elif config.driver == "play_out_greedy":
        played = play_out(game, dice, GreedyMover(), MAX_ACTIONS)
    else:
        log = record_game(game, dice, RandomMover(config.seed), MAX_ACTIONS)
        # The log replayed on a new game, as a replay or an export's check does.
        replay = config.new_game()
        for action in log:
            replay.apply(action)
        played = (json.dumps(log), replay == game)
    trace.actions = game.ply
    trace.add(config.driver, played, state_text(game))
    return trace


def play(config: Config, reorder: Reorder | None = None, keep: bool = False) -> Trace:
    """Play and trace the game of ``config`` (``reorder``: see :data:`Reorder`; ``keep``:
    see :attr:`Trace.lines`)."""
    game = set_up(config) if config.setup_at else config.new_game()
    trace = Trace(keep)
    if config.driver != "trace":
        return run_driver(config, game, trace)
    seats: ComputerSeats | RandomSeats
    if config.levels:
        seats = ComputerSeats(_computers(config, True), reorder)
    else:
        seats = _random_seats(config.seed, reorder)
    return play_traced(game, SeededDice(config.seed), seats, MAX_ACTIONS, trace)[0]


# -- the fixture ---------------------------------------------------------------------------


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def engine_commit() -> str:
    """The last commit that changed the engine, which must be as committed (the fixture
    also notes the commit checked out: ``commit``)."""
    if _git("status", "--porcelain", "--", "bot/engine"):
        raise SystemExit("bot/engine has uncommitted changes: record a committed engine only")
    return _git("log", "-1", "--format=%H", "--", "bot/engine")


def load() -> dict[str, Any]:
    fixture: dict[str, Any] = json.loads(FIXTURE.read_text())
    return fixture


def write() -> None:
    games = {c.name: play(c).record() for c in configurations()}
    fixture = {
        "about": "golden traces of the engine (tests/engine/golden.py); do not edit",
        "engine_commit": engine_commit(),
        "commit": _git("rev-parse", "HEAD"),
        "check_every": CHECK_EVERY,
        "max_actions": MAX_ACTIONS,
        "games": games,
    }
    FIXTURE.write_text(json.dumps(fixture, indent=0, sort_keys=True) + "\n")
    actions = sum(g["actions"] for g in games.values())
    print(f"{len(games)} games, {actions} actions: {FIXTURE} ({FIXTURE.stat().st_size} bytes)")


def check() -> int:
    recorded = load()["games"]
    failures = [d for c in configurations() if (d := difference(c.name, recorded[c.name], play(c)))]
    print("\n".join(failures) or f"all {len(recorded)} games as recorded")
    return 1 if failures else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="record the digests anew")
    parser.add_argument("--show", metavar="NAME", help="print what the trace of game NAME fed")
    args = parser.parse_args(argv)
    if args.show:
        lines = play(next(c for c in configurations() if c.name == args.show), keep=True).lines
        print("\n".join(lines or ()))
        return 0
    if args.write:
        write()
        return 0
    return check()


if __name__ == "__main__":
    sys.exit(main())
