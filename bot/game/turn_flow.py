"""What follows a member's move without another tap, for every game: a decision with one option
plays itself, and the turn ends by itself where End turn would save the player from nothing.

After a member's move (`go_on`), while the same seat alone decides and has exactly one option
(Undo and End turn aside), that option is played for it; the panel says so ("Only one choice:
… (played for you)"). Not when it would cost the player its Undo (it reveals something, or
ends the turn, while a choice could still be taken back): that one the player taps. A turn
that waits for End turn ends at once when the player asked for that (auto-end on), by
default when its end can itself be taken back (`TakeBackEnd`: the panel's Undo then takes the
end and the last choice back, in one move), when nothing of the turn can be taken back any
more (End turn would guard nothing), or when the turn held no real choice (every move
forced). Undo (`undo_further`) takes a forced move back together
with the choice that led to it: after an undo, while the seat stands at a forced decision it
can still take back, it takes back once more. Each move is saved as its own; the posts of a
move that neither ended the turn nor passed the decision are skipped (the turn's post tells
the whole turn), the others go out first, in order (`MoveResult.earlier`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace

from bot.game import capabilities
from bot.game.capabilities import copied
from bot.game.model import Game, MoveResult, NotSeated, StalePanel, UserError
from bot.game.protocol import UNDO, Move, whose_turn
from bot.game.said import say
from bot.sending.outbox import Key
from bot.storage.records import Status

Apply = Callable[[Game, int, int | None, str], Awaitable[MoveResult]]
Skip = Callable[[Key], Awaitable[None]]
AutoEnd = Callable[[int], Awaitable[bool | None]]  # a player's auto-end: on, off, None default
CHAIN = 50  # moves played in a row at most (a game whose forced moves never end)


async def never(user_id: int) -> bool | None:
    """No player ends turns automatically (`GameService.auto_end` without the players'
    preferences)."""
    return False


def only_choice(game: Game, seat: int) -> Move | None:
    """The one option `seat` has now, when it alone decides and has exactly one besides Undo
    (None when it has several, waits for End turn, or does not decide)."""
    state = game.state
    if state is None or game.deciders() != (seat,) or game.current_seat() != seat:
        return None
    if capabilities.ending_move(game.rules, state) is not None:
        return None  # End turn: the auto-end rule decides
    moves = [m for m in game.rules.legal_moves(state, seat) if m.code != UNDO]
    return moves[0] if len(moves) == 1 else None


def after_playing(game: Game, seat: int, code: str) -> object:
    """The game's state once `seat` plays `code`, on a copy (the game is left as it is)."""
    after = copied(game.rules, game.state)
    game.rules.apply(after, code, seat)
    return after


def keeps_undo(game: Game, seat: int, code: str) -> bool:
    """Whether Undo could still take the turn back after `seat` plays `code`: played on a
    copy, the seat still decides in the same turn and nothing was revealed."""
    rules, state = game.rules, game.state
    undoer = capabilities.undo(rules)
    if state is None or undoer is None:
        return False
    after = after_playing(game, seat, code)
    same_turn = rules.turn_key(after) == rules.turn_key(state) and whose_turn(rules, after) == seat
    return same_turn and undoer.can_undo(after)


def end_taken_back(game: Game, seat: int, code: str) -> bool:
    """Whether `seat` could take back the end of its turn after playing `code`, its End turn
    (`capabilities.take_back`, on a copy)."""
    if game.state is None or not capabilities.capabilities(game.rules).take_back_end:
        return False
    after = after_playing(game, seat, code)
    return capabilities.take_back(game.rules, after, seat) is not None


def taking_back(game: Game, user_id: int, panel_version: int) -> tuple[int, str]:
    """The user's seat and the code that takes back the end of its turn, clicked on a panel
    of `panel_version`; else the UserError saying why not (nothing changes)."""
    seat = game.seat_of(user_id)
    if seat is None:
        raise NotSeated(say("bot.refusal.not_playing"))
    if panel_version != game.version:
        raise StalePanel(panel_version, game.version)
    code = None
    if game.status == Status.PLAYING and game.state is not None:
        code = capabilities.take_back(game.rules, game.state, seat)
    if code is None:
        raise UserError(say("bot.refusal.too_late_to_take_back"))
    return seat, code


def can_take_back(game: Game) -> bool:
    """Whether Undo would take back a decision of the deciding seat's turn now."""
    undoer = capabilities.undo(game.rules)
    return game.state is not None and undoer is not None and undoer.can_undo(game.state)


class TurnFlow:
    """The moves that follow a member's own, played with the service's `apply` (under the
    game's lock), their posts skipped with `skip` where the last one tells them."""

    def __init__(self, apply: Apply, skip: Skip, auto_end: AutoEnd) -> None:
        self.apply = apply
        self.skip = skip
        self.auto_end = auto_end

    async def go_on(
        self, result: MoveResult, seat: int, user_id: int, *, chose: bool = True
    ) -> MoveResult:
        """After `result` (the member's move; `chose`: whether the turn holds a choice of theirs
        Undo could take back): the forced moves and End turn that follow; the last result,
        with the forced moves' labels (`MoveResult.forced`) and whether it was the player's
        auto-end that ended the turn (`MoveResult.auto_ended`)."""
        forced: list[str] = []
        auto, kept = False, list(result.earlier)
        for _ in range(CHAIN):
            game = result.game
            only = only_choice(game, seat)
            if only is not None and can_take_back(game) and not keeps_undo(game, seat, only.code):
                only = None  # it would reveal or end the turn: the player taps it, Undo first
            code = only.code if only is not None else self.ending(game, seat)
            if code is None:
                break
            if only is not None:
                forced.append(only.label)
            else:
                mode = await self.auto_end(user_id)
                auto = mode is True
                quiet = mode is None and end_taken_back(game, seat, code)
                if not (auto or quiet or not chose or not can_take_back(game)):
                    break  # End turn guards a choice Undo can still take back
            after = await self.apply(game, seat, user_id, code)
            kept += await self.settle(result)
            result = after
        return replace(result, forced=tuple(forced), auto_ended=auto, earlier=tuple(kept))

    async def undo_further(self, result: MoveResult, seat: int, user_id: int) -> MoveResult:
        """After an Undo: while the seat stands at a forced decision it can take back, take
        back once more (the forced move and the choice that led to it go together)."""
        kept: list[MoveResult] = []
        for _ in range(CHAIN):
            game = result.game
            if only_choice(game, seat) is None or not can_take_back(game):
                break
            after = await self.apply(game, seat, user_id, UNDO)
            kept += await self.settle(result)
            result = after
        return replace(result, earlier=tuple(kept))

    @staticmethod
    def ending(game: Game, seat: int) -> str | None:
        """The code of End turn when `seat`'s turn waits for it (its choices all made)."""
        if game.state is None or game.current_seat() != seat:
            return None
        return capabilities.ending_move(game.rules, game.state)

    async def settle(self, result: MoveResult) -> list[MoveResult]:
        """A move of the chain followed by another: its posts skipped when the later one tells
        it (it ended no turn and passed no decision), else kept to go out first ([result])."""
        if result.turn_ended or result.decider_changed or result.game_over:
            return [result]
        await self.skip((result.game.id, result.game.version))
        return []
