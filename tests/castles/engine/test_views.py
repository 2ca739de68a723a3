"""Hidden and public: the views, and the determinization computer players decide on."""

from __future__ import annotations

import json

from engine.castles import (
    apply,
    from_json,
    legal_codes,
    new_game,
    public_view,
    redeal,
    seat_view,
    to_json,
)
from engine.castles.content import content
from engine.castles.state import GameState
from engine.common.rng import Rng
from tests.castles.engine.helpers import NAMES


def played(seed: int, moves: int, n: int = 4) -> GameState:
    s = new_game(NAMES[:n], seed)
    rng = Rng(seed)
    for _ in range(moves):
        if s.over:
            break
        codes = legal_codes(s)
        apply(s, codes[rng.below(len(codes))])
    return s


def test_the_public_view_names_no_hidden_card():
    s = played(1, 2)  # mid bonus returns: a decision holding cards
    text = json.dumps(public_view(s))
    for card in content().bonus_cards:
        assert f'"{card}"' not in text
    view = public_view(s)
    assert view["deck"] == len(s.piles.deck)
    assert view["stacks"] == {k: len(v) for k, v in s.piles.stacks.items()}
    assert all(isinstance(p["bonus_cards"], int) for p in view["players"])
    for tile in s.piles.boxed_tiles + [t for v in s.piles.stacks.values() for t in v]:
        assert f'"{tile}"' not in text


def test_a_seat_sees_its_own_cards_and_nobody_elses():
    s = played(2, 300)
    for seat in range(4):
        view = seat_view(s, seat)
        assert view["bonus"] == s.players[seat].bonus
        text = json.dumps({k: v for k, v in view.items() if k != "bonus"})
        others = {b for i, p in enumerate(s.players) if i != seat for b in p.bonus}
        assert not any(f'"{b}"' in text for b in others - set(s.players[seat].bonus))


def test_redeal_keeps_what_the_seat_sees_and_counts():
    for seed in range(8):
        s = played(seed, 40 * seed + 10)
        seat = 0
        r = redeal(s, seat, Rng(seed))
        from_json(to_json(r))  # a consistent game
        assert public_view(r) == public_view(s)
        assert r.players[seat].bonus == s.players[seat].bonus
        assert r.history == [] and r.setup.seed == 0


def test_redeal_depends_only_on_what_the_seat_can_see():
    """No peeking: games that differ only in hidden things redeal identically."""
    for seed in range(6):
        s = played(seed, 60 + 30 * seed)
        t = from_json(to_json(s))
        # shuffle everything seat 0 cannot see in t
        rng = Rng(99 + seed)
        rng.shuffle(t.piles.deck)
        for stack in t.piles.stacks.values():
            rng.shuffle(stack)
        pool = t.piles.bonus_deck + t.players[1].bonus + t.players[2].bonus
        rng.shuffle(pool)
        t.players[1].bonus, pool = pool[: len(t.players[1].bonus)], pool[len(t.players[1].bonus) :]
        t.players[2].bonus, pool = pool[: len(t.players[2].bonus)], pool[len(t.players[2].bonus) :]
        t.piles.bonus_deck = pool
        t.rng = 12345
        t.setup.seed = 777
        assert to_json(redeal(s, 0, Rng(5))) == to_json(redeal(t, 0, Rng(5)))
