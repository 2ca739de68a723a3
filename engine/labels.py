"""Words for moves, decisions and places (button labels, prompts, the game log)."""

from __future__ import annotations

from .content import RESOURCE_NAMES, Reward, components
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


def order_text(oid: str) -> str:
    o = components().order(oid)
    ab = o.ability
    target = "any resource" if ab.res == "any" else RESOURCE_NAMES.get(ab.res or "", "")
    effect = {
        "coins": f"+{ab.n} coin when gaining coins",
        "more": f"+{ab.n} {target} when gaining {target}",
        "vp": f"+{ab.n} prestige when gaining {target}",
        "vp_or_more": f"+{ab.n} prestige or +1 more when gaining {target}",
    }[ab.kind]
    return f"Order {oid} ({cost_text(o.cost)} → {o.vp} prestige; {effect})"


def amulet_name(kind: str) -> str:
    return kind.replace("_", " ").title()


def space_label(state: GameState, space: str) -> str:
    """The name of the room on a space."""
    c = components()
    if space[0] == "O":
        return c.tile(state.board.tiles[int(space[1])]).name
    return c.room_name(space)


def town_name(town: int) -> str:
    return f"the {components().house.towns[town]} town"


def chair_name(state: GameState, chair: int) -> str:
    per = components().house.chairs_per_room
    room = components().rooms[chair // per].name
    return f"chair {chair % per + 1} of the {room}"


def box_name(box: int) -> str:
    w = components().worship
    r, col = divmod(box, w.cols)
    return f"box {w.value(box)} (row {r + 1}, column {col + 1})"


def spot_name(spot: str) -> str:
    n = int(spot[1]) + 1
    return f"below column {n}" if spot[0] == "c" else f"right of row {n}"


def _sell(kind: str, cube: str) -> str:
    what = RESOURCE_NAMES[kind]
    return f"Sell {what}" if cube == kind else f"Sell Gold as {what}"


def label(state: GameState, code: str) -> str:
    """A short label for one option (fits a Discord button: at most 80 characters)."""
    return _label(state, code)[:80]


def _label(state: GameState, code: str) -> str:
    c = components()
    b = state.board
    d = state.decks
    head, _, rest = code.partition(".")
    args = rest.split(".") if rest else []
    if code == "pass":
        return "Skip"
    if code == "done":
        return "Done"
    if head.startswith("m") and head[1:].isdigit():
        who = (
            f"leader {int(head[1:]) + 1}"
            if len(state.players[state.turn.seat].leaders) > 1
            else "your leader"
        )
        return f"Move {who} to the {space_label(state, rest)}"
    if head == "x":
        return f"Use {c.expert(rest).name}"
    if head == "n":
        cube = RESOURCE_NAMES[c.player.neutral_cube[rest]]
        return f"Pay 1 {cube} to move the {rest} neutral leader"
    if head == "nd":
        return f"Move it to the {space_label(state, rest)}"
    if head == "r":
        seniors, younger = int(rest[0]), int(rest[1])
        if seniors + younger == 0:
            return "Perform the action once"
        used = []
        if seniors:
            used.append(f"{seniors} senior")
        if younger:
            used.append(f"{younger} younger")
        return f"Perform {1 + seniors + younger}× (use {' + '.join(used)})"
    if head == "d":
        return f"Take 1 {RESOURCE_NAMES[rest]} + Merchant action"
    if head == "s":
        if rest == "G":
            return "Take 1 Gold"
        pid = d.pirate_display[int(rest[1:])]
        return f"Pirate token: {reward_text(c.pirate(pid).reward)}"
    if head in ("sm", "ma", "mb"):
        return _sell(args[0], args[1])
    if head == "ex":
        return f"Take {c.expert(d.expert_display[int(rest)]).name}"
    if head == "ml":
        if rest == "c":
            return f"Take the {b.money_lender} coins + Merchant action"
        return f"Take 1 {RESOURCE_NAMES[rest]} + Merchant action"
    if head == "lb":
        if rest == "a":
            return reward_text(c.rooms[5].reward)
        return f"1 Recruit + the {space_label(state, rest)}'s action"
    if head == "bk":
        return "Pay the next Bank column"
    if head == "bm":
        t = c.black_market_trades
        kind = args[0]
        if kind == "b":
            return f"Pay {t['buy_basic'].pay_coins} coin: 1 {RESOURCE_NAMES[args[1]]}"
        if kind == "r":
            return f"Pay {t['recruit'].pay_coins} coins: Recruit"
        if kind == "a":
            name = amulet_name(d.amulet_display[int(args[1])])
            return f"Pay {t['amulet'].pay_coins} coins: {name} amulet"
        if kind == "s":
            return f"Pay 1 {RESOURCE_NAMES[args[1]]}: {t['sell_basic'].gain_coins} coins"
        if kind == "f":
            return f"Fire an assistant: {t['fire'].gain_coins} coins"
        return f"Pay the {amulet_name(args[1])} amulet: {t['sell_amulet'].gain_coins} coins"
    if head == "tp":
        return reward_text(c.tile("trading_post").choices[int(rest)])
    if head == "mt":
        name = c.expert(d.expert_display[int(args[0])]).name
        return f"{'Pay' if args[1] == 'c' else 'Fire for'} {name}"
    if head == "wh":
        where = {"sm": "Selling Market", "ma": "Market", "mb": "Market", "w": "Warehouse"}[args[0]]
        if args[0] == "sm":
            cube = b.selling[args[1]]
        elif args[0] == "w":
            cube = b.warehouse[int(args[1])]
        else:
            cube = (b.market_a if args[0] == "ma" else b.market_b)[int(args[1])][0]
        return f"Take the {RESOURCE_NAMES[cube]} from the {where}"
    if head == "b":
        return f"Take 1 {RESOURCE_NAMES[rest]}"
    if head == "tm":
        if rest == "skip":
            return "Skip the Merchant action"
        town = town_name((b.merchant + int(rest)) % len(b.towns))
        paid = f"Pay {rest}, " if rest != "0" else ""
        return f"{paid}send an assistant to {town}"
    if head in ("h", "ph"):
        if rest == "skip":
            return "Skip the Helper action"
        kind = "senior assistant" if head == "ph" else "assistant"
        return f"Put an {kind} on {chair_name(state, int(rest))}"
    if head == "ab":
        return "Gain 1 prestige" if rest == "vp" else "Gain one more of that resource"
    if head == "dx":
        return f"Discard {c.expert(rest).name}"
    if head == "xc":
        top = state.turn.stack[-1]
        return reward_text(c.expert(top.data["expert"]).choice[int(rest)])
    if head == "xs":
        where = {"sm": "the Selling Market", "ma": "the Market", "mb": "the Market"}[args[0]]
        return f"{_sell(args[1], args[2])} to {where}"
    if head == "wt":
        return f"Temple: {reward_text(c.temple(b.temples[int(rest)]).reward)}"
    if head == "wa":
        if rest == "none":
            return "Worship the ancestors (round marker only)"
        n = b.towns[int(rest)][state.turn.seat]
        return f"Ancestors: {n} assistant{'s' * (n != 1)} from {town_name(int(rest))}"
    if head == "wc":
        return f"End the chain on {box_name(int(rest))}"
    if head == "wm":
        return f"Take the {amulet_name(b.table_amulets[rest])} amulet {spot_name(rest)}"
    if head == "bo":
        i = int(rest[1:])
        if rest[0] == "o":
            return f"Take order {d.order_display[i]}"
        return f"Take the {amulet_name(d.amulet_display[i])} amulet"
    if head == "fo":
        return f"Fulfil order {rest} ({cost_text(c.order(rest).cost)})"
    return code


PROMPTS = {
    "start": "Move a leader (first you may use an expert{neutral}).",
    "room": "Use your assistants beside the {room} for extra performances?",
    "act": "{room}: choose an action.",
    "neutral": "Where does the {color} neutral leader go?",
    "expert_choice": "{expert}: choose your gain.",
    "expert_sell": "{expert}: choose what to sell, and where.",
    "basic": "Choose a basic resource.",
    "tm": "Traveling Merchant action: where does your assistant go?",
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
    c = components()
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
