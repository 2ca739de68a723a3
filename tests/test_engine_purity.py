"""Every game's engine is pure: it imports no I/O library, no clock and no global random generator
(../shared/DESIGN.md, outside this repository: "The engine: a functional core"). Every module
under engine/ is checked, every game's and what they share (engine/common/); that no game
imports another is tests/test_layout.py's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.imports import imported_packages

ENGINE = Path(__file__).resolve().parents[1] / "engine"
GAMES = sorted(
    p.name for p in ENGINE.iterdir() if (p / "__init__.py").exists() and p.name != "common"
)
# Loaded at run time by nothing the engine imports (socket is not here: the standard library's
# email package, which pydantic's metadata lookup imports, loads it).
FORBIDDEN = {"discord", "PIL", "sqlite3", "aiosqlite", "asyncio", "aiohttp", "bot", "asyncpg"}
FORBIDDEN |= {"games", "cli"}  # each game's package (adapter, pictures…), the command line
# Never imported by an engine module itself: I/O, the clock, the global random generator.
NOT_IMPORTED = FORBIDDEN | {"socket", "os", "io", "time", "datetime", "random", "subprocess"}
NOT_IMPORTED |= {"threading"}


@pytest.mark.parametrize("game", GAMES)
def test_playing_a_game_loads_no_io_library(game):
    code = (
        "import importlib, json, sys\n"
        f"rules = importlib.import_module('engine.{game}')\n"
        "rules.new_game(['a', 'b'], 1)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ENGINE.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    loaded = {name.split(".")[0] for name in json.loads(out.stdout)}
    assert "engine" in loaded
    assert not loaded & FORBIDDEN, loaded & FORBIDDEN


def test_every_game_is_checked():
    assert {"roundhouse", "yellowhouse", "castles"} <= set(GAMES)


def test_no_engine_module_imports_an_io_library():
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 10
    for path in files:
        bad = imported_packages(path, ENGINE.parent) & NOT_IMPORTED
        assert not bad, f"{path.relative_to(ENGINE)} imports {bad}"


def test_the_scan_would_see_a_forbidden_import(tmp_path):
    sample = tmp_path / "engine" / "x.py"
    sample.parent.mkdir()
    sample.write_text("import asyncio\nfrom PIL import Image\nfrom . import rooms\n")
    assert imported_packages(sample, tmp_path) == {"asyncio", "PIL", "engine"}
