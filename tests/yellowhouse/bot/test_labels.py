"""What The Yellow House's buttons and panels say (games/yellowhouse/words.py): each label tells
what its move does and costs, only legal moves are offered, the exchange is a grid of pairs,
the variant's effects are labelled likewise, and the panel shows the hand as four counts."""

from __future__ import annotations

import pytest

from bot.game.protocol import UNDO, whose_turn
from engine.yellowhouse.content import INDEX
from games.yellowhouse import END, Table, YellowHouseRules
from tests.support.text import plain

RULES = YellowHouseRules()
MARCO, KEVIN = 0, 1


def trick(hands, levels, claims, variant=False, supports=(0, 0)) -> Table:
    """A table in a trick: seat of the last claim's opponent to play."""
    table = RULES.setup(["Marco", "Kevin"], 1, {"variant": variant})
    g = table.game
    g.phase, g.choices = "play", [None, None]
    g.hands = [[hand.get(k, 0) for k in INDEX] for hand in hands]
    g.levels = [levels[k] for k in INDEX]
    g.claims = [(seat, INDEX[k]) for seat, k in claims]
    g.supports = list(supports)
    g.turn = 1 - claims[-1][0] if claims else MARCO
    g.aside = [
        7 - sum(h[e] for h in g.hands) - sum(1 for _, c in g.claims if c == e) for e in range(4)
    ]
    return table


def labels(table: Table, seat: int | None = None) -> list[str]:
    return [plain(m.label) for m in RULES.legal_moves(table, seat)]


LEVELS = {"passion": 2, "skill": 2, "money": 3, "inspiration": 1}


def test_the_playing_examples_second_turn_says_what_each_move_costs():
    """Kevin after Marco's Passion Claim (the rulebook's Playing Example, step 2)."""
    hand = {"passion": 1, "skill": 3, "money": 2, "inspiration": 4}
    table = trick([{"passion": 5}, hand], LEVELS, [(MARCO, "passion")])
    assert labels(table) == [
        "Strengthen Skill +1 and claim: 2 Skill cards",
        "Strengthen Skill +1 and claim with a Support: 1 Skill + Support",
        "Claim Money (1 card)",
        "Strengthen Inspiration +2 and claim: 3 Inspiration cards",
        "Strengthen Inspiration +2 and claim with a Support: 2 Inspiration + Support",
        "Pass: the trick ends, Marco leads",
    ]  # no Passion: it is in the trick already


def test_strengthening_by_two_and_only_what_the_hand_allows():
    levels = {"passion": 3, "skill": 1, "money": 2, "inspiration": 1}
    table = trick([{"passion": 5}, {"skill": 3, "inspiration": 1}], levels, [(MARCO, "money")])
    assert labels(table) == [
        "Strengthen Skill +2 and claim: 3 Skill cards",
        "Strengthen Skill +2 and claim with a Support: 2 Skill + Support",
        "Pass: the trick ends, Marco leads",
    ]  # Inspiration needs 3 cards, or 2 and a Support: one is not enough


def test_no_support_is_offered_past_the_limit_and_the_leader_only_claims():
    table = trick([{"passion": 5}, {"skill": 3}], LEVELS, [(MARCO, "passion")], supports=(2, 3))
    assert labels(table) == [
        "Strengthen Skill +1 and claim: 2 Skill cards",
        "Pass: the trick ends, Marco leads",
    ]
    lead = trick([{"passion": 2, "money": 1}, {"skill": 3}], LEVELS, [])
    assert labels(lead) == ["Claim Passion (1 card)", "Claim Money (1 card)"]  # no pass


def test_the_exchange_is_a_grid_of_pairs_changeable_until_the_other_chooses():
    table = RULES.setup(["Marco", "Kevin"], 3)
    pairs = labels(table, MARCO)
    assert len(pairs) <= 10 and len(set(pairs)) == len(pairs)
    assert all(" + " in p or p.startswith("2× ") for p in pairs)
    code = next(
        m.code for m in RULES.legal_moves(table, MARCO) if m.label.startswith("2× ") or True
    )
    chosen = next(m.label for m in RULES.legal_moves(table, MARCO) if m.code == code)
    assert plain(RULES.apply(table, code, MARCO)) == "Marco has chosen their exchange cards."
    assert chosen not in labels(table, MARCO) and len(labels(table, MARCO)) == len(pairs) - 1
    assert f"Your exchange choice: {chosen}." in RULES.situation(table, MARCO)
    assert RULES.deciders(table) == (KEVIN,) and not RULES.can_undo(table)
    assert "can be changed" in (RULES.undo_note(table) or "")


def test_the_variants_effects_are_labelled():
    levels = {"passion": 2, "skill": 2, "money": 3, "inspiration": 1}
    table = trick([{"passion": 5}, {"skill": 3, "money": 1}], levels, [(MARCO, "passion")], True)
    code = next(
        m.code
        for m in RULES.legal_moves(table)
        if m.label.startswith("Strengthen Skill +1 and claim with")
    )
    RULES.apply(table, code)
    assert labels(table) == [
        "Advance Passion +1 (Skill effect)",
        "Advance Money +1 (Skill effect)",
        "Advance Inspiration +1 (Skill effect)",
    ]
    money = trick([{"passion": 5}, {"money": 3}], {**levels, "money": 1}, [(MARCO, "skill")], True)
    assert "Strengthen Money +2 and claim with a Support: 1 Money + Support" in labels(money)


def test_give_and_give_back_are_labelled():
    levels = {"passion": 2, "skill": 2, "money": 3, "inspiration": 1}
    table = trick(
        [{"passion": 5, "skill": 1}, {"inspiration": 3, "money": 2}],
        levels,
        [(MARCO, "passion")],
        True,
    )
    code = next(
        m.code for m in RULES.legal_moves(table) if "Inspiration +2 and claim with" in m.label
    )
    RULES.apply(table, code)
    assert labels(table) == ["Give a Money card", "Give an Inspiration card"]
    RULES.apply(table, "give.m")
    assert whose_turn(RULES, table) == MARCO
    assert labels(table) == ["Give back a Passion card", "Give back a Skill card"]


def test_a_move_waits_for_end_turn_and_undo_takes_it_back():
    table = RULES.setup(["Marco", "Kevin"], 4)
    for seat in (0, 1):
        RULES.apply(table, RULES.legal_moves(table, seat)[0].code, seat)
    leader = whose_turn(RULES, table)
    assert leader is not None and RULES.turn_key(table) == "1"  # the exchange was a turn
    assert not RULES.can_undo(table)  # nothing yet since the exchange was revealed
    first = RULES.legal_moves(table)[0]
    line = RULES.apply(table, first.code)
    assert plain(line).startswith(f"{table.game.setup.names[leader]} claimed ")
    assert labels(table) == ["End turn"] and RULES.ending_move(table) == END
    assert whose_turn(RULES, table) == leader and RULES.turn_key(table) == "1"
    assert RULES.can_undo(table) and RULES.undo_note(table) is None
    assert RULES.apply(table, UNDO).endswith("took back a move.")
    assert first.label in labels(table) and RULES.ending_move(table) is None
    RULES.apply(table, first.code)
    other = table.game.setup.names[1 - leader]
    assert plain(RULES.apply(table, END)).endswith(f"ended their turn; {other} to play.")
    assert whose_turn(RULES, table) == 1 - leader and RULES.turn_key(table) == "2"
    assert not RULES.can_undo(table)
    assert RULES.undo_note(table) == "Nothing of yours to take back this turn."


def test_the_panel_shows_the_hand_as_four_counts_with_supports_left():
    table = trick(
        [{"passion": 5}, {"skill": 3, "money": 2}], LEVELS, [(MARCO, "passion")], supports=(0, 1)
    )
    assert RULES.situation(table, KEVIN) == (
        "Your hand: Passion 0 · Skill 3 · Money 2 · Inspiration 0 · 5 cards · "
        "Supports left this round: 2"
    )
    assert plain(RULES.prompt(table)) == "Kevin to beat Passion at level 2 or pass"
    assert "exactly one level above" in RULES.explain(table)


@pytest.mark.parametrize("seed", range(6))
def test_every_label_fits_a_button_and_reads_apart(seed):
    """Random games: every decision's labels are unique and within Discord's 80 characters."""
    import random

    rng = random.Random(seed)
    table = RULES.setup(["Marco", "Kevin"], seed, {"variant": seed % 2 == 1})
    while whose_turn(RULES, table) is not None:
        seat = rng.choice(RULES.deciders(table))
        moves = RULES.legal_moves(table, seat)
        names = [m.label for m in moves]
        assert len(set(names)) == len(names) and all(len(n) <= 80 for n in names)
        RULES.apply(table, rng.choice(moves).code, seat)


def test_the_playing_examples_third_turn_offers_what_the_rulebook_counts():
    """Marco after Kevin's Skill Claim: "Marco needs either 2 Money cards or 4 Inspiration
    cards. If he uses a Support card, he will need 1 Money card or 3 Inspiration cards.\""""
    levels = {"passion": 2, "skill": 3, "money": 3, "inspiration": 1}
    hand = {"money": 2, "inspiration": 4}
    table = trick(
        [hand, {"money": 5}], levels, [(MARCO, "passion"), (KEVIN, "skill")], supports=(0, 1)
    )
    assert labels(table) == [
        "Strengthen Money +1 and claim: 2 Money cards",
        "Strengthen Money +1 and claim with a Support: 1 Money + Support",
        "Strengthen Inspiration +3 and claim: 4 Inspiration cards",
        "Strengthen Inspiration +3 and claim with a Support: 3 Inspiration + Support",
        "Pass: the trick ends, Kevin leads",
    ]
