"""The server settings a /ludo config set can change, besides the engine's rule options.

The values live in :class:`bot.store.GuildSettings`; this module says how each is written,
checked and shown, so the command, its autocomplete and the help all read one table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import OPTIONS, RuleError, parse_value
from ..store import GuildSettings

TIMER_VALUES = "30-86400 seconds / off"


class SettingError(ValueError):
    """A value a setting does not take; ``takes`` says what it takes."""

    def __init__(self, takes: str) -> None:
        super().__init__(takes)
        self.takes = takes


@dataclass(frozen=True, slots=True)
class BotSetting:
    name: str
    values: str
    apply: Callable[[GuildSettings, str], None]
    show: Callable[[GuildSettings], str]


def _yes_no(name: str, value: str) -> bool:
    try:
        return bool(parse_value("capture", value))
    except RuleError:
        raise SettingError("yes / no") from None


def _set_auto_move(s: GuildSettings, value: str) -> None:
    s.auto_move = _yes_no("auto_move", value)


def _set_turn_timer(s: GuildSettings, value: str) -> None:
    text = value.strip().lower()
    if text in ("off", "0", "none", "no"):
        s.turn_timer = None
    elif text.isdigit() and 30 <= int(text) <= 86400:
        s.turn_timer = int(text)
    else:
        raise SettingError(TIMER_VALUES)


def _set_ping(s: GuildSettings, value: str) -> None:
    s.ping = _yes_no("ping", value)


def _set_language(s: GuildSettings, value: str) -> None:
    if value.strip().lower() != "en":
        raise SettingError("en")
    s.language = "en"


BOT_SETTINGS: dict[str, BotSetting] = {
    s.name: s
    for s in (
        BotSetting(
            "auto_move",
            "yes / no",
            _set_auto_move,
            lambda s: "yes" if s.auto_move else "no",
        ),
        BotSetting(
            "turn_timer",
            TIMER_VALUES,
            _set_turn_timer,
            lambda s: f"{s.turn_timer} s" if s.turn_timer else "off",
        ),
        BotSetting(
            "ping",
            "yes / no",
            _set_ping,
            lambda s: "yes" if s.ping else "no",
        ),
        BotSetting(
            "language",
            "en",
            _set_language,
            lambda s: s.language,
        ),
    )
}

SETTING_NAMES: tuple[str, ...] = (*BOT_SETTINGS, *OPTIONS)
"""Everything /ludo config set accepts: the bot's own settings, then every rule option."""
