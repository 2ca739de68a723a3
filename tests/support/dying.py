"""Another bot process on the bot's database that saves a turn and dies before posting it, and
the wait for the bot under simcord to post it (tests/bot/test_crashed_process.py,
test_overlapping_deploy.py)."""

from __future__ import annotations

from typing import Any

from bot.game.service import GameService
from bot.storage.store import Store
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.tables import turn_posts


async def other_process(db_target: str, owner: str) -> GameService:
    """A second `roundhouse bot` in place `owner`: a service on its own connection (on simcord's
    clock, as the bot's)."""
    return GameService(await Store.open(db_target), owner=owner, games=ROUND_HOUSE_ONLY)


async def saved_then_died(other: GameService, game_id: int) -> int:
    """`other` plays the game until a move ends a turn and dies before posting any of them
    (nothing of it runs after: no post, no renewed claim, no heartbeat); that move's version."""
    try:
        game, ended = await other.load(game_id), False
        while not ended:
            code = game.rules.computer_move(game.state, game.version)
            user = game.user_of(game.current_seat())
            result = await other.play(game_id, user, game.version, code)
            game, ended = result.game, result.turn_ended
        return game.version
    finally:
        await other.store.close()


async def seconds_until_posted(table: Any, game_id: int, version: int, limit: int) -> int | None:
    """Move the clock a second at a time until the turn post of `version` is in the channel (up
    to `limit` seconds); how many seconds that took."""
    for second in range(1, limit + 1):
        await table.env.advance_time(1)
        if turn_posts(table, game_id, version):
            return second
    return None
