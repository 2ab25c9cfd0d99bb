"""Every command's exit codes, written once: each command's ``--help`` shows its row of
this table (:func:`epilog`), the README lists the same table, and a test compares them
with each other and with what the commands return.

A code means the same in every command where it appears: 0 done, 1 the command's check
said no (nothing changed), 2 something to fix by hand (an option, a setting, the token, a
file), 3 Discord could not be reached, 4 the database could not be opened, 5 the database
is from a newer ludobot. A service manager may restart on 3 and 4; 2 and 5 need a person.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

OK: Final = 0
SAID_NO: Final = 1
FIX_BY_HAND: Final = 2
DISCORD_UNREACHABLE: Final = 3
DATABASE_UNAVAILABLE: Final = 4
DATABASE_TOO_NEW: Final = 5

_START: Final = {
    FIX_BY_HAND: "a setting or the token refused",
    DISCORD_UNREACHABLE: "Discord unreachable",
    DATABASE_UNAVAILABLE: "the database cannot be opened",
    DATABASE_TOO_NEW: "the database is from a newer ludobot: upgrade ludobot",
}

EXIT_CODES: Final[Mapping[str, Mapping[int, str]]] = {
    "run": {OK: "stopped (Ctrl+C or SIGTERM)", **_START},
    "sync": {OK: "sent", **_START},
    "health": {
        OK: "healthy",
        SAID_NO: "not connected, the database not answering, or the bus cut too long",
    },
    "simulate": {OK: "played", FIX_BY_HAND: "an option refused"},
    "demo": {OK: "written", FIX_BY_HAND: "an option refused, or a folder that cannot be written"},
    "verify": {
        OK: "every roll holds",
        SAID_NO: "a roll does not hold",
        FIX_BY_HAND: "the file cannot be read as an export",
    },
    "migrate-to-postgres": {
        OK: "copied and counted",
        SAID_NO: "not copied (PostgreSQL left as it was)",
        FIX_BY_HAND: "a URL that is not PostgreSQL's, or a file that is not there",
    },
}
"""Command -> exit code -> what it means."""


def epilog(command: str) -> str:
    """The line a command's ``--help`` ends with (``\\b`` keeps click from rewrapping).

    >>> print(epilog("health").splitlines()[1])
    Exit codes: 0 healthy; 1 not connected, the database not answering, or the bus cut too long.
    """
    codes = EXIT_CODES[command]
    return "\b\nExit codes: " + "; ".join(f"{c} {m}" for c, m in sorted(codes.items())) + "."
