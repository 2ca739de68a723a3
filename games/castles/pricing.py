"""The Master Builder's pricing as one choice of an order (issue 30), in the bot only: the
engine still moves one room at a time (`engine.castles.turns`: pick a room, then its slot).

The panel offers a few sensible orders, each saying what it does and listing the prices it
makes, cheapest first: the rooms the others want most on the dearest slots (Normal's order),
and, for each room, that room cheapest and the others' favourites dearest. An order (`pr:…`,
a move of the bot's own) is played as the engine's clicks towards it, from the prices as the
turn found them (a second order replaces the first); then "The prices are set" ends the turn
(`ending_move`), Undo in between going back to the prices as they were. Keeping the prices as
they were is "The prices are set" at once.
"""

from __future__ import annotations

import engine.castles as ca
from bot.game.protocol import Move
from engine.castles import moves as mv
from engine.castles import names
from engine.castles.content import content
from engine.castles.evaluate import tile_value
from engine.castles.players import arrangement_step
from engine.castles.state import Arrange, ArrangeTo, GameState
from engine.castles.strong import best_arrangement
from locales.words import Words

HEAD = "pr"  # an order's code: pr:<each slot's room, cheapest first: its index among the
EMPTY = "x"  # market's rooms sorted by id, or x for an empty slot>
SET = mv.PricesSet().code  # "The prices are set"
Order = list[str | None]  # each price slot's room, cheapest first (None: empty)


def pricing(game: GameState) -> bool:
    """Whether the Master Builder is choosing the order of the prices now."""
    return isinstance(ca.current_decision(game), Arrange)


def arranged(game: GameState, turn_start: int) -> bool:
    """Whether an order was chosen this turn (the prices wait for "The prices are set")."""
    return pricing(game) and len(game.history) > turn_start


def current(game: GameState) -> Order:
    return [o.tile for o in game.market]


def code(game: GameState, order: Order) -> str:
    rooms = sorted(t for t in current(game) if t)
    return f"{HEAD}:" + "".join(EMPTY if t is None else str(rooms.index(t)) for t in order)


def order_of(game: GameState, move: str) -> Order | None:
    """The order a `pr:` code names (None: not such a code); ValueError if it names none of
    the market's orders."""
    head, _, rest = move.partition(":")
    if head != HEAD:
        return None
    rooms = sorted(t for t in current(game) if t)
    try:
        order = [None if c == EMPTY else rooms[int(c)] for c in rest]
    except (ValueError, IndexError):
        order = []
    if sorted(map(str, order)) != sorted(map(str, current(game))):
        raise ValueError(f"{move!r} is not an order of the market")
    return order


def favourites(game: GameState) -> Order:
    """Normal's order: the rooms the other seats want most on the dearest slots."""
    mb = game.flow.builder
    others = [s for s in range(len(game.players)) if s != mb]

    def wanted(t: str) -> float:
        return max((tile_value(game, o, t) or -99.0) for o in others)

    rooms = sorted((t for t in current(game) if t), key=lambda t: (wanted(t), t))
    return [None] * (len(game.market) - len(rooms)) + list(rooms)


def cheapest(order: Order, room: str) -> Order:
    """`order` with `room` on the cheapest slot (the empty slots stay the cheapest)."""
    rest = [t for t in order if t is not None and t != room]
    empty = len(order) - len(rest) - 1
    return [None] * empty + [room, *rest]


def computer_order(game: GameState, level: str) -> Order:
    """The order a computer player of `level` sets (Strong searches; the others: Normal's)."""
    return best_arrangement(game) if level == "strong" else favourites(game)


def moves(words: Words, game: GameState, turn_start: int) -> list[Move]:
    """The sensible orders, each once, and "The prices are set" (the prices as they stand)."""
    fav = favourites(game)
    offered: list[tuple[Order, str]] = [(fav, words("castles_bot.price.favourites"))]
    for room in sorted((t for t in fav if t), key=fav.index):
        room_words = names.room(words, room)
        price = _price(words, game, cheapest(fav, room).index(room))
        offered.append(
            (cheapest(fav, room), words("castles_bot.price.cheapest", room=room_words, price=price))
        )
    done = "done" if arranged(game, turn_start) else "keep"
    out = [
        Move(
            SET,
            words(f"castles_bot.price.{done}"),
            (_listing(words, game, current(game)),),
        )
    ]
    seen = [current(game)]
    for order, label in offered:
        if order not in seen:
            seen.append(order)
            out.append(Move(code(game, order), label, (_listing(words, game, order),)))
    return out


def _listing(words: Words, game: GameState, order: Order) -> str:
    """The prices `order` makes, cheapest first: " · 2k Sauna, 4k Porch, …" (no empty slot)."""
    sep = words("castles_bot.price.separator")
    parts = [
        words("castles_bot.price.at", price=_price(words, game, i), room=names.room(words, t))
        for i, t in enumerate(order)
        if t is not None
    ]
    return " · " + sep.join(parts)


def _price(words: Words, game: GameState, slot: int) -> str:
    return names.money(words, content().setup(len(game.players)).prices[slot])


def play(game: GameState, order: Order, turn_start: int) -> list[ca.Report]:
    """Back to the prices as the turn found them, then the engine's clicks towards `order`
    (not "The prices are set"); the reports of the clicks."""
    back(game, turn_start)
    reports = []
    for _ in range(4 * len(order)):
        d = ca.current_decision(game)
        assert isinstance(d, Arrange | ArrangeTo)
        step = arrangement_step(game, d, order)
        if step == SET:
            break
        reports.append(ca.apply(game, step))
    return reports


def back(game: GameState, turn_start: int) -> None:
    """Take back this turn's clicks (the prices as the turn found them)."""
    while len(game.history) > turn_start and ca.can_undo(game):
        ca.apply(game, ca.UNDO)
