"""A short text description of the board for the image's alt text."""

from __future__ import annotations

from collections.abc import Callable

from engine.roundhouse import prompt, score_breakdown, space_name, winners
from engine.roundhouse.content import RESOURCE_NAMES, RESOURCES, components
from engine.roundhouse.names import FSI, PDI, player_name
from engine.roundhouse.progress import clock_text, end_notice
from engine.roundhouse.state import GameState
from locales.words import ENGLISH, words_for

from .panels import amulet_kinds

MAX_ALT = 1000  # Discord allows 1024 characters of attachment description


def _clipped(text: str) -> str:
    """`text` in at most MAX_ALT characters; a name the cut would leave open is closed."""
    if len(text) <= MAX_ALT:
        return text
    cut = text[: MAX_ALT - 2]
    return cut + PDI * (cut.count(FSI) > cut.count(PDI)) + "…"


def _name(state: GameState, seat: int, clean: Callable[[str, int], str] | None = None) -> str:
    p = state.players[seat]
    name = clean(p.name, seat) if clean else player_name(state, seat)
    return f"{name} ({p.color})"


def headline(state: GameState, clean: Callable[[str, int], str] | None = None) -> str:
    """'Ann (yellow) to play' or 'Game over · won by Ann (yellow)'; `clean(name, seat)` adapts
    names for the picture."""
    if state.over:
        won = ", ".join(_name(state, s, clean) for s in winners(state))
        return f"Game over · won by {won}"
    return f"{_name(state, state.turn.seat, clean)} to play"


def alt_text(state: GameState, last_events: list[str] | None = None) -> str:
    """Whose turn, the round, the scores and what just happened, in a few sentences."""
    parts = [f"Round House board. {clock_text(state)}."]
    notice = end_notice(state)
    if notice:
        parts.append(notice)
    if state.over:
        totals = [row["total"] for row in score_breakdown(state)]
        parts.append(headline(state) + ".")
        scores = ", ".join(f"{player_name(state, s)} {t}" for s, t in enumerate(totals))
        parts.append(f"Final scores: {scores}.")
    else:
        parts.append(f"{headline(state)}: {prompt(state)}")
        prestige = [p.prestige for p in state.players]
        scores = ", ".join(f"{player_name(state, s)} {n}" for s, n in enumerate(prestige))
        parts.append(f"Prestige: {scores}.")
    path = state.turn.path or state.last_path
    if len(path) > 1:
        english = words_for(ENGLISH)
        start, end = space_name(english, state, path[0]), space_name(english, state, path[-1])
        parts.append(f"Last move: {start} to {end}.")
    if last_events:
        parts.append("Just happened: " + " ".join(e.strip() for e in last_events if e.strip()))
    return _clipped(" ".join(parts))


def player_alt_text(state: GameState, seat: int) -> str:
    """One player's holdings in words, for the alt text of their board picture."""
    c = components()
    p = state.players[seat]
    res = ", ".join(f"{RESOURCE_NAMES[key]} {p.res[key]}" for key in RESOURCES)
    experts = ", ".join(c.expert(e).name for e in p.experts) or "none"
    orders = ", ".join([*p.orders, *(f"{o} (fulfilled)" for o in p.fulfilled)]) or "none"
    amulets = ", ".join(sorted(amulet_kinds(p))).replace("_", " ") or "none"
    parts = [
        f"{_name(state, seat)}'s board: {p.prestige} prestige, {p.coins} coins, {res}.",
        f"Assistants: {p.supply} in the supply, {p.track} on the track.",
        f"Experts: {experts}. Orders: {orders}. Amulets: {amulets}.",
    ]
    if p.end_token:
        parts.append("Holds the end token.")
    return _clipped(" ".join(parts))
