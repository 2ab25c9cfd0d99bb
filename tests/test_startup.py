"""Start-up failures against servers on 127.0.0.1 that refuse, hang, drop, fail or reject
the token; a broken database; and a healthy start that the health check sees.

Each failure must end in exactly one line with its code and a documented exit code, after
one logged retry per further attempt, and never a traceback.
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import aiohttp
import discord
import pytest

from bot import exit_codes
from bot.app import discord_bot
from bot.bot import LudoBot
from bot.config import Config
from bot.health import Health, check, heartbeat_path
from bot.health_bus import bus_lines
from bot.startup import Failure, Problem, network_failure, serve
from bot.store.migrations import SCHEMA_VERSION
from tests.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[1]
VARS = ("DISCORD_TOKEN", "LUDOBOT_DATABASE", "LUDOBOT_DEV_GUILD", "LUDOBOT_LOG_LEVEL")
TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAw.GaBcDe.not-a-real-token-only-its-shape"
"""A token of the right shape (three base64url parts): Discord, here a stand-in, judges it."""


def child_env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in VARS}
    env.update(
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN=TOKEN,
        LUDOBOT_DATABASE=str(tmp / "db.sqlite3"),
        LUDOBOT_LOG_LEVEL="WARNING",
    )
    return env


def run_child(base: str, tmp: Path, *args: str, command: str = "run") -> tuple[int, list[str]]:
    env = child_env(tmp)
    done = subprocess.run(
        [sys.executable, "-m", "tests.startup_child", base, command, *args],
        cwd=tmp,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, done.stderr.splitlines()


def codes(lines: list[str]) -> list[str]:
    """The problem code of every line that has one."""
    return [line.split("[", 1)[1].split("]", 1)[0] for line in lines if "[" in line]


@contextmanager
def listener(behaviour: str) -> Iterator[str]:
    """A TCP server on 127.0.0.1 that ``hang``s (accepts, never answers) or ``drop``s
    (reads the request, closes without a word); yields its API base address."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    server.settimeout(0.1)
    held: list[socket.socket] = []
    stop = threading.Event()

    def serve_forever() -> None:
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            if behaviour == "drop":
                conn.recv(65536)
                conn.close()
            else:
                held.append(conn)

    thread = threading.Thread(target=serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.getsockname()[1]}/api/v10"
    finally:
        stop.set()
        thread.join()
        for conn in held:
            conn.close()
        server.close()


@contextmanager
def http_server(gateway_status: int, me_status: int) -> Iterator[str]:
    """A small HTTP server: ``/gateway`` and ``/users/@me`` answer with these statuses."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            status = gateway_status if self.path.endswith("/gateway") else me_status
            body = json.dumps({"message": "test", "code": 0, "url": "ws://127.0.0.1:9"})
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/api/v10"
    finally:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    """A port nobody listens on: connections to it are refused."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_refused_connection_is_retried_then_one_line_and_exit_3(tmp_path: Path) -> None:
    code, lines = run_child(f"http://127.0.0.1:{free_port()}/api/v10", tmp_path, "--retries", "3")
    assert code == 3
    # Two logged retries, then the one final line.
    assert codes(lines) == [Problem.REFUSED] * 3
    assert lines[-1].startswith("ludobot: cannot start [discord-refused]")


def test_a_server_that_never_answers_times_out(tmp_path: Path) -> None:
    with listener("hang") as base:
        start = time.monotonic()
        code, lines = run_child(base, tmp_path, "--retries", "2", "--timeout", "0.5")
    assert code == 3 and codes(lines) == [Problem.TIMEOUT] * 2
    assert time.monotonic() - start < 30  # not discord.py's 300 s


def test_a_dropped_connection_is_named(tmp_path: Path) -> None:
    with listener("drop") as base:
        code, lines = run_child(base, tmp_path, "--retries", "1")
    assert code == 3 and codes(lines) == [Problem.DROPPED]


def test_a_server_error_is_retried(tmp_path: Path) -> None:
    with http_server(503, 503) as base:
        code, lines = run_child(base, tmp_path, "--retries", "2")
    assert code == 3 and codes(lines) == [Problem.SERVER_ERROR] * 2


def test_a_refused_token_is_not_retried(tmp_path: Path) -> None:
    with http_server(200, 401) as base:
        code, lines = run_child(base, tmp_path, "--retries", "5")
    assert code == 2 and codes(lines) == [Problem.TOKEN_REFUSED]
    # The bot was made (it logged in): discord.py's voice warnings are silenced.
    assert not any("PyNaCl" in line or "davey" in line for line in lines)


def test_a_database_that_cannot_be_opened_exits_4_before_any_network(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("")
    # Port 9 on 127.0.0.1: were the network tried, the code would be discord-refused.
    code, lines = run_child(
        "http://127.0.0.1:9/api/v10", tmp_path, "--database", str(tmp_path / "a-file" / "db")
    )
    assert code == 4 and codes(lines) == [Problem.DATABASE]


def test_a_database_from_a_newer_ludobot_has_its_own_code_and_exit(tmp_path: Path) -> None:
    """Not "check that the folder is writable" with the database's exit code, which a
    service manager restarts for ever: its own code, an exit a unit does not restart
    (``RestartPreventExitStatus``), and the versions in the line."""
    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        db.execute("PRAGMA user_version = 999")
    code, lines = run_child("http://127.0.0.1:9/api/v10", tmp_path)
    assert code == exit_codes.DATABASE_TOO_NEW == 5
    assert codes(lines) == [Problem.DATABASE_TOO_NEW]
    assert "999" in lines[0] and str(SCHEMA_VERSION) in lines[0]


def test_dns_failures_are_told_apart() -> None:
    """Built, not looked up: a test never asks a real resolver."""
    gai = socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    key = aiohttp.client_reqrep.ConnectionKey("discord.com", 443, True, True, None, None, None)
    dns = aiohttp.ClientConnectorDNSError(key, gai)
    failure = network_failure(dns, 20)
    assert isinstance(failure, Failure) and failure.problem is Problem.DNS
    assert failure.exit_code == 3
    assert network_failure(ValueError("not a network error"), 20) is None


async def test_a_healthy_start_is_seen_by_the_health_check(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    config = Config("fake-token", database, None, "INFO")
    bots: list[LudoBot] = []

    async def make_bot(config: Config) -> LudoBot:
        bots.append(await discord_bot(config.database, computer_pause=0))
        return bots[-1]

    async with FakeDiscord() as fd:
        task = asyncio.create_task(serve(config, 1, 5, make_bot))
        await fd.wait_ready()
        await bots[0].wait_until_ready()
        for _ in range(100):  # the heartbeat is written as on_ready runs
            if check(database, 60, time.time())[0] is Health.OK:
                break
            await asyncio.sleep(0.05)
        assert check(database, 60, time.time())[0] is Health.OK
        assert check(database, 60, time.time() + 120)[0] is Health.STALE
        # The heartbeat carries the requests by kind and those that waited for the pace.
        beat = json.loads(heartbeat_path(database).read_text(encoding="utf-8"))
        assert set(beat["requests"]) == {"global", "token", "invalid", "waited"}
        assert beat["requests"]["global"] >= 1  # the log-in, at least
        # SQLite: one process, no bus, and the health output says so in one line.
        assert beat["bus"] is None and bots[0].service.bus_figures is None
        assert len(bus_lines(beat, time.time())) == 1
        await bots[0].close()
        assert await asyncio.wait_for(task, 10) is None
    # Stopped: said at once, not after the heartbeat goes stale.
    assert check(database, 60, time.time())[0] is Health.STOPPED


def test_health_without_a_running_bot(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    assert check(database, 60, time.time())[0] is Health.NO_HEARTBEAT
    heartbeat_path(database).write_text(json.dumps({"time": time.time(), "connected": True}))
    # Connected, but the database file is gone.
    assert check(database, 60, time.time())[0] is Health.DATABASE


@pytest.mark.parametrize("argv", [["run"], ["health"]])
def test_commands_exit_with_documented_codes_from_the_cli(
    argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.cli import main

    for name in VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(argv) == (2 if argv == ["run"] else 1)


async def test_slash_commands_refused_by_discord_is_one_line_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """LUDOBOT_DEV_GUILD names a server the bot is not in: Discord answers the command
    registration with 403 Missing Access."""

    class Reply:
        status, reason = 403, "Forbidden"

    async def refused(*args: object, **kwargs: object) -> None:
        raise discord.Forbidden(Reply(), {"code": 50001, "message": "Missing Access"})

    monkeypatch.setattr(discord.app_commands.CommandTree, "sync", refused)
    config = Config("fake-token", tmp_path / "db.sqlite3", 1234, "INFO")
    async with FakeDiscord():
        failure = await serve(config, 3, 5)
    assert failure is not None and failure.problem is Problem.FORBIDDEN
    assert failure.exit_code == 2 and "\n" not in failure.line()


@pytest.mark.parametrize(
    "error",
    [
        ConnectionResetError(104, "Connection reset by peer"),
        aiohttp.ClientOSError(errno.ECONNRESET, "Connection reset by peer"),
    ],
)
def test_a_connection_reset_at_once_is_a_dropped_one(error: OSError) -> None:
    key = aiohttp.client_reqrep.ConnectionKey("discord.com", 443, True, True, None, None, None)
    for exc in (error, aiohttp.ClientConnectorError(key, error)):
        failure = network_failure(exc, 20)
        assert failure is not None and failure.problem is Problem.DROPPED


def test_sync_fails_as_run_does_in_one_line(tmp_path: Path) -> None:
    code, lines = run_child(
        f"http://127.0.0.1:{free_port()}/api/v10", tmp_path, "--retries", "2", command="sync"
    )
    assert code == 3 and codes(lines) == [Problem.REFUSED] * 2
    assert lines[-1].startswith("ludobot: cannot start [discord-refused]")
    with http_server(200, 401) as base:
        code, lines = run_child(base, tmp_path, command="sync")
    assert code == 2 and codes(lines) == [Problem.TOKEN_REFUSED]
    assert not any("PyNaCl" in line or "davey" in line for line in lines)


async def test_sync_sends_the_commands_and_exits_0(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.startup_child",
            f"{fd.base_url}/api/v10",
            "sync",
            cwd=tmp_path,
            env=child_env(tmp_path),
            stderr=asyncio.subprocess.PIPE,
        )
        _, err = await asyncio.wait_for(child.communicate(), 60)
        assert child.returncode == 0 and b"Traceback" not in err
        assert "ludo" in fd.commands


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_a_stop_signal_stops_the_bot_cleanly_with_exit_0(
    tmp_path: Path, sig: signal.Signals
) -> None:
    """systemd, Kubernetes and ``docker stop`` send SIGTERM, Ctrl+C SIGINT: the bot
    closes the same way (the store closed: SQLite folds its write-ahead log back into the
    file on the last close, so no ``-wal`` file is left), logs which signal came, the
    exit code is 0, and the health check says at once that it stopped."""
    database = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann = fd.add_user(81, "Ann")
        env = child_env(tmp_path) | {"LUDOBOT_TEST_GATEWAY": fd.ws_url, "LUDOBOT_LOG_LEVEL": "INFO"}
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.startup_child",
            f"{fd.base_url}/api/v10",
            "run",
            cwd=tmp_path,
            env=env,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            await fd.wait_for(lambda: fd.connected and "ludo" in str(fd.commands), timeout=30)
            await fd.answered(await fd.slash("ludo new", ann))
            assert Path(f"{database}-wal").exists()  # the open store's log
            for _ in range(200):  # the child writes its heartbeat as on_ready runs
                if check(database, 60, time.time())[0] is Health.OK:
                    break
                await asyncio.sleep(0.05)
            assert check(database, 60, time.time())[0] is Health.OK
            child.send_signal(sig)
            _, err = await asyncio.wait_for(child.communicate(), 30)
        finally:
            if child.returncode is None:
                child.kill()
                await child.wait()
    assert child.returncode == 0 and b"Traceback" not in err
    said = [line for line in err.decode().splitlines() if f"{sig.name}" in line]
    assert len(said) == 1 and said[0].split()[2:4] == ["INFO", "ludobot"]
    assert not Path(f"{database}-wal").exists()
    assert check(database, 60, time.time())[0] is Health.STOPPED
    with sqlite3.connect(database) as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (1,)


def test_health_says_stopped_when_the_bot_was_killed(tmp_path: Path) -> None:
    """A heartbeat whose process is gone (SIGKILL: no last word) is a stopped bot, not
    one that is "not connected" until the heartbeat goes stale."""
    database = tmp_path / "db.sqlite3"
    sqlite3.connect(database).close()
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True
    )
    gone = int(done.stdout)
    beat = {"time": time.time(), "connected": False, "pid": gone, "host": socket.gethostname()}
    heartbeat_path(database).write_text(json.dumps(beat))
    assert check(database, 60, time.time())[0] is Health.STOPPED
    # Another machine's bot (a shared folder): its process cannot be looked up here.
    heartbeat_path(database).write_text(json.dumps(beat | {"host": "elsewhere"}))
    assert check(database, 60, time.time())[0] is Health.DISCONNECTED
