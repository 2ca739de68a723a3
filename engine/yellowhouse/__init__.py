"""The Yellow House rules engine: pure rules, no I/O, deterministic given the seed and moves.

Public API (games/yellowhouse/docs/rules.md has every rule, its code and its test):

    state = new_game(["Ann", "Bo"], seed=7, options={"variant": False})
    pending_seats(state) -> tuple[int, ...]   # who must decide (both, at the exchange)
    current_player(state) -> int | None
    for move in legal_moves(state, seat): move.code      # typed moves (moves.py)
    event = apply(state, code, seat=None)     # mutates state; returns an Event (events.py)
    can_undo(state, seat=None); apply(state, "undo", seat)
    is_over(state), winners(state), scores(state)
    to_json(state) / from_json(text)          # lossless, schema-versioned, checked
    setup_to_json(state.setup) / setup_from_json(text)   # what replay needs besides the codes
    clone(state); replay(setup, codes)
    public_view(state), seat_view(state, seat)
    redeal(state, seat, rng), belief(state, seat)   # what `seat` knows (knowledge.py)
    choose(state, seat, level, seed) -> code  # computer players, LEVELS (players.py)

    content.py  the rules data (data/rules.toml)    state.py   the state
    moves.py    moves and codes     rules.py   legal moves    play.py  resolving a move
    rounds.py   deal, exchange, a round's end       game.py    this API
    events.py   what apply reports  views.py   what each reader sees   codec.py  JSON
    clone.py    a fast copy         knowledge.py  what a seat knows, belief, redeal
    evaluate.py, equity.py, search.py, players.py, aiconfig.py  the computer players
    fitting.py  fits the evaluation's weights on self-play positions
"""

from engine.common.errors import (
    BadMoveCode,
    BadState,
    EngineError,
    GameOver,
    IllegalMove,
    NotYourTurn,
)

from .clone import clone
from .codec import from_json, setup_from_json, setup_to_json, to_json
from .contract import ENGINE
from .events import Event, Fact
from .game import (
    UNDO,
    Score,
    apply,
    can_undo,
    current_player,
    is_over,
    legal_codes,
    legal_moves,
    new_game,
    pending_seats,
    replay,
    scores,
    undo,
    winners,
)
from .knowledge import belief, redeal
from .moves import Move, parse
from .players import LEVELS, choose
from .state import Options, Setup, State
from .views import PublicView, SeatView, public_view, seat_view

__all__ = [
    "ENGINE",
    "LEVELS",
    "UNDO",
    "BadMoveCode",
    "BadState",
    "EngineError",
    "Event",
    "Fact",
    "GameOver",
    "IllegalMove",
    "Move",
    "NotYourTurn",
    "Options",
    "PublicView",
    "Score",
    "SeatView",
    "Setup",
    "State",
    "apply",
    "belief",
    "can_undo",
    "choose",
    "clone",
    "current_player",
    "from_json",
    "is_over",
    "legal_codes",
    "legal_moves",
    "new_game",
    "parse",
    "pending_seats",
    "public_view",
    "redeal",
    "replay",
    "scores",
    "seat_view",
    "setup_from_json",
    "setup_to_json",
    "to_json",
    "undo",
    "winners",
]
