"""Register the `fakediscord` package (tests/fakediscord) under its own name from its file
location, so nothing else under tests/ goes on sys.path (tests/roundhouse would otherwise shadow
the real `roundhouse` package). Used by the wire suite's conftest and by
`benchmarks/wire_burst.py`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1] / "fakediscord"


def load_fakediscord() -> None:
    """Import tests/fakediscord as `fakediscord` (once)."""
    if "fakediscord" in sys.modules:
        return
    spec = importlib.util.spec_from_file_location(
        "fakediscord",
        PACKAGE_DIR / "__init__.py",
        submodule_search_locations=[str(PACKAGE_DIR)],
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fakediscord"] = module
    spec.loader.exec_module(module)
