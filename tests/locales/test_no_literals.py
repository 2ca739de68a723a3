"""No player-facing word is written in code: every text a player reads comes from a catalogue
(locales/). The scan reads every module of the bot, the games' adapters, the pictures and the
engines' text, and flags a string literal that reads as words ("Your turn", "Claim {x}") unless
it is a docstring, a log message, a developer's error (ValueError, KeyError…), an id or code,
or a key of a catalogue. Words a player never reads (the command line, benchmarks) are not
scanned."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("bot", "games", "render", "engine")
UNSCANNED = ("bot/tools",)  # the operator's command line (verify-db, repair…), like roundhouse/
SQL = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|FROM|WHERE|JOIN|VALUES|PRAGMA)\b")
WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?'’]? +[A-Za-z]{2,}")  # two words and a space
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
DEVELOPER_ERRORS = {
    "ValueError", "KeyError", "TypeError", "RuntimeError", "AssertionError", "IndexError",
    "NotImplementedError", "CatalogueError", "LookupError", "OSError", "SystemExit",
}


def _docstrings(tree: ast.AST) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                ids.add(id(body[0].value))
    return ids


def _called(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _exempt_calls(tree: ast.AST) -> set[int]:
    """The literals inside log calls and developer errors."""
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (
            _called(node) in LOGGING or _called(node) in DEVELOPER_ERRORS
        ):
            ids.update(id(sub) for sub in ast.walk(node))
    return ids


def literals(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of each literal of `path` that reads as words a player would read."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _docstrings(tree) | _exempt_calls(tree)
    for node in ast.walk(tree):
        if id(node) in skipped or not isinstance(node, ast.Constant):
            continue
        text = node.value
        if isinstance(text, str) and WORDS.search(text) and not SQL.search(text):
            yield node.lineno, text


def modules() -> Iterator[Path]:
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if not str(path.relative_to(ROOT)).startswith(UNSCANNED):
                yield path


def test_no_player_facing_literal_in_code() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text[:60]!r}"
        for path in modules()
        for line, text in literals(path)
    ]
    assert found == [], f"{len(found)} literals:\n" + "\n".join(found[:80])
