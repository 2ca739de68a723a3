"""Issue 19, point 4: a game's version is always its move log's length, on both backends.

A version edited by hand (6 on a one-move log) makes that game, and no other, a broken game:
its load says why, a save on it is refused rather than leave a gap in the log, and
`roundhouse repair` sets the version back to the log's length.
"""

from __future__ import annotations

import pytest

from bot.game.model import BrokenGame
from bot.game.service import GameService
from bot.storage.errors import LogMismatch
from bot.tools.repair import repair
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.services import next_move


async def started(service: GameService, channel_id: int) -> int:
    game = await service.open_lobby(guild_id=1, channel_id=channel_id, host_id=100, host_name="A")
    await service.join(game.id, 101, "B")
    return (await service.start(game.id, 100, seed=3)).id


async def test_a_version_edited_by_hand_breaks_its_game_alone_until_repaired(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id, other_id = await started(service, 10), await started(service, 11)
    await service.play(game_id, *await next_move(service, game_id))
    await store.execute("UPDATE games SET version = 6 WHERE id = ?", (game_id,))

    with pytest.raises(BrokenGame, match=r"\(6\) is not the number of moves in its log \(1\)"):
        await service.load(game_id)
    move = {"seat": 0, "user_id": 100, "code": "x", "line": "x", "turn": "0.1", "state_json": ""}
    with pytest.raises(LogMismatch):  # a save on the edited row would leave a gap: refused
        await store.append_move(game_id, expected_version=6, **move)
    assert [m.seq for m in await store.moves(game_id)] == [1]
    assert (await service.play(other_id, *await next_move(service, other_id))).game.version == 1

    outcome = await repair(store, game_id, ROUND_HOUSE_ONLY)
    assert outcome.ok and "its version (6 → 1)" in outcome.text
    assert (await service.load(game_id)).version == 1
    await service.play(game_id, *await next_move(service, game_id))
    assert [m.seq for m in await store.moves(game_id)] == [1, 2]


async def test_a_game_whose_log_has_a_gap_is_broken(store):
    """A log left with a gap before saves refused one ([1, 7] for version 7) is caught too."""
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await started(service, 10)
    await service.play(game_id, *await next_move(service, game_id))
    await store.execute(
        "INSERT INTO moves (game_id, seq, seat, user_id, code, line, turn, created_at) "
        "VALUES (?, 7, 0, NULL, 'x', 'x', '0.1', 'now')",
        (game_id,),
    )
    await store.execute("UPDATE games SET version = 7 WHERE id = ?", (game_id,))
    with pytest.raises(BrokenGame, match=r"\(7\) is not the number of moves in its log \(2\)"):
        await service.load(game_id)
