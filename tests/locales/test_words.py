"""The catalogues' loader: keys from files and tables, placeholders, plural forms, glossary
terms, the English fallback (logged once), and `check`'s differences."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from locales import formats
from locales.words import (
    GAMES,
    LANGUAGES,
    CatalogueError,
    Words,
    catalogue_folders,
    check,
    load,
    supported,
    words_for,
)


def write(folder: Path, language: str, text: str, name: str = "game") -> None:
    (folder / language).mkdir(parents=True, exist_ok=True)
    (folder / language / f"{name}.toml").write_text(text, encoding="utf-8")


def test_the_shipped_catalogues_agree() -> None:
    assert check() == []


def test_each_games_catalogues_are_found_in_its_own_folder() -> None:
    games = sorted(p for p in GAMES.iterdir() if (p / "locales").is_dir())
    assert len(games) >= 3
    assert catalogue_folders()[1:] == tuple(game / "locales" for game in games)
    english = words_for("en")
    for game in games:
        files = sorted((game / "locales").glob("*/*.toml"))
        assert files, game
        for path in files:  # a game's files make its own keys only: <game>.*, <game>_*.*
            assert path.stem == game.name or path.stem.startswith(f"{game.name}_"), path
            assert any(key.startswith(f"{path.stem}.") for key in english.entries), path


def test_two_files_of_one_name_are_refused(tmp_path: Path) -> None:
    write(tmp_path / "platform", "en", 'a = "a"', name="bot")
    write(tmp_path / "game", "en", 'b = "b"', name="bot")
    assert load("en", tmp_path / "platform")["bot.a"] == "a"
    with pytest.raises(CatalogueError, match="both make the bot"):
        load("en", tmp_path / "platform", tmp_path / "game")


def test_a_key_is_the_file_then_its_tables() -> None:
    assert words_for("en")("common.language.en") == "English"
    assert words_for("zh-TW")("common.language.zh-TW") == "繁體中文"


def test_placeholders_and_braces(tmp_path: Path) -> None:
    write(tmp_path, "en", 'hi = "Hello {name} {{literal}}"\nplain = "a {{b}}"')
    words = Words("en", load("en", tmp_path))
    assert words("game.hi", name="Ann") == "Hello Ann {literal}"
    assert words("game.plain") == "a {b}"


def test_plural_forms_follow_the_language(tmp_path: Path) -> None:
    write(tmp_path, "en", '[cards]\none = "{count} card"\nother = "{count} cards"')
    write(tmp_path, "zh-TW", '[cards]\nother = "{count} 張卡"')
    english = Words("en", load("en", tmp_path))
    chinese = Words("zh-TW", load("zh-TW", tmp_path), english)
    assert [english.plural("game.cards", n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert chinese.plural("game.cards", 1) == "1 張卡"
    with pytest.raises(KeyError):
        english("game.cards")


def test_glossary_terms_are_put_in_per_language(tmp_path: Path) -> None:
    write(tmp_path, "en", 'hire = "Hire an [[roundhouse.assistant]]"')
    write(tmp_path, "zh-TW", 'hire = "僱用[[roundhouse.assistant]]"')
    assert load("en", tmp_path)["game.hire"] == "Hire an assistant"
    assert load("zh-TW", tmp_path)["game.hire"] == "僱用夥計"
    write(tmp_path, "en", 'hire = "[[roundhouse.no_such_term]]"')
    with pytest.raises(CatalogueError, match="no_such_term"):
        load("en", tmp_path)


def test_check_names_every_difference(tmp_path: Path) -> None:
    write(tmp_path, "en", 'a = "{x}"\nb = "b"\n[c]\none = "1"\nother = "{count}"')
    write(tmp_path, "zh-TW", 'a = "{y}"\nextra = "e"\nc = "c"')
    assert check(tmp_path) == [
        "zh-TW: missing game.b",
        "zh-TW: not in English: game.extra",
        "zh-TW: game.a: placeholders ['y'], English has ['x']",
        "zh-TW: game.c: plural forms differ from English",
    ]


def test_a_missing_key_falls_back_to_english_and_is_logged_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write(tmp_path, "en", 'only = "English only"')
    write(tmp_path, "zh-TW", 'other = "其他"')
    chinese = Words("zh-TW", load("zh-TW", tmp_path), Words("en", load("en", tmp_path)))
    with caplog.at_level(logging.WARNING, logger="locales.words"):
        assert chinese("game.only") == "English only"
        assert chinese("game.only") == "English only"
    assert [r.getMessage() for r in caplog.records] == [
        "catalogue zh-TW has no 'game.only': English used"
    ]
    with pytest.raises(KeyError):
        words_for("en")("no.such.key")


def test_discord_locales_map_to_catalogues() -> None:
    assert [supported(x) for x in ("zh-TW", "en-US", "en-GB", "zh-CN", "ja", None)] == [
        "zh-TW",
        "en",
        "en",
        None,
        None,
        None,
    ]
    assert LANGUAGES[0] == "en"


def test_numbers_and_durations_by_locale() -> None:
    en, zh = words_for("en"), words_for("zh-TW")
    assert formats.relative(en, hours=3) == "in 3 hours"
    assert formats.relative(zh, hours=3) == "3 小時後"
    assert formats.duration(zh, hours=2) == "2 小時"
    assert formats.number(en, 10000) == "10,000"
    assert [formats.hours(en, n) for n in (1, 24)] == ["1 hr", "24 hr"]
    assert formats.hours(zh, 24) == "24 小時"


def _chinese_texts() -> list[str]:
    return [
        text
        for entry in load("zh-TW").values()
        for text in ([entry] if isinstance(entry, str) else entry.values())
    ]


def test_no_simplified_only_or_non_taiwan_character_in_any_chinese_text() -> None:
    import tomllib

    variants = tomllib.loads(
        (Path(__file__).parents[2] / "locales" / "zh_variants.toml").read_text()
    )
    forbidden = set(variants["simplified_only"]) | set(variants["not_taiwan"])
    found = {ch for text in _chinese_texts() for ch in text if ch in forbidden}
    assert found == set()


EMOJI = ((0x2300, 0x23FF), (0x2700, 0x27BF), (0x1F000, 0x1FAFF))  # Discord draws these itself


def test_every_character_of_every_catalogue_is_covered_by_the_pictures_fonts() -> None:
    """Any text of a catalogue may be drawn; only the emoji of messages (⏭, ✅…), which Discord
    draws, need no font of ours."""
    from games.common import fonts

    texts = _chinese_texts() + [
        t for e in load("en").values() for t in ([e] if isinstance(e, str) else e.values())
    ]
    missing = {
        ch
        for text in texts
        for ch in text
        if ch.isprintable() and not ch.isspace() and not fonts.covered(ch, fonts.REGULAR)
    }
    assert {ch for ch in missing if not any(a <= ord(ch) <= b for a, b in EMOJI)} == set()
