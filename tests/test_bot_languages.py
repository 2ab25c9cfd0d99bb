"""The bot in the players' languages, through the stand-in Discord: the commands carry
every catalogue's localisations within Discord's limits, a private answer speaks the
language of whoever pressed, what the channel sees speaks the server's."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

from bot import i18n
from bot.app import discord_bot
from cogs.ludo.texts import read, say
from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import Message, User
from tests.test_bot_e2e import running_bot

NAME = re.compile(r"^[-_\w]{1,32}$")
r"""Discord's rule for command and option names (letters of any script, lowercase), as
Python's ``\w`` has it; Discord's own (``[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]``) also
takes Devanagari's and Thai's vowel signs, which :func:`named` adds."""


def named(name: str) -> bool:
    """A name Discord takes: 1 to 32 letters, digits, ``-`` or ``_`` of any script (the
    marks of Devanagari and Thai too)."""
    import unicodedata

    def script(ch: str) -> bool:
        return unicodedata.name(ch, "").startswith(("DEVANAGARI", "THAI"))

    return 1 <= len(name) <= 32 and all(NAME.match(ch) or script(ch) for ch in name)


LOCALES = sorted(loc for loc, code in i18n.DISCORD.items() if code in i18n.available())
"""The Discord locales a catalogue speaks (all five languages once their files exist)."""
OTHERS = [code for code in i18n.available() if code != i18n.SOURCE]


def _nodes(command: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    yield command["name"], command
    for option in command.get("options") or []:
        for path, node in _nodes(option):
            yield f"{command['name']} {path}", node
    for choice in command.get("choices") or []:
        yield f"{command['name']}={choice['value']}", choice


def _localised(node: dict[str, Any], key: str) -> dict[str, str]:
    return dict(node.get(f"{key}_localizations") or {})


async def test_every_command_carries_every_language_within_discords_limits(
    tmp_path: Path,
) -> None:
    async with FakeDiscord() as fd:
        # What `ludobot sync` sends: log in, load the cog (and its translator), send.

        async with await discord_bot(tmp_path / "db.sqlite3", sync_only=True) as syncing:
            await syncing.login("fake-token")
        command = fd.commands["ludo"]
        problems: list[tuple[str, str, object]] = []
        for path, node in _nodes(command):
            names = _localised(node, "name")
            # The code's English defaults are the English catalogue's: they cannot drift.
            if names.get("en-US") != node["name"]:
                problems.append((path, "en-US", names.get("en-US")))
            if (
                "description" in node
                and _localised(node, "description").get("en-US") != (node["description"])
            ):
                problems.append((path, "en-US description", node["description"]))
            if set(names) != set(LOCALES):
                problems.append((path, "names", sorted(names)))
            is_choice = "value" in node
            for locale, name in names.items():
                ok = 1 <= len(name) <= 100 if is_choice else named(name) and name == name.lower()
                if not ok:
                    problems.append((path, locale, name))
            if not is_choice:
                texts = _localised(node, "description")
                if set(texts) != set(LOCALES):
                    problems.append((path, "descriptions", sorted(texts)))
                problems += [(path, loc, t) for loc, t in texts.items() if not 1 <= len(t) <= 100]
            # Siblings keep distinct names in every language.
            for locale in LOCALES:
                siblings = [_localised(o, "name").get(locale) for o in node.get("options") or []]
                if len(siblings) != len(set(siblings)):
                    problems.append((path, locale, "same name twice"))
        assert problems == []
        # German names come from the German catalogue.
        if "de" in i18n.available():
            new = next(o for o in command["options"] if o["name"] == "new")
            assert new["name_localizations"]["de"] == i18n.say("cmd-ludo-new", "de")


def _button(message: Message, action: str) -> str:
    return next(c for c in message.custom_ids if c.endswith(f":{action}"))


@pytest.mark.parametrize("code", OTHERS)
async def test_a_private_answer_speaks_the_language_of_whoever_pressed(
    tmp_path: Path, code: str
) -> None:
    locale = next(loc for loc, c in i18n.DISCORD.items() if c == code)
    async with FakeDiscord() as fd:
        ann = fd.add_user(201, "Ann")
        bob = fd.add_user(202, "Bob")
        bob.locale = locale
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            await fd.answered(await fd.click(lobby, _button(lobby, "join"), bob))
            # Bob presses Join again: refused, privately, in his language.
            again = await fd.answered(await fd.click(lobby, _button(lobby, "join"), bob))
            text = again.texts()[-1]
            assert read(text, code) == ("already_in", {})
            assert text == say("already_in", code) != say("already_in", "en")
            # Ann, whose client speaks English, hears English.
            mine = await fd.answered(await fd.click(lobby, _button(lobby, "join"), ann))
            assert read(mine.texts()[-1], "en") == ("already_in", {})
            # The lobby itself is the channel's: the server's language (English here).
            assert read(lobby.text().splitlines()[0], "en") == ("lobby_title", {})


class Recording(i18n.Words):
    """Words that remember which messages were asked for (the board's drawing)."""

    asked: ClassVar[list[tuple[str, str, str]]] = []

    def __call__(self, message_id: str, /, **values: Any) -> str:
        text = super().__call__(message_id, **values)
        Recording.asked.append((self.locale, message_id, text))
        return text


@pytest.mark.parametrize("code", OTHERS)
async def test_what_the_channel_sees_speaks_the_servers_language(
    tmp_path: Path, code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rendering

    drawn = rendering.render_png

    def recording(*args: Any, **kw: Any) -> bytes:
        # The words come by keyword (as the bot passes them), swapped for a recording copy;
        # a ``words=`` beside ``*args`` would not type-check (args might hold it too).
        words: i18n.Words = kw.get("words", i18n.ENGLISH)
        kw["words"] = Recording(words.locale)
        return drawn(*args, **kw)

    monkeypatch.setattr(rendering, "render_png", recording)
    Recording.asked.clear()
    locale = next(loc for loc, c in i18n.DISCORD.items() if c == code)
    async with FakeDiscord() as fd:
        fd.guild.locale = locale  # the server's own language; its setting is "auto"
        ann, bob = fd.add_user(211, "Ann"), fd.add_user(212, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            assert read(lobby.text().splitlines()[0], code) == ("lobby_title", {})
            await fd.answered(await fd.click(lobby, _button(lobby, "join"), bob))
            await fd.answered(await fd.click(lobby, _button(lobby, "start"), ann))
            board = fd.latest_board()
            lines = [read(line, code) for line in board.text().splitlines()]
            assert ("nobody_rolled", {}) in lines or any(
                found and found[0].startswith("log_") for found in lines
            )
            # The picture's words were asked of this language's catalogue, and are its.
            assert Recording.asked
            assert {loc for loc, _, _ in Recording.asked} == {code}
            banner = [mid for _, mid, _ in Recording.asked if mid.startswith("picture_")]
            assert banner
            for _, mid, text in Recording.asked:
                assert i18n.catalogue(code).read(text) is not None, (mid, text)


def _user(fd: FakeDiscord, user_id: int, name: str, locale: str) -> User:
    user = fd.add_user(user_id, name, admin=True)
    user.locale = locale
    return user


async def test_a_server_chooses_its_language(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann = _user(fd, 221, "Ann", "en-US")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            shown = await fd.answered(await fd.slash("ludo config language", ann, language="de"))
            assert read(shown.texts()[-1].splitlines()[0], "en") == ("title_language_set", {})
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            assert read(lobby.text().splitlines()[0], "de") == ("lobby_title", {})
            # Only a language there is: anything else is refused and changes nothing.
            bad = await fd.answered(
                await fd.slash("ludo config set", ann, option="language", value="xx")
            )
            found = read(bad.texts()[-1], "en")
            assert found is not None and found[0] == "bad_setting"


async def test_a_changed_translation_is_sent_again_at_the_next_start(tmp_path: Path) -> None:
    """Discord's copy is compared with the translated commands: a language it lacks (a
    catalogue added or changed since the last sync) sends them again."""
    from tests.test_bot_sync import sent

    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        async with fd.running(await discord_bot(db, computer_pause=0)):
            pass
        async with fd.running(await discord_bot(db, computer_pause=0)):
            pass
        assert sent(fd) == 1
        stored = fd.global_commands[("ludo", 1)]
        stored["options"][0]["name_localizations"] = {}
        async with fd.running(await discord_bot(db, computer_pause=0)):
            pass
        assert sent(fd) == 2
        assert fd.commands["ludo"]["options"][0]["name_localizations"]


async def test_turkish_capitals_find_what_they_mean_in_autocomplete(tmp_path: Path) -> None:
    """A Turkish admin typing capitals finds the setting: "TAHTALARIN DİLİ" is "tahtaların
    dili" (I the capital of dotless ı, İ of i), not "tahtalarin di̇li̇", as Python's own
    lower() would have it."""
    async with FakeDiscord() as fd:
        admin = fd.add_user(61, "Ayşe", admin=True)
        admin.locale = "tr"
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            typed = await fd.answered(
                await fd.autocomplete(
                    "ludo config set", admin, "option", option="TAHTALARIN DİLİ", value=""
                )
            )
            assert "tahtaların dili" in i18n.say("setting_name_language", "tr").lower()
            assert "language" in [c["value"] for c in typed.choices or []]
