"""Words for moves, decisions and places (button labels, prompts, the game log)."""

from __future__ import annotations

from .content import RESOURCE_NAMES, Reward, for_game
from .state import Decision, GameState

WORDS = {
    "coins": ("coin", "coins"),
    "vp": ("prestige", "prestige"),
    "basic": ("basic resource", "basic resources"),
    "recruit": ("Recruit", "Recruits"),
    "tm": ("Merchant action", "Merchant actions"),
    "helper": ("Helper", "Helpers"),
    "perm_helper": ("permanent Helper", "permanent Helpers"),
}


def reward_text(reward: Reward, factor: int = 1) -> str:
    parts = []
    for key, n in reward.items():
        n *= factor if key in ("coins", "vp") else 1
        name = RESOURCE_NAMES.get(key)
        words = (name, name) if name else WORDS[key]
        parts.append(f"{n} {words[n != 1]}")
    return ", ".join(parts) or "nothing"


def cost_text(cost) -> str:
    parts = [f"{cost.coins} coins"] if cost.coins else []
    parts += [f"{getattr(cost, r)} {RESOURCE_NAMES[r]}" for r in "TFCG" if getattr(cost, r)]
    return " + ".join(parts)


def amulet_name(kind: str) -> str:
    return kind.replace("_", " ").title()


def space_label(state: GameState, space: str) -> str:
    """The name of the room on a space."""
    c = for_game(state)
    if space[0] == "O":
        return c.tile(state.board.tiles[int(space[1])]).name
    return c.room_name(space)


def town_name(state: GameState, town: int) -> str:
    return f"the {for_game(state).house.towns[town]} town"


def chair_name(state: GameState, chair: int) -> str:
    c = for_game(state)
    per = c.house.chairs_per_room
    room = c.rooms[chair // per].name
    return f"chair {chair % per + 1} of the {room}"


def box_name(state: GameState, box: int) -> str:
    w = for_game(state).worship
    r, col = divmod(box, w.cols)
    return f"box {w.value(box)} (row {r + 1}, column {col + 1})"


def spot_name(spot: str) -> str:
    n = int(spot[1]) + 1
    return f"below column {n}" if spot[0] == "c" else f"right of row {n}"


def _sell(kind: str, cube: str) -> str:
    what = RESOURCE_NAMES[kind]
    return f"Sell {what}" if cube == kind else f"Sell Gold as {what}"


MARKET_NAMES = {"sm": "Selling Market", "ma": "Market (different kinds)", "mb": "Market (one kind)"}


def label(state: GameState, code: str) -> str:
    """A short label for one option (fits a Discord button: at most 80 characters)."""
    head, _, rest = code.partition(".")
    if head[0] == "m" and head[1:].isdigit():
        two = len(state.players[state.turn.seat].leaders) > 1
        who = f"leader {int(head[1:]) + 1}" if two else "your leader"
        text = f"Move {who} to the {space_label(state, rest)}"
    else:
        text = LABELS[head](state, rest, rest.split(".") if rest else [])
    return text[:80]


def _resource_and_merchant(state: GameState, rest: str, args: list[str]) -> str:
    if rest == "c":
        return f"Take the {state.board.money_lender} coins + Merchant action"
    return f"Take 1 {RESOURCE_NAMES[rest]} + Merchant action"


def _extra(state: GameState, rest: str, args: list[str]) -> str:
    seniors, younger = int(rest[0]), int(rest[1])
    if seniors + younger == 0:
        return "Perform the action once"
    used = [f"{n} {kind}" for n, kind in ((seniors, "senior"), (younger, "younger")) if n]
    return f"Perform {1 + seniors + younger}× (use {' + '.join(used)})"


def _smuggle(state: GameState, rest: str, args: list[str]) -> str:
    if rest == "G":
        return "Take 1 Gold"
    pid = state.decks.pirate_display[int(rest[1:])]
    return f"Pirate token: {reward_text(for_game(state).pirate(pid).reward)}"


def _black_market(state: GameState, rest: str, args: list[str]) -> str:
    t = for_game(state).black_market_trades
    kind = args[0]
    if kind == "b":
        return f"Pay {t['buy_basic'].pay_coins} coin: 1 {RESOURCE_NAMES[args[1]]}"
    if kind == "r":
        return f"Pay {t['recruit'].pay_coins} coins: Recruit"
    if kind == "a":
        name = amulet_name(state.decks.amulet_display[int(args[1])])
        return f"Pay {t['amulet'].pay_coins} coins: {name} amulet"
    if kind == "s":
        return f"Pay 1 {RESOURCE_NAMES[args[1]]}: {t['sell_basic'].gain_coins} coins"
    if kind == "f":
        return f"Fire an assistant: {t['fire'].gain_coins} coins"
    return f"Pay the {amulet_name(args[1])} amulet: {t['sell_amulet'].gain_coins} coins"


def _warehouse(state: GameState, rest: str, args: list[str]) -> str:
    b = state.board
    where, key = args
    if where == "w":
        return f"Take the {RESOURCE_NAMES[b.warehouse[int(key)]]} from the Warehouse"
    if where == "sm":
        cube = b.selling[key]
        return (
            f"Take the {RESOURCE_NAMES[cube]} from the Selling Market's {RESOURCE_NAMES[key]} box"
        )
    cube = (b.market_a if where == "ma" else b.market_b)[int(key)][0]
    return f"Take the {RESOURCE_NAMES[cube]} from box {int(key) + 1} of the {MARKET_NAMES[where]}"


def _merchant(state: GameState, rest: str, args: list[str]) -> str:
    if rest == "skip":
        return "Skip the Merchant action"
    b = state.board
    town = town_name(state, (b.merchant + int(rest)) % len(b.towns))
    paid = f"Pay {rest}, " if rest != "0" else ""
    return f"{paid}send an assistant to {town}"


def _merchant_on(state: GameState, rest: str, args: list[str]) -> str:
    b = state.board
    town = town_name(state, (b.merchant + int(rest)) % len(b.towns))
    return f"Pay {rest}: move the Merchant on to {town}"


def _helper(senior: bool):
    def text(state: GameState, rest: str, args: list[str]) -> str:
        if rest == "skip":
            return "Skip the Helper action"
        kind = "a senior assistant" if senior else "an assistant"
        return f"Put {kind} on {chair_name(state, int(rest))}"

    return text


def _ancestors(state: GameState, rest: str, args: list[str]) -> str:
    if rest == "none":
        return "Worship the ancestors (round marker only)"
    n = state.board.towns[int(rest)][state.turn.seat]
    return f"Ancestors: {n} assistant{'s' * (n != 1)} from {town_name(state, int(rest))}"


def _bonus(state: GameState, rest: str, args: list[str]) -> str:
    i = int(rest[1:])
    if rest[0] == "o":
        return f"Take order {state.decks.order_display[i]}"
    return f"Take the {amulet_name(state.decks.amulet_display[i])} amulet"


def _expert_choice(state: GameState, rest: str, args: list[str]) -> str:
    expert = for_game(state).expert(state.turn.stack[-1].data["expert"])
    return reward_text(expert.choice[int(rest)])


def _expert_sale(state: GameState, rest: str, args: list[str]) -> str:
    return f"{_sell(args[1], args[2])} to the {MARKET_NAMES[args[0]]}"


def _meeting(state: GameState, rest: str, args: list[str]) -> str:
    name = for_game(state).expert(state.decks.expert_display[int(args[0])]).name
    return f"{'Pay' if args[1] == 'c' else 'Fire for'} {name}"


def _lobby(state: GameState, rest: str, args: list[str]) -> str:
    if rest == "a":
        return reward_text(for_game(state).room("lobby").reward)
    return f"1 Recruit + the {space_label(state, rest)}'s action"


def _chain(state: GameState, rest: str, args: list[str]) -> str:
    return f"End the chain on {box_name(state, int(rest))}"


def _spot(state: GameState, rest: str, args: list[str]) -> str:
    return f"Take the {amulet_name(state.board.table_amulets[rest])} amulet {spot_name(rest)}"


def _temple(state: GameState, rest: str, args: list[str]) -> str:
    return f"Temple: {reward_text(for_game(state).temple(state.board.temples[int(rest)]).reward)}"


LABELS = {
    "pass": lambda s, r, a: (
        "Leave the Merchant where it is" if s.turn.stack[-1].kind == "tm_move" else "Skip"
    ),
    "done": lambda s, r, a: "Done",
    "x": lambda s, r, a: f"Use {for_game(s).expert(r).name}",
    "n": lambda s, r, a: (
        f"Pay 1 {RESOURCE_NAMES[for_game(s).player.neutral_cube[r]]} to move the {r} neutral leader"
    ),
    "nd": lambda s, r, a: f"Move it to the {space_label(s, r)}",
    "r": _extra,
    "d": lambda s, r, a: f"Take 1 {RESOURCE_NAMES[r]} + Merchant action",
    "s": _smuggle,
    "sm": lambda s, r, a: _sell(a[0], a[1]),
    "ma": lambda s, r, a: _sell(a[0], a[1]),
    "mb": lambda s, r, a: _sell(a[0], a[1]),
    "ex": lambda s, r, a: f"Take {for_game(s).expert(s.decks.expert_display[int(r)]).name}",
    "ml": _resource_and_merchant,
    "lb": _lobby,
    "bk": lambda s, r, a: "Pay the next Bank column",
    "bm": _black_market,
    "tp": lambda s, r, a: reward_text(for_game(s).tile("trading_post").choices[int(r)]),
    "mt": _meeting,
    "wh": _warehouse,
    "b": lambda s, r, a: f"Take 1 {RESOURCE_NAMES[r]}",
    "tm": _merchant,
    "tmm": _merchant_on,
    "h": _helper(senior=False),
    "ph": _helper(senior=True),
    "ab": lambda s, r, a: "Gain 1 prestige" if r == "vp" else "Gain one more of that resource",
    "dx": lambda s, r, a: f"Discard {for_game(s).expert(r).name}",
    "xc": _expert_choice,
    "xs": _expert_sale,
    "wt": _temple,
    "wa": _ancestors,
    "wc": _chain,
    "wm": _spot,
    "bo": _bonus,
    "fo": lambda s, r, a: f"Fulfil order {r} ({cost_text(for_game(s).order(r).cost)})",
}


PROMPTS = {
    "start": "Move a leader (first you may use an expert{neutral}).",
    "room": "Use your assistants beside the {room} for extra performances?",
    "act": "{room}: choose an action.",
    "neutral": "Where does the {color} neutral leader go?",
    "expert_choice": "{expert}: choose your gain.",
    "expert_sell": "{expert}: choose what to sell, and where.",
    "basic": "Choose a basic resource.",
    "tm": "Traveling Merchant action: where does your assistant go?",
    "tm_move": "Pay 1 coin a town to move the Traveling Merchant on?",
    "helper": "Helper action: choose an empty chair.",
    "ability": "Order ability: 1 prestige or one more {res}?",
    "discard": "You hold the most experts allowed: discard one to take the new one.",
    "worship": "Worship: a temple, or the ancestors with the assistants of one town.",
    "chain": "Place your {k} assistants on the worship table: where does the chain end?",
    "amulet_spot": "Choose one amulet.",
    "bonus": "You crossed a bonus on the score track: take an order card or an amulet.",
    "orders": "Fulfil orders?",
}


def prompt_for(state: GameState, d: Decision) -> str:
    c = for_game(state)
    data = d.data
    room = data.get("room")
    if d.kind == "room":
        room_name = space_label(state, data["space"])
    elif room in c.house.inner:
        room_name = c.rooms[c.house.inner.index(room)].name
    else:
        room_name = c.tile(room).name if room else ""
    expert = c.expert(data["expert"]).name if "expert" in data else ""
    return PROMPTS[d.kind].format(
        room=room_name,
        color=data.get("color", ""),
        expert=expert,
        res=RESOURCE_NAMES.get(data.get("res", ""), ""),
        k=data.get("k", ""),
        neutral=", or move a neutral leader" if state.board.neutrals else "",
    )
