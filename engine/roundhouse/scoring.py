"""Final scoring (rulebook "Game End") and the winners."""

from __future__ import annotations

from collections import Counter
from functools import cache

from .content import Components, for_game
from .state import GameState, Player

CATEGORIES = ("play", "amulets", "orders", "family", "assistants", "coins")


def amulet_kinds(c: Components, p: Player) -> list[str]:
    """Amulet tokens and used amulet experts, by kind."""
    return p.amulets + [a for eid in p.expert_amulets if (a := c.expert(eid).amulet)]


@cache
def best_sets(counts: tuple[int, ...], values: tuple[int, ...]) -> int:
    """Most points from partitioning amulets (counts per kind, sorted) into sets of distinct
    kinds, a set of k kinds scoring values[k]; exhaustive over which kinds form the next set."""
    kinds = [i for i, n in enumerate(counts) if n]
    if not kinds:
        return 0
    best = 0
    first = kinds[0]  # some set holds an amulet of the first kind: choose its other members
    rest = kinds[1:]
    for mask in range(1 << len(rest)):
        members = [first] + [k for j, k in enumerate(rest) if mask >> j & 1]
        left = list(counts)
        for k in members:
            left[k] -= 1
        score = values[len(members)] + best_sets(tuple(sorted(left, reverse=True)), values)
        best = max(best, score)
    return best


def amulet_counts(kinds: list[str]) -> tuple[int, ...]:
    """How many amulets of each kind, most first (what `best_sets` takes)."""
    return tuple(sorted(Counter(kinds).values(), reverse=True))


def amulet_points(state: GameState, p: Player) -> int:
    c = for_game(state)
    return best_sets(amulet_counts(amulet_kinds(c, p)), tuple(c.amulets.set_values))


def family_points(state: GameState, p: Player) -> int:
    values = for_game(state).player.track_values
    return sum(values[: max(0, len(values) - p.track)])


def coins_after_exchange(p: Player) -> int:
    return p.coins + p.supply + sum(p.res.values())


def score_breakdown(state: GameState) -> list[dict[str, int]]:
    """Each seat's prestige by category (as if the game ended now) and the total."""
    return [seat_score(state, seat) for seat in range(len(state.players))]


def seat_score(state: GameState, seat: int) -> dict[str, int]:
    """One seat's row of `score_breakdown`."""
    p = state.players[seat]
    on_board = sum(town[seat] for town in state.board.towns)
    on_board += sum(1 for ch in state.board.chairs if ch and ch.seat == seat)
    row = {
        "play": p.prestige,
        "amulets": amulet_points(state, p),
        "orders": sum(for_game(state).order(oid).vp for oid in p.fulfilled),
        "family": family_points(state, p),
        "assistants": on_board,
        "coins": coins_after_exchange(p) // 3,
    }
    row["total"] = sum(row.values())
    return row


def winners(state: GameState) -> list[int]:
    """Seats with the most prestige; ties go to the most coins after the exchange, then share."""
    totals = [row["total"] for row in score_breakdown(state)]
    keys = [(t, coins_after_exchange(p)) for t, p in zip(totals, state.players, strict=True)]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
