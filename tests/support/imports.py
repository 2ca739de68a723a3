"""What a module imports, read from its source without running it: the scans of
tests/test_layout.py (no game imports another's) and tests/test_engine_purity.py (no engine
imports an I/O library)."""

from __future__ import annotations

import ast
from pathlib import Path


def imported_modules(path: Path, root: Path) -> set[str]:
    """Every module `path` (a file under `root`) imports anywhere in it, by its full name, relative
    imports resolved: `from ..common import rng` in engine/chess/board.py is "engine.common.rng"."""
    package = path.relative_to(root).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = list(package[: len(package) - node.level + 1]) if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def imported_packages(path: Path, root: Path) -> set[str]:
    """The top-level packages of `imported_modules`: {"asyncio", "PIL", "engine"}."""
    return {name.split(".")[0] for name in imported_modules(path, root)}
