"""A game's move log in turns: a turn is a run of moves of one turn key (`GameRules.turn_key`,
saved with every move), numbered from 1, so turns read as the game's own turn numbers, and
told in words with its undone moves left out (an undo takes back the move before it). A move
saved with the line `SILENT` (a seat changing its secret choice) tells nothing: its turn has
no line for it.

Every surface that reads the log reads it this way: the turn posts (`bot.sending.outbox`), the
log (`/roundhouse log`) and the replay. Public ones read only the turns that ended
(`told_turns`): a turn still running may yet be undone, and is told once it ends."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.game.model import Game
from bot.game.protocol import UNDO
from bot.storage.records import MoveRow, Status

SILENT = ""  # the line of a move nobody is told of (`GameService._apply`)


@dataclass(frozen=True)
class Turn:
    """One turn of the log: its number (from 1), whose turn it was, what happened in words
    (undone moves left out), and the game's version once it was over (its last move's
    number)."""

    number: int
    seat: int | None
    lines: tuple[str, ...]
    end: int


def turns_of(moves: Sequence[MoveRow]) -> list[Turn]:
    """The log's turns, oldest first: each run of moves that share a turn key."""
    runs: list[list[MoveRow]] = []
    for move in moves:
        if not runs or runs[-1][0].turn != move.turn:
            runs.append([])
        runs[-1].append(move)
    return [
        Turn(number, run[0].seat, tuple(_told(run)), run[-1].seq)
        for number, run in enumerate(runs, 1)
    ]


def told_turns(game: Game, moves: Sequence[MoveRow]) -> list[Turn]:
    """The turns of `game`'s log (`moves`: the whole log) that everybody may read: all but the
    one still running (a game in play, or abandoned, whose log ends with moves of the turn its
    state is in)."""
    turns = turns_of(moves)
    state = None if game.status == Status.FINISHED else game.state
    if turns and state is not None and moves[-1].turn == game.rules.turn_key(state):
        turns.pop()
    return turns


def _told(run: Sequence[MoveRow]) -> list[str]:
    """A turn's moves in words, each undo taking back the move before it, silent moves left
    out."""
    lines: list[str] = []
    for move in run:
        if move.code != UNDO:
            lines.append(move.line)
        elif lines:
            lines.pop()
    return [line for line in lines if line != SILENT]
