"""The engine is pure: it imports no I/O library (DESIGN.md, "The engine: a functional core").
Every engine module is checked: every game's and what they share (engine/common/)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[3] / "engine"
# Loaded at run time by nothing the engine imports (socket is not here: the standard library's
# email package, which pydantic's metadata lookup imports, loads it).
FORBIDDEN = {"discord", "PIL", "sqlite3", "aiosqlite", "asyncio", "aiohttp", "bot", "render"}
FORBIDDEN |= {"games", "roundhouse"}  # the adapters and the command line
# Never imported by an engine module itself: I/O, the clock, the global random generator.
NOT_IMPORTED = FORBIDDEN | {"socket", "os", "io", "time", "datetime", "random", "subprocess"}


def test_importing_the_engine_loads_no_io_library():
    code = (
        "import json, sys\n"
        "from engine.roundhouse import describe, names, new_game, players\n"
        "new_game(['a', 'b'], 1)\n"
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


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_no_engine_module_imports_an_io_library():
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 10
    for path in files:
        bad = imported_modules(path) & NOT_IMPORTED
        assert not bad, f"{path.relative_to(ENGINE)} imports {bad}"


def test_the_scan_would_see_a_forbidden_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("import asyncio\nfrom PIL import Image\nfrom . import rooms\n")
    assert imported_modules(sample) == {"asyncio", "PIL"}
