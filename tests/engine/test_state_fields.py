"""The state's fields are declared once, as ``GameState``'s annotations: its slots are
made of them, ``copy()`` (written out, for speed) copies each and shares no list or dict
it changes, ``==`` sees every one the game stores, and every name ``Game`` shows is the
state's."""

from __future__ import annotations

import ast
from typing import Any

from bot.engine import Game, GreedyMover, Ruleset, SeededDice, native, play_out
from bot.engine.game import _Shown
from bot.engine.moves import HuffWindow
from bot.engine.state import GameState
from bot.engine.state_json import state_to_dict

# Shared by a copy: the seating's look-ups, and the roll's moves (replaced, never changed).
_NEVER_CHANGED = ("colour_seat", "side_of", "codes", "legal")


def _midgame(preset: str = "fia", overrides: dict[str, Any] | None = None) -> Game:
    """A game some way in, with captures and blocks about (a capture pending in fia)."""
    g = Game.new(Ruleset.preset(preset, players=4, overrides=overrides), players=4)
    play_out(g, SeededDice(5), GreedyMover(), max_ply=120)
    return g


def _fields() -> list[str]:
    """GameState's annotations, read from its source (compiled by mypyc, the class keeps
    neither them nor slots)."""
    tree = ast.parse((native.ENGINE / "state.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameState")
    return [n.target.id for n in cls.body if isinstance(n, ast.AnnAssign)]  # type: ignore[union-attr]


FIELDS = _fields()


def test_the_slots_are_the_annotations() -> None:
    assert len(FIELDS) > 30
    assert getattr(GameState, "__slots__", tuple(FIELDS)) == tuple(FIELDS)


def test_copy_copies_every_field_and_shares_nothing_it_changes() -> None:
    for g in (_midgame(), _midgame("madn", {"forced_capture": "huff"})):
        state = g.state
        g.legal_moves()  # the roll's moves made, so the caches are copied too
        copied = state.copy()
        for name in FIELDS:
            mine, theirs = getattr(state, name), getattr(copied, name)
            assert mine == theirs, name
            if isinstance(mine, list | dict) and name not in _NEVER_CHANGED:
                assert mine is not theirs, name
        assert copied == state


def _other(value: Any) -> Any:
    """A value of the same type as ``value`` that differs from it (compiled, a field
    takes only values of its type)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "!"
    if isinstance(value, list):
        return [*value, value[0]]
    if isinstance(value, dict):
        return {**value, 99: 1}
    if isinstance(value, tuple) and not isinstance(value, HuffWindow):
        return (*value, (9,))
    if isinstance(value, Ruleset):
        return value.with_options(capture=not value.capture)
    return None  # a mark that is set (a huff window, a termination)


def test_equality_sees_every_field_the_game_stores() -> None:
    for g in (_midgame(), _midgame("madn", {"forced_capture": "huff"})):
        stored = state_to_dict(g.state)
        for name in FIELDS:
            other = g.state.copy()
            value = getattr(other, name)
            if value in (None, [], {}) or name in ("board", "bits", "offsets", "track"):
                continue  # unset or empty now, or the board's geometry
            setattr(other, name, _other(value))
            if state_to_dict(other) != stored:
                assert other != g.state, name


def test_game_shows_only_the_state_s_names() -> None:
    shown = [n for n, v in vars(Game).items() if isinstance(v, _Shown)]
    assert len(shown) > 30
    for name in shown:
        assert name in FIELDS or hasattr(GameState, name), name
