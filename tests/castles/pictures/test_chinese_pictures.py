"""The pictures in Traditional Chinese: every character drawn is covered by a font of the chain
(DejaVu, then Noto Sans CJK TC), so none is drawn as a box or the missing mark; every
character of the Castles catalogues is; the words drawn are the catalogue's, a room's name
never split; and the hanzi are 24 px by measurement, as Round House's are."""

from __future__ import annotations

import re

import pytest
from PIL import ImageFont

from games.castles.pictures import style
from games.castles.pictures.canvas import Canvas
from games.castles.pictures.style import FONT_DIR
from games.common.fonts import BOLD, REGULAR, chain, covered
from locales.words import GAMES
from tests.castles.pictures.cases import CASES, PICTURES
from tests.castles.pictures.samples import ZH

CHAINS = (REGULAR, BOLD, chain(condensed=True), chain(bold=True, condensed=True))


def drawable(ch: str) -> bool:
    return ch.isspace() or any(covered(ch, fonts) for fonts in CHAINS)


@pytest.mark.parametrize("case", sorted(PICTURES))
def test_every_character_drawn_is_covered(case):
    texts = [t.text for t in CASES[f"{case}_zh-TW"]().texts]
    assert sorted({ch for text in texts for ch in text if not drawable(ch)}) == []
    assert any("\u4e00" <= ch <= "\u9fff" for text in texts for ch in text)


@pytest.mark.parametrize("name", ["castles", "castles_pictures", "castles_help"])
def test_every_character_of_the_catalogues_is_covered(name):
    text = (GAMES / "castles" / "locales" / "zh-TW" / f"{name}.toml").read_text(encoding="utf-8")
    assert sorted({ch for ch in text if not drawable(ch)}) == []


def test_the_turn_picture_speaks_chinese():
    texts = [t.text for t in PICTURES["turn_4p"](ZH).texts]
    assert "第1回合" in texts and "市場" in texts and "分數" in texts
    assert "三溫暖完成（雜務：一張獎勵卡）" in texts


ROOMS = {text for key, text in ZH.entries.items() if key.startswith("castles.room.")}
LETTERS = {
    text
    for key, text in ZH.entries.items()
    if key.startswith(("castles_pictures.letter.", "castles.type."))
}


@pytest.mark.parametrize("case", sorted(PICTURES))
def test_a_room_s_name_is_drawn_whole_never_split_across_lines(case):
    texts = {t.text.removesuffix("✓").strip() for t in CASES[f"{case}_zh-TW"]().texts}
    parts = {t for t in texts - ROOMS - LETTERS if t and any(t in room for room in ROOMS)}
    assert parts == set()
    assert "東掛毯廳" in {t.text for t in PICTURES["castle_30"](ZH).texts}


HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def check_hanzi(cv: Canvas) -> None:
    """Every line with hanzi is drawn at MIN_TEXT px or more, and its ink, measured on what was
    drawn, is that tall (all but lines of flat characters: 一, 二, 人…)."""
    lines = [t for t in cv.texts if HAN.search(t.text)]
    assert lines and all(t.size >= style.MIN_TEXT for t in lines)
    tall = [t for t in lines if t.ink >= style.MIN_TEXT]
    assert len(tall) >= 0.9 * len(lines), [t for t in lines if t not in tall]


@pytest.mark.parametrize("case", sorted(PICTURES))
def test_the_hanzi_measure_24_px_in_every_picture(case):
    check_hanzi(CASES[f"{case}_zh-TW"]())


def test_the_hanzi_measure_fails_a_20_px_line():
    cv = PICTURES["me_3p"](ZH)
    small = ImageFont.truetype(str(FONT_DIR / "DejaVuSans.ttf"), 20)
    check_hanzi(cv)
    cv.text((10, 10), "宗祠", small)
    with pytest.raises(AssertionError):
        check_hanzi(cv)
