"""Start-up refuses catalogues that differ (issue 22): `create_bot` checks them first
(`locales.words.verified`), and the error names the key and what differs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import locales.words
from bot.app import create_bot
from locales.words import CatalogueError
from tests.support.catalogues import ROUND_HOUSE_ONLY


@pytest.fixture
def catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the catalogues that `locales.words` reads instead, its caches cleared before
    and after."""
    copy = tmp_path / "locales"
    shutil.copytree(locales.words.HERE, copy, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    monkeypatch.setattr(locales.words, "HERE", copy)
    clear()
    yield copy
    clear()


def clear() -> None:
    for cached in (locales.words.verified, locales.words.words_for, locales.words.glossary):
        cached.cache_clear()


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_the_shipped_catalogues_start(catalogues, settings):
    assert create_bot(settings, games=ROUND_HOUSE_ONLY) is not None


def test_a_missing_key_stops_the_start_naming_it(catalogues, settings):
    edit(catalogues / "zh-TW" / "commands.toml", 'leave = "你離開了等候室。"\n', "")
    with pytest.raises(CatalogueError, match=r"zh-TW: missing commands\.reply\.leave"):
        create_bot(settings, games=ROUND_HOUSE_ONLY)


def test_a_differing_placeholder_stops_the_start_naming_it(catalogues, settings):
    edit(
        catalogues / "zh-TW" / "commands.toml",
        "{title} 的等候室開好了：{link}",
        "{name} 開好了：{link}",
    )
    with pytest.raises(CatalogueError) as refused:
        create_bot(settings, games=ROUND_HOUSE_ONLY)
    assert (
        "zh-TW: commands.reply.lobby_open: placeholders ['link', 'name'], English has "
        "['link', 'title']"
    ) in str(refused.value)
    assert str(catalogues) in str(refused.value)  # where the catalogues are
