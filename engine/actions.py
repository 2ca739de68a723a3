"""Small decisions shared by many rooms: a basic resource, a Traveling Merchant action (and paying
to move the merchant right after it), a Helper action, an order ability's choice, which expert
to discard, and the automatic steps."""

from __future__ import annotations

from .content import BASIC, for_game
from .effects import (
    discard_expert,
    gain_resource,
    me,
    move_merchant,
    place_in_town,
    place_on_chair,
    push,
    take_expert_card,
)
from .state import Decision, GameState

MERCHANT_MOVES = 3  # paying more than 3 would bring the merchant back round


def basic_options(state: GameState, d: Decision) -> list[str]:
    return [f"b.{r}" for r in BASIC]


def basic_resolve(state: GameState, d: Decision, code: str) -> None:
    gain_resource(state, code[2:])


def tm_options(state: GameState, d: Decision) -> list[str]:
    p = me(state)
    if not p.supply:
        return []
    return [f"tm.{k}" for k in range(min(p.coins, MERCHANT_MOVES) + 1)] + ["tm.skip"]


def tm_resolve(state: GameState, d: Decision, code: str) -> None:
    if code != "tm.skip":
        place_in_town(state, int(code[3:]))
        if for_game(state).rules.merchant_after:
            push(state, "tm_move")  # "before or right after you perform each TM action"


def tm_move_options(state: GameState, d: Decision) -> list[str]:
    """Right after a Traveling Merchant action: pay 1 coin a town to move the merchant on."""
    most = min(me(state).coins, MERCHANT_MOVES)
    return [*(f"tmm.{k}" for k in range(1, most + 1)), "pass"]


def tm_move_resolve(state: GameState, d: Decision, code: str) -> None:
    if code != "pass":
        move_merchant(state, int(code[4:]))


def helper_options(state: GameState, d: Decision) -> list[str]:
    if not me(state).supply:
        return []
    prefix = "ph" if d.data["senior"] else "h"
    chairs = [f"{prefix}.{i}" for i, c in enumerate(state.board.chairs) if c is None]
    return [*chairs, f"{prefix}.skip"] if chairs else []


def helper_resolve(state: GameState, d: Decision, code: str) -> None:
    where = code.split(".")[1]
    if where != "skip":
        place_on_chair(state, int(where), d.data["senior"])


def ability_options(state: GameState, d: Decision) -> list[str]:
    return ["ab.vp", "ab.more"]


def ability_resolve(state: GameState, d: Decision, code: str) -> None:
    n = for_game(state).order(d.data["order"]).ability.n
    p = me(state)
    if code == "ab.vp":
        p.prestige += n
    else:
        p.res[d.data["res"]] += n


def discard_options(state: GameState, d: Decision) -> list[str]:
    return [f"dx.{eid}" for eid in me(state).experts]


def discard_resolve(state: GameState, d: Decision, code: str) -> None:
    discard_expert(state, code[3:])
    take_expert_card(state, d.data["take"])


def take_or_discard(state: GameState, index: int) -> None:
    """Take display expert `index`, first asking which held expert to discard at the limit."""
    if len(me(state).experts) >= for_game(state).house.expert_hand_limit:
        state.turn.stack.append(Decision("discard", {"take": index}))
    else:
        take_expert_card(state, index)


def return_resolve(state: GameState, d: Decision) -> None:
    """Worship step 5: the younger assistants on the table go back to the supply."""
    me(state).supply += d.data["n"]


HANDLERS = {
    "basic": (basic_options, basic_resolve),
    "tm": (tm_options, tm_resolve),
    "tm_move": (tm_move_options, tm_move_resolve),
    "helper": (helper_options, helper_resolve),
    "ability": (ability_options, ability_resolve),
    "discard": (discard_options, discard_resolve),
}
