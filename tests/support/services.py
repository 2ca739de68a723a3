"""Games driven through the service directly (no Discord): a started game, and a legal move."""

from __future__ import annotations

from bot.game.service import GameService


async def two_player_game(service: GameService) -> int:
    """Ann (100) hosts, Bo (101) joins, seed 3: the started game's id."""
    game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    await service.join(game.id, 101, "Bo")
    return (await service.start(game.id, 100, seed=3)).id


async def next_move(service: GameService, game_id: int) -> tuple[int, int, str]:
    """(user, version, code) of a legal move for whoever decides now."""
    game = await service.load(game_id)
    code = service.games.default.computer_move(game.state, game.version)
    return game.user_of(game.current_seat()), game.version, code
