"""No post of an abandoned game goes out (issue 19, part 4): abandoning settles the game's
unsent posts in its own transaction, and the outbox still never posts a row of an abandoned
game that something else left unsent (a bot from before, a row saved as the game ended)."""

from __future__ import annotations

from bot.game.service import ABANDONED_POSTS
from bot.posts import ids
from bot.sending.outbox import LEASE
from bot.storage.outbox import OutboxStore
from bot.storage.records import ACTIVE, Status


async def saved_unannounced_turn(table, game_id: int) -> int:
    """Play the game through the service until a move ends a turn, never announcing it (its
    caller stopped); the version whose posts are unsent."""
    service = table.service
    game = await service.load(game_id)
    result = None
    while result is None or not result.turn_ended:
        code = service.games.default.computer_move(game.state, game.version)
        result = await service.play(game_id, game.user_of(game.current_seat()), game.version, code)
        game = result.game
    return game.version


def turn_posts(table, game_id: int, version: int) -> list:
    wanted = ids.turn(game_id, version)
    return [p for p in table.public_posts(table.channel) if wanted in table.buttons(p).values()]


async def test_abandoning_settles_the_games_unsent_posts(table):
    game_id = await table.start(humans=(table.bo,))
    version = await saved_unannounced_turn(table, game_id)
    outbox = OutboxStore(table.service.store)
    assert version in [row.version for row in await outbox.unsent()]
    done = await table.ann.slash(table.channel, "roundhouse abandon")
    assert done.response.content == "The game is abandoned."
    assert await outbox.unsent() == []  # settled with the abandon, not left for the loop
    reason = await table.service.store.fetch_value(
        "SELECT refused FROM outbox WHERE game_id = ? AND version = ?", (game_id, version)
    )
    assert reason == ABANDONED_POSTS
    await table.env.advance_time(LEASE + 3 * 3600)
    assert turn_posts(table, game_id, version) == []


async def test_an_abandoned_games_row_left_unsent_is_never_posted(table):
    game_id = await table.start(humans=(table.bo,))
    version = await saved_unannounced_turn(table, game_id)
    store = table.service.store  # abandoned as a bot from before settling did: the row stays
    assert await store.set_status(game_id, Status.ABANDONED, only_from=ACTIVE)
    await table.env.advance_time(LEASE + 60)  # the loop takes the row
    assert turn_posts(table, game_id, version) == []
    assert await OutboxStore(store).unsent() == []  # looked at, and marked
