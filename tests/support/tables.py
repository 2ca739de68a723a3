"""Simcord tables: a server with a game channel and members ann (the host), bo and cy.

`Table` is what both bot suites share; `PlayTable` adds the lobby and panel helpers of
tests/bot, `PacingTable` the DMs, the virtual clock and the pacing service of tests/async_play.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.app import create_bot
from bot.posts import ids
from bot.storage.store import Store

HOUR = 3600


def public_posts(channel: Any) -> list[Any]:
    """The bot's public messages in a channel, oldest first (ephemeral answers left out)."""
    return [m for m in channel.history() if not m.flags.ephemeral]


def buttons(message: Any) -> dict[str, str]:
    """label -> custom_id (or url for a link button) of every button of a message (a
    discord.Message or a response)."""
    out = {}
    for row in message.components:
        children = (
            row["components"] if isinstance(row, dict) else [c.to_dict() for c in row.children]
        )
        for child in children:
            if child.get("type") == 2:
                out[child["label"]] = child.get("custom_id") or child.get("url")
    return out


async def restart_bot(table: Any, settings: Any, db_path: str, **bot_options: Any) -> Store:
    """A new bot process, as it were: the old one's heartbeat deleted (as its stop does), a fresh
    bot (`create_bot(settings, **bot_options)`; by default for the games the old one hosted) on
    its own connection to the same database file takes over the table; the new store (the
    caller closes it)."""
    old_store = table.env.bot.store
    bot_options.setdefault("games", table.env.bot.games)
    await table.env.bot.service.outbox.peers.stop()  # it stops, as a bot stopped by SIGTERM
    new_store = await Store.open(db_path)
    await table.env.restart_bot(create_bot(settings, store=new_store, **bot_options))
    await old_store.close()
    return new_store


def turn_posts(table: Any, game_id: int, version: int) -> list[Any]:
    """The channel's posts whose 'Take my turn' button is for this game and version."""
    wanted = ids.turn(game_id, version)
    return [p for p in table.public_posts(table.channel) if wanted in table.buttons(p).values()]


def private_answer(result: Any) -> Any:
    """The private answer a click or command got: its response, or the follow-up after it was
    acknowledged (a quick refusal is the response itself); it must be ephemeral and alone."""
    assert len(result.followups) <= 1, "answered more than once"
    answer = result.followups[0] if result.followups else result.response
    assert answer is not None and answer.ephemeral
    return answer


async def add_computer(member: Any, lobby: Any, level: str = "Normal") -> Any:
    """Click 'Add computer player' on a lobby, then `level`'s button on the private question it
    answers with (a game of one level asks nothing); the last click's result."""
    asked = await member.click(lobby, label="Add computer player")
    if asked.response is None or not asked.response.ephemeral:
        return asked
    return await member.click(asked.response, label=level)


def forget_length_limits(env: Any) -> None:
    """Make simcord's Discord hold `/roundhouse` as an older version synced it, with no
    `max_length` on its text options, so that overlong text reaches the bot's own checks."""
    root = env.backend.find_command("roundhouse", None)
    for sub in root["options"]:
        for option in sub.get("options", []):
            option.pop("max_length", None)


def is_lobby(message: Any) -> bool:
    """A lobby message, in either language (its Seats field: "Seats (1/5)", "座位（1/5）")."""
    text = str(message.embeds[0].to_dict()) if message.embeds else ""
    return "Seats" in text or "座位" in text


class Table:
    """A server with a game channel and three members: ann (host), bo, and cy."""

    buttons = staticmethod(buttons)
    public_posts = staticmethod(public_posts)

    def __init__(self, env: Any) -> None:
        self.env = env
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("games")
        self.ann = self.guild.add_member(env.create_user("ann"))
        self.bo = self.guild.add_member(env.create_user("bo"))
        self.cy = self.guild.add_member(env.create_user("cy"))

    @property
    def service(self) -> Any:
        return self.env.bot.service

    async def game(self, game_id: int) -> Any:
        return await self.service.load(game_id)

    def member(self, user_id: int) -> Any:
        return next(m for m in (self.ann, self.bo, self.cy) if m.id == user_id)

    def member_for(self, game: Any, seat: int) -> Any:
        return self.member(game.seats[seat].user_id)

    async def forged(self, where: Any, custom_id: str) -> Any:
        """A message whose one button, "forged", carries `custom_id`, in `where` (a channel, or
        a member: their DM channel): a forged or forwarded component as the bot receives it."""
        bot = self.env.bot
        if hasattr(where, "user"):
            channel: Any = await (await bot.fetch_user(where.id)).create_dm()
        else:
            channel = bot.get_channel(where.id)
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="forged", custom_id=custom_id))
        return await channel.send("forged", view=view)


class PlayTable(Table):
    """tests/bot: lobbies, posts and the decision panel."""

    def lobby_message(self) -> Any:
        return next(m for m in public_posts(self.channel) if is_lobby(m))

    def last_post(self) -> Any:
        return public_posts(self.channel)[-1]

    async def start(self, *, computers: int = 0, humans: tuple = (), seed: int = 5) -> int:
        """Open a lobby as ann, seat `humans` and `computers`, start; the game id."""
        self.service.new_seed = lambda: seed
        await self.ann.slash(self.channel, "roundhouse new")
        for member in humans:
            await member.click(self.lobby_message(), label="Join")
        for _ in range(computers):
            await add_computer(self.ann, self.lobby_message())
        await self.ann.click(self.lobby_message(), label="Start")
        game = await self.service.game_in(self.channel.id)
        assert game is not None and game.status == "playing"
        return game.id

    async def finish(self, game_id: int, steps: int = 1500) -> Any:
        """Play a game of ann against computer seats to its end through her panels (she takes
        each decision's last option; the computers play as the clock moves on); the game."""
        panel = None
        for _ in range(steps):
            game = await self.game(game_id)
            if game.status != "playing":
                return game
            if game.is_computer(game.current_seat()):
                await self.env.advance_time(30)
                panel = None
            else:
                if panel is None or not self.options(panel):
                    panel = await self.open_panel(self.ann)
                panel = (await self.ann.click(panel, label=self.options(panel)[-1])).response
        raise AssertionError(f"game {game_id} did not end in {steps} steps")

    async def open_panel_result(self, member: Any) -> Any:
        """Click 'Take my turn' on the latest post that has one; the interaction result."""
        post = next(p for p in reversed(public_posts(self.channel)) if "Take my turn" in buttons(p))
        result = await member.click(post, label="Take my turn")
        assert result.response is not None and result.response.ephemeral
        return result

    async def open_panel(self, member: Any) -> Any:
        """The member's ephemeral decision panel."""
        return (await self.open_panel_result(member)).response

    async def panel_at_her_turn(self, game: Any, panel: Any) -> Any:
        """ann's panel when `game` waits on her (`panel`, or a fresh one when it offers no
        option); None after letting a computer seat's turn pass (half a minute)."""
        if game.is_computer(game.current_seat()):
            await self.env.advance_time(30)
            return None
        if panel is None or not self.options(panel):
            return await self.open_panel(self.ann)
        return panel

    @staticmethod
    def options(panel: Any) -> list[str]:
        """The labels of a panel's option buttons (not Undo, Show board, My board)."""
        return [
            label for label in buttons(panel) if label not in ("Undo", "Show board", "My board")
        ]


class PacingTable(Table):
    """tests/async_play: DMs, deadlines and the virtual clock."""

    @property
    def pacing(self) -> Any:
        return self.env.bot.pacing

    def posts(self, channel: Any = None) -> list[Any]:
        return public_posts(channel or self.channel)

    def dms(self, member: Any) -> list[Any]:
        """The bot's messages in the member's DM channel, oldest first."""
        return [m for m in member.user.dm_channel.history() if not m.flags.ephemeral]

    async def start(
        self,
        *,
        humans: tuple = (),
        computers: int = 0,
        deadline: str | None = None,
        thread: bool = False,
        level: str = "Normal",
        **options: Any,
    ) -> Any:
        """Open a lobby as ann (in a new thread if asked, which becomes `self.channel`; with
        `new`'s other `options`, e.g. `game`), seat the others (computers at `level`),
        optionally set a deadline, start; the game."""
        await self.ann.slash(self.channel, "roundhouse new", thread=thread, **options)
        if thread:
            (self.channel,) = self.channel.threads
        lobby = next(m for m in self.posts() if is_lobby(m))
        for member in humans:
            await member.click(lobby, label="Join")
        for _ in range(computers):
            await add_computer(self.ann, lobby, level)
        if deadline is not None:
            await self.ann.slash(self.channel, "roundhouse settings", deadline=deadline)
        await self.ann.click(lobby, label="Start")
        game = await self.service.game_in(self.channel.id)
        assert game is not None and game.status == "playing"
        return game

    async def waiting_member(self, game_id: int) -> Any:
        game = await self.game(game_id)
        return self.member(game.user_of(game.current_seat()))

    async def advance(self, hours: float) -> None:
        await self.env.advance_time(hours * HOUR)
