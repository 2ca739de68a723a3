"""The state the bot keeps for Castles: saved and loaded whole (the latest turn's news too),
replayed from its moves, undone within a turn only; a view hides other seats' bonus cards
and the deck (two tables differing only there give equal views and the same computer
move), and counts only the reader's own bonus cards in its scores."""

from __future__ import annotations

import pytest

import engine.castles as ca
from bot.game.protocol import UNDO, MoveRefused, UnreadableState, whose_turn
from engine.castles.events import Placed
from engine.castles.state import ReturnCard
from games.castles import CastlesRules, Table
from tests.support.text import plain

RULES = CastlesRules()


def played(moves: int, seed: int = 3, seats: int = 3) -> tuple[Table, list[str]]:
    table = RULES.setup(["Ann", "Bo", "Cy"][:seats], seed)
    codes = []
    for _ in range(moves):
        codes.append(ca.choose(table.game, "normal", 2))
        RULES.apply(table, codes[-1])
    return table, codes


def test_a_saved_game_loads_whole_and_replays_from_its_moves():
    table, codes = played(40)
    assert any(isinstance(e, Placed) for r in table.news for e in r.events) or table.news
    loaded = RULES.from_json(RULES.to_json(table))
    assert RULES.to_json(loaded) == RULES.to_json(table) and loaded.news == table.news
    setup = RULES.setup_json(table)
    assert RULES.seat_names(setup) == ["Ann", "Bo", "Cy"]
    assert RULES.to_json(RULES.replay(setup, codes)) == RULES.to_json(table)


@pytest.mark.parametrize("text", ["[]", "{}", '{"game": 1}', "not json"])
def test_junk_is_not_a_saved_game(text):
    with pytest.raises(UnreadableState):
        RULES.from_json(text)


def test_undo_takes_back_a_purchase_but_not_an_ended_turn():
    table, _ = played(2, seats=2)  # both bonus cards returned: the prices come next
    RULES.apply(table, "ok")
    seat = whose_turn(RULES, table)
    buy = next(m for m in RULES.legal_moves(table) if m.code.startswith("b:"))
    before = RULES.to_json(table)
    RULES.apply(table, buy.code)
    assert RULES.can_undo(table)
    name = table.game.players[seat].name
    assert plain(RULES.apply(table, UNDO)) == f"{name} took back their last decision."
    assert RULES.to_json(table) == before
    RULES.apply(table, buy.code)
    RULES.apply(table, RULES.legal_moves(table)[0].code)  # placed: the turn may be over
    if RULES.turn_key(table) != RULES.turn_key(RULES.from_json(before)):
        assert not RULES.can_undo(table)
        assert RULES.undo_note(table) == "Nothing to undo in this turn yet."
        with pytest.raises(MoveRefused):
            RULES.apply(table, UNDO)


def other_bonus(table: Table, seat: int) -> Table:
    """The table with `seat`'s bonus cards swapped for cards of the bonus deck."""
    out = RULES.copy(table)
    p, deck = out.game.players[seat], out.game.piles.bonus_deck
    p.bonus, deck[: len(p.bonus)] = deck[: len(p.bonus)], p.bonus
    return out


def test_a_view_hides_other_seats_bonus_cards_and_the_computer_does_not_peek():
    table, _ = played(30)
    me = whose_turn(RULES, table)
    other = (me + 1) % 3
    second = other_bonus(table, other)
    assert second.game.players[other].bonus != table.game.players[other].bonus
    views = [RULES.view(t, me) for t in (table, second)]
    assert ca.to_json(views[0].game) == ca.to_json(views[1].game)
    assert views[0].game.players[me].bonus == table.game.players[me].bonus  # its own stay
    for level in ("easy", "normal", "strong"):
        assert len({RULES.computer_move(v, 30, level, 7) for v in views}) == 1
    public = [RULES.view(t, None) for t in (table, second)]
    assert ca.to_json(public[0].game) == ca.to_json(public[1].game)


def test_a_view_scores_only_its_reader_s_bonus_cards():
    table, _ = played(30)
    mine = [s.categories for s in RULES.outcome(RULES.view(table, 0)).scores]
    everyone = [s.categories for s in RULES.outcome(table).scores]
    nobody = [s.categories for s in RULES.outcome(RULES.view(table, None)).scores]
    bonus = [dict(c)["Bonus cards"] for c in everyone]
    assert [dict(c)["Bonus cards"] for c in mine] == [bonus[0], 0, 0]
    assert [dict(c)["Bonus cards"] for c in nobody] == [0, 0, 0]


def test_the_setup_offers_each_seat_its_own_cards_in_its_view_only():
    table = RULES.setup(["Ann", "Bo"], 7)
    d = ca.current_decision(table.game)
    assert isinstance(d, ReturnCard)
    mine = {m.code for m in RULES.legal_moves(RULES.view(table, d.seat), d.seat)}
    assert mine == {f"bd:{c}" for c in d.cards}
    assert RULES.legal_moves(table, 1 - d.seat) == []
