"""A throwaway PostgreSQL server for the tests and benchmarks: ``initdb`` and ``pg_ctl``
in a temporary folder, listening on a free port of 127.0.0.1 (and a socket in that
folder), trust authentication for the superuser ``ludobot``. One server per process,
started on first use and stopped at exit; each test gets a fresh database.

initdb refuses to run as root: as root the server runs as the ``postgres`` user (made by
the distribution's package) or else ``nobody``, through ``runuser``. Without the binaries
the PostgreSQL tests are skipped with :data:`INSTALL_HINT`.
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

INSTALL_HINT = (
    "the PostgreSQL tests need the server's binaries (initdb, pg_ctl): install them with "
    "`sudo apt-get install postgresql` (found on PATH or in /usr/lib/postgresql/*/bin); "
    "`bash .ci/run` installs them itself"
)
SUPERUSER = "ludobot"


def find_bindir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: on PATH, else the newest
    ``/usr/lib/postgresql/<version>/bin`` (Debian and Ubuntu keep them there)."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    versions = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda p: [int(x) for x in Path(p).parent.parent.name.split(".") if x.isdigit()],
    )
    return Path(versions[-1]).parent if versions else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _server_user() -> str | None:
    """Who runs the server: None for ourselves; as root another user (initdb refuses root)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            pwd.getpwnam(name)
            return name
    raise RuntimeError("running as root and no user postgres or nobody to run PostgreSQL as")


class Server:
    """One PostgreSQL server in its own folder. ``fast`` turns durability off (fsync,
    synchronous commit): right for tests that kill clients, never the server; the
    benchmarks keep the defaults."""

    def __init__(self, bindir: Path, fast: bool = True) -> None:
        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix="ludobot-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self._user = _server_user()
        self._names = itertools.count(1)
        if self._user is not None:
            entry = pwd.getpwnam(self._user)
            os.chown(self.root, entry.pw_uid, entry.pw_gid)
        self._call(
            "initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8",
            "--locale=C", "--no-sync",
        )  # fmt: skip
        options = [
            f"-p {self.port}",
            f"-k {self.root}",
            "-c listen_addresses=127.0.0.1",
            "-c max_connections=300",
        ]
        if fast:
            options += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        self._call(
            "pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60",
            "-o", " ".join(options), "start",
        )  # fmt: skip
        atexit.register(self.stop)

    def _call(self, program: str, *args: str) -> None:
        command = [str(self.bindir / program), *args]
        if self._user is not None:
            command = ["runuser", "-u", self._user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.root)
        if done.returncode != 0:
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr}{done.stdout}")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    async def create_database(self) -> str:
        """A new empty database; returns its URL."""
        import asyncpg

        name = f"t{os.getpid()}_{next(self._names)}"
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"CREATE DATABASE {name}")
        finally:
            await conn.close()
        return self.url(name)

    async def drop_database(self, url: str) -> None:
        import asyncpg

        name = url.rsplit("/", 1)[1]
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        finally:
            await conn.close()

    def stop(self) -> None:
        if self.data.exists():
            with contextlib.suppress(RuntimeError):
                self._call("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)


_server: Server | None = None
_failure: str | None = None


def server() -> Server | None:
    """This process's test server (started on first call); None without the binaries."""
    global _server, _failure
    if _server is None and _failure is None:
        bindir = find_bindir()
        if bindir is None:
            _failure = INSTALL_HINT
            return None
        _server = Server(bindir)
    return _server


def server_or_skip() -> Server:
    import pytest

    found = server()
    if found is None:
        pytest.skip(INSTALL_HINT)
    return found


@contextlib.asynccontextmanager
async def fresh_database() -> AsyncIterator[str]:
    """The URL of a new database on this process's server, dropped after (the tests'
    ``url`` fixtures); skips the test without the binaries."""
    found = server_or_skip()
    url = await found.create_database()
    try:
        yield url
    finally:
        await found.drop_database(url)
