"""Lossless JSON for a game through pydantic, with a schema version and a sanity check.

`from_json` raises BadState naming the first problem: text that is not a saved game, a field
of the wrong type, or a state no sequence of legal moves could reach (cards that do not add
up, a token off the Canvas, too many Supports...).

Schema history: 1, the first release.
"""

from __future__ import annotations

from pydantic import TypeAdapter, ValidationError

from engine.common.errors import BadState
from engine.common.saved import parsed

from .content import NE, RULES, SEATS
from .moves import CODES
from .state import SCHEMA_VERSION, Setup, State, in_play

_ADAPTER = TypeAdapter(State)
_SETUP = TypeAdapter(Setup)


def to_json(state: State) -> str:
    return _ADAPTER.dump_json(state).decode()


def from_json(text: str | bytes) -> State:
    """Parse and check a saved game; BadState with the reason."""
    state = parsed(_ADAPTER, text, strict=False)
    if state.schema != SCHEMA_VERSION:
        raise BadState(f"saved game: schema {state.schema}; this engine reads {SCHEMA_VERSION}")
    problem = problem_in(state)
    if problem:
        raise BadState(f"saved game is inconsistent: {problem}")
    return state


def setup_to_json(setup: Setup) -> str:
    """What `replay` needs besides the move codes, as JSON (saved once, at the start)."""
    return _SETUP.dump_json(setup).decode()


def setup_from_json(text: str | bytes) -> Setup:
    """A saved setup back; BadState if it is not one."""
    try:
        setup = _SETUP.validate_json(text)
    except ValidationError as exc:
        raise BadState(f"saved setup is invalid: {exc.errors()[0]['msg']}") from exc
    if len(setup.names) != SEATS:
        raise BadState(f"saved setup: {len(setup.names)} players")
    return setup


def _counts(rows: list[list[int]]) -> bool:
    return all(len(r) == NE and min(r) >= 0 for r in rows)


def problem_in(state: State) -> str | None:
    """The first thing in `state` no sequence of legal moves could produce, or None."""
    s = state
    if len(s.setup.names) != SEATS:
        return f"{len(s.setup.names)} players"
    piles = [*s.hands, s.aside, *s.strengthened, s.discard, *s.shown, *s.exchanged]
    if not _counts(piles) or len(s.choices) != SEATS or len(s.levels) != NE:
        return "a pile is not four counts"
    for c, hand in zip(s.choices, s.hands, strict=False):
        if c is not None and (not _counts([c]) or sum(c) != RULES.deal.exchange):
            return "an exchange choice"
        if c is not None and any(c[e] > hand[e] for e in range(NE)):
            return "an exchange choice of cards not in the hand"
    if not 1 <= s.round <= RULES.max_rounds or not {s.dealer, s.turn} <= {0, 1}:
        return "round, dealer or turn"
    if s.winner is not None and (not s.over or s.winner not in (0, 1)):
        return "winner"
    if any(not RULES.canvas.start <= v <= RULES.canvas.top for v in s.levels):
        return "a token is off the Canvas"
    won = sum(map(len, s.rewards))
    if any(not 0 <= e < NE for r in s.rewards for e in r) or won != s.round - 1 + s.over:
        return "rewards"
    total = in_play(s)
    for e in range(NE):
        total[e] += s.aside[e] + s.hands[0][e] + s.hands[1][e]
    if total != [RULES.deck.copies] * NE:
        return f"the Topic cards do not add up: {total}"
    return _turn_problem(s)


def _turn_problem(s: State) -> str | None:
    if sum(s.supports) > RULES.supports.total or max(s.supports) > RULES.supports.per_player_round:
        return "too many Supports"
    elements = [e for _, e in s.claims]
    if any(not (0 <= seat < SEATS and 0 <= e < NE) for seat, e in s.claims):
        return "claims row"
    if len(set(elements)) != len(elements) or (s.phase == "play" and len(elements) == NE):
        return "claims row"
    if s.phase in ("boost", "give", "back") and not elements:
        return "a Support effect without its Claim"
    if (s.phase == "back") != (s.gift is not None):
        return "gift"
    if s.phase == "exchange" and all(c is not None for c in s.choices):
        return "exchange choices made but not revealed"
    if s.phase != "exchange" and any(c is not None for c in s.choices):
        return "exchange choices outside the exchange"
    if len(s.history) != len(s.movers) or not 0 <= s.undo_floor <= len(s.history):
        return "move history"
    if any(code not in CODES for code in s.history):
        return "an unknown move code in the history"
    if not s.over and not any(s.hands[s.turn]) and s.phase != "exchange":
        return "the deciding seat has no cards"
    return None
