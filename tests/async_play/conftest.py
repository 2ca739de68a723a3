"""Fixtures for asynchronous play under simcord's virtual clock (2026-01-01 00:00 UTC at start).

Pictures are 1×1 stand-ins; computer seats wait 30 virtual seconds per move.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot import Settings, create_bot
from bot.game import picture
from bot.pacing import results
from bot.storage.store import Store

PNG_1x1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)
HOUR = 3600


@pytest.fixture(autouse=True)
def quick_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    def fake_draw(state, events, *, name="board"):
        return picture.Picture(PNG_1x1, f"Board after {len(state.history)} choices", f"{name}.png")

    monkeypatch.setattr(picture, "draw", fake_draw)
    monkeypatch.setattr(results, "render_chart", lambda state: PNG_1x1)


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "games.db")


@pytest.fixture
def settings(db_path: str) -> Settings:
    return Settings(database_path=db_path, computer_delay=30)


@pytest.fixture
async def store(db_path: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_path)
    yield opened
    await opened.close()


@pytest.fixture
def simcord_bot(settings: Settings, store: Store):
    return create_bot(settings, store=store)


def buttons(message) -> dict[str, str]:
    """label -> custom_id (or url for a link button) of every button of a message."""
    out = {}
    for row in message.components:
        children = (
            row["components"] if isinstance(row, dict) else [c.to_dict() for c in row.children]
        )
        for child in children:
            if child.get("type") == 2:
                out[child["label"]] = child.get("custom_id") or child.get("url")
    return out


class Table:
    """A server with a game channel and members ann (host), bo and cy."""

    def __init__(self, env) -> None:
        self.env = env
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("games")
        self.ann = self.guild.add_member(env.create_user("ann"))
        self.bo = self.guild.add_member(env.create_user("bo"))
        self.cy = self.guild.add_member(env.create_user("cy"))

    @property
    def service(self):
        return self.env.bot.service

    @property
    def cog(self):
        return self.env.bot.get_cog("AsyncPlay")

    def posts(self, channel=None) -> list:
        return [m for m in (channel or self.channel).history() if not m.flags.ephemeral]

    def dms(self, member) -> list:
        """The bot's messages in the member's DM channel, oldest first."""
        return [m for m in member.user.dm_channel.history() if not m.flags.ephemeral]

    async def start(
        self,
        *,
        humans: tuple = (),
        computers: int = 0,
        deadline: str | None = None,
        thread: bool = False,
    ):
        """Open a lobby as ann (in a new thread if asked, which becomes `self.channel`), seat
        the others, optionally set a deadline, start; the game."""
        await self.ann.slash(self.channel, "roundhouse new", thread=thread)
        if thread:
            (self.channel,) = self.channel.threads
        lobby = next(m for m in self.posts() if m.embeds and "Seats" in str(m.embeds[0].to_dict()))
        for member in humans:
            await member.click(lobby, label="Join")
        for _ in range(computers):
            await self.ann.click(lobby, label="Add computer player")
        if deadline is not None:
            await self.ann.slash(self.channel, "roundhouse settings", deadline=deadline)
        await self.ann.click(lobby, label="Start")
        game = await self.service.game_in(self.channel.id)
        assert game is not None and game.status == "playing"
        return game

    async def game(self, game_id: int):
        return await self.service.load(game_id)

    def member(self, user_id: int):
        return next(m for m in (self.ann, self.bo, self.cy) if m.id == user_id)

    async def waiting_member(self, game_id: int):
        game = await self.game(game_id)
        return self.member(game.user_of(game.current_seat()))

    async def advance(self, hours: float) -> None:
        await self.env.advance_time(hours * HOUR)


@pytest.fixture
def table(simcord_env) -> Table:
    return Table(simcord_env)
