"""One word for one thing: where the glossary (locales/glossary.toml) names a concept's zh-TW
word, no zh-TW catalogue text in that term's reach says it another way (the term's `avoid`
patterns). A game's terms reach its own catalogues, [bot.*] the platform's, [common.*] all."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from locales.words import load

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = tomllib.loads((ROOT / "locales" / "glossary.toml").read_text(encoding="utf-8"))
PLATFORM = ROOT / "locales"
GAMES = sorted(p.parent.name for p in (ROOT / "games").glob("*/locales"))
# a topic's search words are what a reader may type, older synonyms included: not prose
SEARCH_WORDS = ".words"


def reach(section: str) -> list[Path]:
    """The catalogue folders a glossary section's terms apply to."""
    games = [ROOT / "games" / game / "locales" for game in GAMES]
    return {"common": [PLATFORM, *games], "bot": [PLATFORM]}.get(
        section, [ROOT / "games" / section / "locales"]
    )


def texts(folders: list[Path]) -> dict[str, str]:
    """Every zh-TW text of those catalogues by key (each plural form its own), terms put in."""
    found: dict[str, str] = {}
    for folder in folders:
        for key, entry in load("zh-TW", folder).items():
            if key.endswith(SEARCH_WORDS):
                continue
            forms = {"": entry} if isinstance(entry, str) else entry
            found |= {f"{key}{'.' + f if f else ''}": text for f, text in forms.items()}
    return found


TERMS = [
    (f"{section}.{name}", term)
    for section, terms in GLOSSARY.items()
    for name, term in terms.items()
    if term.get("avoid")
]


def test_the_glossary_names_the_concepts_the_issue_found_in_two_words():
    avoided = {word for _, term in TERMS for word in term["avoid"]}
    for other in ("護符", "勝者", "＋", "／", "個房間", "起頭"):
        assert any(re.search(pattern, other) for pattern in avoided), other


@pytest.mark.parametrize(("name", "term"), TERMS, ids=[name for name, _ in TERMS])
def test_only_the_glossary_s_word_is_used_for_its_concept(name, term):
    section = name.split(".")[0]
    patterns = [re.compile(p) for p in term["avoid"]]
    found = {
        key: hit.group(0)
        for key, text in texts(reach(section)).items()
        for pattern in patterns
        if (hit := pattern.search(text))
    }
    assert found == {}, f"{name}: say {term['zh-TW']!r}"


def test_the_glossary_s_avoided_words_are_not_its_own():
    for name, term in TERMS:
        assert not any(re.search(p, term["zh-TW"]) for p in term["avoid"]), name
