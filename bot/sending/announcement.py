"""What an outbox row announces (`bot.sending.outbox`): the `Announcement` saved with a move (as
JSON), the turn's lines read back from the log when it is announced, a row announced again by
the loop (its game as it was then), and the Discord nonce of each public post.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, replace

from bot.game.hooks import Hooks, announce_move, run_hooks
from bot.game.loading import GameLoader
from bot.game.log_turns import turns_of
from bot.game.model import Game, MoveResult
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
