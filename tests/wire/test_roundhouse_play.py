"""Our bot over the wire: the board PNG, decision panels, stale panels and many moves."""

from __future__ import annotations

import asyncio
import io

from fakediscord import EPHEMERAL, FakeDiscord
from fakediscord.roundhouse import (
    CHANNEL_POST,
    custom_ids,
    open_lobby,
    open_panel,
    play_first_option,
    start_two_player_game,
    versions,
)
from PIL import Image

from bot.app import RoundHouseBot
from tests.support.text import plain


async def test_starting_posts_a_board_png(fake: FakeDiscord, roundhouse: RoundHouseBot) -> None:
    lobby = await open_lobby(fake)
    lobby_id = int(lobby["id"])
    join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
    await fake.original_edit(join)
    start = await fake.click(lobby_id, "rh:l:1:start", user="alice")

    board_post = await fake.requests.wait_for(
        lambda r: r.is_("POST", CHANNEL_POST) and bool(r.files)
    )
    await fake.original_edit(start)
    (png,) = board_post.files
    assert png.is_png
    with Image.open(io.BytesIO(png.data)) as image:
        assert image.size[0] == 800 and image.height > image.width  # the phone picture
    posted = fake.messages.get(int(board_post.response["id"]))
    assert posted["attachments"][0]["content_type"] == "image/png"

    command = await fake.invoke("roundhouse", "board", user="bob")
    shown = await fake.original_edit(command)
    assert shown.multipart and shown.files[0].is_png
    assert fake.messages.get(command.original_id or 0)["flags"] & EPHEMERAL

    mine = await fake.invoke("roundhouse", "me", user="bob")  # bob's own board
    shown = await fake.original_edit(mine)
    assert shown.multipart and shown.files[0].is_png
    with Image.open(io.BytesIO(shown.files[0].data)) as image:
        assert image.width == 800
    clicked = await fake.click(int(board_post.response["id"]), "rh:b:1", user="bob")  # Show board
    full = await fake.original_edit(clicked)
    with Image.open(io.BytesIO(full.files[0].data)) as image:
        assert image.width == 1600
    assert fake.requests.unmatched == []


async def test_take_my_turn_then_a_move_click_advances_the_game(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    turn_post = await start_two_player_game(fake)
    (player,) = turn_post["mentions"]
    assert custom_ids(turn_post) == ["rh:t:1:0", "rh:b:1"]  # Take my turn, Show board

    panel = await open_panel(fake, turn_post, player["username"])
    (opened,) = [i for i in fake.interactions.by_id.values() if i.original_id == int(panel["id"])]
    deferred = await fake.callback_of(opened)
    assert deferred.payload["type"] == 5 and deferred.payload["data"]["flags"] & EPHEMERAL
    assert panel["flags"] & EPHEMERAL
    assert versions(custom_ids(panel)) == {"0"}

    played = await play_first_option(fake, panel, player["username"])
    answer = await fake.callback_of(played)  # the new panel in place, in one request
    assert answer.payload["type"] == 7 and answer.status == 200
    assert versions(custom_ids(answer.payload["data"])) <= {"1"}

    game = await roundhouse.service.load(1)
    assert game.version == 1
    assert len(await roundhouse.service.store.moves(1)) == 1
    refreshed = fake.messages.get(int(panel["id"]))
    assert refreshed["edited_timestamp"] is not None
    assert versions(custom_ids(refreshed)) <= {"1"}  # no button of move 0 is left


async def test_a_click_on_an_older_panel_is_refused_and_refreshed(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    turn_post = await start_two_player_game(fake)
    player = turn_post["mentions"][0]["username"]
    first_panel = await open_panel(fake, turn_post, player)
    second_panel = await open_panel(fake, turn_post, player)
    assert versions(custom_ids(first_panel)) == versions(custom_ids(second_panel)) == {"0"}

    await play_first_option(fake, first_panel, player)
    assert (await roundhouse.service.load(1)).version == 1

    await play_first_option(fake, second_panel, player)  # built for move 0: stale now
    assert len(await roundhouse.service.store.moves(1)) == 1
    refreshed = fake.messages.get(int(second_panel["id"]))
    assert refreshed["content"].startswith("⚠️")
    assert "0" not in versions(custom_ids(refreshed))


async def test_many_moves_through_turn_panels_stay_within_discord_limits(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    """Two players play the first option of their panel 25 times, all over the wire (a click
    may save more than one move: a decision with one option plays itself)."""
    await start_two_player_game(fake)
    people = {person.id: person.name for person in fake.world.people}
    played = -1
    for _ in range(40):
        game = await roundhouse.service.load(1)
        if game.status != "playing":
            break
        assert game.version > played
        player = people[game.user_of(game.current_seat())]
        command = await fake.invoke("roundhouse", "turn", user=player)
        await fake.original_edit(command)
        panel = fake.messages.get(command.original_id or 0)
        played = (await roundhouse.service.load(1)).version
        assert versions(custom_ids(panel)) == {str(played)}
        await play_first_option(fake, panel, player)

    assert fake.requests.find(lambda r: r.status >= 400) == []
    boards = [r for r in fake.requests.of("POST", CHANNEL_POST) if r.files]
    assert boards and all(len(r.files) == 1 and r.files[0].is_png for r in boards)
    final = await roundhouse.service.load(1)
    assert len(await roundhouse.service.store.moves(1)) == final.version > 0


async def test_a_computer_seat_plays_its_turns_between_ours(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    lobby_id = int((await open_lobby(fake))["id"])
    asked = await fake.click(lobby_id, "rh:l:1:cpu", user="alice")  # at which level? privately
    question = (await fake.callback_of(asked)).payload["data"]
    assert question["flags"] & 64 and "at which level?" in question["content"]
    assert asked.original_id is not None
    chosen = await fake.click(asked.original_id, "rh:c:1:normal", user="alice")
    done = (await fake.original_edit(chosen)).payload
    assert plain(done["content"]) == "Computer 1 (computer, Normal) has a seat in Round House #1."
    lobby = await fake.requests.wait_for(
        lambda r: r.method == "PATCH" and r.path.endswith(f"/messages/{lobby_id}")
    )
    seats = plain(lobby.payload["embeds"][0]["fields"][0]["value"])
    assert "Computer 1 (computer, Normal)" in seats
    start = await fake.click(lobby_id, "rh:l:1:start", user="alice")
    await fake.original_edit(start)

    alice = fake.world.person("alice")
    for _ in range(25):
        game = await roundhouse.service.load(1)
        # wait (bounded) while the computer seat is thinking
        for _ in range(1000):
            if game.status != "playing" or not game.is_computer(game.current_seat()):
                break
            await asyncio.sleep(0.01)
            game = await roundhouse.service.load(1)
        if game.status != "playing":
            break
        assert game.user_of(game.current_seat()) == alice.id
        command = await fake.invoke("roundhouse", "turn", user="alice")
        await fake.original_edit(command)
        await play_first_option(fake, fake.messages.get(command.original_id or 0), "alice")

    moves = await roundhouse.service.store.moves(1)
    assert any(move.user_id is None for move in moves), "the computer never moved"
    assert any(move.user_id == alice.id for move in moves)
    assert fake.requests.find(lambda r: r.status >= 400) == []
