"""Lines laid out as Chinese is written (games/common/textfit.py): breaks between words, never
inside a word kept whole (a glossary term, a room's name, a player's name), kinsoku kept, a
piece wider than a line broken only when it must be; every wrap seen by `recording`."""

from __future__ import annotations

from itertools import pairwise

from games.common import textfit
from games.common.fonts import width
from games.common.graphemes import NO_LINE_END, NO_LINE_START

SIZE = 24


def hanzi(count: int) -> float:
    return width("圓" * count, SIZE)


def test_a_line_breaks_between_words_not_inside_one():
    text = "阿明出完手牌，贏得第 1 局，留下金錢作為獎勵。"
    lines = textfit.wrap(text, width("阿明出完手牌，贏得第 1 局，留下金錢作", SIZE), SIZE)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert not any(a.endswith("作") and b.startswith("為") for a, b in pairwise(lines))
    assert lines[0].endswith("留下金錢")


def test_a_bracket_goes_down_whole_with_its_word():
    assert textfit.wrap("市集（混合）", width("市集（混", SIZE), SIZE) == ["市集", "（混合）"]


def test_a_kept_word_is_never_split_and_a_name_stays_whole():
    text, room = "美玲放置了小房間", width("美玲放置了小房", SIZE)
    assert textfit.wrap(text, room, SIZE) == ["美玲放置了小房", "間"]  # the segmenter's guess
    with textfit.kept(["小房間"]):  # a room's name, from the catalogue
        assert textfit.wrap(text, room, SIZE) == ["美玲放置了", "小房間"]
    with textfit.kept(["玩家 2"]):
        lines = textfit.wrap("輪到玩家 2 出牌", width("輪到玩家", SIZE), SIZE)
    assert any("玩家 2" in line for line in lines)


def test_a_word_wider_than_a_line_is_broken_only_when_it_must_be():
    with textfit.kept(["貝爾希塔室"]):
        assert textfit.wrap("貝爾希塔室", hanzi(5), SIZE) == ["貝爾希塔室"]
        broken = textfit.wrap("貝爾希塔室", hanzi(3), SIZE)
        assert "".join(broken) == "貝爾希塔室" and len(broken) == 2
        assert textfit.wrap("貝爾希塔室", hanzi(3), SIZE, whole=True) == ["貝爾希塔室"]


def test_kinsoku_holds_when_words_are_broken():
    lines = textfit.wrap("圓樓，宗祠。夥計「倭寇」", hanzi(2), SIZE)
    assert not any(line[0] in NO_LINE_START or line[-1] in NO_LINE_END for line in lines)


def test_english_lines_break_at_spaces_as_before():
    text = "Gain 1 Recruit action and 2 Traveling Merchant actions."
    with textfit.kept(["家族領袖"]):
        lines = textfit.wrap(text, width("Gain 1 Recruit action", SIZE), SIZE)
    assert lines == ["Gain 1 Recruit action", "and 2 Traveling", "Merchant actions."]


def test_recording_sees_every_wrap_and_only_inside():
    with textfit.recording() as seen:
        textfit.wrap("圓樓宗祠", hanzi(2), SIZE)
    textfit.wrap("not seen", 100, SIZE)
    assert [(w.text, w.lines, w.size) for w in seen] == [("圓樓宗祠", ("圓樓", "宗祠"), SIZE)]
