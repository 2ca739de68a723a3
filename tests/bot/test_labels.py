"""A label fitted into Discord's room for it (`bot.posts.labels`): its least important part
left out first, a cut only between words, repeats numbered."""

from bot.game.protocol import Move
from bot.posts.labels import BUTTON_LIMIT, Fitted, distinct, fit, word_cut
from locales.names import FSI, PDI


def test_a_label_that_fits_is_whole():
    assert fit("Buy the Sauna · 6k", [" · 2★", " · best spot +5"], 80) == Fitted(
        "Buy the Sauna · 6k · 2★ · best spot +5"
    )


def test_the_least_important_part_goes_first():
    more = [" · best spot +5", " · +1 for each linked Outdoor room"]
    fitted = fit("Buy the Sauna · 6k", more, 40)
    assert fitted == Fitted("Buy the Sauna · 6k · best spot +5", "+1 for each linked Outdoor room")
    assert fit("Buy the Sauna · 6k", more, 25) == Fitted(
        "Buy the Sauna · 6k", "best spot +5 · +1 for each linked Outdoor room"
    )


def test_a_main_part_too_long_is_cut_between_words():
    text = "Helper action: the left chair of the Bank (permanent)"
    cut = word_cut(text, 40)
    assert cut == "Helper action: the left chair of the…"
    assert len(cut) <= 40
    assert word_cut("Buy the Sauna · 6k · 2★ · best spot +5", 29) == "Buy the Sauna · 6k · 2★…"


def test_chinese_is_cut_between_characters_and_isolates_stay_closed():
    assert word_cut("投資：銀行的左邊椅子（永久）", 8) == "投資：銀行的左…"
    name = f"{FSI}Annabelle Lee{PDI}"
    cut = word_cut(f"{name} takes the long road home", 12)
    assert cut.count(FSI) == cut.count(PDI) and len(cut) <= 12 and cut.endswith("…")


def test_one_long_word_is_cut_where_it_must():
    assert word_cut("x" * 100, 10) == "x" * 9 + "…"


def test_repeats_are_numbered_within_the_limit():
    moves = [Move("a", "A: +1, joins the Foyer"), Move("b", "A: +1, joins the Foyer")]
    labels = [f.label for f in distinct(moves, BUTTON_LIMIT)]
    assert labels == ["A: +1, joins the Foyer", "A: +1, joins the Foyer (2)"]
    long = [Move(c, "word " * 30) for c in "ab"]
    assert all(len(f.label) <= BUTTON_LIMIT for f in distinct(long, BUTTON_LIMIT))
