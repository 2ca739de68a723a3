"""The worship action at the Ancestral Hall: a temple, or the ancestors with the chain."""

from __future__ import annotations

from functools import cache

from .content import components, for_game
from .effects import gain, me, push
from .state import Decision, GameState


@cache
def _neighbours(rules: int) -> tuple[tuple[int, ...], ...]:
    w = components(rules).worship
    out = []
    for box in range(w.rows * w.cols):
        r, c = divmod(box, w.cols)
        near = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        out.append(tuple(y * w.cols + x for y, x in near if 0 <= y < w.rows and 0 <= x < w.cols))
    return tuple(out)


@cache
def chain_ends(seniors: frozenset[int], k: int, rules: int) -> tuple[int, ...]:
    """End boxes of every simple path from the top-left box placing exactly `k` assistants
    (on the worship table of rules version `rules`).

    A box with the player's own senior joins the chain without using an assistant; the chain
    must end on a newly placed assistant.
    """
    near = _neighbours(rules)
    ends: set[int] = set()

    def walk(box: int, used: int, seen: int) -> None:
        used += box not in seniors
        if used > k:
            return
        if used == k and box not in seniors:
            ends.add(box)
        for nxt in near[box]:
            if not seen >> nxt & 1:
                walk(nxt, used, seen | 1 << nxt)

    if k > 0:
        walk(0, 0, 1)
    return tuple(sorted(ends))


def town_options(state: GameState) -> list[str]:
    seat = state.turn.seat
    seniors = frozenset(state.board.table[seat])
    return [
        f"wa.{t}"
        for t, town in enumerate(state.board.towns)
        if town[seat] and chain_ends(seniors, town[seat], state.setup.rules)
    ]


def worship_options(state: GameState, d: Decision) -> list[str]:
    temples = [f"wt.{i}" for i, up in enumerate(state.board.temples_up) if up]
    return temples + town_options(state) or ["wa.none"]


def advance_round(state: GameState) -> None:
    """Worship step 1: the round marker moves; landing on the amulet triggers the end."""
    b = state.board
    b.round += 1
    if b.round == b.end_space and b.end_amulet:
        p = me(state)
        p.amulets.append(b.end_amulet)
        p.end_token = True
        b.end_amulet = None
        state.end_trigger = state.turn.seat
        state.final_turns = len(state.players) - 1


def worship_resolve(state: GameState, d: Decision, code: str) -> None:
    kind, arg = code.split(".")
    if kind == "wt":
        i = int(arg)
        state.board.temples_up[i] = False
        gain(state, for_game(state).temple(state.board.temples[i]).reward)
        return
    advance_round(state)
    if arg == "none":
        return
    town = state.board.towns[int(arg)]
    k, town[state.turn.seat] = town[state.turn.seat], 0
    ends = chain_ends(frozenset(state.board.table[state.turn.seat]), k, state.setup.rules)
    push(state, "chain", k=k, ends=list(ends))


def chain_options(state: GameState, d: Decision) -> list[str]:
    return [f"wc.{box}" for box in d.data["ends"]]


def chain_resolve(state: GameState, d: Decision, code: str) -> None:
    """Steps 3–5: the end box's assistant turns senior; prestige, edge rewards, one amulet."""
    w = for_game(state).worship
    seat = state.turn.seat
    box = int(code[3:])
    p = me(state)
    state.board.table[seat].append(box)
    on_chairs = sum(1 for ch in state.board.chairs if ch and ch.seat == seat)
    p.prestige += w.value(box) + on_chairs
    push(state, "return", n=d.data["k"] - 1)  # step 5 runs after the rewards below
    r, c = divmod(box, w.cols)
    gain(state, w.row_rewards[r])
    gain(state, w.column_rewards[c])
    spots = [s for s in (f"c{c}", f"r{r}") if state.board.table_amulets.get(s)]
    if len(spots) == 2:
        push(state, "amulet_spot", spots=spots)
    elif spots:
        take_spot(state, spots[0])


def take_spot(state: GameState, spot: str) -> None:
    me(state).amulets.append(state.board.table_amulets[spot])
    state.board.table_amulets[spot] = None


def spot_options(state: GameState, d: Decision) -> list[str]:
    return [f"wm.{s}" for s in d.data["spots"]]


def spot_resolve(state: GameState, d: Decision, code: str) -> None:
    take_spot(state, code[3:])


HANDLERS = {
    "worship": (worship_options, worship_resolve),
    "chain": (chain_options, chain_resolve),
    "amulet_spot": (spot_options, spot_resolve),
}


def assistants_in_worship(state: GameState) -> int:
    """The current player's assistants taken from a town and not yet back (steps 2–5)."""
    return sum(
        d.data.get("k", 0) + d.data.get("n", 0)
        for d in state.turn.stack
        if d.kind in ("chain", "return")
    )
