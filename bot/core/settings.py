"""A server's settings, each declared once: its name, type and default are a field of
:class:`GuildSettings`, and its metadata (:func:`declare`) says what it takes (the one rule
that checks a value, read from what a person typed by ``bot.reading`` or stored), whether
``/ludo config set`` changes it, and how the edge shows it.

From that declaration come the table :data:`SETTINGS`, the stored form
(:func:`to_json`, :func:`from_json`: the store keeps one JSON object per server), what
``/ludo config set`` accepts and offers, and ``/ludo config show``. A new setting is one
field here and its lines in the catalogues (``takes_<code>`` if it takes a new kind of
value).
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, Final, Generic, Literal, TypeVar

from ..engine import OPTIONS, PRESETS

log = logging.getLogger("ludobot.core")

T = TypeVar("T")

DEFAULT_TURN_TIMER: Final = 120
DEFAULT_PING_AFTER: Final = 60
"""A live game's player who pressed within a minute is watching its card: no ping."""
"""Seconds a person has to act, for a server that never set its turn_timer: nobody waits
for ever on a player who walked away."""


class Pace(StrEnum):
    """A game's pace: ``live`` (the turn timer of its defaults, seconds a step) or a slow
    pace, the seconds a person has for a whole turn (from the turn's start). A member is
    its name, so stored tables and settings keep plain strings."""

    LIVE = "live"
    HOUR = "1h"
    HALF_DAY = "12h"
    DAY = "24h"
    THREE_DAYS = "72h"


PACES: Final[dict[str, int | None]] = {
    Pace.LIVE: None,
    Pace.HOUR: 3600,
    Pace.HALF_DAY: 12 * 3600,
    Pace.DAY: 24 * 3600,
    Pace.THREE_DAYS: 72 * 3600,
}
"""Each pace's seconds a turn (None: live, the turn timer's)."""
LIVE: Final = Pace.LIVE
DM_CHOICES: Final = ("slow", "always", "never")
"""When a person gets a direct message on their turn: in slow games (the default), in
every game, never."""
GENDER_CHOICES: Final = ("unset", "feminine", "masculine")
"""The grammatical gender a person chose for sentences about them (where a language's
words agree with one: a French ordinal); ``unset``, the default, keeps neutral wording.
Never guessed from a name."""
SERVER_LANGUAGE: Final = "auto"
"""The language setting that follows the server's own locale."""

Shows = Literal["yes_no", "seconds", "word", "language", "rules"]
"""How the edge words a value: yes or no, a number of seconds, the word as stored, a
language's name (``auto``: the one the server's locale means), house rules. A value of
None is always shown as *off*."""


class SettingError(ValueError):
    """A value a setting does not take; ``takes`` names what it takes, as a code the
    edge words (``takes_<code>``)."""

    def __init__(self, takes: str) -> None:
        super().__init__(takes)
        self.takes = takes


@dataclass(frozen=True, slots=True)
class Known:
    """What the core cannot know by itself and whoever composes it tells it: the
    languages there are catalogues for (the words live at the edge)."""

    languages: tuple[str, ...] = ()


UNTOLD: Final = Known()
"""Nothing told: no language but ``auto`` may be chosen."""


@dataclass(frozen=True, slots=True)
class Kind(Generic[T]):
    """What a setting takes. ``check`` is its rule: a value (read by ``bot.reading`` from
    what a person typed, or stored) comes back as the setting's value or raises
    :class:`SettingError`."""

    takes: str
    """The code of what it takes (``takes_<code>`` at the edge)."""
    shows: Shows
    check: Callable[[object, Known], T]
    choices: Callable[[Known], tuple[str, ...]] = lambda known: ()
    """The values to offer, when they are a short list."""


def _flag(raw: object, known: Known) -> bool:
    if isinstance(raw, bool):
        return raw
    raise SettingError("yes_no")


def _seconds(raw: object, known: Known) -> int | None:
    if raw is None or (isinstance(raw, int) and not isinstance(raw, bool) and 30 <= raw <= 86400):
        return raw
    raise SettingError("timer")


def one_of(
    takes: str,
    values: Callable[[Known], tuple[str, ...]],
    shows: Shows = "word",
) -> Kind[str]:
    """A word out of a list (``values``: the list, given what the core was told)."""

    def check(raw: object, known: Known) -> str:
        if isinstance(raw, str) and raw in values(known):
            return raw
        raise SettingError(takes)

    return Kind(takes, shows, check, values)


YES_NO: Final[Kind[bool]] = Kind("yes_no", "yes_no", _flag, lambda known: ("yes", "no"))
TIMER: Final[Kind[int | None]] = Kind("timer", "seconds", _seconds, lambda known: ("off",))
LANGUAGE: Final = one_of("language", lambda known: (SERVER_LANGUAGE, *known.languages), "language")
"""``auto`` (the server's own locale) or a language there is a catalogue for (codes as
written: ``nb``, ``pt-BR``)."""
AWAY_CHOICES: Final = ("computer", "remove", "off")
PACE: Final = one_of("pace", lambda known: tuple(PACES))
TAKEOVER_CHOICES: Final = ("host", "anyone")
DM: Final = one_of("dm", lambda known: DM_CHOICES)
GENDER: Final = one_of("gender", lambda known: GENDER_CHOICES)


def _house_rules(raw: object, known: Known) -> dict[str, str]:
    # Each option's value as the bot shows it (``describe``d when it was set).
    if isinstance(raw, dict):
        return {str(k): str(v) for k, v in raw.items()}
    raise SettingError("rules")


def _role(raw: object, known: Known) -> int | None:
    if raw is None or (isinstance(raw, int) and not isinstance(raw, bool) and 0 < raw < 2**63):
        return raw
    raise SettingError("role")


ROLE: Final[Kind[int | None]] = Kind("role", "word", _role)
"""A role of the server, by its id (None: none)."""
PRESET: Final = one_of("preset", lambda known: tuple(PRESETS))
HOUSE_RULES: Final[Kind[dict[str, str]]] = Kind("rules", "rules", _house_rules)

SETTING: Final = "ludobot_setting"
"""The key of a field's declaration in its metadata."""


@dataclass(frozen=True, slots=True)
class Setting:
    """One declared setting: what it takes, who changes it and how it is shown (its
    name, type and default are its field's). :func:`declare` makes it, :func:`declared`
    lists them."""

    kind: Kind[Any]
    by_name: bool = True
    """``/ludo config set <name> <value>`` changes it (the preset and the house rules
    have commands of their own). Those with Manage Server change every setting."""
    show: Callable[[Any], Any] | None = None
    """The value as the edge shows it, when not as stored (None: off)."""
    name: str = ""

    def shown(self, settings: object) -> Any:
        """The value for the edge to show (None: off)."""
        value = getattr(settings, self.name)
        return value if self.show is None else self.show(value)


def declare(
    kind: Kind[T], *, by_name: bool = True, show: Callable[[T], object] | None = None
) -> dict[str, Setting]:
    """A field's metadata that declares it a setting (its default is the field's)."""
    return {SETTING: Setting(kind, by_name, show)}


@dataclass(slots=True)
class GuildSettings:
    """A server's defaults. Every field but ``guild_id`` is a setting, declared here."""

    guild_id: int
    preset: str = field(default="madn", metadata=declare(PRESET, by_name=False))
    overrides: dict[str, str] = field(
        default_factory=dict, metadata=declare(HOUSE_RULES, by_name=False)
    )
    """An engine option's name to its value as the bot writes it (``capture``: ``no``)."""
    turn_timer: int | None = field(default=DEFAULT_TURN_TIMER, metadata=declare(TIMER))
    """Seconds (None: no timer)."""
    language: str = field(default=SERVER_LANGUAGE, metadata=declare(LANGUAGE))
    """The channel's language: a catalogue's code, or ``auto``: the server's own locale."""
    auto_move: bool = field(default=True, metadata=declare(YES_NO))
    """A single possible move is played for the player."""
    ping: bool = field(default=True, metadata=declare(YES_NO))
    """Mention the player to act in a short message (edits notify nobody)."""
    away: str = field(
        default="computer",
        metadata=declare(
            one_of("away", lambda known: AWAY_CHOICES),
            show=lambda value: None if value == "off" else value,
        ),
    )
    """After 3 turns in a row played by the timer: ``computer`` plays the seat until its
    person comes back, ``remove`` takes the person out for good, ``off`` does nothing."""
    pace: str = field(default=LIVE, metadata=declare(PACE))
    """New games' pace (:data:`PACES`)."""
    takeover: str = field(
        default="host", metadata=declare(one_of("takeover", lambda known: TAKEOVER_CHOICES))
    )
    """Who lets a person take over a computer's seat (or a removed player's) in a
    running game: the ``host`` confirms, or ``anyone`` may take one without asking."""
    dm: str = field(default="slow", metadata=declare(DM, by_name=False))
    """A person's own setting (``/ludo dm``): when the bot tells them privately that it
    is their turn (:data:`DM_CHOICES`). A server's value means nothing."""
    gender: str = field(default="unset", metadata=declare(GENDER, by_name=False))
    """A person's own setting (``/ludo gender``): the grammatical gender of sentences
    about them (:data:`GENDER_CHOICES`), shown to others only through that grammar. A
    server's value means nothing."""
    ping_after: int | None = field(default=DEFAULT_PING_AFTER, metadata=declare(TIMER))
    """Seconds: in a live game, a player to act who pressed a button of it within them
    is not mentioned (the card before them says it is their turn); None: always."""
    organisers: int | None = field(default=None, metadata=declare(ROLE, by_name=False))
    """The role whose members organise tournaments here besides those with Manage Server
    (``/ludo tournament role``; None: none)."""


def declared(cls: type[Any]) -> Mapping[str, Setting]:
    """The settings a dataclass declares (its fields whose metadata :func:`declare`
    made), in order."""
    found = {}
    for f in fields(cls):
        spec = f.metadata.get(SETTING)
        if isinstance(spec, Setting):
            found[f.name] = replace(spec, name=f.name)
    return found


SETTINGS: Final = declared(GuildSettings)
"""Every server setting, in the order of :class:`GuildSettings`."""
BY_NAME: Final = tuple(s for s in SETTINGS.values() if s.by_name)
"""The settings ``/ludo config set`` takes by name (besides the rule options)."""
SETTING_NAMES: Final = (*(s.name for s in BY_NAME), *OPTIONS)
"""Everything /ludo config set accepts: the bot's own settings, then every rule option."""


def to_json(settings: object) -> dict[str, Any]:
    """What the store keeps of a server's settings: every setting's value (a copy)."""
    return {name: copy.deepcopy(getattr(settings, name)) for name in declared(type(settings))}


S = TypeVar("S")


def from_json(cls: type[S], guild_id: int, row: Mapping[str, Any], known: Known = UNTOLD) -> S:
    """A server's settings (of the dataclass ``cls``) from what the store kept: a value
    its setting's rule refuses falls back to the default (logged); keys that no setting
    declares are ignored."""
    values = {}
    for name, spec in declared(cls).items():
        if name in row:
            try:
                values[name] = spec.kind.check(row[name], known)
            except SettingError:
                log.warning("server %s: stored %s=%r refused", guild_id, name, row[name])
    return cls(guild_id, **values)  # type: ignore[call-arg]
