"""Names in every script family are drawn whole in Round House's pictures: the board, the
phone picture and the score chart (no "·" in place of a Thai digit or an emoji)."""

from __future__ import annotations

import pytest

from games.roundhouse.pictures.board import draw_board
from games.roundhouse.pictures.chart import draw_score_chart
from games.roundhouse.pictures.phone import draw_phone
from games.roundhouse.pictures.samples import busy_state
from locales.words import ENGLISH, words_for
from tests.support.script_names import SCRIPT_NAMES, drawn_lines, drawn_whole

EN = words_for(ENGLISH)


def test_names_of_every_script_are_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = drawn_lines(monkeypatch)
    state = busy_state(5, names=list(SCRIPT_NAMES))
    draw_board(state, EN)
    draw_phone(state, EN)
    draw_score_chart(state, EN)
    missing = [name for name in SCRIPT_NAMES if not drawn_whole(name, lines)]
    assert missing == []
