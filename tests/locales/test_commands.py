"""The slash commands in zh-TW (issue 22): discord.py's real Translator run over the bot's real
command tree gives every command, group and option a zh-TW name and description and every choice
a zh-TW name, each within Discord's rules; the English is the code's and the catalogue's alike."""

from __future__ import annotations

import tomllib
import unicodedata
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from discord import Locale, app_commands

import locales.words
from bot.app import RoundHouseBot, create_bot
from bot.config import Settings
from bot.interface.command_words import CommandTranslator, key_of
from bot.storage.store import Store
from locales.words import glossary, placeholders, words_for
from tests.support.catalogues import BOTH

NAME_LIMIT, TEXT_LIMIT = 32, 100  # Discord: a name 1–32 characters; a description, a choice 1–100
TAIWAN = Locale.taiwan_chinese  # "zh-TW"
GAME_TITLES = ("roundhouse.round_house", "yellowhouse.the_yellow_house", "castles.castles")


@pytest.fixture
async def bot(tmp_path) -> AsyncIterator[RoundHouseBot]:
    """The bot's commands, added as `setup_hook` adds them (no Discord: nothing is synced)."""
    store = await Store.open(str(tmp_path / "games.db"))
    made = create_bot(Settings(database_path=str(tmp_path / "games.db")), store=store, games=BOTH)
    made.build(store)
    await made.add_commands()
    yield made
    await store.close()


async def payloads(bot: RoundHouseBot) -> list[dict[str, Any]]:
    """What `tree.sync()` sends Discord: each command's translated payload."""
    tree, translator = bot.tree, bot.tree.translator
    assert isinstance(translator, CommandTranslator)
    return [
        await command.get_translated_payload(tree, translator) for command in tree.get_commands()
    ]


def named(payload: dict[str, Any], path: str = "") -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(where, kind, entry) of every command, option and choice of a payload, nested."""
    where = f"{path} {payload['name']}".strip()
    kind = "choice" if "value" in payload else "command"
    yield where, kind, payload
    for option in payload.get("options", []):
        yield from named(option, where)
    for choice in payload.get("choices", []):
        yield from named(choice, where)


def is_discord_name(text: str) -> bool:
    """Discord's rule for a command or option name: 1–32 of `-`, `_`, letters, numbers,
    Devanagari and Thai (`^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`), lowercase where the
    script has case."""

    def allowed(char: str) -> bool:
        category = unicodedata.category(char)
        deva_or_thai = 0x0900 <= ord(char) <= 0x097F or 0x0E00 <= ord(char) <= 0x0E7F
        return char in "-_" or category[0] in "LN" or deva_or_thai

    return 1 <= len(text) <= NAME_LIMIT and all(allowed(c) for c in text) and text == text.lower()


async def test_every_zh_tw_text_follows_discords_rules(bot):
    entries = [entry for payload in await payloads(bot) for entry in named(payload)]
    assert len(entries) > 60  # every command, option and choice of the tree
    for where, kind, entry in entries:
        zh = entry.get("name_localizations", {}).get("zh-TW")
        assert zh, f"{where}: no zh-TW name"
        if kind == "choice":
            assert 1 <= len(zh) <= TEXT_LIMIT, where
            continue
        assert is_discord_name(zh), f"{where}: {zh!r} is not a Discord name"
        assert is_discord_name(entry["name"]), where
        description = entry["description_localizations"]["zh-TW"]
        assert 1 <= len(description) <= TEXT_LIMIT, f"{where}: {description!r}"
        assert set(entry["name_localizations"]) == set(entry["description_localizations"])
        assert set(entry["name_localizations"]) == {"zh-TW"}  # English: the code's own


async def test_the_zh_tw_texts_are_the_catalogues_and_read_chinese(bot):
    (group,) = await payloads(bot)
    assert group["name_localizations"] == {"zh-TW": "桌遊"}  # board games: it hosts every game
    titles = {glossary()[t]["zh-TW"] for t in GAME_TITLES}
    assert titles == {"圓樓", "黃色小屋", "瘋狂國王路德維希的城堡"}
    assert not any(title in group["description_localizations"]["zh-TW"] for title in titles)
    new = next(o for o in group["options"] if o["name"] == "new")
    assert new["name_localizations"]["zh-TW"] == "開局"
    assert new["description_localizations"]["zh-TW"] == "在這個頻道開一個遊戲等候室。"
    language = next(o for o in new["options"] if o["name"] == "language")
    assert [(c["name"], c["value"], c["name_localizations"]) for c in language["choices"]] == [
        ("English", "en", {"zh-TW": "English"}),  # each language named in itself
        ("繁體中文", "zh-TW", {"zh-TW": "繁體中文"}),
    ]
    notify = next(o for o in group["options"] if o["name"] == "notify")
    choices = next(o for o in notify["options"] if o["name"] == "language")["choices"]
    assert choices[-1] == {
        "name": "Discord's",
        "value": "discord",
        "name_localizations": {"zh-TW": "依 Discord"},
    }
    deadline = next(o for o in new["options"] if o["name"] == "deadline")
    assert [c["name_localizations"]["zh-TW"] for c in deadline["choices"]] == [
        "關閉",
        "24 小時",
        "48 小時",
        "72 小時",
    ]


async def test_sibling_names_stay_apart_in_zh_tw(bot):
    def check(entry: dict[str, Any]) -> None:
        options = [o for o in entry.get("options", []) if "value" not in o]
        names = [o["name_localizations"]["zh-TW"] for o in options]
        assert len(names) == len(set(names)), entry["name"]
        for option in options:
            check(option)

    for payload in await payloads(bot):
        check(payload)


class Recording(app_commands.Translator):
    """Each string the tree asks to translate, with its catalogue key (answers nothing)."""

    def __init__(self) -> None:
        self.asked: dict[str, str] = {}

    async def translate(self, string: Any, locale: Locale, context: Any) -> str | None:
        key = key_of(context, string)
        assert key is not None
        self.asked[key] = string.message
        return None


async def test_the_english_catalogue_is_the_codes_text(bot):
    recording = Recording()
    for command in bot.tree.get_commands():
        await command.get_translated_payload(bot.tree, recording)
    assert len(recording.asked) > 90
    for key, text in recording.asked.items():
        own = key.removeprefix("common.language.")  # a language: named in itself
        assert words_for(own if own != key else "en")(key) == text, key
    translator = CommandTranslator()
    for locale in (Locale.american_english, Locale.british_english, Locale.french):
        context = app_commands.TranslationContext(
            app_commands.TranslationContextLocation.group_name, bot.tree.get_commands()[0]
        )
        assert await translator.translate(app_commands.locale_str("x"), locale, context) is None


def test_the_zh_tw_commands_catalogue_is_taiwans_chinese():
    variants = tomllib.loads((locales.words.HERE / "zh_variants.toml").read_text("utf-8"))
    forbidden = set(variants["simplified_only"]) | set(variants["not_taiwan"])
    chinese = words_for("zh-TW")
    keys = [key for key in chinese.entries if key.startswith("commands.")]
    assert len(keys) > 100
    for key in keys:
        text = chinese(key) if not placeholders(chinese.entries[key]) else chinese.entries[key]
        assert isinstance(text, str) and not set(text) & forbidden, key
        if key.endswith(".description") or ".reply." in key:
            assert any("\u4e00" <= c <= "\u9fff" for c in text), key  # Chinese, not English
            assert not {",", ":", ";", "(", ")"} & set(text.replace("{", "")), key  # full-width


def test_the_answers_fit_a_message_with_the_longest_values():
    longest = {"game": "Castles of Mad King Ludwig", "title": "Castles of Mad King Ludwig #99999"}
    longest["link"] = "https://discord.com/channels/" + "/".join(["9" * 20] * 3)
    longest["host"] = "W" * 32  # the longest seat name
    for language in ("en", "zh-TW"):
        words = words_for(language)
        for key in (k for k in words.entries if k.startswith("commands.reply.")):
            names = placeholders(words.entries[key])
            text = words(key, **{name: longest.get(name, "繁體中文") for name in names})
            assert len(text) <= 2000, key
        thread = words("commands.thread", game=longest["game"], host=longest["host"])
        assert len(thread) <= 100  # a thread's name
