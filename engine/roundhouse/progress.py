"""How far the game has gone, in words: the one wording every surface shows (the picture's
title, its alt text, the turn post, `/roundhouse status`, the log, the final post and the turn
DM): the round (the round marker) and the turn (every seat's turns numbered from 1).

Ancestors worshipped during the final turns move the round marker past the end space (the
rulebook lets them); the round shown never goes above the track's last space, and once the end
has triggered the final turns still to play are counted instead.
"""

from __future__ import annotations

from locales.words import Words

from .names import player_name
from .state import GameState


def progress_text(words: Words, state: GameState, *, compact: bool = False) -> str:
    """'Round 3 of 10', or 'Round 10 of 10 · final turns: 2 left' once the end has triggered
    (a final turn in progress counts as left). `compact` writes '3/10' (the picture's title)."""
    b = state.board
    shown = min(b.round, b.end_space)
    form = "compact" if compact else "round"
    text = words(f"roundhouse.progress.{form}", round=shown, last=b.end_space)
    if state.end_trigger is not None and not state.over:
        text += words("roundhouse.progress.final", left=max(state.final_turns, 0))
    return text


def clock_text(words: Words, state: GameState, *, compact: bool = False) -> str:
    """The game's one clock: the round and the turn, 'Round 3 of 10 · turn 9' (the final turns
    counted before the turn: 'Round 10 of 10 · final turns: 2 left · turn 39'); `compact`
    writes 'Round 3/10 · turn 9' (the picture's title). Turns are numbered from 1 across all
    seats; at the end the number is the last turn's."""
    progress = progress_text(words, state, compact=compact)
    return words("roundhouse.progress.clock", progress=progress, turn=state.turn.number)


def end_notice(words: Words, state: GameState, reader: int | None = None) -> str | None:
    """The end in words while the final turns are played (None before the end and after it):
    who took the amulet and that every other player has one more turn. With `reader` (a seat),
    adds "This is your last turn." when it is that seat's final turn."""
    trigger = state.end_trigger
    if trigger is None or state.over:
        return None
    text = words("roundhouse.progress.end", name=player_name(state, trigger))
    if reader is not None and reader == state.turn.seat and reader != trigger:
        text += words("roundhouse.progress.last_turn")
    return text
