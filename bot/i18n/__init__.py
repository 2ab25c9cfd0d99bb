"""Words for people, in their language: one Fluent catalogue per language.

Every sentence the bot shows (Discord answers, cards, the move log, the words on the
pictures, the command line's verdicts, the slash commands' names and descriptions) is a
message of ``locales/<code>/ludobot.ftl``, found by its id (the codes the core answers
with). English (``en``) is the source; another language is one more file, found by
itself (see README, "Adding a language").

Fluent (Project Fluent's ``fluent.runtime``) rather than gettext: a message is a whole
sentence whose translator decides its plural and ordinal forms (CLDR rules, through
Babel) and word order, with named placeables instead of positional ``%s``; the source
catalogue is what translators read, with a comment where context helps.

>>> say("joined", "en-GB", name="Ann"), say("joined", "de", name="Ann")
('Ann joined.', 'Ann ist beigetreten.')
>>> say("ordinal", "en", n=2), say("ordinal", "en", n=23), say("ordinal", "de", n=2)
('2nd', '23rd', '2.')
>>> catalogue_for("de"), catalogue_for("ja"), catalogue_for(None), catalogue_for("no-NO")
('de', 'en', 'en', 'nb')
"""

from __future__ import annotations

import functools
import itertools
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import babel
from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from .entries import ENTRY_START, NAMED, entry_name, placeholders, plain, references

LOCALES: Final = Path(__file__).resolve().parent / "locales"
FILE: Final = "ludobot.ftl"
SOURCE: Final = "en"
"""The source catalogue, and the fallback for a message another catalogue lacks."""
GRAMMAR: Final = frozenset({"items", "kind", "gender"})
"""Values given to a message only so that a language can agree with them, which a
catalogue selects on or leaves unused (every other placeholder is in every catalogue):
``items``, the number of items of a whole list (:func:`join`: Indonesian's serial comma
from three on); ``kind``, ``person`` or ``computer``, of the seat whose name the message
gives (Hindi's verb: a computer as one, a person honoured as many); ``gender``, what a
person chose for sentences about them (``/ludo gender``: ``feminine``, ``masculine``, or
``unset``), given to ``ordinal`` (French ``1re`` before her name) and to the notices
that name a person (``joined``, ``back``…: Hindi's जुड़ गईं for a woman)."""
UNGIVEN: Final = frozenset(f"Unknown external: {name}" for name in GRAMMAR)
"""Fluent's error for a grammar value not given (its selector took the default)."""

DISCORD: Final[dict[str, str]] = {
    "en-US": "en",
    "en-GB": "en",
    "de": "de",
    "es-ES": "es",
    "es-419": "es",
    "nl": "nl",
    "no": "nb",
    "pt-BR": "pt-BR",
    "tr": "tr",
    "fr": "fr",
    "hi": "hi",
    "id": "id",
}
"""Discord's locales that a catalogue speaks, and its name where it differs (``no`` is
Norwegian Bokmål, ``nb`` in CLDR). Any other locale finds a catalogue by its own name or
its language (``pt-PT``: ``pt-PT``, then ``pt``), or else gets English."""

SAID: Final = 16_384
"""Sentences kept once made (a card makes the same ones press after press; Fluent and
the plural rules cost a fifth of a millisecond a sentence): a few megabytes at most."""


@functools.cache
def available() -> tuple[str, ...]:
    """The catalogues there are (their codes), English first; looked up once per process
    (a new file is found at the next start)."""
    found = sorted(p.parent.name for p in LOCALES.glob(f"*/{FILE}"))
    return (SOURCE, *(code for code in found if code != SOURCE))


def catalogue_for(locale: object) -> str:
    """The catalogue for a Discord locale (or a catalogue code); English if none fits."""
    if locale is None:
        return SOURCE
    return _catalogue_for(str(getattr(locale, "value", locale)), available())


@functools.lru_cache(maxsize=256)
def _catalogue_for(text: str, codes: tuple[str, ...]) -> str:
    language = text.split("-")[0]
    for code in (DISCORD.get(text, text), DISCORD.get(language, language)):
        if code in codes:
            return code
    return SOURCE


def _number(locale: babel.Locale, value: Any, **options: Any) -> Any:
    """Fluent's NUMBER, with ``type: "ordinal"`` giving the CLDR ordinal category
    (``one``, ``two``, ``few``, ``other`` in English) to select on, which fluent.runtime
    itself does not do yet."""
    if options.pop("type", "cardinal") == "ordinal":
        return locale.ordinal_form(int(value))
    return fluent_number(value, **options)


def cldr(code: str) -> babel.Locale:
    """The CLDR locale whose plural and ordinal rules a catalogue follows: its own, its
    language's, or English's for a code CLDR does not know."""
    for tried in (code, code.split("-")[0]):
        try:
            return babel.Locale.parse(tried, sep="-")
        except (babel.UnknownLocaleError, ValueError):
            continue
    return babel.Locale.parse(SOURCE)


@dataclass(frozen=True, slots=True)
class Entry:
    """One message of a catalogue as written: its placeholders and its comment."""

    id: str
    placeholders: frozenset[str]
    comment: str
    node: ftl.Message


class Catalogue:
    """One language's file: formatting, and what each message needs.

    Made cheaply: the file is only cut into its entries (a message or term starts a
    line, as Fluent's own parser resumes after an error), and a message is parsed the
    first time it is formatted, with the messages and terms it refers to. Start-up
    formats about a fifth of the messages of each language (the slash commands' names
    and descriptions, in every language); parsing every file whole was most of the
    bot's start with no game. The whole file is parsed only for what reads all of it
    (:attr:`entries`, :attr:`errors`, :meth:`read`: the locale tests and the checks).
    Thread-safe: the pictures' words are made in threads.
    """

    def __init__(self, code: str, text: str) -> None:
        self.code = code
        self.text = text
        self._at: dict[str, tuple[int, int]] = {}
        """Where each message (and each term, ``-name``) is written in :attr:`text`."""
        starts = [m.start() for m in ENTRY_START.finditer(text)] + [len(text)]
        for start, end in itertools.pairwise(starts):
            named = NAMED.match(text, start)
            if named is not None:
                self._at.setdefault(named.group(1), (start, end))
        self._parsed: dict[str, bool] = {}
        """Entries parsed into the bundle (False: written but not parseable)."""
        self._lock = threading.Lock()
        locale = cldr(code)
        self.bundle = FluentBundle(
            [str(locale), SOURCE],
            functions={"NUMBER": functools.partial(_number, locale)},
            use_isolating=False,  # Discord shows the isolation marks as boxes
        )

    @functools.cached_property
    def _resource(self) -> ftl.Resource:
        return FluentParser(with_spans=False).parse(self.text)

    @functools.cached_property
    def errors(self) -> list[str]:
        """What of the file does not parse (a message written wrong), as a sentence."""
        return [
            f"{self.code}: {entry.annotations[0].message}: {(entry.content or '').strip()[:60]!r}"
            for entry in self._resource.body
            if isinstance(entry, ftl.Junk)
        ]

    @functools.cached_property
    def entries(self) -> dict[str, Entry]:
        """Every message as written, with its placeholders and comment (whole file)."""
        found: dict[str, Entry] = {}
        for entry in self._resource.body:
            if isinstance(entry, ftl.Message):
                comment = (entry.comment.content or "") if entry.comment else ""
                names = frozenset(placeholders(entry, set()))
                found[entry.id.name] = Entry(entry.id.name, names, comment, entry)
        return found

    @functools.cached_property
    def terms(self) -> dict[str, ftl.Term]:
        return {e.id.name: e for e in self._resource.body if isinstance(e, ftl.Term)}

    def written(self) -> list[str]:
        """The ids of the messages and terms (``-name``) the file has, without parsing."""
        return list(self._at)

    def parsed(self, name: str) -> ftl.Message | ftl.Term | None:
        """One message (or term, ``-name``) parsed by itself; None if it is not written
        or does not parse."""
        at = self._at.get(name)
        if at is None:
            return None
        written = self.text[at[0] : at[1]]
        entry = plain(written) or FluentParser(with_spans=False).parse_entry(written)
        kind = ftl.Term if name.startswith("-") else ftl.Message
        named = isinstance(entry, kind) and entry_name(entry) == name
        return entry if named else None  # type: ignore[return-value]

    def _ready(self, message_id: str) -> bool:
        """Is the message in the bundle (parsed now if not yet)?"""
        known = self._parsed.get(message_id)
        if known is not None:
            return known
        with self._lock:
            if message_id not in self._parsed:
                added: dict[str, bool] = {}
                self._add(message_id, added)
                # Published once all is in the bundle: another thread reads without the lock.
                self._parsed.update(added)
        return self._parsed[message_id]

    def _add(self, name: str, added: dict[str, bool]) -> None:
        if name in added or name in self._parsed:
            return
        entry = self.parsed(name)
        added[name] = entry is not None
        if entry is not None:
            for ref in references(entry, set()):
                self._add(ref, added)
            self.bundle.add_resource(ftl.Resource([entry]))

    def __contains__(self, message_id: str) -> bool:
        return not message_id.startswith("-") and self._ready(message_id)

    def format(self, message_id: str, values: Mapping[str, Any]) -> str | None:
        """The message with its values, or None when it lacks one or cannot be made. A
        grammar value (:data:`GRAMMAR`) not given is no lack: its selector takes the
        default variant, the wording that agrees with nobody in particular."""
        if message_id.startswith("-") or not self._ready(message_id):
            return None
        if self.bundle.get_message(message_id).value is None:
            return None
        message = self.bundle.get_message(message_id)
        assert message.value is not None
        text, errors = self.bundle.format_pattern(message.value, dict(values))
        return None if any(str(e) not in UNGIVEN for e in errors) else str(text)

    # -- reading a sentence back (tests assert on codes and values) ---------------------

    @functools.cached_property
    def _patterns(self) -> list[tuple[str, re.Pattern[str], dict[str, str]]]:
        out = []
        for message_id, entry in self.entries.items():
            groups: dict[str, str] = {}
            if entry.node.value is None:
                continue
            regex = self._regex(entry.node.value, groups, depth=0)
            out.append((message_id, re.compile(regex, re.DOTALL), groups))
        return out

    def _regex(self, node: Any, groups: dict[str, str], depth: int) -> str:
        if depth > 8:  # a reference loop: Fluent would refuse it too
            return ".*?"
        if isinstance(node, ftl.Pattern):
            return "".join(self._regex(e, groups, depth) for e in node.elements)
        if isinstance(node, ftl.TextElement):
            return re.escape(node.value)
        if isinstance(node, ftl.Placeable):
            return self._regex(node.expression, groups, depth)
        if isinstance(node, ftl.StringLiteral):
            return re.escape(node.parse()["value"])
        if isinstance(node, ftl.NumberLiteral):
            return re.escape(node.value)
        if isinstance(node, ftl.SelectExpression):
            variants = [self._regex(v.value, groups, depth) for v in node.variants]
            return "(?:" + "|".join(variants) + ")"
        if isinstance(node, ftl.MessageReference):
            entry = self.entries.get(node.id.name)
            if entry is not None and entry.node.value is not None:
                return self._regex(entry.node.value, groups, depth + 1)
        if isinstance(node, ftl.TermReference):
            term = self.terms.get(node.id.name)
            if term is not None:
                return self._regex(term.value, groups, depth + 1)
        variable = placeholders(node, set())
        name = min(variable) if variable else "_"
        group = f"g{len(groups)}"
        groups[group] = name
        return f"(?P<{group}>.*?)"

    def read(self, text: str) -> tuple[str, dict[str, str]] | None:
        """The message (and its values, as words) a sentence was made from: of all that
        fit, the one with the most words of its own (not filled in)."""
        best: tuple[int, str, dict[str, str]] | None = None
        for message_id, pattern, groups in self._patterns:
            found = pattern.fullmatch(text)
            if found is None:
                continue
            values: dict[str, str] = {}
            filled = 0
            for group, value in found.groupdict().items():
                if value is not None:
                    values.setdefault(groups[group], value)
                    filled += len(value)
            own = len(text) - filled
            if best is None or own > best[0]:
                best = (own, message_id, values)
        return None if best is None else (best[1], best[2])


_catalogues: dict[str, Catalogue] = {}
_opening = threading.Lock()


def catalogue(code: str) -> Catalogue:
    """The catalogue ``code``, read on its first use, once per process (a language no
    one uses is never read)."""
    found = _catalogues.get(code)
    if found is None:
        with _opening:
            found = _catalogues.get(code)
            if found is None:
                text = (LOCALES / code / FILE).read_text(encoding="utf-8")
                found = _catalogues[code] = Catalogue(code, text)
    return found


def say(message_id: str, locale: object = SOURCE, /, **values: Any) -> str:
    """The message ``message_id`` in the catalogue for ``locale``, with ``values``; from
    English when that catalogue lacks it; the id and values when no catalogue can make it
    (an answer still, never a crash)."""
    code = catalogue_for(locale)
    try:
        # The type too: 1, 1.0 and True are one key to a dict, not one sentence.
        return _said(code, message_id, tuple((k, type(v), v) for k, v in values.items()))
    except TypeError:  # a value that cannot be a key (a list): made afresh
        return _say(code, message_id, values)


@functools.lru_cache(maxsize=SAID)
def _said(code: str, message_id: str, values: tuple[tuple[str, type, Any], ...]) -> str:
    return _say(code, message_id, {k: v for k, _, v in values})


def _say(code: str, message_id: str, values: Mapping[str, Any]) -> str:
    for tried in dict.fromkeys((code, SOURCE)):
        text = catalogue(tried).format(message_id, values)
        if text is not None:
            return text
    return f"{message_id} " + " ".join(f"{k}={v}" for k, v in values.items())


def has(message_id: str, locale: object = SOURCE) -> bool:
    return message_id in catalogue(catalogue_for(locale))


def join(items: Sequence[str], locale: object = SOURCE, /, how: str = "and") -> str:
    """Names (or any words) as one list in the catalogue's words: ``list_<how>`` joins
    the last two, ``list_more`` the ones before (``how``: ``and`` or ``or``); each is
    given ``items``, the number of items of the whole list (:data:`GRAMMAR`).

    >>> join(["Ann"]), join(["Ann", "Bob"]), join(["Ann", "Bob", "Eve"], "de")
    ('Ann', 'Ann & Bob', 'Ann, Bob & Eve')
    >>> join(["Ann", "Bob", "Eve"], "id"), join(["Ann", "Bob"], "id")
    ('Ann, Bob, dan Eve', 'Ann dan Bob')
    """
    items = [str(i) for i in items]
    if len(items) < 2:
        return items[0] if items else ""
    *rest, last = items
    head = rest[0]
    for item in rest[1:]:
        head = say("list_more", locale, first=head, second=item, items=len(items))
    return say(f"list_{how}", locale, first=head, second=last, items=len(items))


@dataclass(frozen=True, slots=True)
class Words:
    """The words of one language, for code that draws or writes for one audience (a
    board for a channel, the move log): ``words("log_rolled", who="Ann", value=6)``."""

    locale: str = SOURCE

    def __call__(self, message_id: str, /, **values: Any) -> str:
        return say(message_id, self.locale, **values)

    def join(self, items: Sequence[str], how: str = "and") -> str:
        """``items`` as one list in this language (see :func:`join`)."""
        return join(items, self.locale, how)


ENGLISH: Final = Words(SOURCE)
