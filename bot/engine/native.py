"""Which of the engine's hot modules run: :data:`COMPILED` compiled by mypyc, or their
Python source.

``make`` (and the Docker image's build stage) compiles them with ``python -m
bot.build_kernels`` into the environment, under ``<sys.prefix>/lib/ludobot-kernels/<key>``:
the position, the ruleset's tables, move generation and the turn every game runs on (a
press, a computer's decision, a replay, ``ludobot simulate``'s loop, the match tables).
The key is a hash of every ``.py`` of the engine and of the
interpreter's extension suffix, so a build is loaded only beside the very source it was
compiled from: an edited engine runs as Python until the next ``make``, never on a stale
compiled module (mypyc may fold in what a module reads from other engine modules, so the
whole engine counts).

``LUDOBOT_KERNELS`` chooses: unset (or ``auto``) loads a build when there is one,
``python`` never does, ``compiled`` raises ``ImportError`` without one. Both play the same
games (``tests/engine/test_native.py``); :data:`bot.engine.KERNELS` says which run and
why. The engine's package loads its modules first (:func:`load`, before it imports them).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
import sysconfig
from pathlib import Path
from typing import Final

COMPILED: Final = (
    "state",
    "tables",
    "rulebook",
    "landing",
    "movegen",
    "ending",
    "turns",
    "loop",
    "evaluation",
    "actions",
    "game",
)
"""The modules compiled, relative to the engine's package: the position, the ruleset's
tables, move generation, the turn and its end, ``hard``'s judgement of a position, and
the game's outside a press goes through (its actions, :class:`~bot.engine.game.Game`).
The rest (the rules, the stored form, the computers' choices) stays Python."""
ENGINE: Final = Path(__file__).resolve().parent
PACKAGE: Final = __name__.rpartition(".")[0]
CHOICE: Final = "LUDOBOT_KERNELS"

_loaded: list[tuple[str, str]] = []
"""What :func:`load` said when the engine's package called it (``KERNELS``)."""


def source_key(engine: Path = ENGINE) -> str:
    """The hash a build is kept under: every ``.py`` under ``engine``, by relative path,
    and the extension suffix (a build is for one interpreter)."""
    digest = hashlib.sha256(str(sysconfig.get_config_var("EXT_SUFFIX")).encode())
    for path in sorted(engine.rglob("*.py")):
        digest.update(path.relative_to(engine).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def home() -> Path:
    """Where builds are kept: in the environment (``sys.prefix``), never in the source."""
    return Path(sys.prefix, "lib", "ludobot-kernels")


def package_folder(build: Path) -> Path:
    """The folder of a build (or of a source tree) that holds the engine's package."""
    return build.joinpath(*PACKAGE.split("."))


def module_file(root: Path, name: str, suffix: str = ".py") -> Path:
    """Where module ``name`` of :data:`COMPILED` is under ``root`` (a build or a source
    tree)."""
    return package_folder(root) / f"{name}{suffix}"


def load(path: list[str]) -> tuple[str, str]:
    """Put the build for this source first on the engine package's ``path``, load its
    shared library and import the engine's own modules of :data:`COMPILED` from it:
    ``("compiled", its folder)``. Else nothing changes: ``("python", why)``, ``why`` being
    ``off``, ``absent`` or ``broken: <error>``."""
    _loaded[:] = [_load(path)]
    return _loaded[0]


def _load(path: list[str]) -> tuple[str, str]:
    choice = os.environ.get(CHOICE, "auto")
    if choice == "python":
        return "python", "off"
    build = home() / source_key()
    if not build.is_dir():
        if choice == "compiled":
            raise ImportError(f"no compiled kernels for this source at {build}")
        return "python", "absent"
    try:
        _import(build, path)
    except ImportError as exc:
        _undo(build, path)
        if choice == "compiled":
            raise
        return "python", f"broken: {exc}"
    return "compiled", str(build)


def _import(build: Path, path: list[str]) -> None:
    # The modules' shared library (mypyc's <group>__mypyc) is a top-level module they
    # import by name: loaded from the build, not looked for on sys.path.
    for lib in sorted(build.glob("*__mypyc*")):
        name = lib.name.partition(".")[0]
        spec = importlib.util.spec_from_file_location(name, lib)
        if spec is None or spec.loader is None:
            raise ImportError(f"not a module: {lib}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    folder = str(package_folder(build))
    path.insert(0, folder)
    for name in COMPILED:
        _import_from(folder, f"{PACKAGE}.{name}")


def _import_from(folder: str, name: str) -> None:
    module = importlib.import_module(name)
    if not str(module.__file__).startswith(folder):
        raise ImportError(f"{module.__name__} is not in the build: {module.__file__}")


def _undo(build: Path, path: list[str]) -> None:
    folder = str(package_folder(build))
    while folder in path:
        path.remove(folder)
    for name, module in list(sys.modules.items()):
        inside = str(getattr(module, "__file__", "")).startswith(str(build))
        if inside or (name.startswith(f"{PACKAGE}.") and name != __name__):
            del sys.modules[name]
