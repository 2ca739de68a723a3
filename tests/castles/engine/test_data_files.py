"""The Castles engine's values live in its data files (its purity is checked with every game's:
tests/test_engine_purity.py and tests/test_layout.py)."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "engine" / "castles"


def test_the_data_lives_in_toml_files():
    assert sorted(p.name for p in (PACKAGE / "data").glob("*.toml")) == [
        "ai.toml",
        "game.toml",
        "tiles.toml",
    ]
