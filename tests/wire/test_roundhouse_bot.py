"""Our bot (`bot.create_bot`) over the wire: sync, /roundhouse new, a lobby click, a board."""

from __future__ import annotations

import io
import logging
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fakediscord import EPHEMERAL, FakeDiscord, FakeInteraction, RecordedRequest, running
from PIL import Image

from bot import Settings, create_bot
from bot.app import RoundHouseBot

CHANNEL_POST = "/channels/{channel_id}/messages"
WEBHOOK_MESSAGE = "/webhooks/{application_id}/{token}/messages/{message_id}"
GLOBAL_COMMANDS = "/applications/{application_id}/commands"
GUILD_COMMANDS = "/applications/{application_id}/guilds/{guild_id}/commands"
SUBCOMMANDS = {"new", "join", "leave", "start", "turn", "undo", "board", "status", "log"}


def settings(fake: FakeDiscord, tmp_path: Path, **extra: str) -> Settings:
    env = {
        "DISCORD_TOKEN": fake.world.token,
        "DATABASE_PATH": str(tmp_path / "games.db"),
        "COMPUTER_DELAY": "0",
        **extra,
    }
    return Settings.from_env(env, dotenv_path=None)


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextmanager
def errors_logged(*names: str) -> Iterator[list[logging.LogRecord]]:
    """ERROR records logged under the named loggers inside the block."""
    handler = _Collect()
    loggers = [logging.getLogger(name) for name in names]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        yield handler.records
    finally:
        for logger in loggers:
            logger.removeHandler(handler)


@pytest.fixture
async def roundhouse(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[RoundHouseBot]:
    """Our bot, logged in to the fake and ready, with its database in tmp_path.

    Fails the test if the bot or discord.py logged an error while the test ran (an unexpected
    exception in a handler is answered politely to the user but logged at ERROR).
    """
    async with running(create_bot(settings(fake, tmp_path)), fake) as bot:
        with errors_logged("bot", "discord") as errors:
            yield bot
        assert [r.getMessage() for r in errors] == []


async def edit_of(fake: FakeDiscord, interaction: FakeInteraction) -> RecordedRequest:
    """The PATCH of the interaction's original response (how a deferred answer arrives)."""
    path = f"/api/v10/webhooks/{fake.world.application_id}/{interaction.token}/messages/@original"
    return await fake.requests.wait_for(lambda r: r.method == "PATCH" and r.path == path)


def custom_ids(message: dict[str, Any]) -> list[str]:
    return [c["custom_id"] for row in message["components"] for c in row["components"]]


def versions(ids: list[str]) -> set[str]:
    """The game versions carried by move, select, undo and turn custom ids (`rh:k:game:v…`)."""
    return {c.split(":")[3] for c in ids if c.split(":")[1] in {"m", "s", "u", "t"}}


async def open_lobby(fake: FakeDiscord) -> dict[str, Any]:
    """Alice runs /roundhouse new; the lobby message as the fake stored it."""
    command = await fake.invoke("roundhouse", "new", user="alice")
    await edit_of(fake, command)
    (lobby,) = [m for m in fake.messages.in_channel(fake.world.channel_id) if m["components"]]
    return lobby


async def test_login_syncs_the_roundhouse_group(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    assert roundhouse.user is not None and roundhouse.user.id == fake.world.bot.id
    (put,) = fake.requests.of("PUT", GLOBAL_COMMANDS)
    (group,) = put.json
    assert group["name"] == "roundhouse"
    assert {option["name"] for option in group["options"]} >= SUBCOMMANDS
    assert group["contexts"] == [0]  # guild only
    assert fake.requests.of("PUT", GUILD_COMMANDS) == []


async def test_dev_guild_syncs_to_the_guild(fake: FakeDiscord, tmp_path: Path) -> None:
    dev = settings(fake, tmp_path, DEV_GUILD_ID=str(fake.world.guild_id))
    async with running(create_bot(dev), fake):
        pass
    (put,) = fake.requests.of("PUT", GUILD_COMMANDS)
    assert put.path.endswith(f"/guilds/{fake.world.guild_id}/commands")
    assert [c["name"] for c in put.json] == ["roundhouse"]


async def test_new_opens_a_lobby_and_answers_privately(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    command = await fake.invoke("roundhouse", "new", user="alice")
    deferred = await fake.callback_of(command)
    answer = await edit_of(fake, command)

    assert deferred.payload["type"] == 5
    assert deferred.payload["data"]["flags"] & EPHEMERAL
    (post,) = fake.requests.of("POST", CHANNEL_POST)
    lobby = fake.messages.get(int(post.response["id"]))
    assert "rh:l:1:join" in custom_ids(lobby)
    assert str(fake.world.person("alice").id) in lobby["embeds"][0]["fields"][0]["value"]
    assert lobby["id"] in answer.payload["content"]  # the ephemeral answer links to the lobby
    assert fake.messages.get(command.original_id or 0)["flags"] & EPHEMERAL
    assert fake.requests.unmatched == []


async def test_lobby_join_click_seats_the_player(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    lobby = await open_lobby(fake)
    click = await fake.click(int(lobby["id"]), "rh:l:1:join", user="bob")
    acknowledged = await fake.callback_of(click)
    edited = await edit_of(fake, click)

    assert acknowledged.payload["type"] == 6  # deferred update of the lobby message itself
    seats = edited.payload["embeds"][0]["fields"][0]
    assert str(fake.world.person("bob").id) in seats["value"]
    assert fake.messages.get(int(lobby["id"]))["embeds"] == edited.payload["embeds"]
    assert fake.requests.unmatched == []


async def test_starting_posts_a_board_png(fake: FakeDiscord, roundhouse: RoundHouseBot) -> None:
    lobby = await open_lobby(fake)
    lobby_id = int(lobby["id"])
    join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
    await edit_of(fake, join)
    start = await fake.click(lobby_id, "rh:l:1:start", user="alice")

    board_post = await fake.requests.wait_for(
        lambda r: r.is_("POST", CHANNEL_POST) and bool(r.files), timeout=15
    )
    await edit_of(fake, start)
    (png,) = board_post.files
    assert png.is_png
    with Image.open(io.BytesIO(png.data)) as image:
        assert image.width > 100 and image.height > 100
    posted = fake.messages.get(int(board_post.response["id"]))
    assert posted["attachments"][0]["content_type"] == "image/png"

    command = await fake.invoke("roundhouse", "board", user="bob")
    shown = await edit_of(fake, command)
    assert shown.multipart and shown.files[0].is_png
    assert fake.messages.get(command.original_id or 0)["flags"] & EPHEMERAL
    assert fake.requests.unmatched == []


async def start_two_player_game(fake: FakeDiscord) -> dict[str, Any]:
    """Alice opens, Bob joins, Alice starts; the first turn post as the fake stored it."""
    lobby_id = int((await open_lobby(fake))["id"])
    join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
    await edit_of(fake, join)
    await fake.click(lobby_id, "rh:l:1:start", user="alice")
    post = await fake.requests.wait_for(
        lambda r: r.is_("POST", CHANNEL_POST) and bool(r.files), timeout=15
    )
    return fake.messages.get(int(post.response["id"]))


async def test_only_the_host_may_start(fake: FakeDiscord, roundhouse: RoundHouseBot) -> None:
    lobby_id = int((await open_lobby(fake))["id"])
    join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
    await edit_of(fake, join)
    start = await fake.click(lobby_id, "rh:l:1:start", user="bob")

    followup = await fake.requests.wait_for(lambda r: r.path.endswith(f"/{start.token}"))
    assert followup.is_("POST", "/webhooks/{application_id}/{token}")
    assert followup.payload["flags"] & EPHEMERAL
    assert "Only the host" in followup.payload["content"]
    assert (await roundhouse.service.load(1)).status == "lobby"


async def test_take_my_turn_then_a_move_click_advances_the_game(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    turn_post = await start_two_player_game(fake)
    (player,) = turn_post["mentions"]
    assert custom_ids(turn_post) == ["rh:t:1:0"]

    panel = await open_panel(fake, turn_post, player["username"])
    (opened,) = [i for i in fake.interactions.by_id.values() if i.original_id == int(panel["id"])]
    deferred = await fake.callback_of(opened)
    assert deferred.payload["type"] == 5 and deferred.payload["data"]["flags"] & EPHEMERAL
    assert panel["flags"] & EPHEMERAL
    assert versions(custom_ids(panel)) == {"0"}

    played = await play_first_option(fake, panel, player["username"])
    assert (await fake.callback_of(played)).payload["type"] == 6

    game = await roundhouse.service.load(1)
    assert game.version == 1
    assert len(await roundhouse.service.store.moves(1)) == 1
    refreshed = fake.messages.get(int(panel["id"]))
    assert refreshed["edited_timestamp"] is not None
    assert versions(custom_ids(refreshed)) <= {"1"}  # no button of move 0 is left


async def test_new_in_a_thread_runs_the_lobby_there(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    command = await fake.invoke("roundhouse", "new", user="alice", thread=True)
    await edit_of(fake, command)
    (created,) = fake.requests.of("POST", "/channels/{channel_id}/threads")
    assert created.payload["type"] == 11 and "Alice" in created.payload["name"]
    thread_id = int(created.response["id"])
    (lobby,) = [m for m in fake.messages.in_channel(thread_id) if m["components"]]

    join = await fake.invoke("roundhouse", "join", user="bob", channel_id=thread_id)
    await edit_of(fake, join)
    refreshed = fake.messages.get(int(lobby["id"]))
    assert str(fake.world.person("bob").id) in refreshed["embeds"][0]["fields"][0]["value"]
    assert fake.messages.in_channel(fake.world.channel_id) == [
        fake.messages.get(command.original_id or 0)  # only the ephemeral answer stays outside
    ]
    assert fake.requests.unmatched == []


async def test_rules_topic_autocompletes_then_answers(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    typing = await fake.autocomplete("roundhouse", "rules", focused="topic", topic="ord")
    suggested = await fake.callback_of(typing)
    assert suggested.payload["type"] == 8
    choices = suggested.payload["data"]["choices"]
    assert choices and all(len(choice["name"]) <= 100 for choice in choices)
    assert any(choice["value"].startswith("order:") for choice in choices)

    picked = choices[0]["value"]
    command = await fake.invoke("roundhouse", "rules", topic=picked, user="carol")
    answered = await fake.callback_of(command)
    assert answered.payload["type"] == 4
    assert answered.payload["data"]["flags"] & EPHEMERAL
    assert answered.payload["data"]["embeds"][0]["title"] == choices[0]["name"]


async def open_panel(fake: FakeDiscord, turn_post: dict[str, Any], user: str) -> dict[str, Any]:
    """Click "Take my turn" on a turn post; the ephemeral panel message it produced."""
    opened = await fake.click(int(turn_post["id"]), custom_ids(turn_post)[0], user=user)
    await edit_of(fake, opened)
    return fake.messages.get(opened.original_id or 0)


async def play_first_option(fake: FakeDiscord, panel: dict[str, Any], user: str) -> FakeInteraction:
    """Click the panel's first move button, or pick the first entry of its select."""
    first = panel["components"][0]["components"][0]
    values = [first["options"][0]["value"]] if first["type"] == 3 else None
    click = await fake.click(int(panel["id"]), first["custom_id"], user=user, values=values)
    await edit_of(fake, click)
    return click


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


async def test_forty_moves_through_turn_panels_stay_within_discord_limits(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    """Two players play the first option of their panel 40 times, all over the wire."""
    await start_two_player_game(fake)
    people = {person.id: person.name for person in fake.world.people}
    for step in range(40):
        game = await roundhouse.service.load(1)
        if game.status != "playing":
            break
        assert game.version == step
        player = people[game.user_of(game.current_seat())]
        command = await fake.invoke("roundhouse", "turn", user=player)
        await edit_of(fake, command)
        panel = fake.messages.get(command.original_id or 0)
        assert versions(custom_ids(panel)) == {str(step)}
        await play_first_option(fake, panel, player)

    assert fake.requests.find(lambda r: r.status >= 400) == []
    boards = [r for r in fake.requests.of("POST", CHANNEL_POST) if r.files]
    assert boards and all(len(r.files) == 1 and r.files[0].is_png for r in boards)
    final = await roundhouse.service.load(1)
    assert len(await roundhouse.service.store.moves(1)) == final.version > 0
