"""Issue 30: by default a Round House turn whose end reveals nothing ends with its last choice,
and until the next player plays, the panel's Undo takes the turn back (simcord, discord.py's
real code): the end and the last choice are taken back, the channel is told, the log stays
append-only and verifies; once the next player has played, it is refused and nothing changes."""

from __future__ import annotations

from typing import Any

import pytest

from bot.config import Settings
from bot.game.log_turns import turns_of
from bot.game.model import UserError
from bot.game.replay import replay_turns
from bot.tools.repair import repair
from bot.tools.verify import verify
from locales.words import words_for
from tests.support.text import plain


def undo_id(panel: Any) -> str | None:
    """The custom id of the panel's Undo button, if it has one."""
    return next(
        (
            c["custom_id"]
            for row in panel.components
            for c in row["components"]
            if c.get("label") == "Undo" and not c.get("disabled")
        ),
        None,
    )


async def turn_ended_quietly(table: Any, game_id: int) -> tuple[Any, Any]:
    """Play the current member's turn by first options until it ends by itself with an
    Undo that takes it back (the default); (the member, the ephemeral answer)."""
    for _ in range(6):
        game = await table.game(game_id)
        member = table.member_for(game, game.current_seat())
        panel = await table.open_panel(member)
        while table.options(panel):
            if table.options(panel) == ["End turn"]:
                break  # its end reveals something: this turn asks
            panel = (await member.click(panel, label=table.options(panel)[0])).response
        back = undo_id(panel)
        if back is not None:
            assert back.startswith(f"rh:k:{game_id}:")
            return member, panel
    raise AssertionError("no turn ended quietly")


async def test_a_turn_ends_with_its_last_choice_and_undo_takes_it_back(table):
    game_id = await table.start(humans=(table.bo,))
    member, answer = await turn_ended_quietly(table, game_id)
    assert answer.ephemeral
    assert plain(answer.content).startswith(f"✅ Turn done — {member.name}: End turn (")
    assert "Until the next player plays, **Undo** takes your turn back." in answer.content
    ended = await table.game(game_id)
    assert ended.seat_of(member.id) != ended.current_seat()  # the turn did end: posted
    assert "it's your turn" in table.last_post().content
    moves = len(await table.service.store.moves(game_id))

    again = (await member.click(answer, label="Undo")).response
    assert again.ephemeral
    assert again.content.startswith("↩️ The end of your turn is taken back.")
    assert table.options(again)  # the last decision of the turn, to choose again
    game = await table.game(game_id)
    assert game.current_seat() == game.seat_of(member.id)
    codes = [m.code for m in (await table.service.store.moves(game_id))[moves - 1 :]]
    assert codes == ["end", "back"]  # appended: the log keeps the misclick
    post = table.last_post()
    assert f"↩️ {member.name} took back the end of their turn and their last choice." in plain(
        post.embeds[0].description
    )
    assert "Your turn is done" not in post.content  # it asks the decision taken back
    other = table.bo if member is table.ann else table.ann
    (dm,) = [m for m in other.user.dm_channel.history() if not m.flags.ephemeral][-1:]
    assert dm.content.startswith("✅ **Round House #1** has moved on since this message")
    assert "Take my turn" not in [c.label for row in dm.components for c in row.children]
    checked, findings = await verify(table.service.store, table.service.games)
    assert checked >= 1 and findings == []


async def test_undo_is_refused_once_the_next_player_has_played(table):
    game_id = await table.start(humans=(table.bo,))
    member, answer = await turn_ended_quietly(table, game_id)
    game = await table.game(game_id)
    other = table.member_for(game, game.current_seat())
    panel = await table.open_panel(other)
    await other.click(panel, label=table.options(panel)[0])
    version = (await table.game(game_id)).version

    refused = (await member.click(answer, label="Undo")).response
    assert refused.ephemeral and "This panel is from move" in refused.content
    assert (await table.game(game_id)).version == version  # nothing changed
    with pytest.raises(UserError) as late:  # even from a panel of the current version
        await table.service.take_back(game_id, member.id, version)
    assert late.value.text(words_for("en")) == (
        "Too late to take your turn back: the game has moved on since it ended."
    )
    assert (await table.game(game_id)).version == version


@pytest.fixture
def settings(db_path: str) -> Settings:
    """The bot's settings, a computer seat waiting 300 s after a turn that may be taken back."""
    return Settings(database_path=db_path, computer_delay=30, take_back_window=300, shard_count=1)


async def test_a_computer_waits_while_the_turn_before_it_may_be_taken_back(table):
    game_id = await table.start(computers=1)
    game = await table.game(game_id)
    while game.is_computer(game.current_seat()):
        await table.env.advance_time(31)
        game = await table.game(game_id)
    panel = await table.open_panel(table.ann)
    while table.options(panel) and table.options(panel) != ["End turn"]:
        panel = (await table.ann.click(panel, label=table.options(panel)[0])).response
    assert undo_id(panel) is not None  # the turn ended with its last choice
    version = (await table.game(game_id)).version
    await table.env.advance_time(120)  # past its delay, within the window: it waits
    assert (await table.game(game_id)).version == version
    again = (await table.ann.click(panel, label="Undo")).response
    assert again.content.startswith("↩️ The end of your turn is taken back.")
    while table.options(again) and table.options(again) != ["End turn"]:
        again = (await table.ann.click(again, label=table.options(again)[0])).response
    version = (await table.game(game_id)).version
    await table.env.advance_time(301)  # the window is over: the computer plays
    assert (await table.game(game_id)).version > version


async def taken_back(table: Any) -> tuple[int, Any]:
    """A game whose first member turn ended quietly and was taken back with Undo."""
    game_id = await table.start(humans=(table.bo,))
    member, answer = await turn_ended_quietly(table, game_id)
    await member.click(answer, label="Undo")
    return game_id, member


async def test_a_log_holding_back_repairs_and_replays(table):
    """A log holding `back`: repair finds the saved game matching its log, and the replay's
    turn steps play through it to the game's state."""
    game_id, _ = await taken_back(table)
    store = table.service.store
    outcome = await repair(store, game_id, table.service.games)
    assert outcome.ok and "matches its move log" in outcome.text
    moves = await store.moves(game_id)
    row, game = await store.game(game_id), await table.game(game_id)
    assert "back" in [m.code for m in moves]
    ends = [t.end for t in turns_of(moves)]
    states, _ = replay_turns(game.rules, row.setup_json, [m.code for m in moves], ends)
    assert game.rules.to_json(states[-1]) == game.rules.to_json(game.state)


async def test_a_taken_back_turn_reads_as_one_turn_in_the_log(table):
    """The log reads a taken-back turn as the one turn it still is (the take-back is saved in
    the turn it reopens), what happened in it told in order."""
    game_id, member = await taken_back(table)
    turns = turns_of(await table.service.store.moves(game_id))
    assert len(turns) == 1
    assert plain(turns[0].lines[-1]) == (
        f"↩️ {member.name} took back the end of their turn and their last choice."
    )
