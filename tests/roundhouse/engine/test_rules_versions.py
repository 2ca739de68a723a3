"""Rules versions: a game keeps the rules it was started with (games/roundhouse/docs/rules.md §16).

The saved games in tests/roundhouse/engine/data/ were written by the engine before rules versions
existed (tests/roundhouse/engine/data/make_v1_games.py), as the bot's store keeps them: setup JSON,
the move log (take-backs included) and the state JSON after the last move.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from pydantic import TypeAdapter

import engine.roundhouse as rh_engine
from engine.roundhouse import content
from engine.roundhouse.content import ContentError, components, load, newest_rules
from engine.roundhouse.state import SCHEMA_VERSION

DATA = Path(__file__).parent / "data"
SAVED = sorted(DATA.glob("v1_*.json"))
SETUP = TypeAdapter(rh_engine.Setup)
ENGINE = Path(rh_engine.__file__).parent


def saved_game(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------- games saved before versions


def test_the_saved_games_cover_every_player_count_both_players_and_take_backs():
    games = [saved_game(p) for p in SAVED]
    assert {g["players"] for g in games} == {2, 3, 4, 5}
    assert {g["strategy"] for g in games} == {"random", "greedy"}
    assert {g["status"] for g in games} == {"finished", "playing"}
    assert any(g["neutral_variant"] for g in games)
    assert all("undo" in g["moves"] for g in games[:4])
    assert all('"rules"' not in g["setup_json"] + g["state_json"] for g in games)


@pytest.mark.parametrize("path", SAVED, ids=[p.stem for p in SAVED])
def test_a_game_saved_before_rules_versions_replays_to_its_saved_state(path):
    game = saved_game(path)
    setup = SETUP.validate_json(game["setup_json"])
    assert setup.rules == 1  # no version field: rules version 1
    saved = rh_engine.from_json(game["state_json"])
    assert (saved.setup.rules, saved.schema) == (1, SCHEMA_VERSION)  # migrated on loading
    replayed = rh_engine.replay(setup, game["moves"])
    assert replayed == saved
    assert rh_engine.to_json(replayed) == rh_engine.to_json(saved)
    assert rh_engine.is_over(replayed) == (game["status"] == "finished")
    # and it plays on by its own rules: the options are version 1's
    if not replayed.over:
        assert rh_engine.legal_codes(replayed) == rh_engine.legal_codes(saved)


def test_the_old_move_logs_do_not_replay_under_the_new_rules():
    """Why saved games keep their version: under version 2 no old log reaches its saved state
    (a merchant action is followed by a new question, so most logs stop with an illegal move)."""
    for path in SAVED:
        game = saved_game(path)
        setup = SETUP.validate_json(game["setup_json"])
        setup.rules = newest_rules()
        try:
            replayed = rh_engine.replay(setup, game["moves"])
        except rh_engine.EngineError:
            continue
        assert rh_engine.to_json(replayed) != rh_engine.to_json(
            rh_engine.from_json(game["state_json"])
        )


# ---------------------------------------------------------------- the version stored with a game


def test_a_new_game_plays_by_the_newest_rules_and_keeps_it_in_its_json():
    state = rh_engine.new_game(["Ann", "Bo"], 3)
    assert state.setup.rules == newest_rules() == 3
    text = rh_engine.to_json(state)
    assert json.loads(text)["setup"]["rules"] == 3
    assert json.loads(text)["schema"] == SCHEMA_VERSION == 2
    back = rh_engine.from_json(text)
    assert back.setup.rules == 3
    assert SETUP.validate_json(SETUP.dump_json(state.setup)).rules == 3


def test_replay_and_undo_keep_the_games_rules_version():
    state = rh_engine.new_game(["Ann", "Bo", "Cy"], 4, rules=1)
    rh_engine.apply(state, "m0.I0")
    rh_engine.apply(state, "undo")
    assert state.setup.rules == 1
    assert rh_engine.replay(state.setup, state.history).setup.rules == 1


def test_an_unknown_rules_version_is_refused():
    with pytest.raises(ValueError, match="rules version 9 is unknown"):
        rh_engine.new_game(["Ann", "Bo"], 3, rules=9)
    j = json.loads(rh_engine.to_json(rh_engine.new_game(["Ann", "Bo"], 3)))
    j["setup"]["rules"] = 9
    with pytest.raises(rh_engine.BadState, match="rules version 9"):
        rh_engine.from_json(json.dumps(j))
    j["setup"]["rules"] = 2
    j["schema"] = 3
    with pytest.raises(rh_engine.BadState, match="schema 3"):
        rh_engine.from_json(json.dumps(j))


def test_a_schema_1_document_is_rules_version_1_even_if_it_names_another():
    j = json.loads(rh_engine.to_json(rh_engine.new_game(["Ann", "Bo"], 3)))
    j["schema"] = 1
    assert rh_engine.from_json(json.dumps(j)).setup.rules == 1


# ---------------------------------------------------------------- switches and values per version


FEWER_STEPS = {"merchant_folded", "helper_by_room", "neutral_folded", "expert_gain_folded"}


def test_version_1_has_every_first_release_reading_and_version_2_the_printed_rules():
    assert not any(dict(components(1).rules).values())
    printed = {k: v for k, v in dict(components(2).rules).items() if k not in FEWER_STEPS}
    assert all(printed.values()) and not any(dict(components(2).rules)[k] for k in FEWER_STEPS)
    assert all(dict(components(3).rules).values())
    assert [components(v).version for v in (1, 2, 3)] == [1, 2, 3]


def with_revision(tmp_path: Path, table: str) -> Path:
    path = tmp_path / "components.toml"
    path.write_text(content.DATA_FILE.read_text(encoding="utf-8") + "\n" + table, "utf-8")
    return path


BANK = '[revisions."2".tiles.bank]\ncosts = [1, 1, 1, 1]\n'


def test_a_revision_table_changes_values_from_its_version_on(tmp_path):
    path = with_revision(tmp_path, BANK)
    assert load(path, rules=1).tile("bank").costs == [2, 3, 4, 6]
    assert load(path, rules=2).tile("bank").costs == [1, 1, 1, 1]
    assert load(path, rules=2).tile("meeting_large").costs == [0, 1, 2]  # not revised


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('[revisions."2".tiles.vault]\ncosts = [1]\n', r"revisions\.2\.tiles\.vault"),
        ('[revisions."4".house]\ntowns = ["a"]\n', r"revisions\.4: not a rules version"),
        ('[revisions."1".house]\ntowns = ["a"]\n', r"revisions\.1: not a rules version"),
        ('[revisions."2".tiles.bank]\ncost = [1]\n', r"tiles\.2\.cost \(rules version 2\)"),
        ('[revisions."2".tiles.bank]\ncosts = "cheap"\n', r"tiles\.2\.costs \(rules version 2\)"),
    ],
    ids=["unknown id", "version too high", "version 1", "unknown field", "bad value"],
)
def test_a_bad_revision_is_named(tmp_path, table, message):
    with pytest.raises(ContentError, match=message):
        load(with_revision(tmp_path, table), rules=2)


@pytest.fixture
def revised_bank(tmp_path, monkeypatch):
    """The engine's components read from a file with a test-only revision of the Bank."""
    monkeypatch.setattr(content, "DATA_FILE", with_revision(tmp_path, BANK))
    components.cache_clear()
    yield
    components.cache_clear()


@pytest.mark.usefixtures("revised_bank")
@pytest.mark.parametrize(("rules", "coins_left"), [(1, 10 - 2 - 3), (2, 10 - 1 - 1)])
def test_the_engine_reads_the_values_of_the_games_version(make, rules, coins_left):
    t = make(rules=rules).poor().give(coins=10, supply=0)
    t.act("bank").play("bk.pay", "bk.pay")
    assert t.me.coins == coins_left


def test_engine_code_reads_components_only_for_a_games_version():
    """Every engine module reads values through `for_game(state)` or `components(version)`,
    never the newest version's by default (content.py itself decides what the newest is)."""
    offenders = []
    for path in sorted(ENGINE.glob("*.py")):
        if path.name == "content.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "components"
                and not node.args
            ):
                offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders
