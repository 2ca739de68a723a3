"""A text that quotes a slash command writes it as a Discord client of the text's language
shows it: `[[/roundhouse notify dms: on]]` is put in from the catalogue's own command names
(`commands.toml`, the localisations synced to Discord), so a zh-TW text reads /桌遊 通知 私訊: 開啟
where it read /roundhouse notify dms: on, and English reads as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from locales.words import COMMAND, LANGUAGES, CatalogueError, load, words_for
from tests.locales.test_words import write


def _texts(language: str) -> dict[str, str]:
    entries = words_for(language).entries
    return {k: v if isinstance(v, str) else " ".join(v.values()) for k, v in entries.items()}


def test_no_zh_tw_text_quotes_the_english_command() -> None:
    assert {k: t for k, t in _texts("zh-TW").items() if "/roundhouse" in t} == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reference_is_put_in(language: str) -> None:
    assert [k for k, t in _texts(language).items() if COMMAND.search(t)] == []


def test_a_quoted_command_reads_as_each_client_shows_it() -> None:
    zh, en = words_for("zh-TW"), words_for("en")
    group, notify, dms, on = (
        zh(f"commands.{key}")
        for key in (
            "roundhouse.name",
            "roundhouse.notify.name",
            "roundhouse.notify.dms.name",
            "choice.on",
        )
    )
    assert f"`/{group} {notify} {dms}: {on}`" in zh("bot.pacing.dms_off")
    assert "/桌遊 通知 私訊: 開啟" in zh("bot.pacing.dms_off")
    assert "`/roundhouse notify dms: on`" in en("bot.pacing.dms_off")
    assert "`/roundhouse move-here game:7`" in en(
        "bot.delivery.status_line", channel=1, since=2, reason="r", id=7
    )
    moved = zh("bot.delivery.status_line", channel=1, since=2, reason="r", id=7)
    here, game = (
        zh("commands.roundhouse.move-here.name"),
        zh("commands.roundhouse.move-here.game.name"),
    )
    assert f"`/{group} {here} {game}:7`" in moved and "move-here" not in moved


def test_a_command_the_catalogue_does_not_name_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "en", '[roundhouse]\nname = "roundhouse"', name="commands")
    write(tmp_path, "en", 'a = "see [[/roundhouse nowhere]]"', name="bot")
    with pytest.raises(CatalogueError, match="nowhere"):
        load("en", tmp_path)
