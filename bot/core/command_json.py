"""The core's commands, their actor and a refusal as JSON, and back: how a press made in one
process reaches the process that serves its game (:mod:`.spread`).

The form is stable: a command is ``{"command": <its class's name>, <field>: <value>...}``
with every field written (a level, a pace or a colour by its name, house rules' sets as
sorted lists), and reading it back checks every value as the command's own type does; a
name, a field or a value that is not one of them raises ``ValueError``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, get_args

from ..engine.computers import Level
from .commands import Actor, Colour, Command, TakeSeat
from .notes import Behind, Note, Refused, ToConfirm
from .places import Place
from .settings import Pace

JSON = dict[str, Any]

COMMANDS: dict[str, type[Any]] = {kind.__name__: kind for kind in get_args(Command)}
"""Every command :meth:`~.service.GameService.execute` runs, by its class's name."""


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(f"not a string: {value!r}")
    return value


def _option(value: object) -> object:
    if isinstance(value, list):
        return frozenset(_int(v) for v in value)
    if isinstance(value, bool | int | str):
        return value
    raise ValueError(f"not a rule option's value: {value!r}")


def _options(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise ValueError(f"not house rules: {value!r}")
    return {_str(name): _option(v) for name, v in value.items()}


def _colour(value: object) -> Colour | None:
    return None if value is None else Colour(_str(value))


def _str_or_none(value: object) -> str | None:
    return None if value is None else _str(value)


_READ: dict[str, Callable[[object], object]] = {
    "int": _int,
    "str": _str,
    "Level": lambda v: Level(_str(v)),
    "Pace": lambda v: Pace(_str(v)),
    "Options": _options,
    "Colour | None": _colour,
    "str | None": _str_or_none,
}
"""How a field is read back, by its annotation (a command with another kind of field
fails the tests, which write and read every command)."""


def _written(value: object) -> object:
    if isinstance(value, Colour):
        return value.name
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, Mapping):
        return {name: _written(v) for name, v in value.items()}
    return value  # int, str, bool, None, and Level and Pace (str enums: their names)


def command_json(command: Command) -> JSON:
    fields = {f.name: _written(getattr(command, f.name)) for f in dataclasses.fields(command)}
    return {"command": type(command).__name__, **fields}


def command_of(data: object) -> Command:
    """The command ``data`` writes (:func:`command_json`); ValueError when it is not one."""
    if not isinstance(data, dict) or data.get("command") not in COMMANDS:
        raise ValueError("not a command")
    kind = COMMANDS[data["command"]]
    fields = dataclasses.fields(kind)
    if set(data) != {"command", *(f.name for f in fields)}:
        raise ValueError(f"not the fields of {kind.__name__}")
    try:
        values = {f.name: _READ[str(f.type)](data[f.name]) for f in fields}
    except KeyError as unknown:
        raise ValueError(f"no JSON for a field of type {unknown}") from None
    command: Command = kind(**values)
    return command


def actor_json(actor: Actor) -> JSON:
    place = actor.place
    return {
        "user": actor.user_id,
        "name": actor.name,
        "place": None if place is None else [place.kind, place.key, place.circle, place.community],
        "manage": actor.can_manage,
    }


def actor_of(data: object) -> Actor:
    if not isinstance(data, dict) or set(data) != {"user", "name", "place", "manage"}:
        raise ValueError("not an actor")
    user, place = data["user"], data["place"]
    where = None
    if place is not None:
        if not isinstance(place, list) or len(place) != 4:
            raise ValueError("not a place")
        kind, key, circle, community = place
        where = Place(
            _str(kind), _str(key), _int(circle), None if community is None else _int(community)
        )
    if not isinstance(data["manage"], bool):
        raise ValueError("not a flag")
    return Actor(None if user is None else _int(user), _str(data["name"]), where, data["manage"])


def _param(value: object) -> object:
    if isinstance(value, Note):
        return {"note": value.code, "params": {k: _param(v) for k, v in value.params.items()}}
    if isinstance(value, list | tuple):
        return [_param(v) for v in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def _param_of(value: object) -> object:
    if isinstance(value, dict) and set(value) == {"note", "params"}:
        params = value["params"] if isinstance(value["params"], dict) else {}
        return Note(_str(value["note"]), {k: _param_of(v) for k, v in params.items()})
    if isinstance(value, list):
        return [_param_of(v) for v in value]
    return value


def note_json(note: Note | None) -> object:
    return None if note is None else _param(note)


def note_of(data: object) -> Note | None:
    """The note ``data`` writes (None: none, or not a note)."""
    value = _param_of(data)
    return value if isinstance(value, Note) else None


def refusal_json(refused: Refused) -> JSON:
    kind = "behind" if isinstance(refused, Behind) else "refused"
    out: JSON = {"kind": kind, "code": refused.code}
    out["params"] = {k: _param(v) for k, v in refused.note.params.items()}
    if isinstance(refused, ToConfirm):
        out["kind"], out["confirm"] = "confirm", command_json(refused.confirm)
    return out


def refusal_of(data: object) -> Refused:
    """The refusal ``data`` writes; ValueError when it is not one."""
    if not isinstance(data, dict) or not isinstance(data.get("params"), dict):
        raise ValueError("not a refusal")
    code = _str(data.get("code"))
    params = {_str(k): _param_of(v) for k, v in data["params"].items()}
    if data.get("kind") == "confirm":
        confirm = command_of(data.get("confirm"))
        if not isinstance(confirm, TakeSeat):
            raise ValueError("not a takeover to confirm")
        return ToConfirm(code, confirm, **params)
    return (Behind if data.get("kind") == "behind" else Refused)(code, **params)


__all__ = [
    "actor_json",
    "actor_of",
    "command_json",
    "command_of",
    "note_json",
    "note_of",
    "refusal_json",
    "refusal_of",
]
