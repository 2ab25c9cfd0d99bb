"""What pytest collects from the source tree (``testpaths`` in pyproject.toml).

The engine's modules that run compiled (``bot/engine/native.py``: a build for this source
is in the environment) are imported from the build, so their ``.py`` files are not
collected for doctests here (pytest would refuse the module for not being that file);
``tests/engine/test_native.py`` runs their doctests on the Python ones.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    if collection_path.suffix != ".py" or "engine" not in collection_path.parts:
        return None
    from bot.engine import KERNELS, native

    compiled = {native.module_file(ROOT, name) for name in native.COMPILED}
    if KERNELS[0] == "compiled" and collection_path.resolve() in compiled:
        return True
    return None
