"""The public seams between the bot's layers: the store's transaction, clock and typed refusals,
the one computer-move method, and the one `/roundhouse` command tree."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot.game import service as service_module
from bot.game.capabilities import copied
from bot.game.model import wait_key
from bot.game.protocol import whose_turn
from bot.game.service import GameService
from bot.interface.errors import store_error_text
from bot.storage.errors import AlreadySeated, GameFull, NoSeat, WrongStatus
from bot.storage.records import Status
from bot.storage.store import Store
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.services import two_player_game


async def test_a_failed_transaction_writes_nothing(store):
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="ann", game="roundhouse"
    )
    with pytest.raises(RuntimeError):
        async with store.transaction() as db:
            await db.execute("UPDATE games SET lobby_message_id = 99 WHERE id = ?", (row.id,))
            raise RuntimeError("boom")
    assert (await store.game(row.id)).lobby_message_id is None
    async with store.transaction() as db:
        await db.execute("UPDATE games SET lobby_message_id = 98 WHERE id = ?", (row.id,))
    assert (await store.game(row.id)).lobby_message_id == 98


async def test_time_stamps_come_from_the_injected_clock(db_path):
    fixed = datetime(2030, 5, 6, 7, 8, 9, tzinfo=UTC)
    store = await Store.open(db_path, clock=lambda: fixed)
    try:
        row = await store.create_lobby(
            guild_id=1, channel_id=2, host_id=3, host_name="ann", game="roundhouse"
        )
        assert row.created_at == row.updated_at == "2030-05-06T07:08:09.000+00:00"
        assert row.status is Status.LOBBY
    finally:
        await store.close()


async def test_the_store_refuses_with_typed_errors_and_the_interface_words_them(store):
    game = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="ann", game="roundhouse"
    )
    with pytest.raises(AlreadySeated) as seated:
        await store.add_seat(game.id, user_id=3, name="ann", computer=False, limit=5)
    assert (seated.value.game_id, seated.value.user_id) == (game.id, 3)
    assert store_error_text(seated.value) == "You already have a seat in this game."
    await store.add_seat(game.id, user_id=4, name="bo", computer=False, limit=2)
    with pytest.raises(GameFull) as full:
        await store.add_seat(game.id, user_id=5, name="cy", computer=False, limit=2)
    assert full.value.limit == 2 and store_error_text(full.value) == "The game is full (2 seats)."
    with pytest.raises(NoSeat):
        await store.remove_seat(game.id, user_id=6)
    await store.start(game.id, setup_json="{}", state_json="{}")
    with pytest.raises(WrongStatus):  # started once only: the second start writes nothing
        await store.start(game.id, setup_json='{"again": 1}', state_json="{}")
    assert (await store.game(game.id)).setup_json == "{}"
    with pytest.raises(WrongStatus) as started:
        await store.add_seat(game.id, user_id=6, name="di", computer=False, limit=5)
    assert (started.value.status, started.value.needed) == ("playing", "lobby")
    assert store_error_text(started.value) == "That game is playing, not lobby."
    assert await store.seats(game.id) == (await store.seats(game.id))[:2]


async def test_play_computer_move_plays_only_for_the_seat_that_decides(store):
    service = GameService(store, computer_delay=0, games=ROUND_HOUSE_ONLY)
    game = await service.open_lobby(guild_id=1, channel_id=2, host_id=100, host_name="ann")
    await service.join(game.id, 101, "bo")
    game = await service.start(game.id, 100, seed=3)
    seat = game.current_seat()
    other = 1 - seat
    assert await service.play_computer_move(game.id, other, still_waiting=wait_key(game)) is None
    assert await service.play_computer_move(game.id, seat) is None  # a person's seat
    assert await service.play_computer_move(game.id, seat, still_waiting="0.0/9") is None
    assert await store.moves(game.id) == []
    result = await service.play_computer_move(game.id, seat, still_waiting=wait_key(game))
    assert result is not None and result.seat == seat and result.game.version == 1
    (move,) = await store.moves(game.id)
    assert move.user_id is None and move.code == result.code


def keeps_the_wait(rules, state) -> str:
    """A legal move after which the same seat still decides in the same turn."""
    for move in rules.legal_moves(state):
        after = copied(rules, state)
        rules.apply(after, move.code)
        same_turn = rules.turn_key(after) == rules.turn_key(state)
        if same_turn and whose_turn(rules, after) == whose_turn(rules, state):
            return move.code
    raise AssertionError("every move ends the decision")


async def test_a_takeover_chosen_while_the_player_moved_is_dropped(store, monkeypatch):
    """Issue 19, point 4: a passed deadline's move is chosen outside the game's lock; a decision
    the player saved meanwhile stands, and the computer's, chosen for the older state, is
    dropped (the game still waits on the same seat in the same turn: only its version says so)."""
    service = GameService(store, computer_delay=0, games=ROUND_HOUSE_ONLY)
    game = await service.load(await two_player_game(service))
    seat, waiting = game.current_seat(), wait_key(game)
    thinking, go_on = asyncio.Event(), asyncio.Event()

    async def slow_decide(game, seat, level):
        thinking.set()
        await go_on.wait()
        return game.rules.computer_move(game.state, game.version, level)

    monkeypatch.setattr(service_module, "decide", slow_decide)
    takeover = asyncio.create_task(service.play_computer_move(game.id, seat, still_waiting=waiting))
    await thinking.wait()
    code = keeps_the_wait(service.games.default, game.state)
    player = await service.play(game.id, game.user_of(seat), game.version, code)
    assert wait_key(player.game) == waiting
    go_on.set()
    assert await takeover is None
    (move,) = await store.moves(game.id)
    assert (move.code, move.user_id) == (code, game.user_of(seat))
    assert (await service.load(game.id)).version == 1


async def test_one_roundhouse_tree_holds_every_subcommand(table):
    group = table.env.bot.tree.get_command("roundhouse")
    assert [c.name for c in group.commands] == [  # the inherited commands come first
        "notify", "settings", "pause", "resume", "takeback",  # PacingCommands
        "rules", "games", "mygames", "history", "leaderboard",  # InformationCommands
        "replay",  # bot.interface.replay.ReplayCommand
        "new", "join", "leave", "start", "turn", "undo", "board", "me", "status", "log",
        "move-here", "abandon",
    ]  # fmt: skip
