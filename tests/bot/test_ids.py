"""Custom ids round-trip through the DynamicItem templates and fit Discord's 100 characters."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from bot.interface import views
from bot.posts import ids
from bot.posts.messages import ButtonSpec

game_ids = st.integers(min_value=1, max_value=10**12)
versions = st.integers(min_value=0, max_value=10**6)
codes = st.from_regex(re.compile(r"[A-Za-z0-9:._-]{1,40}"), fullmatch=True)


@given(game_ids, versions, codes)
def test_move_ids_round_trip(game: int, version: int, code: str):
    custom_id = ids.move(game, version, code)
    assert len(custom_id) <= 100
    item = views.button(ButtonSpec("x", custom_id))
    assert isinstance(item, views.MoveButton)
    assert item.params == {"game": str(game), "version": str(version), "code": code}


@given(game_ids, versions)
def test_every_kind_routes_to_its_own_item(game: int, version: int):
    expected = {
        ids.select(game, version): views.MoveSelect,
        ids.undo(game, version): views.UndoButton,
        ids.board(game): views.BoardButton,
        ids.turn(game, version): views.TurnButton,
        ids.lobby(game, "start"): views.LobbyButton,
    }
    for custom_id, cls in expected.items():
        matching = [
            c
            for c in views.DYNAMIC_ITEMS
            if c.__discord_ui_compiled_template__.fullmatch(custom_id)
        ]
        assert matching == [cls]
