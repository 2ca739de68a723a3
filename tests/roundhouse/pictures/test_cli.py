"""`roundhouse render`: writes a PNG; bad input gets a clear error and writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.roundhouse as rh_engine
from cli.main import main
from games.roundhouse.render_cli import random_game


def test_renders_a_seeded_random_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], decode
) -> None:
    out = tmp_path / "board.png"
    rc = main(["render", "--seed", "3", "--players", "3", "--moves", "25", "-o", str(out), "--alt"])
    assert rc == 0
    assert decode(out.read_bytes()).width >= 1600
    printed = capsys.readouterr().out
    assert "to play" in printed


def test_the_same_seed_and_moves_give_the_same_picture(tmp_path: Path) -> None:
    a, b = tmp_path / "a.png", tmp_path / "b.png"
    assert main(["render", "--seed", "4", "--moves", "30", "-o", str(a)]) == 0
    assert main(["render", "--seed", "4", "--moves", "30", "-o", str(b)]) == 0
    assert a.read_bytes() == b.read_bytes()
    state, played = random_game(4, 4, 30)
    assert played == 30 and len(state.history) > 0


def test_renders_a_saved_game_and_the_other_pictures(tmp_path: Path, decode) -> None:
    state, _ = random_game(9, 2, 40)
    saved = tmp_path / "game.json"
    saved.write_text(rh_engine.to_json(state), encoding="utf-8")
    for picture in ("board", "player", "chart"):
        out = tmp_path / f"{picture}.png"
        rc = main(
            ["render", "--saved", str(saved), "--picture", picture, "--seat", "1", "-o", str(out)]
        )
        assert rc == 0
        decode(out.read_bytes())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "6"], "--players must be 2 to 5"),
        (["--moves", "-1"], "--moves must be 0 or more"),
        (["--saved", "missing.json"], "cannot read"),
        (["--picture", "player", "--seat", "4"], "not in this 4-player game"),
    ],
)
def test_bad_input_is_an_error_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = tmp_path / "board.png"
    assert main(["render", *args, "-o", str(out)]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_a_file_that_is_not_a_saved_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "a game"}', encoding="utf-8")
    out = tmp_path / "board.png"
    assert main(["render", "--saved", str(bad), "-o", str(out)]) == 2
    assert "is not a saved game" in capsys.readouterr().err
    assert not out.exists()


def test_a_chinese_picture_s_seats_are_named_in_chinese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "board.png"
    assert main(["render", "--language", "zh-TW", "--players", "3", "-o", str(out), "--alt"]) == 0
    printed = capsys.readouterr().out
    assert "玩家1" in printed and "Player" not in printed
