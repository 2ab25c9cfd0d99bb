"""Text as people type it, read one way everywhere (rules, presets, settings, levels,
numbers), and shown back visibly when it is refused.

Reading: Unicode's compatibility normalisation (NFKC: full-width letters, ligatures and
superscript digits become the plain ones), then format characters (zero-width spaces,
direction marks and overrides, the byte order mark) and control characters (NUL) are
dropped, a tab or a line break is a space, and a digit of any script is its ASCII digit
(``٣٠`` is ``30``). Showing: a refusal repeats what was read with every character
outside printable ASCII written as an escape (a Cyrillic ``с`` shows as ``\\u0441``), and
names nothing typed as such instead of a blank.
"""

from __future__ import annotations

import unicodedata


def cleaned(text: str) -> str:
    """``text`` read the one way the bot reads typed text.

    >>> cleaned("\\u200bCapture=no\\u200b"), cleaned("war_rounds=\\u0663\\u0660")
    ('Capture=no', 'war_rounds=30')
    >>> cleaned("\\uff46\\uff49\\uff41")
    'fia'
    >>> cleaned("a\\x00b\\tc\\u202e")
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
    return "".join(out).strip()


def number(text: str) -> int | None:
    """A whole number typed in any script's digits (None: not one).

    >>> number(" \\u0663 "), number("3"), number("-1"), number("three")
    (3, 3, None, None)
    """
    read = cleaned(text)
    return int(read) if read.isascii() and read.isdigit() else None


def visible(text: str) -> str:
    """``text`` with each character outside printable ASCII written as an escape.

    >>> visible("\\u0441apture"), visible("no")
    ('\\\\u0441apture', 'no')
    """
    return "".join(ch if " " <= ch <= "~" else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"
