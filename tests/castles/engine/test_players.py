"""The computer players: legal, deterministic, and blind to what their seat cannot see."""

from __future__ import annotations

import pytest

from engine.castles import apply, from_json, legal_codes, new_game, to_json
from engine.castles.computer import LEVELS, choose
from engine.castles.state import GameState
from engine.common.rng import Rng
from tests.castles.engine.helpers import NAMES


def positions(seed: int, n: int = 4, every: int = 37) -> list[GameState]:
    """Positions of a random game, one every `every` moves."""
    s = new_game(NAMES[:n], seed)
    rng = Rng(seed)
    out = []
    while not s.over:
        if len(s.history) % every == 0:
            out.append(from_json(to_json(s)))
        codes = legal_codes(s)
        apply(s, codes[rng.below(len(codes))])
    return out


def hide_differently(s: GameState, seat: int, rng: Rng) -> GameState:
    """The same game with everything `seat` cannot see dealt differently."""
    t = from_json(to_json(s))
    rng.shuffle(t.piles.deck)
    for stack in t.piles.stacks.values():
        rng.shuffle(stack)
    others = [p for i, p in enumerate(t.players) if i != seat]
    pool = t.piles.bonus_deck + [b for p in others for b in p.bonus]
    rng.shuffle(pool)
    for p in others:
        p.bonus, pool = pool[: len(p.bonus)], pool[len(p.bonus) :]
    t.piles.bonus_deck = pool
    t.rng, t.setup.seed = 4242, 99
    return t


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves_to_the_end(level):
    s = new_game(NAMES[:3], 11)
    other = "random" if level != "random" else "normal"
    while not s.over:
        seat = s.flow.stack[-1].seat
        code = choose(s, level if seat == 0 else other, seat)
        assert code in legal_codes(s)
        apply(s, code)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_the_same_visible_state_and_seed_give_the_same_move(level):
    for s in positions(3, every=53)[:6]:
        assert choose(s, level, 5) == choose(from_json(to_json(s)), level, 5)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_no_peeking(level):
    """A decision does not change when only what the deciding seat cannot see changes."""
    rng = Rng(7)
    checked = 0
    for seed in (1, 2):
        for s in positions(seed, every=41):
            if s.over:
                continue
            seat = s.flow.stack[-1].seat
            t = hide_differently(s, seat, rng)
            assert choose(s, level, 3) == choose(t, level, 3)
            checked += 1
    assert checked >= 10


def test_unknown_level():
    with pytest.raises(ValueError, match="unknown level"):
        choose(new_game(NAMES[:2], 1), "grandmaster")


def test_the_same_moves_in_any_process():
    """No decision depends on string hashing (sets of names iterate in another order)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "from engine.castles import apply, new_game, choose, legal_codes\n"
        "from engine.common.rng import Rng\n"
        "s = new_game(['a', 'b', 'c'], 4); rng = Rng(4); out = []\n"
        "while not s.over and len(s.history) < 90:\n"
        "    if len(s.history) % 9 == 0:\n"
        "        out += [choose(s, lv, 1) for lv in ('easy', 'normal', 'strong')]\n"
        "    codes = legal_codes(s); apply(s, codes[rng.below(len(codes))])\n"
        "print('|'.join(out))\n"
    )
    root = Path(__file__).resolve().parents[3]
    runs = {
        subprocess.run(
            [sys.executable, "-c", code],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(root)},
        ).stdout
        for seed in ("1", "2")
    }
    assert len(runs) == 1
