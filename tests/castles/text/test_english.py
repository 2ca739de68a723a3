"""English is unchanged by the catalogues: every sample of what Castles says (events of every
kind and placement spots from random playouts, every room's bonus, every bonus card and King's
Favor) is byte-identical to what the code said before them (english.json, record.py)."""

from __future__ import annotations

import json
from pathlib import Path

from engine.castles.content import content
from engine.castles.labels import spot_text
from engine.castles.lines import story
from engine.castles.names import bonus, card, favor, room
from locales.words import words_for
from tests.castles.text.record import read, said, samples

EN = words_for("en")
BEFORE = json.loads((Path(__file__).parent / "english.json").read_text(encoding="utf-8"))


def english(kind: str, text: str) -> str:
    return said(
        kind,
        read(text),
        lambda events, who: story(EN, events, who),
        lambda p: spot_text(EN, p),
        lambda t: bonus(EN, t),
        lambda b: card(EN, b),
        lambda f: favor(EN, f),
    )


def test_every_english_line_is_as_before():
    assert len(BEFORE) > 300
    assert [(kind, text, line) for kind, text, line in BEFORE if english(kind, text) != line] == []


def test_the_samples_cover_every_kind_of_event_and_are_what_the_playouts_give():
    kinds = {kind for kind, _, _ in BEFORE}
    assert {"Placed", "Bought", "Rewarded", "RewardChosen", "TilesOnDeck", "GameEnded"} <= kinds
    now = samples()  # the same playouts still give the same samples, or english.json is stale
    assert len({kind for kind, _ in now} ^ kinds) == 0


def test_every_english_room_name_is_the_data_file_s():
    c = content()
    assert [room(EN, t) for t in c.tiles] == [c.name(t) for t in c.tiles]
