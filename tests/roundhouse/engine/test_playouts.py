"""Random playouts for 2–5 players over many seeds, with invariants checked after every move."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.game import CODE
from engine.roundhouse.players import pick_move
from engine.roundhouse.scoring import CATEGORIES, score_breakdown
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)  # the English catalogue

MAX_MOVES = 3000
GAMES = [(2, seed, seed % 2 == 1) for seed in range(24)]
GAMES += [(n, seed, False) for n in (3, 4, 5) for seed in range(16)]


def check_invariants(state, accounted) -> None:
    b = state.board
    for seat, p in enumerate(state.players):
        counts = [p.coins, p.prestige, p.supply, p.track, *p.res.values()]
        assert min(counts) >= 0, (seat, counts)
        assert accounted(state, seat) == 15, seat
    assert b.money_lender >= 0
    assert min(n for town in b.towns for n in town) >= 0
    assert 0 <= b.merchant < 4
    for row in score_breakdown(state):
        assert row["total"] == sum(row[c] for c in CATEGORIES)
    if not state.over:
        codes = rh_engine.legal_codes(state)
        assert 1 <= len(codes) <= 25, (state.turn.stack[-1].kind, codes)
        assert len(set(codes)) == len(codes)
        for code in codes:
            assert len(code) <= 40 and CODE.match(code), code


@pytest.mark.parametrize(("n", "seed", "variant"), GAMES)
def test_random_playout(n, seed, variant, accounted):
    options = rh_engine.Options(neutral_variant=True) if variant else None
    state = rh_engine.new_game(["Ann", "Bo", "Cy", "Di", "Ed"][:n], seed, options)
    after_trigger: list[int] = []
    turn = state.turn.number
    for _ in range(MAX_MOVES):
        if state.over:
            break
        check_invariants(state, accounted)
        line = rh_engine.apply(state, pick_move(state, "random", seed), words=EN)
        assert line
        if state.turn.number != turn and not state.over:
            turn = state.turn.number
            if state.end_trigger is not None:
                after_trigger.append(state.turn.seat)
    else:
        pytest.fail(f"no end after {MAX_MOVES} moves")
    check_invariants(state, accounted)
    assert rh_engine.legal_codes(state) == []
    trigger = state.end_trigger
    assert trigger is not None
    assert [p.end_token for p in state.players].count(True) == 1
    assert state.players[trigger].end_token
    # every other player had exactly one more turn, in order
    assert after_trigger == [(trigger + i) % n for i in range(1, n)]
    assert state.board.round >= state.board.end_space
    assert rh_engine.winners(state)
    with pytest.raises(rh_engine.GameOver):
        rh_engine.apply(state, "pass")


def test_no_start_decision_can_offer_more_than_25_options():
    """Worst case over every position and every set of occupied rooms: one leader reaches at
    most 9 rooms, so 3 experts + 3 neutrals + 2 leaders x 9 = 24 options."""
    from engine.roundhouse.content import newest_rules
    from engine.roundhouse.house import destinations

    rooms = [f"I{i}" for i in range(6)] + [f"O{i}" for i in range(6)]
    most = 0
    for start in [*rooms, "H"]:
        for mask in range(1 << len(rooms)):
            occupied = frozenset(r for j, r in enumerate(rooms) if mask >> j & 1 and r != start)
            most = max(most, len(destinations(start, occupied, newest_rules())))
    assert most == 9
    assert 3 + 3 + 2 * most <= 25
