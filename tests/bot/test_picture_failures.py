"""Issue 19, part 1: a picture that fails, for whatever reason, does not silence a game. The post
goes out without it and says so in a line, a player asking for a board is told in words, and
the failure is logged once per game and cause (simcord, discord.py's real code)."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest

from bot.game.model import Game
from bot.posts.announce import NO_PICTURE
from bot.storage.records import Status
from bot.workers import picture
from bot.workers.picture import PictureFailed
from games.roundhouse import RoundHouseRules
from games.roundhouse.pictures.samples import played_state
from tests.support.tables import buttons

PICTURES = ("picture", "turn_picture", "seat_picture", "score_chart")
REFUSAL = str(PictureFailed())


@pytest.fixture
def broken_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Round House picture fails as a name with a line break made them fail."""

    def fail(*args: object) -> None:
        raise RuntimeError("raqm_layout() failed.")

    for kind in PICTURES:
        monkeypatch.setattr(RoundHouseRules, kind, fail)
    monkeypatch.setattr(picture, "LOGGED", set())


def failures_logged(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [
        r
        for r in caplog.records
        if r.levelno == logging.ERROR and "a picture of game" in r.getMessage()
    ]


async def play_turn(table, game_id: int) -> None:
    """Whoever decides plays their whole turn (the first option each time)."""
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    while table.options(panel):
        panel = (await member.click(panel, label=table.options(panel)[0])).response


async def test_a_turn_post_goes_out_without_a_failing_picture(table, broken_pictures, caplog):
    game_id = await table.start(humans=(table.bo,))
    first = table.last_post()
    assert first.attachments == [] and first.content.endswith(f"\n{NO_PICTURE}")
    assert "Take my turn" in buttons(first) and "it's your turn" in first.content
    await play_turn(table, game_id)
    second = table.last_post()
    assert second.id != first.id and second.attachments == []
    assert NO_PICTURE in second.content and "Take my turn" in buttons(second)
    assert len(failures_logged(caplog)) == 1  # one game, one cause: logged once
    assert (await table.game(game_id)).version > 0  # the game goes on


async def test_boards_asked_for_are_refused_in_words(table, broken_pictures):
    await table.start(humans=(table.bo,))
    post = table.last_post()
    shown = await table.cy.click(post, label="Show board")
    assert shown.response.content == REFUSAL and shown.response.ephemeral
    board = await table.bo.slash(table.channel, "roundhouse board")
    assert board.response.content == REFUSAL
    mine = await table.bo.slash(table.channel, "roundhouse me")
    assert mine.response.content == REFUSAL
    game = await table.service.game_in(table.channel.id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    mine = await member.click(panel, label="My board")
    assert mine.response.content == REFUSAL and "RH-" not in mine.response.content


async def test_the_final_post_goes_out_without_its_picture_and_chart(table, broken_pictures):
    """A game that ends while its pictures fail: the final post and its Rematch, the archive;
    the score chart, a picture alone, is left out."""
    game_id = await table.start(humans=(table.bo,))
    playing = await table.game(game_id)
    over = played_state(2, lambda s: s.over)  # as the game's last move left it
    over.players[0].name, over.players[1].name = "ann", "bo"
    row = replace(playing.row, status=Status.FINISHED)
    game = Game(row, playing.seats, over, rules=playing.rules)
    for hook in table.service.hooks.game_over:
        await hook(game, ["ann: the last move"])
    final = table.last_post()
    assert final.content.startswith("The game is over") and NO_PICTURE in final.content
    assert final.attachments == [] and "Rematch" in buttons(final)
    archive = table.env.bot.results.db
    assert await archive.recent_results(table.guild.id, 5, game="roundhouse")  # archived
    assert not [p for p in table.public_posts(table.channel) if "score chart" in str(p.embeds)]


@pytest.mark.real_render
async def test_a_name_with_a_line_break_plays_with_pictures(table):
    """The issue's game: a member called "a\\nb" silenced every turn post."""
    await table.ann.slash(table.channel, "roundhouse new")
    lobby = table.lobby_message()
    await table.bo.click(lobby, label="Join")
    game, bo = await table.service.game_in(table.channel.id), table.bo.id
    await table.service.store.execute(  # a seat saved before names were cleaned
        "UPDATE seats SET name = ? WHERE game_id = ? AND user_id = ?", ("a\nb", game.id, bo)
    )
    await table.ann.click(table.lobby_message(), label="Start")
    post = table.last_post()
    assert post.attachments and NO_PICTURE not in post.content
    assert (await table.game(game.id)).state.players[1].name == "a b"
