"""Moving a family leader and the neutral leaders (rulebook "Move One Family Leader", "Changes
for Two Players"; components.md §1 and §12).

The map: H -> O0 .. O5 -> H (outer), H -> I0 .. I5 -> H (inner), stairs O2 -> I3 and I2 -> O3.
"""

from __future__ import annotations

from engine.roundhouse.content import for_game, newest_rules
from engine.roundhouse.house import destinations


def three(make):
    """Three players (no neutrals), every leader on the hall, the current player's start."""
    return make(3).clear_leaders()


def test_from_the_hall_one_to_three_rooms_on_either_circle(make):
    t = three(make)
    assert t.dests() == {"O0", "O1", "O2", "I0", "I1", "I2"}


def test_moving_is_mandatory(make):
    t = three(make)
    assert "pass" not in t.codes()
    assert all(c.startswith("m0.") for c in t.codes())  # both leaders on the hall move alike


def test_rulebook_example_stairs_pass_a_leader_back_to_the_inner_circle(make):
    """Blue on O2, Green on I3: the corridor gives O3..O5; the stairs pass Green (not counted)
    and give I4, I5 and then the hall."""
    t = three(make)
    green = (t.seat + 1) % 3
    t.leaders(t.seat, "O2", "H").leaders(green, "I3", "H")
    assert t.dests() == {"O3", "O4", "O5", "I4", "I5", "H"}


def test_rulebook_example_passing_two_leaders_and_never_ending_on_them(make):
    t = three(make)
    green, red = (t.seat + 1) % 3, (t.seat + 2) % 3
    t.leaders(t.seat, "O2", "H").leaders(green, "I3", "H").leaders(red, "I4", "H")
    dests = t.dests()
    assert {"I3", "I4"}.isdisjoint(dests)
    assert dests == {"O3", "O4", "O5", "I5", "H"}


def test_rulebook_example_stopping_on_the_hall_allows_one_step_only(make):
    t = three(make)
    t.leaders(t.seat, "O5", "H")
    assert t.dests() == {"H"}
    red = (t.seat + 1) % 3
    t.leaders(t.seat, "I4", "H").leaders(red, "I5", "H")
    assert t.dests() == {"H"}


def test_passed_rooms_do_not_count_as_steps(make):
    t = three(make)
    assert destinations("I0", frozenset(), newest_rules()).keys() == {"I1", "I2", "I3", "O3"}
    other = (t.seat + 1) % 3
    t.leaders(t.seat, "I0", "H").leaders(other, "I1", "H")
    assert t.dests() == {"I2", "I3", "I4", "O3", "O4"}


def test_own_other_leader_blocks_too(make):
    t = three(make)
    t.leaders(t.seat, "I0", "I1")
    assert "I1" not in t.dests(0)
    assert t.dests(0) == {"I2", "I3", "I4", "O3", "O4"}


def test_the_hall_holds_any_number_and_ends_the_move(make):
    t = three(make)
    t.leaders(t.seat, "O4", "H")
    assert t.dests() == {"O5", "H"}  # nothing beyond the hall
    t.play("m0.H")
    assert t.kind() == "worship"
    assert t.me.leaders.count("H") == 2


def test_ending_in_a_room_starts_its_action(make):
    t = three(make)
    t.play("m0.I1")
    assert t.kind() == "act" and t.top().room == "smuggle"
    assert t.s.turn.room == "I1"
    assert t.s.turn.path == ["H", "I0", "I1"]


def test_lobby_entry_fee_goes_to_the_money_lender(make):
    t = three(make).poor().give(coins=5)
    t.leaders(t.seat, "I3", "H")
    t.board.money_lender = 3
    t.play("m0.I5")
    assert (t.me.coins, t.board.money_lender) == (3, 5)
    assert t.top().room == "lobby"


def test_lobby_is_closed_to_a_player_who_cannot_pay(make):
    t = three(make).poor().give(coins=1)
    t.leaders(t.seat, "I3", "H")
    assert "I5" not in t.dests(0)
    assert t.dests(0) == {"I4", "H"}


def test_lobby_extra_performances_cost_two_coins_each(make):
    t = three(make).poor().give(coins=4)
    t.chair(10).chair(11)  # both Lobby chairs
    t.leaders(t.seat, "I4", "H")
    t.play("m0.I5")
    assert t.me.coins == 2
    assert t.codes() == ["r.00", "r.01", "pass"]  # one more performance affordable
    t.play("r.01")
    assert t.me.coins == 0 and t.board.money_lender == 3 + 4


def test_five_players_have_one_leader(make):
    t = make(5)
    assert all(len(p.leaders) == 1 for p in t.s.players)
    assert all(c.startswith("m0.") for c in t.codes())


# ---------------------------------------------------------------- neutral leaders (2 players)


def two(make, **options):
    t = make(2, **options)
    for p in t.s.players:
        p.leaders = ["H", "H"]
    return t


def test_neutrals_start_on_the_large_tiles_and_block(make):
    t = two(make)
    assert t.board.neutrals == {"blue": "O0", "red": "O2", "green": "O4"}
    assert all(
        t.board.tiles[int(s[1])] in ("warehouse", "bank", "meeting_large")
        for s in t.board.neutrals.values()
    )
    assert t.dests() == {"O1", "O3", "O5", "I3", "I4", "I0", "I1", "I2"}


def test_neutral_move_costs_a_matching_cube_once_per_turn(make):
    t = two(make).poor().give(T=2, C=0, F=0)
    assert {c for c in t.codes() if c.startswith("n.")} == {"n.green.O5", "n.green.O1"}
    t.play("n.green.O5")  # paying names the room (rules version 3; version 2: test_fewer_steps)
    assert t.me.res["T"] == 1
    assert t.board.neutrals["green"] == "O5"
    assert t.kind() == "start"  # no room action without the variant
    assert not any(c.startswith("n.") for c in t.codes())


def test_neutral_never_enters_the_hall_but_the_next_free_outer_room(make):
    t = two(make).poor().give(T=1)
    # green on O4: O5, then the hall -> O0 is blue's -> O1
    assert {c for c in t.codes() if c.startswith("n.")} == {"n.green.O5", "n.green.O1"}
    t.play("n.green.O1")
    assert t.board.neutrals["green"] == "O1"


def test_neutral_variant_lets_the_mover_take_the_room_action(make):
    t = two(make, neutral_variant=True).poor().give(F=1)
    # red on O2: O3, O4 is green's, O5; the stairs: I3, I4, I5
    t.board.tiles[3] = "trading_post"
    t.give(coins=for_game(t.s).tile("trading_post").costs[0])  # one action's worth
    t.play("n.red.O3")
    assert t.kind() == "act" and t.top().room == "trading_post"
    t.play("tp.3")
    assert t.me.res["G"] == 1
    assert t.kind() == "start"
    assert not any(c.startswith("x.") or c.startswith("n.") for c in t.codes())


def test_neutral_variant_uses_no_chairs(make):
    t = two(make, neutral_variant=True).poor().give(F=1)
    t.chair(6).chair(7)  # Expert Room chairs
    t.play("n.red.I3")
    assert t.kind() == "act"  # not the "room" (extra performance) decision


def test_neutral_variant_lobby_action_costs_its_two_coins(make):
    """The Lobby's action is "pay two coins to the Money Lender and choose": a mover who takes
    it through a neutral pays too (and cannot take it without the coins)."""
    t = two(make, neutral_variant=True).poor().give(T=2, coins=2, track=9)
    t.s.board.neutrals = {"green": "I4", "red": "O3", "blue": "O4"}
    t.board.money_lender = 3
    t.replace_top("start")
    t.play("n.green.I5")
    assert t.top().room == "lobby"
    t.play("lb.O3")
    assert (t.me.coins, t.board.money_lender) == (0, 5)
    t2 = two(make, neutral_variant=True).poor().give(T=1, coins=1)
    t2.s.board.neutrals = {"green": "I4", "red": "O3", "blue": "O4"}
    t2.replace_top("start")
    t2.play("n.green.I5")
    assert t2.kind() == "start"  # the Lobby's action was out of reach: nothing to choose
    assert t2.me.coins == 1


def test_the_lobby_is_never_the_only_destination():
    """So a player short of the entry fee always has another move (games/roundhouse/docs/rules.md
    §14.2)."""
    rooms = [f"I{i}" for i in range(6)] + [f"O{i}" for i in range(6)]
    for start in [*rooms, "H"]:
        for mask in range(1 << len(rooms)):
            occupied = frozenset(r for j, r in enumerate(rooms) if mask >> j & 1 and r != start)
            assert set(destinations(start, occupied, newest_rules())) - {"I5"}, (start, occupied)


def test_neutral_variant_action_crosses_no_bonus_and_leaves_the_selling_market_fresh(make):
    """The variant's room action may not "gain bonuses": its prestige moves the baseline, and
    its sales do not count as this turn's own Selling Market visit."""
    t = two(make, neutral_variant=True).poor().give(F=1, coins=9)
    t.board.tiles[3] = "bank"
    t.play("n.red.O3", "bk.pay", "h.skip", "bk.pay", "bk.pay", "h.skip")
    assert t.me.prestige == 7  # crossed the bonus icon before 5
    assert t.kind() == "start"
    seat, orders = t.seat, len(t.me.orders)
    t.play("m0.I0", "pass")  # Delivery, skipped: the turn ends with no bonus step
    assert t.seat != seat
    assert len(t.s.players[seat].orders) == orders
