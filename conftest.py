"""What pytest collects from the source tree (``testpaths`` in pyproject.toml).

The fast path's modules that run compiled (``bot/engine/fastpath/native.py``: a build for
this source is in the environment) are imported from the build, so their ``.py`` files
are not collected for doctests here (pytest would refuse the module for not being that
file); ``tests/engine/test_fastpath_native.py`` runs their doctests on the Python ones.
"""

from __future__ import annotations

from pathlib import Path

FASTPATH = Path(__file__).resolve().parent / "bot" / "engine" / "fastpath"


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    if collection_path.suffix != ".py" or collection_path.parent != FASTPATH:
        return None
    from bot.engine.fastpath import KERNELS, native

    if KERNELS[0] == "compiled" and collection_path.stem in native.COMPILED:
        return True
    return None
