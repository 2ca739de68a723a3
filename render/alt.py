"""A short text description of the board for the image's alt text."""

from __future__ import annotations

from collections.abc import Callable

import engine
from engine.progress import end_notice, progress_text
from engine.state import GameState

MAX_ALT = 1000  # Discord allows 1024 characters of attachment description


def _name(state: GameState, seat: int, clean: Callable[[str, int], str] | None = None) -> str:
    p = state.players[seat]
    name = clean(p.name, seat) if clean else p.name
    return f"{name} ({p.color})"


def headline(state: GameState, clean: Callable[[str, int], str] | None = None) -> str:
    """'Ann (yellow) to play' or 'Game over · won by Ann (yellow)'; `clean(name, seat)` adapts
    names for the picture."""
    if state.over:
        won = ", ".join(_name(state, s, clean) for s in engine.winners(state))
        return f"Game over · won by {won}"
    return f"{_name(state, state.turn.seat, clean)} to play"


def alt_text(state: GameState, last_events: list[str] | None = None) -> str:
    """Whose turn, the round, the scores and what just happened, in a few sentences."""
    parts = [f"Round House board, turn {state.turn.number}. {progress_text(state)}."]
    notice = end_notice(state)
    if notice:
        parts.append(notice)
    if state.over:
        totals = [row["total"] for row in engine.score_breakdown(state)]
        parts.append(headline(state) + ".")
        scores = ", ".join(f"{p.name} {t}" for p, t in zip(state.players, totals, strict=True))
        parts.append(f"Final scores: {scores}.")
    else:
        parts.append(f"{headline(state)}: {engine.prompt(state)}")
        scores = ", ".join(f"{p.name} {p.prestige}" for p in state.players)
        parts.append(f"Prestige: {scores}.")
    path = state.turn.path or state.last_path
    if len(path) > 1:
        start, end = engine.space_name(state, path[0]), engine.space_name(state, path[-1])
        parts.append(f"Last move: {start} to {end}.")
    if last_events:
        parts.append("Just happened: " + " ".join(e.strip() for e in last_events if e.strip()))
    out = " ".join(parts)
    return out if len(out) <= MAX_ALT else out[: MAX_ALT - 1] + "…"
