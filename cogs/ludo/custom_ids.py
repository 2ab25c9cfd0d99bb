"""Every custom_id the cog puts on a component, each form declared once, below: the
template discord.py matches a press against, the builder that writes one, and the
reader of a form's submit all come from its :class:`CustomId`.

The forms never change, so messages posted by any earlier version keep working. The
turn (``ply``) in a board's or a DM's button is the game's when it was drawn, so presses
on an older board are recognised.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Final

NUMBER: Final = r"\d+"
"""A field's pattern unless its form says otherwise (ids, turns, seats)."""
_FIELD = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True, slots=True)
class CustomId:
    """One form: ``form`` names its fields in braces, ``fields`` what each may hold (a
    regular expression; :data:`NUMBER` by default).

    >>> BOARD.template
    'ludo:(?P<game>\\\\d+):(?P<action>roll|pass|huff|back|rematch|replay|m\\\\d+):(?P<ply>\\\\d+)'
    >>> BOARD(game=7, action="roll", ply=3), TAKEOVER.read("takeover:7:2:11")
    ('ludo:7:roll:3', {'game': '7', 'seat': '2', 'user': '11'})
    """

    form: str
    fields: dict[str, str] = field(default_factory=dict)

    def only(self, **fields: str) -> CustomId:
        """The same form with some fields narrowed (a menu of one kind)."""
        return replace(self, fields={**self.fields, **fields})

    @property
    def template(self) -> str:
        pattern = re.escape(self.form).replace(r"\{", "{").replace(r"\}", "}")
        return _FIELD.sub(lambda m: f"(?P<{m[1]}>{self.fields.get(m[1], NUMBER)})", pattern)

    def choices(self, name: str) -> tuple[str, ...]:
        """The words field ``name`` may hold, when its pattern is a list of words."""
        return tuple(self.fields[name].split("|"))

    def __call__(self, **values: object) -> str:
        """The custom_id of these values."""
        return self.form.format(**values)

    def read(self, custom_id: str) -> dict[str, str] | None:
        """A custom_id's fields, when it has this form."""
        found = re.fullmatch(self.template, custom_id)
        return found.groupdict() if found is not None else None


BOARD: Final = CustomId(
    "ludo:{game}:{action}:{ply}", {"action": r"roll|pass|huff|back|rematch|replay|m\d+"}
)
"""A board's button (``m<index>``: a legal move's, as the board listed them)."""
DM: Final = CustomId("dm:{game}:{action}:{ply}", {"action": r"roll|m\d+"})
"""A roll or move button on the private "your turn"."""
LOBBY: Final = CustomId(
    "lobby:{game}:{action}", {"action": "join|leave|computer|rules|start|cancel"}
)
"""A lobby's button."""
LOBBY_MENU: Final = CustomId("lobby:{game}:{what}", {"what": "colour|level|pace"})
"""A lobby's menu (each kind narrows ``what`` to its own)."""
TAKEOVER: Final = CustomId("takeover:{game}:{seat}:{user}")
"""Under /ludo takeover's request: the host hands ``seat`` to ``user``."""
END: Final = CustomId("end:{game}")
"""The private confirmation of /ludo end."""
ACTIVITY: Final = CustomId("activity:{game}")
"""The card's Open board: the game's live board as a Discord Activity."""
RULES_FORM: Final = CustomId("rules-form:{game}")
"""The host's rules form (answered from its submitted payload)."""

TOURNAMENT: Final = CustomId("tournament:{tournament}:{action}", {"action": "join|leave"})
"""A tournament card's sign-up button."""

OLD_BOARD: Final = CustomId("ludo:{game}:{rest}", {"rest": ".*"})
"""Any button of a board: one :data:`BOARD` does not read was drawn by an earlier
release (its moves were ``ludo:<game>:move:<piece>:<square>``)."""
KNOWN: Final = (BOARD, DM, LOBBY, LOBBY_MENU, TAKEOVER, END, ACTIVITY, TOURNAMENT)
"""The forms a press's component may have (discord.py finds their items)."""


def known(custom_id: str) -> bool:
    """A component's custom_id has one of this version's forms.

    >>> known("ludo:7:roll:3"), known("ludo:7:move:0:12"), known("nothing")
    (True, False, False)
    """
    return any(form.read(custom_id) is not None for form in KNOWN)
