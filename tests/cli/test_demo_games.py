"""`roundhouse demo --game`: every game at once, each in its own folder; a game named by its
key or its name in either language; a game not hosted, a table a game does not seat."""

import pytest

from cli.main import main
from games import catalogue


def test_demo_of_every_game_writes_each_into_a_folder_of_its_own(tmp_path, capsys):
    assert main(["demo", "--game", "all", "--out", str(tmp_path), "--players", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    games = list(catalogue())
    assert [line.split(":")[0] for line in out] == [rules.info.name for rules in games]
    assert all("Final scores" in line for line in out)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(rules.info.key for rules in games)
    for rules in games:
        folder = tmp_path / rules.info.key
        transcript = (folder / "transcript.md").read_text()
        pictures = sorted(folder.glob("*.png"))
        assert len(pictures) >= 10
        assert all(f"]({p.name})" in transcript for p in pictures)  # its own pictures only
        assert f"{rules.info.name} #1" in transcript and "Seats (2/" in transcript
        assert f"in {folder}." in out[games.index(rules)]


@pytest.mark.parametrize(
    "text",
    [
        "castles",
        "Castles of Mad King Ludwig",
        " castles OF mad king LUDWIG ",
        "瘋狂國王路德維希的城堡",
    ],
)
def test_a_game_is_found_by_its_key_or_its_name_in_either_language(text):
    assert catalogue().named(text) is catalogue().rules("castles")


def test_demo_of_a_game_the_bot_does_not_host_is_refused(tmp_path, capsys):
    assert main(["demo", "--game", "chess", "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err == (
        "roundhouse demo: the bot does not host 'chess' yet; --game may be all, "
        "roundhouse (Round House), yellowhouse (The Yellow House), "
        "castles (Castles of Mad King Ludwig).\n"
    )
    assert not (tmp_path / "out").exists()


def test_demo_refuses_a_player_count_the_game_does_not_seat(tmp_path, capsys):
    assert main(["demo", "--game", "yellowhouse", "--players", "3", "--out", str(tmp_path)]) == 2
    assert "The Yellow House seats 2 players" in capsys.readouterr().err


def test_demo_of_every_game_refuses_a_table_one_of_them_does_not_seat_before_playing(
    tmp_path, capsys
):
    assert main(["demo", "--game", "ALL", "--players", "3", "--out", str(tmp_path / "o")]) == 2
    assert "The Yellow House seats 2 players" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def test_demo_in_zh_tw_seats_chinese_names_and_draws_chinese_pictures(tmp_path, capsys):
    """`--language zh-TW`: the game speaks Traditional Chinese (its pictures' alt text and
    words), its computer players have Chinese names; English stays the default. The game is
    named in either language."""
    zh = tmp_path / "zh"
    assert main(["demo", "--out", str(zh), "--language", "zh-TW", "--players", "2",
                 "--game", "圓樓"]) == 0  # fmt: skip
    assert "阿明" in capsys.readouterr().out
    transcript = (zh / "roundhouse" / "transcript.md").read_text()
    assert "圓樓遊戲圖板。" in transcript and "輪到" in transcript  # the pictures' alt text
    assert "阿明" in transcript and "小華" in transcript and "Computer 1" not in transcript
    english = tmp_path / "en"
    assert main(["demo", "--out", str(english), "--players", "2", "--game", "round house"]) == 0
    text = (english / "roundhouse" / "transcript.md").read_text()
    assert "Round House board." in text and "Computer 1" in text and "阿明" not in text


def test_demo_refuses_a_language_it_has_no_catalogue_for(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["demo", "--out", str(tmp_path), "--language", "fr"])
    assert "invalid choice: 'fr'" in capsys.readouterr().err
