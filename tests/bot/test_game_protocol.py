"""The seam between the bot and a game (`bot.game.protocol.GameRules`): bot/ never imports a
game's rules, pictures or adapter (the command line hands it its catalogue), a bot for
another game never loads Round House, and every game has every member of the protocol (Round
House's answers: tests/roundhouse/bot/test_adapter.py)."""

from __future__ import annotations

import ast
import inspect
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.game import capabilities as capability
from bot.game.capabilities import capabilities, computers
from bot.game.protocol import GameInfo, GameOption, GameRules, Level
from games import catalogue
from tests.support.bare import BARE
from tests.support.tictactoe import TIC_TAC_TOE

ROOT = Path(__file__).resolve().parents[2]
CAPABILITIES = {  # a field of `Capabilities` and its protocol
    "pictures": capability.Pictures,
    "seat_picture": capability.SeatPicture,
    "score_chart": capability.ScoreChart,
    "decision_picture": capability.DecisionPicture,
    "end_turn": capability.EndTurn,
    "take_back_end": capability.TakeBackEnd,
    "undo": capability.Undo,
    "computer_players": capability.ComputerPlayers,
    "rules_topics": capability.RulesTopics,
    "seat_names": capability.SeatNames,
    "copies": capability.Copies,
}
GAME_PACKAGES = {"engine", "games"}  # every game's rules, and its package (adapter, pictures…)


def imported_packages(path: Path) -> set[str]:
    """The top-level packages a module imports (anywhere in it, absolute imports)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_no_bot_module_imports_a_games_code():
    files = sorted((ROOT / "bot").rglob("*.py"))
    assert len(files) >= 30
    for path in files:
        bad = imported_packages(path) & GAME_PACKAGES
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}: go through GameRules"


def test_the_scan_would_see_an_engine_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("def f():\n    import games\n\nfrom engine.roundhouse.progress import x\n")
    assert imported_packages(sample) == {"games", "engine"}


def test_a_bot_for_another_game_never_loads_round_house(tmp_path):
    """Build the whole bot for tic-tac-toe and play a game through the demo's service, hooks,
    messages and pictures: neither engine, games nor cli is ever imported."""
    code = f"""
import asyncio, json, sys
from pathlib import Path
from bot.app import create_bot
from bot.config import Settings
from bot.game.catalogue import Catalogue
from bot.storage.store import Store
from bot.tools import demo, verify
from tests.support.tictactoe import TIC_TAC_TOE

async def main():
    store = await Store.open(":memory:")
    games = Catalogue(TIC_TAC_TOE)
    bot = create_bot(Settings(database_path=":memory:"), store=store, games=games)
    bot.build(store)
    await store.close()
    game, transcript = await demo.play_demo(
        Path({str(tmp_path)!r}), players=2, rules=TIC_TAC_TOE, language="en"
    )
    assert game.status == "finished", game.status
    return len(transcript.entries)

posts = asyncio.run(main())
print(json.dumps([posts, sorted(sys.modules)]))
"""
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    posts, modules = json.loads(out.stdout)
    assert posts >= 4  # the lobby, the first board, turns, the final scores
    loaded = {name.split(".")[0] for name in modules}
    assert {"bot", "discord", "PIL"} <= loaded
    assert not loaded & (GAME_PACKAGES | {"cli"})


def methods_of(protocol: type) -> list[str]:
    return [n for n, v in vars(protocol).items() if inspect.isfunction(v) and n[0] != "_"]


def same_signatures(rules: object, protocol: type) -> None:
    for name in methods_of(protocol):
        ours = inspect.signature(getattr(rules, name))
        theirs = inspect.signature(getattr(protocol, name))
        assert list(ours.parameters) == list(theirs.parameters)[1:], name  # without self


@pytest.mark.parametrize("rules", [*catalogue(), TIC_TAC_TOE, BARE], ids=lambda r: r.info.key)
def test_every_game_has_every_member_of_the_protocol(rules):
    attributes = list(GameRules.__annotations__)
    assert {"setup", "apply", "deciders", "texts", "outcome"} <= set(methods_of(GameRules))
    same_signatures(rules, GameRules)
    assert attributes == ["info"]
    info = rules.info
    assert isinstance(info, GameInfo) and info.language == "en"
    assert rules.speaking("zh-TW").info.language == "zh-TW"  # the copy's, not the catalogue's
    assert rules.info.language == "en"
    assert all(isinstance(o, GameOption) for o in info.options)
    assert 1 <= info.min_seats <= info.max_seats


@pytest.mark.parametrize("rules", [*catalogue(), TIC_TAC_TOE, BARE], ids=lambda r: r.info.key)
def test_a_game_implements_the_capabilities_it_declares_whole(rules):
    """A game has a capability when its rules class derives from its protocol (where mypy
    checks it), and then has every method of it; a game without one has none of them."""
    for field, protocol in CAPABILITIES.items():
        declared = protocol in type(rules).__mro__
        assert getattr(capabilities(rules), field) == declared, field
        present = [hasattr(rules, name) for name in methods_of(protocol)]
        assert all(present) if declared else not any(present), field
        if declared:
            same_signatures(rules, protocol)
    players = computers(rules)
    if players is not None:
        assert players.levels and all(isinstance(level, Level) for level in players.levels)
        keys = [level.key for level in players.levels]
        assert len(set(keys)) == len(keys) and players.default_level in keys
        assert all(re.fullmatch(r"[a-z0-9_-]{1,20}", key) for key in keys)


def test_the_games_capabilities():
    found = {rules.info.key: capabilities(rules).names() for rules in [*catalogue(), BARE]}
    everyone = ["pictures", "seat_picture"]
    assert found == {
        "roundhouse": [
            *everyone,
            "score_chart",
            "decision_picture",
            "end_turn",
            "take_back_end",
            "undo",
            "computer_players",
            "rules_topics",
            "seat_names",
            "copies",
        ],
        "yellowhouse": [
            *everyone,
            "end_turn",
            "undo",
            "computer_players",
            "rules_topics",
            "seat_names",
            "copies",
        ],
        "castles": [
            *everyone,
            "decision_picture",
            "end_turn",
            "undo",
            "computer_players",
            "rules_topics",
            "seat_names",
            "copies",
        ],
        "bare_tictactoe": [],
    }
