"""`roundhouse render --game yellowhouse`: a position's picture in either language; Round
House's `render` (the default game's) is untouched."""

from __future__ import annotations

from PIL import Image

from cli.main import main


def test_render_draws_a_yellow_house_position_in_each_language(tmp_path, capsys):
    out = tmp_path / "turn.png"
    args = ["render", "--game", "yellowhouse", "--moves", "12", "-o", str(out), "--alt"]
    assert main([*args, "--language", "zh-TW"]) == 0
    said = capsys.readouterr().out
    assert "黃色小屋：\u2068玩家1\u2069對\u2068玩家2\u2069。" in said
    assert Image.open(out).width == 800
    hand = tmp_path / "hand.png"
    assert main([*args[:5], "--picture", "hand", "--seat", "1", "-o", str(hand), "--alt"]) == 0
    assert "The Yellow House, \u2068Player 2\u2069's hand" in capsys.readouterr().out
    assert Image.open(hand).height < Image.open(out).height


def test_render_refuses_negative_moves_and_round_house_still_renders(tmp_path, capsys):
    assert main(["render", "--game", "yellowhouse", "--moves", "-1"]) == 2
    assert "--moves must be 0 or more" in capsys.readouterr().err
    board = tmp_path / "board.png"
    assert main(["render", "--players", "2", "-o", str(board)]) == 0
    assert board.exists()
