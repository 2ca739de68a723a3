"""What an outbox row announces (`bot.sending.outbox`): the `Announcement` saved with a move (as
JSON), the turn's lines read back from the log when it is announced, a row announced again by
the loop (its game as it was then), and the Discord nonce of each public post.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, replace

from bot.game.capabilities import copied
from bot.game.hooks import Hooks, announce_move, run_hooks
from bot.game.loading import GameLoader
from bot.game.log_turns import SILENT, turns_of
from bot.game.model import Game, MoveResult
from bot.game.protocol import GameRules, S, whose_turn
from bot.storage.outbox import OutboxRow
from bot.storage.records import Status
from bot.storage.store import Store

log = logging.getLogger(__name__)

TURN_LOG = 200  # moves read back to tell a finished turn in words (`with_turn_lines`)


@dataclass(frozen=True)
class Announcement:
    """What the hooks are told about one saved change: a game's start, or one move."""

    kind: str  # "start" | "move"
    seat: int | None = None
    code: str = ""
    line: str = ""
    turn_ended: bool = False
    decider_changed: bool = False

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Announcement:
        data = json.loads(text)
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})

    def result(self, game: Game) -> MoveResult:
        """What the move did (`game`: as it was right after it); its turn's lines are read from
        the log when it is announced (`with_turn_lines`)."""
        return MoveResult(
            game, self.seat, self.code, self.line, self.turn_ended, [], self.decider_changed
        )


def played(
    rules: GameRules[S], state: S, seat: int | None, code: str
) -> tuple[S, Announcement, str]:
    """`code` of `seat` played on a copy of `state` (the saved state stays what every reader
    sees until the new one is committed): the new state, what to announce, and the turn it
    is saved in (the one it was played in; a take-back's: the turn it reopens, so that the log
    reads it as part of that turn); MoveRefused as the rules raise it. A move of a seat the
    game no longer waited on, within the turn, changes the choice that seat made at a
    simultaneous decision: it has no line (`SILENT`), so that no surface tells that the seat
    changed its mind."""
    after = copied(rules, state)
    before_key, before_deciders = rules.turn_key(after), rules.deciders(after)
    line = rules.apply(after, code, seat)
    after_key = rules.turn_key(after)
    ended = whose_turn(rules, after) is None or after_key != before_key
    outsider = seat is not None and seat not in before_deciders  # the game did not wait on it
    if outsider and not ended:
        line = SILENT  # a seat changing the secret choice it made
    passed = not set(rules.deciders(after)) <= set(before_deciders)  # a seat newly asked
    turn = after_key if outsider and ended else before_key  # a take-back: the turn it reopens
    return after, Announcement("move", seat, code, line, ended, not ended and passed), turn


async def with_turn_lines(result: MoveResult, store: Store) -> MoveResult:
    """`result` with the turn it ended told in words, read from the log up to its move (the
    lines are not saved with a move, and a click need not wait for them: they are read when the
    move is announced)."""
    if not result.turn_ended:
        return result
    game = result.game
    moves = await store.moves(game.id, last=TURN_LOG, through=game.version)
    if not moves:
        return result
    return replace(result, turn_lines=list(turns_of(moves)[-1].lines))


async def send_unsent(row: OutboxRow, loader: GameLoader, hooks: Hooks) -> None:
    """Announce one row a stopped sender left: its game as it was at that move (replayed from
    the log if it moved on since), told to the hooks as then; nothing for an abandoned game."""
    note = Announcement.from_json(row.payload)
    game = await loader.game_at(row.game_id, row.version)
    if game.status == Status.ABANDONED:
        log.info("game %s was abandoned: its move %s is not posted", game.id, row.version)
    elif note.kind == "start":
        await run_hooks(hooks.turn_started, game, None)
    else:
        await announce_move(hooks, await with_turn_lines(note.result(game), loader.store))


def nonce(game_id: int, version: int, kind: str) -> str:
    """The Discord nonce of one public post (≤ 25 characters): the same post, the same nonce."""
    return f"rh{game_id}v{version}{kind[:1]}"[:25]
