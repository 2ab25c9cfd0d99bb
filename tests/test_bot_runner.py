"""``ludobot run`` and ``python -m bot`` without a token: how to get one, exit code 2."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.config import CHECKOUT, DEFAULT_DATABASE, Config

ROOT = Path(__file__).resolve().parents[1]
VARS = ("DISCORD_TOKEN", "LUDOBOT_DATABASE", "LUDOBOT_DEV_GUILD", "LUDOBOT_LOG_LEVEL")


@pytest.fixture
def bare_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No ludobot variables, and a working folder without a .env file."""
    for name in VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_without_a_token_it_says_how_to_get_one(
    bare_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and "Developer Portal" in err and "Reset Token" in err


def test_sync_without_a_token_says_how_to_get_one_too(
    bare_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["sync"]) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err


def test_settings_come_from_a_dotenv_file(bare_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (bare_env / ".env").write_text(
        "DISCORD_TOKEN=abc\nLUDOBOT_DEV_GUILD=123\nLUDOBOT_LOG_LEVEL=debug\n"
    )
    monkeypatch.setenv("LUDOBOT_DATABASE", "/tmp/x.sqlite3")  # the environment wins
    try:
        config = Config.from_env()
    finally:
        for name in VARS:
            os.environ.pop(name, None)
    assert config == Config("abc", Path("/tmp/x.sqlite3"), 123, "DEBUG")


def test_a_bad_dev_guild_is_refused(bare_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("LUDOBOT_DEV_GUILD", "my-server")
    assert main(["run"]) == 2


def test_the_database_has_a_default(bare_env: Path) -> None:
    # Without a .env file: in the checkout the bot runs from, whatever the working folder.
    assert Config.from_env(dotenv=False).database == CHECKOUT / Path(DEFAULT_DATABASE)


def test_python_dash_m_bot_runs_the_same_command(bare_env: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in VARS}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=bare_env, env=env, capture_output=True, timeout=60
    )
    assert done.returncode == 2 and b"DISCORD_TOKEN" in done.stderr


PASSWORD = "p$w #1@ x$HOME"
"""A password with every character that .env files trip on: ``$`` (substitution), `` #``
(a comment in unquoted values), ``@`` (a URL's user part) and spaces."""


@pytest.mark.parametrize("where", ["environment", "dotenv"])
def test_a_password_reads_the_same_from_dotenv_and_the_environment(
    bare_env: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """Written in single quotes in .env, as the README says (Compose reads single quotes
    literally too), it reaches PGPASSWORD as it is from the environment."""
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.delenv("PGPASSWORD", raising=False)
    if where == "environment":
        monkeypatch.setenv("PGPASSWORD", PASSWORD)
    else:
        (bare_env / ".env").write_text(f"PGPASSWORD='{PASSWORD}'\n")
    try:
        Config.from_env()
        assert os.environ["PGPASSWORD"] == PASSWORD
    finally:
        os.environ.pop("PGPASSWORD", None)


def test_the_examples_write_passwords_in_single_quotes() -> None:
    root = Path(__file__).resolve().parents[1]
    example = (root / ".env.example").read_text()
    assert re.search(r"^#POSTGRES_PASSWORD='.*'$", example, flags=re.M)
    assert re.search(r"^#PGPASSWORD='.*'$", example, flags=re.M)
