"""A Yellow House turn title in Chinese has one colon: 輪到小華：先出，任選一張牌主張 (the
lead's task said 先出：…, so the title read 輪到小華：先出：任選一張牌主張). The panel asks the
same words."""

from __future__ import annotations

import pytest

from locales.words import words_for

ZH = words_for("zh-TW")
P = "yellowhouse_pictures."
TASKS = sorted(key for key in ZH.entries if key.startswith(f"{P}task."))


def test_there_are_tasks_to_check():
    assert f"{P}task.lead" in TASKS and len(TASKS) >= 6


@pytest.mark.parametrize("key", TASKS)
def test_a_turn_title_has_one_colon(key):
    task = ZH(key, count=2, claim="金錢等級5")
    title = ZH(f"{P}prompt.one", name="小華", task=task)
    assert title.count("：") == 1, title


def test_the_panel_asks_the_lead_as_the_title_says_it():
    assert ZH("yellowhouse.own.lead") == ZH(f"{P}task.lead")
