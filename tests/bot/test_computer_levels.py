"""Computer levels in the bot, through discord.py under simcord: 'Add computer player' asks the
level privately, the seat keeps it (across a restart and into a rematch), a Strong seat decides
in a worker process, and the event loop answers clicks while it thinks.

The bot here plays Round House with a small Strong budget (`SMALL`), so that Strong plays fast.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from bot.posts import ids
from bot.storage.records import ACTIVE, Status
from bot.workers import thinking
from engine.roundhouse.search import Budget
from games.roundhouse import RoundHouseRules
from tests.support.tables import add_computer, buttons, private_answer, restart_bot
from tests.support.text import plain

SMALL = Budget(nodes=60, candidates=2, playout_steps=200)
SEED_COMPUTER_THIRD = 2  # with ann, bo and a computer: the computer starts
LONG = Budget(nodes=3000, candidates=4, playout_steps=60000)  # about 1.5 s a decision here


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(RoundHouseRules(strong_budget=SMALL)))


@pytest.fixture
async def ready_workers(table):
    """The computer players' worker processes started before the test plays: their start (some
    seconds on a machine busy on both cores) is not part of any wait the test makes."""
    module = type(table.service.games.default).__module__
    await asyncio.wrap_future(thinking.POOL.start(module))


def seats_field(table) -> str:
    return table.lobby_message().embeds[0].fields[0].value


def styles(message) -> dict[str, int]:
    """label -> style of every button of a message."""
    rows = [row if isinstance(row, dict) else row.to_dict() for row in message.components]
    return {c["label"]: c["style"] for row in rows for c in row["components"]}


async def test_add_computer_player_asks_the_level_privately_and_the_seat_shows_it(table):
    await table.ann.slash(table.channel, "roundhouse new")
    asked = await table.ann.click(table.lobby_message(), label="Add computer player")
    question = asked.response
    assert question.ephemeral and "at which level?" in question.content
    assert "**Normal** (the usual)" in question.content and "**Strong** —" in question.content
    assert list(buttons(question)) == ["Easy", "Normal", "Strong"]
    assert styles(question) == {"Easy": 2, "Normal": 1, "Strong": 2}  # Normal: primary
    assert "Computer" not in seats_field(table)  # asking adds nothing

    done = await table.ann.click(question, label="Strong")
    assert done.response.ephemeral
    seated = "Computer 1 (computer, Strong) has a seat in Round House #1."
    assert plain(done.response.content) == seated
    assert buttons(done.response) == {}  # the question is answered
    for level in ("Easy", "Normal"):
        await add_computer(table.ann, table.lobby_message(), level)
    seats = plain(seats_field(table))
    assert "2. Computer 1 (computer, Strong)" in seats
    assert "3. Computer 2 (computer, Easy)" in seats
    assert "4. Computer 3 (computer, Normal)" in seats
    game = await table.service.game_in(table.channel.id)
    assert [s.level for s in game.seats] == [None, "strong", "easy", "normal"]


async def test_only_a_seated_player_is_asked_and_a_forged_level_adds_nothing(table):
    await table.ann.slash(table.channel, "roundhouse new")
    stranger = await table.cy.click(table.lobby_message(), label="Add computer player")
    assert "Only a seated player" in private_answer(stranger).content
    game = await table.service.game_in(table.channel.id)
    forged = await table.forged(table.channel, ids.level(game.id, "wizard"))
    answer = await table.ann.click(forged, label="forged")
    reply = private_answer(answer)
    assert "no such computer level" in reply.content and "Easy, Normal, Strong" in reply.content
    assert len((await table.service.load(game.id)).seats) == 1


async def test_the_level_is_kept_across_a_restart(table, settings, db_path):
    await table.ann.slash(table.channel, "roundhouse new")
    await add_computer(table.ann, table.lobby_message(), "Strong")
    await add_computer(table.ann, table.lobby_message(), "Easy")
    game_id = (await table.service.game_in(table.channel.id)).id
    new_store = await restart_bot(
        table, settings, db_path, games=Catalogue(RoundHouseRules(strong_budget=SMALL))
    )
    try:
        game = await table.env.bot.service.load(game_id)
        assert [s.level for s in game.seats] == [None, "strong", "easy"]
        await table.ann.click(table.lobby_message(), label="Start")
        seats = plain(seats_field(table))
        assert "Computer 1 (computer, Strong)" in seats and "Computer 2 (computer, Easy)" in seats
        status = (await table.ann.slash(table.channel, "roundhouse status")).response
        names = [plain(field.name).removeprefix("▶ ") for field in status.embeds[0].fields]
        assert names[1:] == [
            "Computer 1 (purple · computer, Strong)",
            "Computer 2 (blue · computer, Easy)",
        ]
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_a_rematch_brings_the_computer_seats_back_at_their_levels(table):
    await table.ann.slash(table.channel, "roundhouse new")
    await add_computer(table.ann, table.lobby_message(), "Strong")
    await add_computer(table.ann, table.lobby_message(), "Easy")
    await table.ann.click(table.lobby_message(), label="Start")
    old = await table.service.game_in(table.channel.id)
    await table.service.store.set_status(old.id, Status.FINISHED, only_from=ACTIVE)
    rematch = await table.forged(table.channel, ids.lobby(old.id, "rematch"))
    await table.ann.click(rematch, label="forged")
    new = await table.service.game_in(table.channel.id)
    assert new.id != old.id and new.status == Status.LOBBY
    assert [(s.name, s.level) for s in new.seats] == [
        ("ann", None), ("Computer 1", "strong"), ("Computer 2", "easy")
    ]  # fmt: skip
    assert "Computer 1 (computer, Strong)" in plain(seats_field(table))


@pytest.mark.computer_processes
@pytest.mark.usefixtures("ready_workers")
async def test_a_strong_seat_decides_in_a_worker_process_and_as_the_seed_says(table, monkeypatch):
    table.service.new_seed = lambda: 4
    await table.ann.slash(table.channel, "roundhouse new")
    await add_computer(table.ann, table.lobby_message(), "Strong")
    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.current_seat() == 1  # the seed makes the computer start
    start = game.state

    def not_here(self, state, version, level=None, seed=None):
        raise AssertionError("decided in the bot's own process")

    monkeypatch.setattr(RoundHouseRules, "computer_move", not_here)  # this process only
    await table.env.advance_time(30)
    moves = await table.service.store.moves(game.id)
    assert moves and moves[0].seat == 1 and moves[0].user_id is None
    monkeypatch.undo()
    expected = RoundHouseRules(strong_budget=SMALL).computer_move(start, 0, "strong")
    assert moves[0].code == expected  # the same seed, the same move, in any process
    started = next(p for p in table.public_posts(table.channel) if "taking its turn" in p.content)
    assert "**Computer 1 (computer, Strong)** is taking its turn…" in plain(started.content)


@pytest.mark.computer_processes
@pytest.mark.usefixtures("ready_workers")
async def test_a_click_is_answered_while_a_strong_decision_runs(table):
    """A decision of about a second and a half (`LONG`) runs in a worker: bo's Show board on
    the turn post is answered before it ends (on the event loop it would wait for the decision)."""
    table.service.new_seed = lambda: SEED_COMPUTER_THIRD
    table.service.games.default.strong_budget = LONG  # the rules object travels to the worker
    await table.ann.slash(table.channel, "roundhouse new")
    await table.bo.click(table.lobby_message(), label="Join")
    await add_computer(table.ann, table.lobby_message(), "Strong")
    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.current_seat() == 2
    post = table.last_post()
    thinking = asyncio.create_task(table.service.play_computer_move(game.id, 2))
    await asyncio.sleep(0.1)  # the job is on its way to a worker
    try:
        answer = await table.bo.click(post, label="Show board")
        assert answer.response.ephemeral and answer.response.attachments  # the board, privately
        assert not thinking.done()  # answered while Strong thinks
    finally:
        result = await thinking
    assert result is not None and result.game.version == 1
