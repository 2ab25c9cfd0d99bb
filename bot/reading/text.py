"""The one rule by which the bot reads what people type, whatever they type it into.

Unicode's compatibility normalisation (NFKC: full-width letters, ligatures and
superscript digits become the plain ones), then format characters (zero-width spaces,
direction marks and overrides, the byte order mark) and control characters (NUL) are
dropped, a tab or a line break is a space, a digit of any script is its ASCII digit
(``٣٠`` is ``30``), the spaces around are trimmed and letters are lower case. Every
word the bot takes (a preset, an option and its value, a colour, a level, a pace, a
setting and its value) is compared in that form; a refusal repeats what was read,
visibly (:func:`bot.core.notes.echo`).
"""

from __future__ import annotations

import unicodedata

from bot.core import Refused
from bot.core.notes import echo


def normal(text: str) -> str:
    """``text`` read the one way the bot reads typed text.

    >>> normal("\\u200bCapture=No\\u200b"), normal("war_rounds=\\u0663\\u0660")
    ('capture=no', 'war_rounds=30')
    >>> normal("\\uff26\\uff49\\uff41")
    'fia'
    >>> normal("a\\x00b\\tc\\u202e")
    'ab c'
    """
    out = []
    for ch in unicodedata.normalize("NFKC", text):
        kind = unicodedata.category(ch)
        if kind == "Cf":
            continue
        if kind in ("Cc", "Zl", "Zp"):
            if ch.isspace():
                out.append(" ")
            continue
        if kind == "Nd":
            ch = str(unicodedata.decimal(ch))
        out.append(ch)
    return "".join(out).strip().lower()


def number(text: str) -> int | None:
    """A whole number typed in any script's digits (None: not one).

    >>> number(" \\u0663 "), number("3"), number("-1"), number("three")
    (3, 3, None, None)
    """
    read = normal(text)
    return int(read) if read.isascii() and read.isdigit() else None


def whole(value: object, option: str, low: int, high: int | None) -> int | None:
    """A whole number an edge received for ``option`` (None: not given), from ``low`` to
    ``high``: a client may check the type and the range, but a payload does not have to
    come from it, and digits sent as text are read as typed text is (``"٣"`` is 3).
    Anything else is refused (``bad_input``).

    >>> whole("\\u0663", "seat", 1, 6), whole(None, "seat", 1, 6)
    (3, None)
    """
    if value is None:
        return None
    if isinstance(value, str):
        read = number(value)
        value = read if read is not None else value
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or value < low
        or (high is not None and value > high)
    ):
        raise Refused("bad_input", option=option, why=echo(str(value)[:60]))
    return value
