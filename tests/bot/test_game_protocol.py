"""The seam between the bot and a game (`bot.game.protocol.GameRules`): bot/ never imports a
game's rules, pictures or adapter (the command line hands it its catalogue), a bot for
another game never loads Round House, and Round House's implementation (games/roundhouse/adapter.py)
answers as the engine does."""

from __future__ import annotations

import ast
import inspect
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import engine.roundhouse as rh_engine
from bot.game.protocol import GameOption, GameRules, Level, MoveRefused, UnreadableState
from engine.roundhouse.players import pick_move
from games.roundhouse import ROUND_HOUSE, RoundHouseRules
from games.roundhouse.pictures.names import SCORE_KEYS, score_category
from locales.words import ENGLISH, words_for
from tests.support.tictactoe import TIC_TAC_TOE

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = {"engine", "render", "games"}  # every game's rules, pictures and adapter


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
    sample.write_text("def f():\n    import render\n\nfrom engine.roundhouse.progress import x\n")
    assert imported_packages(sample) == {"render", "engine"}


def test_a_bot_for_another_game_never_loads_round_house(tmp_path):
    """Build the whole bot for tic-tac-toe and play a game through the demo's service, hooks,
    messages and pictures: neither engine, render, games nor roundhouse is ever imported."""
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
    assert not loaded & (GAME_PACKAGES | {"roundhouse"})


@pytest.mark.parametrize("rules", [ROUND_HOUSE, TIC_TAC_TOE], ids=lambda r: r.name)
def test_both_games_have_every_member_of_the_protocol(rules):
    methods = [n for n, v in vars(GameRules).items() if inspect.isfunction(v) and n[0] != "_"]
    attributes = list(GameRules.__annotations__)
    assert {"setup", "apply", "whose_turn", "picture", "rules_help", "scores"} <= set(methods)
    for name in methods:
        ours = inspect.signature(getattr(rules, name))
        theirs = inspect.signature(getattr(GameRules, name))
        assert list(ours.parameters) == list(theirs.parameters)[1:], name  # without self
    plain = [getattr(rules, name) for name in attributes if name not in ("options", "levels")]
    assert all(isinstance(value, str | int) for value in plain)
    assert all(isinstance(o, GameOption) for o in rules.options)
    assert rules.levels and all(isinstance(level, Level) for level in rules.levels)
    keys = [level.key for level in rules.levels]
    assert len(set(keys)) == len(keys) and rules.default_level in keys
    assert all(re.fullmatch(r"[a-z0-9_-]{1,20}", key) for key in keys)
    assert 1 <= rules.min_seats <= rules.max_seats


# -- Round House through the protocol: what the bot used to ask the engine ----------------------


def test_round_house_setup_takes_its_options_by_name():
    plain = ROUND_HOUSE.setup(["Ann", "Bo"], 4)
    variant = ROUND_HOUSE.setup(["Ann", "Bo"], 4, {"neutral_variant": True})
    assert not plain.setup.options.neutral_variant and variant.setup.options.neutral_variant
    confirmed = rh_engine.new_game(["Ann", "Bo"], 4, rh_engine.Options(confirm_end=True))
    assert ROUND_HOUSE.to_json(plain) == rh_engine.to_json(confirmed)  # the bot's games: End turn
    assert plain.setup.options.confirm_end and variant.setup.options.confirm_end
    own = ROUND_HOUSE.setup(["Ann", "Bo"], 4, {"confirm_end": False})
    assert rh_engine.to_json(own) == rh_engine.to_json(rh_engine.new_game(["Ann", "Bo"], 4))
    with pytest.raises(ValueError, match="Unknown Round House option"):
        ROUND_HOUSE.setup(["Ann", "Bo"], 4, {"speed": True})
    with pytest.raises(ValueError):
        ROUND_HOUSE.setup(["Ann"], 4)


def test_round_house_refusals_are_the_protocols_and_change_nothing():
    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], 2)
    before = ROUND_HOUSE.to_json(state)
    with pytest.raises(MoveRefused) as refused:
        ROUND_HOUSE.apply(state, "zz.nope")
    assert str(refused.value) and ROUND_HOUSE.to_json(state) == before
    with pytest.raises(UnreadableState, match="saved game is invalid"):
        ROUND_HOUSE.from_json('{"schema": 2}')
    setup = ROUND_HOUSE.setup_json(state)
    with pytest.raises(MoveRefused):
        ROUND_HOUSE.replay(setup, ["zz.nope"])
    assert ROUND_HOUSE.seat_names(setup) == ["Ann", "Bo", "Cy"]


def test_round_house_answers_as_the_engine_does():
    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], 9)
    codes = []
    for version in range(12):
        move = ROUND_HOUSE.computer_move(state, version)
        assert move == pick_move(state, "greedy", state.setup.seed + version)
        assert [m.code for m in ROUND_HOUSE.legal_moves(state)] == rh_engine.legal_codes(state)
        assert ROUND_HOUSE.turn_key(state) == f"{state.turn.seat}.{state.turn.number}"
        ROUND_HOUSE.apply(state, move)
        codes.append(move)
    replayed = ROUND_HOUSE.replay(ROUND_HOUSE.setup_json(state), codes)
    assert ROUND_HOUSE.to_json(replayed) == ROUND_HOUSE.to_json(state)
    rows = rh_engine.score_breakdown(state)
    scores = ROUND_HOUSE.scores(state)
    assert [s.total for s in scores] == [r["total"] for r in rows]
    names = {key: score_category(words_for(ENGLISH), key) for key in SCORE_KEYS}
    assert [dict(s.categories) for s in scores] == [
        {names[k]: v for k, v in r.items() if k != "total"} for r in rows
    ]
    named = ["during play", "amulets", "orders", "family", "assistants", "coins"]
    assert [c for c, _ in scores[0].categories] == named  # the score chart's names too
    assert ROUND_HOUSE.whose_turn(state) == rh_engine.current_player(state)
    assert ROUND_HOUSE.winners(state) == rh_engine.winners(state)


def test_round_house_is_a_fresh_instance_away():
    assert RoundHouseRules().rules_help() is ROUND_HOUSE.rules_help()  # built once
    topics = ROUND_HOUSE.rules_help().topics
    assert topics[0].group == "guide" and len({t.key for t in topics}) == len(topics)


@pytest.mark.real_render
def test_round_house_pictures_for_the_turn_post_and_a_seat():
    """The turn post's picture is the phone picture with the board's alt text; a seat's
    picture is its own board with its holdings in the alt text."""
    import games.roundhouse.pictures as rh_render

    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], 9)
    turn = ROUND_HOUSE.turn_picture(state, ["Ann: moved"])
    english = words_for(ENGLISH)
    turn_png = rh_render.render_turn_picture(state, english)
    assert turn.png == turn_png != ROUND_HOUSE.picture(state, []).png
    assert turn.alt == ROUND_HOUSE.picture(state, ["Ann: moved"]).alt
    seat = ROUND_HOUSE.seat_picture(state, 1)
    assert seat.png == rh_render.render_my_board(state, english, 1)
    assert seat.alt.startswith("\u2068Bo\u2069 (purple)'s board:")  # the name isolated
    assert TIC_TAC_TOE.seat_picture(TIC_TAC_TOE.setup(["X", "O"], 1), 0) is None
