"""Setting up a new game for 2–5 players (rulebook "Game Setup", components.md §12).

The order of the shuffles is part of every saved game (a seed must give the same game), so the
steps below draw from the one generator in a fixed order: tiles, amulets, temples, pirates,
orders, experts, then the starting player.
"""

from __future__ import annotations

from engine.common.rng import Rng

from .content import BASIC, GOLD, Components, ContentError, Resource, components
from .effects import DISPLAY
from .gametype import GAME_TYPE
from .state import Board, Decks, GameState, Options, Player, Setup, Turn
from .turn import begin_turn


def new_game(
    names: list[str], seed: int, options: Options | None = None, *, rules: int | None = None
) -> GameState:
    """A new game, seats in the order given; the starting player is drawn from the seed.

    `rules` is the rules version (default: the newest); replaying a saved game passes its own.
    """
    low, high = GAME_TYPE.min_seats, GAME_TYPE.max_seats
    if not low <= len(names) <= high:
        raise ValueError(f"Round House is for {low}–{high} players, not {len(names)}")
    try:
        c = components(rules)
    except ContentError as exc:
        raise ValueError(str(exc)) from None
    n = len(names)
    rng = Rng(seed)
    tiles = deal_tiles(c, rng)
    amulets, table_amulets, end_amulet = deal_amulets(c, rng)
    temples = [t.id for t in c.temples]
    rng.shuffle(temples)
    decks, dealt = deal_decks(c, rng, n, amulets)
    first = rng.below(n)
    state = GameState(
        setup=Setup(names=list(names), seed=seed, options=options or Options(), rules=c.version),
        first=first,
        players=[
            seat_player(c, name, seat, first, n, dealt[seat]) for seat, name in enumerate(names)
        ],
        board=new_board(c, n, tiles, table_amulets, end_amulet, temples),
        decks=decks,
        turn=Turn(seat=first),
        rng=rng.state,
    )
    begin_turn(state, first, 1)
    return state


def deal_tiles(c: Components, rng: Rng) -> list[str]:
    """A random large or small tile for each outer slot, as its size asks."""
    large = [t.id for t in c.tiles if t.size == "large"]
    small = [t.id for t in c.tiles if t.size == "small"]
    rng.shuffle(large)
    rng.shuffle(small)
    return [large.pop() if size == "large" else small.pop() for size in c.house.outer_sizes]


def deal_amulets(c: Components, rng: Rng) -> tuple[list[str], dict[str, str | None], str]:
    """The shuffled amulets: those left (the stack, then the display), one on each worship
    table spot, and the round track's."""
    amulets = [k for k in c.amulets.kinds for _ in range(c.amulets.copies)]
    rng.shuffle(amulets)
    table: dict[str, str | None] = {spot: amulets.pop() for spot in c.worship.amulet_spots}
    return amulets, table, amulets.pop()


def deal_decks(c: Components, rng: Rng, n: int, amulets: list[str]) -> tuple[Decks, list[str]]:
    """The face-down stacks and their displays, and a starting order for each seat."""
    amulet_display = [amulets.pop() for _ in range(DISPLAY)]
    pirates = [p.id for p in c.pirates]
    rng.shuffle(pirates)
    pirate_display = [pirates.pop() for _ in range(DISPLAY)]
    starting = [o.id for o in c.orders if o.start]
    rng.shuffle(starting)
    dealt = [starting.pop() for _ in range(n)]
    order_deck = [o.id for o in c.orders if not o.start] + starting
    rng.shuffle(order_deck)
    order_display = [order_deck.pop() for _ in range(DISPLAY)]
    experts = [e.id for e in c.experts]
    rng.shuffle(experts)
    expert_display = [experts.pop() for _ in range(DISPLAY)]
    decks = Decks(
        amulet_stack=amulets,
        amulet_display=amulet_display,
        pirate_stack=pirates,
        pirate_display=pirate_display,
        order_deck=order_deck,
        order_display=order_display,
        expert_deck=experts,
        expert_display=expert_display,
    )
    return decks, dealt


def seat_player(c: Components, name: str, seat: int, first: int, n: int, order: str) -> Player:
    """A seat's player: coins by its place after the starting player, leaders on the hall."""
    colors = c.player.two_player_colors if n == 2 else c.player.colors
    res: dict[Resource, int] = {r: 0 for r in BASIC}
    res[GOLD] = c.player.starting_gold
    return Player(
        name=name,
        color=colors[seat],
        coins=c.player.starting_coins[(seat - first) % n],
        res=res,
        leaders=[c.house.hall] * (1 if n == 5 else 2),
        supply=c.player.supply,
        track=c.player.track,
        orders=[order],
    )


def new_board(
    c: Components,
    n: int,
    tiles: list[str],
    table_amulets: dict[str, str | None],
    end_amulet: str,
    temples: list[int],
) -> Board:
    """The board at the start: empty chairs, towns and markets; 2 players: the neutrals on the
    large tiles."""
    neutrals: dict[str, str] = {}
    if n == 2:
        large_slots = [f"O{i}" for i, size in enumerate(c.house.outer_sizes) if size == "large"]
        neutrals = dict(zip(c.player.neutral_colors, large_slots, strict=True))
    return Board(
        tiles=tiles,
        chairs=[None] * (6 * c.house.chairs_per_room),
        towns=[[0] * n for _ in c.house.towns],
        merchant=0,
        table=[[] for _ in range(n)],
        table_amulets=table_amulets,
        temples=temples,
        temples_up=[True] * len(temples),
        round=0,
        end_space=c.round_track.end_space[n],
        end_amulet=end_amulet,
        selling=dict.fromkeys(c.selling_boxes),
        market_a=[None] * len(c.tile("market_a").boxes),
        market_b=[None] * len(c.tile("market_b").boxes),
        money_lender=c.house.money_lender_refill,
        warehouse=list(c.tile("warehouse").refill),
        neutrals=neutrals,
    )
