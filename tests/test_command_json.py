"""The core's commands as stable JSON (what a forwarded press carries between processes):
every command type written and read back equal, through real JSON text; anything else is
refused with ValueError, never made into a command."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.core import commands as c
from bot.core.command_json import (
    COMMANDS,
    actor_json,
    actor_of,
    command_json,
    command_of,
    note_json,
    note_of,
    refusal_json,
    refusal_of,
)
from bot.core.notes import Behind, Note, Refused, ToConfirm
from bot.core.places import Place
from bot.core.settings import Pace
from bot.engine.computers import Level

EXAMPLES: list[Any] = [
    c.Join(),
    c.Leave(),
    c.AddComputer(Level.HARD),
    c.Kick(2),
    c.SetRules("madn", {"capture": False, "entry_rolls": frozenset({1, 6}), "max_sixes": 3}),
    c.SetRules("ludo"),
    c.SetPace(Pace.HOUR),
    c.ChooseColour(c.Colour("red")),
    c.ChooseColour(None),
    c.Start(),
    c.Cancel(),
    c.RollDie(7),
    c.PlayMove(7, 2),
    c.PassTurn(3),
    c.CallHuff(4),
    c.Back(),
    c.TakeSeat(1, 42, "Ann"),
    c.AskTakeover(3),
    c.EndGame(),
    c.Rematch(),
    c.TimeOut(9),
    c.ComputerStep(),
    c.Remind(9),
]


def _through_text(data: object) -> Any:
    return json.loads(json.dumps(data))


def test_every_command_type_has_an_example() -> None:
    assert {type(e).__name__ for e in EXAMPLES} == set(COMMANDS)


@pytest.mark.parametrize("command", EXAMPLES, ids=lambda e: repr(e))
def test_a_command_reads_back_equal(command: Any) -> None:
    data = _through_text(command_json(command))
    assert data["command"] == type(command).__name__
    again = command_of(data)
    assert again == command and type(again) is type(command)


@given(ply=st.integers(0, 10**6), index=st.integers(0, 20))
def test_play_commands_read_back(ply: int, index: int) -> None:
    for command in (c.RollDie(ply), c.PlayMove(ply, index), c.PassTurn(ply)):
        assert command_of(_through_text(command_json(command))) == command


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {},
        {"command": "Nope"},
        {"command": "RollDie"},  # its field missing
        {"command": "RollDie", "ply": 1, "extra": 2},
        {"command": "RollDie", "ply": "1"},
        {"command": "RollDie", "ply": True},
        {"command": "RollDie", "ply": 1.5},
        {"command": "AddComputer", "level": "grandmaster"},
        {"command": "SetPace", "pace": "fortnight"},
        {"command": "ChooseColour", "colour": "ultraviolet"},
        {"command": "SetRules", "preset": "nope", "overrides": {}},
        {"command": "SetRules", "preset": "madn", "overrides": {"no_such_rule": 1}},
        {"command": "SetRules", "preset": "madn", "overrides": {"entry_rolls": ["6"]}},
        {"command": "SetRules", "preset": "madn", "overrides": []},
        {"command": "TakeSeat", "seat": 1, "user_id": 2, "name": None},
    ],
)
def test_anything_else_is_not_a_command(data: object) -> None:
    with pytest.raises(ValueError):
        command_of(data)


@pytest.mark.parametrize(
    "actor",
    [
        c.BOT,
        c.Actor(5, "Ann"),
        c.Actor(5, "Ann", Place("discord", "500", 10, 10), can_manage=True),
        c.Actor(6, "Bo", Place("web", "x", 77)),
    ],
)
def test_an_actor_reads_back_equal(actor: c.Actor) -> None:
    again = actor_of(_through_text(actor_json(actor)))
    assert again == actor
    if actor.place is not None:  # circle and community do not make a place equal
        assert again.place is not None
        assert (again.place.circle, again.place.community) == (
            actor.place.circle,
            actor.place.community,
        )


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"user": 1, "name": "a", "place": None},
        {"user": "1", "name": "a", "place": None, "manage": False},
        {"user": 1, "name": "a", "place": ["discord", "5"], "manage": False},
        {"user": 1, "name": "a", "place": None, "manage": 1},
    ],
)
def test_anything_else_is_not_an_actor(data: object) -> None:
    with pytest.raises(ValueError):
        actor_of(data)


def test_refusals_read_back_with_their_kind_code_and_values() -> None:
    echo = Note("nothing_typed")
    cases: list[Refused] = [
        Refused("not_your_turn"),
        Refused("no_game", game=12),
        Refused("rule_bad_value", option="max_sixes", value=echo, seats=[1, 2]),
        Behind("already_done"),
        ToConfirm("takeover_asked", c.TakeSeat(1, 42, "Ann"), seat=1, game=3),
    ]
    for refused in cases:
        again = refusal_of(_through_text(refusal_json(refused)))
        assert type(again) is type(refused)
        assert again.note == refused.note
        if isinstance(refused, ToConfirm):
            assert isinstance(again, ToConfirm) and again.confirm == refused.confirm
    with pytest.raises(ValueError):
        refusal_of({"code": 3, "params": {}})


def test_a_note_reads_back() -> None:
    note = Note("moved", {"n": 2, "inner": Note("x")})
    assert note_of(_through_text(note_json(note))) == note
    assert note_json(None) is None and note_of(None) is None
