"""Round House rules engine: pure rules, no I/O, deterministic given the seed and the moves.

Public API (everything else is private):

    state = new_game(["Ann", "Bo"], seed=7)        # GameState (state.py), newest rules
    new_game(names, seed, options, rules=1)       # version 1 (games/roundhouse/docs/rules.md §16)
    words = words_for("zh-TW")                    # the language of the text (locales/words.py)
    for move in legal_moves(words, state): move.code, move.label   # LegalMove (also Move)
    legal_options(state)                          # the same options as typed moves
    line = apply(state, code, words=words)        # mutates state; returns a log line
    apply(state, code)                            # no log line: the fast path (look-ahead)
    apply(state, "undo")                          # when can_undo(state)
    refusal(words, state, code, error)            # an EngineError of apply, for players
    current_player(state) -> int | None           # seat whose decision it is (None when over)
    current_decision(state) -> Decision | None    # the typed decision asked
    prompt(words, state) -> str                   # what the current decision asks
    explain(words, state) -> str                  # more words on its options, for a panel
    end_turn_code(state) -> str | None            # "end" when the turn awaits End turn
    take_back_seat(state) -> int | None           # who may play "back": take back that end
    undo_reason(words, state) -> str | None       # why undo is not possible now
    situation(words, state, seat) -> str          # a player's own situation, two lines
    is_over(state), score_breakdown(state), winners(state)
    to_json(state) / from_json(text)              # lossless, schema-versioned
    clone(state)                                  # a fast deep copy (for look-ahead)
    replay(setup, codes)                          # setup + codes -> identical state
    parse_move(code)                              # a code as a typed move (moves.py)
    space_name(words, state, space)               # and the other names in names.py

Reading the engine: every pending choice is a `Decision` (state.py) on the turn's stack, one
class per kind that lists its options as typed `Move` values (moves.py), resolves the chosen
one and words its labels and prompt. A room is one `Room` class (perform.py) plus its entry in
data/components.toml.

    state.py      the game state; Decision, the base of every pending choice
    moves.py      Move, the base of every option, and the codec between moves and codes
    game.py       this API: options, apply, undo (checkpoints), replay
    setup.py      a new game            turn.py      a turn: start, bonuses, orders, end
    perform.py    a room's action: Room, Act (one performance), extra performances
    rooms.py      the six inner rooms   tiles.py, black_market.py   the room tiles
    actions.py    reward bundles and the choices they bring (basic, merchant, helper)
    worship.py    the Ancestral Hall    experts.py   single-use experts
    neutrals.py   2-player neutrals     markets.py   selling cubes
    effects.py    coins, resources, abilities, displays: the one place each effect applies
    house.py      the map and where a leader may move
    names.py      every name shown to players   describe.py  a log line, a player's situation
    confirm.py    End turn (Options.confirm_end): the turn's summary, why undo stops
    content.py    the component data, by rules version   codec.py     saved JSON
    clone.py      a fast deep copy of a game
    scoring.py    final scoring         players.py   computer players
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
from .confirm import turn_summary, undo_reason
from .contract import ENGINE
from .describe import situation
from .game import (
    BACK,
    LegalMove,
    apply,
    can_undo,
    current_decision,
    current_player,
    end_turn_code,
    explain,
    is_over,
    label_parts,
    legal_codes,
    legal_moves,
    legal_options,
    prompt,
    refresh,
    refusal,
    replay,
    take_back_seat,
)
from .moves import parse as parse_move
from .names import space_name
from .scoring import score_breakdown, winners
from .setup import new_game
from .state import Decision, GameState, Options, Setup

Move = LegalMove  # its name before moves were typed (those are engine/roundhouse/moves.py `Move`)

__all__ = [
    "BACK",
    "ENGINE",
    "BadMoveCode",
    "BadState",
    "Decision",
    "EngineError",
    "GameOver",
    "GameState",
    "IllegalMove",
    "LegalMove",
    "Move",
    "NotYourTurn",
    "Options",
    "Setup",
    "apply",
    "can_undo",
    "clone",
    "current_decision",
    "current_player",
    "end_turn_code",
    "explain",
    "from_json",
    "is_over",
    "label_parts",
    "legal_codes",
    "legal_moves",
    "legal_options",
    "new_game",
    "parse_move",
    "prompt",
    "refresh",
    "refusal",
    "replay",
    "score_breakdown",
    "situation",
    "space_name",
    "take_back_seat",
    "to_json",
    "turn_summary",
    "undo_reason",
    "winners",
]
