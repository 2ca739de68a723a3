"""The engine is pure and knows no other game: no I/O library, no clock, no global random
generator, and of the other `engine` modules only the seeded generator `engine.common.rng`."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "engine" / "yellowhouse"
FORBIDDEN = {"discord", "PIL", "sqlite3", "aiosqlite", "asyncpg", "asyncio", "bot", "render"}
NOT_IMPORTED = FORBIDDEN | {"socket", "os", "io", "time", "datetime", "random", "subprocess"}
ALLOWED_ENGINE = {"engine.common.rng"}


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_no_module_imports_io_the_clock_or_another_game():
    files = sorted(PACKAGE.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        names = imports(path)
        tops = {n.split(".")[0] for n in names}
        assert not tops & NOT_IMPORTED, f"{path.name} imports {tops & NOT_IMPORTED}"
        other = {n for n in names if n.startswith("engine") and n not in ALLOWED_ENGINE}
        assert not {n for n in other if not n.startswith("engine.yellowhouse")}, path.name


def test_playing_loads_no_io_library():
    code = (
        "import json, sys\n"
        "import engine.yellowhouse as yh, engine.yellowhouse.players\n"
        "yh.new_game(['a', 'b'], 1)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=PACKAGE.parents[1],
        capture_output=True,
        text=True,
        check=True,
    )
    loaded = {name.split(".")[0] for name in json.loads(out.stdout)}
    assert not loaded & FORBIDDEN, loaded & FORBIDDEN
