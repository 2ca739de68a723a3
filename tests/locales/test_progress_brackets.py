"""A game's progress line in Chinese holds no bracket of its own: the bot's posts put it in
brackets (遊戲結束（{progress}）, {head}（{progress}）), so The Yellow House's final post read
遊戲結束（第3局（共5局）· 勝局：…）. It reads 第3/5局 · 勝局：…, as Round House's 第3/12回合."""

from __future__ import annotations

import pytest

from games import GAMES, rules
from locales.words import words_for

NAMES = ("阿明", "小華", "美玲", "淑芬", "志強")


@pytest.mark.parametrize("game", GAMES)
def test_a_progress_line_has_no_bracket_of_its_own(game):
    spoken = rules(game).speaking("zh-TW")
    state = spoken.setup(NAMES[: spoken.info.min_seats], 1)
    progress = spoken.texts(state).progress
    assert progress and "（" not in progress and "(" not in progress, progress


def test_the_bot_puts_the_progress_in_brackets():
    assert "（{progress}）" in words_for("zh-TW").entries["bot.post.over"]
