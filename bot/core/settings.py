"""The server settings a /ludo config set can change, besides the engine's rule options.

The values live in :class:`bot.store.GuildSettings`; this module says how each is written,
checked and shown, so the command, its autocomplete and the help all read one table.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import OPTIONS, RuleError, parse_value
from ..store import GuildSettings


class SettingError(ValueError):
    """A value a setting does not take; ``takes`` names what it takes, as a code the
    edge words (``takes_<code>``)."""

    def __init__(self, takes: str) -> None:
        super().__init__(takes)
        self.takes = takes


@dataclass(frozen=True, slots=True)
class BotSetting:
    name: str
    takes: str
    """What the setting takes, as a code (``yes_no``, ``timer``, ``language``)."""
    apply: Callable[[GuildSettings, str], None]
    value: Callable[[GuildSettings], bool | int | str | None]
    """The value now (None: off), for the edge to show."""


def _yes_no(name: str, value: str) -> bool:
    try:
        return bool(parse_value("capture", value))
    except RuleError:
        raise SettingError("yes_no") from None


def _set_auto_move(s: GuildSettings, value: str) -> None:
    s.auto_move = _yes_no("auto_move", value)


def _set_turn_timer(s: GuildSettings, value: str) -> None:
    text = value.strip().lower()
    if text in ("off", "0", "none", "no"):
        s.turn_timer = None
    elif text.isdigit() and 30 <= int(text) <= 86400:
        s.turn_timer = int(text)
    else:
        raise SettingError("timer")


def _set_ping(s: GuildSettings, value: str) -> None:
    s.ping = _yes_no("ping", value)


AWAY_CHOICES = ("computer", "remove", "off")


def _set_away(s: GuildSettings, value: str) -> None:
    text = value.strip().lower()
    if text not in AWAY_CHOICES:
        raise SettingError("away")
    s.away = text


LANGUAGE = re.compile(r"auto|[a-z]{2,3}(-[A-Za-z0-9]{2,4})?")
"""``auto`` (the server's own locale) or a catalogue's code. Which catalogues exist is
the edge's knowledge (the core has no words); an unknown code reads as English there."""


def _set_language(s: GuildSettings, value: str) -> None:
    text = value.strip()
    if not LANGUAGE.fullmatch(text):
        raise SettingError("language")
    s.language = text


BOT_SETTINGS: dict[str, BotSetting] = {
    s.name: s
    for s in (
        BotSetting(
            "auto_move",
            "yes_no",
            _set_auto_move,
            lambda s: s.auto_move,
        ),
        BotSetting(
            "turn_timer",
            "timer",
            _set_turn_timer,
            lambda s: s.turn_timer,
        ),
        BotSetting(
            "ping",
            "yes_no",
            _set_ping,
            lambda s: s.ping,
        ),
        BotSetting(
            "away",
            "away",
            _set_away,
            lambda s: None if s.away == "off" else s.away,
        ),
        BotSetting(
            "language",
            "language",
            _set_language,
            lambda s: s.language,
        ),
    )
}

SETTING_NAMES: tuple[str, ...] = (*BOT_SETTINGS, *OPTIONS)
"""Everything /ludo config set accepts: the bot's own settings, then every rule option."""
