"""Castles in the bot's own catalogue (`games.catalogue()`, what `roundhouse bot` hosts): a
lobby of it opened by `new game:castles`, with its seats and levels, and started."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from games import catalogue
from tests.support.tables import PlayTable, add_computer, is_lobby, public_posts


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=catalogue())


def lobby_in(channel):
    return next(m for m in public_posts(channel) if is_lobby(m))


async def test_new_game_castles_opens_its_own_lobby(table: PlayTable):
    assert "castles" in list(table.env.bot.games.keys())[1:]
    opened = await table.ann.slash(table.channel, "roundhouse new", game="castles")
    assert "is open" in opened.response.content and opened.response.ephemeral
    lobby = lobby_in(table.channel).embeds[0]
    assert lobby.title.startswith("Castles of Mad King Ludwig #")
    assert lobby.fields[0].name == "Seats (1/4)"
    asked = await table.ann.click(lobby_in(table.channel), label="Add computer player")
    assert [b for b in ("Easy", "Normal", "Strong") if b in str(asked.response.components)]
    await add_computer(table.ann, lobby_in(table.channel), "Strong")
    await table.ann.click(lobby_in(table.channel), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.status == "playing" and game.rules.info.key == "castles"
    assert game.seats[1].level == "strong"


async def test_a_zh_tw_game_posts_in_chinese_and_answers_a_chosen_reader_in_chinese(table):
    await table.ann.slash(table.channel, "roundhouse new", game="castles", language="zh-TW")
    lobby = lobby_in(table.channel).embeds[0]
    assert lobby.title.startswith("瘋狂國王路德維希的城堡 #")
    await table.bo.click(lobby_in(table.channel), label="加入")  # a zh-TW lobby speaks its language
    await table.ann.click(lobby_in(table.channel), label="開始")
    game = await table.service.game_in(table.channel.id)
    assert game.rules.info.language == "zh-TW"
    posts = " ".join(m.content for m in public_posts(table.channel))
    assert "退回一張獎勵卡" in posts  # the decision asked, in the game's language
    member = table.member(game.user_of(game.deciders()[0]))
    await member.slash(table.channel, "roundhouse notify", language="zh-TW")
    panel = (await member.slash(table.channel, "roundhouse turn")).response
    assert "退回：" in str(panel.components) and "金錢 15k · 0★\n" in panel.content
