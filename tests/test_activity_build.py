"""The Activity's page as committed: built from these sources (the hash `make activity`
compares), its SDK pinned with integrity hashes, and every address in it relative (inside
Discord everything goes through the Activity's own origin)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "web" / "activity"
BUILT = ROOT / "web" / "static" / "activity"


def source_hash() -> str:
    """As the Makefile's ``activity`` target makes it."""
    names = ["package.json", "package-lock.json", "build.mjs"]
    files = [SOURCE / n for n in names] + sorted((SOURCE / "src").iterdir(), key=str)
    return hashlib.sha256(b"".join(f.read_bytes() for f in files)).hexdigest()[:16]


def test_the_committed_build_is_of_these_sources() -> None:
    # A change in web/activity/ is built (make activity) and committed with it.
    assert (BUILT / "SOURCE").read_text().strip() == source_hash()


def test_the_page_names_its_built_files_by_relative_addresses() -> None:
    page = (BUILT / "index.html").read_text()
    named = re.findall(r'(?:src|href)="(\.[^"]+)"', page)
    assert len(named) == 4
    for address in named:
        # Its own files, and the board page's (named by their hash when served).
        assert address.startswith("../static/"), address
        path = address.removeprefix("../static/").split("?")[0]
        assert (BUILT.parent / path).is_file(), address
    script = (SOURCE / "src" / "main.js").read_text()
    # The API and the board page are reached relative to the page, never from a root.
    assert not re.search(r"""fetch\(\s*["'`]/""", script)
    assert "https://" not in script


def test_the_sdk_and_esbuild_are_pinned_with_their_integrity() -> None:
    lock = json.loads((SOURCE / "package-lock.json").read_text())
    packages = lock["packages"]
    sdk = packages["node_modules/@discord/embedded-app-sdk"]
    assert sdk["version"].startswith("2.") and sdk["integrity"].startswith("sha512-")
    assert packages["node_modules/esbuild"]["integrity"].startswith("sha512-")
    declared = json.loads((SOURCE / "package.json").read_text())["devDependencies"]
    assert declared["@discord/embedded-app-sdk"] == sdk["version"]  # exact, no range
