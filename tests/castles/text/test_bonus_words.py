"""A room's printed bonus reads as words in both languages, the same on its picture, in the
rules help and on its buy button (`engine.castles.names.bonus`, one catalogue table): its points
first, then every type it counts named in full ("+1 per Living room in your castle", not
"+1/Liv anywhere"; "+1（城堡中每間起居房間）", not "+1/城堡中餐")."""

from __future__ import annotations

import pytest

from engine.castles.content import content
from engine.castles.names import bonus, room_type
from locales.words import LANGUAGES, words_for

WITH_BONUS = sorted(t for t, tile in content().tiles.items() if tile.bonus_per)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_bonus_names_its_types_in_full_after_its_points(language: str) -> None:
    words = words_for(language)
    assert len(WITH_BONUS) > 20
    for tile_id in WITH_BONUS:
        t, said = content().tiles[tile_id], bonus(words, tile_id)
        assert said.startswith(("+" if t.bonus_points > 0 else "−") + str(abs(t.bonus_points)))
        assert all(room_type(words, k) in said for k in t.bonus_per), said
        assert "/" not in said, said


def test_the_english_bonus_reads_as_a_sentence() -> None:
    en = words_for("en")
    said = {bonus(en, t) for t in WITH_BONUS}
    assert any(s.endswith("room in your castle") for s in said)
    assert any(" or " in s and s.endswith("room touching it") for s in said)
    assert any(s.startswith("+") and " per linked " in s for s in said)
