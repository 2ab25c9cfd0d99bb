"""``python -m bot.build_kernels [--into DIR] [--root ROOT]``: the engine's hot modules
compiled.

Compiled, the engine's typed hot modules (:data:`bot.engine.native.COMPILED`: the
position, the ruleset's tables, move generation and the turn) play the same games: a
press or a computer's decision about twice as fast, ``ludobot simulate``'s random games
about four times. ``make`` runs this (and the Docker image's build
stage): it compiles a copy of the engine in a temporary folder (never in the source
tree), and keeps the modules under ``DIR/<key>`` (default
:func:`~bot.engine.native.home`, in the environment), the
key being the hash of the source compiled, so a build is loaded only beside that source.
A build already there is kept; older builds are removed. Needs mypyc (part of mypy) and a
C compiler; without them, or when compiling fails, it says so and exits 1, and ludobot
runs those modules as Python (the same games, slower).
"""

from __future__ import annotations

import argparse
import importlib.util
import logging
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

from .engine import native

log = logging.getLogger("ludobot.kernels")
KEY = re.compile(r"^[0-9a-f]{20}$")


class BuildFailed(Exception):
    """mypyc is missing or failed; the kernels run as Python."""


def build(into: Path | None = None) -> tuple[Path, bool]:
    """The build for the engine's source under ``into``: its folder, and whether it was
    made now (false: it was there already)."""
    into = into or native.home()
    if importlib.util.find_spec("mypyc") is None:
        raise BuildFailed("mypyc is not installed (it comes with mypy)")
    with tempfile.TemporaryDirectory(prefix="ludobot-kernels-") as tmp:
        package = Path(tmp, "bot")
        package.mkdir()
        shutil.copy2(native.ENGINE.parent / "__init__.py", package)
        ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
        shutil.copytree(native.ENGINE, package / "engine", ignore=ignore)
        # The key of the copy compiled, so an edit made meanwhile is not mistaken for it.
        target = into / native.source_key(package / "engine")
        if target.is_dir():
            return target, False
        sources = [
            str(native.module_file(Path(tmp), name).relative_to(tmp)) for name in native.COMPILED
        ]
        done = subprocess.run(
            [sys.executable, "-m", "mypyc", *sources],
            cwd=tmp,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise BuildFailed(f"mypyc failed:\n{(done.stdout + done.stderr)[-3000:]}")
        _keep(Path(tmp), target)
    _prune(into, keep=target)
    return target, True


def _keep(tmp: Path, target: Path) -> None:
    """The compiled modules moved into ``target`` at once (a half-copied build is never
    seen under its key)."""
    suffix = str(sysconfig.get_config_var("EXT_SUFFIX"))
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".partial-", dir=target.parent))
    try:
        for lib in tmp.glob(f"*__mypyc{suffix}"):
            shutil.copy2(lib, staging)
        for name in native.COMPILED:
            module = native.module_file(staging, name, suffix)
            module.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(native.module_file(tmp, name, suffix), module)
        if not any(staging.glob(f"*__mypyc{suffix}")):
            raise BuildFailed(f"mypyc made no shared library in {tmp}")
        try:
            staging.rename(target)
        except OSError:
            if not target.is_dir():  # else another build of the same source won the race
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _prune(into: Path, keep: Path) -> None:
    """Builds of other sources (and half-made ones) removed: only the current one loads."""
    for old in into.iterdir():
        if old != keep and old.is_dir() and (KEY.match(old.name) or old.name.startswith(".")):
            shutil.rmtree(old, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.build_kernels", description=__doc__)
    parser.add_argument("--into", type=Path, default=None, help="where builds are kept")
    parser.add_argument(
        "--root", type=Path, default=None, help="keep them under ROOT, as pip install --root"
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    into = args.into or native.home()
    if args.root is not None:
        into = args.root / into.relative_to(into.anchor)
    if (into / native.source_key()).is_dir():
        log.info("the engine's kernels are compiled for this source: %s", into)
        return 0
    log.info("compiling the engine's kernels with mypyc into %s (once per source)", into)
    began = time.monotonic()
    try:
        target, made = build(into)
    except (BuildFailed, OSError) as exc:
        log.warning(
            "the engine's kernels were not compiled, ludobot runs them as Python "
            "(the same games, slower): %s",
            exc,
        )
        return 1
    log.info("%s in %.0f s: %s", "compiled" if made else "found", time.monotonic() - began, target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
