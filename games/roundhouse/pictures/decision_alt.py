"""The decision picture's alt text (`phone_decision`): the same parts in words, in the
picture's language, the decision's options marked as the picture outlines them."""

from __future__ import annotations

from collections.abc import Callable

from engine.roundhouse.content import for_game
from engine.roundhouse.names import box_label, player_name, reward_text, spot_name, town_name
from engine.roundhouse.state import Decision, GameState
from engine.roundhouse.worship import AmuletSpot, Chain, VisitTemple
from locales.names import clipped
from locales.words import Words

from .alt import MAX_ALT
from .names import amulet_short, pictures
from .phone_decision import asked, offered_towns

Said = Callable[[Words, GameState, Decision], str]


def decision_alt_text(words: Words, state: GameState, seat: int) -> str:
    """What `seat`'s decision picture shows; "" when there is none."""
    found = asked(state, seat)
    if found is None:
        return ""
    d, parts = found
    said = [pictures(words, "decision.alt", name=player_name(state, seat))]
    said += [ALT[part](words, state, d) for part in parts]
    return clipped(pictures(words, "decision.alt_join").join(said), MAX_ALT)


def _list(words: Words, items: list[str]) -> str:
    return pictures(words, "decision.alt_then").join(items)


def _names(words: Words, names: list[str]) -> str:
    return pictures(words, "decision.alt_and").join(names)


def _item(words: Words, name: str, what: str, offered: bool) -> str:
    item = pictures(words, "decision.alt_item", name=name, what=what)
    return pictures(words, "decision.alt_offered", item=item) if offered else item


def _temples(words: Words, state: GameState, d: Decision) -> str:
    b, c = state.board, for_game(state)
    offered = {m.index for m in d.options(state) if isinstance(m, VisitTemple)}
    each = [
        _item(
            words,
            pictures(words, "table.temple", id=temple_id),
            reward_text(words, c.temple(temple_id).reward) if up else pictures(words, "table.used"),
            i in offered,
        )
        for i, (temple_id, up) in enumerate(zip(b.temples, b.temples_up, strict=True))
    ]
    return pictures(words, "decision.alt_temples", list=_list(words, each))


def _towns(words: Words, state: GameState, d: Decision) -> str:
    b = state.board
    offered = offered_towns(state, d)
    each = []
    for t, counts in enumerate(b.towns):
        held = [f"{player_name(state, seat)} {k}" for seat, k in enumerate(counts) if k]
        what = _names(words, held) or pictures(words, "towns.empty")
        if b.merchant == t:
            what = pictures(words, "decision.alt_merchant", what=what)
        each.append(_item(words, town_name(words, state, t), what, t in offered))
    return pictures(words, "decision.alt_towns", list=_list(words, each))


def _table(words: Words, state: GameState, d: Decision) -> str:
    c, b = for_game(state), state.board
    ends = set(d.ends) if isinstance(d, Chain) else set()
    spots = set(d.spots) if isinstance(d, AmuletSpot) else set()
    boxes = sorted({box for boxes in b.table for box in boxes} | ends)
    each = []
    for box in boxes:
        seniors = [player_name(state, seat) for seat, held in enumerate(b.table) if box in held]
        what = _names(words, seniors) or pictures(words, "towns.empty")
        each.append(_item(words, box_label(c, box), what, box in ends))
    amulets = [
        _item(words, spot_name(words, spot), amulet_short(words, kind), spot in spots)
        for spot, kind in b.table_amulets.items()
        if kind
    ]
    return pictures(
        words, "decision.alt_table", boxes=_list(words, each), amulets=_list(words, amulets)
    )


ALT: dict[str, Said] = {"temples": _temples, "towns": _towns, "table": _table}
