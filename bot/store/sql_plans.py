"""A write as a *plan*, and the base that the SQL backends run plans on.

A plan is a generator that yields ``(sql, parameters)`` (``?`` marks a parameter) and
receives each statement's :class:`Result`; a backend runs the whole plan in one
transaction (:meth:`PlanRunner._run`) and reads with :meth:`PlanRunner._fetch`. Every
method of the store is written once on these two, in :mod:`.sql_games`,
:mod:`.sql_stats` and :mod:`.sql_settings`.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")

MAX_ID = 2**63 - 1
"""A 64-bit integer: a larger id (typed or forged) names no row."""


@dataclass(slots=True)
class Result:
    """What a plan gets back for each statement."""

    rowcount: int
    lastrowid: int | None
    rows: list[Any]


Statement = tuple[str, Sequence[Any]]
Plan = Generator[Statement, Result, T]


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def decode_text(raw: bytes) -> str:
    """Text columns; bytes that are not UTF-8 (a damaged row) must not stop a query."""
    try:
        return raw.decode()
    except UnicodeDecodeError:
        return raw.decode(errors="replace")


class PlanRunner(ABC):
    """Runs plans and queries on one backend's connection(s)."""

    @abstractmethod
    async def _run(self, plan: Plan[T]) -> T:
        """Run ``plan`` in one transaction (rolled back if anything raises)."""

    @abstractmethod
    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query."""

    def _lock_results(self, circle: int) -> Plan[None]:
        """Keeps two transactions from updating one circle's statistics and ratings at
        once (they read, then write): nothing where a write transaction already
        excludes every other one (SQLite)."""
        yield from ()
