"""Before the first round the turn picture's title and alt text say set-up, not "Round 0"."""

from __future__ import annotations

import pytest

from engine.castles import new_game, public_view
from games.castles.pictures import turn_alt_text
from games.castles.pictures.turn_pic import title
from tests.castles.pictures.samples import EN, ZH


@pytest.mark.parametrize(
    ("words", "zero", "setup"), [(EN, "Round 0", "Set-up"), (ZH, "第0回合", "準備")]
)
def test_setup_is_not_round_zero(words, zero, setup) -> None:  # type: ignore[no-untyped-def]
    state = new_game(["Ann", "Bo", "Cy"], 1)
    assert state.flow.round == 0
    for text in (title(words, public_view(state)), turn_alt_text(words, state)):
        assert zero not in text
        assert setup in text
