"""Names in every script family drawn in the order Discord shows them (an LTR interface, the
Unicode bidi algorithm), each grapheme by a font that has its glyphs: no tofu, no "·" in its
place, nothing dropped (games/common/bidi.py, games/common/fonts.py, games/common/names.py)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from games.common import bidi, fonts, names
from games.common.graphemes import graphemes

SIZE = 28
EMOJI_NAME = "🌸 Mei 🇯🇵 👩‍👩‍👧 👍🏽 🏳️‍🌈"


def visual(text: str, chain: fonts.Chain = fonts.REGULAR) -> list[str]:
    """The graphemes of the laid-out line from left to right."""
    out: list[str] = []
    for run in fonts.runs(text, chain):
        clusters = graphemes(run.text)
        out += reversed(clusters) if run.rtl else clusters
    return out


def rev(text: str) -> list[str]:
    return list(reversed(graphemes(text)))


# name -> its graphemes from left to right as Discord shows it in an LTR interface
ORDER = {
    "arabic": ("محمد علي", rev("محمد علي")),
    "arabic, a number after it": ("محمد 42", [*"42 ", *rev("محمد")]),
    "arabic inside latin": (
        "Ann محمد علي (7) Bo",  # the brackets are the Arabic's (N0), drawn mirrored
        [*"Ann ", ")", "7", "(", " ", *rev("محمد علي"), *" Bo"],
    ),
    "hebrew": ("דוד כהן", rev("דוד כהן")),
    "hebrew then latin": ("שירה Lin", [*rev("שירה"), *" Lin"]),
    "thai": ("สมชาย ใจดี", graphemes("สมชาย ใจดี")),
    "devanagari": ("नमस्ते राज", graphemes("नमस्ते राज")),
    "kaomoji": ("(๑•̀ㅂ•́)و✧ 小美", graphemes("(๑•̀ㅂ•́)و✧ 小美")),
    "more kaomoji": ("ʕ•ᴥ•ʔ ಠ_ಠ ༼ つ ◕_◕ ༽つ", graphemes("ʕ•ᴥ•ʔ ಠ_ಠ ༼ つ ◕_◕ ༽つ")),
    "emoji, ZWJ sequences and flags": (EMOJI_NAME, graphemes(EMOJI_NAME)),
    "cjk": ("陳怡君 Amy", graphemes("陳怡君 Amy")),
}
MARKS_OF_SEQUENCES = ("\ufe0f", "\u200d")  # drawn inside an emoji glyph, not glyphs of their own


@pytest.mark.parametrize("family", ORDER)
def test_a_name_is_laid_out_in_discords_order(family: str) -> None:
    name, expected = ORDER[family]
    assert visual(name) == expected
    assert visual(name, fonts.BOLD) == expected


@pytest.mark.parametrize("family", ORDER)
def test_every_grapheme_of_a_name_has_a_font_with_its_glyphs(family: str) -> None:
    name, _ = ORDER[family]
    drawn = fonts.runs(name)
    assert "".join(run.text for run in drawn).replace(" ", "") != ""
    assert sorted("".join(run.text for run in drawn)) == sorted(name)  # nothing dropped
    for run in drawn:
        path = fonts.REGULAR.files[run.font]
        assert run.text != fonts.MISSING_MARK
        if fonts.is_emoji_font(path):
            for cluster in graphemes(run.text):  # one glyph: the sequence's own, not its parts
                base = fonts.width(cluster[0], SIZE)
                assert fonts.width(cluster, SIZE) == pytest.approx(base), cluster
            continue
        assert all(fonts.covers(path, c) for c in run.text if c not in MARKS_OF_SEQUENCES)


def test_a_right_to_left_run_is_drawn_with_its_direction_given() -> None:
    """As Pillow draws the Hebrew run right to left (raqm left to guess would do the same for
    this name alone; inside a line of Latin it did not)."""
    hebrew = "דוד כהן"
    ours = Image.new("L", (300, 60), 0)
    fonts.draw_text(ImageDraw.Draw(ours), (10, 10), hebrew, SIZE, 255)
    pillow = Image.new("L", (300, 60), 0)
    face = fonts.face(fonts.REGULAR.files[0], SIZE)
    ImageDraw.Draw(pillow).text((10, 10), hebrew, font=face, fill=255, direction="rtl")
    assert ours.tobytes() == pillow.tobytes()


def test_a_latin_run_after_an_arabic_letter_stays_left_to_right() -> None:
    """The first strong letter of the run "و✧ 小" is Arabic: raqm, left to guess, laid the
    whole run out right to left."""
    runs = fonts.runs("(๑•̀ㅂ•́)و✧ 小美")
    assert [run.text for run in runs if run.rtl] == ["و"]


def test_emoji_are_drawn_in_colour_at_the_size_asked() -> None:
    image = Image.new("RGB", (200, 60), (255, 255, 255))
    fonts.draw_text(ImageDraw.Draw(image), (10, 10), "🌸🇯🇵", SIZE, (0, 0, 0))
    colours = {image.getpixel((x, y)) for x in range(200) for y in range(60)}
    assert any(r > 200 and g < 150 for r, g, _ in colours)  # the red of the flag
    assert fonts.width("🌸", SIZE) == pytest.approx(fonts.width("🌸", SIZE * 2) / 2, abs=0.5)
    box = fonts.ink_box("🌸", SIZE)
    assert SIZE * 0.9 < box[2] - box[0] < SIZE * 1.4


def test_on_a_mask_an_emoji_is_its_ink() -> None:
    mask = Image.new("L", (100, 60), 0)
    fonts.draw_text(ImageDraw.Draw(mask), (10, 10), "🌸", SIZE, 255)
    assert mask.getbbox() is not None


@pytest.mark.parametrize(
    ("raw", "cleaned"),
    [
        ("\u202eevil\u202c  Bo\n", "evil Bo"),  # overrides out, spaces one
        ("👩\u200d👩\u200d👧 fam", "👩\u200d👩\u200d👧 fam"),  # the joiners of a sequence kept
        ("🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f", None),  # Scotland
        ("Z" + "\u0336" * 9, "Z\u0336\u0336"),
        ("W" * 40, "W" * names.NAME_CHARS),
        ("\U000131a9", "Seat 1"),  # an Egyptian hieroglyph: no font has it, the fallback
        ("\u200f\u2066", "Seat 1"),
    ],
)
def test_one_cleaner_keeps_what_draws_and_falls_back(raw: str, cleaned: str | None) -> None:
    assert names.drawn(raw, "Seat 1") == (raw if cleaned is None else cleaned)


def test_levels_follow_the_bidi_algorithm() -> None:
    assert bidi.levels("abc") == (0, 0, 0)
    assert bidi.levels("אב 12") == (1, 1, 1, 2, 2)
    assert bidi.levels("مر ١٢") == (1, 1, 1, 2, 2)  # Arabic-Indic digits
    assert bidi.levels("a אב ") == (0, 0, 1, 1, 0)  # trailing space back to the paragraph
    assert bidi.visual(["a", "b", "c"], [1, 1, 0]) == [1, 0, 2]


@pytest.mark.parametrize(
    "line",
    [
        "Ann محمد علي (7) Bo",
        "محمد 42",
        "a שלום b",
        "שירה (Lin) 2024!",
        "مرحبا، [Bo] ١٢٣ ok",
        "x (א) y",
    ],
)
def test_a_one_font_line_is_laid_out_as_fribidi_lays_out_an_ltr_paragraph(line: str) -> None:
    """Runs of one font (DejaVu draws Latin, Hebrew and Arabic): the same pixels as the whole
    line given to raqm at once as a left-to-right paragraph (FriBidi's full algorithm)."""
    ours = Image.new("L", (500, 60), 0)
    fonts.draw_text(ImageDraw.Draw(ours), (10, 10), line, SIZE, 255)
    whole = Image.new("L", (500, 60), 0)
    face = fonts.face(fonts.REGULAR.files[0], SIZE)
    ImageDraw.Draw(whole).text((10, 10), line, font=face, fill=255, direction="ltr")
    assert ours.tobytes() == whole.tobytes()
