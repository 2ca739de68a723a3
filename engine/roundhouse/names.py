"""Names shown to players: spaces, rooms, towns, chairs, worship boxes and amulet spots,
resources, amulets, markets, rewards and costs, experts' and orders' effects, score
categories. Labels, prompts, the rules help and the pictures (games/roundhouse/pictures/) word
things through this module only, so a place has one name on every surface (the data file holds the
printed names).
"""

from __future__ import annotations

from itertools import pairwise

from locales.names import written
from locales.words import Words

from .content import (
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
# Which way each town lies from the house, by the corner the data names it by.
CORNER_ARROWS = {"bottom-right": "↘", "bottom-left": "↙", "top-left": "↖", "top-right": "↗"}
# Final scoring's categories (engine/roundhouse/scoring.py keys), in its order; their names are
# the catalogue's `roundhouse.score.<key>` (the rulebook's "Game End" names).
SCORE_KEYS = ("play", "amulets", "orders", "family", "assistants", "coins")
MARKETS = ("sm", "ma", "mb")  # the markets by their codes (roundhouse.market.<code>)


def player_name(state: GameState, seat: int) -> str:
    """A player's name in the engine's text, as every message writes a name
    (`locales.names.written`: its Markdown escaped, between FSI and PDI); the only way the
    engine's words name a player."""
    return written(state.players[seat].name)


def resource_name(words: Words, res: str) -> str:
    """'Tea', 'Fruit', 'Celadon' or 'Gold'."""
    return words(f"roundhouse.resource.{res}")


def reward_text(words: Words, reward: Reward, factor: int = 1) -> str:
    """'2 coins, 1 Tea, 1 Merchant action' (`factor` multiplies coins and prestige)."""
    parts = []
    for key, n in reward.items():
        n *= factor if key in ("coins", "vp") else 1
        parts.append(words.plural(f"roundhouse.reward.{key}", n))
    return words("roundhouse.list.comma").join(parts) or words("roundhouse.reward.nothing")


def cost_text(words: Words, cost: Cost) -> str:
    """'3 coins + 1 Tea + 2 Gold'."""
    parts = [words.plural("roundhouse.cost.coins", cost.coins)] if cost.coins else []
    parts += [
        words("roundhouse.cost.resource", n=getattr(cost, r), resource=resource_name(words, r))
        for r in RESOURCES
        if getattr(cost, r)
    ]
    return words("roundhouse.cost.plus").join(parts)


def amulet_name(words: Words, kind: str) -> str:
    """'Jade Pendant' for 'jade_pendant'."""
    return words(f"roundhouse.amulet.{kind}")


def expert_name(words: Words, expert_id: str) -> str:
    """An expert's printed name ('Su Trader'), by its id in the data."""
    return words(f"roundhouse.expert.{expert_id}")


def room_name(words: Words, room_id: str) -> str:
    """The printed name of an inner room or a tile, by its id in the data."""
    return words(f"roundhouse.room.{room_id}")


def space_name(words: Words, state: GameState, space: str) -> str:
    """The name of the room on a space (the hall, an inner room, the tile in an outer slot)."""
    c = for_game(state)
    if space[0] == "O":
        return room_name(words, state.board.tiles[int(space[1])])
    if space == c.house.hall:
        return words("roundhouse.room.hall")
    return room_name(words, c.house.inner[int(space[1:])])


def room_text(words: Words, state: GameState, space: str, kind: str = "room_text") -> str:
    """The action of the room on a space, as printed (the hall: worship); `kind` "room_brief":
    in a few words, for a list of rooms on a panel (not the hall's)."""
    c = for_game(state)
    if space == c.house.hall:
        return words("roundhouse.room_text.hall")
    if space[0] == "I":
        return action_text(words, c, c.house.inner[int(space[1])], kind)
    return action_text(words, c, state.board.tiles[int(space[1])], kind)


def action_text(words: Words, c: Components, room_id: str, kind: str = "room_text") -> str:
    """The action of an inner room or a tile, by its id, as printed (a tile's cost ladder is
    its rules version's: '0, 1, 2 coins'); `kind` as in `room_text`."""
    if room_id in c.house.inner:
        return words(f"roundhouse.{kind}.{room_id}")
    costs = words("roundhouse.list.comma").join(map(str, c.tile(room_id).costs))
    return words(f"roundhouse.{kind}.{room_id}", costs=costs)


def market_name(words: Words, market: str) -> str:
    """The name of a market by its code: "sm", "ma" or "mb"."""
    return words(f"roundhouse.market.{market}")


def town_label(words: Words, c: Components, town: int) -> str:
    """A town's name, as the board picture prints it: 'Town 1 ↘' (towns are numbered
    clockwise from the merchant's first town; the arrow is the corner it lies in)."""
    return words("roundhouse.town", n=town + 1, arrow=CORNER_ARROWS[c.house.towns[town]])


def town_name(words: Words, state: GameState, town: int) -> str:
    return town_label(words, for_game(state), town)


def chair_label(words: Words, c: Components, chair: int) -> str:
    """'the left chair of the Delivery Room' (chairs side by side under their room)."""
    per = c.house.chairs_per_room
    room = room_name(words, c.rooms[chair // per].id)
    k = chair % per
    side = {0: "left", per - 1: "right"}.get(k) if per == 2 else None
    place = words(f"roundhouse.chair.{side}") if side else words("roundhouse.chair.nth", n=k + 1)
    return words("roundhouse.chair.of", place=place, room=room)


def chair_name(words: Words, state: GameState, chair: int) -> str:
    return chair_label(words, for_game(state), chair)


def column_letter(col: int) -> str:
    """A worship-table column: 'A' for the first (a code the board prints, in every language)."""
    return chr(ord("A") + col)


def box_label(c: Components, box: int) -> str:
    """A worship-table box by its column letter and row number, as the board picture prints
    it in the box's corner: 'B1' is the second box of the top row (box value 2)."""
    r, col = divmod(box, c.worship.cols)
    return f"{column_letter(col)}{r + 1}"


def box_name(words: Words, state: GameState, box: int) -> str:
    """'box B1'."""
    return words("roundhouse.box", box=box_label(for_game(state), box))


def spot_name(words: Words, spot: str) -> str:
    """Where a worship-table amulet lies: 'below column B' ("c1"), 'right of row 2' ("r1")."""
    n = int(spot[1])
    if spot[0] == "c":
        return words("roundhouse.spot.column", column=column_letter(n))
    return words("roundhouse.spot.row", row=n + 1)


def score_category(words: Words, key: str) -> str:
    """A final-scoring category's name ('family' for the assistant track's points)."""
    return words(f"roundhouse.score.{key}")


# ---------------------------------------------------------------- words for labels


def join(words: Words, items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    head = words("roundhouse.list.comma").join(items[:-1])
    return words("roundhouse.list.and", head=head, last=items[-1])


class Label(str):
    """A label that also knows its parts (`parts`): its main part, then the less important
    parts, each with the text joining it to the one before, most important first; a button
    too narrow for the whole label leaves them out from the last (bot/posts/labels.py)."""

    parts: tuple[str, ...]


def fit(*variants: str, limit: int = LABEL_LIMIT) -> Label:
    """The first of `variants` (fullest first) that fits in `limit` characters, the last one
    cut at a word if none does; its parts: the shortest variant, then what each fuller one that
    starts with the one before adds."""
    chain = [variants[-1]]
    for text in variants[-2::-1]:
        if text != chain[-1] and text.startswith(chain[-1]):
            chain.append(text)
    chosen = next((text for text in variants if len(text) <= limit), None)
    if chosen is None:
        chosen = variants[-1][: limit - 1].rsplit(" ", 1)[0] + "…"
    label = Label(chosen)
    added = (longer[len(shorter) :] for shorter, longer in pairwise(chain))
    label.parts = (chain[0], *added)
    return label


def add_rewards(*rewards: Reward) -> Reward:
    """One bundle holding every gain of `rewards`."""
    total: dict[str, int] = {}
    for reward in rewards:
        for key, n in reward.items():
            total[key] = total.get(key, 0) + n
    return Reward(**total)


def expert_effect(words: Words, c: Components, e: Expert, supply: int | None = None) -> str:
    """What an expert does, in a few words: 'fire an assistant for 4 coins, 1 Gold'. With
    `supply` (the assistants in the user's supply) the Bookseller's coins are counted."""
    if e.trigger is not None:
        when = words(f"roundhouse.trigger.{e.trigger.on}")
        return words("roundhouse.effect.trigger", vp=e.trigger.vp, when=when)
    gain = e.gain
    if e.per_supply_coins and supply is not None:
        gain = gain.model_copy(update={"coins": gain.coins + e.per_supply_coins * supply})
        got = reward_text(words, gain)
    elif e.per_supply_coins:
        got = words(
            "roundhouse.effect.per_supply", gain=reward_text(words, gain), n=e.per_supply_coins
        )
    else:
        got = reward_text(words, gain) if gain.items() else ""
    parts = [got] if got else []
    if e.choice:
        parts.append(words("roundhouse.list.or").join(reward_text(words, r) for r in e.choice))
    if e.sell:
        kinds = (
            words("roundhouse.list.or").join(resource_name(words, k) for k in e.sell.kinds)
            if len(e.sell.kinds) < 3
            else words("roundhouse.effect.cube")
        )
        how = "double" if e.sell.double else "rewards"
        parts.append(words.plural(f"roundhouse.effect.sell_{how}", e.sell.count, kinds=kinds))
    if e.others_coins:
        parts.append(words.plural("roundhouse.effect.others_coins", e.others_coins))
    effect = words("roundhouse.list.comma").join(parts)
    return words("roundhouse.effect.fire", effect=effect) if e.fire else effect


def expert_card(words: Words, c: Components, e: Expert) -> str:
    """An expert's effect and how it is used: '3 coins (one use, kept as an amulet)'."""
    effect = expert_effect(words, c, e)
    if e.trigger is not None:
        return words("roundhouse.effect.permanent", effect=effect)
    return words("roundhouse.effect.kept" if e.amulet else "roundhouse.effect.once", effect=effect)


def ability_short(words: Words, order: Order) -> str:
    """A fulfilled order's ability as the board picture prints it: 'Tea → +2★' (prestige when
    gaining Tea), 'Tea +1' (one more Tea), 'coins +2', 'any → +1★ or +1'."""
    a = order.ability
    any_res = a.res in (None, "any")
    res = words("roundhouse.ability.any") if any_res else resource_name(words, str(a.res))
    kind = a.kind if a.kind in ("coins", "more", "vp") else "either"
    return words(f"roundhouse.ability.{kind}", res=res, n=a.n)


def order_label(words: Words, verb: str, order: Order) -> str:
    """'Take order R14 — pay 2 Gold · 6★ at the end · ability: coins +2' (shorter forms when
    that does not fit a button). `verb` is the catalogue's word for the action ('Take')."""
    head = words("roundhouse.order.head", verb=verb, id=order.id, cost=cost_text(words, order.cost))
    ability = ability_short(words, order)
    return fit(
        words("roundhouse.order.full", head=head, vp=order.vp, ability=ability),
        words("roundhouse.order.shorter", head=head, vp=order.vp, ability=ability),
        words("roundhouse.order.short", head=head, vp=order.vp),
    )


def seat_assistants(state: GameState, seat: int) -> tuple[int, int, int, int, int]:
    """A player's assistants: (supply, track, on chairs, in towns, on the worship table)."""
    p = state.players[seat]
    b = state.board
    chairs = sum(1 for ch in b.chairs if ch and ch.seat == seat)
    towns = sum(town[seat] for town in b.towns)
    return p.supply, p.track, chairs, towns, len(b.table[seat])


def sale_text(words: Words, kind: Resource, cube: Resource) -> str:
    """'Sell 1 Tea', or 'Sell 1 Gold as Tea' when a Gold cube stands in."""
    what = resource_name(words, kind)
    if cube == kind:
        return words("roundhouse.sale.plain", resource=what)
    return words("roundhouse.sale.gold", resource=what)
