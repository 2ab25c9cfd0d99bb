"""No English for a server and players who speak another language.

For every catalogue but the English one (a new catalogue is covered by itself), a server
set to that language and players whose Discord speaks it go through everything the bot
does, through the stand-in Discord: a lobby (join, a colour, a computer of a level, the
rules form), a seeded game played to its end by the buttons (rolls, moves, captures,
turns that run out until the seat is away and its person is back), the refusals (a
stranger's press, a double click, bad values) and the questions (/ludo rules, help,
board, stats, leaderboard, dice, replay, export, verify, config), and `ludobot verify` on
the exported game in a terminal of that language. Every piece of text shown is collected
where it leaves the bot: message contents, text displays, button labels, menu
placeholders and options, form titles and labels, embeds, the names of the files, the
words asked for the pictures (board, replay, dice chart; the colours' marks too).

Each piece is checked against the English catalogue: no English sentence whose
translation differs (the English catalogue reads it back), no English word of our
messages that the language's own catalogue never uses, and no decimal written the
English way. Names, numbers, mentions, links, `code` and rules typed as NAME=VALUE stay
as they are.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import NumberFormatError, get_decimal_symbol, get_group_symbol, parse_decimal
from fluent.syntax import ast as ftl

from bot import i18n
from bot.app import discord_bot
from bot.cli import main
from bot.core.settings import SETTING_NAMES
from bot.core.tables import COMPUTER_NAMES
from bot.engine import PRESETS
from cogs.ludo.texts import decimal, read, say
from rendering.palette import COLOURS
from tests.fakediscord import FakeDiscord, Interaction, Message, User
from tests.test_bot_e2e import is_over

OTHERS = [code for code in i18n.available() if code != i18n.SOURCE]
"""Every catalogue but the source: a new file is tested by itself."""

TRADITION = {
    **{"de": "madn", "nl": "mejn", "nb": "fia", "es": "ludo", "tr": "madn"},
    **{"pt-BR": "ludo", "hi": "ludo", "id": "ludo", "fr": "ludo"},
}
"""Each language plays its own tradition (a new language plays the German classic)."""

SEED = bytes(range(32))
"""The dice seed of every game (they are provably fair: exported, then verified)."""

PEOPLE = ("Ann", "Bob", "Eve")
"""The players' names: names stay as they are in every language."""


def discord_locale(code: str) -> str:
    """The Discord locale a catalogue speaks (``nb``: Discord's ``no``)."""
    return next((loc for loc, c in i18n.DISCORD.items() if c == code), code)


# -- the check ---------------------------------------------------------------------------


def _literal(node: Any) -> str:
    """A message's own words: its text, every variant of its selections, without the
    values filled in."""
    if isinstance(node, ftl.TextElement):
        return node.value
    if isinstance(node, ftl.StringLiteral):
        return str(node.parse()["value"])
    if isinstance(node, ftl.BaseNode):
        parts = []
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                if not isinstance(item, ftl.Comment | ftl.Identifier | ftl.FunctionReference):
                    parts.append(_literal(item))
        return " ".join(p for p in parts if p)
    return ""


WORD = re.compile(r"(?<!\w)[^\W\d_]{2,}(?!\w)")
"""A word of letters; an identifier (six_again, a hash) is no word."""
SNAKE = re.compile(r"(?<![\w`])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w`])")
"""An identifier (play_to_end, attach_files) outside `code`: a name meant for code."""
SKIPPED = [
    re.compile(r"<[@#]!?\d+>"),  # mentions
    re.compile(r"https?://\S+"),  # links
    re.compile(r"`[^`]*`"),  # code: commands, presets' ids, hashes, seeds
    re.compile(r"\b\w+=\S+"),  # rules as typed: capture=no
    re.compile(r"\b(?:{}): \S+".format("|".join(map(re.escape, SETTING_NAMES)))),  # ping: no
    re.compile(r"\b(?:{})\b".format("|".join(map(re.escape, SETTING_NAMES)))),  # typed names
    # People's names, and the languages' names in themselves (as Discord's menu has them)
    re.compile(
        "|".join(
            re.escape(n)
            for n in sorted(
                (
                    *PEOPLE,
                    *COMPUTER_NAMES,
                    *(i18n.say("language_name", c) for c in i18n.available()),
                ),
                key=len,
            )[::-1]
        )
    ),
]


SAME_AS_ENGLISH: dict[str, frozenset[str]] = {
    # Names: two traditions are called alike everywhere, and so is the command.
    "*": frozenset({"preset_ludo", "preset_fia", "cmd-ludo"} | {f"choice-{k}" for k in PRESETS}),
    # Words the language shares with English (or takes as users type them: off).
    "de": frozenset(
        {"colour_orange", "level_normal", "rated_computer"}
        | {"cmd-ludo-export", "cmd-ludo-config-set-option"}
        # Discord's German calls them Events.
        | {"cmd-ludo-tournament-new-event"}
    ),
    "es": frozenset({"level_normal", "setting_off"}),
    "nl": frozenset(
        {
            "rated_computer",
            "seat_computer",
            "seat_host",
            "web-computer",
            "web-host",
            "cmd-ludo-new-computers",
            "cmd-ludo-help",
            # Dutch players say a game is "live", as English ones do.
            "pace_live",
            "cmd-ludo-tournament-new-maximum",
        }
    ),
    "nb": frozenset(
        {"level_normal", "label_start", "cmd-ludo-start"}
        | {"cmd-ludo-tournament-start", "cmd-ludo-tournament-pause"}
    ),
    "pt-BR": frozenset({"level_normal", "cmd-ludo-config", "cmd-ludo-replay"}),
    # A file name in Latin letters: Hindi readers call the board "board" (बोर्ड).
    "hi": frozenset({"file_board"}),
    "fr": frozenset(
        {
            "colour_orange",
            "cmd-ludo-config",
            "cmd-ludo-config-set-option",
            "cmd-ludo-stats",
            "cmd-ludo-replay",
            # The standings picture's column: "Points" in French too.
            "standings_points",
            # A tournament's table is une table; its maximum and pause are French too.
            "tournament_table_line",
            "cmd-ludo-tournament-new-maximum",
            "cmd-ludo-tournament-pause",
        }
    ),
}
"""The messages a catalogue may word exactly as the English one; any other message
worded as in English is English left (a copied, untranslated message). A new
language starts with the names only."""


@dataclass
class Checker:
    """What counts as English for one language: its messages that must not read as the
    English ones, and the English words its translated messages never use."""

    code: str
    english: i18n.Catalogue = field(init=False)
    own: i18n.Catalogue = field(init=False)
    translated: frozenset[str] = field(init=False)
    """The ids whose English words must not be shown (all but the allowed same)."""
    copied: frozenset[str] = field(init=False)
    """The ids this catalogue words as in English without being allowed to."""
    words: frozenset[str] = field(init=False)
    """Words of the English messages that this language's translations never use."""

    def __post_init__(self) -> None:
        self.english = i18n.catalogue(i18n.SOURCE)
        self.own = i18n.catalogue(self.code)
        same = SAME_AS_ENGLISH["*"] | SAME_AS_ENGLISH.get(self.code, frozenset())
        translated, copied = set(), set()
        english_words: set[str] = set()
        for mid, entry in self.english.entries.items():
            mine = _literal(entry.node)
            there = self.own.entries.get(mid)
            theirs = _literal(there.node) if there is not None else ""
            # A message whose own words are word endings (1st) is left to the word check.
            if re.search(r"[^\W\d_]{3,}", mine) and mid not in same:
                translated.add(mid)
                if mine.split() == theirs.split():
                    copied.add(mid)
            english_words |= {w.lower() for w in WORD.findall(mine)}
        used = {
            w.lower()
            for mid, e in self.own.entries.items()
            if mid not in copied
            for w in WORD.findall(_literal(e.node))
        }
        self.translated, self.copied = frozenset(translated), frozenset(copied)
        self.words = frozenset(english_words - used)

    def _candidates(self, text: str) -> Iterator[str]:
        """The text, each line, and each line's parts (a log line's dash, a footer's
        notice after the dot)."""
        yield text
        for line in text.splitlines():
            yield line
            bare = re.sub(r"^(?:- |• |-# |## )", "", line)
            yield bare
            yield from bare.split(" · ")

    def problems(self, text: str) -> list[str]:
        found = []
        for part in dict.fromkeys(self._candidates(text.strip())):
            if not part.strip():
                continue
            english = self.english.read(part)
            if english is not None and english[0] in self.translated:
                # The language's own message may read alike (a line of values and
                # punctuation); a message it copied from English may not.
                own = self.own.read(part)
                if own is None or own[0] != english[0] or english[0] in self.copied:
                    found.append(f"English sentence {english[0]}: {part!r}")
        plain = text
        for pattern in SKIPPED[:4]:  # mentions, links, code, NAME=VALUE
            plain = pattern.sub(" ", plain)
        found += [f"identifier {w!r} in words: {text!r}" for w in SNAKE.findall(plain)]
        for pattern in SKIPPED[4:]:
            plain = pattern.sub(" ", plain)
        found += [
            f"English word {w!r}: {text!r}" for w in WORD.findall(plain) if w.lower() in self.words
        ]
        found += self.numbers(plain, text)
        return found

    def numbers(self, plain: str, text: str) -> list[str]:
        """A number with a decimal point or comma must be one this language writes: its
        separators are the language's, its grouping right (12.3 is no German number)."""
        locale = i18n.cldr(self.code)
        signs = {get_decimal_symbol(locale), get_group_symbol(locale)}
        out = []
        for number in re.findall(r"(?<![\w.,])\d+(?:[.,\u00a0\u202f]\d+)+(?!\w)", plain):
            try:
                parse_decimal(number, locale=locale, strict=True)
                wrong = set(re.sub(r"\d", "", number)) - signs
            except NumberFormatError:
                wrong = {"?"}
            if wrong:
                out.append(f"number not written as {self.code} writes it {number!r}: {text!r}")
        return out


# -- collecting what is shown ------------------------------------------------------------


@dataclass
class Shown:
    """Every piece of text the bot showed, with where it was."""

    pieces: list[tuple[str, str]] = field(default_factory=list)

    def add(self, where: str, text: object) -> None:
        if isinstance(text, str) and text.strip():
            self.pieces.append((where, text))

    def payload(self, data: dict[str, Any], files: Iterable[tuple[str, bytes]] = ()) -> None:
        self.add("content", data.get("content"))
        for embed in data.get("embeds") or ([data["embed"]] if data.get("embed") else []):
            for key in ("title", "description"):
                self.add(f"embed {key}", embed.get(key))
            for f in embed.get("fields") or []:
                self.add("embed field", f.get("name"))
                self.add("embed field", f.get("value"))
            self.add("embed footer", (embed.get("footer") or {}).get("text"))
            self.add("embed author", (embed.get("author") or {}).get("name"))
        self.components(data.get("components") or [])
        for attachment in data.get("attachments") or []:
            self.add("file name", attachment.get("filename"))
        for name, _ in files:
            self.add("file name", name)

    def components(self, components: Sequence[dict[str, Any]]) -> None:
        for c in components:
            kind = c.get("type")
            if kind == 10:
                self.add("text display", c.get("content"))
            elif kind == 2:
                self.add("button", c.get("label"))
            elif kind == 3:
                self.add("menu placeholder", c.get("placeholder"))
                for o in c.get("options") or []:
                    self.add("menu option", o.get("label"))
                    self.add("menu option", o.get("description"))
            elif kind == 4:
                self.add("text input label", c.get("label"))
            elif kind == 12:
                for item in c.get("items") or []:
                    self.add("picture description", item.get("description"))
            elif kind == 18:
                self.add("form label", c.get("label"))
                self.add("form label", c.get("description"))
            inner = [*(c.get("components") or [])]
            if isinstance(c.get("component"), dict):
                inner.append(c["component"])
            if isinstance(c.get("accessory"), dict):
                inner.append(c["accessory"])
            self.components(inner)

    def modal(self, data: dict[str, Any]) -> None:
        self.add("form title", data.get("title"))
        self.components(data.get("components") or [])


class Recording(i18n.Words):
    """The words a picture asked for, as it got them."""

    def __init__(self, locale: str, shown: Shown, what: str) -> None:
        object.__setattr__(self, "locale", locale)
        object.__setattr__(self, "_shown", shown)
        object.__setattr__(self, "_what", what)

    def __call__(self, message_id: str, /, **values: Any) -> str:
        text = super().__call__(message_id, **values)
        self._shown.add(f"{self._what} words ({message_id})", text)  # type: ignore[attr-defined]
        return text


def record_everything(fd: FakeDiscord, shown: Shown, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every message created or edited, every form, every picture's words."""
    import rendering
    import rendering.dice_chart

    apply = fd._apply

    def applying(message: Message, payload: dict[str, Any], files: Any, *, new: bool) -> None:
        shown.payload(payload, files)
        apply(message, payload, files, new=new)

    monkeypatch.setattr(fd, "_apply", applying)
    png, gif, chart = (
        rendering.render_png,
        rendering.render_gif,
        rendering.dice_chart.dice_chart_png,
    )

    def board(*args: Any, **kw: Any) -> bytes:
        # The words come by keyword (as the bot passes them), swapped for a recording copy;
        # a ``words=`` beside ``*args`` would not type-check (args might hold it too).
        words: i18n.Words = kw.get("words", i18n.ENGLISH)
        kw["words"] = Recording(words.locale, shown, "board picture")
        return png(*args, **kw)

    def replay(*args: Any, **kw: Any) -> bytes:
        words: i18n.Words = kw.get("words", i18n.ENGLISH)
        kw["words"] = Recording(words.locale, shown, "replay picture")
        return gif(*args, **kw)

    def dice(names: Any, colours: Any, per_seat: Any, server: Any, label: str) -> bytes:
        shown.add("dice chart words", label)
        return chart(names, colours, per_seat, server, label)

    monkeypatch.setattr(rendering, "render_png", board)
    monkeypatch.setattr(rendering, "render_gif", replay)
    monkeypatch.setattr(rendering.dice_chart, "dice_chart_png", dice)


# -- playing -----------------------------------------------------------------------------


@dataclass
class Table:
    fd: FakeDiscord
    code: str
    users: dict[int, User]
    said: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    """What the private answers were (their codes, read in the players' language)."""

    def heard(self, inter: Interaction) -> list[str]:
        codes = []
        for text in inter.texts():
            found = read(text, self.code) if text else None
            if found is not None:
                codes.append(found[0])
                self.said.append(found)
        return codes

    async def press(self, message: Message, custom_id: str, user: User) -> Interaction:
        # A whole game's replay GIF takes seconds of CPU: on a shared, loaded machine
        # its answer may come well after the usual 15 s.
        return await self.fd.answered(await self.fd.click(message, custom_id, user), timeout=90)

    async def slash(self, path: str, user: User, **options: Any) -> Interaction:
        inter = await self.fd.answered(await self.fd.slash(path, user, **options))
        self.heard(inter)
        return inter

    def human_to_act(self, board: Message) -> User | None:
        """The person the live card asks to act (None: a computer, or the game is over)."""
        if is_over(board) or not any(c.startswith("ludo:") for c in board.custom_ids):
            return None
        lines = board.text().splitlines()
        found = read(lines[1], self.code) if len(lines) > 1 else None
        if found is None or found[0] not in ("ask_roll", "ask_move", "ask_order"):
            return None
        mention = re.fullmatch(r"<@(\d+)>", found[1].get("who", ""))
        return self.users.get(int(mention.group(1))) if mention else None

    async def settled(self, board: Message) -> User | None:
        """Wait for a person's turn (computers play by themselves) or the end."""
        await self.fd.wait_for(lambda: is_over(board) or self.human_to_act(board) is not None, 30)
        return None if is_over(board) else self.human_to_act(board)

    def best_button(self, board: Message) -> str:
        """A capture when the dice give one, else the first button (Roll, or a move)."""
        ids = [c for c in board.custom_ids if c.startswith("ludo:")]
        for custom_id in ids:
            label = str(board.component(custom_id).get("label") or "")
            found = read(label, self.code)
            if found is not None and found[0].startswith("move_captures"):
                return custom_id
        plays = [c for c in ids if re.search(r":(roll|m\d+):", c)]
        return (plays or ids)[0]


def _button(message: Message, action: str) -> str:
    return next(c for c in message.custom_ids if re.search(rf":{action}(:|$)", c))


async def _lobby(t: Table, ann: User, bob: User, eve: User) -> Message:
    fd, code = t.fd, t.code
    preset = TRADITION.get(code, "madn")
    await t.slash("ludo new", ann, preset=preset)
    lobby = fd.latest_message()
    await t.press(lobby, _button(lobby, "join"), bob)
    assert "already_in" in t.heard(await t.press(lobby, _button(lobby, "join"), bob))
    assert "host_only" in t.heard(await t.press(lobby, _button(lobby, "start"), eve))
    colours = lobby.component(_button(lobby, "colour"))["options"]
    chosen = next(o["value"] for o in colours if o["value"] != "any")
    await fd.answered(await fd.select(lobby, _button(lobby, "colour"), [chosen], bob))
    forged = await fd.answered(
        await fd.select(lobby, _button(lobby, "level"), ["grandmaster"], ann)
    )
    assert "bad_level" in t.heard(forged)
    await fd.answered(await fd.select(lobby, _button(lobby, "level"), ["hard"], ann))
    # The rules form, in the host's language: the preset stays, a house rule changes.
    form = await fd.click(lobby, _button(lobby, "rules"), ann)
    await form.wait_response()
    assert form.modal is not None
    await fd.answered(await fd.submit_modal(form, {"preset": [preset], "rules": "exact_home=no"}))
    assert "exact_home=no" in lobby.text()
    await t.press(lobby, _button(lobby, "start"), ann)
    return lobby


async def _away(t: Table, bot: Any, board: Message, who: User) -> None:
    """``who``'s turns run out (the timer's step, as the scheduler runs it, shown by the
    cog's listener) until the seat is away and a computer plays it; the others play on."""
    from bot.core.commands import BOT, TimeOut

    gid = ply_of_game(board)
    for _ in range(400):
        if any(":back:" in c for c in board.custom_ids):
            return
        person = await t.settled(board)
        assert person is not None, "the game ended before the seat was away"
        if person.id != who.id:
            await t.press(board, t.best_button(board), person)
            continue
        before = board.touched
        view = (await bot.service.queries.stored(gid)).view
        timed = await bot.service.execute(gid, BOT, TimeOut(view.position.ply))
        await bot.get_cog("Ludo").live.show(timed)
        await t.fd.wait_for(lambda b=before: board.touched > b, 30)  # type: ignore[misc]
    raise AssertionError("the seat never went away")


def ply_of_game(board: Message) -> int:
    """The game's number, from the board's buttons."""
    return int(next(c for c in board.custom_ids if c.startswith("ludo:")).split(":")[1])


async def _play(t: Table, bot: Any, board: Message, ann: User, bob: User, eve: User) -> Message:
    fd = t.fd
    person = await t.settled(board)
    assert person is not None
    # A stranger's press and a double click change nothing, and say so.
    assert "not_a_player" in t.heard(await t.press(board, board.custom_ids[0], eve))
    first, second = await asyncio.gather(
        fd.click(board, t.best_button(board), person), fd.click(board, t.best_button(board), person)
    )
    await fd.answered(first)
    await fd.answered(second)
    # The refusal follows the board's update (which answers the press first).
    await fd.wait_for(lambda: any(first.texts() + second.texts()))
    said = t.heard(first) + t.heard(second)
    assert {"out_of_date", "already_done"} & set(said), said
    # The board posted again further down: the old message points at it.
    await t.slash("ludo board", ann)
    board = fd.latest_board()
    # Bob's turns run out until a computer plays his seat; he presses I'm back.
    await _away(t, bot, board, bob)
    for _ in range(50):
        if is_over(board) or not any(":back:" in c for c in board.custom_ids):
            break
        t.heard(await t.press(board, _button(board, "back"), bob))
    presses = 0
    while (person := await t.settled(board)) is not None:
        assert presses < 3000
        await t.press(board, t.best_button(board), person)
        presses += 1
    return board


async def _questions(t: Table, board: Message, ann: User, bob: User, eve: User) -> None:
    fd = t.fd
    # A whole game's GIF takes seconds of CPU: more than a click's usual wait on a busy machine.
    replay = await fd.click(board, _button(board, "replay"), bob)
    t.heard(await fd.answered(replay, 90))
    for path, options in (
        ("ludo rules", {}),
        ("ludo help", {}),
        ("ludo stats", {}),
        ("ludo stats", {"member": bob}),
        ("ludo leaderboard", {}),
        ("ludo dice", {}),
        ("ludo replay", {"part": "highlights"}),
        ("ludo replay", {"part": "last-30"}),
        ("ludo export", {}),
        ("ludo verify", {}),
        ("ludo board", {}),  # no game any more: refused
        ("ludo config show", {}),
        ("ludo config set", {"option": "capture", "value": "perhaps"}),
        ("ludo config set", {"option": "turn_timer", "value": "7"}),
        ("ludo config set", {"option": "language", "value": "xx"}),
        ("ludo config set", {"option": "turn_timer", "value": "off"}),
        ("ludo config preset", {"preset": TRADITION.get(t.code, "madn")}),
        ("ludo config reset", {}),  # the language too: set again, the other way
        ("ludo config set", {"option": "language", "value": t.code}),
        ("ludo config show", {}),
        ("ludo stats", {"member": eve}),
        ("ludo new", {"options": {"players": "4x"}}),  # no number: refused
        ("ludo stats", {"options": {"member": "123456789"}}),  # a member without data
        ("ludo replay", {"game": 99}),
    ):
        await t.slash(path, ann, **options)
    # A rematch, ended by its host through the confirmation.
    t.heard(await t.press(board, _button(board, "rematch"), ann))
    await t.slash("ludo join", bob)
    await t.slash("ludo leave", bob)
    await t.slash("ludo leave", bob)
    await t.slash("ludo start", ann)
    await t.slash("ludo end", bob)
    confirm = await fd.answered(await fd.slash("ludo end", ann))
    message = confirm.followups[0]
    t.heard(await t.press(message, message.custom_ids[0], ann))
    await t.slash("ludo new", ann, players=2, computers=3)


@pytest.mark.slow
@pytest.mark.parametrize("code", OTHERS)
async def test_nothing_english_for_a_server_and_players_of_another_language(
    tmp_path: Path, code: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = Shown()
    locale = discord_locale(code)
    async with FakeDiscord() as fd:
        fd.guild.locale = "en-US"  # the setting decides, not the server's own locale
        ann = fd.add_user(401, PEOPLE[0], admin=True)
        bob, eve = fd.add_user(402, PEOPLE[1]), fd.add_user(403, PEOPLE[2])
        for user in (ann, bob, eve):
            user.locale = locale
        record_everything(fd, shown, monkeypatch)
        t = Table(fd, code, {u.id: u for u in (ann, bob)})
        # Provably fair dice, from a seed known here: the game is the same at every run.
        monkeypatch.setattr("bot.core.service.fair_seed", lambda: SEED)
        async with fd.running(await discord_bot(tmp_path / "db.sqlite3", computer_pause=0)) as bot:
            await t.slash("ludo config language", ann, language=code)
            await t.slash("ludo config set", ann, option="capture", value="yes")
            await t.slash("ludo new", ann, players=9)
            lobby = await _lobby(t, ann, bob, eve)
            board = await _play(t, bot, lobby, ann, bob, eve)
            await _questions(t, board, ann, bob, eve)
            for inter in fd.interactions.values():
                if inter.modal is not None:
                    shown.modal(inter.modal)
    codes = {c for c, _ in t.said}
    # What the game went through, so that the check covers it.
    assert {"already_in", "host_only", "bad_level", "not_a_player", "bad_setting"} <= codes
    assert {"no_game_here", "bad_input", "end_done", "verify_holds"} <= codes, codes
    wheres = {where.split(" (")[0] for where, _ in shown.pieces}
    assert {
        "content",
        "text display",
        "button",
        "menu placeholder",
        "menu option",
        "form title",
        "form label",
        "embed title",
        "embed description",
        "file name",
        "picture description",
        "board picture words",
        "replay picture words",
        "dice chart words",
    } <= wheres, wheres
    logged = {
        found[0]
        for _, text in shown.pieces
        for line in text.splitlines()
        if (found := read(line.removeprefix("- "), code)) is not None
    }
    assert {"log_captured", "log_timed_out", "log_away", "log_back", "log_won"} <= logged, logged
    # The colours' marks on the picture and in its banner are the language's (Ge for gelb).
    marks = {i18n.say(f"letter_{c}", code) for c in ("red", "yellow", "blue", "green")}
    drawn = {
        text for where, text in shown.pieces if where.startswith("board picture words (letter")
    }
    assert drawn and drawn <= marks, drawn
    for where, text in shown.pieces:
        found = read(text, code) if where.startswith("board picture words (picture_") else None
        if found is not None and "letter" in found[1]:
            assert found[1]["letter"] in marks, text
    # Decimals are written as the language writes them: a mean place, ratings, p-values.
    sign = get_decimal_symbol(i18n.cldr(code))
    decimals = {
        "stats": "mean",
        "stats_rating_first": "rating",  # the game here is the players' first rated one
        "rated_line": "rating",
        "dice_line": "p",
    }
    for line in (line for _, text in shown.pieces for line in text.splitlines()):
        found = read(line.removeprefix("- "), code)
        if found is not None and found[0] in decimals:
            value = found[1][decimals.pop(found[0])]
            assert re.fullmatch(rf"[+-]?\d+{re.escape(sign)}\d+", value), (line, value)
    assert not decimals, f"never shown: {decimals}"
    # `ludobot verify` on the exported file, in a terminal of that language.
    export = next(m for m in fd.messages.values() for n in m.files if n.endswith(".json"))
    name, data = next((n, d) for n, d in export.files.items() if n.endswith(".json"))
    monkeypatch.chdir(tmp_path)
    Path(name).write_bytes(data)
    monkeypatch.setenv("LC_ALL", f"{code}.UTF-8")
    capsys.readouterr()
    assert main(["verify", name]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith(f"{name}: ")
    shown.add("ludobot verify", line.removeprefix(f"{name}: "))
    assert read(line.removeprefix(f"{name}: "), code) is not None
    checker = Checker(code)
    problems = sorted(
        {f"{where}: {p}" for where, text in shown.pieces for p in checker.problems(text)}
    )
    assert problems == []


# -- the check itself --------------------------------------------------------------------


@pytest.mark.parametrize("code", OTHERS)
def test_the_check_finds_english_and_lets_the_language_through(code: str) -> None:
    checker = Checker(code)
    english = [
        say("label_join", "en"),
        say("turn_head", "en", name="Ann", colour="red"),
        f"-# Game #4 · {say('joined', 'en', name='Bob')}",
        "- " + say("log_rolled", "en", who="Ann (rød)", value=6),
        "Ann mangler the turn",
    ]
    if decimal(0.412, code, 3) != "0.412":  # Hindi writes decimals the English way
        english.append(
            say("dice_line", code, name="Ann", rolls=3, faces="1 0 1 0 0 1", sixes=1, p="0.412")
        )
    for text in english:
        assert checker.problems(text), text
    own = [
        say("label_join", code),
        say("turn_head", code, name="Ann", colour="red"),
        f"{say('footer_game', code, game=4)} · {say('joined', code, name='Bob')}",
        "- "
        + say("log_rolled", code, who=say("who_colour", code, name="Bob", colour="red"), value=6),
        say(
            "dice_line",
            code,
            name="Ann",
            rolls=3,
            faces="1 0 1 0 0 1",
            sixes=1,
            p=decimal(0.412, code, 3),
        ),
        say("bad_setting", code, setting="ping", value="perhaps", takes="yes"),
        "Robo Ada · <@401> · `madn` · capture=no ping: no https://discord.com/channels/1/2/3",
        say(
            "stats_rating",
            code,
            rating=decimal(12.25, code, 1),
            mu=decimal(25.0, code, 1),
            sigma=decimal(8.3, code, 1),
            trend=decimal(1.5, code, 1, sign=True),
            games=3,
        ),
    ]
    for text in own:
        assert checker.problems(text) == [], text


@pytest.mark.parametrize("code", OTHERS)
def test_no_message_is_left_as_in_english(code: str) -> None:
    """A message worded exactly as the English one is an untranslated copy, unless the
    language shares those words (SAME_AS_ENGLISH)."""
    assert sorted(Checker(code).copied) == []


@pytest.mark.parametrize("code", OTHERS)
def test_discord_pys_own_refusals_are_told_in_the_language(code: str) -> None:
    """discord.py explains its errors in English: the user hears a message of the
    catalogue instead (the English explanation goes to the log)."""
    from discord import app_commands

    from cogs.ludo.errors import failure_note

    checker = Checker(code)
    for error, expected in (
        (app_commands.CommandNotFound("ludo", ["gone"]), "commands_changed"),
        (app_commands.CheckFailure("You are on cooldown, try again later"), "command_refused"),
        (app_commands.BotMissingPermissions(["attach_files"]), "bot_needs_permissions"),
    ):
        said = failure_note(error)
        assert said is not None and said.code == expected
        text = say(said, code)
        assert read(text, code) is not None and checker.problems(text) == [], text


@pytest.mark.parametrize("code", i18n.available())
def test_each_colour_has_its_own_mark_in_every_language(code: str) -> None:
    """The marks tell the colours apart on the board (with the shapes): one or two
    letters, no two alike."""
    marks = [i18n.say(f"letter_{c}", code) for c in COLOURS]
    assert all(1 <= len(m) <= 2 and m.isalpha() for m in marks), marks
    assert len(set(marks)) == len(marks), marks
