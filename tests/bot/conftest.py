"""Fixtures for the bot tests: a store on a temporary file, settings, and the bot for simcord."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot import Settings, create_bot
from bot.game import picture
from bot.storage.store import Store

PNG_1x1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)


def fake_draw(state, events, *, name="board"):
    """A stand-in renderer: a 1×1 PNG and alt text naming the move count."""
    return picture.Picture(PNG_1x1, f"Board after {len(state.history)} choices", f"{name}.png")


@pytest.fixture(autouse=True)
def quick_pictures(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    """Bot tests use a 1×1 picture unless marked `real_render`."""
    if request.node.get_closest_marker("real_render") is None:
        monkeypatch.setattr(picture, "draw", fake_draw)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_render: draw real board pictures")


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "games.db")


@pytest.fixture
async def store(db_path: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_path)
    yield opened
    await opened.close()


@pytest.fixture
def settings(db_path: str) -> Settings:
    # Computer seats wait 30 virtual seconds: tests move the simcord clock to let them play.
    return Settings(database_path=db_path, computer_delay=30)


@pytest.fixture
def simcord_bot(settings: Settings, store: Store):
    return create_bot(settings, store=store)


def public_posts(channel) -> list:
    """The bot's public messages in a channel, oldest first (ephemeral answers left out)."""
    return [m for m in channel.history() if not m.flags.ephemeral]


def buttons(message) -> dict[str, str]:
    """label -> custom_id of every button of a message (a discord.Message or a response)."""
    rows = message.components
    out = {}
    for row in rows:
        children = (
            row["components"] if isinstance(row, dict) else [c.to_dict() for c in row.children]
        )
        for child in children:
            if child.get("type") == 2:
                out[child["label"]] = child["custom_id"]
    return out


class Table:
    """A server with a game channel and three members: ann (host), bo, and cy (watching)."""

    buttons = staticmethod(buttons)
    public_posts = staticmethod(public_posts)

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

    def lobby_message(self):
        return next(
            m
            for m in public_posts(self.channel)
            if m.embeds and "Seats" in str(m.embeds[0].to_dict())
        )

    def last_post(self):
        return public_posts(self.channel)[-1]

    async def start(self, *, computers: int = 0, humans: tuple = (), seed: int = 5) -> int:
        """Open a lobby as ann, seat `humans` and `computers`, start; the game id."""
        self.service.new_seed = lambda: seed
        await self.ann.slash(self.channel, "roundhouse new")
        for member in humans:
            await member.click(self.lobby_message(), label="Join")
        for _ in range(computers):
            await self.ann.click(self.lobby_message(), label="Add computer player")
        await self.ann.click(self.lobby_message(), label="Start")
        game = await self.service.game_in(self.channel.id)
        assert game is not None and game.status == "playing"
        return game.id

    async def game(self, game_id: int):
        return await self.service.load(game_id)

    def member_for(self, game, seat: int):
        user_id = game.seats[seat].user_id
        return next(m for m in (self.ann, self.bo, self.cy) if m.id == user_id)

    async def open_panel_result(self, member):
        """Click 'Take my turn' on the latest post that has one; the interaction result."""
        post = next(p for p in reversed(public_posts(self.channel)) if "Take my turn" in buttons(p))
        result = await member.click(post, label="Take my turn")
        assert result.response is not None and result.response.ephemeral
        return result

    async def open_panel(self, member):
        """The member's ephemeral decision panel."""
        return (await self.open_panel_result(member)).response

    @staticmethod
    def options(panel) -> list[str]:
        """The labels of a panel's option buttons (not Undo / Show board)."""
        return [label for label in buttons(panel) if label not in ("Undo", "Show board")]


@pytest.fixture
def table(simcord_env) -> Table:
    return Table(simcord_env)
