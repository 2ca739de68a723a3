"""What the buttons of a Castles decision say: each engine move in words, from the deciding
seat's own view ("Buy the Sauna · 6k · 2★ · best spot +5 · +1 per linked Outdoor room", "Move
the Porch (now 4k)", "To 8k (now the Sauna)"); a placement's spots come from placing.py."""

from __future__ import annotations

import engine.castles as ca
from bot.game.protocol import Move
from engine.castles import moves as mv
from engine.castles import names
from engine.castles.content import content
from engine.castles.tiles import tile
from locales.words import Words

SEPARATOR = " · "  # between a label's parts


def offer_move(words: Words, offer: ca.Offer) -> Move:
    """A room on offer: its price (and coins on it) and points; then what it scores at its
    best spot and its bonus, which a label too long leaves out, the bonus first (the market
    picture shows it)."""
    parts = [
        words("castles_bot.buy.room", room=names.the_room(words, offer.tile)),
        names.money(words, offer.price),
    ]
    if offer.coins:
        parts[-1] += words("castles_bot.buy.coins", coins=names.money(words, offer.coins))
    if offer.points:
        parts.append(words("castles_bot.buy.points", points=offer.points))
    more = []
    if offer.best is not None:
        more.append(words("castles_bot.buy.best", points=f"{offer.best.points:+d}"))
    if offer.bonus_per:
        more.append(names.bonus(words, offer.tile))
    return Move(
        mv.BuyTile(offer.tile).code, SEPARATOR.join(parts), tuple(SEPARATOR + m for m in more)
    )


def label(words: Words, game: ca.GameState, seat: int, move: ca.Move) -> str:
    """The button of an engine move for `seat` (not a buy: `offer_move`; not a placement:
    placing.py)."""
    w, m = words, move
    if isinstance(m, mv.PickRoom):
        slot = next(i for i, o in enumerate(game.market) if o.tile == m.tile)
        return w(
            "castles_bot.price.pick", room=names.the_room(w, m.tile), price=_price(w, game, slot)
        )
    if isinstance(m, mv.PutAt):
        there = game.market[m.slot].tile
        key = "castles_bot.price.empty" if there is None else "castles_bot.price.slot"
        return w(key, price=_price(w, game, m.slot), room=there and names.the_room(w, there))
    if isinstance(m, mv.PricesSet):
        return w("castles_bot.price.done")
    if isinstance(m, mv.PassTurn):
        return w("castles_bot.buy.pass", money=names.money(w, content().economy.pass_money))
    return _reward_label(w, game, m)


def _price(words: Words, game: ca.GameState, slot: int) -> str:
    return names.money(words, content().setup(len(game.players)).prices[slot])


def _reward_label(w: Words, game: ca.GameState, m: ca.Move) -> str:
    if isinstance(m, mv.TakeFree):
        return w("castles_bot.reward.free", room=names.room(w, m.tile))
    if isinstance(m, mv.Skip):
        return w("castles_bot.reward.skip")
    if isinstance(m, mv.ChooseReward):
        return w(
            "castles_bot.reward.choose",
            type=names.room_type(w, m.type),
            reward=names.reward(w, m.type),
        )
    if isinstance(m, mv.RescoreRoom):
        return w("castles_bot.reward.rescore", room=names.the_room(w, m.tile))
    if isinstance(m, mv.OpenStack):
        return w("castles_bot.reward.stack", size=m.size)
    if isinstance(m, mv.PickTile):
        t = tile(m.tile)
        return w("castles_bot.reward.pick", room=names.the_room(w, m.tile), size=t.size)
    if isinstance(m, mv.StopPicking):
        return w("castles_bot.reward.stop")
    assert isinstance(m, mv.ReturnBonus), m
    return w("castles_bot.reward.return", card=names.card(w, m.card))


def engine_moves(words: Words, game: ca.GameState, seat: int) -> list[Move]:
    """Every option of the current decision but a placement's, labelled."""
    offers = {o.tile: o for o in ca.offers(game, seat)}
    return [
        offer_move(words, offers[m.tile])
        if isinstance(m, mv.BuyTile)
        else Move(m.code, label(words, game, seat, m))
        for m in ca.legal_moves(game)
    ]
