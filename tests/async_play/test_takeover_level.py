"""A missed deadline's takeover plays Normal, whatever level the table's computer seats play."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from bot.game.protocol import whose_turn
from engine.roundhouse.search import Budget
from games.roundhouse import RoundHouseRules

SMALL = Budget(nodes=60, candidates=2, playout_steps=200)


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(RoundHouseRules(strong_budget=SMALL)))


async def test_a_deadline_takeover_plays_normal_beside_a_strong_seat(table, monkeypatch):
    made: list[tuple[int, str | None]] = []  # (seat, level) of each decision
    original = RoundHouseRules.computer_move

    def spy(self, state, version, level=None, seed=None, seat=None):
        made.append((whose_turn(self, state) if seat is None else seat, level))
        return original(self, state, version, level, seed, seat)

    monkeypatch.setattr(RoundHouseRules, "computer_move", spy)  # decisions run in threads here
    game = await table.start(humans=(table.bo,), computers=1, deadline="24 h", level="Strong")
    strong = next(i for i, s in enumerate(game.seats) if s.computer)
    for _ in range(2):  # two deadlines pass; the Strong seat plays its own turns between
        await table.advance(24.1)
    people = {seat for seat, _ in made if seat != strong}
    assert people, "no deadline passed"
    assert {level for seat, level in made if seat != strong} == {"normal"}
    assert {level for seat, level in made if seat == strong} == {"strong"}
    moves = await table.service.store.moves(game.id)
    assert any(m.seat in people and m.user_id is None for m in moves)  # saved as the computer's
