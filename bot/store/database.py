"""Which backend a ``LUDOBOT_DATABASE`` value names: a ``postgresql://`` URL opens
PostgreSQL (through asyncpg), anything else is the path of an SQLite file.

A URL is checked before it is used (:func:`readable_url`): a password with ``@``, ``/``,
``:``, ``#`` or ``?`` written as it is makes a URL that means something else (another
host, a path, a fragment), and asyncpg's error would then point the wrong way ("Name or
service not known"). Such characters must be percent-encoded, or the password given
apart in ``PGPASSWORD`` (asyncpg reads it when the URL has none).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

if TYPE_CHECKING:
    from .sql import SQLStore

URL_SCHEMES = ("postgresql://", "postgres://")


def is_postgres_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(URL_SCHEMES)


async def open_database(target: str | Path) -> SQLStore:
    """Open (and migrate) the database ``target`` names. Each backend is imported when
    it is opened: a bot on SQLite never loads asyncpg (a tenth of its start)."""
    if is_postgres_url(target):
        from .postgres import open_postgres

        return await open_postgres(str(target))
    from .sqlite import open_store

    return await open_store(Path(target))


def readable_url(url: str) -> bool:
    """Whether a PostgreSQL URL means what it says: no unencoded ``@``, ``/``, ``:``,
    ``#`` or ``?`` in its user name or password moved its host, path or fragment.

    >>> readable_url("postgresql://bot:s%40cret@db:5432/ludobot")
    True
    >>> readable_url("postgresql://bot@db/ludobot")  # the password in PGPASSWORD
    True
    >>> readable_url("postgresql://odd:p@ss/w:rd#1@localhost/ludobot")
    False
    """
    parts = urlsplit(url)
    if "#" in url or parts.netloc.count("@") > 1 or "@" in parts.path or "@" in parts.query:
        return False
    try:
        parts.port  # noqa: B018 (raises for a port that is not a number)
    except ValueError:
        return False
    return True


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


__all__ = ["is_postgres_url", "open_database", "readable_url", "redacted"]
