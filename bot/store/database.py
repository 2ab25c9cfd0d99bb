"""Which backend a ``LUDOBOT_DATABASE`` value names: a ``postgresql://`` URL opens
PostgreSQL (through asyncpg), anything else is the path of an SQLite file.

A URL is checked before it is used: a password with ``@``, ``/``, ``:``, ``#`` or ``?``
written as it is makes a URL that means something else (another host, a path, a
fragment), and asyncpg's error would then point the wrong way ("Name or service not
known"). Such characters must be percent-encoded, or the password given apart in
``PGPASSWORD`` (asyncpg reads it when the URL has none).
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from .postgres import is_postgres_url, open_postgres
from .sql import SQLStore
from .sqlite import open_store

ENCODING_HELP = (
    "write @ / : # ? % in the user name or password percent-encoded (@ as %40, / as %2F, "
    ": as %3A, # as %23, ? as %3F, % as %25), or leave the password out of the URL and "
    "set PGPASSWORD"
)


async def open_database(target: str | Path) -> SQLStore:
    """Open (and migrate) the database ``target`` names."""
    if is_postgres_url(target):
        return await open_postgres(str(target))
    return await open_store(Path(target))


def url_problem(url: str) -> str | None:
    """What is wrong with a PostgreSQL URL (its password never shown), or None.

    >>> url_problem("postgresql://bot:s%40cret@db:5432/ludobot") is None
    True
    >>> url_problem("postgresql://bot@db/ludobot") is None  # the password in PGPASSWORD
    True
    >>> print(url_problem("postgresql://odd:p@ss/w:rd#1@localhost/ludobot"))  # doctest: +ELLIPSIS
    the URL postgresql://***@localhost/ludobot cannot be read: write @ / : # ...
    """
    parts = urlsplit(url)
    broken = "#" in url or parts.netloc.count("@") > 1 or "@" in parts.path or "@" in parts.query
    if not broken:
        try:
            parts.port  # noqa: B018 (raises for a port that is not a number)
        except ValueError:
            broken = True
    return f"the URL {redacted(url)} cannot be read: {ENCODING_HELP}" if broken else None


def redacted(target: str) -> str:
    """A database fit for logs: a URL's whole password replaced by ``***`` (and, in a URL
    that cannot be taken apart, everything before its host).

    >>> redacted("postgresql://bot:s3cret@db:5432/ludobot")
    'postgresql://bot:***@db:5432/ludobot'
    >>> redacted("postgresql://odd:p@ss/w:rd#1@localhost/ludobot")
    'postgresql://***@localhost/ludobot'
    >>> redacted("./data/ludobot.sqlite3")
    './data/ludobot.sqlite3'
    """
    if not is_postgres_url(target):
        return target
    scheme, _, rest = target.partition("://")
    if "@" not in rest:
        return target
    parts = urlsplit(target)
    if rest.count("@") == 1 and "#" not in rest and "@" in parts.netloc:
        if parts.password is None:
            return target
        host = parts.netloc.rpartition("@")[2]
        return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))
    # Not one URL: the password may run anywhere up to the last "@".
    return f"{scheme}://***@{rest.rpartition('@')[2]}"


__all__ = ["ENCODING_HELP", "is_postgres_url", "open_database", "redacted", "url_problem"]
