"""A short text description of the board for the image's alt text, in the picture's words."""

from __future__ import annotations

from collections.abc import Callable

from engine.roundhouse import prompt, score_breakdown, space_name, winners
from engine.roundhouse.content import RESOURCES
from engine.roundhouse.names import expert_name, player_name, resource_name
from engine.roundhouse.progress import clock_text, end_notice
from engine.roundhouse.state import GameState
from locales.names import clipped
from locales.words import Words

from .names import colour_name, pictures
from .panels import amulet_kinds

MAX_ALT = 1000  # Discord allows 1024 characters of attachment description


def _name(
    words: Words, state: GameState, seat: int, clean: Callable[[str, int], str] | None = None
) -> str:
    p = state.players[seat]
    name = clean(p.name, seat) if clean else player_name(state, seat)
    return pictures(words, "header.player", name=name, colour=colour_name(words, p.color))


def headline(words: Words, state: GameState, clean: Callable[[str, int], str] | None = None) -> str:
    """'Ann (yellow) to play' or 'Game over · won by Ann (yellow)'; `clean(name, seat)` adapts
    names for the picture."""
    if state.over:
        won = words("roundhouse.list.comma").join(
            _name(words, state, s, clean) for s in winners(state)
        )
        return pictures(words, "header.won_by", players=won)
    return pictures(words, "header.to_play", player=_name(words, state, state.turn.seat, clean))


def _scores(words: Words, state: GameState, scores: list[int]) -> str:
    return words("roundhouse.list.comma").join(
        pictures(words, "alt.score", name=player_name(state, s), score=n)
        for s, n in enumerate(scores)
    )


def alt_text(words: Words, state: GameState, last_events: list[str] | None = None) -> str:
    """Whose turn, the round, the scores and what just happened, in a few sentences."""
    parts = [pictures(words, "alt.board", clock=clock_text(words, state))]
    notice = end_notice(words, state)
    if notice:
        parts.append(notice)
    if state.over:
        totals = [row["total"] for row in score_breakdown(state)]
        parts.append(pictures(words, "alt.over", headline=headline(words, state)))
        parts.append(pictures(words, "alt.final_scores", scores=_scores(words, state, totals)))
    else:
        parts.append(
            pictures(
                words, "alt.turn", headline=headline(words, state), prompt=prompt(words, state)
            )
        )
        prestige = [p.prestige for p in state.players]
        parts.append(pictures(words, "alt.prestige", scores=_scores(words, state, prestige)))
    path = state.turn.path or state.last_path
    if len(path) > 1:
        start, end = space_name(words, state, path[0]), space_name(words, state, path[-1])
        parts.append(pictures(words, "alt.last_move", start=start, end=end))
    if last_events:
        join = pictures(words, "alt.events_join")
        events = join.join(e.strip() for e in last_events if e.strip())
        parts.append(pictures(words, "alt.just_happened", events=events))
    return clipped(words("common.sentence.join").join(parts), MAX_ALT)


def player_alt_text(words: Words, state: GameState, seat: int) -> str:
    """One player's holdings in words, for the alt text of their board picture."""
    p = state.players[seat]
    comma, none = words("roundhouse.list.comma"), pictures(words, "alt.none")
    res = comma.join(
        pictures(words, "alt.resource", resource=resource_name(words, key), n=p.res[key])
        for key in RESOURCES
    )
    experts = comma.join(expert_name(words, e) for e in p.experts) or none
    fulfilled = [pictures(words, "alt.fulfilled", order=o) for o in p.fulfilled]
    orders = comma.join([*p.orders, *fulfilled]) or none
    amulets = comma.join(pictures(words, f"alt.amulet.{k}") for k in sorted(amulet_kinds(p)))
    parts = [
        pictures(
            words,
            "alt.player_board",
            player=_name(words, state, seat),
            prestige=p.prestige,
            coins=p.coins,
            resources=res,
        ),
        pictures(words, "alt.assistants", supply=p.supply, track=p.track),
        pictures(words, "alt.holdings", experts=experts, orders=orders, amulets=amulets or none),
    ]
    if p.end_token:
        parts.append(pictures(words, "alt.end_token"))
    return clipped(words("common.sentence.join").join(parts), MAX_ALT)
