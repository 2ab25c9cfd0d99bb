"""A server's settings (or a person's own) as people type them: ``/ludo config set``'s
name and value, read into the change the core makes
(:data:`~bot.core.commands.DefaultsChange`)."""

from __future__ import annotations

from bot.core import Refused, note
from bot.core.commands import SetHouseRule, SetSetting
from bot.core.notes import echo
from bot.core.settings import SETTINGS, UNTOLD, Known, Setting, SettingError
from bot.engine import RuleError, parse_value

from .rules import read_option, read_value
from .text import normal, number


def read_setting(name: str, value: str, known: Known = UNTOLD) -> SetSetting | SetHouseRule:
    """A setting ``/ludo config set`` takes by name, else a house rule (an engine option);
    ``known``: what the core was told (the languages there are catalogues for).

    >>> read_setting("Turn_Timer", "\\u0664\\u0665"), read_setting("capture", "NO")
    (SetSetting(name='turn_timer', value=45), SetHouseRule(option='capture', value=False))
    """
    read = normal(name)
    setting = SETTINGS.get(read)
    if setting is not None and setting.by_name:
        return read_setting_value(read, value, known)
    option = read_option(read)
    return SetHouseRule(option, read_value(option, value))


def read_setting_value(name: str, text: str, known: Known = UNTOLD) -> SetSetting:
    """Setting ``name`` (one :data:`~bot.core.settings.SETTINGS` declares) to the value
    typed (:func:`read_declared`)."""
    return SetSetting(name, read_declared(SETTINGS[name], text, known))


def read_declared(setting: Setting, text: str, known: Known = UNTOLD) -> object:
    """The value of ``setting`` typed as ``text``: yes or no, seconds or off, or a word
    of its list in any case (a language's code as its catalogue writes it: ``pt-br`` is
    ``pt-BR``), which the setting's rule takes; else refused (``bad_setting``).

    >>> read_declared(SETTINGS["away"], " REMOVE "), read_declared(SETTINGS["ping"], "on")
    ('remove', True)
    """
    read = normal(text)
    value = _value(setting, read, known)
    try:
        if value is _NOT_READ:
            raise SettingError(setting.kind.takes)
        return setting.kind.check(value, known)
    except SettingError as exc:
        takes = note(f"takes_{exc.takes}")
        raise Refused("bad_setting", setting=setting.name, value=echo(read), takes=takes) from None


_NOT_READ = object()
OFF = ("off", "0", "none", "no")
"""What turns a timer off."""


def _value(setting: Setting, read: str, known: Known) -> object:
    takes = setting.kind.takes
    if takes == "yes_no":
        try:
            return bool(parse_value("capture", read))  # the rules' yes and no
        except RuleError:
            return _NOT_READ
    if takes == "timer":
        seconds = number(read)
        return None if read in OFF else seconds if seconds is not None else _NOT_READ
    return next((c for c in setting.kind.choices(known) if normal(c) == read), _NOT_READ)
