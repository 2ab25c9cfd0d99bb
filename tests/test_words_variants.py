"""No English in any language, for every variant the bot plays.

`test_bot_no_english.py` plays one game per language through the stand-in Discord; here
every preset, the six-colour board, huffs, war, teams and the bounce are played out by
the engine (random moves, seeded dice) and everything a channel would read of them is
put into words in every catalogue: the move log of every event, every move's button, the
banner of every moment, the rules in plain words, the refusals those rules can give. Each
text goes through the same check (and the check for snake_case names left in a
sentence).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot import i18n
from bot.core.view_of import choice_of
from bot.engine import MOVE, OVER, Game, RuleError, Ruleset, parse_value, position_of
from cogs.ludo.rules_words import rules_in_words, rules_summary
from cogs.ludo.texts import say
from rendering.banner import room, title
from rendering.layout import layout
from rendering.words import move_label, narrate
from tests.test_bot_no_english import OTHERS, Checker

NAMES = ["Ann", "Bob", "Eve", "Kari", "Ola", "Liv"]

VARIANTS: dict[str, tuple[str, int, dict[str, str]]] = {
    "madn": ("madn", 4, {}),
    "mejn": ("mejn", 4, {}),
    "ludo": ("ludo", 4, {}),
    "fia": ("fia", 4, {}),
    "marbles": ("marbles", 4, {}),
    "six colours": ("madn", 6, {"board": "classic6"}),
    "huffs": ("madn", 4, {"forced_capture": "huff"}),
    "war": ("madn", 2, {"war": "yes"}),
    "teams": ("madn", 4, {"teams": "partners"}),
    "bounce": (
        "madn",
        3,
        {"overshoot": "bounce", "capture_extra_lap": "yes", "forced_capture": "strict"},
    ),
}
"""Name: (preset, players, house rules)."""
REACHED = {
    "huffs": {"huffed", "won"},
    "war": {"eliminated", "won"},
    "bounce": {"bounce", "captured", "won"},
    "teams": {"won", "finished"},
    "mejn": {"captured", "placed"},
}
"""What a variant's games must go through (every game: someone wins)."""


def _texts(
    rules: Ruleset, players: int, code: str, seed: int, kinds: set[str] | None = None
) -> Iterator[str]:
    """Everything a channel reads of one game of ``rules`` played out in ``code``;
    ``kinds`` collects the kinds of event it went through (and ``bounce`` for a move
    that counts back)."""
    kinds = set() if kinds is None else kinds
    words = i18n.Words(code)
    names = NAMES[:players]
    game = Game.new(rules, players=players)
    seat_of = [game.seat_of(c) if c in game.colours else -1 for c in range(len(game.board.colours))]
    colours = game.board.colours
    at = room(layout(game.board.name, 720))
    rng = random.Random(seed)
    yield from rules_in_words(rules, code)
    yield rules_summary(rules, code)
    for _ in range(5000):
        yield title(position_of(game), names, words, at)[0]
        if game.phase == OVER:
            break
        huffers = game.huff_seats()
        if huffers:
            events = game.huff(huffers[0])
        elif game.phase == MOVE:
            moves = game.legal_moves()
            for m in moves:
                c = choice_of(m, game.turn, seat_of)
                victim = names[c.victim] if c.victim is not None else "?"
                yield move_label(c.kind, c.piece, c.steps, victim, words)
                if not m.is_pass and m.to < m.frm and not m.enters:
                    kinds.add("bounce")
            events = game.play(rng.choice(moves))
        else:
            events = game.roll_die(rng.randint(1, 6))
        for e in events:
            kinds.add(e.kind)
            line = narrate(e, names, colours, seat_of, words)
            if line:
                yield line


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("code", OTHERS)
def test_every_variant_in_every_language(code: str, variant: str) -> None:
    preset, players, overrides = VARIANTS[variant]
    rules = Ruleset.preset(preset, players=players, overrides=overrides)
    checker = Checker(code)
    kinds: set[str] = set()
    texts = {text for seed in range(2) for text in _texts(rules, players, code, seed, kinds)}
    assert REACHED.get(variant, {"won"}) <= kinds, kinds
    problems = sorted({p for text in texts for p in checker.problems(text)})
    assert problems == []


@pytest.mark.parametrize("code", OTHERS)
def test_the_rules_refusals_in_every_language(code: str) -> None:
    """The engine's refusals of option values and combinations, as the bot words them."""
    checker = Checker(code)
    problems: list[str] = []
    tries = [
        ("war_rounds", "5"),
        ("war_rounds", "5000"),
        ("capture", "maybe"),
        ("overshoot", "sometimes"),
        ("entry_rolls", "x"),
    ]
    for option, value in tries:
        try:
            parse_value(option, value)
            Ruleset.preset("madn", overrides={option: value})
        except RuleError as error:
            from bot.core.notes import rule_note

            text = say("bad_rules", code, option=option, why=rule_note(error))
            problems += checker.problems(text)
            assert say(rule_note(error), code) != say(rule_note(error), "en")
    combos = [
        {"war": "yes", "play_to_end": "yes"},
        {"capture_extra_lap": "yes"},
        {"three_tries_bonus": "yes", "three_tries": "no"},
        {"teams": "partners"},
    ]
    for overrides in combos:
        try:
            Ruleset.preset("madn", players=3, overrides=overrides)
        except RuleError as error:
            from bot.core.notes import rule_note

            problems += checker.problems(
                say("bad_rules", code, option=error.option, why=rule_note(error))
            )
    assert problems == []


@pytest.mark.parametrize("code", ["es", "pt-BR", "fr"])
def test_counts_choose_their_plural_form(code: str) -> None:
    """Players, seats and computers reach the catalogue as numbers, so a language's
    plural selectors fire (1 jugador, 3 jugadores)."""
    for message, values, counted in (
        ("rules_players", {"option": "teams", "why": "x"}, "players"),
        ("too_many_computers", {"most": 2}, "computers"),
        ("rule_players_seats", {"seats": 4}, "players"),
    ):
        one = say(message, code, **values, **{counted: 1})
        many = say(message, code, **values, **{counted: 3})
        assert one.replace("1", "#") != many.replace("3", "#"), (code, message, one, many)
