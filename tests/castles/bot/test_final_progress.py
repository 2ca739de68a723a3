"""A finished Castles game's progress says how far it went, not that it is over: the bot's final
post already says so around it, which read 遊戲結束（遊戲在第14回合後結束） and "The game is over
(Game over after Round 14)"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.castles import CastlesRules
from games.castles.texts import progress
from locales.words import words_for

OVER = {"en": "over", "zh-TW": "結束"}  # the words the final post says it with


@pytest.mark.parametrize("language", ["en", "zh-TW"])
def test_the_final_post_says_the_game_is_over_once(language):
    words = words_for(language)
    game = CastlesRules().speaking(language).setup(["阿明", "小華"], 1).game
    finished = replace(game, over=True, flow=replace(game.flow, round=14))
    said = progress(words, finished)
    assert "14" in said and OVER[language] not in said.lower(), said
    post = words("bot.post.over", progress=said, won="")
    assert post.lower().count(OVER[language]) == 1, post
