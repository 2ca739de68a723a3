"""No player-facing word is written in code: every text a player reads comes from a catalogue
(locales/). The scan reads every module of the bot, the games' adapters, the pictures and the
engines' text, and flags a string literal that reads as words ("Your turn", "Claim {x}"), or
one given as what Discord shows (`label="Join"`), unless it is a docstring, a log message, a
developer's error (ValueError, KeyError…), an assert, a name in code, or a slash command's own
English (which discord.py's Translator translates). Words a player never reads (the command
line, the database, data-file and saved-game diagnostics, benchmarks) are not scanned."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("bot", "games", "engine")
UNSCANNED = (  # the operator's words, not a player's: like cli/, the command line
    "bot/tools",  # verify-db, repair, migrate-db…
    "bot/config.py",  # the settings a deployment gives
    "bot/storage",  # SQL, and the store's errors for the log (bot/interface/errors.py words them)
)
# Each game's own command-line module: `roundhouse render --game <key>`.
COMMAND_LINE = ("render_cli.py",)
# The engines' readers of saved games and data files: a malformed one is the developer's detail
# (players read "its saved state is unreadable": bot.broken.*).
READERS = ("codec.py", "content.py", "datafile.py", "tomlfile.py")
SQL = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|FROM|WHERE|JOIN|VALUES|PRAGMA)\b")
WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?'’]? +[A-Za-z]{2,}")  # two words and a space
SHOWN = {"label", "placeholder", "content", "title", "text"}  # what Discord shows, by keyword
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
DEVELOPER_ERRORS = {  # their text is for the log (the games' adapters word what players read)
    "ValueError",
    "KeyError",
    "TypeError",
    "RuntimeError",
    "AssertionError",
    "IndexError",
    "NotImplementedError",
    "CatalogueError",
    "LookupError",
    "OSError",
    "SystemExit",
    "EngineError",
    "BadMoveCode",
    "BadState",
    "IllegalMove",
    "GameOver",
    "NotYourTurn",
    "ContentError",
    "ConfigError",
    "BadTarget",
    "StoreError",
    "CannotVerify",
    "Unusable",
    "UnreadableState",
    "FileNotFoundError",
}
# The slash commands' own English (discord.py's Translator gives the other languages from
# commands.toml; tests/locales/test_commands.py keeps the English catalogue equal to it).
TRANSLATED = {"command", "describe", "Group", "Choice", "choices", "rename"}
IDS = {  # calls whose text is a name in code, never shown
    # a picture's layout record (games/roundhouse/pictures)
    "region",
    "within",
    "_grow",
    "_heading",
    "started",  # bot.workers.picture.started: a ValueError's detail
    "revealed",
    "draw_into",  # Round House's saved reason for undo's stop (confirm.REVEALS)
}
NAMES = {  # module constants whose text is not a player's
    "ALL_SHARDS",  # a process's owner name in the database
    "GAME_HELP",  # a slash command's option description (TRANSLATED)
    # `new`'s and `settings`' descriptions, built with the cog (TRANSLATED: commands.toml)
    "NEW",
    "NEW_OPTIONS",
    "NEW_DEADLINE",
    "SETTINGS",
    "SETTINGS_OPTIONS",
    "SETTINGS_DEADLINE",
    "REVEALS",  # saved games' reasons for undo's stop, by catalogue key
}
EXEMPT_CALLS = LOGGING | DEVELOPER_ERRORS | TRANSLATED | IDS
KNOWN = {  # single texts for the log, by file
    ("games/castles/adapter.py", "not a Castles setup: "),  # a replay's detail (BrokenGame)
}


def _docstrings(tree: ast.AST) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            ids.add(id(first.value))
    return ids


def _called(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _exempt(tree: ast.AST) -> set[int]:
    """The literals inside log calls, developer errors, asserts, names in code and the
    constants of NAMES."""
    ids: set[int] = set()
    for node in ast.walk(tree):
        exempt = (
            (isinstance(node, ast.Call) and _called(node) in EXEMPT_CALLS)
            or isinstance(node, ast.Assert)
            or (
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id in NAMES for t in node.targets)
            )
        )
        if exempt:
            ids.update(id(sub) for sub in ast.walk(node))
    return ids


def _shown(tree: ast.AST) -> set[int]:
    """The literals given as what Discord shows (`label="Join"`), a word or more."""
    return {
        id(k.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        for k in node.keywords
        if k.arg in SHOWN
        and isinstance(k.value, ast.Constant)
        and isinstance(k.value.value, str)
        and re.search("[A-Za-z]{2,}", k.value.value)
    }


def literals(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of each literal of `path` that reads as words a player would read."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _docstrings(tree) | _exempt(tree)
    shown = _shown(tree) - skipped
    for node in ast.walk(tree):
        if id(node) in shown:
            yield node.lineno, node.value
            continue
        if id(node) in skipped or not isinstance(node, ast.Constant):
            continue
        text = node.value
        if isinstance(text, str) and WORDS.search(text) and not SQL.search(text):
            yield node.lineno, text


def unscanned(path: Path) -> bool:
    relative = path.relative_to(ROOT)
    return (
        str(relative).startswith(UNSCANNED)
        or (relative.parts[0] == "engine" and path.name in READERS)
        or (relative.parts[0] == "games" and len(relative.parts) == 3 and path.name in COMMAND_LINE)
    )


def modules() -> Iterator[Path]:
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if not unscanned(path):
                yield path


def test_no_player_facing_literal_in_code() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text[:60]!r}"
        for path in modules()
        for line, text in literals(path)
        if (str(path.relative_to(ROOT)), text) not in KNOWN
    ]
    assert found == [], f"{len(found)} literals:\n" + "\n".join(found[:80])
