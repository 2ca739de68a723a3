"""`roundhouse render --game KEY` for every game of the registry, with the same flags (the
options of cli/render.py); an unknown game is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from cli.main import main
from games import GAMES


@pytest.mark.parametrize("key", GAMES)
def test_every_game_renders_with_the_same_flags(tmp_path: Path, capsys, key):
    out = tmp_path / f"{key}.png"
    flags = ["--seed", "3", "--language", "zh-TW", "--output", str(out), "--alt"]
    assert main(["render", "--game", key, *flags]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0] == f"wrote {out} ({out.stat().st_size} bytes)" and said[1:]
    assert Image.open(out).width >= 800


def test_the_default_game_renders_without_game(tmp_path: Path):
    out = tmp_path / "board.png"
    assert main(["render", "-o", str(out)]) == 0
    assert main(["render", "--game", GAMES[0], "-o", str(tmp_path / "same.png")]) == 0
    assert out.read_bytes() == (tmp_path / "same.png").read_bytes()


def test_an_unknown_game_is_refused(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["render", "--game", "chess"])
    assert exc.value.code == 2
    assert "invalid choice: 'chess'" in capsys.readouterr().err
