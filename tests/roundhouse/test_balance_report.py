"""benchmarks/balance.py: the report's structure on two short computer games, its outlier rule,
and playing with another components file (--data) without touching engine code."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.content import components
from engine.roundhouse.players import strong_player

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("balance", ROOT / "benchmarks" / "balance.py")
balance = importlib.util.module_from_spec(spec)
spec.loader.exec_module(balance)


@pytest.fixture(scope="module")
def games() -> list[dict]:
    return [balance.play_observed(2, seed=1), balance.play_observed(3, seed=2)]


@pytest.fixture(scope="module")
def report(games) -> dict:
    return balance.report(games)


def test_every_room_and_tile_is_listed(report):
    c = components()
    expected = {"hall", *c.house.inner, *(t.id for t in c.tiles)}
    assert set(report["spaces"]) == expected
    assert set(report["orders"]) == {o.id for o in c.orders}


def test_visit_shares_sum_to_one_and_tile_rates_count_only_games_with_the_tile(games, report):
    spaces = report["spaces"]
    assert sum(r["share"] for r in spaces.values()) == pytest.approx(1.0)
    assert sum(r["visits"] for r in spaces.values()) == sum(len(g["visits"]) for g in games)
    for rid in ("hall", *components().house.inner):
        assert spaces[rid]["rate"] == pytest.approx(spaces[rid]["share"])
        assert spaces[rid]["games_present"] == 2
    for t in components().tiles:
        present = sum(t.id in g["tiles"] for g in games)
        assert spaces[t.id]["games_present"] == present
        assert spaces[t.id]["rate"] >= spaces[t.id]["share"]


def test_every_prestige_point_of_play_is_attributed_to_a_visit(games, report):
    for g in games:
        earned = sum(v["prestige"] for v in g["visits"])
        assert earned == sum(row["play"] for row in g["final"])
        assert len(g["visits"]) <= g["turns"]
    assert sum(r["prestige_share"] for r in report["spaces"].values()) == pytest.approx(1.0)


def test_sources_and_orders_add_up(games, report):
    sources = report["sources"]
    parts = [v for k, v in sources.items() if k != "total"]
    assert sum(v["share"] for v in parts) == pytest.approx(1.0)
    assert sum(v["per_player"] for v in parts) == pytest.approx(sources["total"]["per_player"])
    orders = report["orders"].values()
    assert sum(o["held"] for o in orders) == 5 + sum(len(g["taken"]) for g in games)
    assert all(o["fulfilled"] <= o["held"] and o["taken"] <= o["offered"] for o in orders)
    s = report["summary"]
    assert s["games"] == 2 and s["turns"] > 0 and s["rounds"] > 0


def test_outlier_rule_flags_a_third_and_three_times_the_mean(report):
    spaces = {k: dict(v, rate=0.1) for k, v in report["spaces"].items()}
    spaces["bank"]["rate"], spaces["warehouse"]["rate"] = 0.03, 0.5
    spaces["hall"]["rate"] = 0.9  # the hall is not judged
    flagged = balance.outliers(dict(report, spaces=spaces))["spaces"]
    assert [line.split(":")[0] for line in flagged] == ["bank", "warehouse"]


def test_outlier_rule_for_orders(report):
    even = {"offered": 20, "taken": 5, "held": 20, "fulfilled": 10, "fulfil_rate": 0.5}
    orders = {k: dict(even) for k in report["orders"]}
    orders["R4"].update(fulfilled=2, fulfil_rate=0.1)  # under a third of the mean (~0.48)
    orders["R5"].update(fulfilled=4, fulfil_rate=0.2)  # not under a third
    orders["R6"].update(taken=0)
    orders["R7"].update(held=3, fulfilled=0, fulfil_rate=0.0)  # too few to judge
    summary = dict(report["summary"], bonus_orders=0.2, bonus_amulets=0.8)
    flagged = balance.outliers(dict(report, orders=orders, summary=summary))["orders"]
    assert [line.split(":")[0] for line in flagged] == ["R4", "R6"]
    summary["bonus_orders"] = 0.1  # under a third of an even share
    flagged = balance.outliers(dict(report, orders=orders, summary=summary))["orders"]
    assert flagged[0].startswith("orders as a whole")


def test_text_report_names_every_space_and_order(report):
    result = {"strategy": "greedy", "games": 1, "seed": 0, "data": "x", "seconds": {}}
    text = balance.text(dict(result, by_players={"2": report}, all=report))
    for name in [*report["spaces"], *report["orders"]]:
        assert f"\n{name} " in text


def test_the_turn_player_picks_a_legal_start_option_deterministically():
    state = rh_engine.new_game(["Ann", "Bo", "Cy"], seed=4)
    code = balance.turn_move(state)
    assert code in rh_engine.legal_codes(state)
    assert balance.choose(state, "turn", 0) == code


def test_the_report_plays_strong_by_default_at_its_reduced_budget():
    state = rh_engine.new_game(["Ann", "Bo"], seed=4)
    code = balance.choose(state, "strong", 3)
    assert code in rh_engine.legal_codes(state)
    assert code == strong_player(balance.REPORT_BUDGET)(state, 3)
