"""Issue 20, part 3 through discord.py under simcord: a finished game's Replay button and
`/roundhouse replay` open a private stepper whose arrows step through the game's turns (each
with its picture and lines), bounded at the first and last turn, refusing what is not a
finished game of the server and working after a restart; and the turns and the score timeline
as `bot.game.replay` makes them from the move log."""

from __future__ import annotations

import asyncio

import pytest

import engine.roundhouse as rh_engine
from bot.game import replay
from bot.game.log_turns import SILENT, Turn, turns_of
from bot.game.model import Game, UserError
from bot.game.protocol import UNDO, whose_turn
from bot.game.replay import Replays
from bot.game.service import GameService
from bot.posts.announce import NO_PICTURE
from bot.posts.stepper import step
from bot.storage.records import GameRow, MoveRow, SeatRow
from bot.workers import picture
from games.roundhouse import ROUND_HOUSE, RoundHouseRules
from tests.support.catalogues import TIC_TAC_TOE_ONLY
from tests.support.tables import buttons, private_answer, restart_bot
from tests.support.tictactoe import DONE, TIC_TAC_TOE

ARROWS = ["⏮", "◀", "▶", "⏭"]


async def finished_game(table) -> int:
    """A game of ann against a computer, played to its end; its final post is the channel's
    last."""
    game_id = await table.start(computers=1)
    await table.finish(game_id)
    return game_id


async def expected_turns(table, game_id):
    """The game's turns from its log, and the alt text of each turn's (stand-in) picture: the
    state replayed from the setup through the turn's last move."""
    game = await table.game(game_id)
    moves = await table.service.store.moves(game_id)
    turns = turns_of(moves)
    codes = [m.code for m in moves]
    alts = [
        f"Turn picture after {len(ROUND_HOUSE.replay(game.row.setup_json, codes[: t.end]).history)}"
        " choices"
        for t in turns
    ]
    return turns, alts


def disabled(message) -> set[str]:
    rows = [row if isinstance(row, dict) else row.to_dict() for row in message.components]
    return {c["label"] for row in rows for c in row["components"] if c.get("disabled")}


def shows(step, number: int, turns, alts) -> None:
    """`step` is turn `number` of the replay: its counter, lines and picture."""
    count = len(turns)
    assert step.ephemeral
    assert list(buttons(step)) == ["⏮", "◀", f"Turn {number} of {count}", "▶", "⏭"]
    description = step.embeds[0].description
    assert description.startswith(f"**Turn {number} of {count}** · ")
    assert all(f"• {line}" in description for line in turns[number - 1].lines)
    assert step.attachments[0].description == alts[number - 1]
    assert step.embeds[0].image.url is None  # a plain attachment: full width on a phone


async def test_the_replay_button_opens_a_private_stepper_that_steps_through_the_game(table):
    game_id = await finished_game(table)
    final = table.last_post()
    assert buttons(final)["Replay"] == f"rh:r:{game_id}:1:o"
    turns, alts = await expected_turns(table, game_id)
    count = len(turns)
    assert count > 10

    opened = await table.cy.click(final, label="Replay")  # anyone of the server may watch
    first = private_answer(opened)
    assert first.embeds[0].title == f"Round House #{game_id} — replay"
    shows(first, 1, turns, alts)
    assert disabled(first) == {"⏮", "◀", f"Turn 1 of {count}"}  # nothing before the first

    second = (await table.cy.click(first, label="▶")).response
    assert second.id == first.id  # the one private message, in place
    shows(second, 2, turns, alts)
    assert disabled(second) == {f"Turn 2 of {count}"}  # only the counter
    last = (await table.cy.click(second, label="⏭")).response
    shows(last, count, turns, alts)
    assert disabled(last) == {f"Turn {count} of {count}", "▶", "⏭"}  # nothing after the last
    back = (await table.cy.click(last, label="◀")).response
    shows(back, count - 1, turns, alts)
    home = (await table.cy.click(back, label="⏮")).response
    shows(home, 1, turns, alts)
    assert buttons(final)["Replay"] == f"rh:r:{game_id}:1:o"  # the final post is unchanged


async def test_the_replay_command_opens_any_finished_game_of_the_server(table):
    first_id = await finished_game(table)
    table.channel = table.guild.create_text_channel("more-games")  # its lobby is the only one
    second_id = await finished_game(table)
    choices = await table.bo.autocomplete(table.channel, "roundhouse replay", "game", "")
    assert [c["value"] for c in choices] == [second_id, first_id]  # the latest first
    turns, alts = await expected_turns(table, first_id)
    answer = await table.bo.slash(table.channel, "roundhouse replay", game=first_id, turn=3)
    step = private_answer(answer)
    assert step.embeds[0].title == f"Round House #{first_id} — replay"
    shows(step, 3, turns, alts)
    following = (await table.bo.click(step, label="▶")).response
    shows(following, 4, turns, alts)


async def test_a_replay_is_refused_for_what_is_not_a_finished_game_here(table):
    game_id = await finished_game(table)
    final = table.last_post()
    turns, _ = await expected_turns(table, game_id)
    table.channel = table.guild.create_text_channel("more-games")
    playing = await table.start(computers=1)

    async def refusal(**options) -> str:
        answer = private_answer(await table.bo.slash(table.channel, "roundhouse replay", **options))
        assert not answer.embeds and not answer.attachments
        return answer.content

    assert "is still being played" in await refusal(game=playing)
    assert await refusal(game=999) == "This server has no game #999: see `/roundhouse history`."
    assert f"has {len(turns)} turns: there is no turn 999" in await refusal(game=game_id, turn=999)

    other = table.env.create_guild()
    di = other.add_member(table.env.create_user("di"))
    elsewhere = other.create_text_channel("elsewhere")
    answer = private_answer(await di.slash(elsewhere, "roundhouse replay", game=game_id))
    assert answer.content == f"This server has no game #{game_id}: see `/roundhouse history`."
    forged = await di.click(await table.forged(elsewhere, f"rh:r:{game_id}:2:n"), label="forged")
    assert "belongs to a game on another server" in private_answer(forged).content

    step = private_answer(await table.cy.click(final, label="Replay"))
    for custom_id in (f"rh:r:{game_id}:{len(turns) + 1}:n", f"rh:r:{game_id}:0:p"):
        stale = await table.cy.click(await table.forged(table.channel, custom_id), label="forged")
        assert "there is no turn" in private_answer(stale).content
    running = await table.cy.click(
        await table.forged(table.channel, f"rh:r:{playing}:1:o"), label="forged"
    )
    assert "is still being played" in private_answer(running).content
    assert "Turn 1 of" in step.embeds[0].description  # the stepper is as it was


async def test_a_step_whose_picture_fails_says_so_and_steps_on(table, monkeypatch):
    game_id = await finished_game(table)
    step = private_answer(await table.cy.click(table.last_post(), label="Replay"))

    def fail(*args: object) -> None:
        raise RuntimeError("raqm_layout() failed.")

    monkeypatch.setattr(RoundHouseRules, "turn_picture", fail)
    monkeypatch.setattr(picture, "LOGGED", set())
    after = (await table.cy.click(step, label="▶")).response
    assert after.id == step.id and after.attachments == [] and NO_PICTURE in after.content
    assert after.embeds[0].description.startswith("**Turn 2 of ")
    assert f"rh:r:{game_id}:3:n" in buttons(after).values()


async def test_a_stepper_steps_on_after_a_restart(table, settings, db_path):
    game_id = await finished_game(table)
    turns, alts = await expected_turns(table, game_id)
    step = private_answer(await table.ann.click(table.last_post(), label="Replay"))
    new_store = await restart_bot(table, settings, db_path)
    try:
        after = (await table.ann.click(step, label="▶")).response
        assert after.id == step.id
        shows(after, 2, turns, alts)
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_the_score_chart_draws_the_score_after_every_turn(table):
    game_id = await finished_game(table)
    turns, _ = await expected_turns(table, game_id)
    posts = table.public_posts(table.channel)
    chart = next(p for p in posts if p.embeds and "score chart" in (p.embeds[0].title or ""))
    alt = chart.attachments[0].description
    assert alt.endswith(f"Lines: each score after every one of the {len(turns)} turns.")
    timeline = (await table.service.replays.of(await table.game(game_id))).timeline
    final = ROUND_HOUSE.outcome((await table.game(game_id)).state).scores
    assert len(timeline) == len(turns) + 1 and timeline[-1] == tuple(s.total for s in final)


# -- the turns and the timeline, from a move log ------------------------------------------------


def move(seq: int, seat: int, turn: str, code: str = "x") -> MoveRow:
    return MoveRow(seq, seat, None, code, f"line {seq}", turn, "")


def test_turns_are_runs_of_one_turn_key():
    log = [
        move(1, 0, "0.1"),
        move(2, 0, "0.1"),
        move(3, 1, "1.2"),
        move(4, 0, "1.2"),
        move(5, 0, "0.3"),
    ]
    assert [(t.number, t.seat, t.lines, t.end) for t in turns_of(log)] == [
        (1, 0, ("line 1", "line 2"), 2),
        (2, 1, ("line 3", "line 4"), 4),  # a decision of another seat stays in its turn
        (3, 0, ("line 5",), 5),
    ]
    assert turns_of([]) == []
    silent = MoveRow(6, 0, None, "c0-3", SILENT, "0.3", "")  # a changed secret choice
    assert turns_of([move(5, 0, "0.3"), silent])[0].lines == ("line 5",)


def test_a_step_too_long_keeps_its_head_and_its_last_lines():
    """A turn whose lines do not fit its step loses its oldest lines, not its last (the
    reveal), under the step's head, and says how many."""
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    row = GameRow(7, 1, 2, 100, "finished", None, None, 90, None, "t", "t")
    game = Game(
        row, [SeatRow(100, "Ann", False), SeatRow(101, "Bo", False)], state, rules=ROUND_HOUSE
    )
    lines = tuple(f"Ann has chosen, and chosen again, move {i}." for i in range(90))
    turn = Turn(1, 0, (*lines, "Both choices revealed."), 91)
    said = step(game, replay.Replay((turn,), (state,), ()), 1, None).embed.description
    head, note, *kept = said.split("\n")
    assert head.startswith("**Turn 1 of 1**") and said.endswith("• Both choices revealed.")
    assert note == f"… {91 - len(kept)} earlier lines of this turn are left out here."
    assert len(said) <= 3500


def test_the_timeline_is_each_seats_total_at_the_start_and_after_every_turn():
    state = TIC_TAC_TOE.setup(["Ann", "Bo"], 1)
    setup_json = TIC_TAC_TOE.setup_json(state)
    codes = ["b1", "undo", "a1", DONE, "b2", DONE, "a2", DONE, "c3", DONE, "a3", DONE]
    ends = [4, 6, 8, 10, 12]  # Ann's first turn takes a mark back
    states, timeline = replay.replay_turns(TIC_TAC_TOE, setup_json, codes, ends)
    assert len(states) == 5 and len(timeline) == 6
    first = whose_turn(TIC_TAC_TOE, state)  # who marks the column a, and wins
    assert timeline[0] == (0, 0) and timeline[-1] == tuple(int(s == first) for s in (0, 1))
    assert [TIC_TAC_TOE.to_json(s) for s in states] == [
        TIC_TAC_TOE.to_json(TIC_TAC_TOE.replay(setup_json, codes[:end])) for end in ends
    ]


async def finished_tic_tac_toe(service: GameService, *first: str) -> int:
    """A tic-tac-toe game of users 1 and 2, played to its end through the service (the moves
    `first` first)."""
    game = await service.open_lobby(guild_id=9, channel_id=8, host_id=1, host_name="Ann")
    await service.join(game.id, 2, "Bo")
    game = await service.start(game.id, 1, seed=1)
    planned = list(first)
    while game.status == "playing":
        move = planned.pop(0) if planned else TIC_TAC_TOE.computer_move(game.state, game.version)
        user = game.user_of(game.current_seat())
        game = (await service.play(game.id, user, game.version, move)).game
    return game.id


async def test_a_replay_is_made_once_and_kept_for_the_latest_games(store, monkeypatch):
    monkeypatch.setattr(picture, "PROCESSES", 0)
    service = GameService(store, games=TIC_TAC_TOE_ONLY)
    first, second = [await finished_tic_tac_toe(service) for _ in range(2)]
    replays = Replays(store, kept=1)
    made = []
    real = replay.replay_turns

    def counted(*args):
        made.append(args[1])
        return real(*args)

    monkeypatch.setattr(replay, "replay_turns", counted)
    game = await service.load(first)
    both = await asyncio.gather(replays.of(game), replays.of(game))  # asked for at once
    assert both[0] is both[1] and await replays.of(game) is both[0] and len(made) == 1
    assert both[0].timeline[-1] == tuple(s.total for s in TIC_TAC_TOE.outcome(game.state).scores)
    await replays.of(await service.load(second))  # the first goes: one game is kept
    again = await replays.of(game)
    assert again is not both[0] and again == both[0] and len(made) == 3


async def test_a_replay_tells_no_undone_move(store, monkeypatch):
    """The stepper tells each turn as its turn post did: a mark taken back is not in it."""
    monkeypatch.setattr(picture, "PROCESSES", 0)
    service = GameService(store, games=TIC_TAC_TOE_ONLY)
    game = await service.load(await finished_tic_tac_toe(service, "c3", UNDO))
    turns = (await service.replays.of(game)).turns
    moves = await store.moves(game.id)
    first = [m for m in moves if m.turn == moves[0].turn]
    assert [m.code for m in first[:2]] == ["c3", UNDO]
    assert turns[0].lines == tuple(m.line for m in first[2:])
    assert all(first[1].line not in t.lines for t in turns)  # "Ann took back the X on c3."


async def test_only_a_finished_game_has_a_replay(store, monkeypatch):
    service = GameService(store, games=TIC_TAC_TOE_ONLY)
    game = await service.open_lobby(guild_id=9, channel_id=8, host_id=1, host_name="Ann")
    with pytest.raises(UserError, match="has not started yet"):
        await service.replays.of(game)
    await service.join(game.id, 2, "Bo")
    game = await service.start(game.id, 1, seed=1)
    with pytest.raises(UserError, match="is still being played"):
        await service.replays.of(game)
