"""`roundhouse demo --game`: a catalogue game's whole demo, and a game not hosted."""

import pytest

from roundhouse.cli import main


def test_demo_of_yellowhouse_writes_its_transcript_and_pictures(tmp_path, capsys):
    assert main(["demo", "--game", "yellowhouse", "--out", str(tmp_path), "--seed", "2"]) == 0
    assert "Final scores" in capsys.readouterr().out
    transcript = (tmp_path / "transcript.md").read_text()
    pictures = sorted(tmp_path.glob("*.png"))
    assert len(pictures) >= 10
    assert all(f"]({p.name})" in transcript for p in pictures)
    assert "The Yellow House #1" in transcript and "Seats (2/2)" in transcript


def test_demo_of_a_game_the_bot_does_not_host_is_refused(tmp_path, capsys):
    assert main(["demo", "--game", "chess", "--out", str(tmp_path / "out")]) == 2
    assert "does not host 'chess' yet" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_demo_refuses_a_player_count_the_game_does_not_seat(tmp_path, capsys):
    assert main(["demo", "--game", "yellowhouse", "--players", "3", "--out", str(tmp_path)]) == 2
    assert "The Yellow House seats 2 players" in capsys.readouterr().err


def test_demo_of_castles_writes_its_transcript_and_pictures(tmp_path, capsys):
    assert main(["demo", "--game", "castles", "--out", str(tmp_path), "--seed", "2"]) == 0
    assert "Final scores" in capsys.readouterr().out
    transcript = (tmp_path / "transcript.md").read_text()
    pictures = sorted(tmp_path.glob("*.png"))
    assert len(pictures) >= 10
    assert all(f"]({p.name})" in transcript for p in pictures)
    assert "Castles of Mad King Ludwig #1" in transcript

def test_demo_in_zh_tw_seats_chinese_names_and_draws_chinese_pictures(tmp_path, capsys):
    """`--language zh-TW`: the game speaks Traditional Chinese (its pictures' alt text and
    words), its computer players have Chinese names; English stays the default."""
    out = tmp_path / "zh"
    assert main(["demo", "--out", str(out), "--language", "zh-TW", "--players", "2"]) == 0
    assert "阿明" in capsys.readouterr().out
    transcript = (out / "transcript.md").read_text()
    assert "圓樓遊戲圖板。" in transcript and "輪到" in transcript  # the pictures' alt text
    assert "阿明" in transcript and "小華" in transcript and "Computer 1" not in transcript
    english = tmp_path / "en"
    assert main(["demo", "--out", str(english), "--players", "2"]) == 0
    text = (english / "transcript.md").read_text()
    assert "Round House board." in text and "Computer 1" in text and "阿明" not in text


def test_demo_refuses_a_language_it_has_no_catalogue_for(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["demo", "--out", str(tmp_path), "--language", "fr"])
    assert "invalid choice: 'fr'" in capsys.readouterr().err
