"""Issue 28, point 2: a click whose custom id fits no button of the bot (discord.py drops it, and
Discord would show "This interaction failed") gets one private answer in the clicker's words;
the game and the database stay as they were, and the log says what happened. A click that a
button does take is still answered once."""

from __future__ import annotations

import logging

import pytest

from bot.posts import ids
from tests.support.discord_locales import locales
from tests.support.tables import private_answer

__all__ = ["locales"]  # the fixture

UNKNOWN = "I do not know this button: nothing was changed."
UNMATCHED = {
    "a negative turn": lambda game: f"rh:r:{game}:-1:n",
    "a game that is no number": lambda game: "rh:r:abc:1:n",
    "an Arabic-Indic digit": lambda game: "rh:b:١",
    "an unknown step letter": lambda game: f"rh:r:{game}:1:z",
    "a 41-character code": lambda game: ids.move(game, 0, "a" * 41),
    "a code with a space": lambda game: ids.move(game, 0, "a 1"),
    "a negative version": lambda game: f"rh:t:{game}:-1",
}


async def saved(table, game_id: int) -> tuple:
    """What the database holds of the game: its row, seats, moves and waits."""
    game = await table.game(game_id)
    moves = await table.service.store.moves(game_id)
    return game.row, game.seats, moves, await table.env.bot.pacing.db.waits(game_id)


@pytest.mark.parametrize("kind", list(UNMATCHED))
async def test_a_click_that_fits_no_button_gets_one_private_answer(table, kind, caplog):
    game_id = await table.start(humans=(table.bo,))
    before = await saved(table, game_id)
    custom_id = UNMATCHED[kind](game_id)
    forged = await table.forged(table.channel, custom_id)
    with caplog.at_level(logging.INFO, logger="bot.interface.unmatched"):
        result = await table.bo.click(forged, label="forged")
    assert result.response is not None and not result.followups  # one answer, no other
    assert private_answer(result).content.startswith(UNKNOWN)
    assert await saved(table, game_id) == before
    assert not table.env.errors
    (line,) = [r.getMessage() for r in caplog.records if r.name == "bot.interface.unmatched"]
    assert f"component {custom_id} by user {table.bo.id}" in line


async def test_the_answer_is_in_the_clickers_language(table, locales):
    locales[table.bo.id] = "zh-TW"
    forged = await table.forged(table.channel, "rh:r:1:1:z")
    result = await table.bo.click(forged, label="forged")
    assert private_answer(result).content.startswith("我不認得這個按鈕：沒有任何變更。")


async def test_a_click_a_button_takes_is_answered_once(table):
    """ "Take my turn" forged with a real game's id: its button answers, and nothing else."""
    game_id = await table.start(humans=(table.bo,))
    forged = await table.forged(table.channel, ids.turn(game_id, 0))
    result = await table.bo.click(forged, label="forged")
    assert UNKNOWN not in private_answer(result).content
