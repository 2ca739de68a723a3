"""Answers clicks and posts the public messages: the glue between Discord and the service.

A click is checked and applied through the service, then answered: a panel click in place, in
one request when quick (`bot.interface.replies`), any other click acknowledged first. A click
naming a game counts only in its server or in a DM to one of its players; its numbers are read
by `ids.number`, so a forged custom id is refused. Public posts (each turn's board, a decision
passed on, the final scores) come from the service's hooks: computer moves post the same way.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord
from discord.abc import Messageable

from bot.game import capabilities
from bot.game.lobby import Lobbies
from bot.game.lobby_rules import hours_choice, parse_choice
from bot.game.model import (
    Game,
    NotSeated,
    UserError,
    game_name,
)
from bot.game.said import say
from bot.game.service import GameService
from bot.game.sight import clock
from bot.interface import panels, views
from bot.interface.dm_items import DmClicks
from bot.interface.errors import report
from bot.interface.language import with_language
from bot.interface.levels import add_at_level, asks_level, offer_levels
from bot.interface.lists import Lists
from bot.interface.panel_clicks import PanelClicks, game_and_version
from bot.interface.readers import for_reader
from bot.interface.refusals import RefusalNotices
from bot.interface.replay import ReplayClicks
from bot.interface.replies import quickly, update
from bot.pacing.results import Results
from bot.pacing.service import PacingService
from bot.posts import answers, ids, messages
from bot.posts.announce import Announcer
from bot.storage.lobby import LobbySetup
from bot.storage.records import ACTIVE, DEFAULT_LANGUAGE, Status
from bot.workers.picture import draw_async, draw_seat_async, drawn

log = logging.getLogger(__name__)

Interaction = discord.Interaction[Any]
PostChannel = (  # a channel a command came from, to post in
    discord.TextChannel
    | discord.Thread
    | discord.VoiceChannel
    | discord.StageChannel
    | discord.DMChannel
    | discord.GroupChannel
)
Params = dict[str, str]


class GameUI(PanelClicks, ReplayClicks, DmClicks):
    """Click handlers (`on_<action>`) and the hooks that post to the game's channel."""

    def __init__(
        self, client: discord.Client, service: GameService, pacing: PacingService, results: Results
    ) -> None:
        self.client = client
        self.service = service
        self.pacing = pacing
        self.lists = Lists(service, pacing, results.db)
        self.lobbies = Lobbies(service)
        self.announcer = Announcer(service, self._announce, pings=self.pings)
        self.refusals = RefusalNotices(client, service, pacing.db)  # posts Discord refuses

    async def handle(
        self,
        action: str,
        interaction: Interaction,
        params: dict[str, str],
        values: list[str],
    ) -> None:
        """Route a click; every failure is answered by the one error handler. The click is in
        the service's foreground until answered (`bot.workers.lanes`)."""
        async with self.service.lanes.foreground(params.get("game")):
            try:
                if "game" in params:
                    await self.check_place(interaction, ids.number(params["game"]))
                await getattr(self, f"on_{action}")(interaction, params, values)
            except Exception as exc:
                await report(interaction, exc)

    async def check_place(self, interaction: Interaction, game_id: int) -> None:
        """A click on a game's button counts in that game's server, or in a DM from one of its
        players; anywhere else it is refused (a forged or forwarded custom id)."""
        guild_id = await self.service.loader.guild_of(game_id)
        if interaction.guild_id is not None:
            if guild_id != interaction.guild_id:
                raise UserError(say("bot.refusal.other_server"))
            return
        seats = await self.service.store.seats(game_id)
        if all(seat.user_id != interaction.user.id for seat in seats):
            raise UserError(say("bot.refusal.players_only"))

    # -- opening the decision panel -----------------------------------------------------------

    async def on_turn(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        """'Take my turn' (a turn post, a decision post or a turn DM; the id carries the game's
        version when it was sent): open the player's panel as a new ephemeral message."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id, version = game_and_version(params)
        await self.open_panel(interaction, await self.service.load(game_id), post_version=version)

    async def open_panel(
        self, interaction: Interaction, game: Game, *, post_version: int | None = None
    ) -> None:
        """Answer a deferred interaction with the user's panel, or why they have none. A
        decision with one option plays itself first (`GameService.play_only_choice`)."""
        mine = await for_reader(interaction, game)
        try:
            self.service.check_turn(game, interaction.user.id)
        except UserError as exc:  # not seated, not their turn, game not running
            await interaction.edit_original_response(content=exc.text(mine.words))
            return
        note = None
        if post_version is not None and await self.later_turn_since(game, post_version):
            note = mine.words("bot.panel.earlier_post", progress=clock(mine))
        result = await self.service.play_only_choice(game.id, interaction.user.id)
        if result is not None:
            mine = await for_reader(interaction, result.game)
            note = messages.move_note(result, mine.words)
        out = await panels.decision(interaction, mine, game.seat_of(interaction.user.id), note=note)
        self.service.lanes.answering()
        try:
            await interaction.edit_original_response(**views.edit_kwargs(out))
        finally:
            if result is not None:
                await self.service.after_move(result)

    async def later_turn_since(self, game: Game, version: int) -> bool:
        """Whether a later turn has begun since the game stood at `version` (a post of that
        version is stale only then: decisions within its own turn leave it current)."""
        if version >= game.version or game.state is None:
            return False
        (first, *_) = await self.service.store.moves(game.id, last=game.version - version)
        return first.turn != game.rules.turn_key(game.state)  # the turn running at `version`

    async def on_board(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.service.load(ids.number(params["game"]))
        await self.show_board(interaction, game)

    async def show_board(self, interaction: Interaction, game: Game) -> None:
        if game.state is None:
            raise UserError(say("bot.refusal.no_board"))
        drawing = draw_async(game, [], name=f"board-{game.id}-{game.version}")
        picture = await drawn(game, drawing)
        if picture is None:
            raise UserError(say("bot.refusal.no_pictures", game=game_name(game.rules)))
        out = answers.board_message(await for_reader(interaction, game), picture)
        await interaction.edit_original_response(**views.edit_kwargs(out))

    async def on_me(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        """'My board' on a panel: the clicking player's own board, privately."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.service.load(ids.number(params["game"]))
        await self.show_my_board(interaction, game)

    async def show_my_board(self, interaction: Interaction, game: Game) -> None:
        """Answer a deferred interaction with the user's own board (`/roundhouse me`)."""
        if game.state is None:
            raise UserError(say("bot.refusal.nothing_held"))
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            raise NotSeated(say("bot.refusal.no_board_of_yours"))
        name = f"me-{game.id}-{game.version}"
        picture = await drawn(game, draw_seat_async(game, seat, name=name))
        if picture is None:
            board = "no_player_boards" if capabilities.pictures(game.rules) else "no_seat_pictures"
            raise UserError(say(f"bot.refusal.{board}", game=game_name(game.rules)))
        out = answers.my_board_message(await for_reader(interaction, game), picture)
        await interaction.edit_original_response(**views.edit_kwargs(out))

    # -- the lists' page buttons -------------------------------------------------------------

    async def on_page(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        """A page button: the list's page in place of the one shown."""
        page = self.lists.clicked(interaction, params)
        await update(interaction, await quickly(interaction, page))

    # -- the lobby ---------------------------------------------------------------------------

    async def on_lobby(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        game_id, action, user = ids.number(params["game"]), params["action"], interaction.user
        if action == "rematch":  # the final post's button: a new lobby, the post unchanged
            await self.on_rematch(interaction, game_id)
            return
        if action == "cpu" and asks_level(await self.service.load(game_id)):  # which level?
            await offer_levels(interaction, self.service, game_id)
            return
        await interaction.response.defer()
        game = await self.lobby_action(game_id, action, user, values)
        out = await self.lobby_message(game)
        await interaction.edit_original_response(**views.edit_kwargs(out))

    async def on_level(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        """A level of 'Add computer player' (`bot.interface.levels`): the seat, the lobby."""
        await self.refresh_lobby(await add_at_level(interaction, self.service, params))

    async def lobby_action(
        self, game_id: int, action: str, user: discord.abc.User, values: Sequence[str] = ()
    ) -> Game:
        """Join, leave, add a computer player, start or the host's option; the game after."""
        if action == "join":  # a seat turns the player's DMs on (a refused Join changes nothing)
            game = await self.service.join(game_id, user.id, user.display_name)
            await self.pacing.dms_on(user.id)
            return game
        if action == "leave":
            return await self.service.leave(game_id, user.id)
        if action == "cpu":
            return await self.service.add_computer(game_id, user.id)
        if action == "start":
            return await self.service.start(game_id, user.id)
        if action == "option":
            await self.choose_option(game_id, user.id, values)
            return await self.service.load(game_id)
        raise UserError(say("bot.refusal.lobby_action", action=repr(action)))

    async def choose_option(self, game_id: int, user_id: int, values: Sequence[str]) -> None:
        """The host's choice in the lobby's menu: a table size or game option (the game's
        lobby setup), a deadline or idle period (the pacing settings)."""
        if len(values) != 1:
            raise UserError(say("bot.refusal.one_option"))
        kind, argument = parse_choice(values[0])
        if kind in ("seats", "option"):
            await self.lobbies.choose(game_id, user_id, kind, argument)
            return
        await self.lobbies.host_lobby(game_id, user_id)
        hours = hours_choice(kind, argument)
        await self.set_pacing(game_id, **{kind: hours})

    async def set_pacing(
        self, game_id: int, *, deadline: int | None = None, idle: int | None = None
    ) -> None:
        """A lobby's turn deadline (0: off) and idle period, where `/roundhouse settings` keeps
        them."""
        db = self.pacing.db
        settings = await db.settings(game_id)
        if deadline is not None:
            settings = replace(settings, deadline_hours=deadline or None)
        if idle is not None:
            settings = replace(settings, idle_hours=idle)
        await db.save_settings(settings)

    async def lobby_message(self, game: Game) -> messages.Outgoing:
        """The lobby message of `game` with its setup and pacing settings."""
        setup = await self.lobbies.setup(game.id)
        settings = await self.pacing.db.settings(game.id)
        pacing = {"deadline_hours": settings.deadline_hours, "idle_hours": settings.idle_hours}
        return with_language(game, messages.lobby(game, setup, **pacing))

    async def open_lobby(
        self,
        interaction: Interaction,
        channel: PostChannel,
        setup: LobbySetup,
        *,
        deadline: int | None,
        idle: int | None,
        key: str | None = None,
        language: str = DEFAULT_LANGUAGE,
    ) -> tuple[Game, discord.Message]:
        """`/roundhouse new`: post the user's lobby of `key` (None: the default); ChannelBusy."""
        game = await self.service.open_lobby(
            guild_id=interaction.guild_id,
            channel_id=channel.id,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
            setup=setup,
            game=key,
            language=language,
        )
        await self.set_pacing(game.id, deadline=deadline, idle=idle)
        message = await self.post_lobby(channel, game)
        await self.pacing.dms_on(interaction.user.id)  # the host's seat, as a Join
        return game, message

    async def post_lobby(self, channel: Messageable, game: Game) -> discord.Message:
        """Post a new lobby's message and remember it; a channel the bot cannot post in
        closes the lobby again (a UserError saying what to grant)."""
        try:
            message = await self.post(channel, await self.lobby_message(game))
        except discord.Forbidden:
            await self.service.store.set_status(game.id, Status.ABANDONED, only_from=ACTIVE)
            raise UserError(say("bot.refusal.cannot_post")) from None
        await self.service.store.set_lobby_message(game.id, message.id)
        return message

    async def on_rematch(self, interaction: Interaction, game_id: int) -> None:
        """Rematch: a new lobby with the finished game's seats, options and pacing, or a seat
        in the rematch another player opened."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user
        game, opened = await self.lobbies.rematch(game_id, user.id, user.display_name)
        mine = await for_reader(interaction, game)
        words = mine.words
        await self.pacing.dms_on(user.id)  # a seat in the rematch, as a Join
        if opened:
            before = await self.pacing.db.settings(game_id)
            await self.pacing.db.save_settings(replace(before, game_id=game.id, paused_at=None))
            message = await self.post_lobby(self._channel(game), game)
            text = words("bot.lobby.rematch_open", link=message.jump_url)
        else:
            await self.refresh_lobby(game)
            text = words("bot.lobby.rematch_seat", title=messages.game_title(mine))
        await interaction.edit_original_response(content=text)

    async def refresh_lobby(self, game: Game) -> None:
        """Edit the lobby message after a change made by a slash command."""
        if game.row.lobby_message_id is None:
            return
        message = self._channel(game).get_partial_message(game.row.lobby_message_id)
        try:
            await message.edit(**views.edit_kwargs(await self.lobby_message(game)))
        except discord.HTTPException:
            log.warning("could not refresh the lobby of game %s", game.id, exc_info=True)

    # -- public posts (service hooks) --------------------------------------------------------

    def _channel(self, game: Game) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(game.row.channel_id, guild_id=game.row.guild_id)

    async def post(self, channel: Messageable, out: messages.Outgoing) -> discord.Message:
        return await channel.send(**views.send_kwargs(out))

    async def try_post(self, channel: Messageable, out: messages.Outgoing) -> bool:
        """Post `out`; False (logged) when Discord refuses it, what was done staying done."""
        try:
            await self.post(channel, out)
        except discord.HTTPException:
            log.warning("could not post in channel %s", getattr(channel, "id", "?"), exc_info=True)
            return False
        return True

    async def pings(self, game: Game, seat: int | None) -> bool:
        """Whether a public post may notify `seat`'s player: not when their turn DM will (DMs
        on and open), so that a turn notifies once."""
        user = game.user_of(seat)
        if user is None:
            return False
        prefs = await self.pacing.db.prefs(user)
        return not prefs.dms or prefs.dms_closed

    async def _announce(self, game: Game, out: messages.Outgoing) -> None:
        await self.post(self._channel(game), out)
        if game.version == 0 and game.row.lobby_message_id is not None:
            await self.refresh_lobby(game)  # the game just started: close the lobby message


