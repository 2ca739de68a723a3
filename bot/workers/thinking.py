"""Computer decisions off the event loop: `ComputerPlayers.computer_move` in a pool of worker
processes of its own (`POOL`, one per core), so a Strong player thinking for a second holds
neither the event loop nor the picture workers.

It is the picture pool's machinery (`bot.workers.picture.PicturePool`: workers from a fork server
at a lower priority than the bot, ended with it) with its own worker count, `PROCESSES`: None one
per core, 0 threads of this process (the tests' default). The rules object and the state are
pickled on the event loop, so the worker decides on the state as loaded; the move depends only
on the state, the version, the level and the game's own computer seed (`GameRow.computer_seed`),
so a decision made again after a restart is the same.
"""

from __future__ import annotations

import logging
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.game.capabilities import ComputerPlayers
from bot.game.model import Game
from bot.game.protocol import GameRules
from bot.workers.picture import PicturePool, started

log = logging.getLogger(__name__)

PROCESSES: int | None = None  # worker processes: None one per core, 0 threads in this process
POOL = PicturePool(lambda: PROCESSES)


def computer_move(
    rules: ComputerPlayers[Any],
    state: object,
    version: int,
    level: str,
    seed: int | None,
    seat: int,
) -> str:
    """In a worker: the game's computer move of `level` for `seat` (blocking)."""
    return rules.computer_move(state, version, level, seed, seat)


async def decide(game: Game, seat: int, level: str) -> str:
    """The move code the computer player of `level` chooses for `seat` at `game`'s current
    decision, from what that seat may see (`GameRules.view`), in a worker process (`POOL`). A
    worker that died is replaced and asked once more."""
    state = game.rules.view(started(game, "there is nothing to decide"), seat)
    question = (computer_move, state, game.version, level, game.row.computer_seed, seat)
    try:
        return await POOL.run(game.rules, *question)
    except BrokenProcessPool:
        log.warning("a computer player's worker died (game %s): asking a new one", game.id)
        return await POOL.run(game.rules, *question)


def prepare(rules: GameRules[Any]) -> None:
    """Start the workers now (in the background) for `rules`'s game, unless in threads."""
    POOL.prepare(rules)


async def shutdown() -> None:
    """Stop the workers of this process (a later decision starts new ones)."""
    await POOL.shutdown()
