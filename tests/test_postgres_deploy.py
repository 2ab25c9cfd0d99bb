"""The shards' deployment (docker-compose.postgres.yml) read as compose would, and the
settings each of its processes gets (no Docker engine runs here)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.config import Config, parse_shard_ids
from bot.core import Partition

ROOT = Path(__file__).resolve().parent.parent


def _compose() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((ROOT / "docker-compose.postgres.yml").read_text())
    return loaded


def test_postgres_with_a_volume_and_a_health_check_before_the_shards() -> None:
    compose = _compose()
    db = compose["services"]["postgres"]
    (volume,) = db["volumes"]
    name, target = volume.split(":")
    assert target == "/var/lib/postgresql/data" and name in compose["volumes"]
    assert "pg_isready" in " ".join(db["healthcheck"]["test"])
    assert "env_file" not in db  # the bot's token stays out of the database's container
    assert db["environment"]["POSTGRES_PASSWORD"].startswith("${POSTGRES_PASSWORD:?")
    shards = {k: v for k, v in compose["services"].items() if k.startswith("shard-")}
    assert len(shards) == 2
    for service in shards.values():
        assert service["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert service["healthcheck"]["test"] == ["CMD", "ludobot", "health"]
        assert service["image"] == "ludobot:latest" and service["env_file"] == ".env"
        assert service["restart"] == "unless-stopped" and "stop_signal" not in service
        # The named volume, not an anonymous one per shard: the heartbeats, and the
        # SQLite file a move from docker-compose.yml reads.
        assert service["volumes"] == ["ludobot-data:/data"] and "ludobot-data" in compose["volumes"]
    # The image is built once; the other shard never tries to download it.
    built = [s for s in shards.values() if "build" in s]
    assert len(built) == 1 and built[0]["build"] == "."
    assert all(s.get("pull_policy") == "never" for s in shards.values() if "build" not in s)


def test_the_two_processes_run_every_shard_once_on_the_one_database(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    served: list[int] = []
    counts = set()
    for name, service in _compose()["services"].items():
        if not name.startswith("shard-"):
            continue
        env = service["environment"]
        # The password apart, in PGPASSWORD (asyncpg reads it): any character works.
        url = env["LUDOBOT_DATABASE"]
        assert url == "postgresql://ludobot@postgres:5432/ludobot"
        assert env["PGPASSWORD"].startswith("${POSTGRES_PASSWORD:?")
        monkeypatch.setenv("LUDOBOT_DATABASE", url)
        monkeypatch.setenv("LUDOBOT_VOLUME", "/data")
        monkeypatch.setenv("LUDOBOT_SHARD_COUNT", env["LUDOBOT_SHARD_COUNT"])
        monkeypatch.setenv("LUDOBOT_SHARD_IDS", env["LUDOBOT_SHARD_IDS"])
        config = Config.from_env(dotenv=False)
        assert config.database_url == url and config.target == url
        assert config.database.parent == Path("/data")  # the heartbeat, on the volume
        assert config.shard_count is not None
        counts.add(config.shard_count)
        served += config.shard_ids
    (count,) = counts
    assert sorted(served) == list(range(count))


def test_shard_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LUDOBOT_DATABASE", raising=False)
    monkeypatch.delenv("LUDOBOT_SHARD_IDS", raising=False)
    monkeypatch.delenv("LUDOBOT_SHARD_COUNT", raising=False)
    plain = Config.from_env(dotenv=False)
    assert (plain.shard_count, plain.shard_ids, plain.database_url) == (None, (), None)
    monkeypatch.setenv("LUDOBOT_SHARD_COUNT", "4")
    assert Config.from_env(dotenv=False).shard_ids == (0, 1, 2, 3)  # all of them
    monkeypatch.setenv("LUDOBOT_SHARD_IDS", "1-2")
    config = Config.from_env(dotenv=False)
    assert Partition(config.shard_count or 0, config.shard_ids) == Partition(4, (1, 2))
    # Each process's heartbeat has a place of its own (no database file to sit beside).
    monkeypatch.setenv("LUDOBOT_DATABASE", "postgresql://bot@db/ludobot")
    assert Config.from_env(dotenv=False).database.name == "postgres-1-2"
    for count, ids in (("4", "4"), ("x", "0"), ("0", ""), ("2", "a")):
        monkeypatch.setenv("LUDOBOT_SHARD_COUNT", count)
        monkeypatch.setenv("LUDOBOT_SHARD_IDS", ids)
        with pytest.raises(ValueError, match="LUDOBOT_SHARD"):
            Config.from_env(dotenv=False)
    monkeypatch.delenv("LUDOBOT_SHARD_COUNT")
    monkeypatch.setenv("LUDOBOT_SHARD_IDS", "0")
    with pytest.raises(ValueError, match="LUDOBOT_SHARD_COUNT"):
        Config.from_env(dotenv=False)
    assert parse_shard_ids("3,0-1") == (0, 1, 3)
