"""locales/glossary.toml: the edition's words where there is one, chosen ones marked, Taiwan
forms only."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "rules"
GLOSSARY = tomllib.loads((ROOT / "locales" / "glossary.toml").read_text(encoding="utf-8"))
VARIANTS = tomllib.loads((ROOT / "locales" / "zh_variants.toml").read_text(encoding="utf-8"))
ENGLISH = {
    "roundhouse": ("round-house-rulebook.en.txt", "components.md"),
    "yellowhouse": ("the-yellow-house-rulebook.en.txt",),
    "castles": ("castles-of-mad-king-ludwig-rules-excerpt.en.txt", "castles-components.md"),
}
ISSUE_TERMS = ("圓樓", "家族領袖", "夥計", "專家卡", "訂單卡", "護身符", "倭寇", "宗祠", "商隊")
SOURCES = {"edition", "title", "chosen"}


def terms(game: str) -> list[dict[str, str]]:
    return list(GLOSSARY[game].values())


def all_chinese() -> str:
    return "".join(
        term["zh-TW"] + term.get("note", "") for game in GLOSSARY for term in terms(game)
    )


def test_every_term_has_english_chinese_and_a_known_source():
    for game in GLOSSARY:
        for term in terms(game):
            assert (
                set(term) <= {"en", "zh-TW", "source", "note", "avoid"}
                and term["en"]
                and term["zh-TW"]
            )
            assert term["source"] in SOURCES


def test_the_issue_s_round_house_terms_are_the_edition_s():
    edition = "".join(t["zh-TW"] for t in terms("roundhouse") if t["source"] == "edition")
    assert all(word in edition for word in ISSUE_TERMS)


def test_each_edition_term_is_in_the_chinese_rulebook():
    text = (RULES / "round-house-rulebook.zh-TW.txt").read_text(encoding="utf-8")
    for game in GLOSSARY:
        for term in terms(game):
            if term["source"] == "edition":
                assert game == "roundhouse" and term["zh-TW"] in text, term


@pytest.mark.parametrize("game", sorted(ENGLISH))
def test_each_english_term_is_the_english_rules_word(game):
    text = " ".join((RULES / name).read_text(encoding="utf-8") for name in ENGLISH[game]).lower()
    assert [t["en"] for t in terms(game) if t["en"].lower() not in text] == []


def test_the_yellow_house_and_castles_terms_are_marked_chosen():
    assert {t["source"] for t in terms("yellowhouse")} == {"chosen"}
    assert [t["zh-TW"] for t in terms("castles") if t["source"] != "chosen"] == [
        "瘋狂國王路德維希的城堡"
    ]


@pytest.mark.parametrize("game", sorted(GLOSSARY))
def test_no_two_terms_of_a_game_share_a_word(game):
    for language in ("en", "zh-TW"):
        words = [t[language].lower() for t in terms(game)]
        assert len(words) == len(set(words)), language


def test_no_simplified_only_or_non_taiwan_character_in_the_glossary():
    forbidden = set(VARIANTS["simplified_only"]) | set(VARIANTS["not_taiwan"])
    assert sorted(set(all_chinese()) & forbidden) == []


def test_the_variant_table_knows_simplified_forms_and_spares_shared_ones():
    """A sanity check of the OpenCC-built table: it flags 发, 时, 爲 and not 后, 台, 干, 髮, 為."""
    simplified, not_taiwan = set(VARIANTS["simplified_only"]), set(VARIANTS["not_taiwan"])
    assert {"发", "时", "圆", "楼"} <= simplified and "爲" in not_taiwan
    assert not {"后", "台", "干", "髮", "為", "圓", "樓"} & (simplified | not_taiwan)
    text = (RULES / "round-house-rulebook.zh-TW.txt").read_text(encoding="utf-8")
    assert not set(text) & (simplified | not_taiwan)
