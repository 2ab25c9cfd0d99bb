"""Notes and refusals: what the core tells users, as codes with values.

The edge puts every code into words (``cogs/ludo/texts.py``), so the core never writes
a sentence for people.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import RuleError
from .typed import visible


@dataclass(frozen=True, slots=True)
class Note:
    """Something to tell users, as a code and its values."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


def note(code: str, **params: Any) -> Note:
    return Note(code, params)


def echo(text: str) -> str | Note:
    """What a refusal repeats of typed ``text``: visibly (:func:`.typed.visible`), or
    ``nothing_typed`` when it is empty (never a blank)."""
    return visible(text) if text else Note("nothing_typed")


def rule_note(error: RuleError) -> Note:
    """Why the engine refused some rules, as a code with values (``rule_<code>``); a
    value typed is repeated visibly."""
    params = dict(error.params)
    if isinstance(params.get("value"), str):
        params["value"] = echo(params["value"])
    return Note(f"rule_{error.code}", {"option": error.option, **params})


class Refused(Exception):
    """An action that changes nothing; ``note`` says why, to the user who tried."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.note = Note(code, params)

    @property
    def code(self) -> str:
        return self.note.code


class Behind(Refused):
    """Refused because the user pressed an older picture of the game: the answer should
    carry the current one."""
