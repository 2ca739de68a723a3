"""What The Yellow House shows besides its panels: the public turn picture from the public view
(never a hand), both hands once the truth may be shown (a finished game, the replay), My hand,
progress and each seat's summary, and the variant as a lobby option."""

from __future__ import annotations

import random

import pytest

from bot.game.protocol import whose_turn
from games.yellowhouse import YellowHouseRules
from locales.names import FSI, PDI

RULES = YellowHouseRules()


def played(seed: int, moves: int):
    """A table `moves` random moves into a game."""
    rng = random.Random(seed)
    table = RULES.setup(["Marco", "Kevin"], seed)
    for _ in range(moves):
        seat = rng.choice(RULES.deciders(table))
        RULES.apply(table, rng.choice(RULES.legal_moves(table, seat)).code, seat)
    return table


@pytest.mark.real_render
def test_the_turn_picture_is_drawn_from_the_public_view_and_the_truth_shows_both_hands():
    table = played(3, 12)
    public = RULES.turn_picture(RULES.view(table, None), [])
    assert public.png.startswith(b"\x89PNG") and "(holds" not in public.alt
    board = RULES.picture(RULES.view(table, None), [])
    assert board.png != public.png and "(holds" not in board.alt
    truth = RULES.turn_picture(table, [])  # what a replay of a finished game is drawn from
    hands = [RULES.copy(table).game.hands[s] for s in (0, 1)]
    assert truth.alt.count("(holds") == 2 and truth.png != public.png
    assert f"Passion {hands[0][0]}, Skill {hands[0][1]}" in truth.alt


@pytest.mark.real_render
def test_my_hand_is_the_seats_own_four_counts():
    table = played(5, 14)
    mine = RULES.seat_picture(RULES.view(table, 1), 1)
    hand = table.game.hands[1]
    assert mine.filename == "hand.png" and mine.png.startswith(b"\x89PNG")
    assert f"Hand: Passion {hand[0]}, Skill {hand[1]}, Money {hand[2]}" in mine.alt
    assert "Supports left this round: " in mine.alt


def test_progress_and_summaries_say_the_round_and_each_seats_standing():
    table = played(7, 0)
    won = f"{FSI}Marco{PDI} 0, {FSI}Kevin{PDI} 0"
    assert RULES.progress(table) == f"Round 1 of 5 · rounds won: {won}"
    lines = [s.text for s in RULES.summaries(RULES.view(table, None), None)]
    assert (
        lines[0]
        == "0 rounds won (rewards: none) · 12 cards in hand · 0 Supports used, 3 left · is choosing"
    )
    assert [s.tag for s in RULES.summaries(table, None)].count("dealer") == 1


def test_a_finished_game_is_shown_whole_and_scores_rounds_and_rewards():
    table = played(2, 0)
    rng = random.Random(2)
    while whose_turn(RULES, table) is not None:
        seat = rng.choice(RULES.deciders(table))
        RULES.apply(table, rng.choice(RULES.legal_moves(table, seat)).code, seat)
    assert RULES.view(table, None) is table  # reveals_at_end: both hands after the game
    (winner,) = RULES.outcome(table).winners
    scores = RULES.outcome(table).scores
    assert scores[winner].total == len(table.game.rewards[winner])
    assert [name for name, _ in scores[0].categories] == [
        "Passion",
        "Skill",
        "Money",
        "Inspiration",
    ]
    assert RULES.prompt(table).startswith("Game over")


async def test_the_variant_is_a_lobby_option(table):
    await table.ann.slash(table.channel, "roundhouse new", variant="variant")
    lobby = table.lobby_message()
    assert "Variant: **on**" in str(lobby.embeds[0].to_dict())
    await table.bo.click(lobby, label="Join")
    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.state.game.variant
    plain = YellowHouseRules().setup(["a", "b"], 1)
    assert not plain.game.variant
