"""Sealed Bids off Discord, through the command line as the registry plus its line hosts it:
`roundhouse simulate --game sealed` plays its headless games (within its own seat range) and
`roundhouse render --game sealed` draws it; the engine deals from its seed alone."""

from __future__ import annotations

import importlib
import json

import pytest

from cli.main import main

from .hosting import KEY


def test_simulate_plays_its_headless_games(capsys):
    args = ["simulate", "--game", KEY, "--players", "3", "--games", "30", "--json"]
    assert main([*args, "--strategy", "easy,normal"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["completed"] == 30 and result["errors"] == 0
    assert result["decisions"] == 30 * 3 * 5  # five rounds of three bids, none changed
    assert set(result["wins"]) == {"easy", "normal"} and result["wins"]["normal"] > 10
    assert main(args) == 0  # the same seeds: the same games
    again = json.loads(capsys.readouterr().out)
    assert again["mean_score"] == main_figures(3)["mean_score"]


def main_figures(players: int) -> dict:
    simulate = importlib.import_module("cli.simulate")
    return simulate.simulate(players, 30, 0, "normal", importlib.import_module("games").engine(KEY))


def test_simulate_takes_its_seat_range(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--game", KEY, "--players", "4"])
    assert exited.value.code == 2
    assert "--game sealed is for 2 to 3 players" in capsys.readouterr().err


def test_render_draws_it(tmp_path, capsys):
    out = tmp_path / "sealed.png"
    args = ["render", "--game", KEY, "--moves", "4", "--players", "3", "-o", str(out), "--alt"]
    assert main(args) == 0
    assert (
        out.read_bytes().startswith(b"\x89PNG")
        and "Sealed Bids, round 2" in capsys.readouterr().out
    )


def test_the_engine_deals_from_its_seed_alone():
    sb = importlib.import_module("engine.sealed")
    first, again, other = (sb.new_game(["a", "b"], seed) for seed in (7, 7, 8))
    assert first == again and first != other
    assert sorted([*first.prizes, first.prize]) == [1, 2, 3, 4, 5, 6]
