"""No sentence for users in the engine, the core, the store or the tournaments: words are
made at the edge, from codes, in one place (``cogs/ludo/texts.py`` and the edge's word
modules).

A string constant that reads like prose (three words or more) fails this test unless it
is a docstring, a log line, SQL, the message of an exception raised for developers (the
edge words its type or code: a :class:`RuleError` carries ``code`` and ``params``; a
refusal to users, :class:`Refused`, carries only a code), or on the short list below."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot/engine", "bot/core", "bot/store", "bot/tournaments")
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
SQL = re.compile(
    r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|PRAGMA|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|WITH|FROM|WHERE|ORDER|OR|AND)\b"
)
COLUMNS = re.compile(r"^\w+(,\s*\w+)+$")
TO_USERS = {"Refused", "Behind", "Note", "note"}
PROSE = re.compile(r"[A-Za-z]+(?:'[a-z]+)?(?:[,;:]?\s+[A-Za-z{][\w{}!.'-]*){2,}")

# Calls whose string arguments are allowed, by file, and why. Keep this short: a line
# for users belongs at the edge (the catalogues of bot/i18n). Empty now: the options'
# meanings moved to the catalogues too (``option_<name>``).
ALLOWED_CALLS: dict[str, set[str]] = {}


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        # A string alone as a statement documents what precedes it (attribute docstrings).
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            found.add(id(node.value))
    return found


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _is_exception(node: ast.ClassDef) -> bool:
    names = [node.name, *(_name(b) for b in node.bases)]
    return any(n.endswith(("Error", "Exception", "Warning")) for n in names)


def _exception_messages(tree: ast.AST) -> list[ast.Call]:
    """``super().__init__(message)`` in an exception class: its message for developers."""
    found = []
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef) or not _is_exception(cls):
            continue
        for node in ast.walk(cls):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "__init__"
                and isinstance(node.func.value, ast.Call)
                and _name(node.func.value.func) == "super"
            ):
                found.append(node)
    return found


def _for_developers(tree: ast.AST, allowed: set[str]) -> set[int]:
    """Literals in log calls, in exceptions' messages (not refusals) and in allowed calls."""
    found: set[int] = set()
    calls: list[ast.Call] = _exception_messages(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (_name(node.func) in LOGGING | allowed):
            calls.append(node)
        raised = node.exc if isinstance(node, ast.Raise) else None
        if isinstance(raised, ast.Call) and _name(raised.func) not in TO_USERS:
            calls.append(raised)
    for call in calls:
        for arg in [*call.args, *(k.value for k in call.keywords)]:
            found.update(id(n) for n in ast.walk(arg))
    return found


def prose_literals(path: Path, allowed: set[str] | None = None) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree) | _for_developers(tree, allowed or set())
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        text = node.value
        if id(node) in skip or SQL.match(text) or COLUMNS.match(text):
            continue
        if not PROSE.search(text):
            continue
        found.append((node.lineno, text))
    return found


def test_the_scan_finds_a_sentence(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""A docstring is fine."""\n'
        'import logging\nlogging.getLogger().info("a log line is fine too")\n'
        'q = "SELECT id FROM games WHERE x = 1"\ncode = "not_your_turn"\n'
        'line = f"{name} ran out of time"\n'
        'raise ValueError("a message for developers")\n'
        'raise Refused("a sentence for users")\n'
        "class LevelError(ValueError):\n"
        "    def __init__(self) -> None:\n"
        '        super().__init__("no such level, choose another")\n',
        encoding="utf-8",
    )
    found = [text for _, text in prose_literals(sample)]
    assert found == [" ran out of time", "a sentence for users"]


def test_no_user_facing_english_in_the_engine_core_or_store() -> None:
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for line, text in prose_literals(path, ALLOWED_CALLS.get(rel)):
                found.append(f"{rel}:{line}: {text!r}")
    assert found == []


EDGE = ("cogs", "rendering/words.py", "rendering/draw.py", "rendering/replay.py", "bot/verify.py")
EDGE_DEFAULTS = {
    # The slash commands' English defaults (docstrings and @describe are skipped): the
    # translator gives every language, and tests/test_bot_languages.py checks that they
    # equal the English catalogue's.
    "Play Ludo-family race games",
    "Default rules: this server's (Manage Server), or your own outside servers",
    "Swiss and knockout tournaments over many tables",
    # For developers: assertion messages and click's --help of `ludobot verify`.
    "the ludo cog is not loaded",
    "Check a finished game's dice against its revealed seed.",
    "\b\nExit codes: 0 the dice hold, 1 they do not, 2 the file cannot be read.",
}


def test_the_edge_says_everything_through_the_catalogues() -> None:
    """The Discord layer and the pictures' words come from bot/i18n's catalogues: a
    sentence written in their code would not be translated."""
    found = []
    for part in EDGE:
        root = ROOT / part
        for path in [root] if root.is_file() else sorted(root.rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for line, text in prose_literals(path, {"describe"}):
                if text not in EDGE_DEFAULTS:
                    found.append(f"{rel}:{line}: {text!r}")
    assert found == []
