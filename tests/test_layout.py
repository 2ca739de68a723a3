"""The layout for many games (README, "How it is built"): engine/, render/ and games/ hold a
package (in games/, a module) per game; no game's code imports another game's, what the games
share (engine/common/, games/common/) imports no game, and engine/ and render/ export nothing
(games/__init__.py is where the catalogue goes)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support.imports import imported_modules

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("engine", "render", "games")
SHARED = {"common"}  # engine/common/ (and games/common/): what the games share


def game_names() -> set[str]:
    """Every game: a package in engine/ or render/, a module in games/ (not the shared one)."""
    names = set()
    for folder in FOLDERS:
        for entry in (ROOT / folder).iterdir():
            if (entry / "__init__.py").exists() or (entry.suffix == ".py" and entry.stem[0] != "_"):
                names.add(entry.stem)
    return names - SHARED


def game_of(module: str) -> str | None:
    """The game a module belongs to (`engine.roundhouse.state` -> "roundhouse"); None for the
    shared package, the three folders themselves and everything else."""
    parts = module.split(".")
    if len(parts) > 1 and parts[0] in FOLDERS and parts[1] not in SHARED:
        return parts[1]
    return None


def code_of(game: str) -> list[Path]:
    return [
        *sorted((ROOT / "engine" / game).rglob("*.py")),
        *sorted((ROOT / "render" / game).rglob("*.py")),
        *sorted((ROOT / "games").glob(f"{game}.py")),
    ]


def test_round_house_is_a_game_in_each_folder():
    assert "roundhouse" in game_names()
    assert len(code_of("roundhouse")) >= 60


def test_no_game_imports_another_games_code():
    for game in sorted(game_names()):
        for path in code_of(game):
            others = {game_of(m) for m in imported_modules(path, ROOT)} - {None, game}
            assert not others, f"{path.relative_to(ROOT)} imports the code of {others}"


def test_what_the_games_share_imports_no_game():
    files = [p for folder in FOLDERS for p in sorted((ROOT / folder / "common").rglob("*.py"))]
    assert files
    for path in files:
        games = {game_of(m) for m in imported_modules(path, ROOT)} - {None}
        assert not games, f"{path.relative_to(ROOT)} imports the code of {games}"


def test_engine_and_render_export_nothing():
    for folder in ("engine", "render"):  # their __init__.py is a docstring only
        body = ast.parse((ROOT / folder / "__init__.py").read_text(encoding="utf-8")).body
        assert len(body) == 1 and isinstance(body[0], ast.Expr), folder
        assert isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)


def test_the_scan_would_see_another_games_import(tmp_path):
    sample = tmp_path / "engine" / "chess" / "board.py"
    sample.parent.mkdir(parents=True)
    sample.write_text(
        "from engine.roundhouse import state\nimport render.go.stones\n"
        "from ..common import rng\nfrom . import pieces\n"
    )
    found = imported_modules(sample, tmp_path)
    assert found == {
        "engine.roundhouse.state",
        "render.go.stones",
        "engine.common.rng",
        "engine.chess.pieces",
    }
    assert {game_of(m) for m in found} == {"roundhouse", "go", None, "chess"}
