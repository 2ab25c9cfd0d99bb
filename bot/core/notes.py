"""Notes and refusals: what the core tells users, as codes with values.

The edge puts every code into words (``cogs/ludo/texts.py``), so the core never writes
a sentence for people.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import RuleError
from .commands import TakeSeat


@dataclass(frozen=True, slots=True)
class Note:
    """Something to tell users, as a code and its values; ``about``: the seat (its index
    in the answer's view) of the person the note names, whose choice of gender
    (``SeatView.gender``) the edge gives the words to agree with."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    about: int | None = None


def note(code: str, **params: Any) -> Note:
    return Note(code, params)


def named(code: str, about: int | None, **params: Any) -> Note:
    """A note naming the person at seat ``about`` (:attr:`Note.about`)."""
    return Note(code, params, about)


def echo(text: str) -> str | Note:
    """What a refusal repeats of typed ``text``: visibly (:func:`visible`), or
    ``nothing_typed`` when it is empty (never a blank)."""
    return visible(text) if text else Note("nothing_typed")


def visible(text: str) -> str:
    """``text`` with each character outside printable ASCII written as an escape (a
    Cyrillic ``\u0441`` shows as ``\\u0441``).

    >>> visible("\\u0441apture"), visible("no")
    ('\\\\u0441apture', 'no')
    """
    return "".join(ch if " " <= ch <= "~" else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


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


class ToConfirm(Refused):
    """Nothing changed because someone else must confirm: the note says what was asked
    (``takeover_asked``: who asks for which seat, whose it was, in which game), and
    ``confirm`` is the command that person confirms with."""

    def __init__(self, code: str, confirm: TakeSeat, **params: Any) -> None:
        super().__init__(code, **params)
        self.confirm = confirm
