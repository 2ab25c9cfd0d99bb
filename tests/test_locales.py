"""The catalogues: every file parses, every message of the English source is in every
catalogue with the same placeholders (and no more), plurals and ordinals follow each
language's CLDR rules. Parametrised over the files there are, so a new language is
checked as soon as its file exists."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import FILE, GRAMMAR, LOCALES, SOURCE, Catalogue, available, catalogue, say

OTHERS = [code for code in available() if code != SOURCE]


def parity(source: Catalogue, other: Catalogue) -> list[str]:
    """What keeps ``other`` from matching ``source``: a message it lacks, one it has
    that the source has not, a message whose placeholders differ (the values given for
    agreement, ``GRAMMAR``, a catalogue uses or not). Empty: they match.

    >>> parity(Catalogue("en", "a = { $x }\\nb = c"), Catalogue("de", "a = { $y }\\nz = c"))
    ['de lacks b', 'de has z, which en has not', 'a: en has $x, de has $y']
    """
    mine, theirs = source.entries, other.entries
    problems = [f"{other.code} lacks {mid}" for mid in mine if mid not in theirs]
    problems += [
        f"{other.code} has {mid}, which {source.code} has not" for mid in theirs if mid not in mine
    ]
    for mid, entry in mine.items():
        there = theirs.get(mid)
        if there is not None and there.placeholders - GRAMMAR != entry.placeholders - GRAMMAR:
            a = ", ".join(f"${p}" for p in sorted(entry.placeholders - GRAMMAR)) or "none"
            b = ", ".join(f"${p}" for p in sorted(there.placeholders - GRAMMAR)) or "none"
            problems.append(f"{mid}: {source.code} has {a}, {other.code} has {b}")
    return problems


@pytest.mark.parametrize("code", available())
def test_every_catalogue_parses(code: str) -> None:
    assert catalogue(code).errors == []


@pytest.mark.parametrize("code", available())
def test_each_message_parsed_alone_is_the_message_of_the_whole_file(code: str) -> None:
    """A catalogue parses a message on its first use, cut from the file by itself: the
    cut finds every message and term the whole file's parse has, and nothing else, and
    each, parsed alone, is the same message (its comment aside)."""
    whole = Catalogue(code, (LOCALES / code / FILE).read_text(encoding="utf-8"))
    lazy = catalogue(code)
    terms = [f"-{name}" for name in whole.terms]
    assert sorted(lazy.written()) == sorted([*whole.entries, *terms])
    for name in lazy.written():
        alone = lazy.parsed(name)
        assert alone is not None, name
        written = whole.terms[name[1:]] if name.startswith("-") else whole.entries[name].node
        assert alone.equals(written, ignored_fields=["span", "comment"]), name


def test_one_line_messages_read_as_fluents_parser_reads_them() -> None:
    """A message of one line of plain text is read without the parser: as it would."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as ftl

    text = (
        "a = .dot\nb =   spaced   \n\n  \nc = [x] *y\n-d = a\tb\\n\ne = x\n    more\n"
        'f = x\n.attr = y\ng = "q" #h\nh = x\n# comment\ni = last'
    )
    body = FluentParser(with_spans=False).parse(text).body
    whole = {e.id.name: e for e in body if isinstance(e, ftl.Message | ftl.Term)}
    made = Catalogue("xx", text)
    assert made.written() == ["a", "b", "c", "-d", "e", "f", "g", "h", "i"]
    for name in made.written():
        alone = made.parsed(name)
        assert alone is not None, name
        assert alone.equals(whole[name.lstrip("-")], ignored_fields=["span", "comment"]), name


def test_a_message_is_parsed_on_first_use_with_what_it_refers_to() -> None:
    """Only the message asked for and the messages and terms it refers to are parsed;
    one written wrong is missing (English then speaks), the others still work."""
    text = (
        "# a comment\n-brand = Ludo\nname = { -brand } { place }\n"
        "place = { $n ->\n    [one] first\n   *[other] later\n}\n"
        "broken = { $x\nother = fine\n"
    )
    made = Catalogue("xx", text)
    assert made.written() == ["-brand", "name", "place", "broken", "other"]
    assert made.format("name", {"n": 1}) == "Ludo first"
    assert [m for m in made.written() if made.bundle.has_message(m)] == ["name", "place"]
    assert "broken" not in made and made.format("broken", {"x": 1}) is None
    assert "-brand" not in made and made.format("-brand", {}) is None
    assert made.format("other", {}) == "fine" and "missing" not in made
    assert len(made.errors) == 1 and "broken" in made.errors[0]


def test_a_catalogue_is_read_once_by_many_threads_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pictures' words are made in threads: threads starting a catalogue at once
    get one catalogue, and threads making its messages at once the same sentences as
    one thread alone."""
    import threading

    from bot import i18n

    code = f"xx-{tmp_path.name}"  # a catalogue no other test has opened
    (tmp_path / code).mkdir()
    text = (LOCALES / SOURCE / FILE).read_text(encoding="utf-8")
    (tmp_path / code / FILE).write_text(text, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    alone = Catalogue(SOURCE, text)
    ids = [mid for mid in alone.written() if not mid.startswith("-")]
    values = {"name": "Ann", "n": 2, "steps": 2, "piece": "7", "value": 6}
    found: list[tuple[int, dict[str, str | None]]] = []
    start = threading.Barrier(6)

    def use(k: int) -> None:
        start.wait()
        mine = catalogue(code)
        found.append((id(mine), {m: mine.format(m, values) for m in ids[k::3] + ids}))

    threads = [threading.Thread(target=use, args=(k,)) for k in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert {catalogue_id for catalogue_id, _ in found} == {id(catalogue(code))}
    expected = {m: alone.format(m, values) for m in ids}
    assert len(found) == 6 and all(sentences == expected for _, sentences in found)


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_is_in_every_catalogue_with_the_same_placeholders(code: str) -> None:
    assert parity(catalogue(SOURCE), catalogue(code)) == []


def test_parity_finds_a_missing_message_and_a_placeholder_that_differs() -> None:
    source = catalogue(SOURCE)
    text = (LOCALES / SOURCE / FILE).read_text(encoding="utf-8")
    lacking = text.replace("full = This game is full.\n", "")
    renamed = text.replace("not_your_turn = It is { $name }'s turn.", "not_your_turn = { $who }")
    assert lacking != text and renamed != text
    assert parity(source, Catalogue("xx", lacking)) == ["xx lacks full"]
    assert parity(source, Catalogue("xx", renamed)) == ["not_your_turn: en has $name, xx has $who"]


@pytest.mark.parametrize("code", available())
def test_a_message_reads_back_to_its_id_and_values(code: str) -> None:
    text = say("not_your_turn", code, name="Zoë")
    assert catalogue(code).read(text) == ("not_your_turn", {"name": "Zoë"})


def test_english_ordinals() -> None:
    assert [say("ordinal", "en", n=n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
        "101st",
    ]


def test_a_message_a_catalogue_lacks_comes_in_english() -> None:
    assert say("no_such_message", "en", a=1) == "no_such_message a=1"


PLURALS = {
    "en": {0: "0 squares", 1: "1 square", 2: "2 squares", 5: "5 squares"},
    "de": {0: "0 Felder", 1: "1 Feld", 2: "2 Felder", 5: "5 Felder"},
    # French and Brazilian Portuguese count 0 as singular (CLDR "one").
    "fr": {0: "de 0 case", 1: "de 1 case", 2: "de 2 cases", 5: "de 5 cases"},
    "pt-BR": {0: "0 casa", 1: "1 casa", 2: "2 casas", 5: "5 casas"},
}


@pytest.mark.parametrize("code", available())
def test_plural_forms_for_0_1_2_and_5(code: str) -> None:
    """Each count takes the form of its CLDR category in that language: the sentences
    for two counts of the same category are worded alike."""
    import babel

    rule = babel.Locale.parse(code, sep="-").plural_form
    texts = {n: say("move_steps", code, piece="7", steps=n) for n in (0, 1, 2, 5)}
    for a in texts:
        for b in texts:
            alike = texts[a].replace(str(a), "#") == texts[b].replace(str(b), "#")
            # Two counts of one category read alike (a word may also be alike in two
            # categories: Norwegian "1 felt", "2 felt").
            assert alike or rule(a) != rule(b), (code, texts)
    if code in PLURALS:
        assert {n: t.split(" ", 2)[2] for n, t in texts.items()} == PLURALS[code]


ORDINALS = {
    "en": ["1st", "2nd", "3rd", "4th"],
    "de": ["1.", "2.", "3.", "4."],
    "fr": ["1er", "2e", "3e", "4e"],
    "hi": ["1ला", "2रा", "3रा", "4था"],
    "id": ["ke-1", "ke-2", "ke-3", "ke-4"],
}


@pytest.mark.parametrize("code", sorted(ORDINALS.keys() & set(available())))
def test_ordinals(code: str) -> None:
    assert [say("ordinal", code, n=n) for n in (1, 2, 3, 4)] == ORDINALS[code]


@pytest.mark.parametrize("code", available())
def test_command_mentions_are_that_languages_command_names(code: str) -> None:
    """A help line that says /ludo xyz names a command as that language's users see it."""
    import re

    entries = catalogue(code).entries
    names = {
        say(mid, code) for mid in entries if mid.startswith("cmd-") and not mid.endswith("-desc")
    }
    mentioned = set()
    for mid in entries:
        if mid.startswith("cmd-"):
            continue
        text = say(mid, code, name="x", url="x")
        mentioned |= set(re.findall(r"/ludo ([^\s*`,.;:()·]+)", text))
    assert mentioned - names == set()


@pytest.mark.parametrize("code", available())
def test_no_message_uses_the_trademark(code: str) -> None:
    """ "Mensch ärgere Dich nicht" is a trademark: never the bot's words."""
    assert [mid for mid in catalogue(code).entries if "ärgere" in say(mid, code)] == []


def test_discord_locales_find_their_catalogue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """en-GB speaks English, es-419 Spanish, Discord's ``no`` Norwegian Bokmål (``nb``),
    and a locale without a file English; a file named after a language serves all its
    Discord locales (``pt`` for ``pt-BR``)."""
    import bot.i18n as i18n

    for code in ("en", "de", "es", "nl", "nb", "pt"):
        (tmp_path / code).mkdir()
        (tmp_path / code / "ludobot.ftl").write_text("a = b\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    i18n.available.cache_clear()
    try:
        found = {
            loc: i18n.catalogue_for(loc)
            for loc in ("en-US", "en-GB", "de", "es-ES", "es-419", "nl", "no", "pt-BR", "fr", "ja")
        }
    finally:
        monkeypatch.undo()
        i18n.available.cache_clear()
    assert found == {
        "en-US": "en",
        "en-GB": "en",
        "de": "de",
        "es-ES": "es",
        "es-419": "es",
        "nl": "nl",
        "no": "nb",
        "pt-BR": "pt",
        "fr": "en",
        "ja": "en",
    }


@pytest.mark.parametrize("code", available())
def test_every_language_writes_the_places_1_to_6(code: str) -> None:
    """Whatever the language's ordinal forms, each place shows its number, and no two
    places read alike."""
    places = [say("ordinal", code, n=n) for n in range(1, 7)]
    assert all(str(n) in text for n, text in enumerate(places, 1)), places
    assert len(set(places)) == 6


PHONE_WIDTH = 40
"""The most characters a move button's label may take, so that a phone shows it whole.

A 360 px wide phone (the narrowest common Android width) leaves a message's buttons about
276 px (less the avatar column and the margins); a button's own padding takes 32 px of
that, so one button alone on its row has about 244 px for its label, and Discord's font
at 14 px averages about 6 px a character in a label of words, a digit and a name: 40
characters. A longer label is cut with "…" there (Discord itself cuts at 80)."""
LONG_NAME = "Maximiliana Schröder"
"""A long display name (20 characters): the victim on a capture's button."""
LONGEST_NAME = "M" * 32
"""The longest display name Discord allows."""


def shown(text: str) -> int:
    """The characters a label shows: a combining mark (a Devanagari vowel sign above or
    below, a virama) rides on the letter before it and takes no room of its own."""
    import unicodedata

    return sum(1 for ch in text if unicodedata.category(ch) != "Mn")


@pytest.mark.parametrize("code", available())
def test_every_move_button_fits_a_phone(code: str) -> None:
    """Every move label (the message :func:`rendering.words.move_label` says for each kind
    of choice the core offers) and the huff button beside them, with a 20-character name,
    the highest piece number and every step count a die gives, fits a phone's button; with
    the longest name Discord allows it stays within Discord's 80."""
    from typing import get_args

    from bot.core.view import ChoiceKind

    ids = [f"move_{kind}" for kind in get_args(ChoiceKind)] + ["huff_label"]
    assert len(ids) >= 10 and all(mid in catalogue(SOURCE).entries for mid in ids)
    too_wide: dict[tuple[str, int], str] = {}
    for mid in ids:
        for steps in range(1, 7):
            values = {"piece": "4", "steps": steps}
            text = say(mid, code, **values, victim=LONG_NAME, name=LONG_NAME)
            if shown(text) > PHONE_WIDTH:
                too_wide[(mid, steps)] = text
            assert len(say(mid, code, **values, victim=LONGEST_NAME, name=LONGEST_NAME)) <= 80
    assert too_wide == {}


def test_every_step_a_seat_is_asked_for_has_its_words() -> None:
    """Each edge words the seat to act's step as ``ask_<step>``: every step the core
    names while a game runs has that message."""
    from typing import get_args

    from bot.core.view import Step

    running = [step for step in get_args(Step) if step not in ("over", "ended")]
    assert running and all(f"ask_{step}" in catalogue(SOURCE).entries for step in running)
