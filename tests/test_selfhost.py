"""The traps a self-hoster met (issue 29), through the settings and the command line:

- a relative database is read from the folder of the ``.env`` file that names it (or of
  the checkout), never from the folder the bot happens to start in;
- in the image (``LUDOBOT_VOLUME``) a database off the volume is refused, with nothing made;
- a PostgreSQL URL that cannot be read is refused at once, and no log or failure line
  shows any part of its password;
- a token of the wrong shape is refused at once, without trying Discord;
- ``make run`` installs only the runtime lock; a ``.venv`` of another Python is made again.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.cli import main
from bot.config import CHECKOUT, Config, url_problem
from bot.startup import Problem, check_database
from bot.store.database import redacted

ROOT = Path(__file__).resolve().parents[1]
VARS = (
    "DISCORD_TOKEN",
    "LUDOBOT_DATABASE",
    "LUDOBOT_DEV_GUILD",
    "LUDOBOT_LOG_LEVEL",
    "LUDOBOT_SHARD_COUNT",
    "LUDOBOT_SHARD_IDS",
    "LUDOBOT_VOLUME",
)
TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAw.GaBcDe.not-a-real-token-only-its-shape"
ODD = "p@ss/w:rd#1"
"""A password with every character that breaks a URL written as it is."""


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """No ludobot variables; whatever a .env file sets is removed again afterwards."""
    for name in VARS:
        monkeypatch.delenv(name, raising=False)
    before = dict(os.environ)
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    for name in set(os.environ) - set(before):
        del os.environ[name]


def fragments(secret: str) -> list[str]:
    """Every piece of ``secret`` of three characters or more."""
    return [secret[i:j] for i in range(len(secret)) for j in range(i + 3, len(secret) + 1)]


def test_a_relative_database_in_dotenv_is_read_from_its_folder(
    env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (env / ".env").write_text("LUDOBOT_DATABASE=./data/games.sqlite3\n")
    deeper = env / "sub" / "deeper"
    deeper.mkdir(parents=True)
    monkeypatch.chdir(deeper)
    assert Config.from_env().database == env / "data" / "games.sqlite3"


def test_the_default_database_is_beside_the_dotenv_file(
    env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (env / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\n")
    (env / "sub").mkdir()
    monkeypatch.chdir(env / "sub")
    assert Config.from_env().database == env / "data" / "ludobot.sqlite3"


def test_without_dotenv_the_default_is_in_the_checkout(env: Path) -> None:
    assert Config.from_env().database == CHECKOUT / "data" / "ludobot.sqlite3"


def test_a_relative_path_given_in_the_environment_is_read_as_a_shell_would(
    env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (env / ".env").write_text("LUDOBOT_DATABASE=./data/from-dotenv.sqlite3\n")
    monkeypatch.setenv("LUDOBOT_DATABASE", "mine.sqlite3")  # the environment wins
    (env / "sub").mkdir()
    monkeypatch.chdir(env / "sub")
    assert Config.from_env().database == env / "sub" / "mine.sqlite3"
    assert Config.from_env(database="x.sqlite3").database == env / "sub" / "x.sqlite3"


def test_run_from_a_subfolder_opens_the_dotenv_database_and_logs_where(env: Path) -> None:
    """The real command in a child: started in sub/deeper with the .env file above it,
    it opens (creates) ./data/ludobot.sqlite3 beside the .env file and says where; no
    empty database appears in the subfolder."""
    (env / ".env").write_text(
        f"DISCORD_TOKEN={TOKEN}\nLUDOBOT_DATABASE=./data/ludobot.sqlite3\nLUDOBOT_LOG_LEVEL=INFO\n"
    )
    deeper = env / "sub" / "deeper"
    deeper.mkdir(parents=True)
    child_env = {k: v for k, v in os.environ.items() if k not in VARS}
    child_env["PYTHONPATH"] = str(ROOT)
    # Port 9 of 127.0.0.1 refuses: the bot gives up after the database was opened.
    refused = "http://127.0.0.1:9/api/v10"
    done = subprocess.run(
        [sys.executable, "-m", "tests.startup_child", refused, "run", "--retries", "1"],
        cwd=deeper,
        env=child_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 3 and "Traceback" not in done.stderr
    expected = env / "data" / "ludobot.sqlite3"
    assert expected.is_file() and not (deeper / "data").exists()
    assert str(expected) in done.stderr  # the absolute path, in the start-up log


def test_in_the_image_a_database_off_the_volume_is_refused(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    volume = env / "volume"
    volume.mkdir()
    monkeypatch.setenv("LUDOBOT_VOLUME", str(volume))
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    # .env.example's line for `make run`, passed into the container by compose.
    monkeypatch.setenv("LUDOBOT_DATABASE", "./data/ludobot.sqlite3")
    started = time.monotonic()
    assert main(["run"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(volume) in err
    assert str(env / "data" / "ludobot.sqlite3") in err
    assert not (env / "data").exists() and time.monotonic() - started < 10
    # The image's own setting is on the volume.
    monkeypatch.setenv("LUDOBOT_DATABASE", str(volume / "ludobot.sqlite3"))
    assert Config.from_env(dotenv=False).database == volume / "ludobot.sqlite3"
    # PostgreSQL: the heartbeat goes on the volume.
    monkeypatch.setenv("LUDOBOT_DATABASE", "postgresql://bot@db/ludobot")
    assert Config.from_env(dotenv=False).database.parent == volume


def test_a_password_that_breaks_the_url_is_refused_without_showing_it(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"postgresql://odd:{ODD}@localhost:5432/ludobot"
    assert url_problem(url) is not None
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("LUDOBOT_DATABASE", url)
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "%40" in err and "PGPASSWORD" in err
    assert not [piece for piece in fragments(ODD) if piece in err]
    assert main(["migrate-to-postgres", str(ROOT / "README.md"), url]) == 2
    err = capsys.readouterr().err
    assert not [piece for piece in fragments(ODD) if piece in err]


@pytest.mark.parametrize(
    "url",
    [
        f"postgresql://odd:{ODD}@localhost/ludobot",
        "postgresql://odd:p%40ss%2Fw%3Ard%231@localhost:5432/ludobot",
        "postgresql://u:s3cr:et@db/ludobot",
        "postgresql://u:s3cret@db:5432/ludobot?sslmode=require",
    ],
)
def test_the_whole_password_is_masked(url: str) -> None:
    secret = url.split("://", 1)[1].rsplit("@", 1)[0].split(":", 1)[1]
    shown = redacted(url)
    assert "***" in shown and not [p for p in fragments(secret) if p in shown]
    assert shown.endswith(url.rsplit("@", 1)[1])  # the host and database still show


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_a_postgres_that_cannot_be_reached_is_named_as_postgres() -> None:
    failure = await check_database(f"postgresql://bot:s3cret-pw@127.0.0.1:{free_port()}/ludobot")
    assert failure is not None and failure.problem is Problem.POSTGRES
    assert failure.exit_code == 4
    line = failure.line()
    assert "s3cret" not in line and "\n" not in line and "writable" not in line


@pytest.mark.parametrize("token", ["abc", "your-bot-token", "Bot " + TOKEN])
def test_a_token_of_the_wrong_shape_is_refused_at_once(
    token: str, env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", token)
    monkeypatch.setenv("LUDOBOT_DATABASE", str(env / "db.sqlite3"))
    started = time.monotonic()
    for command in (["run"], ["sync"]):
        assert main(command) == 2
        (line,) = capsys.readouterr().err.strip().splitlines()
        assert "[token-malformed]" in line
    assert time.monotonic() - started < 5
    assert not (env / "db.sqlite3").exists()  # nothing was opened or tried


def make_dry(target: str, venv: Path, *extra: str) -> str:
    """What ``make TARGET`` would run with this .venv folder (``make -n``: nothing runs)."""
    done = subprocess.run(
        ["make", "-n", target, f"VENV={venv}", *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_make_run_installs_the_runtime_lock_only(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    run = make_dry("run", venv)
    assert "-r requirements.lock" in run and "requirements-dev.lock" not in run
    test = make_dry("test", venv)
    assert "-r requirements-dev.lock" in test
    for commands in (run, test):
        # pip and the build backend pinned; the project installed without a download.
        assert re.search(r"pip install -q pip==\d+\.\d+", commands)
        assert "--upgrade pip" not in commands
        assert "--require-hashes -r requirements-build.lock" in commands
        assert "--no-build-isolation -e ." in commands


def test_a_venv_made_by_another_python_is_made_again(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    (stamp,) = re.findall(r"touch (\S+/\.made-by-\w+)", make_dry("run", venv))
    venv.mkdir()
    (venv / ".made-by-0123456789ab").touch()  # another interpreter's record
    assert "-m venv" in make_dry("run", venv)
    # Made by this one, with the runtime set installed after the locks were written.
    later = time.time() + 60
    for made in (Path(stamp), venv / ".runtime"):
        made.touch()
        os.utime(made, (later, later))
    commands = make_dry("run", venv)
    assert "-m venv" not in commands and "pip install" not in commands
