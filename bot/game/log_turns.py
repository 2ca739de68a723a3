"""A game's move log in turns: a turn is a run of moves of one turn key (`GameRules.turn_key`,
saved with every move), numbered from 1, so turns read as the game's own turn numbers. The
log (`/roundhouse log`) and the replay both read the log this way. A move saved with the line
`SILENT` (a seat changing its secret choice) tells nothing: its turn has no line for it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.storage.records import MoveRow

SILENT = ""  # the line of a move nobody is told of (`GameService._apply`)


@dataclass(frozen=True)
class Turn:
    """One turn of the log: its number (from 1), whose turn it was, what happened in words,
    and the game's version once it was over (its last move's number)."""

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
        Turn(number, run[0].seat, tuple(told(m.line for m in run)), run[-1].seq)
        for number, run in enumerate(runs, 1)
    ]


def told(lines: Iterable[str]) -> list[str]:
    """The lines that tell something (`SILENT` left out)."""
    return [line for line in lines if line != SILENT]
