"""A lobby's table setup after it opened (the host's table size and options) and the rematch of
a finished game: a new lobby in the same channel with the same seats and options, the computer
seats back and the people asked to click Join.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bot.game.levels import level_to_keep
from bot.game.lobby_rules import with_choice
from bot.game.model import Game, NotSeated, UserError, status_word
from bot.game.said import say
from bot.game.service import GameService
from bot.posts.messages import game_title
from bot.storage.errors import ChannelBusy
from bot.storage.lobby import LobbySetup
from bot.storage.records import Status
from locales.words import Words


def _title(game: Game) -> Callable[[Words], str]:
    """The game's title in the reader's words."""
    return lambda words: game_title(game.speaking(words.language))


class Lobbies:
    """Table setup and rematches, over the game service (and its locks)."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def setup(self, game_id: int) -> LobbySetup:
        return await self.service.lobbies.get(game_id)

    async def host_lobby(self, game_id: int, user_id: int) -> Game:
        """The game if it is in its lobby and `user_id` hosts it, else the UserError why not."""
        game = await self.service.load(game_id)
        if game.status != Status.LOBBY:
            raise UserError(
                say("bot.refusal.options_set")
                if game.status == Status.PLAYING
                else say("bot.refusal.game_is", status=status_word(game.status))
            )
        if user_id != game.row.host_id:
            raise UserError(say("bot.refusal.host_options"))
        return game

    async def choose(self, game_id: int, user_id: int, kind: str, argument: str) -> Game:
        """The host's table size ("seats") or a game option ("option"), saved; the game."""
        service = self.service
        async with service.changing(game_id):
            game = await self.host_lobby(game_id, user_id)
            setup = with_choice(game.rules, await self.setup(game_id), kind, argument)
            if setup.seats is not None and setup.seats < len(game.seats):
                raise UserError(say("bot.refusal.table_too_small", seated=len(game.seats)))
            await service.lobbies.save(setup)
            return game

    async def rematch(self, game_id: int, user_id: int, name: str) -> tuple[Game, bool]:
        """A player of finished game `game_id` asks for a rematch: the new lobby (True), or
        the rematch already open, with the player seated in it (False)."""
        service = self.service
        async with service.lock(game_id):  # a finished game's lock: one rematch at a time
            old = await service.load(game_id)
            if old.status != Status.FINISHED:
                raise UserError(say("bot.refusal.rematch_finished"))
            if old.seat_of(user_id) is None:
                raise NotSeated(say("bot.refusal.rematch_players", title=_title(old)))
            current = await service.game_in(old.row.channel_id)
            if current is None:
                try:
                    return await self._open_rematch(old, user_id, name), True
                except ChannelBusy:
                    # Another process opened it meanwhile (on SQLite the old game's lock holds
                    # within one process): the player joins it instead.
                    current = await service.game_in(old.row.channel_id)
                    if current is None:
                        raise
            return await self._join_rematch(old, current, user_id, name), False

    async def _join_rematch(self, old: Game, current: Game, user_id: int, name: str) -> Game:
        setup = await self.setup(current.id)
        if setup.rematch_of == old.id and current.status != Status.LOBBY:
            raise UserError(say("bot.refusal.rematch_started", title=_title(current)))
        if setup.rematch_of != old.id:
            raise UserError(say("bot.refusal.rematch_busy", title=_title(current)))
        if current.seat_of(user_id) is None:
            return await self.service.join(current.id, user_id, name)
        return current

    async def _open_rematch(self, old: Game, user_id: int, name: str) -> Game:
        service = self.service
        before = await self.setup(old.id)
        invited = tuple(
            s.user_id for s in old.seats if s.user_id is not None and s.user_id != user_id
        )
        lobby = await service.open_lobby(
            guild_id=old.row.guild_id,
            channel_id=old.row.channel_id,
            host_id=user_id,
            host_name=name,
            setup=replace(before, seats=len(old.seats), rematch_of=old.id, invited=invited),
            game=old.rules.info.key,
            language=old.rules.info.language,
        )
        for seat in old.seats:
            if seat.user_id is None:  # a computer seat comes back, at its level
                await service.add_computer(lobby.id, user_id, level_to_keep(old, seat.level))
        return await service.load(lobby.id)
