"""`roundhouse simulate --strategy`: levels, per-seat lists, rotation and per-strategy wins."""

import argparse
import json

import pytest

from cli import simulate
from cli.main import main
from engine.roundhouse.players import STRATEGIES


def run_json(capsys, *args: str) -> dict:
    assert main(["simulate", *args, "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    return json.loads(out[0])


def test_a_list_of_levels_reports_each_ones_wins_and_mean_score(capsys):
    result = run_json(capsys, "--players", "2", "--games", "4", "--strategy", "normal,easy")
    assert result["strategy"] == "normal,easy" and result["completed"] == 4
    assert set(result["wins"]) == {"normal", "easy"}
    assert 4 <= sum(result["wins"].values()) <= 8  # a shared win counts for each
    assert result["wins"]["normal"] >= 3
    means = result["mean_score_by_strategy"]
    assert means["normal"] > means["easy"]
    assert sum(means.values()) / 2 == pytest.approx(result["mean_score"], abs=0.05)


def test_one_strategy_keeps_the_old_contract(capsys):
    result = run_json(capsys, "--players", "3", "--games", "1", "--strategy", "greedy")
    assert result["strategy"] == "greedy"
    assert "wins" not in result and "mean_score_by_strategy" not in result


def test_the_seating_rotates_so_every_strategy_sits_everywhere():
    assert simulate.seating(2, ["strong", "normal"], 0) == ["strong", "normal"]
    assert simulate.seating(2, ["strong", "normal"], 1) == ["normal", "strong"]
    four = [simulate.seating(4, ["strong", "normal", "normal", "normal"], g) for g in range(4)]
    assert [seats.index("strong") for seats in four] == [0, 3, 2, 1]
    assert simulate.seating(3, ["easy", "random"], 0) == ["easy", "random", "easy"]


def test_every_level_and_strategy_name_parses():
    assert simulate.strategy_list("strong", STRATEGIES) == ["strong"]
    assert simulate.strategy_list("strong, greedy,easy", STRATEGIES) == ["strong", "greedy", "easy"]
    for name in ("random", "greedy", "easy", "normal", "strong"):
        assert simulate.strategy_list(name, STRATEGIES) == [name]


def test_an_unknown_level_is_refused_before_any_game(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--games", "1", "--strategy", "strong,expert"])
    assert exc.value.code == 2
    captured = capsys.readouterr()
    assert "unknown strategy 'expert'" in captured.err and captured.out == ""
    with pytest.raises(argparse.ArgumentTypeError):
        simulate.strategy_list("", STRATEGIES)
