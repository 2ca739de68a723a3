"""English is unchanged by the catalogues: every line Castles says along six random playouts
(events, spots, bonuses, bonus cards, King's Favors) is byte-identical to what the code said
before them (english.txt, record.py)."""

from __future__ import annotations

from pathlib import Path

from engine.castles.content import content
from engine.castles.labels import spot_text
from engine.castles.lines import story
from engine.castles.names import bonus, card, favor, room
from locales.words import words_for
from tests.castles.text.record import record

EN = words_for("en")
BEFORE = (Path(__file__).parent / "english.txt").read_text(encoding="utf-8").splitlines()


def test_every_english_line_is_as_before():
    now = record(lambda events, who: story(EN, events, who), lambda p: spot_text(EN, p),
                 lambda t: bonus(EN, t), lambda b: card(EN, b), lambda f: favor(EN, f))
    assert len(now) == len(BEFORE)
    assert [(i, a) for i, (a, b) in enumerate(zip(now, BEFORE, strict=True)) if a != b] == []


def test_every_english_room_name_is_the_data_file_s():
    c = content()
    assert [room(EN, t) for t in c.tiles] == [c.name(t) for t in c.tiles]
