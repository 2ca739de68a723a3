"""Names shown to players: spaces, rooms, towns, chairs, worship boxes and amulet spots,
resources, amulets, markets, rewards and costs. Labels, prompts and rules help word things
through this module only (the data file holds the printed names)."""

from __future__ import annotations

from .content import RESOURCE_NAMES, RESOURCES, Components, Cost, Resource, Reward, for_game
from .state import GameState

WORDS = {
    "coins": ("coin", "coins"),
    "vp": ("prestige", "prestige"),
    "basic": ("basic resource", "basic resources"),
    "recruit": ("Recruit", "Recruits"),
    "tm": ("Merchant action", "Merchant actions"),
    "helper": ("Helper", "Helpers"),
    "perm_helper": ("permanent Helper", "permanent Helpers"),
}
MARKET_NAMES = {"sm": "Selling Market", "ma": "Market (different kinds)", "mb": "Market (one kind)"}


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


def market_name(market: str) -> str:
    """The name of a market by its code: "sm", "ma" or "mb"."""
    return MARKET_NAMES[market]


def town_name(state: GameState, town: int) -> str:
    return f"the {for_game(state).house.towns[town]} town"


def chair_name(state: GameState, chair: int) -> str:
    c = for_game(state)
    per = c.house.chairs_per_room
    room = c.rooms[chair // per].name
    return f"chair {chair % per + 1} of the {room}"


def box_name(state: GameState, box: int) -> str:
    """A worship table box by its value and place: 'box 4 (row 2, column 2)'."""
    w = for_game(state).worship
    r, col = divmod(box, w.cols)
    return f"box {w.value(box)} (row {r + 1}, column {col + 1})"


def spot_name(spot: str) -> str:
    """Where a worship-table amulet lies: 'below column 2' ("c1"), 'right of row 2' ("r1")."""
    n = int(spot[1]) + 1
    return f"below column {n}" if spot[0] == "c" else f"right of row {n}"


def sale_text(kind: Resource, cube: Resource) -> str:
    """'Sell Tea', or 'Sell Gold as Tea' when a Gold cube stands in."""
    what = RESOURCE_NAMES[kind]
    return f"Sell {what}" if cube == kind else f"Sell Gold as {what}"
