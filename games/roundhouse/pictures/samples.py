"""Deterministic example states built from `new_game` plus direct field edits.

They do not depend on the rules (only on setup), so golden images and the shared palette stay
stable while the engine changes. `busy_state` puts a piece of every kind on the board.
`played_state` is the exception: a real random playout, stopped where a test needs it.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.roundhouse import apply, new_game
from engine.roundhouse.content import components
from engine.roundhouse.players import pick_move
from engine.roundhouse.state import Chair, GameState

NAMES = ["Ann", "Bo", "Chen", "Dana", "Eli"]
CHINESE_NAMES = ["阿明", "小華", "美玲", "Kevin 志強", "淑芬"]  # zh-TW samples; one mixes scripts


def busy_state(players: int = 4, seed: int = 7, names: list[str] = NAMES) -> GameState:
    """A mid-game-looking state: leaders out, chairs, towns, table, cubes, orders, amulets."""
    c = components()
    s = new_game(names[:players], seed)
    n = players
    b = s.board
    spaces = ["I0", "O1", "I3", "O4", "I5", "O2", "H", "I2", "O5", "I4"]
    for seat, p in enumerate(s.players):
        p.leaders = [spaces[(2 * seat + k) % len(spaces)] for k in range(len(p.leaders))]
        p.prestige = 7 + 5 * seat
        p.coins = 2 + seat
        p.res = {"T": seat % 3, "F": (seat + 1) % 3, "C": 1, "G": seat % 2}
        p.supply = 3
        p.track = 6 - seat % 3
        p.experts = [c.experts[(seat * 3 + k) % len(c.experts)].id for k in range(1 + seat % 3)]
        p.expert_amulets = [c.experts[0].id] if seat == 1 else []
        p.amulets = c.amulets.kinds[seat : seat + 2 + seat]
        p.fulfilled = [o.id for o in c.orders if not o.start][seat : seat + 1 + seat % 2]
    for k in range(0, len(b.chairs), 2):
        b.chairs[k] = Chair(seat=(k // 2) % n, senior=k % 4 == 0)
    b.chairs[5] = Chair(seat=n - 1, senior=False)
    b.towns = [[(t + seat) % 3 for seat in range(n)] for t in range(len(b.towns))]
    b.merchant = 2
    b.table = [[0, 1, 5][: 1 + seat % 3] for seat in range(n)]
    first_spot = next(iter(b.table_amulets))
    b.table_amulets[first_spot] = None
    b.temples_up[1] = False
    b.round = 3
    b.selling = {"T": "T", "C": None, "F": "G"}
    b.market_a = ["T", "C", None]
    b.market_b = ["F", None, None]
    b.warehouse = ["T", None, "C"]
    b.money_lender = 5
    s.turn.seat = (s.first + 1) % n
    s.turn.number = 9
    s.last_path = ["H", "O0", "O1", "O2", "I3"]
    return s


def played_state(players: int, until: Callable[[GameState], bool], seeds: int = 50) -> GameState:
    """The first state of a random playout (game seed = move seed = 1, 2, …) where `until`
    holds; ValueError if none of `seeds` playouts gets there."""
    for seed in range(1, seeds + 1):
        s = new_game(NAMES[:players], seed)
        while not s.over:
            apply(s, pick_move(s, "random", seed))
            if until(s):
                return s
    raise ValueError(f"no {players}-player playout of {seeds} reached the state asked for")
