"""Fluent files cut into entries, and what a parsed message names: the pieces that let a
catalogue parse a message on its first use (:class:`bot.i18n.Catalogue`)."""

from __future__ import annotations

import re
from typing import Any, Final

from fluent.syntax import ast as ftl


def placeholders(node: Any, found: set[str]) -> set[str]:
    """Every ``$variable`` a message (or one of its attributes) uses."""
    if isinstance(node, ftl.VariableReference):
        found.add(node.id.name)
    elif isinstance(node, ftl.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                placeholders(item, found)
    return found


ENTRY_START: Final = re.compile(r"^[a-zA-Z#-]", re.MULTILINE)
"""Where an entry (a message, a term, a comment) starts: a line that starts with one of
these (Fluent's parser resumes there after a broken entry; a message's other lines are
indented, or start with ``[``, ``*``, ``.``, ``{`` or ``}``)."""
NAMED: Final = re.compile(r"(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=")
"""A message's or a term's first line: its id (a term's with its ``-``), then ``=``."""


PLAIN: Final = re.compile(r"(-?)([a-zA-Z][a-zA-Z0-9_-]*) *= *([^ \n\r{}][^\n\r{}]*)[ \n]*\Z")
"""A message (or term) of one line of plain text, and nothing after it but blank lines:
most of them (a command's name, its description)."""


def plain(written: str) -> ftl.Message | ftl.Term | None:
    """A message of one line of plain text, as Fluent's parser reads it (which takes a
    few hundred microseconds, character by character); None for any other."""
    found = PLAIN.match(written)
    if found is None:
        return None
    dash, name, text = found.groups()
    value = ftl.Pattern([ftl.TextElement(text.rstrip(" "))])
    return (
        ftl.Term(ftl.Identifier(name), value) if dash else ftl.Message(ftl.Identifier(name), value)
    )


def entry_name(entry: ftl.Message | ftl.Term) -> str:
    return ("-" if isinstance(entry, ftl.Term) else "") + entry.id.name


def references(node: Any, found: set[str]) -> set[str]:
    """Every message and term (``-name``) a message refers to."""
    if isinstance(node, ftl.MessageReference):
        found.add(node.id.name)
    elif isinstance(node, ftl.TermReference):
        found.add("-" + node.id.name)
    if isinstance(node, ftl.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                references(item, found)
    return found
