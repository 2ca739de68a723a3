"""`roundhouse render --game castles`: each of Castles' pictures of a seeded position, in either
language; bad input gets a clear error and writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from cli.main import main


@pytest.mark.parametrize("picture", ["turn", "castle", "me"])
def test_render_draws_each_picture_of_a_seeded_position(tmp_path: Path, capsys, picture):
    out = tmp_path / f"{picture}.png"
    args = ["render", "--game", "castles", "--players", "3", "--moves", "9", "--seed", "2"]
    assert main([*args, "--picture", picture, "--seat", "1", "-o", str(out), "--alt"]) == 0
    said = capsys.readouterr().out
    assert said.startswith(f"wrote {out}") and len(said.splitlines()) >= 2
    assert Image.open(out).width == 800


def test_the_same_seed_and_moves_give_the_same_picture_in_each_language(tmp_path: Path, capsys):
    drawn = {}
    for language in ("en", "zh-TW", "en"):
        out = tmp_path / f"{language}.png"
        args = ["--moves", "14", "--language", language, "-o", str(out), "--alt"]
        assert main(["render", "--game", "castles", *args]) == 0
        drawn.setdefault(language, set()).add(out.read_bytes())
    assert len(drawn["en"]) == 1 and drawn["en"] != drawn["zh-TW"]
    said = capsys.readouterr().out
    assert "Player 1" in said and "玩家1" in said


def test_the_preview_of_a_seat_placing_a_room(tmp_path: Path, capsys):
    for moves in range(1, 40):  # the first position where someone places a room
        out = tmp_path / "spots.png"
        picked = ["render", "--game", "castles", "--moves", str(moves), "-o", str(out)]
        for seat in range(4):
            if main([*picked, "--picture", "preview", "--seat", str(seat)]) == 0:
                assert Image.open(out).width == 800
                return
    pytest.fail("nobody placed a room in 40 moves")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "5"], "seats 2 to 4 players"),
        (["--moves", "-1"], "--moves must be 0 or more"),
        (["--picture", "me", "--seat", "4"], "no seat 4 in a 4-player game"),
        (["--picture", "preview", "--seat", "0"], "is not placing a room after 0 moves"),
    ],
)
def test_bad_input_is_an_error_and_writes_nothing(tmp_path: Path, capsys, args, message):
    out = tmp_path / "castles.png"
    assert main(["render", "--game", "castles", *args, "-o", str(out)]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()
