"""The Yellow House's pictures in Traditional Chinese: golden pictures, every character drawn
covered by a font (games/common/fonts.py), no text under 24 px, the layout holds with the
longest names, and the alt texts speak Chinese."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image

import games.yellowhouse.pictures as yh
from games.common import fonts
from games.yellowhouse.pictures import samples, style
from tests.yellowhouse.pictures.pictures import EN, ZH, changed_fraction, image
from tests.yellowhouse.pictures.sheets import all_sheets, layout_problems
from tests.yellowhouse.pictures.test_golden import MAX_CHANGED

GOLDEN = Path(__file__).parent / "golden"
CHINESE_NAMES = ("馬可", "凱文")
LONG_NAMES = ("王" * 32, "W" * 32)  # the widest names the bot lets through, in each script


def _picture(kind: str, sample: str) -> bytes:
    view, events = samples.ALL[sample](CHINESE_NAMES)
    if kind == "turn":
        return yh.turn_picture(ZH, view, events)
    if kind == "board":
        return yh.board_picture(ZH, view, events)
    if kind == "final":
        return yh.final_picture(ZH, samples.hands_for(view), events)
    return yh.hand_picture(ZH, samples.hands_for(view)[1])


CASES = {
    f"{kind}_{sample}": (kind, sample)
    for kind, sample in [
        ("turn", "mid_trick"),
        ("turn", "exchange"),
        ("turn", "round_end"),
        ("board", "variant_high"),
        ("final", "game_over"),
        ("hand", "mid_trick"),
    ]
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_the_chinese_golden(name: str, tmp_path: Path) -> None:
    png = _picture(*CASES[name])
    path = GOLDEN / f"zh-TW_{name}.png"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_bytes(png)
    assert path.exists(), f"no golden picture {path}; run with UPDATE_GOLDEN=1"
    (tmp_path / path.name).write_bytes(png)
    actual, expected = image(png), Image.open(path).convert("RGB")
    assert actual.size == expected.size, f"size changed; see {tmp_path}/{path.name}"
    fraction = changed_fraction(actual, expected)
    assert fraction <= MAX_CHANGED, f"{fraction:.3%} of pixels changed; see {tmp_path}"


@pytest.mark.parametrize("words", [EN, ZH], ids=["en", "zh-TW"])
def test_every_character_drawn_is_covered_by_a_font(words) -> None:
    """Each text mark of each picture (Chinese and Latin names): no character is drawn as a
    box or the missing mark."""
    for pair in (CHINESE_NAMES, samples.NAMES):
        for label, sheet in all_sheets(pair, words):
            for mark in sheet.marks:
                if not mark.size:
                    continue
                missing = [ch for ch in mark.what if not fonts.covered(ch, style.font().chain)]
                assert missing == [], (label, mark.what)


def test_the_chinese_pictures_are_chinese_and_readable_on_a_phone() -> None:
    drawn = set()
    for pair in (CHINESE_NAMES, LONG_NAMES):
        for label, sheet in all_sheets(pair, ZH):
            assert layout_problems(sheet) == [], label
            assert sheet.smallest_text() >= style.MIN_TEXT, label
            drawn |= {mark.what for mark in sheet.marks}
    assert {"畫布", "本次辯論的主張", "剛剛發生的事", "我的手牌 · 凱文", "熱情", "獎勵"} <= drawn
    assert not {"Canvas", "Claims this trick", "What just happened", "Passion"} & drawn


def test_the_chinese_alt_texts_speak_chinese_and_english_is_unchanged() -> None:
    view, events = samples.mid_trick(CHINESE_NAMES)
    text = yh.alt_text(ZH, view, events)
    assert text.startswith("黃色小屋：\u2068馬可\u2069對\u2068凱文\u2069。第1局（共5局）。")
    assert "畫布等級：靈感 4、技巧 3、金錢 3、熱情 2。" in text
    hand = yh.hand_alt_text(ZH, samples.hands_for(view)[1])
    assert "輪到你：勝過靈感（等級4），或放棄。" in hand
    assert yh.alt_text(EN, view, events).startswith("The Yellow House: \u2068馬可\u2069 against")
    for long in (yh.alt_text(ZH, *samples.mid_trick(LONG_NAMES)),):
        assert len(long) <= 1000
