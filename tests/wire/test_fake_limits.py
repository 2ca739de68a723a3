"""The fake refuses what Discord would (400 / 50035), so the bot cannot rely on lax checks."""

from __future__ import annotations

import discord
import pytest
from fakediscord import FakeDiscord, running
from fakediscord.validate import (
    choice_problems,
    command_problems,
    component_problems,
    embed_problems,
    message_problems,
)


def button(custom_id: str, label: str = "Go") -> dict[str, object]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def test_message_limits() -> None:
    assert message_problems({"content": "x" * 2000}, 0, creating=True) == []
    assert message_problems({"content": "x" * 2001}, 0, creating=True)
    assert message_problems({}, 0, creating=True) == ["Cannot send an empty message"]
    assert message_problems({}, 1, creating=True) == []
    assert message_problems({"content": None}, 0, creating=False) == []


def test_embed_limits() -> None:
    assert embed_problems([{"title": "t" * 256, "description": "d" * 4096}]) == []
    assert embed_problems([{"title": "t" * 257}])
    assert embed_problems([{"fields": [{"name": "n", "value": ""}]}])
    assert embed_problems([{"fields": [{"name": "n", "value": "v"}] * 26}])
    big = {"description": "d" * 4000, "fields": [{"name": "n", "value": "v" * 1000}] * 2}
    assert embed_problems([big]) == ["embeds: 6002 characters in all, at most 6000"]


def test_component_limits() -> None:
    row = {"type": 1, "components": [button(f"b{i}") for i in range(5)]}
    assert component_problems([row]) == []
    assert component_problems([{"type": 1, "components": [button(f"b{i}") for i in range(6)]}])
    assert component_problems([row] * 6)  # six rows, and every id repeated
    twice = {"type": 1, "components": [button("same"), button("same")]}
    assert component_problems([twice]) == [
        "components[0].components[1].custom_id: 'same' is used twice in the message"
    ]
    assert component_problems([{"type": 1, "components": [button("x" * 101)]}])
    assert component_problems([{"type": 1, "components": [button("b", "l" * 81)]}])
    select = {"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]}
    assert component_problems([{"type": 1, "components": [select]}]) == []
    assert component_problems([{"type": 1, "components": [select, button("b")]}])
    assert component_problems([{"type": 1, "components": [button("x" * 101)]}], 1 << 15) == []


def test_command_and_choice_limits() -> None:
    good = {"name": "roundhouse", "description": "Play", "options": []}
    assert command_problems([good]) == []
    assert command_problems([{**good, "name": "RoundHouse"}])
    assert command_problems([{**good, "description": ""}])
    out_of_order = [
        {"type": 3, "name": "a", "description": "a", "required": False},
        {"type": 3, "name": "b", "description": "b", "required": True},
    ]
    assert command_problems([{**good, "options": out_of_order}])
    assert choice_problems([{"name": "n", "value": "v"}] * 25) == []
    assert choice_problems([{"name": "n", "value": "v"}] * 26)
    assert choice_problems([{"name": "", "value": "v"}])


async def test_discord_py_sees_invalid_form_body(fake: FakeDiscord) -> None:
    async with running(discord.Client(intents=discord.Intents.default()), fake) as client:
        channel = client.get_channel(fake.world.channel_id)
        assert isinstance(channel, discord.TextChannel)
        with pytest.raises(discord.HTTPException) as refused:
            await channel.send("x" * 2001)
    assert refused.value.status == 400 and refused.value.code == 50035
    assert "2001 characters" in refused.value.text
    assert fake.messages.in_channel(fake.world.channel_id) == []
