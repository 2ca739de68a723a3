"""What a Castles panel and post say besides the buttons: the prompt of each decision, what
its options do, a seat's own situation (its bonus cards: for its panel only), the one clock,
each seat's standing and a move's public line. Every sentence is a catalogue key of
`games/castles/locales/*/castles_bot.toml`; a seat's name only as `named` gives it (`locales.names`:
escaped, isolated)."""

from __future__ import annotations

import engine.castles as ca
from engine.castles import names
from engine.castles import state as st
from engine.castles.content import content
from engine.castles.events import RoomMoved
from engine.castles.lines import story
from engine.castles.moves import PickRoom
from engine.castles.state import GameState
from locales.names import Namer, namer
from locales.words import Words

from . import placing
from .table import Table

PROMPTS: dict[type, str] = {  # each pending decision's prompt key
    st.ReturnCard: "return_card",
    st.Arrange: "arrange",
    st.ArrangeTo: "arrange_to",
    st.Buy: "buy",
    st.Place: "place",
    st.FreeCorridor: "free_corridor",
    st.DownstairsChoice: "downstairs_choice",
    st.RescoreChoice: "rescore_choice",
    st.SleepStack: "sleep_stack",
    st.SleepPick: "sleep_pick",
}


def named(game: GameState) -> Namer:
    """The seats' names as messages write them: the only names these words say."""
    return namer([p.name for p in game.players])


def prompt(words: Words, table: Table) -> str:
    game = table.game
    d = ca.current_decision(game)
    if d is None:
        return words("castles_bot.prompt.over")
    room = names.the_room(words, d.tile) if isinstance(d, st.Place | st.ArrangeTo) else ""
    return words(f"castles_bot.prompt.{PROMPTS[type(d)]}", name=named(game)(d.seat), room=room)


def explain(words: Words, table: Table) -> str:
    """What the options do: how pricing goes, whom a buyer pays, how the spots are shown."""
    game = table.game
    d = ca.current_decision(game)
    if isinstance(d, st.Arrange | st.ArrangeTo):
        return words("castles_bot.explain.arrange")
    if isinstance(d, st.Buy):
        key = "builder" if d.seat == game.flow.builder else "buyer"
        return words(f"castles_bot.explain.{key}", builder=named(game)(game.flow.builder))
    if isinstance(d, st.Place):
        return _placing(words, table)
    return ""


def _placing(words: Words, table: Table) -> str:
    count = len(placing.spots(table))
    if not placing.paged(table):
        return words.plural("castles_bot.explain.spots", count)
    if table.page is None:
        return words.plural("castles_bot.explain.pages", count)
    return words("castles_bot.explain.page", page=table.page + 1, pages=placing.page_count(count))


def situation(words: Words, game: GameState, seat: int) -> str:
    """The seat's money, points and its own bonus cards, if it has any yet (a private panel's
    top line)."""
    p = game.players[seat]
    cards = words.clauses([names.card(words, c) for c in p.bonus])
    key = "castles_bot.situation" if cards else "castles_bot.situation_no_cards"
    return words(key, money=names.money(words, p.money), points=p.score, cards=cards)


def progress(words: Words, game: GameState) -> str:
    """'Round 3 · 14 room cards left', 'Round 9 · the last round'."""
    if game.over:
        return words("castles_bot.progress.over", round=game.flow.round)
    if game.flow.round == 0:
        return words("castles_bot.progress.setup")
    if game.flow.last_round:
        return words("castles_bot.progress.last", round=game.flow.round)
    cards = sum(1 for e in game.piles.deck if e.isdigit())
    return words.plural("castles_bot.progress.round", cards, round=game.flow.round)


def standing(words: Words, game: GameState, seat: int) -> str:
    """'45★ · 12k · 8 rooms · 2 bonus cards'."""
    p = game.players[seat]
    return words(
        "castles_bot.standing",
        points=p.score,
        money=names.money(words, p.money),
        rooms=words.plural("castles_bot.rooms", len(p.rooms)),
        cards=words.plural("castles_bot.cards", len(p.bonus)),
    )


def notice(words: Words, game: GameState) -> str | None:
    """The last round, announced on every post."""
    if game.over or not game.flow.last_round:
        return None
    return words("castles_bot.notice.last")


def line(words: Words, game: GameState, report: ca.Report) -> str:
    """A move in words, from its public report only."""
    who = named(game)
    moved = next((e for e in report.events if isinstance(e, RoomMoved)), None)
    if isinstance(report.move, PickRoom):
        return words(
            "castles_bot.line.pick",
            name=who(report.seat),
            room=names.the_room(words, report.move.tile),
        )
    if moved is not None:
        price = content().setup(len(game.players)).prices[moved.slot]
        return words(
            "castles_bot.line.put",
            name=who(report.seat),
            room=names.the_room(words, moved.tile),
            price=names.money(words, price),
        )
    said = story(words, ca.public(report).events, who)
    if said:
        return words.sentences(said)
    return words("castles_bot.line.moved", name=who(report.seat))


def order_line(words: Words, game: GameState) -> str:
    """The Master Builder's order of the prices, in the move log: each room's price."""
    sep = words("castles_bot.price.separator")
    prices = content().setup(len(game.players)).prices
    order = sep.join(
        words("castles_bot.price.at", price=names.money(words, p), room=names.room(words, o.tile))
        for o, p in zip(game.market, prices, strict=True)
        if o.tile
    )
    return words("castles_bot.line.order", name=named(game)(game.flow.builder), order=order)


def page_line(words: Words, game: GameState, seat: int, page: int | None) -> str:
    """A page of spots chosen (page) or left (None), in the move log."""
    who = named(game)(seat)
    if page is None:
        return words("castles_bot.line.pages", name=who)
    return words("castles_bot.line.page", name=who, page=page + 1)


def undone(words: Words, game: GameState, seat: int) -> str:
    """`seat` took back its last decision."""
    return words("castles_bot.line.undo", name=named(game)(seat))


def categories(words: Words, score: ca.Score) -> tuple[tuple[str, int], ...]:
    return tuple((words(f"castles_bot.score.{k}"), v) for k, v in score.categories)
