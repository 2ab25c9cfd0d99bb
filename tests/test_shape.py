"""The shape of the code, held by tests: small modules, one base class per core class, no
engine class built on another concrete one, and the store's names kept behind the core
(the Discord layer and the pictures never see a row, a store error or a store type)."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "cogs", "rendering")
MAX_LINES = 450


def _modules(package: str) -> list[str]:
    root = importlib.import_module(package)
    found = [package]
    for info in pkgutil.walk_packages(root.__path__, prefix=f"{package}."):
        found.append(info.name)
    return sorted(found)


def _sources(*packages: str) -> list[Path]:
    return sorted(p for package in packages for p in (ROOT / package).rglob("*.py"))


def test_no_module_is_over_450_lines() -> None:
    long = {
        str(p.relative_to(ROOT)): n
        for p in _sources(*PACKAGES)
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def test_no_core_class_has_more_than_one_base() -> None:
    """The core is small objects, not one object spread over mixins (Protocol and
    Generic say what a class is, not what it inherits)."""
    mixed = []
    for path in _sources("bot/core"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(b) for b in node.bases]
                real = [b for b in bases if b.split("[")[0] not in ("Protocol", "Generic")]
                if len(real) > 1:
                    mixed.append(f"{path.relative_to(ROOT)}:{node.name}({', '.join(bases)})")
    assert mixed == []


def test_no_engine_class_inherits_from_a_concrete_project_class() -> None:
    """The engine is small objects too: a game owns its state, it is not one object cut
    over layers that inherit from each other. Bases from outside the project say what a
    class is (an exception, a named tuple, an enum, a protocol); an abstract base of the
    project is an interface its kinds fill in (each computer level is a ``Computer`` the
    core may hold whatever its level)."""
    project = ("bot.", "cogs.", "rendering.")
    found = []
    for name in _modules("bot.engine"):
        for cls in vars(importlib.import_module(name)).values():
            if not inspect.isclass(cls) or cls.__module__ != name:
                continue
            for base in cls.__mro__[1:]:
                if base.__module__.startswith(project) and not inspect.isabstract(base):
                    found.append(f"{name}.{cls.__name__}({base.__module__}.{base.__name__})")
    assert found == []


@pytest.mark.parametrize("package", ["cogs", "rendering"])
def test_the_store_stays_behind_the_core(package: str) -> None:
    """No module of the Discord layer or the pictures holds a name the store defines
    (rows, statistics, store errors): the core hands the edge its own types. The
    import-linter contracts keep ``bot.store`` imports out; this catches what the core
    would pass on."""
    leaked = []
    for name in _modules(package):
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            origin = getattr(value, "__module__", "") or ""
            if origin == "bot.store" or origin.startswith("bot.store."):
                leaked.append(f"{name}.{attr} ({origin})")
    assert leaked == []


def test_the_core_exports_none_of_the_stores_rows_or_errors() -> None:
    import bot.core

    from_store = sorted(
        n
        for n in bot.core.__all__
        if (getattr(getattr(bot.core, n), "__module__", "") or "").startswith("bot.store")
    )
    # Shards says which Discord shards a process serves: a setting of the process the
    # command line reads, which the store filters by; no row or error.
    assert from_store == ["Partition"]


CORE_INSIDES = frozenset({"Table", "Seat", "TurnClock", "Context", "Game", "GameState"})
"""What the core keeps of a game (its table and seats, a command's context) and the
engine's mutable game: what no edge may hold (it draws the core's view instead)."""


def test_the_discord_edge_holds_no_table_game_or_row() -> None:
    """``cogs`` imports none of the core's tables, the engine's game or the store's names
    (import-linter keeps ``bot.store`` out; this names what the core could pass on), and
    no module of it holds an object of those types."""
    held = []
    for path in _sources("cogs"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                module = node.module
                inside = module.startswith(("bot.store", "bot.core.tables", "bot.core.context"))
                for alias in node.names:
                    if inside or alias.name in CORE_INSIDES:
                        held.append(f"{path.relative_to(ROOT)}: {module}.{alias.name}")
    for name in _modules("cogs"):
        for attr, value in vars(importlib.import_module(name)).items():
            if getattr(value, "__name__", None) in CORE_INSIDES or type(value).__name__ in (
                CORE_INSIDES
            ):
                held.append(f"{name}.{attr}")
    assert held == []
