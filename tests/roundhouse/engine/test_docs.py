"""games/roundhouse/docs/rules.md names real code and real tests: every `file.py::test_name` and
every `module:function` it cites exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "games" / "roundhouse" / "docs" / "rules.md"
TESTS = ROOT / "tests" / "roundhouse" / "engine"
ENGINE = ROOT / "engine" / "roundhouse"
SHARED = ROOT / "engine" / "common"


def functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    for node in ast.walk(tree):  # methods as Class.method
        if isinstance(node, ast.ClassDef):
            names |= {f"{node.name}.{m.name}" for m in node.body if isinstance(m, ast.FunctionDef)}
    return names


def engine_module(name: str) -> Path:
    """A cited module: Round House's engine's, or one the games share (`rng:Rng`)."""
    own = ENGINE / f"{name}.py"
    return own if own.exists() else SHARED / f"{name}.py"


def test_every_cited_test_exists():
    text = DOC.read_text(encoding="utf-8")
    cited = set(re.findall(r"`(test_\w+\.py)::(test_\w+)", text))
    assert len(cited) > 150
    missing = [f"{f}::{t}" for f, t in sorted(cited) if t not in functions(TESTS / f)]
    assert not missing, missing


def test_every_cited_function_exists():
    text = DOC.read_text(encoding="utf-8")
    cited = set(re.findall(r"`(\w+):([A-Za-z_][\w.]*)`", text))
    assert len(cited) > 40
    missing = [
        f"{m}:{fn}"
        for m, fn in sorted(cited)
        if m != "module" and fn != "*" and fn not in functions(engine_module(m))
    ]
    assert not missing, missing
