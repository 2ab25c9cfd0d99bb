"""One chromium per test module, its pages in one context.

Playwright drives the system's chromium (``executable_path``): its own browser download
is not used. Without chromium the browser tests are skipped with the reason, except
under CI (``CI=true``), where ``.ci/run`` installs it and a missing browser fails.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

CHROMIUM_NAMES = ("chromium", "chromium-browser")


def chromium_path() -> str | None:
    found = os.environ.get("LUDOBOT_CHROMIUM") or next(
        (p for p in map(shutil.which, CHROMIUM_NAMES) if p), None
    )
    return found if found and os.access(found, os.X_OK) else None


def need_chromium() -> str:
    path = chromium_path()
    if path is None:
        reason = "chromium is not installed (apt-get install chromium) for the browser tests"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(reason)
        pytest.skip(reason)
    return path


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def browser() -> AsyncIterator[object]:
    from playwright.async_api import async_playwright

    path = need_chromium()
    async with async_playwright() as pw:
        launched = await pw.chromium.launch(
            executable_path=path,
            # Every page of a test runs as if in front: a page behind another tab would
            # have its animation frames held back (and Playwright waits on them).
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-background-timer-throttling",
                "--disable-backgrounding-occluded-windows",
                "--disable-renderer-backgrounding",
            ],
        )
        try:
            yield launched
        finally:
            await launched.close()
