"""The service's hooks: async callbacks told about changes, in registration order.

The bot registers its public posts, turn notices and the results archive on them (see
`bot.app`); `roundhouse demo` registers a transcript. A failing hook is logged, never fatal:
the others still run. A post Discord did not take is the one failure the caller hears of
(`bot.sending.delivery.Undelivered`, raised once every hook ran), so that the outbox keeps that
move's posts to try again instead of marking them sent.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from bot.game.model import Game, MoveResult
from bot.sending.delivery import Undelivered

log = logging.getLogger(__name__)

TurnStarted = Callable[[Game, list[str] | None], Awaitable[None]]
DecisionPassed = Callable[[Game, int | None], Awaitable[None]]
GameOver = Callable[[Game, list[str]], Awaitable[None]]
MoveApplied = Callable[[MoveResult], Awaitable[None]]
PostRefused = Callable[[int, Undelivered], Awaitable[None]]


@dataclass
class Hooks:
    """Async callbacks run after changes, in registration order; failures are logged."""

    # (game, finished_turn_lines | None) — a new turn began (None: the game just started)
    turn_started: list[TurnStarted] = field(default_factory=list)
    # (game, seat) — within a turn, another seat must decide
    decision_passed: list[DecisionPassed] = field(default_factory=list)
    # (game, final_turn_lines)
    game_over: list[GameOver] = field(default_factory=list)
    # (result: MoveResult) — after every accepted move, before the others
    move_applied: list[MoveApplied] = field(default_factory=list)
    # (game id, refusal) — Discord refused a post of the game, the first since its last post
    post_refused: list[PostRefused] = field(default_factory=list)


async def run_hooks(hooks: list[Callable[..., Awaitable[None]]], *args: object) -> None:
    """Call each hook in turn; a failure is logged and the next hook still runs. A post
    Discord did not take is raised once they all ran (the first, if several)."""
    refused: Undelivered | None = None
    for hook in list(hooks):
        try:
            await hook(*args)
        except Undelivered as exc:
            refused = refused or exc
        except Exception:
            log.exception("hook %s failed", getattr(hook, "__qualname__", hook))
    if refused is not None:
        raise refused


async def announce_move(hooks: Hooks, result: MoveResult) -> None:
    """Tell the hooks about one saved move: `move_applied`, then the end of the game, a new
    turn or a decision passed to another seat, as the move did."""
    game = result.game
    await run_hooks(hooks.move_applied, result)
    if result.game_over:
        await run_hooks(hooks.game_over, game, result.turn_lines)
    elif result.turn_ended:
        await run_hooks(hooks.turn_started, game, result.turn_lines)
    elif result.decider_changed:
        await run_hooks(hooks.decision_passed, game, game.current_seat())
