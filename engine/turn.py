"""A player's turn: the start (expert, neutral, move), arriving in a room, bonuses, orders and
the end-of-turn upkeep."""

from __future__ import annotations

from .content import BASIC, Cost, for_game
from .effects import discard_expert, fire, gain, gain_coins, me, push
from .house import destinations, neutral_destinations
from .rooms import (
    cube_options,
    distinct_amulets,
    keep,
    market_kinds,
    own_chairs,
    room_at,
    sell_to_market,
)
from .state import Decision, GameState, Turn

MARKET_CODES = {"sm": "selling_market", "ma": "market_a", "mb": "market_b"}
LOBBY = "I5"


def begin_turn(state: GameState, seat: int, number: int) -> None:
    """Start `seat`'s turn: its steps are pushed so the first step is on top."""
    state.turn = Turn(seat=seat, number=number, start_prestige=state.players[seat].prestige)
    for kind in ("end", "orders", "bonus", "start"):
        push(state, kind)
    state.undo_floor = len(state.history)


def occupied(state: GameState, leaving: str) -> frozenset[str]:
    """Rooms holding a leader, other than the room a leader is `leaving` (two leaders share a
    space only on the hall, which never counts as occupied)."""
    spaces = {pos for p in state.players for pos in p.leaders}
    spaces.update(state.board.neutrals.values())
    spaces.discard(leaving)
    spaces.discard(for_game(state).house.hall)
    return frozenset(spaces)


def leader_moves(state: GameState) -> dict[str, tuple[str, ...]]:
    """Move code -> path, for each of the current player's leaders."""
    p = me(state)
    out: dict[str, tuple[str, ...]] = {}
    for i, pos in enumerate(p.leaders):
        if pos in p.leaders[:i]:
            continue  # two leaders on the hall move alike
        for dest, path in destinations(pos, occupied(state, pos), state.setup.rules).items():
            out[f"m{i}.{dest}"] = path
    entry = for_game(state).house.lobby_entry_coins
    affordable = {c: v for c, v in out.items() if not c.endswith(LOBBY) or p.coins >= entry}
    return affordable or out  # with no other move, the Lobby is entered with what one has


# ---------------------------------------------------------------- start of turn


def start_options(state: GameState, d: Decision) -> list[str]:
    t = state.turn
    out = []
    if not t.expert_used:
        out += [f"x.{eid}" for eid in me(state).experts if expert_usable(state, eid)]
    if state.board.neutrals and not t.neutral_moved:
        cubes = for_game(state).player.neutral_cube
        rules = state.setup.rules
        for color, pos in state.board.neutrals.items():
            moves = neutral_destinations(pos, occupied(state, pos), rules)
            if me(state).res[cubes[color]] and moves:
                out.append(f"n.{color}")
    return out + list(leader_moves(state))


def start_resolve(state: GameState, d: Decision, code: str) -> None:
    kind, arg = code.split(".", 1)
    if kind == "x":
        keep(state, d)
        activate_expert(state, arg)
    elif kind == "n":
        keep(state, d)
        state.turn.neutral_moved = True
        me(state).res[for_game(state).player.neutral_cube[arg]] -= 1
        push(state, "neutral", color=arg)
    else:
        leader = int(kind[1:])
        start = me(state).leaders[leader]
        path = destinations(start, occupied(state, start), state.setup.rules)[arg]
        move_leader(state, leader, arg, path)


def move_leader(state: GameState, leader: int, dest: str, path: tuple[str, ...]) -> None:
    p = me(state)
    t = state.turn
    t.path = [p.leaders[leader], *path]
    p.leaders[leader] = dest
    t.moved = True
    t.room = dest
    if dest == for_game(state).house.hall:
        push(state, "worship")
        return
    if dest == LOBBY:
        fee = min(p.coins, for_game(state).house.lobby_entry_coins)
        p.coins -= fee
        state.board.money_lender += fee
    if own_chairs(state, dest):
        push(state, "room", space=dest)
    else:
        push(state, "act", room=room_at(state, dest), n=0)


# ---------------------------------------------------------------- extra performances


def room_options(state: GameState, d: Decision) -> list[str]:
    """`r.AB`: perform with A senior and B younger assistants (each one more performance)."""
    chairs = [state.board.chairs[i] for i in own_chairs(state, d.data["space"])]
    seniors = sum(1 for ch in chairs if ch.senior)
    younger = len(chairs) - seniors
    most = for_game(state).house.max_extra_performances
    fee = for_game(state).house.lobby_entry_coins if d.data["space"] == LOBBY else 0
    coins = me(state).coins
    return [
        f"r.{a}{b}"
        for a in range(seniors + 1)
        for b in range(younger + 1)
        if a + b <= most and fee * (a + b) <= coins
    ] + ["pass"]


def room_resolve(state: GameState, d: Decision, code: str) -> None:
    if code == "pass":
        return
    space = d.data["space"]
    seniors, younger = int(code[2]), int(code[3])
    p = me(state)
    for i in own_chairs(state, space):
        if younger and not state.board.chairs[i].senior:
            state.board.chairs[i] = None
            p.supply += 1
            younger -= 1
    extra = seniors + int(code[3])
    if space == LOBBY:
        fee = for_game(state).house.lobby_entry_coins * extra
        p.coins -= fee
        state.board.money_lender += fee
    for _ in range(1 + extra):
        push(state, "act", room=room_at(state, space), n=0)


# ---------------------------------------------------------------- neutral leaders (2 players)


def neutral_options(state: GameState, d: Decision) -> list[str]:
    color = d.data["color"]
    pos = state.board.neutrals[color]
    return [f"nd.{s}" for s in neutral_destinations(pos, occupied(state, pos), state.setup.rules)]


def neutral_resolve(state: GameState, d: Decision, code: str) -> None:
    dest = code[3:]
    state.board.neutrals[d.data["color"]] = dest
    if state.setup.options.neutral_variant:
        # Runs after the room action: what it earned crosses no bonus, and its sales are not
        # this turn's own Selling Market visit.
        push(state, "neutral_done", prestige=me(state).prestige)
        # The Lobby's action includes paying its 2 coins to the Money Lender.
        fee = for_game(state).house.lobby_entry_coins if dest == LOBBY else 0
        push(state, "act", room=room_at(state, dest), n=0, **({"fee": fee} if fee else {}))


def neutral_done(state: GameState, d: Decision) -> None:
    """After a neutral's room action (variant): no bonuses for it, and a fresh Selling Market."""
    t = state.turn
    t.start_prestige += me(state).prestige - d.data["prestige"]
    t.used = [u for u in t.used if not u.startswith("sm:")]


# ---------------------------------------------------------------- experts


def expert_usable(state: GameState, eid: str) -> bool:
    e = for_game(state).expert(eid)
    if e.use != "single":
        return False
    if e.fire and not me(state).supply:
        return False
    return not e.sell or bool(sell_options(state, e.sell.kinds))


def activate_expert(state: GameState, eid: str) -> None:
    e = for_game(state).expert(eid)
    p = me(state)
    state.turn.expert_used = True
    if e.amulet:
        p.experts.remove(eid)
        p.expert_amulets.append(eid)
    else:
        discard_expert(state, eid)
    if e.fire:
        fire(p)
    reward = e.gain
    if e.per_supply_coins:
        reward = reward.model_copy(update={"coins": reward.coins + e.per_supply_coins * p.supply})
    gain(state, reward)
    for seat in range(len(state.players)):
        if seat != state.turn.seat and e.others_coins:
            gain_coins(state, e.others_coins, seat=seat)
    if e.choice:
        push(state, "expert_choice", expert=eid)
    if e.sell:
        push(state, "expert_sell", expert=eid, left=e.sell.count)


def sell_options(state: GameState, kinds: list[str]) -> list[str]:
    out = []
    for code, market in MARKET_CODES.items():
        allowed = [k for k in market_kinds(state, market) if k in kinds]
        out += cube_options(state, f"xs.{code}", allowed)
    return out


def expert_choice_options(state: GameState, d: Decision) -> list[str]:
    return [f"xc.{i}" for i in range(len(for_game(state).expert(d.data["expert"]).choice))]


def expert_choice_resolve(state: GameState, d: Decision, code: str) -> None:
    gain(state, for_game(state).expert(d.data["expert"]).choice[int(code[3:])])


def expert_sell_options(state: GameState, d: Decision) -> list[str]:
    sells = sell_options(state, for_game(state).expert(d.data["expert"]).sell.kinds)
    return [*sells, "pass"]


def expert_sell_resolve(state: GameState, d: Decision, code: str) -> None:
    if code == "pass":
        return
    sell = for_game(state).expert(d.data["expert"]).sell
    _, market, kind, cube = code.split(".")
    me(state).res[cube] -= 1
    if d.data["left"] > 1:
        keep(state, d, left=d.data["left"] - 1)
    reward = sell_to_market(state, MARKET_CODES[market], kind, cube)
    gain(state, reward, assistants=False, factor=2 if sell.double else 1)


# ---------------------------------------------------------------- bonuses and orders


def bonuses_due(state: GameState, d: Decision) -> int:
    before, now = state.turn.start_prestige, me(state).prestige
    crossed = sum(1 for t in for_game(state).score_bonuses.thresholds if before < t <= now)
    return crossed - d.data.get("taken", 0)


def bonus_options(state: GameState, d: Decision) -> list[str]:
    if bonuses_due(state, d) <= 0:
        return []
    decks = state.decks
    out = [f"bo.o{i}" for i in range(len(decks.order_display))]
    out += [f"bo.a{i}" for i in distinct_amulets(state)]
    return [*out, "pass"] if out else []


def bonus_resolve(state: GameState, d: Decision, code: str) -> None:
    from .effects import take_amulet, take_order

    if code == "pass":
        return
    keep(state, d, taken=d.data.get("taken", 0) + 1)
    (take_order if code[3] == "o" else take_amulet)(state, int(code[4:]))


def payable(state: GameState, cost: Cost) -> bool:
    p = me(state)
    short = sum(max(0, getattr(cost, r) - p.res[r]) for r in BASIC)
    return p.coins >= cost.coins and p.res["G"] >= cost.G + short


def orders_options(state: GameState, d: Decision) -> list[str]:
    c = for_game(state)
    out = [f"fo.{oid}" for oid in me(state).orders if payable(state, c.order(oid).cost)]
    return [*out, "done"] if out else []


def orders_resolve(state: GameState, d: Decision, code: str) -> None:
    if code == "done":
        return
    oid = code[3:]
    cost = for_game(state).order(oid).cost
    p = me(state)
    p.coins -= cost.coins
    gold = cost.G
    for r in BASIC:
        use = min(p.res[r], getattr(cost, r))
        p.res[r] -= use
        gold += getattr(cost, r) - use
    p.res["G"] -= gold
    p.orders.remove(oid)
    p.fulfilled.append(oid)
    keep(state, d)


# ---------------------------------------------------------------- end of turn


def end_turn(state: GameState) -> None:
    b = state.board
    c = for_game(state)
    if None not in b.selling.values():
        b.selling = dict.fromkeys(b.selling)
    for market in ("market_a", "market_b"):
        if None not in getattr(b, market):
            setattr(b, market, [None, None, None])
    b.warehouse = list(c.tile("warehouse").refill)
    b.money_lender = max(b.money_lender, c.house.money_lender_refill)
    if state.turn.tm_used:
        b.merchant = (b.merchant + 1) % len(b.towns)
    state.last_path = state.turn.path
    seat = state.turn.seat
    if state.end_trigger is not None and state.end_trigger != seat:
        state.final_turns -= 1
    if state.final_turns == 0:
        state.over = True
        state.turn.stack = []
        return
    begin_turn(state, (seat + 1) % len(state.players), state.turn.number + 1)


HANDLERS = {
    "start": (start_options, start_resolve),
    "room": (room_options, room_resolve),
    "neutral": (neutral_options, neutral_resolve),
    "expert_choice": (expert_choice_options, expert_choice_resolve),
    "expert_sell": (expert_sell_options, expert_sell_resolve),
    "bonus": (bonus_options, bonus_resolve),
    "orders": (orders_options, orders_resolve),
}
