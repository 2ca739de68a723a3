"""Castles of Mad King Ludwig rules engine: pure rules, no I/O, deterministic given the seed
and the moves. No language either: rooms, rewards and reasons are data ids (the English names
are in data/tiles.toml, as data).

    state = new_game(["Ann", "Bo"], seed=7)       # GameState (state.py); Options(first_builder)
    legal_moves(state) -> list[Move]             # typed moves (moves.py); move.code is its code
    legal_codes(state) -> list[str]
    report = apply(state, code, seat=None)       # Report (events.py): typed events, in order
    apply(state, "undo")                         # while can_undo(state)
    current_player(state) -> int | None          # whose decision it is (None once over)
    current_decision(state)                      # the pending decision (a state.py dataclass)
    is_over(state); scores(state, viewer=-1) -> list[Score]; winners(state) -> list[int]
    turn_key(state) -> str                       # changes exactly when a turn ends
    to_json(state) / from_json(text)             # lossless, schema-versioned, checked
    replay(setup, codes); clone(state)
    public_view(state); seat_view(state, seat); redeal(state, seat, rng)
    placements(state, seat, tile) -> list[Placement]   # legal spots with scores, best first
    offers(state, seat) -> list[Offer]           # each room on offer, with its best spot
    parse_move(code) -> Move
    choose(state, level, seed) -> str            # a computer player's move (computer.py)

Modules, each with one job:

    content.py   the data files, validated      datafile.py  their format (pydantic models)
    geometry.py  the grid, shapes, rotations
    tiles.py     each tile's rotations          castle.py    a castle's index, completion
    placement.py the legal spots                scoring.py   points on placement, rescoring
    preview.py   spots with their scores        market.py    what a buyer sees
    endgame.py   favors, bonus cards, stacks    results.py   scores and winners
    state.py     the state, pending decisions   moves.py     moves and codes
    events.py    what a move did                setup.py     a new game
    turns.py     pricing, buying, placing       rewards.py   completion rewards and choices
    decisions.py options and resolution         flow.py      the round and the end
    stall.py     a market nobody can use
    game.py      apply, undo, replay            codec.py     JSON
    clone.py     fast copies                    views.py     views and redeal
    computer.py  computer players by level      players.py   Normal and Easy
    strong.py    Strong                         evaluate.py  what things are worth to them
    aiconfig.py  their weights (data/ai.toml)

Computer players: `computer.choose(state, level, seed) -> code` (levels in computer.LEVELS).
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
from .codec import from_json, to_json
from .computer import LEVELS, choose
from .contract import ENGINE
from .events import Report, public
from .flow import turn_key
from .game import (
    UNDO,
    apply,
    can_undo,
    current_decision,
    current_player,
    is_over,
    legal_codes,
    legal_options,
    refresh,
    replay,
)
from .market import Offer, best_spot, offers, placements
from .moves import Move
from .moves import parse as parse_move
from .preview import Placement
from .results import Score, scores, winners
from .setup import new_game
from .state import GameState, Options, Setup
from .views import public_view, redeal, seat_view

legal_moves = legal_options

__all__ = [
    "ENGINE",
    "LEVELS",
    "UNDO",
    "BadMoveCode",
    "BadState",
    "EngineError",
    "GameOver",
    "GameState",
    "IllegalMove",
    "Move",
    "NotYourTurn",
    "Offer",
    "Options",
    "Placement",
    "Report",
    "Score",
    "Setup",
    "apply",
    "best_spot",
    "can_undo",
    "choose",
    "clone",
    "current_decision",
    "current_player",
    "from_json",
    "is_over",
    "legal_codes",
    "legal_moves",
    "legal_options",
    "new_game",
    "offers",
    "parse_move",
    "placements",
    "public",
    "public_view",
    "redeal",
    "refresh",
    "replay",
    "scores",
    "seat_view",
    "to_json",
    "turn_key",
    "winners",
]
