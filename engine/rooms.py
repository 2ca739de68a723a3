"""Room actions: one `act` decision per performance of a room's action.

`act` data: `room` (an inner room id or a tile id) and `n` (steps taken in this performance,
for the multi-step tiles). Codes start with a short prefix per room; "pass" forfeits a
performance, "done" ends a multi-step one.
"""

from __future__ import annotations

from .actions import take_or_discard
from .content import BASIC, Reward, for_game
from .effects import (
    fire,
    gain,
    gain_coins,
    gain_resource,
    me,
    push,
    recruit,
    return_amulet,
    take_amulet,
    take_pirate,
)
from .state import Decision, GameState

MARKETS = ("market_a", "market_b")
MARKET_PREFIX = {"market_a": "ma", "market_b": "mb"}


def distinct_amulets(state: GameState) -> list[int]:
    """Display positions of the amulets on offer, one per kind (two alike are one choice)."""
    display = state.decks.amulet_display
    return [i for i, kind in enumerate(display) if kind not in display[:i]]


def room_at(state: GameState, space: str) -> str:
    """The room id of an inner room or of the tile in an outer slot."""
    if space[0] == "I":
        return for_game(state).house.inner[int(space[1])]
    return state.board.tiles[int(space[1])]


def own_chairs(state: GameState, space: str) -> list[int]:
    """Chairs of an inner room holding one of the current player's assistants (none for the
    hall or a tile)."""
    if space[0] != "I":
        return []
    per = for_game(state).house.chairs_per_room
    first = int(space[1]) * per
    seat = state.turn.seat
    return [
        i
        for i in range(first, first + per)
        if (ch := state.board.chairs[i]) is not None and ch.seat == seat
    ]


def keep(state: GameState, d: Decision, **changes) -> None:
    """Put a multi-step decision back on the stack (before anything it pushes)."""
    d.data.update(changes)
    state.turn.stack.append(d)


def cube_options(state: GameState, prefix: str, kinds: list[str]) -> list[str]:
    """Sell codes `prefix.KIND.CUBE` for each kind, paid with that kind or with Gold."""
    res = me(state).res
    out = []
    for k in kinds:
        if res[k]:
            out.append(f"{prefix}.{k}.{k}")
        if res["G"]:
            out.append(f"{prefix}.{k}.G")
    return out


def pay_cube(state: GameState, code: str) -> tuple[str, str]:
    """Pay the cube named by a sell code; return (kind, cube)."""
    _, kind, cube = code.split(".")
    me(state).res[cube] -= 1
    return kind, cube


# ---------------------------------------------------------------- markets (shared by experts)


def market_kinds(state: GameState, market: str) -> list[str]:
    """Kinds that may be sold to a market now (the Selling Market: empty boxes)."""
    b = state.board
    if market == "selling_market":
        return [k for k in ("T", "C", "F") if b.selling[k] is None]
    if market not in b.tiles:
        return []
    boxes = getattr(b, market)
    if None not in boxes:
        return []
    present = {box[-1] for box in boxes if box}
    if market == "market_a":
        return [k for k in BASIC if k not in present]
    return list(present) if present else list(BASIC)


def sell_to_market(state: GameState, market: str, kind: str, cube: str) -> Reward:
    """Put a sold cube on its box; return the box's reward."""
    b = state.board
    c = for_game(state)
    if market == "selling_market":
        b.selling[kind] = cube
        return c.room("selling_market").sell[kind]
    boxes = getattr(b, market)
    i = boxes.index(None)
    boxes[i] = kind if cube == kind else "G" + kind
    return c.tile(market).boxes[i]


# ---------------------------------------------------------------- inner rooms


def delivery(state, d, code=None):
    if code is None:
        return [f"d.{r}" for r in BASIC] + ["pass"]
    gain_resource(state, code[2:])
    push(state, "tm")


def smuggle(state, d, code=None):
    if code is None:
        pirates = [f"s.p{i}" for i in range(len(state.decks.pirate_display))]
        return [*pirates, "s.G", "pass"]
    if code == "s.G":
        gain_resource(state, "G")
    else:
        take_pirate(state, int(code[3:]))


def selling_market(state, d, code=None):
    b = state.board
    sold = [u[3:] for u in state.turn.used if u.startswith("sm:")]
    if code is None:
        kinds = [k for k in ("T", "C", "F") if b.selling[k] is None or k in sold]
        return [*cube_options(state, "sm", kinds), "pass"]
    kind, cube = pay_cube(state, code)
    if b.selling[kind] is None:
        b.selling[kind] = cube  # an extra sale of a kind already on its box goes to the supply
    state.turn.used.append("sm:" + kind)
    gain(state, for_game(state).room("selling_market").sell[kind])


def expert_room(state, d, code=None):
    if code is None:
        return [f"ex.{i}" for i in range(len(state.decks.expert_display))] + ["pass"]
    take_or_discard(state, int(code[3:]))


def money_lender(state, d, code=None):
    if code is None:
        return ["ml.c"] + [f"ml.{r}" for r in BASIC] + ["pass"]
    if code == "ml.c":
        coins, state.board.money_lender = state.board.money_lender, 0
        gain_coins(state, coins)
    else:
        gain_resource(state, code[3:])
    push(state, "tm")


def lobby(state, d, code=None):
    fee = d.data.get("fee", 0)  # a neutral's mover (variant) pays here, a leader on entering
    if code is None:
        if me(state).coins < fee:
            return ["pass"]
        return ["lb.a"] + [f"lb.{s}" for s in other_leader_rooms(state)] + ["pass"]
    me(state).coins -= fee
    state.board.money_lender += fee
    if code == "lb.a":
        gain(state, for_game(state).room("lobby").reward)
    else:
        recruit(me(state))
        copy_room(state, code[3:])


def copy_room(state: GameState, space: str) -> None:
    """The Lobby's option B: "perform the action of that room as if the family leader on that
    room is your own", so from rules version 2 one's assistants on its chairs may perform it
    again, as on arriving there (version 1: once, without the chairs)."""
    if for_game(state).rules.lobby_chairs and own_chairs(state, space):
        push(state, "room", space=space)
    else:
        push(state, "act", room=room_at(state, space), n=0)


def other_leader_rooms(state: GameState) -> list[str]:
    """Rooms (not the hall) where a leader other than the one in the Lobby stands."""
    spaces = [pos for p in state.players for pos in p.leaders]
    spaces += state.board.neutrals.values()
    c = for_game(state)
    lobby_space = f"I{c.house.inner.index('lobby')}"  # never the Lobby itself (a neutral's too)
    return sorted({s for s in spaces if s not in (c.house.hall, lobby_space)})


# ---------------------------------------------------------------- tiles


def market_tile(state, d, code=None):
    room = d.data["room"]
    prefix = MARKET_PREFIX[room]
    if code is None:
        sells = cube_options(state, prefix, market_kinds(state, room)) if d.data["n"] < 3 else []
        return [*sells, "done"]
    if code == "done":
        return
    kind, cube = pay_cube(state, code)
    keep(state, d, n=d.data["n"] + 1)
    gain(state, sell_to_market(state, room, kind, cube))


def bank(state, d, code=None):
    t = for_game(state).tile("bank")
    col = d.data["n"]
    if code is None:
        can = col < len(t.costs) and me(state).coins >= t.costs[col]
        return ["bk.pay", "done"] if can else ["done"]
    if code == "done":
        return
    me(state).coins -= t.costs[col]
    keep(state, d, n=col + 1)
    gain(state, t.columns[col])


def black_market(state, d, code=None):
    trades = for_game(state).black_market_trades
    p = me(state)
    if code is None:
        out: list[str] = []
        if d.data["n"] < for_game(state).tile("black_market").max_actions:
            if p.coins >= trades["buy_basic"].pay_coins:
                out += [f"bm.b.{r}" for r in BASIC]
            if p.coins >= trades["recruit"].pay_coins:
                out.append("bm.r")
            if p.coins >= trades["amulet"].pay_coins:
                out += [f"bm.a.{i}" for i in distinct_amulets(state)]
            out += [f"bm.s.{r}" for r in BASIC if p.res[r]]
            if p.supply:
                out.append("bm.f")
            out += [f"bm.x.{k}" for k in sorted(set(p.amulets))]
        return [*out, "done"]
    if code == "done":
        gain(state, for_game(state).tile("black_market").reward)
        return
    keep(state, d, n=d.data["n"] + 1)
    kind, _, arg = code[3:].partition(".")
    if kind == "b":
        p.coins -= trades["buy_basic"].pay_coins
        gain_resource(state, arg)
    elif kind == "r":
        p.coins -= trades["recruit"].pay_coins
        recruit(p)
    elif kind == "a":
        p.coins -= trades["amulet"].pay_coins
        take_amulet(state, int(arg))
    elif kind == "s":
        p.res[arg] -= 1
        gain_coins(state, trades["sell_basic"].gain_coins)
    elif kind == "f":
        fire(p)
        gain_coins(state, trades["fire"].gain_coins)
    else:
        return_amulet(state, arg)
        gain_coins(state, trades["sell_amulet"].gain_coins)


def trading_post(state, d, code=None):
    t = for_game(state).tile("trading_post")
    n = d.data["n"]
    if code is None:
        can = n < len(t.costs) and me(state).coins >= t.costs[n]
        return [f"tp.{i}" for i in range(len(t.choices)) if can] + ["done"]
    if code == "done":
        return
    me(state).coins -= t.costs[n]
    keep(state, d, n=n + 1)
    gain(state, t.choices[int(code[3:])])


def meeting_place(state, d, code=None):
    t = for_game(state).tile(d.data["room"])
    n = d.data["n"]
    p = me(state)
    if code is None:
        out: list[str] = []
        if n < len(t.costs):
            for i in range(len(state.decks.expert_display)):
                if p.coins >= t.costs[n]:
                    out.append(f"mt.{i}.c")
                if p.supply:
                    out.append(f"mt.{i}.f")
        return [*out, "done"]
    if code == "done":
        return
    _, index, how = code.split(".")
    if how == "c":
        p.coins -= t.costs[n]
    else:
        fire(p)
    keep(state, d, n=n + 1)
    take_or_discard(state, int(index))


def warehouse_sources(state: GameState) -> list[str]:
    b = state.board
    out = [f"wh.sm.{k}" for k in ("T", "C", "F") if b.selling[k]]
    for market in MARKETS:
        if market in b.tiles:
            boxes = getattr(b, market)
            out += [f"wh.{MARKET_PREFIX[market]}.{i}" for i, box in enumerate(boxes) if box]
    out += [f"wh.w.{i}" for i, cube in enumerate(b.warehouse) if cube]
    return out


def warehouse(state, d, code=None):
    t = for_game(state).tile("warehouse")
    n = d.data["n"]
    if code is None:
        can = n < len(t.costs) and me(state).coins >= t.costs[n]
        return [*(warehouse_sources(state) if can else []), "done"]
    if code == "done":
        gain(state, t.reward)
        return
    me(state).coins -= t.costs[n]
    keep(state, d, n=n + 1)
    _, where, key = code.split(".")
    b = state.board
    if where == "sm":
        cube, b.selling[key] = b.selling[key], None
    elif where == "w":
        cube, b.warehouse[int(key)] = b.warehouse[int(key)], None
    else:
        boxes = b.market_a if where == "ma" else b.market_b
        cube, boxes[int(key)] = boxes[int(key)][0], None
    gain_resource(state, cube)


ROOMS = {
    "delivery": delivery,
    "smuggle": smuggle,
    "selling_market": selling_market,
    "expert_room": expert_room,
    "money_lender": money_lender,
    "lobby": lobby,
    "market_a": market_tile,
    "market_b": market_tile,
    "bank": bank,
    "black_market": black_market,
    "trading_post": trading_post,
    "meeting_large": meeting_place,
    "meeting_small": meeting_place,
    "warehouse": warehouse,
}


def act_options(state: GameState, d: Decision) -> list[str]:
    return ROOMS[d.data["room"]](state, d)


def act_resolve(state: GameState, d: Decision, code: str) -> None:
    if code != "pass":
        ROOMS[d.data["room"]](state, d, code)


HANDLERS = {"act": (act_options, act_resolve)}
