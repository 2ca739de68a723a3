"""What Castles shows besides the panels, through discord.py under simcord: `/roundhouse me`
answers each player privately with its own castle and bonus cards; Show board shows every
castle; the rules help answers by topic."""

from __future__ import annotations

import pytest

from engine.castles.names import card
from locales.words import words_for
from tests.support.tables import public_posts

from .play import options, panel_of, pick

EN = words_for("en")


async def both_cards_returned(table, seed: int = 11) -> int:
    game_id = await table.start(humans=(table.bo,), seed=seed)
    for _ in range(2):
        game = await table.game(game_id)
        member = table.member(game.user_of(game.deciders()[0]))
        panel = await panel_of(table, member)
        await pick(member, panel, options(panel)[0])
    return game_id


@pytest.mark.real_render
async def test_me_shows_the_player_its_own_castle_and_bonus_cards_privately(table):
    game_id = await both_cards_returned(table)
    game = await table.game(game_id)
    for member in (table.ann, table.bo):
        seat = game.seat_of(member.id)
        answer = (await member.slash(table.channel, "roundhouse me")).response
        assert answer.ephemeral
        (picture,) = answer.attachments
        assert (await picture.read()).startswith(b"\x89PNG")
        mine = [card(EN, c) for c in game.state.game.players[seat].bonus]
        theirs = [card(EN, c) for c in game.state.game.players[1 - seat].bonus]
        assert mine and all(c in picture.description for c in mine)
        assert not [c for c in theirs if c in picture.description and c not in mine]


@pytest.mark.real_render
async def test_show_board_shows_every_castle(table):
    await both_cards_returned(table)
    board = (await table.cy.click(public_posts(table.channel)[-1], label="Show board")).response
    (picture,) = board.attachments
    assert (await picture.read()).startswith(b"\x89PNG")
    assert board.ephemeral and board.embeds[0].image.url is None  # full width on a phone
    for name in ("ann", "bo"):
        assert f"{name}\u2069's castle" in picture.description


async def test_the_rules_help_answers_by_topic(table):
    await table.start(humans=(table.bo,))
    answer = await table.cy.slash(table.channel, "roundhouse rules", topic="placing")
    assert answer.response.ephemeral
    (embed,) = answer.response.embeds
    assert embed.title == "Placing a room" and "best first" in embed.description
