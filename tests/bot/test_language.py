"""Languages through discord.py's real code (issue 22): a game's language from `/roundhouse new`
(its `language:`, else a zh-TW server's, else the host's), shown on the lobby and kept with the
game; the player's own choice from `/roundhouse notify language:`, stored and honoured; the
commands' answers in the reader's language, ephemeral; the sync sends the zh-TW texts.

simcord's interactions say every user's and server's locale is en-US; `locales` makes each say
what Discord sends: the user's client's locale and the server's preferred locale.
"""

from __future__ import annotations

from typing import Any

from bot.interface.language import dm_language
from tests.support.discord_locales import locales, taiwanese_server
from tests.support.tables import private_answer

__all__ = ["locales"]  # the fixture


async def opened(table: Any, member: Any, **options: Any) -> tuple[Any, Any]:
    """`/roundhouse new` by `member`: their private answer and the game."""
    answer = private_answer(await member.slash(table.channel, "roundhouse new", **options))
    return answer, await table.service.game_in(table.channel.id)


async def test_a_zh_tw_servers_new_game_is_zh_tw(table, locales):
    taiwanese_server(table)
    answer, game = await opened(table, table.ann)  # ann's Discord is in English
    assert game.rules.info.language == "zh-TW" and game.row.language == "zh-TW"
    assert answer.content.startswith(f"Lobby for Round House #{game.id} is open: ")  # hers
    lobby = table.lobby_message()
    assert lobby.embeds[0].footer.text == "語言：繁體中文"
    await table.bo.click(lobby, label="加入")  # the lobby speaks its game's language
    assert (await table.game(game.id)).rules.info.language == "zh-TW"  # kept with the game


async def test_an_english_host_in_an_english_server_opens_an_english_game(table, locales):
    answer, game = await opened(table, table.ann)
    assert game.rules.info.language == "en" and game.row.language == "en"
    assert answer.content.startswith(f"Lobby for Round House #{game.id} is open: ")
    assert table.lobby_message().embeds[0].footer.text == "Language: English"


async def test_a_zh_tw_host_in_an_english_server_opens_a_zh_tw_game(table, locales):
    locales[table.ann.id] = "zh-TW"
    answer, game = await opened(table, table.ann)
    assert game.row.language == "zh-TW"
    assert answer.content.startswith(f"圓樓 #{game.id} 的等候室開好了：")  # the name hers too
    assert answer.ephemeral


async def test_the_language_option_beats_the_servers(table, locales):
    taiwanese_server(table)
    _, game = await opened(table, table.ann, language="en")
    assert game.row.language == "en"
    assert table.lobby_message().embeds[0].footer.text == "Language: English"


async def test_notify_language_is_stored_and_honoured(table, locales):
    chose = private_answer(
        await table.bo.slash(table.channel, "roundhouse notify", language="zh-TW")
    )
    assert chose.content.startswith("你的回覆與私訊改用繁體中文。\n")
    prefs = table.env.bot.pacing.db
    assert (await prefs.prefs(table.bo.id)).language == "zh-TW"
    # the command as a zh-TW client shows it
    missing = private_answer(await table.bo.slash(table.channel, "roundhouse join"))
    assert missing.content.startswith("這個頻道沒有") and "`/桌遊 開局`" in missing.content
    _, game = await opened(table, table.ann)  # an English host's English game
    joined = private_answer(await table.bo.slash(table.channel, "roundhouse join"))
    assert joined.content == "你已入座。由主持人開始遊戲。"  # her choice, over her Discord's
    assert await dm_language(game, prefs, table.bo.id) == "zh-TW"  # and her DMs
    assert await dm_language(game, prefs, table.ann.id) == "en"  # the game's
    cleared = private_answer(
        await table.bo.slash(table.channel, "roundhouse notify", language="discord")
    )
    assert cleared.content.startswith("Your answers follow your Discord's language")
    assert (await prefs.prefs(table.bo.id)).language is None
    left = private_answer(await table.bo.slash(table.channel, "roundhouse leave"))
    assert left.content == "You left the lobby."  # her Discord's (en-US) again


async def test_the_hosts_stored_choice_makes_the_game_language(table, locales):
    await table.ann.slash(table.channel, "roundhouse notify", language="zh-TW")
    _, game = await opened(table, table.ann)
    assert game.row.language == "zh-TW"


async def test_the_sync_sends_the_zh_tw_texts(table):
    root = table.env.backend.find_command("roundhouse", None)
    assert root["name_localizations"] == {"zh-TW": "桌遊"}
    assert root["description_localizations"] == {"zh-TW": "在這個頻道玩機器人的遊戲。"}
    new = next(o for o in root["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"zh-TW": "開局"}
    seats = next(o for o in new["options"] if o["name"] == "seats")
    assert seats["name_localizations"] == {"zh-TW": "座位數"}
    assert "zh-TW" in seats["description_localizations"]


async def test_the_variant_choices_speak_the_readers_language(table, locales):
    english = await table.ann.autocomplete(table.channel, "roundhouse new", "variant", "neu")
    locales[table.bo.id] = "zh-TW"
    chinese = await table.bo.autocomplete(table.channel, "roundhouse new", "variant", "neu")
    assert [c["value"] for c in english] == [c["value"] for c in chinese] == ["neutral_variant"]
    assert ": " in english[0]["name"] and "：" in chinese[0]["name"]


def forget_choices(table: Any) -> None:
    """Make simcord's Discord hold `/roundhouse` without the `language:` choices (as a command
    synced long ago would be), so that any text reaches the bot's own check."""
    root = table.env.backend.find_command("roundhouse", None)
    for sub in root["options"]:
        for option in sub.get("options", []):
            if option["name"] == "language":
                option.pop("choices", None)


async def test_a_language_not_offered_is_refused_and_changes_nothing(table, locales):
    forget_choices(table)
    new = private_answer(await table.ann.slash(table.channel, "roundhouse new", language="fr"))
    assert new.content == "Choose one of the languages offered (English, 繁體中文)."
    assert await table.service.game_in(table.channel.id) is None
    await table.ann.slash(table.channel, "roundhouse notify", language="zh-TW")
    locales[table.ann.id] = "fr"
    forged = await table.ann.slash(table.channel, "roundhouse notify", language="xx")
    notify = private_answer(forged)
    assert notify.content == "請選擇清單中的語言（English、繁體中文）。"  # her choice stays
    assert (await table.env.bot.pacing.db.prefs(table.ann.id)).language == "zh-TW"
