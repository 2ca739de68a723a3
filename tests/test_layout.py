"""The layout for many games (README, "How it is built"): a game is its pure rules (engine/<key>/)
and one package of everything else (games/<key>/), listed once in the registry (games.GAMES).
No file of a game (the fourth, tests/fourth's, too) imports another game's code; the platform
(every package of bot/, cli/, locales/, and what the games share: engine/common/,
games/common/) imports no game and names none in its code; and engine/ exports nothing."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from games import GAMES
from locales.words import words_for
from tests.support.imports import imported_modules

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("engine", "games")  # a package per game in each
SHARED = "common"  # engine/common/, games/common/: what the games share
PLATFORM = ("bot", "cli", "locales", "engine/common", "games/common")
BOT = ("game", "posts", "sending", "workers", "interface", "storage", "pacing", "tools")
FOURTH = ROOT / "tests" / "fourth"  # a fourth game's engine/<key>/ and games/<key>/, as mounted
# "roundhouse" is the product's name too (the `roundhouse` command, the /roundhouse group, the
# database file): in the platform, only the exact key, or one of the game's catalogue keys, is
# that game's name; these two exact keys are the product's, or old databases' facts.
PRODUCT = "roundhouse"
NAMED = {
    ("cli/main.py", "roundhouse"),  # the `roundhouse` command
    ("bot/interface/commands.py", "roundhouse"),  # the /roundhouse command group
    ("bot/storage/records.py", "roundhouse"),  # the game of rows from before schema step 10
}


def game_names() -> set[str]:
    """Every game: a package in engine/ or games/ (not the shared one)."""
    return {
        entry.name
        for folder in FOLDERS
        for entry in (ROOT / folder).iterdir()
        if (entry / "__init__.py").exists() and entry.name != SHARED
    }


def game_of(module: str, root: Path = ROOT) -> str | None:
    """The game a module belongs to (`engine.castles.state`, `games.castles.pictures` ->
    "castles"); None for the shared packages, the folders themselves and their names
    (`games.GAMES`), and everything else."""
    parts = module.split(".")
    if len(parts) > 1 and parts[0] in FOLDERS and parts[1] != SHARED:
        return parts[1] if (root / parts[0] / parts[1]).is_dir() else None
    return None


def code_of(game: str, root: Path = ROOT) -> list[Path]:
    """Every module of a game: its rules and its package."""
    return [p for folder in FOLDERS for p in sorted((root / folder / game).rglob("*.py"))]


def fourth_games() -> set[str]:
    """The games laid out in tests/fourth, as a real game's folders."""
    return {
        entry.name for entry in (FOURTH / "games").iterdir() if (entry / "__init__.py").exists()
    }


REGISTRY = ROOT / "games" / "__init__.py"  # games.GAMES: where the games are named, once


def platform_code() -> list[Path]:
    files = [p for part in PLATFORM for p in sorted((ROOT / part).rglob("*.py"))]
    return [*files, ROOT / "engine" / "__init__.py", REGISTRY]


def words_of(path: Path) -> Iterator[tuple[int, str]]:
    """A module's string literals (docstrings aside) and the names it defines or uses."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            docstrings.add(id(body[0].value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                yield node.lineno, node.value
        elif isinstance(node, ast.Name):
            yield node.lineno, node.id
        elif isinstance(node, ast.Attribute):
            yield node.lineno, node.attr
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield node.lineno, node.name
        elif isinstance(node, ast.arg):
            yield node.lineno, node.arg


def catalogue_tables(game: str) -> set[str]:
    """The first two parts of every catalogue key of a game ("castles_bot.panel")."""
    areas = {p.stem for p in (ROOT / "games" / game / "locales").glob("*/*.toml")}
    keys = words_for("en").entries
    return {".".join(k.split(".")[:2]) for k in keys if k.split(".")[0] in areas}


def names_a_game(text: str, game: str, tables: set[str]) -> bool:
    """Whether a literal or name is the game's: its key, one of its catalogue keys, or (for
    every game but the product's) any text holding its key ("Yellow House", "castles_bot")."""
    if text == game or any(text == t or text.startswith(f"{t}.") for t in tables):
        return True
    return game != PRODUCT and game in re.sub(r"[\s_-]", "", text.lower())


def test_every_game_is_in_the_registry_and_in_each_folder():
    assert set(GAMES) == game_names() >= {"roundhouse", "yellowhouse", "castles"}
    for game in GAMES:
        for folder in FOLDERS:
            assert (ROOT / folder / game / "__init__.py").exists(), (folder, game)


def test_no_game_imports_another_games_code():
    games = [(game, ROOT) for game in sorted(game_names())]
    games += [(game, FOURTH) for game in sorted(fourth_games())]
    assert len(games) >= 4
    for game, root in games:
        files = code_of(game, root)
        assert {"games", "engine"} <= {p.relative_to(root).parts[0] for p in files}, game
        for path in files:
            others = {game_of(m) for m in imported_modules(path, root)} - {None, game}
            assert not others, f"{path.relative_to(ROOT)} imports the code of {others}"


def test_the_scans_read_every_package_of_the_platform():
    bot = ROOT / "bot"
    packages = {p.parent for p in bot.rglob("__init__.py")}
    assert {p.name for p in packages if p.parent == bot} == set(BOT)
    scanned = set(platform_code())
    for package in packages:
        modules = set(package.glob("*.py"))
        assert len(modules) >= 2 and modules <= scanned, package.relative_to(ROOT)


def test_the_platform_imports_no_game():
    files = platform_code()
    assert len(files) >= 100
    for path in files:
        games = {game_of(m) for m in imported_modules(path, ROOT)} - {None}
        assert not games, f"{path.relative_to(ROOT)} imports the code of {games}"


def test_the_platform_names_no_game_in_its_code():
    tables = {game: catalogue_tables(game) for game in game_names()}
    found = []
    for path in sorted(set(platform_code()) - {REGISTRY}):
        where = path.relative_to(ROOT).as_posix()
        for line, text in words_of(path):
            for game in sorted(tables):
                if names_a_game(text, game, tables[game]) and (where, text) not in NAMED:
                    found.append(f"{where}:{line}: {text[:60]!r} names {game}")
    assert found == []


def test_engine_exports_nothing():  # its __init__.py is a docstring only
    body = ast.parse((ROOT / "engine" / "__init__.py").read_text(encoding="utf-8")).body
    assert len(body) == 1 and isinstance(body[0], ast.Expr)
    assert isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)


def test_the_scan_would_see_another_games_import(tmp_path):
    sample = tmp_path / "games" / "chess" / "pictures" / "board.py"
    for folder in (sample.parent, tmp_path / "engine" / "roundhouse", tmp_path / "games" / "go"):
        folder.mkdir(parents=True)
    sample.write_text(
        "from engine.roundhouse import state\nimport games.go.pictures.stones\n"
        "from games.common import fonts\nfrom . import pieces\n"
    )
    found = imported_modules(sample, tmp_path)
    assert found == {
        "engine.roundhouse.state",
        "games.go.pictures.stones",
        "games.common.fonts",
        "games.chess.pictures.pieces",
    }
    assert {game_of(m, tmp_path) for m in found} == {"roundhouse", "go", None, "chess"}
    assert game_of("games.GAMES", tmp_path) is None


@pytest.mark.parametrize(
    ("text", "game", "named"),
    [
        ("castles_bot.panel.place", "castles", True),
        ("The Yellow House", "yellowhouse", True),
        ("YELLOW_HOUSE", "yellowhouse", True),
        ("roundhouse", "roundhouse", True),
        ("roundhouse.level.", "roundhouse", True),
        ("roundhouse.db", "roundhouse", False),  # the product's database file
        ("RoundHouseBot", "roundhouse", False),
        ("the lobby", "castles", False),
    ],
)
def test_the_scan_would_see_a_games_name(text, game, named):
    tables = {"castles_bot.panel", "roundhouse.level"}
    assert names_a_game(text, game, tables) is named
