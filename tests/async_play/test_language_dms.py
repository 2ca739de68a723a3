"""A zh-TW game's turn DMs, reminders and channel notices in Chinese, on the virtual clock
(issue 22): the DM is the recipient's (their stored choice, else the game's language); a
button's private answer is the clicker's (here Discord's en-US)."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from tests.support.tables import buttons, public_posts
from tests.support.tictactoe import TIC_TAC_TOE


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(TIC_TAC_TOE))


async def chinese_game(table):
    """ann's zh-TW game with bo, started from its Chinese lobby; the game."""
    await table.ann.slash(table.channel, "roundhouse new", language="zh-TW")
    lobby = public_posts(table.channel)[-1]
    assert "閒置 **12 小時**後提醒" in str(lobby.embeds[0].to_dict())  # the lobby's pacing
    await table.bo.click(lobby, label="加入")
    await table.ann.click(lobby, label="開始")
    game = await table.service.game_in(table.channel.id)
    assert game is not None and game.status == "playing"
    return game


async def test_the_turn_dm_and_its_reminder_read_chinese(table):
    game = await chinese_game(table)
    player = await table.waiting_member(game.id)
    (dm,) = table.dms(player)
    assert dm.content.startswith("**Tic-tac-toe #1** 輪到你了（Turn 1 of at most 9）：")
    assert set(buttons(dm)) >= {"輪到我了", "顯示圖板", "延後 2 小時", "延後 8 小時", "停止私訊"}
    await table.advance(12.1)
    reminder = table.dms(player)[-1]
    assert reminder.content.startswith("提醒1：**Tic-tac-toe #1** 還在等你（")
    answer = await player.user.click(reminder, label="延後 2 小時")  # answered in en-US
    assert answer.response.ephemeral and answer.response.content.startswith("Snoozed for 2 hr:")


async def test_a_recipient_who_chose_english_gets_english_dms(table):
    for member in (table.ann, table.bo):
        await member.slash(table.channel, "roundhouse notify", language="en")
    game = await chinese_game(table)
    player = await table.waiting_member(game.id)
    (dm,) = table.dms(player)
    assert dm.content.startswith("It's your turn in **Tic-tac-toe #1** (Turn 1 of at most 9): ")
    assert {"Take my turn", "Snooze 2 hr", "Stop DMs"} <= set(buttons(dm))
    assert "，輪到你了：" in public_posts(table.channel)[-1].content  # the post stays Chinese


async def test_the_deadline_notice_in_the_channel_reads_chinese(table):
    await chinese_game(table)
    await table.ann.slash(table.channel, "roundhouse settings", deadline="24 h")
    await table.advance(24.1)
    notices = [p.content for p in public_posts(table.channel) if p.content.startswith("Tic")]
    passed = "的期限已過：這個行動回合由電腦玩家代為進行（已連續錯過1次）。"
    assert any(passed in n for n in notices)


async def test_a_reminder_in_the_channel_is_in_the_games_words(table):
    for member in (table.ann, table.bo):  # English answers and DMs
        await member.slash(table.channel, "roundhouse notify", language="en")
    game = await chinese_game(table)
    player = await table.waiting_member(game.id)
    await player.slash(table.channel, "roundhouse notify", dms="off")  # (a seat turned them on)
    await table.advance(12.1)
    mention = public_posts(table.channel)[-1]
    assert mention.content == f"<@{player.id}>，Tic-tac-toe #1 還在等你。"
    assert [dm.content[:14] for dm in table.dms(player)] == ["It's your turn"]  # the first
