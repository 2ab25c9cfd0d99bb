"""The PostgreSQL backend on asyncpg: a pool of connections, one transaction per action.

The plans and SQL are the SQLite backend's (:mod:`.sql`); here they run on a pooled
connection inside ``BEGIN`` ... ``COMMIT`` at PostgreSQL's default isolation (read
committed), and a commit without statistics is one statement (one round trip). Several
processes may share the database:

- a whole command on a game runs under the game's advisory lock (:meth:`PostgresStore.hold`),
  so another process's command on it waits, then reads what this one did;
- every write to a game names the version it read: a second writer of the same version
  waits for the first one's row lock, then finds the version moved on and gets
  :class:`~bot.store.base.StaleVersion` ("already done");
- statistics and ratings (read, then written) are kept apart by a transaction-scoped
  advisory lock per circle;
- deadlines are claimed with ``SELECT ... FOR UPDATE SKIP LOCKED``: exactly one acts.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

import asyncpg

from .database import is_postgres_url
from .migrations import SCHEMA_VERSION, refuse_newer, statements
from .sql import SQLStore
from .sql_plans import MAX_ID, Plan, Result

T = TypeVar("T")
if TYPE_CHECKING:  # the stubs' generics do not exist at run time
    Connection = asyncpg.Connection[Any] | asyncpg.pool.PoolConnectionProxy[Any]

SCHEMA_TABLE = "ludobot_schema"
"""One row: how many migrations are applied (SQLite's ``PRAGMA user_version``)."""
MIGRATION_LOCK = (0x6C75646F, 1)
"""The advisory lock that lets one process at a time migrate. Advisory locks have two
key spaces that never meet: a game's lock is its id in the one-bigint space; the others
are pairs (ludobot's class, a number)."""
RESULTS_LOCK = 0x6C756470
"""With the circle (folded to 31 bits): one circle's statistics at a time."""
POOL_SIZE = 10


_held: ContextVar[tuple[PostgresStore, Connection] | None] = ContextVar(
    "ludobot_held_game", default=None
)
"""The connection that holds the game lock of the action running in this task: the
action's reads and commits go through it (a second connection could run the pool dry)."""

_WITH_LOG = (
    "WITH u AS ({update} RETURNING id) INSERT INTO moves "
    "(game_id, seq, actor_id, seat, action, dice, events, at) "
    "SELECT id, ?, ?, ?, ?, ?, ?, ? FROM u RETURNING game_id"
)
"""The commit and its log row in one statement, around the commit's UPDATE."""

_numbered: dict[str, str] = {}
_COUNT = re.compile(r" (\d+)$")


def numbered(sql: str) -> str:
    """The plans' ``?`` marks as PostgreSQL's ``$1``, ``$2``, ... (our SQL has no other
    question marks: no string literal or operator uses one)."""
    text = _numbered.get(sql)
    if text is None:
        parts = sql.split("?")
        text = parts[0] + "".join(f"${n}{part}" for n, part in enumerate(parts[1:], 1))
        _numbered[sql] = text
    return text


def _returns_rows(sql: str) -> bool:
    return sql.lstrip().upper().startswith("SELECT") or " RETURNING " in sql.upper()


async def run_plan(conn: Connection, plan: Plan[T]) -> T:
    """Run a plan in one transaction on ``conn`` (rolled back if anything raises)."""
    async with conn.transaction():
        try:
            sql, params = next(plan)
            while True:
                if _returns_rows(sql):
                    rows = await conn.fetch(numbered(sql), *params)
                    result = Result(len(rows), None, list(rows))
                else:
                    # The command tag ("UPDATE 1", "INSERT 0 1") ends with the row count.
                    status = await conn.execute(numbered(sql), *params)
                    found = _COUNT.search(status)
                    result = Result(int(found.group(1)) if found else 0, None, [])
                sql, params = plan.send(result)
        except StopIteration as stop:
            value: T = stop.value
            return value


async def migrate_postgres(conn: Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the migrations up to ``target`` in one transaction (PostgreSQL's DDL is
    transactional: a failed migration changes nothing); returns the version found. The
    advisory lock makes processes starting at once migrate one after the other."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *MIGRATION_LOCK)
        await conn.execute("CREATE TABLE IF NOT EXISTS ludobot_schema (version INTEGER NOT NULL)")
        found = await conn.fetchval(f"SELECT version FROM {SCHEMA_TABLE}")
        if found is None:
            found = 0
            await conn.execute(f"INSERT INTO {SCHEMA_TABLE} (version) VALUES (0)")
        refuse_newer(found)
        for version in range(found + 1, target + 1):
            for statement in statements(version, "postgres"):
                await conn.execute(statement)
        if found < target:
            await conn.execute(f"UPDATE {SCHEMA_TABLE} SET version = $1", target)
    return int(found)


async def open_postgres(
    url: str, *, schema: int = SCHEMA_VERSION, pool_size: int = POOL_SIZE
) -> PostgresStore:
    """Connect a pool to ``url`` (``postgresql://user:password@host:port/database``) and
    migrate the database. Raises :class:`~bot.store.base.SchemaTooNew` if it comes from
    a newer ludobot, and asyncpg's or the OS's error if the server cannot be reached."""
    # Every connection carries the process's name: its claims are known to be gone once
    # no session has that name (``take_back_claims``).
    claimant = f"ludobot-{secrets.token_hex(8)}"
    pool = await asyncpg.create_pool(
        url, min_size=1, max_size=pool_size, server_settings={"application_name": claimant}
    )
    try:
        async with pool.acquire() as conn:
            await migrate_postgres(conn, schema)
    except BaseException:
        await pool.close()
        raise
    return PostgresStore(pool, claimant, url)


class PostgresStore(SQLStore):
    """:class:`~bot.store.base.GameStore` on an asyncpg pool. Several processes (on
    several machines) may share one database."""

    returning_id: ClassVar[str] = " RETURNING id"
    unique_violation: ClassVar[tuple[type[BaseException], ...]] = (asyncpg.UniqueViolationError,)
    claim_select: ClassVar[str] = "SELECT id FROM games {where} FOR UPDATE SKIP LOCKED"
    commit_alone: ClassVar[tuple[str, str] | None] = ("{update} RETURNING id", _WITH_LOG)

    claims_gone: ClassVar[str] = (
        "AND claimed_by <> ? AND claimed_by NOT IN "
        "(SELECT application_name FROM pg_stat_activity WHERE application_name IS NOT NULL)"
    )

    def __init__(
        self, pool: asyncpg.Pool[Any], claimant: str = "ludobot", url: str | None = None
    ) -> None:
        self._pool = pool
        self.claimant = claimant
        self.url = url
        """Where the pool connects (the bus listens on a connection of its own)."""

    @property
    def pool(self) -> asyncpg.Pool[Any]:
        """The asyncpg pool (tests, benchmarks and ``migrate-to-postgres``)."""
        return self._pool

    async def close(self) -> None:
        await self._pool.close()

    async def __aenter__(self) -> PostgresStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def _held_connection(self) -> Connection | None:
        held = _held.get()
        return held[1] if held is not None and held[0] is self else None

    async def _run(self, plan: Plan[T]) -> T:
        conn = self._held_connection()
        if conn is not None:
            return await run_plan(conn, plan)
        async with self._pool.acquire() as conn:
            return await run_plan(conn, plan)

    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        conn = self._held_connection()
        if conn is not None:
            return list(await conn.fetch(numbered(sql), *parameters))
        return list(await self._pool.fetch(numbered(sql), *parameters))

    @asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        """The game's advisory lock (session level) on a connection of the pool, for the
        whole action. A process that dies loses its session and with it the lock."""
        if self._held_connection() is not None or not 0 <= game_id <= MAX_ID:
            yield  # an action inside an action (held), or an id that names no game
            return
        # No pg_advisory_unlock: handing the connection back runs asyncpg's reset, which
        # unlocks all (one round trip fewer per action); a reset that fails closes it.
        async with self._pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", game_id)
            token = _held.set((self, conn))
            try:
                yield
            finally:
                _held.reset(token)

    def _lock_results(self, circle: int) -> Plan[None]:
        yield "SELECT pg_advisory_xact_lock(?, ?)", (RESULTS_LOCK, circle % 2**31)


__all__ = ["PostgresStore", "is_postgres_url", "migrate_postgres", "open_postgres"]
