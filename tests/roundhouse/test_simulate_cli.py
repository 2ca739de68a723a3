"""`roundhouse simulate`: the JSON contract and error counting."""

import json

import pytest

from cli import headless, simulate
from cli.main import main

KEYS = {
    "players",
    "games",
    "completed",
    "errors",
    "decisions",
    "seconds",
    "decisions_per_second",
    "games_per_second",
    "mean_score",
    "mean_breakdown",
}


def test_json_is_one_object_with_the_contract_keys(capsys):
    assert main(["simulate", "--players", "3", "--games", "3", "--seed", "5", "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    result = json.loads(out[0])
    assert result.keys() >= KEYS
    assert result["players"] == 3 and result["games"] == 3
    assert result["completed"] == 3 and result["errors"] == 0
    assert result["decisions"] > 0
    breakdown = result["mean_breakdown"]
    assert set(breakdown) == {"play", "amulets", "orders", "family", "assistants", "coins"}
    assert sum(breakdown.values()) == pytest.approx(result["mean_score"], abs=0.05)


def test_same_seed_same_figures():
    a = simulate.simulate(2, 2, 11, "random")
    b = simulate.simulate(2, 2, 11, "random")
    assert a["decisions"] == b["decisions"] and a["mean_breakdown"] == b["mean_breakdown"]


def test_a_failing_game_is_counted_and_the_run_goes_on(monkeypatch, capsys):
    real = headless.play_game

    def flaky(engine, players, seed, strategy):
        if seed == 101:
            raise RuntimeError("boom")
        return real(engine, players, seed, strategy)

    monkeypatch.setattr(headless, "play_game", flaky)
    result = simulate.simulate(2, 3, 100, "random")
    assert result["errors"] == 1 and result["completed"] == 2
    assert "seed 101" in capsys.readouterr().err
