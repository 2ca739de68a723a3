"""Turn deadlines and absent players.

When a wait's deadline passes, the computer player takes that turn for the absent player (each
move saved with no user, the channel and the game's async log told why). After `MAX_MISSED`
missed turns in a row the seat becomes a computer seat until the player or the host takes it
back with `/roundhouse takeback`.
"""

from __future__ import annotations

import logging

from bot.clock import Clock
from bot.game import capabilities
from bot.game.model import Game, UserError, status_word
from bot.game.said import say
from bot.game.service import GameService
from bot.pacing.notices import Poster
from bot.posts.messages import game_title
from bot.storage.pacing import PacingStore, Wait
from bot.storage.records import Status

log = logging.getLogger(__name__)

MAX_MISSED = 3
DEADLINE_CHOICES = (0, 24, 48, 72)  # hours; 0 = off
MAX_AUTO_MOVES = 200  # a safety bound on one taken-over turn
TAKEOVER_LEASE = 300.0  # seconds a process holds a takeover before another may resume it


def _titled(game: Game, text: str) -> str:
    """A line in the game's channel, after the game's title."""
    return game.words("bot.deadline.titled", title=game_title(game), text=text)


class Deadlines:
    """Plays out turns whose deadline passed and hands seats to and from the computer."""

    def __init__(
        self,
        service: GameService,
        db: PacingStore,
        notifier: Poster,
        clock: Clock,
    ) -> None:
        self.service = service
        self.db = db
        self.notifier = notifier
        self.clock = clock
        self.playing: set[int] = set()  # games whose turn the computer is taking over now

    async def expire(self, wait: Wait) -> None:
        """The deadline of `wait` passed: the computer takes the turn (once, even if resumed;
        by one process at a time: a takeover is leased for `TAKEOVER_LEASE` seconds). In a game
        without computer players the channel is told, and the game waits on."""
        waiting = await self.service.load(wait.game_id)
        name, computers = waiting.name_of(wait.seat), capabilities.computers(waiting.rules)
        now = self.now()
        if wait.deadline_fired == 0:
            missed = await self.db.claim_deadline(wait, now + TAKEOVER_LEASE)
            if missed is None:
                return  # another pass (here or in another process) claimed it
            game = await self.service.load(wait.game_id)
            taken = "passed" if computers else "passed_only"
            text = game.words(f"bot.deadline.{taken}", name=name, missed=missed)
            await self.db.log(game.id, self.now(), text)
            await self.notifier.channel_post(game, _titled(game, text))
        elif await self.db.claim_takeover(wait, now, now + TAKEOVER_LEASE):
            missed = 0  # its first claimer stopped half-way: this one plays the turn out
        else:
            return  # another sender holds the takeover
        await self._play_out(wait)
        if missed >= MAX_MISSED:
            await self.replace(wait.game_id, wait.seat, missed)

    def now(self) -> float:
        return self.clock().timestamp()

    async def _play_out(self, wait: Wait) -> None:
        """Computer moves for the waited-on seat until the game waits on someone else."""
        self.playing.add(wait.game_id)
        try:
            for _ in range(MAX_AUTO_MOVES):
                result = await self.service.play_computer_move(
                    wait.game_id, wait.seat, still_waiting=wait.key
                )
                if result is None:
                    return
                await self.service.after_move(result)
        finally:
            self.playing.discard(wait.game_id)
            await self.db.finish_deadline(wait.game_id, wait.key)

    async def replace(self, game_id: int, seat: int, missed: int) -> None:
        """The seat becomes a computer seat after `missed` missed turns in a row."""
        if not await self.db.set_computer(game_id, seat, True):
            return
        game = await self.service.load(game_id)
        user = game.user_of(seat)
        text = game.words("bot.deadline.replaced", name=game.name_of(seat), missed=missed)
        await self.db.log(game_id, self.now(), text)
        await self.notifier.channel_post(game, _titled(game, f"<@{user}> {text}"), mention=user)
        self.service.computers.ensure(game)

    async def take_back(self, game: Game, seat: int, by_user: int) -> Game:
        """Give a computer-played seat back to its player; UserError if it is not one."""
        if game.status != Status.PLAYING:
            raise UserError(say("bot.refusal.game_is", status=status_word(game.status)))
        owner = game.user_of(seat)
        if owner is None or not game.seats[seat].computer:
            raise UserError(say("bot.deadline.not_taken"))
        if by_user not in (owner, game.row.host_id):
            raise UserError(say("bot.deadline.who_takes_back"))
        async with self.service.lock(game.id):
            changed = await self.db.set_computer(game.id, seat, False)
        if not changed:
            raise UserError(say("bot.deadline.played_already"))
        game = await self.service.load(game.id)
        text = game.words("bot.deadline.back", name=game.name_of(seat))
        await self.db.log(game.id, self.now(), text)
        await self.notifier.channel_post(game, _titled(game, text))
        return game
