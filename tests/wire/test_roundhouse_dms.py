"""Turn notices by DM over the wire: the DM, playing from it, its buttons, closed DMs."""

from __future__ import annotations

from typing import Any

import pytest
from fakediscord import EPHEMERAL, FakeDiscord, RecordedRequest
from fakediscord.roundhouse import (
    CHANNEL_POST,
    custom_ids,
    open_panel,
    play_first_option,
    start_two_player_game,
)

from bot.app import RoundHouseBot


async def first_dm(fake: FakeDiscord) -> RecordedRequest:
    """The first message the bot posted (or tried to post) in a DM channel."""
    return await fake.requests.wait_for(
        lambda r: (
            r.is_("POST", CHANNEL_POST) and int(r.path.split("/")[-2]) in fake.rest.dm_channels
        ),
    )


def recipient(fake: FakeDiscord, dm: RecordedRequest) -> str:
    return fake.rest.dm_channels[int(dm.path.split("/")[-2])].name


async def test_the_player_to_move_gets_a_dm_and_can_play_from_it(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    turn_post = await start_two_player_game(fake)
    dm = await first_dm(fake)
    player = recipient(fake, dm)
    assert turn_post["mentions"][0]["username"] == player
    assert dm.status == 200 and "It's your turn in **Round House #1**" in dm.payload["content"]
    message: dict[str, Any] = fake.messages.get(int(dm.response["id"]))
    assert "guild_id" not in message
    assert {"rh:t:1:0", "rh:ap:stopdm"} <= set(custom_ids(message))
    links = [c for row in message["components"] for c in row["components"] if c.get("url")]
    assert links and links[0]["url"].endswith(f"/{fake.world.channel_id}")

    other = next(p.name for p in fake.world.people[:2] if p.name != player)
    with pytest.raises(LookupError, match="cannot see the DM"):
        await fake.click(int(message["id"]), "rh:t:1:0", user=other)

    panel = await open_panel(fake, message, player)
    assert panel["flags"] & EPHEMERAL and int(panel["channel_id"]) == int(message["channel_id"])
    await play_first_option(fake, panel, player)
    assert (await roundhouse.service.load(1)).version == 1


async def test_stop_dms_button_answers_privately(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    await start_two_player_game(fake)
    dm = await first_dm(fake)
    player = recipient(fake, dm)
    stop = await fake.click(int(dm.response["id"]), "rh:ap:stopdm", user=player)
    answered = await fake.callback_of(stop)
    assert answered.payload["type"] == 4
    assert answered.payload["data"]["flags"] & EPHEMERAL
    assert "Turn DMs are off" in answered.payload["data"]["content"]


async def test_closed_dms_fall_back_to_a_mention_in_the_channel(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    fake.rest.closed_dms.update(p.id for p in fake.world.people)
    await start_two_player_game(fake)
    refused = await first_dm(fake)
    assert (refused.status, refused.response["code"]) == (403, 50007)
    player = fake.world.person(recipient(fake, refused))

    fallback = await fake.requests.wait_for(
        lambda r: (
            r.is_("POST", CHANNEL_POST)
            and r.path.endswith(f"/{fake.world.channel_id}/messages")
            and "DMs are closed" in (r.payload.get("content") or "")
        )
    )
    assert fallback.payload["content"].startswith(f"<@{player.id}>")
    assert fallback.payload["allowed_mentions"]["users"] == [player.id]
    assert [m["id"] for m in fake.messages.get(int(fallback.response["id"]))["mentions"]] == [
        str(player.id)
    ]
