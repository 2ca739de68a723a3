"""Our bot over the wire: command sync, /roundhouse new (channel and thread), lobby, rules."""

from __future__ import annotations

from pathlib import Path

from fakediscord import EPHEMERAL, FakeDiscord, running
from fakediscord.roundhouse import CHANNEL_POST, bot_settings, custom_ids, open_lobby

from bot.app import RoundHouseBot, create_bot
from tests.support.catalogues import ROUND_HOUSE_ONLY

GLOBAL_COMMANDS = "/applications/{application_id}/commands"
GUILD_COMMANDS = "/applications/{application_id}/guilds/{guild_id}/commands"
SUBCOMMANDS = {"new", "join", "leave", "start", "turn", "undo", "board", "status", "log"}


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
    dev = bot_settings(fake, tmp_path / "games.db", DEV_GUILD_ID=str(fake.world.guild_id))
    async with running(create_bot(dev, games=ROUND_HOUSE_ONLY), fake):
        pass
    (put,) = fake.requests.of("PUT", GUILD_COMMANDS)
    assert put.path.endswith(f"/guilds/{fake.world.guild_id}/commands")
    assert [c["name"] for c in put.json] == ["roundhouse"]


async def test_new_opens_a_lobby_and_answers_privately(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    command = await fake.invoke("roundhouse", "new", user="alice")
    deferred = await fake.callback_of(command)
    answer = await fake.original_edit(command)

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
    edited = await fake.original_edit(click)

    assert acknowledged.payload["type"] == 6  # deferred update of the lobby message itself
    seats = edited.payload["embeds"][0]["fields"][0]
    assert str(fake.world.person("bob").id) in seats["value"]
    assert fake.messages.get(int(lobby["id"]))["embeds"] == edited.payload["embeds"]
    assert fake.requests.unmatched == []


async def test_only_the_host_may_start(fake: FakeDiscord, roundhouse: RoundHouseBot) -> None:
    lobby_id = int((await open_lobby(fake))["id"])
    join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
    await fake.original_edit(join)
    start = await fake.click(lobby_id, "rh:l:1:start", user="bob")

    followup = await fake.requests.wait_for(lambda r: r.path.endswith(f"/{start.token}"))
    assert followup.is_("POST", "/webhooks/{application_id}/{token}")
    assert followup.payload["flags"] & EPHEMERAL
    assert "Only the host" in followup.payload["content"]
    assert (await roundhouse.service.load(1)).status == "lobby"


async def test_new_in_a_thread_runs_the_lobby_there(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    command = await fake.invoke("roundhouse", "new", user="alice", thread=True)
    await fake.original_edit(command)
    (created,) = fake.requests.of("POST", "/channels/{channel_id}/threads")
    assert created.payload["type"] == 11 and "Alice" in created.payload["name"]
    thread_id = int(created.response["id"])
    (lobby,) = [m for m in fake.messages.in_channel(thread_id) if m["components"]]

    join = await fake.invoke("roundhouse", "join", user="bob", channel_id=thread_id)
    await fake.original_edit(join)
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


async def test_commands_without_a_game_explain_privately(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    join = await fake.invoke("roundhouse", "join", user="bob")
    deferred = await fake.callback_of(join)
    answer = await fake.original_edit(join)
    assert deferred.payload["data"]["flags"] & EPHEMERAL
    assert "There is no Round House game in this channel" in answer.payload["content"]

    await open_lobby(fake)
    board = await fake.invoke("roundhouse", "board", user="alice")
    answer = await fake.original_edit(board)
    assert "has not started" in answer.payload["content"]
    assert fake.requests.find(lambda r: bool(r.files)) == []
