"""The deployment files, read as Docker and compose would (no Docker engine runs here;
``make test`` also lints the Dockerfile with hadolint).

- The dependency layer comes from the lock, before any code is copied, so a code edit
  does not reinstall the dependencies.
- The image runs as a non-root user, in a folder it can write, with a health check.
- The locks cover pyproject.toml; the runtime lock holds no development tools.
"""

from __future__ import annotations

import fnmatch
import json
import re
import shlex
import tomllib
from pathlib import Path
from typing import TypedDict

import pytest
import yaml
from dockerfile_parse import DockerfileParser

ROOT = Path(__file__).resolve().parents[1]
CODE = ("bot", "cogs", "rendering", "pyproject.toml")


class Step(TypedDict):
    """The fields of a Dockerfile instruction these tests read (of the parser's
    ``structure`` entries)."""

    instruction: str
    value: str


@pytest.fixture(scope="module")
def steps() -> list[Step]:
    parser = DockerfileParser(path=str(ROOT / "Dockerfile"))
    return [s for s in parser.structure if s["instruction"] != "COMMENT"]


def index(steps: list[Step], instruction: str, match: str = "") -> int:
    """The first step with this instruction whose value contains ``match``."""
    for i, step in enumerate(steps):
        if step["instruction"] == instruction and match in step["value"]:
            return i
    raise AssertionError(f"no {instruction} {match}")


def copied(step: Step) -> list[str]:
    return shlex.split(step["value"])[:-1]


def test_dependencies_are_installed_from_the_lock_before_the_code(
    steps: list[Step],
) -> None:
    install = index(steps, "RUN", "-r requirements.lock")
    assert "--require-hashes" in steps[install]["value"]
    before = [s for s in steps[:install] if s["instruction"] in ("COPY", "ADD")]
    assert [copied(s) for s in before] == [["requirements.lock"]]
    code_copies = [
        i for i, s in enumerate(steps) if s["instruction"] == "COPY" and set(copied(s)) & set(CODE)
    ]
    assert code_copies and min(code_copies) > install
    # The project itself adds no dependency of its own after the lock.
    project = index(steps, "RUN", "pip install --no-deps .")
    assert project > max(code_copies)


def test_the_image_shapes_devanagari_and_arabic(steps: list[Step]) -> None:
    """The slim image lacks FriBiDi, without which Pillow has no raqm: the image installs
    it before the dependencies, and its build stops if Pillow still cannot shape."""
    fribidi = index(steps, "RUN", "libfribidi0")
    install = index(steps, "RUN", "-r requirements.lock")
    assert fribidi < install
    assert "features.check('raqm')" in steps[install]["value"]


def test_the_image_runs_as_a_user_in_a_folder_it_can_write(steps: list[Step]) -> None:
    user = index(steps, "USER")
    uid = steps[user]["value"].split(":")[0]
    assert uid.isdigit() and int(uid) != 0
    made = steps[index(steps, "RUN", "useradd")]["value"]
    assert f"--uid {uid}" in made
    home = re.search(r"--home-dir (\S+)", made)
    assert home and "--create-home" in made
    workdirs = [s["value"] for s in steps[user:] if s["instruction"] == "WORKDIR"]
    # ludobot demo writes ./demo-out: the last working folder is the user's own home.
    assert workdirs and workdirs[-1] == home.group(1)
    volume = json.loads(steps[index(steps, "VOLUME")]["value"])
    env = steps[index(steps, "ENV", "LUDOBOT_DATABASE")]["value"]
    database = re.search(r"LUDOBOT_DATABASE=(\S+)", env)
    assert database and any(database.group(1).startswith(v + "/") for v in volume)
    assert re.search(rf"chown {uid}(:\d+)? {volume[0]}", made)


def test_the_image_has_a_health_check_and_runs_the_bot(steps: list[Step]) -> None:
    health = steps[index(steps, "HEALTHCHECK")]["value"]
    assert health.split("CMD", 1)[1].strip() == '["ludobot", "health"]'
    assert json.loads(steps[index(steps, "CMD")]["value"]) == ["ludobot", "run"]
    assert steps[0]["instruction"] == "FROM" and steps[0]["value"].startswith("python:3.11")


def ignored(path: str) -> bool:
    """Whether .dockerignore leaves ``path`` out of the build context (its simple
    patterns: names and globs, no negations)."""
    patterns = [
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert not any(p.startswith("!") for p in patterns)
    return any(
        fnmatch.fnmatch(path, p.removeprefix("**/")) or fnmatch.fnmatch(path.split("/")[0], p)
        for p in patterns
    )


def test_the_build_context_holds_what_is_copied_and_no_secrets(
    steps: list[Step],
) -> None:
    for step in steps:
        if step["instruction"] == "COPY":
            for source in copied(step):
                assert (ROOT / source).exists() and not ignored(source), source
    assert ignored(".env") and ignored(".venv") and ignored("tests")


def requirement_names(text: str) -> dict[str, str]:
    """Pinned ``name==version`` lines of a lock, names normalised."""
    pins = re.findall(r"^([A-Za-z0-9._-]+)==([^\s;\\]+)", text, flags=re.M)
    return {re.sub(r"[-_.]+", "-", n).lower(): v for n, v in pins}


def declared(specs: list[str]) -> set[str]:
    return {re.sub(r"[-_.]+", "-", re.split(r"[<>=!~\[ ;]", s)[0]).lower() for s in specs}


def test_the_locks_cover_pyproject_and_agree() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    runtime = requirement_names((ROOT / "requirements.lock").read_text())
    dev = requirement_names((ROOT / "requirements-dev.lock").read_text())
    assert declared(project["dependencies"]) <= set(runtime)
    assert declared(project["optional-dependencies"]["test"]) <= set(dev)
    assert all(dev.get(name) == version for name, version in runtime.items())
    assert not declared(project["optional-dependencies"]["test"]) & set(runtime)
    for lock in ("requirements.lock", "requirements-dev.lock"):
        # Every pin carries its hashes (pip --require-hashes refuses anything else).
        blocks = re.split(r"^(?=[A-Za-z0-9])", (ROOT / lock).read_text(), flags=re.M)
        pinned = [b for b in blocks if "==" in b.split("\n", 1)[0]]
        assert pinned and all("--hash=sha256:" in b for b in pinned)


def test_compose_runs_the_image_with_the_env_file_and_a_volume() -> None:
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    (service,) = compose["services"].values()
    assert service["build"] == "." and service["env_file"] == ".env"
    assert "environment" not in service  # the token only ever comes from .env
    (volume,) = service["volumes"]
    name, target = volume.split(":")
    assert target == "/data" and name in compose["volumes"]
    assert service["restart"] == "unless-stopped" and service["stop_signal"] == "SIGINT"
    example = (ROOT / ".env.example").read_text()
    assert re.search(r"^DISCORD_TOKEN=$", example, flags=re.M)
