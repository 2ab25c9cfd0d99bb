"""What the core answers with: outcomes, notes and refusals, as codes with values.

The edge puts every code into words (``cogs/ludo/texts.py``), so the core never writes
a sentence for people.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import Event, Game, RuleError
from ..store import ACTIVE, BROKEN, CANCELLED, LOBBY, GameRecord
from .tables import Table

ECHO = 60
"""Characters of a user's input a refusal repeats (Discord's messages end at 2,000)."""


def echo(text: str) -> str:
    """A user's input as a refusal repeats it: cut short."""
    return text if len(text) <= ECHO else text[: ECHO - 1] + "…"


@dataclass(frozen=True, slots=True)
class Note:
    """Something to tell users, as a code and its values."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


def note(code: str, **params: Any) -> Note:
    return Note(code, params)


def rule_note(error: RuleError) -> Note:
    """Why the engine refused some rules, as a code with values (``rule_<code>``)."""
    params = {k: echo(v) if isinstance(v, str) else v for k, v in error.params.items()}
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


@dataclass(slots=True)
class Outcome:
    """What happened, for the edge to show."""

    game_id: int
    table: Table
    version: int
    channel_id: int
    message_id: int | None
    events: list[Event] = field(default_factory=list)
    notice: Note | None = None
    """A note for everyone (e.g. ``joined``)."""
    finished: bool = False
    started: bool = False
    guild_id: int | None = None
    ended: bool = False
    """Closed without a result (a cancelled lobby, or /ludo end)."""

    @classmethod
    def of(cls, record: GameRecord, table: Table, **kw: Any) -> Outcome:
        """The stored state of a game as an outcome (to draw it again)."""
        return cls(
            record.id,
            table,
            record.version,
            record.channel_id,
            record.message_id,
            guild_id=record.guild_id,
            finished=record.status != ACTIVE and record.status != LOBBY,
            ended=record.status in (CANCELLED, BROKEN),
            **kw,
        )

    @property
    def game(self) -> Game | None:
        return self.table.game


Listener = Callable[[Outcome], Awaitable[None]]
