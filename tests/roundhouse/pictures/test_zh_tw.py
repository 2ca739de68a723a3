"""Round House's pictures in Traditional Chinese: every word drawn comes from the zh-TW catalogue
(Chinese, not English), every character drawn is covered by a font, the alt text is Chinese and
English is unchanged."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import games.roundhouse.pictures as rh_render
from games.common import fonts
from games.roundhouse.pictures.board import title_text
from games.roundhouse.pictures.phone import draw_phone
from games.roundhouse.pictures.phone_player import draw_phone_player
from games.roundhouse.pictures.samples import CHINESE_NAMES, busy_state
from locales.words import ENGLISH, words_for

ROOT = Path(__file__).resolve().parents[3]
EN, ZH = words_for(ENGLISH), words_for("zh-TW")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")  # piece letters (Y, T…), order ids (R2) and A1 are symbols

RECORD = """
import json
from games.common import fonts
drawn = []
draw_text = fonts.draw_text
def spy(canvas, xy, text, size, fill, chain=fonts.REGULAR, anchor="la"):
    drawn.append([text, [str(path) for path in chain.files]])
    return draw_text(canvas, xy, text, size, fill, chain, anchor)
fonts.draw_text = spy
from tests.roundhouse.pictures.test_golden import ZH_CASES
for picture in ZH_CASES.values():
    picture()
print(json.dumps(drawn))
"""


def test_every_character_drawn_in_zh_tw_is_covered_by_a_font() -> None:
    """Each text the zh-TW golden pictures draw (recorded in a fresh process, so no cache hides
    one) has every character in a font of its chain: none becomes the neutral mark."""
    done = subprocess.run(
        [sys.executable, "-c", RECORD], capture_output=True, text=True, cwd=ROOT, check=True
    )
    drawn = json.loads(done.stdout)
    assert len(drawn) > 300 and any("宗祠" in text for text, _ in drawn)
    uncovered = {
        (ch, text)
        for text, files in drawn
        for ch in text
        if not ch.isspace() and not any(fonts.covers(Path(f), ch) for f in files)
    }
    assert not uncovered


def _latin_words(texts: list[str], state_names: list[str]) -> set[str]:
    return {t for t in texts if LATIN_WORD.search(t) and not any(n in t for n in state_names)}


def test_the_zh_tw_pictures_draw_chinese_words() -> None:
    s = busy_state(5, names=CHINESE_NAMES)
    phone = draw_phone(s, ZH)
    me = draw_phone_player(s, ZH, 3)
    texts = [t.text for t in phone.texts + me.texts]
    assert _latin_words(texts, CHINESE_NAMES) == set()
    assert title_text(ZH, s) in texts and "回合" in title_text(ZH, s)
    counts = "3位夥計 · 5個護身符 · 2張訂單（1 ✓）"
    for said in ("輪到淑芬（綠）", "宗祠", "祭拜", "回合", "結束", "領袖", counts):
        assert said in texts, said
    assert "Kevin 志強" in texts  # a name mixing scripts, drawn whole
    assert {"專家（1）", "訂單", "夥計供應區", "挑夫"} <= {t.text for t in me.texts}


def test_the_english_pictures_are_unchanged_by_the_catalogue() -> None:
    s = busy_state(5)
    texts = [t.text for t in draw_phone(s, EN).texts]
    assert "Eli (green) to play" in texts and "↑ to the" in texts and "worship" in texts
    assert "1 assistant" not in texts and "3 assistants · 5 amulets · 2 orders (1 ✓)" in texts


def test_the_zh_tw_alt_texts_are_chinese() -> None:
    s = busy_state(4, names=CHINESE_NAMES)
    board = rh_render.alt_text(ZH, s)
    assert board.startswith("圓樓遊戲圖板。第3/10回合 · 第9行動回合。輪到⁨小華⁩（紫）：")
    assert (
        "榮譽：" in board
        and "上一步：從" in board
        and not LATIN_WORD.search(board.replace("Kevin", ""))
    )
    me = rh_render.player_alt_text(ZH, s, 3)
    assert me.startswith("\u2068Kevin 志強\u2069（紅）的圖板：") and "護身符：" in me
    assert "Amulets" not in me and "prestige" not in me
    english = rh_render.player_alt_text(EN, busy_state(4), 3)
    assert english.startswith("\u2068Dana\u2069 (red)'s board:") and "Amulets: " in english


def test_the_pictures_catalogue_is_taiwanese_traditional_chinese() -> None:
    variants = tomllib.loads((ROOT / "locales" / "zh_variants.toml").read_text(encoding="utf-8"))
    forbidden = set(variants["simplified_only"]) | set(variants["not_taiwan"])
    catalogue = (
        ROOT / "games" / "roundhouse" / "locales" / "zh-TW" / "roundhouse_pictures.toml"
    ).read_text("utf-8")
    assert not set(catalogue) & forbidden
    assert "，" in catalogue and "：" in catalogue and "（" in catalogue  # full-width punctuation


def test_the_zh_tw_alt_texts_fit_discord_with_the_longest_names() -> None:
    s = busy_state(5, names=["龘" * 32] * 5)
    assert len(rh_render.alt_text(ZH, s, ["阿明：移動家族領袖" * 200])) <= 1000
    assert len(rh_render.player_alt_text(ZH, s, 4)) <= 1000
