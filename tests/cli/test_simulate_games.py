"""`roundhouse simulate --game`: The Yellow House and Castles headless, every game's seat range
from its engine's GameType (the adapter's too), the errors, and no discord.py loaded."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cli import simulate
from cli.main import main
from games import GAMES, engine, rules

ROOT = Path(__file__).resolve().parents[2]


def run_json(capsys, *args: str) -> dict:
    assert main(["simulate", *args, "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    return json.loads(out[0])


def test_yellowhouse_plays_two_games_with_each_level_in_each_seat(capsys):
    result = run_json(capsys, "--game", "yellowhouse", "--games", "2", "--strategy", "normal,easy")
    assert result["players"] == 2 and result["completed"] == 2 and result["errors"] == 0
    assert result["decisions"] > 0 and result["decisions_per_second"] > 0
    assert set(result["wins"]) == {"normal", "easy"}
    assert sum(result["wins"].values()) == 2  # one winner a game
    assert set(result["mean_breakdown"]) == {"passion", "skill", "money", "inspiration"}
    assert set(result["mean_score_by_strategy"]) == {"normal", "easy"}


def test_castles_plays_two_games_for_three_players(capsys):
    result = run_json(
        capsys, "--game", "castles", "--players", "3", "--games", "2", "--strategy", "easy,random"
    )
    assert result["players"] == 3 and result["completed"] == 2 and result["errors"] == 0
    assert result["decisions_per_second"] > 0
    assert set(result["wins"]) == {"easy", "random"} and sum(result["wins"].values()) >= 2
    breakdown = result["mean_breakdown"]
    assert set(breakdown) == {"castle", "favors", "bonus", "depleted", "money"}
    assert sum(breakdown.values()) == pytest.approx(result["mean_score"], abs=0.05)


def test_the_same_seed_plays_the_same_yellowhouse_games():
    game = engine("yellowhouse")
    a = simulate.simulate(2, 1, 3, "easy", game)
    b = simulate.simulate(2, 1, 3, "easy", game)
    assert a["decisions"] == b["decisions"] and a["mean_breakdown"] == b["mean_breakdown"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "yellowhouse", "--players", "3"], "is for 2 players only"),
        (["--game", "castles", "--players", "5"], "is for 2 to 4 players"),
        (["--game", "yellowhouse", "--strategy", "random"], "unknown strategy 'random'"),
        (["--game", "castles", "--strategy", "normal,greedy"], "unknown strategy 'greedy'"),
    ],
)
def test_a_bad_combination_is_refused_before_any_game(capsys, args, message):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--games", "1", *args])
    assert exc.value.code == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""


@pytest.mark.parametrize("key", GAMES)
def test_players_are_the_seat_range_of_the_games_type(capsys, key):
    kind = engine(key).game_type
    adapter = rules(key)
    assert (adapter.info.min_seats, adapter.info.max_seats) == (kind.min_seats, kind.max_seats)
    for players in (kind.min_seats - 1, kind.max_seats + 1):
        with pytest.raises(SystemExit) as exc:
            main(["simulate", "--game", key, "--games", "1", "--players", str(players)])
        assert exc.value.code == 2
        seats = f"{kind.min_seats} to {kind.max_seats} players"
        if kind.min_seats == kind.max_seats:
            seats = f"{kind.min_seats} players only"
        assert f"--game {key} is for {seats}" in capsys.readouterr().err


def test_simulating_every_game_loads_no_discord():
    code = (
        "import json, sys\n"
        "from cli.main import main\n"
        "from games import GAMES\n"
        "for key in GAMES:\n"
        "    main(['simulate', '--game', key, '--games', '0', '--json'])\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] == 'discord')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.splitlines()[-1]) == []


def test_an_unknown_game_is_refused(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--game", "chess"])
    assert exc.value.code == 2
    assert "invalid choice: 'chess'" in capsys.readouterr().err
