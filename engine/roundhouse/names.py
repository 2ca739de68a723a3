"""Names shown to players: spaces, rooms, towns, chairs, worship boxes and amulet spots,
resources, amulets, markets, rewards and costs, experts' and orders' effects, score
categories. Labels, prompts, the rules help and the pictures (render/roundhouse/) word things
through this module only, so a place has one name on every surface (the data file holds the printed
names).
"""

from __future__ import annotations

from .content import (
    RESOURCE_NAMES,
    RESOURCES,
    Components,
    Cost,
    Expert,
    Order,
    Resource,
    Reward,
    for_game,
)
from .state import GameState

LABEL_LIMIT = 80  # a Discord button's label
FSI, PDI = "\u2068", "\u2069"  # first strong isolate … pop directional isolate (Unicode bidi)
# Which way each town lies from the house, by the corner the data names it by.
CORNER_ARROWS = {"bottom-right": "↘", "bottom-left": "↙", "top-left": "↖", "top-right": "↗"}
# Final scoring's categories (engine/roundhouse/scoring.py keys), as the rulebook's "Game End" names
# them.
SCORE_CATEGORIES = {
    "play": "during play",
    "amulets": "amulets",
    "orders": "orders",
    "family": "family",
    "assistants": "assistants",
    "coins": "coins",
}
TRIGGERS = {
    "helper": "you take a Helper action",
    "gold": "you gain Gold",
    "basic": "you gain a basic resource",
    "expert": "you gain an expert",
}

WORDS = {
    "coins": ("coin", "coins"),
    "vp": ("prestige", "prestige"),
    "basic": ("basic resource", "basic resources"),
    "recruit": ("Recruit", "Recruits"),
    "tm": ("Merchant action", "Merchant actions"),
    "helper": ("Helper", "Helpers"),
    "perm_helper": ("permanent Helper", "permanent Helpers"),
}
# The markets by their codes, as the data names them (components.toml `name`).
MARKET_NAMES = {"sm": "Selling Market", "ma": "Market (mixed)", "mb": "Market (one kind)"}


def player_name(state: GameState, seat: int) -> str:
    """A player's name in the engine's text, isolated (FSI … PDI): a name in a right-to-left
    script leaves the rest of the line in its own order."""
    return f"{FSI}{state.players[seat].name}{PDI}"


def resource_name(res: Resource) -> str:
    """'Tea', 'Fruit', 'Celadon' or 'Gold'."""
    return RESOURCE_NAMES[res]


def reward_text(reward: Reward, factor: int = 1) -> str:
    """'2 coins, 1 Tea, 1 Merchant action' (`factor` multiplies coins and prestige)."""
    parts = []
    for key, n in reward.items():
        n *= factor if key in ("coins", "vp") else 1
        name = RESOURCE_NAMES.get(key)
        words = (name, name) if name else WORDS[key]
        parts.append(f"{n} {words[n != 1]}")
    return ", ".join(parts) or "nothing"


def cost_text(cost: Cost) -> str:
    """'3 coins + 1 Tea + 2 Gold'."""
    parts = [f"{cost.coins} coins"] if cost.coins else []
    parts += [f"{getattr(cost, r)} {RESOURCE_NAMES[r]}" for r in RESOURCES if getattr(cost, r)]
    return " + ".join(parts)


def amulet_name(kind: str) -> str:
    """'Jade Pendant' for 'jade_pendant'."""
    return kind.replace("_", " ").title()


def room_name(c: Components, room_id: str) -> str:
    """The printed name of an inner room or a tile, by its id in the data."""
    if room_id in c.house.inner:
        return c.room(room_id).name
    return c.tile(room_id).name


def space_name(state: GameState, space: str) -> str:
    """The name of the room on a space (the hall, an inner room, the tile in an outer slot)."""
    c = for_game(state)
    if space[0] == "O":
        return c.tile(state.board.tiles[int(space[1])]).name
    return c.room_name(space)


def room_text(state: GameState, space: str) -> str:
    """The action of the room on a space, as printed (the hall: worship)."""
    c = for_game(state)
    if space == c.house.hall:
        return "worship: a temple, or the ancestors with the assistants of one town."
    if space[0] == "I":
        return c.room(c.house.inner[int(space[1])]).text
    return c.tile(state.board.tiles[int(space[1])]).text


def market_name(market: str) -> str:
    """The name of a market by its code: "sm", "ma" or "mb"."""
    return MARKET_NAMES[market]


def town_label(c: Components, town: int) -> str:
    """A town's name, as the board picture prints it: 'Town 1 ↘' (towns are numbered
    clockwise from the merchant's first town; the arrow is the corner it lies in)."""
    return f"Town {town + 1} {CORNER_ARROWS[c.house.towns[town]]}"


def town_name(state: GameState, town: int) -> str:
    return town_label(for_game(state), town)


def chair_label(c: Components, chair: int) -> str:
    """'the left chair of the Delivery Room' (chairs side by side under their room)."""
    per = c.house.chairs_per_room
    room = c.rooms[chair // per].name
    k = chair % per
    place = {0: "left", per - 1: "right"}.get(k, f"#{k + 1}") if per == 2 else f"#{k + 1}"
    return f"the {place} chair of the {room}"


def chair_name(state: GameState, chair: int) -> str:
    return chair_label(for_game(state), chair)


def column_letter(col: int) -> str:
    """A worship-table column: 'A' for the first."""
    return chr(ord("A") + col)


def box_label(c: Components, box: int) -> str:
    """A worship-table box by its column letter and row number, as the board picture prints
    it in the box's corner: 'B1' is the second box of the top row (box value 2)."""
    r, col = divmod(box, c.worship.cols)
    return f"{column_letter(col)}{r + 1}"


def box_name(state: GameState, box: int) -> str:
    """'box B1'."""
    return f"box {box_label(for_game(state), box)}"


def spot_name(spot: str) -> str:
    """Where a worship-table amulet lies: 'below column B' ("c1"), 'right of row 2' ("r1")."""
    n = int(spot[1])
    return f"below column {column_letter(n)}" if spot[0] == "c" else f"right of row {n + 1}"


def score_category(key: str) -> str:
    """A final-scoring category's name ('family' for the assistant track's points)."""
    return SCORE_CATEGORIES[key]


# ---------------------------------------------------------------- words for labels


def join(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def plural(n: int, word: str) -> str:
    """'1 coin', '2 coins'."""
    return f"{n} {word}{'s' * (n != 1)}"


def fit(*variants: str, limit: int = LABEL_LIMIT) -> str:
    """The first of `variants` (fullest first) that fits in `limit` characters; the last one
    clipped if none does."""
    for text in variants:
        if len(text) <= limit:
            return text
    return variants[-1][: limit - 1] + "…"


def add_rewards(*rewards: Reward) -> Reward:
    """One bundle holding every gain of `rewards`."""
    total: dict[str, int] = {}
    for reward in rewards:
        for key, n in reward.items():
            total[key] = total.get(key, 0) + n
    return Reward(**total)


def expert_effect(c: Components, e: Expert, supply: int | None = None) -> str:
    """What an expert does, in a few words: 'fire an assistant for 4 coins, 1 Gold'. With
    `supply` (the assistants in the user's supply) the Bookseller's coins are counted."""
    if e.trigger is not None:
        return f"+{e.trigger.vp} prestige once a turn when {TRIGGERS[e.trigger.on]}"
    gain = e.gain
    if e.per_supply_coins and supply is not None:
        gain = gain.model_copy(update={"coins": gain.coins + e.per_supply_coins * supply})
        got = reward_text(gain)
    elif e.per_supply_coins:
        got = f"{reward_text(gain)} + {e.per_supply_coins} per assistant in your supply"
    else:
        got = reward_text(gain) if gain.items() else ""
    parts = [got] if got else []
    if e.choice:
        parts.append(" or ".join(reward_text(r) for r in e.choice))
    if e.sell:
        kinds = (
            " or ".join(RESOURCE_NAMES[k] for k in e.sell.kinds)
            if len(e.sell.kinds) < 3
            else "cube"
        )
        how = "double rewards" if e.sell.double else "their rewards"
        parts.append(f"sell {e.sell.count} {kinds}{'s' * (e.sell.count > 1)} for {how}")
    if e.others_coins:
        parts.append(f"others gain {plural(e.others_coins, 'coin')}")
    effect = ", ".join(parts)
    return f"fire an assistant for {effect}" if e.fire else effect


def expert_card(c: Components, e: Expert) -> str:
    """An expert's effect and how it is used: '3 coins (one use, kept as an amulet)'."""
    if e.trigger is not None:
        return f"{expert_effect(c, e)} (permanent)"
    kept = ", kept as an amulet" if e.amulet else ""
    return f"{expert_effect(c, e)} (one use{kept})"


def ability_short(order: Order) -> str:
    """A fulfilled order's ability as the board picture prints it: 'Tea → +2★' (prestige when
    gaining Tea), 'Tea +1' (one more Tea), 'coins +2', 'any → +1★ or +1'."""
    a = order.ability
    res = "any" if a.res in (None, "any") else RESOURCE_NAMES[a.res]
    if a.kind == "coins":
        return f"coins +{a.n}"
    if a.kind == "more":
        return f"{res} +{a.n}"
    if a.kind == "vp":
        return f"{res} → +{a.n}★"
    return f"{res} → +{a.n}★ or +{a.n}"


def order_label(verb: str, order: Order) -> str:
    """'Take order R14 — pay 2 Gold · 6★ at the end · ability: coins +2' (shorter forms when
    that does not fit a button)."""
    head = f"{verb} order {order.id} — pay {cost_text(order.cost)}"
    ability = ability_short(order)
    return fit(
        f"{head} · {order.vp}★ at the end · ability: {ability}",
        f"{head} · {order.vp}★ · ability: {ability}",
        f"{head} · {order.vp}★ at the end",
    )


def seat_assistants(state: GameState, seat: int) -> tuple[int, int, int, int, int]:
    """A player's assistants: (supply, track, on chairs, in towns, on the worship table)."""
    p = state.players[seat]
    b = state.board
    chairs = sum(1 for ch in b.chairs if ch and ch.seat == seat)
    towns = sum(town[seat] for town in b.towns)
    return p.supply, p.track, chairs, towns, len(b.table[seat])


def sale_text(kind: Resource, cube: Resource) -> str:
    """'Sell 1 Tea', or 'Sell 1 Gold as Tea' when a Gold cube stands in."""
    what = RESOURCE_NAMES[kind]
    return f"Sell 1 {what}" if cube == kind else f"Sell 1 Gold as {what}"
