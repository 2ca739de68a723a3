"""games/common/fonts.py: every character we draw has a font, one baseline, no boxes, safe cuts."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from games.common import fonts, textfit
from games.common.graphemes import NO_LINE_END, NO_LINE_START, graphemes

ROOT = Path(__file__).resolve().parents[2]
RULEBOOK = ROOT.parent / "shared" / "rules" / "round-house-rulebook.zh-TW.txt"
GLOSSARY = ROOT / "locales" / "glossary.toml"
NAMES = {
    "Traditional": "陳怡君",
    "Simplified": "张伟 刘洋",
    "kana": "たなか・ヨシ",
    "hangul": "김민수",
    "Cyrillic": "Олег Ёжиков",
    "Greek": "Ελένη",
    "accented Latin": "Zoë Ångström-Nuñez Łukasz",
}
SIZE = 32


def cjk_code_points(text: str) -> set[str]:
    return {c for c in text if not c.isspace() and ord(c) >= 0x2E80}


def strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings(item)]
    return []


def ink(text: str, fonts_: fonts.Chain = fonts.REGULAR, size: int = SIZE) -> Image.Image:
    image = Image.new("L", (int(fonts.width(text, size, fonts_)) + 20, size * 2), 0)
    fonts.draw_text(ImageDraw.Draw(image), (10, size // 2), text, size, 255, fonts_)
    return image


def test_every_rulebook_character_is_covered():
    text = RULEBOOK.read_text(encoding="utf-8")
    missing = [c for c in sorted(set(text)) if not c.isspace() and not fonts.covered(c)]
    assert missing == []


def test_every_glossary_character_is_covered_in_both_weights():
    text = "".join(strings(tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))))
    for chain in (fonts.REGULAR, fonts.BOLD):
        assert [
            c for c in sorted(set(text)) if not c.isspace() and not fonts.covered(c, chain)
        ] == []


def test_common_traditional_characters_are_covered_by_the_cjk_font():
    """Big5 level 1 (A440–C67E): 5,401 common hanzi, a superset of the Ministry's 4,808."""
    big5 = {
        bytes((lead, trail)).decode("big5", "ignore")
        for lead in range(0xA4, 0xC7)
        for trail in [*range(0x40, 0x7F), *range(0xA1, 0xFF)]
    }
    hanzi = {c for c in big5 if c and "\u4e00" <= c <= "\u9fff"}  # C6A1+ holds kana
    assert len(hanzi) == 5401
    for chain in (fonts.REGULAR, fonts.BOLD):
        assert [c for c in sorted(hanzi) if not fonts.covers(chain.files[1], c)] == []


@pytest.mark.parametrize("script", NAMES)
def test_display_names_in_any_script_draw_without_a_mark(script):
    name = NAMES[script]
    assert all(fonts.covered(c) for c in name)
    assert fonts.MISSING_MARK not in "".join(run.text for run in fonts.runs(name))


def test_fallback_splits_runs_by_the_first_covering_font():
    assert fonts.runs("Bob 的圓樓 ok") == (
        fonts.Run("Bob ", 0),
        fonts.Run("的圓樓", 1),
        fonts.Run(" ok", 0),
    )
    assert fonts.runs("Ελένη") == (fonts.Run("Ελένη", 0),)


def test_latin_text_draws_exactly_as_dejavu_alone():
    ours = ink("Round House")
    image = Image.new("L", ours.size, 0)
    ImageDraw.Draw(image).text(
        (10, SIZE // 2),
        "Round House",
        font=fonts.face(fonts.REGULAR.files[0], SIZE),
        fill=255,
        anchor="la",
    )
    assert ours.tobytes() == image.tobytes()


def test_hanzi_and_latin_share_one_baseline():
    """The bottom of "H" and of the horizontal stroke of "一" both sit on the drawn baseline."""
    ascent, _ = fonts.metrics(SIZE)
    baseline = SIZE // 2 + ascent
    latin = ink("H").getbbox()
    hanzi = ink("H一").crop((int(fonts.width("H", SIZE)) + 10, 0, 400, SIZE * 2)).getbbox()
    assert latin is not None and hanzi is not None
    assert latin[3] == baseline
    assert baseline - SIZE * 0.5 < hanzi[1] < hanzi[3] < baseline + SIZE * 0.2


def plain(text: str) -> Image.Image:
    """The text drawn as Pillow draws it with DejaVu alone (a box for an emoji)."""
    image = Image.new("L", ink(text).size, 0)
    font = ImageFont.truetype(str(fonts.REGULAR.files[0]), SIZE)
    ImageDraw.Draw(image).text((10, SIZE // 2), text, font=font, fill=255)
    return image


@pytest.mark.parametrize(
    "emoji", ["🎲", "👨‍👩‍👧", "🇹🇼", "🥟", "👍🏽", "😀", "😂", "😍", "☕\ufe0f"]
)
def test_an_emoji_is_drawn_whole_by_the_emoji_font_never_a_box_nor_the_mark(emoji):
    (run,) = fonts.runs(emoji)
    assert run == fonts.Run(emoji, len(fonts.REGULAR.files) - 1)
    assert fonts.is_emoji_font(fonts.REGULAR.files[run.font])
    drawn = ink(f"a{emoji}b")
    assert drawn.tobytes() != ink(f"a{fonts.MISSING_MARK}b").tobytes()
    assert drawn.tobytes() != plain(f"a{emoji}b").tobytes()


def test_truncation_never_splits_a_grapheme():
    text = "Zoe\u0301 👨‍👩‍👧 🇹🇼🇯🇵 家族領袖 각 e\u0301e\u0301"
    clusters = graphemes(text)
    for max_width in range(0, int(fonts.width(text, SIZE)) + 2, 3):
        cut = textfit.truncate(text, max_width, SIZE)
        assert fonts.width(cut, SIZE) <= max_width
        if cut and cut != text:
            head = cut.removesuffix(textfit.ELLIPSIS)
            assert cut.endswith(textfit.ELLIPSIS)
            assert "".join(clusters[: len(graphemes(head))]) == head


def test_truncation_keeps_a_text_that_fits_and_cuts_hanzi_with_an_ellipsis():
    assert textfit.truncate("圓樓", 1000, SIZE) == "圓樓"
    assert textfit.truncate("家族領袖夥計", SIZE * 3, SIZE) == "家族…"


CHINESE = (
    "玩家將自家其中1個家族領袖，依順時針方向於圓樓中移動1~3個房間，"
    "移動時須遵守下列規定：「須沿著有藍色通道或樓梯相連的房間移動」。"
)


def test_chinese_wraps_without_spaces_and_loses_nothing():
    lines = textfit.wrap(CHINESE, 200, 20)
    assert len(lines) > 3 and "".join(lines) == CHINESE
    assert all(fonts.width(line, 20) <= 200 for line in lines)
    assert not any(line[0] in NO_LINE_START for line in lines)
    assert not any(line[-1] in NO_LINE_END for line in lines)


def test_latin_words_stay_whole_and_a_word_wider_than_a_line_is_cut():
    text = "Move one family leader 1 to 3 rooms clockwise"
    lines = textfit.wrap(text, 150, 20)
    assert " ".join(lines) == text and len(lines) > 1
    assert all(fonts.width(line, 20) <= 150 for line in lines)
    long_word = textfit.wrap("Supercalifragilisticexpialidocious", 100, 20)
    assert len(long_word) > 1 and "".join(long_word) == "Supercalifragilisticexpialidocious"


def test_mixed_text_breaks_between_hanzi_and_a_latin_name():
    lines = textfit.wrap("輪到 Alexander 移動家族領袖", 110, 20)
    assert "Alexander" in lines and "".join(lines).replace(" ", "") == "輪到Alexander移動家族領袖"


def test_new_lines_start_new_lines():
    assert textfit.wrap("圓樓\n宗祠", 1000, 20) == ["圓樓", "宗祠"]


def test_graphemes_keep_marks_emoji_sequences_flags_and_jamo_together():
    assert graphemes("e\u0301a") == ["e\u0301", "a"]
    assert graphemes("👨‍👩‍👧x") == ["👨‍👩‍👧", "x"]
    assert graphemes("🇹🇼🇯🇵") == ["🇹🇼", "🇯🇵"]
    assert graphemes("각가") == ["각", "가"]
    assert graphemes("👍🏽❤️") == ["👍🏽", "❤️"]


@pytest.mark.parametrize("size", [20, 24, 33])
def test_cached_glyphs_draw_cjk_exactly_as_pillow_draws_the_run(size):
    text = "宗祠、夥計。「倭寇」たなか김민수"
    ours, pillow = Image.new("L", (700, 80), 0), Image.new("L", (700, 80), 0)
    fonts.draw_text(ImageDraw.Draw(ours), (10, 50), text, size, 255, anchor="ls")
    ImageDraw.Draw(pillow).text(
        (10, 50), text, font=fonts.face(fonts.REGULAR.files[1], size), fill=255, anchor="ls"
    )
    assert ours.tobytes() == pillow.tobytes()


def test_anchors_place_the_text_by_its_measured_width():
    image = Image.new("L", (400, 80), 0)
    drawn = fonts.draw_text(ImageDraw.Draw(image), (390, 40), "圓樓 Round", SIZE, 255, anchor="rs")
    box = image.getbbox()
    assert box is not None and drawn == fonts.width("圓樓 Round", SIZE)
    assert 390 - drawn - 1 <= box[0] and box[2] <= 391
    with pytest.raises(ValueError):
        fonts.draw_text(ImageDraw.Draw(image), (0, 0), "x", SIZE, 255, anchor="lx")


@pytest.mark.parametrize("anchor", ["la", "lt", "ls", "lm", "mm", "mt", "md", "rm", "ma", "lb"])
@pytest.mark.parametrize("size", [17, 24, SIZE])
def test_latin_text_draws_exactly_as_pillow_at_every_anchor(anchor, size):
    """Pillow rounds an anchor's offset to whole pixels (half a line, half a width): so do we."""
    for text, xy in (("Round 12", (150, 60)), ("Tea", (20.5, 20.25))):
        pillow, ours = Image.new("L", (300, 120), 0), Image.new("L", (300, 120), 0)
        latin = fonts.face(fonts.REGULAR.files[0], size)
        ImageDraw.Draw(pillow).text(xy, text, font=latin, fill=255, anchor=anchor)
        fonts.draw_text(ImageDraw.Draw(ours), xy, text, size, 255, anchor=anchor)
        assert ours.tobytes() == pillow.tobytes(), text


@pytest.mark.parametrize("size", [12, 20, 24, 36, 72])
def test_hanzi_stay_inside_the_latin_line_box(size):
    ascent, descent = fonts.metrics(size)
    cjk = fonts.face(fonts.REGULAR.files[1], size)
    _, top, _, bottom = cjk.getbbox("龜鬱圓樓「」", anchor="ls")
    assert -top <= ascent and bottom <= descent


def test_no_line_starts_with_closing_or_ends_with_opening_punctuation():
    two_hanzi = fonts.width("圓樓", 20)
    lines = textfit.wrap("圓樓，宗祠。夥計「倭寇」", two_hanzi, 20)
    assert "".join(lines) == "圓樓，宗祠。夥計「倭寇」"
    assert not any(line[0] in NO_LINE_START or line[-1] in NO_LINE_END for line in lines)


def test_format_characters_such_as_bidi_isolates_are_left_out_not_drawn_as_the_mark():
    assert fonts.runs("\u2068Ann\u2069 \u200f陳") == fonts.runs("Ann 陳")
