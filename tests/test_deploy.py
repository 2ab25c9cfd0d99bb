"""The deployment files, read as Docker and compose would (no Docker engine runs here;
``make test`` also lints the Dockerfile with hadolint).

- The dependency layer comes from the lock, before any code is copied, so a code edit
  does not reinstall the dependencies.
- The Activity's page is built by its own stage from the npm lock (npm ci), and only its
  files reach the project.
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
CODE = ("bot", "cogs", "rendering", "web", "pyproject.toml")
LOCKS = ("requirements.lock", "requirements-dev.lock", "requirements-build.lock")


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


def stages(steps: list[Step]) -> list[list[Step]]:
    """The steps of each build stage (from one FROM to the next)."""
    found: list[list[Step]] = []
    for step in steps:
        if step["instruction"] == "FROM":
            found.append([])
        if found:
            found[-1].append(step)
    return found


def test_the_base_images_are_pinned_by_digest(steps: list[Step]) -> None:
    (arg,) = [s["value"] for s in steps if s["instruction"] == "ARG"]
    name, image = arg.split("=", 1)
    assert image.startswith("python:3.11-slim@sha256:") and len(image.split(":")[-1]) == 64
    assert all(s["value"].split()[0] == f"${{{name}}}" for s in steps if s["instruction"] == "FROM")
    compose = yaml.safe_load((ROOT / "docker-compose.postgres.yml").read_text())
    postgres = compose["services"]["postgres"]["image"]
    assert postgres.startswith("postgres:16-alpine@sha256:") and len(postgres.split(":")[-1]) == 64


def test_a_code_edit_needs_no_download_and_leaves_no_source_in_the_image(
    steps: list[Step],
) -> None:
    _, project, final = stages(steps)
    # The project's stage: the pinned build backend before any code, then an install
    # without a download (no build isolation, no dependencies) into a folder of its own.
    backend = index(project, "RUN", "-r requirements-build.lock")
    assert "--require-hashes" in project[backend]["value"]
    before = [copied(s) for s in project[:backend] if s["instruction"] == "COPY"]
    assert before == [["requirements-build.lock"]]
    install = index(project, "RUN", "--root /installed")
    assert "--no-deps --no-build-isolation" in project[install]["value"]
    code = [
        i
        for i, s in enumerate(project)
        if s["instruction"] == "COPY" and set(copied(s)) & set(CODE)
    ]
    assert code and backend < min(code) and max(code) < install
    # The image: the locked dependencies, then only the project's installed files (a
    # plain COPY, which every builder rebuilds after an edit); no code from the context.
    locked = index(final, "RUN", "requirements.lock")
    assert "--require-hashes" in final[locked]["value"]
    copies = [s["value"].split() for s in final if s["instruction"] in ("COPY", "ADD")]
    assert copies == [
        ["requirements.lock", "/tmp/requirements.lock"],
        ["--from=project", "/installed/", "/"],
    ]
    assert index(final, "COPY", "--from=project") > locked
    assert not any("--mount" in s["value"] for s in final if s["instruction"] == "RUN")


def test_the_activity_is_built_from_the_npm_lock_in_a_stage_of_its_own(
    steps: list[Step],
) -> None:
    activity, project, final = stages(steps)
    assert activity[0]["value"].endswith(" AS activity")
    # The lock before the sources (a code edit downloads nothing), installed as locked.
    ci = index(activity, "RUN", "npm ci")
    before = [copied(s) for s in activity[:ci] if s["instruction"] == "COPY"]
    assert before == [["web/activity/package.json", "web/activity/package-lock.json"]]
    assert index(activity, "RUN", "node build.mjs") > ci
    # The project gets the built files only (over the committed build), before installing.
    built = index(project, "COPY", "--from=activity")
    assert project[built]["value"].split()[1:] == [
        "/src/web/static/activity",
        "./web/static/activity",
    ]
    assert index(project, "COPY", "web ./web") < built < index(project, "RUN", "--root /installed")
    assert not any("node" in s["value"] for s in final if s["instruction"] == "RUN")
    assert ignored("web/activity/node_modules")


def test_the_image_shapes_devanagari_and_arabic(steps: list[Step]) -> None:
    """The slim image lacks FriBiDi, without which Pillow has no raqm: the image installs
    it before the dependencies, and its build stops if Pillow still cannot shape."""
    fribidi = index(steps, "RUN", "libfribidi0")
    install = index(steps, "RUN", "-r /tmp/requirements.lock")
    assert fribidi < install
    assert "features.check('raqm')" in steps[install]["value"]


def test_the_image_runs_as_a_user_in_a_folder_it_can_write(steps: list[Step]) -> None:
    user = index(steps, "USER")
    uid, gid = steps[user]["value"].split(":")
    assert uid.isdigit() and int(uid) != 0
    made = steps[index(steps, "RUN", "useradd")]["value"]
    # A user and group of the same id, not a system account (whose range is below 1000).
    assert f"groupadd --gid {gid}" in made and f"--uid {uid} --gid {gid}" in made
    assert "--system" not in made and "--no-log-init" in made
    home = re.search(r"--home-dir (\S+)", made)
    assert home and "--create-home" in made
    workdirs = [s["value"] for s in steps[user:] if s["instruction"] == "WORKDIR"]
    # ludobot demo writes ./demo-out: the last working folder is the user's own home.
    assert workdirs and workdirs[-1] == home.group(1)
    volume = json.loads(steps[index(steps, "VOLUME")]["value"])
    env = steps[index(steps, "ENV", "LUDOBOT_DATABASE")]["value"]
    database = re.search(r"LUDOBOT_DATABASE=(\S+)", env)
    assert database and any(database.group(1).startswith(v + "/") for v in volume)
    # The bot refuses a database off the volume (tests/test_selfhost.py).
    assert f"LUDOBOT_VOLUME={volume[0]}" in env
    assert f"chown {uid}:{gid} {volume[0]}" in made


def test_the_image_has_a_health_check_and_runs_the_bot(steps: list[Step]) -> None:
    health = steps[index(steps, "HEALTHCHECK")]["value"]
    assert health.split("CMD", 1)[1].strip() == '["ludobot", "health"]'
    assert json.loads(steps[index(steps, "CMD")]["value"]) == ["ludobot", "run"]
    # SIGTERM, docker stop's signal, stops the bot cleanly: no other stop signal.
    assert not any(s["instruction"] == "STOPSIGNAL" for s in steps)


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
        # From the build context (a COPY --from takes another stage's files).
        if step["instruction"] == "COPY" and "--from=" not in step["value"]:
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
    for lock in LOCKS:
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
    assert service["restart"] == "unless-stopped" and "stop_signal" not in service
    example = (ROOT / ".env.example").read_text()
    assert re.search(r"^DISCORD_TOKEN=$", example, flags=re.M)


def test_the_web_recipe_puts_caddy_before_the_bots_own_server() -> None:
    """docker-compose.web.yml: Caddy on 80 and 443 with kept certificates, the bot's
    server inside the compose network only, the address alone given to Caddy."""
    compose = yaml.safe_load((ROOT / "docker-compose.web.yml").read_text())
    bot, caddy = compose["services"]["ludobot"], compose["services"]["caddy"]
    assert bot["environment"] == {"LUDOBOT_WEB_LISTEN": "0.0.0.0:8080"}
    assert "ports" not in bot and bot["expose"] == ["8080"]
    assert {"80:80", "443:443"} <= set(caddy["ports"])
    assert set(caddy["environment"]) == {"LUDOBOT_WEB_URL"} and "env_file" not in caddy
    mounts = {v.split(":")[1]: v.split(":")[0] for v in caddy["volumes"]}
    assert mounts["/data"] in compose["volumes"] and mounts["/etc/caddy/Caddyfile"] == "./Caddyfile"
    caddyfile = (ROOT / "Caddyfile").read_text()
    assert "{$LUDOBOT_WEB_URL} {" in caddyfile and "reverse_proxy ludobot:8080" in caddyfile
    example = (ROOT / ".env.example").read_text()
    assert re.search(r"^#LUDOBOT_WEB_URL=https://", example, flags=re.M)
