"""Setting up a new game for 2–5 players (rulebook "Game Setup", components.md §12)."""

from __future__ import annotations

from .content import ContentError, components
from .rng import Rng
from .state import Board, Decks, GameState, Options, Player, Setup, Turn
from .turn import begin_turn

MIN_PLAYERS, MAX_PLAYERS = 2, 5


def new_game(
    names: list[str], seed: int, options: Options | None = None, *, rules: int | None = None
) -> GameState:
    """A new game, seats in the order given; the starting player is drawn from the seed.

    `rules` is the rules version (default: the newest); replaying a saved game passes its own.
    """
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(
            f"Round House is for {MIN_PLAYERS}–{MAX_PLAYERS} players, not {len(names)}"
        )
    try:
        c = components(rules)
    except ContentError as exc:
        raise ValueError(str(exc)) from None
    n = len(names)
    rng = Rng(seed)

    large = [t.id for t in c.tiles if t.size == "large"]
    small = [t.id for t in c.tiles if t.size == "small"]
    rng.shuffle(large)
    rng.shuffle(small)
    tiles = [large.pop() if size == "large" else small.pop() for size in c.house.outer_sizes]

    amulets = [k for k in c.amulets.kinds for _ in range(c.amulets.copies)]
    rng.shuffle(amulets)
    table_amulets = {spot: amulets.pop() for spot in c.worship.amulet_spots}
    end_amulet = amulets.pop()
    amulet_display = [amulets.pop() for _ in range(3)]

    temples = [t.id for t in c.temples]
    rng.shuffle(temples)

    pirates = [p.id for p in c.pirates]
    rng.shuffle(pirates)
    pirate_display = [pirates.pop() for _ in range(3)]

    starting = [o.id for o in c.orders if o.start]
    rng.shuffle(starting)
    dealt = [starting.pop() for _ in range(n)]
    order_deck = [o.id for o in c.orders if not o.start] + starting
    rng.shuffle(order_deck)
    order_display = [order_deck.pop() for _ in range(3)]

    experts = [e.id for e in c.experts]
    rng.shuffle(experts)
    expert_display = [experts.pop() for _ in range(3)]

    first = rng.below(n)
    colors = c.player.two_player_colors if n == 2 else c.player.colors
    leaders = 1 if n == 5 else 2
    players = []
    for seat, name in enumerate(names):
        position = (seat - first) % n
        players.append(
            Player(
                name=name,
                color=colors[seat],
                coins=c.player.starting_coins[position],
                res={"T": 0, "F": 0, "C": 0, "G": c.player.starting_gold},
                leaders=[c.house.hall] * leaders,
                supply=c.player.supply,
                track=c.player.track,
                orders=[dealt[seat]],
            )
        )

    neutrals = {}
    if n == 2:
        large_slots = [f"O{i}" for i, size in enumerate(c.house.outer_sizes) if size == "large"]
        neutrals = dict(zip(c.player.neutral_colors, large_slots, strict=True))

    board = Board(
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
        selling={"T": None, "C": None, "F": None},
        market_a=[None, None, None],
        market_b=[None, None, None],
        money_lender=c.house.money_lender_refill,
        warehouse=list(c.tile("warehouse").refill),
        neutrals=neutrals,
    )
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
    state = GameState(
        setup=Setup(names=list(names), seed=seed, options=options or Options(), rules=c.version),
        first=first,
        players=players,
        board=board,
        decks=decks,
        turn=Turn(seat=first),
        rng=rng.state,
    )
    begin_turn(state, first, 1)
    return state
