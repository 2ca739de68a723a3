"""Sealed Bids' engine is pure as every engine is (tests/test_engine_purity.py, which scans
engine/ only: its folder is checked here the same way)."""

from __future__ import annotations

from pathlib import Path

from tests.support.imports import imported_packages
from tests.test_engine_purity import NOT_IMPORTED

ROOT = Path(__file__).parent  # where its engine/ sits, as the repository's does
ENGINE = Path(__file__).parent / "engine" / "sealed"


def test_its_engine_imports_no_io_library_and_no_game_package():
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 5
    for path in files:
        bad = imported_packages(path, ROOT) & NOT_IMPORTED
        assert not bad, f"{path.name} imports {bad}"
