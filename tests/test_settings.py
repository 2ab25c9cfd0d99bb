"""A server setting, declared once (bot/core/settings.py): the declaration makes the
stored form, the rule for typed values, what /ludo config set takes and offers, and the
cache that keeps it (:class:`ServerDefaults`)."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field, fields
from pathlib import Path

import pytest

from bot.core import Refused, note
from bot.core.commands import SetHouseRule, SetPreset, SetSetting
from bot.core.server_settings import ServerDefaults
from bot.core.settings import (
    BY_NAME,
    DEFAULT_TURN_TIMER,
    SERVER_LANGUAGE,
    SETTING_NAMES,
    SETTINGS,
    GuildSettings,
    Known,
    declare,
    declared,
    from_json,
    one_of,
    to_json,
)
from bot.engine import OPTIONS
from bot.reading import read_declared, read_preset, read_setting
from bot.store import GameStore, open_store
from cogs.ludo.language import choosable

KNOWN = Known(("en", "de", "nb"))


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[GameStore]:
    opened = await open_store(tmp_path / "db.sqlite3")
    yield opened
    await opened.close()


def test_every_field_but_the_server_is_a_declared_setting() -> None:
    assert list(SETTINGS) == [f.name for f in fields(GuildSettings)][1:]
    assert [s.name for s in BY_NAME] == [
        "turn_timer",
        "language",
        "auto_move",
        "ping",
        "away",
        "pace",
        "takeover",
        "ping_after",
    ]
    assert (*(s.name for s in BY_NAME), *OPTIONS) == SETTING_NAMES
    defaults = GuildSettings(5)
    assert (defaults.preset, defaults.overrides, defaults.turn_timer) == (
        "madn",
        {},
        DEFAULT_TURN_TIMER,
    )
    assert (defaults.language, defaults.auto_move, defaults.ping, defaults.away) == (
        "auto",
        True,
        True,
        "computer",
    )
    # The stored default is the edge's "follow the server's locale", its first choice.
    assert choosable()[0] == SERVER_LANGUAGE


def test_the_declaration_round_trips_through_json() -> None:
    for settings in (
        GuildSettings(1),
        GuildSettings(2, "ludo", {"capture": "no", "six_bonus": "2"}, None, "de", False, False),
        GuildSettings(3, "fia", {}, 86400, "nb", True, False, "off"),
        GuildSettings(4, turn_timer=30, away="remove"),
    ):
        stored = json.loads(json.dumps(to_json(settings)))
        assert set(stored) == set(SETTINGS)
        assert from_json(GuildSettings, settings.guild_id, stored, KNOWN) == settings


def test_to_json_copies() -> None:
    settings = GuildSettings(1, overrides={"capture": "no"})
    stored = to_json(settings)
    stored["overrides"]["capture"] = "yes"
    assert settings.overrides == {"capture": "no"}


def test_a_row_with_unknown_keys_and_bad_values_reads_with_the_defaults(
    caplog: pytest.LogCaptureFixture,
) -> None:
    row = {
        "preset": "chess",
        "overrides": ["capture"],
        "turn_timer": True,
        "language": "xx",
        "auto_move": "no",
        "ping": 1,
        "away": "maybe",
        "pace": "2h",
        "takeover": "nobody",
        "dm": "sometimes",
        "gender": "they",
        "ping_after": 5,
        "organisers": "admins",
        "motto": "hi",
    }
    with caplog.at_level(logging.WARNING, "ludobot.core"):
        assert from_json(GuildSettings, 9, row, KNOWN) == GuildSettings(9)
    refused = [r for r in caplog.records if r.name == "ludobot.core"]
    assert len(refused) == len(SETTINGS)  # each bad value, not the unknown key
    assert from_json(GuildSettings, 9, {}, KNOWN) == GuildSettings(9)
    # Good values next to bad ones are kept.
    kept = from_json(GuildSettings, 9, {"turn_timer": 10, "ping": False}, KNOWN)
    assert (kept.turn_timer, kept.ping) == (DEFAULT_TURN_TIMER, False)


@pytest.mark.parametrize(
    ("name", "typed", "value"),
    [
        ("auto_move", "no", False),
        ("auto_move", " YES ", True),
        ("ping", "off", False),
        ("ping", "on", True),
        ("turn_timer", "off", None),
        ("turn_timer", "0", None),
        ("turn_timer", "30", 30),
        ("turn_timer", "86400", 86400),
        ("away", "REMOVE", "remove"),
        ("away", "off", "off"),
        ("language", "auto", "auto"),
        ("language", " de ", "de"),
        ("language", "DE", "de"),  # typed text is read one way: in any case
        ("turn_timer", "\u0664\u0665", 45),
    ],
)
def test_each_setting_reads_what_it_takes(name: str, typed: str, value: object) -> None:
    assert read_declared(SETTINGS[name], typed, KNOWN) == value


@pytest.mark.parametrize(
    ("name", "typed", "takes"),
    [
        ("auto_move", "perhaps", "yes_no"),
        ("turn_timer", "29", "timer"),
        ("turn_timer", "86401", "timer"),
        ("turn_timer", "two minutes", "timer"),
        ("away", "stay", "away"),
        ("language", "xx", "language"),
    ],
)
def test_each_setting_refuses_what_it_does_not_take(name: str, typed: str, takes: str) -> None:
    with pytest.raises(Refused) as refused:
        read_declared(SETTINGS[name], typed, KNOWN)
    assert refused.value.code == "bad_setting"
    assert refused.value.note.params["takes"] == note(f"takes_{takes}")


def test_the_language_is_one_the_core_was_told_of() -> None:
    """One rule, for typed and stored values: ``auto`` or a catalogue there is."""
    language = SETTINGS["language"]
    assert language.kind.choices(KNOWN) == ("auto", "en", "de", "nb")
    assert read_declared(language, "auto") == "auto"
    with pytest.raises(Refused):
        read_declared(language, "de")  # told of no languages
    assert from_json(GuildSettings, 1, {"language": "de"}).language == "auto"
    assert from_json(GuildSettings, 1, {"language": "de"}, KNOWN).language == "de"


async def test_server_defaults_store_each_change_and_hand_out_copies(store: GameStore) -> None:
    defaults = ServerDefaults(store, KNOWN)
    got = await defaults.get(10)
    assert got == GuildSettings(10)
    got.overrides["capture"] = "no"
    got.ping = False
    assert await defaults.get(10) == GuildSettings(10)  # a copy was changed
    assert await store.get_guild_settings(10) == {}  # reading stores nothing
    await defaults.change(10, read_setting("Turn_Timer", "45", defaults.known))
    await defaults.change(10, read_setting("language", "de", defaults.known))
    await defaults.change(10, read_setting("capture", "no", defaults.known))
    changed = await defaults.change(10, SetPreset(read_preset("fia")))
    expected = GuildSettings(10, "fia", {"capture": "no"}, 45, "de")
    assert changed == expected and await defaults.get(10) == expected
    assert await store.get_guild_settings(10) == to_json(expected)
    # Another process reads the same from the store.
    assert await ServerDefaults(store, KNOWN).get(10) == expected
    with pytest.raises(Refused) as refused:
        await defaults.change(10, read_setting("language", "xx", defaults.known))
    assert refused.value.code == "bad_setting"
    assert refused.value.note.params["setting"] == "language"
    assert refused.value.note.params["takes"].code == "takes_language"
    with pytest.raises(Refused) as refused:
        await defaults.change(10, SetPreset(read_preset("chess")))
    assert refused.value.code == "unknown_preset"
    # The preset and the house rules are not set by name: "preset" is no rule option.
    with pytest.raises(Refused) as refused:
        await defaults.change(10, read_setting("preset", "ludo", defaults.known))
    assert refused.value.code == "unknown_option"
    assert await defaults.get(10) == expected
    assert await defaults.reset(10) == GuildSettings(10)
    assert await store.get_guild_settings(10) == {}


async def test_the_values_offered_come_from_the_declaration(store: GameStore) -> None:
    defaults = ServerDefaults(store, KNOWN)
    assert defaults.choices("away") == ("computer", "remove", "off")
    assert defaults.choices("ping") == ("yes", "no")
    assert defaults.choices("language") == ("auto", "en", "de", "nb")
    assert defaults.choices("capture") == ()  # a rule option's values are typed


MOTTO = one_of("motto", lambda known: ("hi", "ho"))


@dataclass(slots=True)
class WithMotto(GuildSettings):
    """A setting added by one declaration (and, in the bot, its catalogue lines)."""

    motto: str = field(default="hi", metadata=declare(MOTTO))


async def test_a_new_setting_needs_only_its_declaration(store: GameStore) -> None:
    table = declared(WithMotto)
    assert list(table) == [*SETTINGS, "motto"]
    motto = table["motto"]
    assert motto.by_name and motto.kind.choices(KNOWN) == ("hi", "ho")
    assert read_declared(motto, " HO ") == "ho"
    with pytest.raises(Refused):
        read_declared(motto, "hey")
    # Stored and read back with the others, no column or migration needed.
    await store.set_guild_settings(3, to_json(WithMotto(3, "fia", motto="ho")))
    row = await store.get_guild_settings(3)
    assert from_json(WithMotto, 3, row, KNOWN) == WithMotto(3, "fia", motto="ho")
    # A bot without the setting reads the row all the same.
    assert from_json(GuildSettings, 3, row, KNOWN) == GuildSettings(3, "fia")


async def test_the_core_checks_every_typed_change(store: GameStore) -> None:
    """What an edge hands the core is checked by the setting's rule (a value read from
    text or not); the preset and the house rules change only with each other's check."""
    defaults = ServerDefaults(store, KNOWN)
    for change, code in (
        (SetSetting("turn_timer", 10), "bad_setting"),
        (SetSetting("language", "xx"), "bad_setting"),
        (SetSetting("overrides", {"war": "yes", "play_to_end": "yes"}), "unknown_option"),
        (SetSetting("preset", "fia"), "unknown_option"),
        (SetSetting("motto", "hi"), "unknown_option"),
        (SetHouseRule("max_sixes", 7), "bad_rules"),
    ):
        with pytest.raises(Refused) as refused:
            await defaults.change(10, change)
        assert refused.value.code == code, change
    assert await store.get_guild_settings(10) == {}
    await defaults.change(10, SetSetting("turn_timer", 45))
    assert (await defaults.get(10)).turn_timer == 45


async def test_whose_defaults_is_decided_in_the_core(store: GameStore) -> None:
    """/ludo config keeps a server's defaults in a server (with or without the bot there)
    and a person's own outside servers; a game, and /ludo rules, follow a server's once
    it has the bot or defaults of its own, else the opener's."""
    defaults = ServerDefaults(store, KNOWN)
    assert defaults.kept_by(10, 5) == 10 and defaults.kept_by(None, 5) == 5
    assert await defaults.owner_of(10, "channel", 5) == 10  # the bot is there
    assert await defaults.owner_of(10, "answers", 5) == 5  # not there, nothing kept
    assert await defaults.owner_of(None, "answers", 5) == 5
    await defaults.change(defaults.kept_by(10, 5), SetHouseRule("capture", False))
    assert await ServerDefaults(store, KNOWN).owner_of(10, "answers", 5) == 10
