"""The Castles engine is pure and stands alone: no I/O, clock or global randomness, and no
other game's modules (only the shared seeded generator, engine/rng.py)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "engine" / "castles"
FORBIDDEN = {
    "discord",
    "PIL",
    "sqlite3",
    "aiosqlite",
    "asyncpg",
    "asyncio",
    "aiohttp",
    "bot",
    "render",
    "roundhouse",
    "socket",
    "os",
    "io",
    "time",
    "datetime",
    "random",
    "subprocess",
    "threading",
}


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_no_module_imports_io_the_clock_or_another_game():
    files = sorted(PACKAGE.glob("*.py"))
    assert len(files) >= 20
    for path in files:
        found = imports(path)
        assert not {n.split(".")[0] for n in found} & FORBIDDEN, path.name
        engine = {n for n in found if n.split(".")[0] == "engine"}
        assert engine <= {"engine.common.rng"} | {
            n for n in engine if n.startswith("engine.castles")
        }, (path.name, engine)


def test_the_data_lives_in_toml_files():
    assert sorted(p.name for p in (PACKAGE / "data").glob("*.toml")) == [
        "ai.toml",
        "game.toml",
        "tiles.toml",
    ]
